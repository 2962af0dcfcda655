/**
 * P5, live scoring under watch (issue 20): 2,000 SSE watchers of one match on one instance,
 * a ball posted every 200 ms by the scorer. The server has scored a match before (a warm-up
 * match, not measured) and the toss and lineups are entered before the watchers join, as at
 * the ground. Measured: a ball's POST p50/p99 (target p99 <= 50 ms) and, per ball, the time
 * from the scorer's acknowledgement to the LAST watcher's receipt (p99 target <= 250 ms);
 * the time each set of watchers takes to connect; beside a bare node:http broadcaster (B6, its own process)
 * writing the same frames to the same number of sockets in the same run: delivered events
 * per second of each while it is delivering (target >= 0.8x B0). That rate is the watchers'
 * receipts over the time each spent fanning out, ball by ball (from the acknowledgement, or
 * B0's write, to the last watcher's receipt): the balls are paced, so receipts over the whole
 * run's length would be the same for both by construction. Memory per watcher: each process's
 * resident memory growth / N, both read after a full garbage collection.
 * Run: `npx tsx src/p5.ts` (BENCH_WATCHERS, BENCH_BALLS to change the size; BENCH_LOOP_PROBE=1
 * also reports the server's longest event-loop block while the balls are posted, which is
 * what a POST arriving during a delivery waits behind: loop-probe.ts, a 1 ms timer).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { simulateMatch } from '@league/cricket';
import { monotonicMs } from './clock';
import { watchers } from './watchers';
import { adminToken, freePort, startSubject, type Subject } from './subject';
import type { Row } from './row';

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 2000);
const BALLS = Number(process.env.BENCH_BALLS ?? 100);
const EVERY_MS = 200;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
};

/**
 * B6: a bare node:http process that broadcasts each frame it reads on stdin to every SSE
 * socket; the frame `memory?` asks it for its resident memory after a full collection.
 */
async function startBroadcaster() {
  const port = await freePort();
  const code = `
    const http = require('node:http'); const socks = new Set();
    http.createServer((req, res) => { res.writeHead(200, {'content-type':'text/event-stream','cache-control':'no-store'}); res.write(': connected\\n\\n'); socks.add(res); req.on('close', () => socks.delete(res)); }).listen(${port}, '127.0.0.1', () => process.stdout.write('ready\\n'));
    let buf = ''; process.stdin.setEncoding('utf8'); process.stdin.on('data', (c) => { buf += c; let i; while ((i = buf.indexOf('\\u0000')) >= 0) { const f = buf.slice(0, i); buf = buf.slice(i + 1); if (f === 'memory?') { gc(); gc(); process.stdout.write(Math.round(process.memoryUsage.rss() / 1024) + '\\n'); continue; } for (const s of socks) s.write(f); } });`;
  const child = spawn(process.execPath, ['--expose-gc', '-e', code], { stdio: ['pipe', 'pipe', 'inherit'] });
  // A bench that throws must not leave the broadcaster holding its sockets (and the pipe).
  process.once('exit', () => child.kill());
  await new Promise<void>((r) => child.stdout!.once('data', () => r()));
  return {
    url: `http://127.0.0.1:${port}/`,
    /** The broadcaster's resident memory (KiB) after a full collection. */
    settledMemoryKiB: () =>
      new Promise<number>((resolve) => {
        child.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
        child.stdin!.write('memory?\u0000');
      }),
    send: (frame: string) => child.stdin!.write(frame + '\u0000'),
    stop: () => child.kill(),
  };
}

/** Waits until a set of watchers is all connected; answers how long that took (ms). */
async function allConnected(set: { connected: () => boolean }, what: string): Promise<number> {
  const start = monotonicMs();
  while (!set.connected()) {
    if (monotonicMs() - start > 60_000) throw new Error(`the ${WATCHERS} watchers of ${what} did not all connect in 60 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return monotonicMs() - start;
}

export async function runP5(subject: Subject, token: string) {
  const admin = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  /** A fixture between two teams, and its simulated match (its events without ids). */
  const simulated = async (label: string, seed: number) => {
    const teams: [string, string] = [`P5 ${label} Hawks ${Date.now()}`, `P5 ${label} Owls`];
    const fixture = await fetch(`${subject.url}/api/matches`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ team1: teams[0], team2: teams[1], matchDate: '2026-05-01T15:30' }),
    });
    const matchId = ((await fixture.json()) as { data: { id: string } }).data.id;
    // Between the fixture's own teams: the server refuses a toss, a lineup or a ball that
    // names a team not in the match (issue 29).
    const events = simulateMatch({ teams, format: { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 } }, seed).map(({ id: _i, seq: _s, ...e }) => e);
    return { matchId, events };
  };
  /** Posts events in order; answers each one's time and answer. */
  const poster = (matchId: string) => {
    let after: string | null = null;
    return async (event: object) => {
      const id = randomUUID();
      const start = monotonicMs();
      const res = await fetch(`${subject.url}/api/matches/${matchId}/events`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ ...event, id, after }),
      });
      const body = (await res.json()) as { data?: { seq: number; state: unknown }; message?: string };
      const done = monotonicMs();
      if (!body.data) throw new Error(`post: ${res.status} ${body.message ?? ''}`);
      after = id;
      return { id, ms: done - start, done, seq: body.data.seq, state: body.data.state };
    };
  };

  // A server just started compiles the scoring path on its first balls; on a match day it
  // has scored before. A match of its own is scored first, not measured.
  const warm = await simulated('Warm', 7);
  const warmPost = poster(warm.matchId);
  for (const event of warm.events.slice(0, 30)) await warmPost(event);

  // The toss and both lineups are entered before play, as at the ground (the lineups make
  // the people of the match): timed apart, before the crowd arrives.
  const { matchId, events: all } = await simulated('Live', 5);
  const post = poster(matchId);
  const firstBall = all.findIndex((e) => (e as { type: string }).type === 'delivery');
  const beforePlay: number[] = [];
  for (const event of all.slice(0, firstBall)) beforePlay.push((await post(event)).ms);
  const events = all.slice(firstBall, firstBall + BALLS);

  // Each set connects on its own, the broadcaster's first, so each connect time and memory
  // growth is its own (the watchers' processes start the same way for both).
  const b0 = await startBroadcaster();
  const b0Before = await b0.settledMemoryKiB();
  const wb = watchers(b0.url, WATCHERS);
  const b0ConnectMs = await allConnected(wb, 'B6');
  await new Promise((r) => setTimeout(r, 1000));
  const b0During = await b0.settledMemoryKiB();
  const before = await subject.settledMemoryKiB();
  const w = watchers(`${subject.url}/api/matches/${matchId}/live?from=latest`, WATCHERS);
  const connectMs = await allConnected(w, 'the server');
  // Measured from here: every watcher in place, then a moment for the server to settle.
  await new Promise((r) => setTimeout(r, 1000));
  const during = await subject.settledMemoryKiB();

  const acked = new Map<number, number>();
  const sentB0 = new Map<number, number>();
  const posts: number[] = [];
  await subject.probe?.('reset');
  const t0 = monotonicMs();
  for (const [i, event] of events.entries()) {
    const { id, ms, done, seq, state } = await post(event);
    posts.push(ms);
    acked.set(seq, done);
    // The same bytes the server sends, through B0 (seq offset so the two never mix).
    sentB0.set(i + 1, monotonicMs());
    b0.send(`id: ${i + 1}\nevent: score\ndata: ${JSON.stringify({ seq, event: { ...event, id, seq }, state })}\n\n`);
    const wait = t0 + (i + 1) * EVERY_MS - monotonicMs();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  const loop = await subject.probe?.('report');
  await new Promise((r) => setTimeout(r, 2000));
  const elapsed = (monotonicMs() - t0) / 1000;
  const fanout = [...acked].map(([seq, at]) => (w.lastAt.get(seq) ?? Infinity) - at);
  const fanoutB0 = [...sentB0].map(([seq, at]) => (wb.lastAt.get(seq) ?? Infinity) - at);
  const [got, gotB0] = [await w.finish(), await wb.finish()];
  const complete = [...acked.keys()].every((seq) => got.counts[seq] === WATCHERS);
  b0.stop();
  return {
    watchers: WATCHERS,
    balls: events.length,
    connectMs: Math.round(connectMs),
    b0ConnectMs: Math.round(b0ConnectMs),
    postP50: pct(posts, 50),
    postP99: pct(posts, 99),
    beforePlayMaxMs: Math.max(...beforePlay),
    /** Which balls' POSTs took over 50 ms (ball:ms, the first dozen): a tail's place says its cause. */
    slowPosts: posts
      .map((ms, i) => [i, Math.round(ms)])
      .filter(([, ms]) => ms! > 50)
      .slice(0, 12)
      .map((p) => p.join(':'))
      .join(' '),
    /** With BENCH_LOOP_PROBE=1: the server's longest event-loop block while the balls were posted. */
    longestLoopBlockMs: loop?.longestMs,
    fanoutP50: pct(fanout, 50),
    fanoutP99: pct(fanout, 99),
    b0FanoutP99: pct(fanoutB0, 99),
    runSeconds: elapsed,
    deliveredPerSecond: got.delivered / (fanout.reduce((a, b) => a + b, 0) / 1000),
    b0DeliveredPerSecond: gotB0.delivered / (fanoutB0.reduce((a, b) => a + b, 0) / 1000),
    everyWatcherGotEveryBall: complete,
    memoryPerWatcherKiB: Math.round(((during - before) / WATCHERS) * 10) / 10,
    b0MemoryPerWatcherKiB: Math.round(((b0During - b0Before) / WATCHERS) * 10) / 10,
  };
}

/** P5 as two lines of the bench table: the scorer's POST, and acknowledgement to the last watcher. */
export async function runP5Rows(subject: Subject, token: string): Promise<Row[]> {
  const r = await runP5(subject, token);
  const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : Infinity);
  const ratio = r.deliveredPerSecond / r.b0DeliveredPerSecond;
  const size = `${r.watchers} SSE watchers, ${r.balls} balls 200 ms apart, ${r.memoryPerWatcherKiB ?? '?'} KiB/watcher`;
  const missed = r.everyWatcherGotEveryBall ? 0 : 1;
  return [
    {
      id: 'P5',
      db: subject.kind,
      subject: `${size}: a ball's POST (toss and lineups before play: max ${round(r.beforePlayMaxMs)} ms)`,
      baseline: 'B6 node:http broadcaster, events/s',
      ratio,
      target: 0.8,
      p50: round(r.postP50),
      p99: round(r.postP99),
      p99Target: 50,
      errors: missed,
    },
    {
      id: 'P5',
      db: subject.kind,
      subject: `${size}: acknowledgement to the last watcher (B6: p99 ${round(r.b0FanoutP99)} ms)`,
      baseline: 'B6 node:http broadcaster, events/s',
      ratio,
      target: 0.8,
      p50: round(r.fanoutP50),
      p99: round(r.fanoutP99),
      p99Target: 250,
      errors: missed,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--help')) {
  console.log(
    "P5: npx tsx src/p5.ts [postgres]\n  BENCH_WATCHERS (2000), BENCH_BALLS (100), BENCH_LOOP_PROBE=1 (the server's longest event-loop block during the balls),\n  TEST_DATABASE_URL (the PostgreSQL server, with `postgres`; a fresh database is made and dropped)",
  );
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv.includes('postgres') ? 'postgres' : 'pglite';
  const subject = await startSubject(kind, process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', {
    probe: process.env.BENCH_LOOP_PROBE === '1',
  });
  try {
    const result = await runP5(subject, await adminToken(subject));
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await subject.stop();
  }
}
