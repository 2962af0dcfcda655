/**
 * The match centre's speed (issue 19), against baselines built in the same run:
 * - M1 import: a 74-match season (IPL 2023) posted file by file to
 *   POST /api/tournaments/{id}/cricsheet, against B3 (a raw single-row insert loop of the
 *   same events, one fixture row per match); ratio = events/s of the import over the loop's.
 * - M2 reads: the standings and a scorecard warm, against B0 (node:http, same answer).
 * - M3 refresh: a 100-match tournament; each sample adds one fixture and its result, then
 *   times the next GET of the standings (the table recomputed from the summaries); p99.
 * For PGlite the raw loop runs on an in-memory database in this process (the server holds
 * the file lock); for PostgreSQL on the server's own database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from '@league/core/server';
import { fromCricsheet } from '@league/cricket';
import { migrationsFolder } from '../../apps/api/src/server';
import { load, median, type LoadResult } from './load';
import type { Row } from './row';
import { startB0, type Subject } from './subject';

type Compare = (baseline: () => Promise<number>, subject: () => Promise<LoadResult>) => Promise<{ ratio: number; p50: number; p99: number; errors: number }>;

const data = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/cricket/test-data');

function season(folder: string): unknown[] {
  const dir = path.join(data, folder);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
}

async function api(subject: Subject, method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(`${subject.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; message?: string };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${json.message}`);
  return json.data as Record<string, unknown>;
}

async function baselineDatabase(subject: Subject): Promise<DbHandle> {
  if (subject.kind === 'postgres') return createDb({ url: subject.databaseUrl });
  const handle = await createDb({});
  await handle.migrate(migrationsFolder);
  return handle;
}

/** B3 for M1: the season's events, one INSERT each, in one process, no HTTP, no engine. */
async function rawInsertLoop(database: DbHandle, files: unknown[]): Promise<number> {
  const db = database.db;
  const logs = files.map((f) => fromCricsheet(f));
  const started = performance.now();
  let n = 0;
  const made: string[] = [];
  for (const { info, events } of logs) {
    const [fixture] = (
      (await db.execute(sql`insert into matches (team1, team2, match_date) values (${info.teams[0]}, ${info.teams[1]}, now()) returning id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    made.push(fixture!.id);
    for (const [i, event] of events.entries()) {
      const { id, seq: _seq, ...body } = event;
      await db.execute(
        sql`insert into match_events (match_id, seq, id, type, body) values (${fixture!.id}, ${i + 1}, ${id}, ${event.type}, ${JSON.stringify(body)}::jsonb)`,
      );
      n++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  for (const id of made) await db.execute(sql`delete from matches where id = ${id}`);
  return n / seconds;
}

/** The same season under other dates: another match to the import's identity check. */
function redated(files: unknown[], year: number): unknown[] {
  return files.map((f) => {
    const copy = structuredClone(f) as { info: { dates: string[] } };
    copy.info.dates = copy.info.dates.map((d) => `${year}${d.slice(4)}`);
    return copy;
  });
}

async function importSeason(
  subject: Subject,
  token: string,
  name: string,
  files: unknown[],
): Promise<{ id: string; events: number; seconds: number; matchIds: string[] }> {
  const tournament = await api(subject, 'POST', '/api/tournaments', token, { name, season: '2099', status: 'completed' });
  const id = tournament.id as string;
  const events = files.reduce<number>((n, f) => n + fromCricsheet(f).events.length, 0);
  const matchIds: string[] = [];
  const started = performance.now();
  for (const file of files) matchIds.push((await api(subject, 'POST', `/api/tournaments/${id}/cricsheet?adults=true`, token, file)).matchId as string);
  return { id, events, seconds: (performance.now() - started) / 1000, matchIds };
}

async function warmRead(subject: Subject, route: string, seconds: number, compare: Compare) {
  const sample = await fetch(`${subject.url}${route}`);
  const body = await sample.text();
  const headers: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value;
  });
  const b0 = await startB0(body, headers);
  try {
    await load({ url: `${subject.url}${route}`, seconds: 1 });
    return await compare(
      async () => (await load({ url: b0.url, seconds })).rps,
      () => load({ url: `${subject.url}${route}`, seconds }),
    );
  } finally {
    await b0.stop();
  }
}

export async function runMatchCentre(subject: Subject, token: string, options: { seconds: number; rounds: number; compare: Compare }): Promise<Row[]> {
  const { seconds, rounds, compare } = options;
  const rows: Row[] = [];
  const ipl2023 = season('ipl2023');
  const ipl2008 = season('ipl2008');

  // M1: the season import against the raw loop, alternating, median ratio.
  const database = await baselineDatabase(subject);
  const ratios: number[] = [];
  let last: Awaited<ReturnType<typeof importSeason>> | null = null;
  try {
    for (let round = 0; round < rounds; round++) {
      const raw = await rawInsertLoop(database, ipl2023);
      last = await importSeason(subject, token, `Bench import ${round + 1}`, redated(ipl2023, 2100 + round));
      ratios.push(last.events / last.seconds / raw);
    }
  } finally {
    await database.close();
  }
  rows.push({
    id: 'M1',
    db: subject.kind,
    subject: `POST /api/tournaments/{id}/cricsheet x74 (${last!.events} events; ${last!.seconds.toFixed(1)} s for the season)`,
    baseline: 'B3 raw single-row insert loop, same events',
    ratio: median(ratios),
    target: 0.3,
    p50: 0,
    p99: 0,
    errors: 0,
  });

  // M2: warm reads of what the last import made.
  const first = last!;
  for (const route of [`/api/tournaments/${first.id}/standings`, `/api/matches/${first.matchIds[10]}/scorecard`]) {
    const result = await warmRead(subject, route, seconds, compare);
    rows.push({
      id: 'M2',
      db: subject.kind,
      subject: `GET ${route.replace(/[0-9a-f-]{36}/, '{id}')}`,
      baseline: 'B0 node:http, same answer',
      ratio: result.ratio,
      target: 0.8,
      p50: result.p50,
      p99: result.p99,
      errors: result.errors,
    });
  }

  // M3: a 100-match tournament (IPL 2023 + 26 of 2008), then one more result at a time.
  const hundred = await importSeason(subject, token, 'Bench hundred', redated([...ipl2023, ...ipl2008.slice(0, 26)], 2200));
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    const fixture = await api(subject, 'POST', '/api/matches', token, {
      team1: 'Gujarat Titans',
      team2: 'Chennai Super Kings',
      matchDate: '2099-05-01T15:30',
      tournamentId: hundred.id,
    });
    await api(subject, 'POST', `/api/matches/${fixture.id}/result`, token, {
      type: 'win',
      winner: i % 2 ? 'Gujarat Titans' : 'Chennai Super Kings',
      innings: [
        { team: 'Gujarat Titans', runs: 150 + i, wickets: 6, balls: 120 },
        { team: 'Chennai Super Kings', runs: 140 + (i % 3) * 10, wickets: 10, balls: 110 },
      ],
    });
    const started = performance.now();
    const res = await fetch(`${subject.url}/api/tournaments/${hundred.id}/standings`, { headers: { 'x-bench': randomUUID() } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]! * 10) / 10;
  rows.push({
    id: 'M3',
    db: subject.kind,
    subject: 'GET standings after one more result, 100-match tournament (40 samples)',
    baseline: '(absolute)',
    ratio: 1,
    target: 0,
    p50: p(0.5),
    p99: p(0.99),
    p99Target: 50,
    errors: 0,
  });
  return rows;
}
