/**
 * Issue 35, "heavy work off the request path": a 5 MB Cricsheet file is read, checked and
 * turned into rows and a scorecard in a worker thread, and its rows are written in batches
 * that each give the event loop its turn. Nothing here measures time: the request thread is
 * shown free by what it does (answers another request while the worker is held at a gate,
 * never parses the body itself, turns its loop between batches).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CRICSHEET_MAX_BYTES } from '../contract';
import { holdWorker, workerStats } from './cricsheet-pool';
import { createHarness, postTournament, type Harness } from './harness';

const season = new URL('../../../cricket/test-data/ipl2023/', import.meta.url);

/** A valid match file just under the 5 MB cap: one real match whose innings run on with the side's real overs of the season. */
function bigFile(): string {
  const files = readdirSync(season)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(new URL(f, season), 'utf8')));
  const match = files[0];
  const overs = (team: string) =>
    files.flatMap((m) => m.innings.filter((i: { team: string }) => i.team === team).flatMap((i: { overs: unknown[] }) => i.overs));
  const pools = match.innings.map((i: { team: string }) => overs(i.team));
  match.info.outcome = { result: 'draw' };
  match.info.match_type = 'Test';
  delete match.info.overs;
  let text = '';
  for (let n = 0; ; n++) {
    const k = n % match.innings.length;
    const innings = match.innings[k];
    innings.overs.push({ ...pools[k][n % pools[k].length], over: innings.overs.length });
    if (n % 100) continue;
    const next = JSON.stringify(match, null, 2);
    if (Buffer.byteLength(next) > CRICSHEET_MAX_BYTES - 100_000) return text || next;
    text = next;
  }
}

/** Lets the event loop turn until `done` (no clock: each wait is one turn of the loop). */
async function turnsUntil(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

let h: Harness;
let file: string;
beforeAll(async () => {
  h = await createHarness();
  file = bigFile();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

const count = async (table: string) => Number((await h.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

describe('POST /api/tournaments/{id}/cricsheet with a 5 MB file', () => {
  it('is read in the worker: another request is answered while the import waits for it', async () => {
    const t = await postTournament(h);
    const gate = holdWorker();
    const jobs = workerStats.jobs;
    let finished = false;
    const importing = h.app
      .inject({ method: 'POST', url: `/api/tournaments/${t.id}/cricsheet`, headers: { ...h.admin, 'content-type': 'application/json' }, payload: file })
      .then((res) => {
        finished = true;
        return res;
      });
    // The file has been handed to the worker, which is held at the gate.
    await turnsUntil(() => workerStats.jobs > jobs || finished);
    expect(workerStats.jobs, 'the file went to the worker').toBeGreaterThan(jobs);
    const other = await h.app.inject({ method: 'GET', url: '/api/tournaments' });
    expect(other.statusCode).toBe(200);
    expect(finished).toBe(false);
    await gate.release();
    const res = await importing;
    expect(res.statusCode, res.body).toBe(201);
    expect(await count('match_events')).toBeGreaterThan(10_000);
  });

  it('never parses the body on the request thread, and writes its rows in batches that each let the loop turn', async () => {
    const t = await postTournament(h);
    const parse = vi.spyOn(JSON, 'parse');
    // Turns counted once the worker has answered both steps (the file read, then its rows
    // and scorecard): from there on the request thread only writes to the database.
    const answered = workerStats.answered;
    let turns = 0;
    let done = false;
    const tick = () => {
      if (workerStats.answered >= answered + 2) turns++;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    try {
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/tournaments/${t.id}/cricsheet`,
        headers: { ...h.admin, 'content-type': 'application/json' },
        payload: file,
      });
      done = true;
      expect(res.statusCode, res.body).toBe(201);
      const big = parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 1024 * 1024);
      expect(big).toHaveLength(0);
    } finally {
      done = true;
      parse.mockRestore();
    }
    // One turn at least per batch of rows (of 200): a 5 MB file is over 10,000 events.
    const events = await count('match_events');
    expect(events).toBeGreaterThan(10_000);
    expect(turns).toBeGreaterThanOrEqual(Math.floor(events / 200));
  });

  it('the same file again adds nothing, and a refused file leaves nothing behind', async () => {
    const t = await postTournament(h);
    const url = `/api/tournaments/${t.id}/cricsheet`;
    const headers = { ...h.admin, 'content-type': 'application/json' };
    const first = await h.app.inject({ method: 'POST', url, headers, payload: file });
    const again = await h.app.inject({ method: 'POST', url, headers, payload: file });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.matchId).toBe(first.json().data.matchId);
    const bad = await h.app.inject({ method: 'POST', url, headers, payload: file.replace('"data_version": "1.1.0"', '"data_version": "9"') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^This is not a Cricsheet match file: Not a Cricsheet match \(data version 1.0.0 or 1.1.0\): meta.data_version/);
    expect(await count('matches')).toBe(1);
  });
});
