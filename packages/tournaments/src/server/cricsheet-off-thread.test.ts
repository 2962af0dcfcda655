/**
 * Issue 35, "heavy work off the request path": a 5 MB Cricsheet file is read, checked and
 * turned into rows and a scorecard in a worker thread, and its rows are written in batches
 * that each give the event loop its turn. Nothing here measures time: the request thread is
 * shown free by what it does (hands the body's text to a worker thread and answers another
 * request while that thread works, never parses the body itself, turns its loop between
 * batches), seen through Node's own Worker: the messages posted to it, and every thread
 * started, announced on Node's `worker_threads` diagnostics channel.
 */
import { createHash } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import { readFileSync, readdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCricsheet } from '@league/cricket';
import { CRICSHEET_MAX_BYTES } from '../contract';
import type { WorkerReply, WorkerRequest } from './cricsheet-pool';
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

/** Every worker thread started in this process, its memory limits, and its answers as they reach this thread. */
const threads: { worker: Worker; limits: Worker['resourceLimits']; replies: WorkerReply[] }[] = [];
subscribe('worker_threads', (message) => {
  const { worker } = message as { worker: Worker };
  const thread = { worker, limits: worker.resourceLimits, replies: [] as WorkerReply[] };
  threads.push(thread);
  worker.on('message', (reply: WorkerReply) => thread.replies.push(reply));
});
/** Every message posted to a worker thread, and (mock.contexts) the thread it went to. */
const posted = vi.spyOn(Worker.prototype, 'postMessage');
/** Every thread ended from this side (mock.contexts: which). */
const terminated = vi.spyOn(Worker.prototype, 'terminate');
/** The requests posted from call `from` on, with the thread each went to. */
const postedSince = (from: number) =>
  posted.mock.calls.slice(from).map(([request], i) => ({ request: request as WorkerRequest, worker: posted.mock.contexts[from + i] as Worker }));

let h: Harness;
let file: string;
beforeAll(async () => {
  h = await createHarness();
  file = bigFile();
});
afterAll(async () => {
  posted.mockRestore();
  terminated.mockRestore();
  await h.close();
});
beforeEach(async () => h.reset());

const count = async (table: string) => Number((await h.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

/** POST the file (or `payload`) to tournament `id`'s import; `finished` says whether it has answered. */
function startImport(id: string, payload = file) {
  const state = { finished: false };
  const response = h.app
    .inject({ method: 'POST', url: `/api/tournaments/${id}/cricsheet`, headers: { ...h.admin, 'content-type': 'application/json' }, payload })
    .then((res) => {
      state.finished = true;
      return res;
    });
  return Object.assign(state, { response });
}

describe('POST /api/tournaments/{id}/cricsheet with a 5 MB file', () => {
  it('is read in the worker: another request is answered while the import waits for it', async () => {
    const t = await postTournament(h);
    const from = posted.mock.calls.length;
    const importing = startImport(t.id);
    // The body's text is handed to a worker thread, as it came.
    await turnsUntil(() => posted.mock.calls.length > from || importing.finished);
    const [handed] = postedSince(from);
    expect(handed?.request.op, 'the file went to a worker thread').toBe('read');
    expect(handed?.request.op === 'read' && handed.request.text === file).toBe(true);
    // Reading, checking and preparing 5 MB there, then writing its 10,000 rows, is seconds
    // of work; another route's answer, asked for now, is a few statements on this thread.
    const other = await h.app.inject({ method: 'GET', url: '/api/tournaments' });
    expect(other.statusCode).toBe(200);
    expect(importing.finished, 'the other request was answered first').toBe(false);
    const res = await importing.response;
    expect(res.statusCode, res.body).toBe(201);
    expect(await count('match_events')).toBeGreaterThan(10_000);
  });

  it('never parses the body on the request thread, and writes its rows in batches that each let the loop turn', async () => {
    const t = await postTournament(h);
    const parse = vi.spyOn(JSON, 'parse');
    // Turns counted once the worker has answered the second step (the file's rows and
    // scorecard): from there on the request thread only writes to the database.
    const from = posted.mock.calls.length;
    const prepared = () => {
      const job = postedSince(from).find(({ request }) => request.op === 'prepare');
      return Boolean(
        job && threads.find((thread) => thread.worker === job.worker)?.replies.some((reply) => reply.job === job.request.job && reply.op === 'prepare'),
      );
    };
    let turns = 0;
    let done = false;
    const tick = () => {
      if (prepared()) turns++;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    try {
      const res = await startImport(t.id).response;
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

  for (const step of ['read', 'prepare'] as const) {
    it(`a worker that stops during the file's ${step} fails that import with a 500, and the next import starts another`, async () => {
      const t = await postTournament(h);
      const from = posted.mock.calls.length;
      const importing = startImport(t.id);
      await turnsUntil(() => postedSince(from).some(({ request }) => request.op === step) || importing.finished);
      const job = postedSince(from).find(({ request }) => request.op === step);
      expect(job, `the ${step} went to a worker thread`).toBeDefined();
      const started = threads.length;
      // The thread ends with the job in hand, as a crash would end it.
      await job!.worker.terminate();
      const res = await importing.response;
      expect(res.statusCode, res.body).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Something went wrong' });
      expect(await count('matches')).toBe(0);
      const res2 = await startImport(t.id).response;
      expect(res2.statusCode, res2.body).toBe(201);
      expect(threads.length, 'a new worker thread').toBe(started + 1);
      expect(postedSince(from).at(-1)?.worker).toBe(threads.at(-1)?.worker);
    });
  }

  it('ends the worker that read it once the prepare is answered, before the rows are written (its memory back first)', async () => {
    const t = await postTournament(h);
    const from = posted.mock.calls.length;
    const ended = terminated.mock.calls.length;
    const answered = () => {
      const job = postedSince(from).find(({ request }) => request.op === 'prepare');
      const thread = job && threads.find(({ worker }) => worker === job.worker);
      return thread?.replies.some((reply) => reply.job === job!.request.job && reply.op === 'prepare') ? thread : undefined;
    };
    const importing = startImport(t.id);
    await turnsUntil(() => Boolean(answered()) || importing.finished);
    const thread = answered();
    expect(thread, 'the prepare was answered').toBeDefined();
    // Seen a turn after the answer, while the rows are still to be written (each batch waits for a turn of its own).
    expect(importing.finished).toBe(false);
    expect(terminated.mock.contexts.slice(ended)).toEqual([thread!.worker]);
    // Its young generation is held small (V8 lets it grow to 32 MB and more while 5 MB is read).
    expect(thread!.limits?.maxYoungGenerationSizeMb ?? Infinity).toBeLessThanOrEqual(8);
    const res = await importing.response;
    expect(res.statusCode, res.body).toBe(201);
    expect(await count('match_events')).toBeGreaterThan(10_000);
  });

  it('two large files at once: one worker reads and prepares both, is ended once, and both import', async () => {
    const t = await postTournament(h);
    // Another match (its own identity): the same overs a year earlier.
    const other = file.replace(/"dates": \[(\s*)"(\d{4})/, (_whole, space: string, year: string) => `"dates": [${space}"${Number(year) - 1}`);
    expect(other).not.toBe(file);
    const from = posted.mock.calls.length;
    const ended = terminated.mock.calls.length;
    const [first, second] = await Promise.all([startImport(t.id).response, startImport(t.id, other).response]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(first.json().data.matchId).not.toBe(second.json().data.matchId);
    const workers = [...new Set(postedSince(from).map(({ worker }) => worker))];
    expect(workers, 'one thread read and prepared both').toHaveLength(1);
    expect(terminated.mock.contexts.slice(ended)).toEqual(workers);
  });

  it('keeps a worker that read only match-sized files for the next import', async () => {
    const t = await postTournament(h);
    const from = posted.mock.calls.length;
    const ended = terminated.mock.calls.length;
    for (const name of ['1359475.json', '1359476.json']) {
      const payload = readFileSync(new URL(name, season), 'utf8');
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/tournaments/${t.id}/cricsheet`,
        headers: { ...h.admin, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(new Set(postedSince(from).map(({ worker }) => worker)).size, 'one thread for both').toBe(1);
    expect(terminated.mock.calls.length).toBe(ended);
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
    // The identity earlier imports stored: sha256 of the teams, dates and deliveries as one JSON text.
    const { info, events } = fromCricsheet(JSON.parse(file));
    const deliveries = events.filter((event) => event.type === 'delivery');
    const identity = createHash('sha256')
      .update(JSON.stringify({ teams: info.teams, dates: info.dates, deliveries }))
      .digest('hex');
    expect(await h.db.query('select fingerprint from match_imports')).toEqual([{ fingerprint: identity }]);
    const bad = await h.app.inject({ method: 'POST', url, headers, payload: file.replace('"data_version": "1.1.0"', '"data_version": "9"') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^This is not a Cricsheet match file: Not a Cricsheet match \(data version 1.0.0 or 1.1.0\): meta.data_version/);
    expect(await count('matches')).toBe(1);
  });
});
