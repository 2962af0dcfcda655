/**
 * `pnpm bench`: the speed targets of quality.md as ratios against baselines built in the
 * same run (the machine is shared and noisy: a ratio holds, an absolute time does not).
 * Servers and baselines run as separate processes; autocannon loads them from this one,
 * alternating baseline and subject, 3 rounds, median ratio, with the subject's p50/p99.
 *
 *   pnpm bench [--db pglite|postgres|both] [--seconds 3] [--rounds 3] [--only P1|P2|F1] [--verbose 1]
 *
 * --only runs one target (P5 is live scoring: 2,000 watchers, also `npx tsx src/p5.ts`; D is a
 * match day in a 512 MB / 1 CPU cgroup, also `npx tsx src/match-day.ts`) (its table goes to results/latest-<id>.md);
 * --verbose prints every round's baseline and subject rates to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, median, type LoadResult } from './load';
import { adminToken, startB0, startSubject, type Subject } from './subject';
import { runP2 } from './p2';
import { runF1 } from './f1';
import { runMatchCentre } from './match-centre';
import { runAuctionBench } from './auction';
import { runSignupsBench } from './signups';
import { runP5Rows } from './p5';
import { runPushBench } from './push';
import { runImportsBench } from './imports';
import { runMatchDayRows } from './match-day';
import { cgroupUnavailable } from './cgroup';
import type { Row } from './row';

export type { Row };

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const seconds = Number(args.get('seconds') ?? 3);
const rounds = Number(args.get('rounds') ?? 3);
const dbs = (args.get('db') ?? 'both') === 'both' ? (['pglite', 'postgres'] as const) : ([args.get('db')] as ('pglite' | 'postgres')[]);
const only = args.get('only')?.toUpperCase();
const verbose = args.has('verbose') && args.get('verbose') !== '0';
if (only !== undefined && !['P1', 'P2', 'F1', 'M', 'P5', 'P6', 'S', 'N', 'C', 'I1', 'I2', 'D'].includes(only))
  throw new Error(
    `--only takes P1, P2, F1, M (the match centre), P5 (live scoring), P6 (the auction room), S (the sign-up import), N (push notifications), C (the calendar feed), I1 (the 5 MB Cricsheet import), I2 (the 5,000-row sign-up import) or D (a match day in 512 MB / 1 CPU), not ${only}`,
  );
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const P1_ROUTES = ['/api/teams', '/api/players', '/api/matches', '/api/sponsors', '/api/announcements/active', '/api/global-links', '/api/gallery'];

/** Alternates baseline and subject `rounds` times and returns the median ratio. */
export async function compare(runBaseline: () => Promise<number>, runSubject: () => Promise<LoadResult>) {
  const ratios: number[] = [];
  const subjects: LoadResult[] = [];
  for (let round = 0; round < rounds; round++) {
    const base = await runBaseline();
    const subject = await runSubject();
    ratios.push(subject.rps / base);
    if (verbose)
      console.error(`  round ${round + 1}: baseline ${base.toFixed(0)}/s, subject ${subject.rps.toFixed(0)}/s, ratio ${(subject.rps / base).toFixed(2)}`);
    subjects.push(subject);
  }
  return {
    ratio: median(ratios),
    p50: median(subjects.map((s) => s.p50)),
    p99: median(subjects.map((s) => s.p99)),
    errors: subjects.reduce((n, s) => n + s.errors + s.non2xx, 0),
  };
}

/**
 * C (issue 35): the calendar feed under 50 connections against /api/teams on the same server
 * in the same run (target >= 0.8x): the feed is kept with the fixtures' list, not rebuilt.
 */
async function benchCalendar(subject: Subject): Promise<Row[]> {
  const feeds = ['/api/matches.ics', `/api/matches.ics?team=${encodeURIComponent('Royal Strikers')}`];
  const rows: Row[] = [];
  for (const feed of feeds) {
    await load({ url: `${subject.url}${feed}`, seconds: 1 });
    await load({ url: `${subject.url}/api/teams`, seconds: 1 });
    const result = await compare(
      async () => (await load({ url: `${subject.url}/api/teams`, seconds })).rps,
      () => load({ url: `${subject.url}${feed}`, seconds }),
    );
    rows.push({
      id: 'C',
      db: subject.kind,
      subject: `GET ${feed}`,
      baseline: 'GET /api/teams, same server',
      ratio: result.ratio,
      target: 0.8,
      p50: result.p50,
      p99: result.p99,
      errors: result.errors,
    });
  }
  return rows;
}

async function benchP1(subject: Subject): Promise<Row[]> {
  const rows: Row[] = [];
  for (const route of P1_ROUTES) {
    const sample = await fetch(`${subject.url}${route}`);
    const body = await sample.text();
    // Everything the route answers but what Node writes per response by itself.
    const headers: Record<string, string> = {};
    sample.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value;
    });
    const b0 = await startB0(body, headers);
    try {
      await load({ url: `${subject.url}${route}`, seconds: 1 }); // warm caches and JIT
      const result = await compare(
        async () => (await load({ url: b0.url, seconds })).rps,
        () => load({ url: `${subject.url}${route}`, seconds }),
      );
      rows.push({
        id: 'P1',
        db: subject.kind,
        subject: `GET ${route}`,
        baseline: 'B0 node:http, same answer',
        ratio: result.ratio,
        target: 0.8,
        p50: result.p50,
        p99: result.p99,
        p99Target: 10,
        errors: result.errors,
      });
    } finally {
      await b0.stop();
    }
  }
  return rows;
}

function report(rows: Row[]): string {
  const lines = [
    `Bench ${new Date().toISOString()} — ${seconds}s x ${rounds} rounds, 50 connections, median ratio`,
    '',
    '| id | db | subject | baseline | ratio | target | p50 ms | p99 ms | errors | met |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const met = r.ratio >= r.target && (r.p99Target === undefined || r.p99 <= r.p99Target) && r.errors === 0;
    lines.push(
      `| ${r.id} | ${r.db} | ${r.subject} | ${r.baseline} | ${r.ratio.toFixed(2)} | >= ${r.target}${r.p99Target ? `, p99 <= ${r.p99Target} ms` : ''} | ${r.p50} | ${r.p99} | ${r.errors} | ${met ? 'yes' : 'NO'} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const rows: Row[] = [];
  for (const kind of only === 'F1' ? [] : dbs) {
    if (only === 'I1' || only === 'I2') {
      rows.push(...(await runImportsBench([kind], postgresUrl, only)));
      continue;
    }
    if (only === 'D') {
      // The embedded database only: the match day's question is whether it fits the VPS.
      if (kind === 'pglite') rows.push(...(await runMatchDayRows()));
      continue;
    }
    console.error(`starting the server on ${kind}…`);
    const subject = await startSubject(kind, postgresUrl);
    try {
      if (only === undefined || only === 'P1') rows.push(...(await benchP1(subject)));
      if (only === undefined || only === 'P2') rows.push(...(await runP2(subject, await adminToken(subject), { seconds, rounds, compare })));
      if (only === undefined || only === 'M') rows.push(...(await runMatchCentre(subject, await adminToken(subject), { seconds, rounds, compare })));
      if (only === undefined || only === 'P5') rows.push(...(await runP5Rows(subject, await adminToken(subject))));
      if (only === undefined || only === 'P6') rows.push(...(await runAuctionBench(subject, await adminToken(subject), { seconds })));
      if (only === undefined || only === 'S') rows.push(...(await runSignupsBench([kind], rounds)));
      if (only === undefined || only === 'N') rows.push(...(await runPushBench(subject, await adminToken(subject))));
      if (only === undefined || only === 'C') rows.push(...(await benchCalendar(subject)));
      // Each import on a server of its own, so its peak memory is its own.
      if (only === undefined) rows.push(...(await runImportsBench([kind], postgresUrl)));
    } finally {
      await subject.stop();
    }
  }
  // The match day on a server of its own once the others have stopped (it needs root for its cgroup).
  if (only === undefined && dbs.includes('pglite')) {
    const unavailable = cgroupUnavailable();
    if (unavailable) console.error(`D skipped: ${unavailable}`);
    else rows.push(...(await runMatchDayRows()));
  }
  let text = rows.length ? report(rows) : '';
  if (only === undefined || only === 'F1') {
    console.error('building the site and B5 for the bundle budget…');
    text += `${text ? '\n\n' : ''}${runF1().text}`;
  }
  console.log(text);
  const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, only ? `latest-${only}.md` : 'latest.md'), `${text}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
