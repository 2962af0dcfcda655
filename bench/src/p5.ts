/**
 * P5, live scoring under watch (issue 20): 2,000 SSE watchers of one match on one instance,
 * a ball posted every 200 ms by the scorer. Measured: the scorer's POST p50/p99 (target p99
 * <= 50 ms) and, per ball, the time from the scorer's acknowledgement to the LAST watcher's
 * receipt (p99 target <= 250 ms); beside a bare node:http broadcaster (B0, its own process)
 * writing the same frames to the same number of sockets in the same run: delivered events
 * per second of each (target >= 0.8x B0). Memory per watcher: the server's RSS growth / N.
 * Run: `npx tsx src/p5.ts` (BENCH_WATCHERS, BENCH_BALLS to change the size).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { simulateMatch } from '@league/cricket';
import { adminToken, freePort, startSubject, type Subject } from './subject';

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 2000);
const BALLS = Number(process.env.BENCH_BALLS ?? 100);
const EVERY_MS = 200;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
};

/** N SSE sockets; for each seq, when the last of them received it. */
function watchers(url: string, n: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: n + 10 });
  const lastAt = new Map<number, number>();
  const count = new Map<number, number>();
  let delivered = 0;
  const reqs = Array.from({ length: n }, () => {
    let buffer = '';
    const req = http.get(url, { agent }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const m = /^id: (\d+)/m.exec(frame);
          if (!m) continue;
          const seq = Number(m[1]);
          delivered++;
          const c = (count.get(seq) ?? 0) + 1;
          count.set(seq, c);
          if (c === n) lastAt.set(seq, performance.now());
        }
      });
    });
    req.on('error', () => {});
    return req;
  });
  return { lastAt, count, delivered: () => delivered, close: () => reqs.forEach((r) => r.destroy()) };
}

/** B0: a bare node:http process that broadcasts each line it reads on stdin to every SSE socket. */
async function startBroadcaster() {
  const port = await freePort();
  const code = `
    const http = require('node:http'); const socks = new Set();
    http.createServer((req, res) => { res.writeHead(200, {'content-type':'text/event-stream','cache-control':'no-store'}); res.write(': connected\\n\\n'); socks.add(res); req.on('close', () => socks.delete(res)); }).listen(${port}, '127.0.0.1', () => process.stdout.write('ready\\n'));
    let buf = ''; process.stdin.setEncoding('utf8'); process.stdin.on('data', (c) => { buf += c; let i; while ((i = buf.indexOf('\\u0000')) >= 0) { const f = buf.slice(0, i); buf = buf.slice(i + 1); for (const s of socks) s.write(f); } });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((r) => child.stdout!.once('data', () => r()));
  return { url: `http://127.0.0.1:${port}/`, send: (frame: string) => child.stdin!.write(frame + '\u0000'), stop: () => child.kill() };
}

/** The server's resident memory (KiB), found by the PORT in its environment (Linux /proc). */
function rss(subject: Subject): number | null {
  const port = new URL(subject.url).port;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!env.includes(`PORT=${port}`) || !env.includes('SEED_DEMO=true')) continue;
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
      if (kb && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.ts')) return Number(kb);
    } catch {
      /* gone or not ours */
    }
  }
  return null;
}

export async function runP5(subject: Subject, token: string) {
  const admin = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const fixture = await fetch(`${subject.url}/api/matches`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ team1: `P5 Hawks ${Date.now()}`, team2: 'P5 Owls', matchDate: '2026-05-01T15:30' }),
  });
  const matchId = ((await fixture.json()) as { data: { id: string } }).data.id;
  const setup = { teams: ['A', 'B'] as [string, string], format: { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 } };
  const events = simulateMatch(setup, 5)
    .slice(0, BALLS)
    .map(({ id: _i, seq: _s, ...e }) => JSON.parse(JSON.stringify(e).replaceAll('"A', '"P5 A').replaceAll('"B', '"P5 B')));

  const before = rss(subject);
  const w = watchers(`${subject.url}/api/matches/${matchId}/live?from=latest`, WATCHERS);
  const b0 = await startBroadcaster();
  const wb = watchers(b0.url, WATCHERS);
  await new Promise((r) => setTimeout(r, 3000));
  const during = rss(subject);

  const acked = new Map<number, number>();
  const sentB0 = new Map<number, number>();
  const posts: number[] = [];
  let after: string | null = null;
  const t0 = performance.now();
  for (const [i, event] of events.entries()) {
    const id = randomUUID();
    const start = performance.now();
    const res = await fetch(`${subject.url}/api/matches/${matchId}/events`, { method: 'POST', headers: admin, body: JSON.stringify({ ...event, id, after }) });
    const body = (await res.json()) as { data?: { seq: number; state: unknown } };
    const done = performance.now();
    posts.push(done - start);
    if (!body.data) throw new Error(`post ${i}: ${res.status}`);
    acked.set(body.data.seq, done);
    after = id;
    // The same bytes the server sends, through B0 (seq offset so the two never mix).
    sentB0.set(i + 1, performance.now());
    b0.send(
      `id: ${i + 1}\nevent: score\ndata: ${JSON.stringify({ seq: body.data.seq, event: { ...event, id, seq: body.data.seq }, state: body.data.state })}\n\n`,
    );
    const wait = t0 + (i + 1) * EVERY_MS - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const elapsed = (performance.now() - t0) / 1000;
  const fanout = [...acked].map(([seq, at]) => (w.lastAt.get(seq) ?? Infinity) - at);
  const fanoutB0 = [...sentB0].map(([seq, at]) => (wb.lastAt.get(seq) ?? Infinity) - at);
  const complete = [...acked.keys()].every((seq) => w.count.get(seq) === WATCHERS);
  w.close();
  wb.close();
  b0.stop();
  return {
    watchers: WATCHERS,
    balls: events.length,
    postP50: pct(posts, 50),
    postP99: pct(posts, 99),
    fanoutP50: pct(fanout, 50),
    fanoutP99: pct(fanout, 99),
    b0FanoutP99: pct(fanoutB0, 99),
    deliveredPerSecond: w.delivered() / elapsed,
    b0DeliveredPerSecond: wb.delivered() / elapsed,
    everyWatcherGotEveryBall: complete,
    memoryPerWatcherKiB: before && during ? Math.round(((during - before) / WATCHERS) * 10) / 10 : null,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const subject = await startSubject('pglite', '');
  try {
    const result = await runP5(subject, await adminToken(subject));
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await subject.stop();
  }
}
