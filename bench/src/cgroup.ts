/**
 * A memory and CPU limit for one server process, as a small VPS gives it (issue 35, bench D):
 * a cgroup of its own, v1 (`/sys/fs/cgroup/memory/<name>` and `/sys/fs/cgroup/cpu/<name>`)
 * or v2 (`/sys/fs/cgroup/<name>`), which needs root. The process joins it before it runs a
 * line of its own (`command` wraps the command line in a shell that writes its pid into
 * the group, then execs), so everything it allocates is charged there; `remove` deletes
 * the group once the process has exited.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface CgroupStats {
  /** The group's high-water mark, bytes: resident memory plus the page cache it charged. */
  maxUsageBytes: number | null;
  /** Times the kernel killed a process of the group for memory. */
  oomKills: number;
  /** Times the group reached its limit (the kernel then reclaimed its page cache first). */
  limitHits: number | null;
}

export interface Cgroup {
  version: 1 | 2;
  /** Where it lives, for the report. */
  paths: string[];
  /** `argv` run inside the group: `sh -c 'echo $$ > …/cgroup.procs; exec "$0" "$@"' argv…`. */
  command(argv: string[]): [string, string[]];
  stats(): CgroupStats;
  remove(): void;
}

const ROOT = '/sys/fs/cgroup';
const read = (file: string) => fs.readFileSync(file, 'utf8').trim();
const readNumber = (file: string): number | null => {
  try {
    return Number(read(file));
  } catch {
    return null;
  }
};
/** `key value` lines (memory.oom_control, memory.events) as a map. */
const keyed = (file: string): Map<string, number> => {
  try {
    return new Map(
      read(file)
        .split('\n')
        .map((line) => line.split(/\s+/))
        .map(([key, value]) => [key!, Number(value)]),
    );
  } catch {
    return new Map();
  }
};

/** Why no group could be made here (no root, no cgroup file system), or null when one can. */
export function cgroupUnavailable(): string | null {
  if (process.platform !== 'linux') return 'not Linux';
  if (fs.existsSync(path.join(ROOT, 'memory', 'cgroup.procs'))) {
    try {
      fs.accessSync(path.join(ROOT, 'memory'), fs.constants.W_OK);
      return null;
    } catch {
      return `${ROOT}/memory is not writable (run as root)`;
    }
  }
  if (fs.existsSync(path.join(ROOT, 'cgroup.controllers'))) {
    try {
      fs.accessSync(ROOT, fs.constants.W_OK);
      return read(path.join(ROOT, 'cgroup.subtree_control')).includes('memory') ? null : 'the memory controller is not enabled for child groups';
    } catch {
      return `${ROOT} is not writable (run as root)`;
    }
  }
  return `no cgroup file system at ${ROOT}`;
}

/** A new group `name` limited to `memoryBytes` (swap included) and `cpus` CPUs. */
export function createCgroup(name: string, limits: { memoryBytes: number; cpus: number }): Cgroup {
  const period = 100_000;
  const quota = Math.round(limits.cpus * period);
  if (fs.existsSync(path.join(ROOT, 'memory', 'cgroup.procs'))) {
    const memory = path.join(ROOT, 'memory', name);
    const cpu = path.join(ROOT, 'cpu', name);
    fs.mkdirSync(memory);
    fs.mkdirSync(cpu);
    fs.writeFileSync(path.join(memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
    // With swap accounting the limit covers swap too: the process cannot page out past it.
    if (fs.existsSync(path.join(memory, 'memory.memsw.limit_in_bytes')))
      fs.writeFileSync(path.join(memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
    fs.writeFileSync(path.join(cpu, 'cpu.cfs_period_us'), String(period));
    fs.writeFileSync(path.join(cpu, 'cpu.cfs_quota_us'), String(quota));
    return {
      version: 1,
      paths: [memory, cpu],
      command: (argv) => ['/bin/sh', ['-c', `echo $$ > ${memory}/cgroup.procs && echo $$ > ${cpu}/cgroup.procs && exec "$0" "$@"`, ...argv]],
      stats: () => ({
        maxUsageBytes: readNumber(path.join(memory, 'memory.max_usage_in_bytes')),
        oomKills: keyed(path.join(memory, 'memory.oom_control')).get('oom_kill') ?? 0,
        limitHits: Math.max(readNumber(path.join(memory, 'memory.failcnt')) ?? 0, readNumber(path.join(memory, 'memory.memsw.failcnt')) ?? 0),
      }),
      remove: () => removeGroups([memory, cpu]),
    };
  }
  const group = path.join(ROOT, name);
  fs.mkdirSync(group);
  fs.writeFileSync(path.join(group, 'memory.max'), String(limits.memoryBytes));
  if (fs.existsSync(path.join(group, 'memory.swap.max'))) fs.writeFileSync(path.join(group, 'memory.swap.max'), '0');
  if (fs.existsSync(path.join(group, 'cpu.max'))) fs.writeFileSync(path.join(group, 'cpu.max'), `${quota} ${period}`);
  return {
    version: 2,
    paths: [group],
    command: (argv) => ['/bin/sh', ['-c', `echo $$ > ${group}/cgroup.procs && exec "$0" "$@"`, ...argv]],
    stats: () => ({
      maxUsageBytes: readNumber(path.join(group, 'memory.peak')),
      oomKills: keyed(path.join(group, 'memory.events')).get('oom_kill') ?? 0,
      limitHits: keyed(path.join(group, 'memory.events')).get('max') ?? null,
    }),
    remove: () => removeGroups([group]),
  };
}

/** A group can only be removed empty: waits a moment for the kernel to see its last process gone. */
function removeGroups(dirs: string[]) {
  for (const dir of dirs) {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.rmdirSync(dir);
        break;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') break;
        if (attempt >= 50) throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      }
    }
  }
}
