/**
 * Push notifications at 5,000 followers (part 3 targets, issue 30): a result posted while
 * its pushes go out keeps the POST's p99 <= 50 ms. 5,000 browsers (each its own address,
 * through TRUST_PROXY, as 5,000 phones would be) follow one team; a local push service in
 * its own process receives the pushes. Baseline: results posted one after another for
 * matches nobody follows. Subject: a result for the followed team (5,000 pushes), then
 * results one after another for as long as those pushes are going out; every POST's
 * latency counts. Three rounds. Measured besides: pushes per second, first push to last.
 */
import { fork } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Row } from './row';
import type { Subject } from './subject';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 5000);
const ROUNDS = 3;
const BASELINE_POSTS = 60;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Counts {
  received: number;
  first: number;
  last: number;
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50) * 10) / 10, p99: Math.round(percentile(sorted, 99) * 10) / 10 };
};

async function startPushService() {
  const child = fork(path.join(here, 'push-service.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
  let counts: Counts = { received: 0, first: 0, last: 0 };
  const waiters: Array<{ n: number; resolve: (c: Counts) => void }> = [];
  const port = await new Promise<number>((resolve) =>
    child.on('message', (m: { port?: number } & Partial<Counts>) => {
      if (m.port) return resolve(m.port);
      counts = m as Counts;
      for (const w of waiters.filter((w) => counts.received >= w.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(counts);
      }
    }),
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Resolves once `n` pushes in all have arrived. */
    reached: (n: number) => new Promise<Counts>((resolve) => (counts.received >= n ? resolve(counts) : waiters.push({ n, resolve }))),
    current: () => counts,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export async function runPushBench(subject: Subject, token: string): Promise<Row[]> {
  const admin = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const api = async (method: string, url: string, body?: unknown, headers: Record<string, string> = admin) => {
    const res = await fetch(`${subject.url}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as { data?: { id?: string; _id?: string }; message?: string };
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${json.message}`);
    return json;
  };
  const stamp = Date.now().toString(36);
  const followed = (await api('POST', '/api/teams', { section: 'GICPL-H', name: `Push ${stamp} A`, captain: 'Captain A' })).data!._id!;
  const quiet = (await api('POST', '/api/teams', { section: 'GICPL-H', name: `Push ${stamp} B`, captain: 'Captain B' })).data!._id!;
  const other = (await api('POST', '/api/teams', { section: 'GICPL-H', name: `Push ${stamp} C`, captain: 'Captain C' })).data!._id!;
  const names = { [followed]: `Push ${stamp} A`, [quiet]: `Push ${stamp} B`, [other]: `Push ${stamp} C` };
  const fixture = async (team1Id: string, team2Id: string) =>
    (await api('POST', '/api/matches', { team1: names[team1Id], team2: names[team2Id], team1Id, team2Id, matchDate: '2026-05-01T15:30' })).data!.id!;
  const result = async (matchId: string, winner: string) => {
    const t0 = performance.now();
    await api('POST', `/api/matches/${matchId}/result`, { type: 'win', winner, by: { runs: 5 } });
    return performance.now() - t0;
  };

  const service = await startPushService();
  try {
    // 5,000 phones, each its own address, follow team A.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    for (let i = 0; i < FOLLOWERS; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, FOLLOWERS - i) }, (_, k) =>
          api(
            'POST',
            '/api/push/subscriptions',
            { subscription: { endpoint: `${service.origin}/push/${randomUUID()}`, keys }, follow: { teamIds: [followed] } },
            { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i + k) >> 16}.${((i + k) >> 8) & 255}.${(i + k) & 255}` },
          ),
        ),
      );
    }
    // Fixtures: the quiet ones (nobody follows B or C) and one per round for A.
    const quietMatches: string[] = [];
    for (let i = 0; i < BASELINE_POSTS * (ROUNDS + 1) + 400; i++) quietMatches.push(await fixture(quiet, other));
    const loud: string[] = [];
    for (let i = 0; i < ROUNDS; i++) loud.push(await fixture(followed, other));
    const nextQuiet = () => quietMatches.pop()!;

    // Warm-up, then the baseline: results nobody is told of.
    for (let i = 0; i < 10; i++) await result(nextQuiet(), names[quiet]!);
    const baseline: number[] = [];
    for (let i = 0; i < BASELINE_POSTS * ROUNDS; i++) baseline.push(await result(nextQuiet(), names[quiet]!));

    // Subject: each round, a followed result, and results one after another while its pushes go out.
    const during: number[] = [];
    const rates: number[] = [];
    let expected = 0;
    for (const matchId of loud) {
      expected += FOLLOWERS;
      const before = service.current().received;
      const t0 = performance.timeOrigin + performance.now();
      during.push(await result(matchId, names[followed]!));
      const done = service.reached(expected);
      let finished = false;
      void done.then(() => (finished = true));
      while (!finished && quietMatches.length) during.push(await result(nextQuiet(), names[quiet]!));
      const counts = await done;
      rates.push(Math.round(((counts.received - before) / (counts.last - t0)) * 1000));
    }
    const base = stats(baseline);
    const sub = stats(during);
    const rate = rates.sort((a, b) => a - b)[1] ?? rates[0] ?? 0;
    console.error(`push bench: ${during.length} results posted during ${ROUNDS} fan-outs of ${FOLLOWERS}; ${rates.join(', ')} pushes/s`);
    return [
      {
        id: 'N1',
        db: subject.kind,
        subject: `POST a result while its ${FOLLOWERS.toLocaleString('en')} pushes go out (${rate} pushes/s to a local push service)`,
        baseline: `POST a result nobody follows (p50 ${base.p50}, p99 ${base.p99} ms)`,
        ratio: Math.round((base.p99 / Math.max(sub.p99, 0.1)) * 100) / 100,
        target: 0,
        p50: sub.p50,
        p99: sub.p99,
        p99Target: 50,
        errors: 0,
      },
    ];
  } finally {
    await service.stop();
  }
}
