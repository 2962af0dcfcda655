/**
 * D, the cheapest server (issue 35): a league's match day on a 1-CPU, 512 MB VPS, on the
 * embedded database. The server is compiled and started as `npm start` starts it (the
 * environment and node flags of apps/api's start script), inside a cgroup of its own
 * (cgroup.ts): 512 MB of memory with no swap and 1 CPU. Its first start (the embedded
 * database made and the demo league loaded) runs before, outside the limit, as on the day
 * the league set the site up; the day is every start after that.
 *
 * The day, all at once: visitors reading the public lists and the live match's scorecard
 * (autocannon, a steady rate), a live match with its watchers (SSE, in a process of their
 * own) and a ball every BALL_MS, the organiser's 5,000-row sign-up sheet (preview, then
 * import) and a batch of phone photos uploaded to the gallery. Reported: the server's peak
 * resident memory (the kernel's high-water mark, VmHWM) and the group's (page cache
 * included), OOM kills (must be 0), 5xx answers and failed requests (must be 0), and
 * whether every watcher got every ball. The groups are removed afterwards.
 *
 *   npx tsx src/match-day.ts   (or `pnpm bench --only D`; needs root for the cgroup)
 *   BENCH_D_MEMORY_MB (512), BENCH_D_CPUS (1), BENCH_D_WATCHERS (1000), BENCH_D_SECONDS (60),
 *   BENCH_D_PARTS (reads,live,import,photos: what each part costs), BENCH_D_NODE_FLAGS (more
 *   node flags after the start script's, to try a setting)
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cgroupUnavailable, createCgroup } from './cgroup';
import { call, liveMatch, photos, tally } from './match-day-parts';
import type { Row } from './row';
import { messySheet } from './signups';
import { adminToken, memoryOf, startCommand, startSubject, type Subject } from './subject';
import { watchers } from './watchers';

const MEMORY_MB = Number(process.env.BENCH_D_MEMORY_MB ?? 512);
const CPUS = Number(process.env.BENCH_D_CPUS ?? 1);
const WATCHERS = Number(process.env.BENCH_D_WATCHERS ?? 1000);
const SECONDS = Number(process.env.BENCH_D_SECONDS ?? 60);
const BALL_MS = 1000;
/** Visitors' reads per second, all routes together. */
const READS_PER_SECOND = 100;
/** Which parts of the day run (all by default; to see what each one costs): reads, live, import, photos. */
const PARTS = new Set((process.env.BENCH_D_PARTS ?? 'reads,live,import,photos').split(','));
const PUBLIC_READS = ['/api/teams', '/api/players', '/api/matches', '/api/sponsors', '/api/announcements/active', '/api/gallery', '/api/tournaments'];

export interface MatchDayResult {
  limit: string;
  /** The start script's environment and node flags the server ran with. */
  env: Record<string, string>;
  flags: string[];
  firstStartPeakMb: number;
  idleMb: number;
  peakRssMb: number;
  groupPeakMb: number | null;
  oomKills: number;
  limitHits: number | null;
  survived: boolean;
  requests: number;
  status5xx: number;
  failed: number;
  /** The visitors' reads: any answer but 200 is counted (non2xx), 5xx among them. */
  reads: { requests: number; p50: number; p99: number; non2xx: number; status5xx: number; errors: number };
  balls: number;
  everyWatcherGotEveryBall: boolean;
  importMs: number | null;
  importAdded: number | null;
  photosStored: number;
  photosMs: number;
}

export async function runMatchDay(): Promise<MatchDayResult> {
  const unavailable = cgroupUnavailable();
  if (unavailable) throw new Error(`bench D needs a cgroup for the server: ${unavailable}`);
  const pictures = photos();
  const group = createCgroup(`league-bench-d-${randomBytes(4).toString('hex')}`, { memoryBytes: MEMORY_MB * 2 ** 20, cpus: CPUS });
  let subject: Subject | null = null;
  try {
    // The first start (the embedded database made, the demo league loaded) outside the
    // limit, then the server again on its data inside it, compiled and run as `npm start` runs it.
    console.error(`D: first start, then the server in ${group.paths.join(' and ')} (${MEMORY_MB} MB, ${CPUS} CPU)…`);
    // BENCH_D_NODE_FLAGS: more node flags after the start script's, to try a setting.
    const nodeFlags = (process.env.BENCH_D_NODE_FLAGS ?? '').split(' ').filter(Boolean);
    const server = await startSubject('pglite', '', { compiled: true, restart: true, cgroup: group, nodeFlags });
    subject = server;
    const { url } = server;
    const pid = server.pid();
    const start = startCommand();
    const flags = [...start.flags, ...nodeFlags];
    console.error(
      `D: ${Object.entries(start.env)
        .map(([k, v]) => `${k}=${v} `)
        .join('')}node ${flags.join(' ')} dist/server.mjs`,
    );
    const firstStartPeakMb = (server.firstStartPeakKiB ?? 0) / 1024;
    await new Promise((r) => setTimeout(r, 2000));
    const idleMb = (memoryOf(pid)?.rssKiB ?? 0) / 1024;
    const survived = () => server.running();

    /** The resident memory's peak in each 5 s of the day, as `10s:308` (MB). */
    const timeline: string[] = [];
    const sampleStart = Date.now();
    let nextMark = sampleStart + 5000;
    let windowPeak = 0;
    // The kernel's high-water mark, as last read: a server killed for memory has no /proc left.
    let highWaterKiB = 0;
    const sampler = setInterval(() => {
      const now = memoryOf(pid);
      windowPeak = Math.max(windowPeak, now?.rssKiB ?? 0);
      highWaterKiB = Math.max(highWaterKiB, now?.peakKiB ?? 0);
      if (Date.now() >= nextMark) {
        timeline.push(`${Math.round((nextMark - sampleStart) / 1000)}s:${Math.round(windowPeak / 1024)}`);
        nextMark += 5000;
        windowPeak = 0;
      }
    }, 100);
    sampler.unref();
    const token = await adminToken(server);
    const admin = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const match = await liveMatch(url, admin);
    const crowd = PARTS.has('live') ? watchers(`${url}/api/matches/${match.matchId}/live?from=latest`, WATCHERS) : null;
    for (const start = Date.now(); crowd && !crowd.connected();) {
      if (Date.now() - start > 60_000 || !survived()) throw new Error(`the ${WATCHERS} watchers did not all connect`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const photoBytes = await pictures;
    const beforeDay = (memoryOf(pid)?.rssKiB ?? 0) / 1024;
    console.error(`D: ${crowd ? WATCHERS : 0} watchers in (${beforeDay.toFixed(0)} MB); the day runs ${SECONDS} s: ${[...PARTS].join(', ')}`);

    const reading = PARTS.has('reads')
      ? autocannon({
          url,
          connections: 10,
          overallRate: READS_PER_SECOND,
          duration: SECONDS,
          requests: [...PUBLIC_READS, `/api/matches/${match.matchId}/scorecard`].map((p) => ({ method: 'GET' as const, path: p })),
        })
      : null;
    const started = Date.now();
    const posted: number[] = [];
    const scoring = (async () => {
      if (!crowd) return;
      for (const [i, ball] of match.balls.entries()) {
        if (Date.now() - started > (SECONDS - 3) * 1000 || !survived()) break;
        const seq = await match.post(ball);
        if (seq !== null) posted.push(seq);
        const wait = started + (i + 1) * BALL_MS - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    })();
    // A few seconds in, the organiser imports the sign-up sheet while photos go up.
    await new Promise((r) => setTimeout(r, 5000));
    const importing = (async () => {
      if (!PARTS.has('import')) return { ms: 0, added: null };
      const body = JSON.stringify({ csv: messySheet() });
      const t = performance.now();
      await call(`${url}/api/registrations/preview`, { method: 'POST', headers: admin, body });
      const res = await call(`${url}/api/registrations/import`, { method: 'POST', headers: admin, body });
      const json = res?.ok ? ((await res.json()) as { counts: { add: number } }) : null;
      return { ms: performance.now() - t, added: json?.counts.add ?? null };
    })();
    const uploading = (async () => {
      const t = performance.now();
      let stored = 0;
      // Two phones at a time, one photo after another.
      const queue = PARTS.has('photos') ? [...photoBytes.entries()] : [];
      await Promise.all(
        [0, 1].map(async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const form = new FormData();
            form.append('image', new Blob([new Uint8Array(next[1])], { type: 'image/jpeg' }), `match-day-${next[0]}.jpg`);
            form.append('caption', `Match day ${next[0] + 1}`);
            const res = await call(`${url}/api/gallery`, { method: 'POST', headers: { authorization: admin.authorization }, body: form });
            if (res?.ok) stored++;
          }
        }),
      );
      return { ms: performance.now() - t, stored };
    })();
    const [imported, uploaded] = await Promise.all([importing, uploading, scoring]);
    const reads = (await reading) ?? { requests: { total: 0 }, latency: { p50: 0, p99: 0 }, non2xx: 0, '5xx': 0, errors: 0, timeouts: 0 };
    await new Promise((r) => setTimeout(r, 1500));
    const got = crowd ? await crowd.finish() : null;
    const everyWatcherGotEveryBall = !got || (posted.length > 0 && posted.every((seq) => got.counts[seq] === WATCHERS));
    clearInterval(sampler);
    console.error(`D: resident memory, peak of each 5 s (MB): ${timeline.join(' ')}`);
    const peak = memoryOf(pid);
    const stats = group.stats();
    const result: MatchDayResult = {
      limit: `${MEMORY_MB} MB / ${CPUS} CPU (cgroup v${group.version})`,
      env: start.env,
      flags,
      firstStartPeakMb,
      idleMb,
      peakRssMb: Math.max(highWaterKiB, peak?.peakKiB ?? 0) / 1024,
      groupPeakMb: stats.maxUsageBytes === null ? null : stats.maxUsageBytes / 2 ** 20,
      oomKills: stats.oomKills,
      limitHits: stats.limitHits,
      survived: survived() && peak !== null,
      requests: tally.requests + reads.requests.total,
      status5xx: tally.status5xx + reads['5xx'],
      failed: tally.failed + reads.errors + reads.timeouts,
      reads: {
        requests: reads.requests.total,
        p50: reads.latency.p50,
        p99: reads.latency.p99,
        non2xx: reads.non2xx,
        status5xx: reads['5xx'],
        errors: reads.errors + reads.timeouts,
      },
      balls: posted.length,
      everyWatcherGotEveryBall,
      importMs: imported.added === null ? null : imported.ms,
      importAdded: imported.added,
      photosStored: uploaded.stored,
      photosMs: uploaded.ms,
    };
    return result;
  } catch (error) {
    const out = subject?.output();
    if (out) console.error(out.split('\n').slice(-30).join('\n'));
    throw error;
  } finally {
    await subject?.stop();
    group.remove();
  }
}

/** D as a line of the bench table. */
export async function runMatchDayRows(): Promise<Row[]> {
  const r = await runMatchDay();
  const line = `D pglite: ${r.limit}, node ${r.flags.join(' ') || '(no flags)'}: peak RSS ${r.peakRssMb.toFixed(0)} MB (group, page cache included: ${r.groupPeakMb?.toFixed(0) ?? '?'} MB; idle ${r.idleMb.toFixed(0)} MB; first start ${r.firstStartPeakMb.toFixed(0)} MB outside the limit), OOM kills ${r.oomKills} (limit reached ${r.limitHits ?? '?'} times), 5xx ${r.status5xx} of ${r.requests} answers, requests with no answer ${r.failed}, reads not 200 ${r.reads.non2xx}; ${WATCHERS} watchers, ${r.balls} balls (every watcher every ball: ${r.everyWatcherGotEveryBall}), reads p50/p99 ${r.reads.p50}/${r.reads.p99} ms, import ${r.importAdded ?? 'FAILED'} rows in ${r.importMs?.toFixed(0) ?? '-'} ms, photos ${r.photosStored}/6 in ${r.photosMs.toFixed(0)} ms`;
  console.error(line);
  return [
    {
      id: 'D',
      db: 'pglite',
      subject: `match day in ${r.limit}: ${WATCHERS} watchers, ${r.balls} balls, ${READS_PER_SECOND} reads/s, 5,000-row import, 6 photos; peak RSS ${r.peakRssMb.toFixed(0)} MB (group ${r.groupPeakMb?.toFixed(0) ?? '?'} MB), OOM kills ${r.oomKills}, 5xx ${r.status5xx}`,
      baseline: '(absolute) public reads p50/p99 ms; errors: OOM kills, 5xx and other failed requests, missed balls, a failed import or photo',
      ratio: 1,
      target: 0,
      p50: r.reads.p50,
      p99: r.reads.p99,
      errors:
        r.oomKills +
        r.status5xx +
        (r.reads.non2xx - r.reads.status5xx) +
        r.failed +
        (r.survived ? 0 : 1) +
        (r.everyWatcherGotEveryBall ? 0 : 1) +
        (r.importAdded === 5000 ? 0 : 1) +
        (r.photosStored === 6 ? 0 : 1),
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runMatchDay();
  console.log(JSON.stringify(result, null, 2));
}
