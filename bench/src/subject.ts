/** The real server, with the demo league loaded: from its sources through tsx, or compiled and started as `npm start` starts it. */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import ts from 'typescript';
import type { Cgroup } from './cgroup';

const here = path.dirname(fileURLToPath(import.meta.url));
export const apiDir = path.resolve(here, '../../apps/api');
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface Subject {
  url: string;
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  output(): string;
  stop(): Promise<void>;
  /** With `probe`: the server's longest event-loop block and memory since the last `reset` (loop-probe.ts). */
  probe?: (message: 'reset' | 'report') => Promise<ProbeReport>;
  /** The server's resident memory (KiB) after a full garbage collection (memory-probe.ts). */
  settledMemoryKiB(): Promise<number>;
  /** The server's process id, and whether it still runs. */
  pid(): number;
  running(): boolean;
  /** With `restart`: the first start's peak resident memory (KiB). */
  firstStartPeakKiB?: number;
}

export interface ProbeReport {
  longestMs?: number;
  rssMb: number;
  maxRssMb?: number;
}

/** The environment every bench server runs with (`databaseUrl`: PostgreSQL, else the embedded database in `dataDir`). */
export function serverEnv(port: number, dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
    // The demo's simulated scorer would post a ball every 20 s in a match of its own:
    // a second writer the benches do not count and whose balls land at random in theirs.
    DEMO_LIVE: 'false',
    RATE_LIMIT_MAX: '100000000',
    // Every load generator and watcher is one address here (a real crowd is many).
    MAX_CONNECTIONS_PER_IP: '100000',
    MAX_STREAMS_PER_IP: '100000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The push bench's local push service, and its 5,000 phones each at its own address.
    PUSH_ALLOW_PRIVATE: 'true',
    TRUST_PROXY: 'loopback',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** A fresh PostgreSQL database for one bench run (dropped by `stop`). */
async function freshDatabase(base: string) {
  const name = `league_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * How `npm start` runs the compiled server (apps/api package.json): the environment it sets
 * before `exec node`, and node's flags, from `… && [NAME=value …] exec node [flags] dist/server.mjs`.
 */
export function startCommand(): { env: Record<string, string>; flags: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const match = /((?:[A-Z_]+=\S+\s+)*)exec node ((?:--?\S+\s+)*)dist\/server\.mjs/.exec(manifest.scripts.start ?? '');
  if (!match) throw new Error(`apps/api's start script does not exec node dist/server.mjs: ${manifest.scripts.start}`);
  const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
  return {
    env: Object.fromEntries(words(match[1]!).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
    flags: words(match[2]!),
  };
}

let built: Promise<void> | null = null;
/** Compiles the server as `npm start` does (apps/api/scripts/build.mjs), once per bench run. */
export function buildServer(): Promise<void> {
  built ??= new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (c) => (err += c));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building the server failed:\n${err}`))));
  });
  return built;
}

/**
 * The probes as plain JavaScript, for the compiled server: preloading them through tsx
 * would put tsx's loader in front of the 5 MB bundle (the server then idles at ~780 MB).
 */
function probeModules(names: string[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-bench-probes-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return names.map((name) => {
    const out = path.join(dir, name.replace(/\.ts$/, '.mjs'));
    const source = fs.readFileSync(path.join(here, name), 'utf8');
    fs.writeFileSync(out, ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText);
    return out;
  });
}

export interface SubjectOptions {
  /** loop-probe.ts is preloaded and answers over IPC. */
  probe?: boolean;
  /** The first start is stopped and the server started again on its data. */
  restart?: boolean;
  /** The compiled server with the start script's environment and flags (`npm start`), not src/server.ts through tsx. */
  compiled?: boolean;
  /** Runs the server (after the restart, with `restart`) inside this group (cgroup.ts). */
  cgroup?: Cgroup;
  /** More node flags after the start script's (with `compiled`), to try a setting. */
  nodeFlags?: string[];
}

/**
 * The server on a fresh database. `probe`: loop-probe.ts is preloaded and answers over IPC.
 * `restart`: the first start (which makes the embedded database, initdb and the demo seed
 * inside the process) is stopped and the server started again on the same data, as it runs
 * every day after its first start.
 */
export async function startSubject(kind: 'pglite' | 'postgres', postgresUrl: string, options: SubjectOptions = {}): Promise<Subject> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-bench-'));
  const database = kind === 'postgres' ? await freshDatabase(postgresUrl) : null;
  let out = '';
  const url = `http://127.0.0.1:${port}`;
  const probes = ['memory-probe.ts', ...(options.probe ? ['loop-probe.ts'] : [])];
  let argv: string[];
  let env = serverEnv(port, dataDir, database?.url);
  if (options.compiled) {
    await buildServer();
    const start = startCommand();
    env = { ...env, ...start.env };
    argv = [...start.flags, ...(options.nodeFlags ?? []), ...probeModules(probes).flatMap((file) => ['--import', file]), 'dist/server.mjs'];
  } else {
    argv = ['--import', 'tsx', ...probes.flatMap((name) => ['--import', path.join(here, name)]), 'src/server.ts'];
  }
  let firstStartPeakKiB: number | undefined;
  async function launch(group?: Cgroup): Promise<ChildProcess> {
    const [command, args] = group ? group.command([process.execPath, ...argv]) : [process.execPath, argv];
    const child: ChildProcess = spawn(command, args, { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    child.stdout!.on('data', (c) => (out += c));
    child.stderr!.on('data', (c) => (out += c));
    for (let i = 0; ; i++) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited:\n${out}`);
      if (i >= 900) {
        child.kill('SIGKILL');
        throw new Error(`the server was not ready in 3 minutes:\n${out}`);
      }
      try {
        if ((await fetch(`${url}/api/ready`)).ok) break;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return child;
  }
  const halt = async (child: ChildProcess) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  };
  let child = await launch(options.restart ? undefined : options.cgroup);
  /** One question at a time over the IPC channel: the answer is the next message. */
  const ask = <T>(message: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (m) => resolve(m as T));
      child.send(message);
    });
  if (options.restart) {
    firstStartPeakKiB = memoryOf(child.pid!)?.peakKiB;
    await halt(child);
    child = await launch(options.cgroup);
  }
  return {
    url,
    kind,
    databaseUrl: database?.url,
    output: () => out,
    ...(options.probe ? { probe: (message: 'reset' | 'report') => ask<ProbeReport>(message) } : {}),
    settledMemoryKiB: async () => (await ask<{ memoryKiB: number }>('memory')).memoryKiB,
    pid: () => child.pid!,
    running: () => child.exitCode === null && child.signalCode === null,
    firstStartPeakKiB,
    async stop() {
      await halt(child);
      await database?.drop();
      // A bench run leaves nothing behind.
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process's resident memory now and its high-water mark (KiB), from /proc; null once it is gone. */
export function memoryOf(pid: number): { rssKiB: number; peakKiB: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssKiB: kib('VmRSS'), peakKiB: kib('VmHWM') };
  } catch {
    return null;
  }
}

const tokens = new WeakMap<Subject, Promise<string>>();

/** Signs in as the demo admin with the one-time link the server printed at first start (once per server: the link works once). */
export function adminToken(subject: Subject): Promise<string> {
  const kept = tokens.get(subject);
  if (kept) return kept;
  const token = signIn(subject);
  tokens.set(subject, token);
  return token;
}

async function signIn(subject: Subject): Promise<string> {
  const code = /login\?code=([A-Za-z0-9_-]+)/.exec(subject.output())?.[1];
  if (!code) throw new Error('no demo sign-in link in the server log');
  const res = await fetch(`${subject.url}/api/admin/link-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`link sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

/** B0 for one answer: a bare node:http process serving exactly these bytes. */
/** B0 answering `body` with `headers` (the route's own answer, as a client receives it). */
export async function startB0(body: string, headers: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'league-b0-')), 'answer.json');
  fs.writeFileSync(file, JSON.stringify({ body, headers }));
  const port = await freePort();
  const child = fork(path.join(here, 'b0-server.ts'), [String(port), file], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
