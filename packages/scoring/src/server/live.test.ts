import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createHarness, matchEvents, until, watch, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ heartbeatMs: 100 });
});
afterAll(() => h.close());
beforeEach(() => h.reset());

/** Posts `events` in order, each after the one before; answers the ids. */
async function score(matchId: string, events: Array<Record<string, unknown>>, after: string | null = null) {
  const ids: string[] = [];
  for (const event of events) {
    const res = await h.post(matchId, event, after);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    after = res.id;
    ids.push(res.id);
  }
  return ids;
}

it('a watcher hears every accepted event once, in order, with the event and the new state', async () => {
  const matchId = await h.fixture();
  const events = matchEvents().slice(0, 12);
  const first = await score(matchId, events.slice(0, 4));
  // Opened halfway: everything so far, then what follows.
  const w = watch(`${h.base}/api/matches/${matchId}/live`);
  await until(() => w.frames.length === 4);
  const rest = await score(matchId, events.slice(4), first.at(-1)!);
  await until(() => w.frames.length === 12);
  w.close();
  expect(w.status()).toBe(200);
  expect(w.frames.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expect(w.frames.every((f) => f.event === 'score')).toBe(true);
  expect(w.frames.map((f) => f.data.event.id)).toEqual([...first, ...rest]);
  const last = w.frames.at(-1)!.data;
  expect(last.event).toMatchObject({ type: 'delivery', seq: 12 });
  const card = (await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/scorecard` })).json().data;
  expect(last.state.innings[0]).toMatchObject({ runs: card.innings[0].runs, wickets: card.innings[0].wickets, overs: card.innings[0].overs });
  expect(last.state.status).toBe('live');
});

it('a reconnect with Last-Event-ID resumes without a gap or a repeat while balls keep coming', async () => {
  const matchId = await h.fixture();
  const events = matchEvents(11).slice(0, 40);
  let after: string | null = null;
  const posting = (async () => {
    for (const event of events) {
      const res = await h.post(matchId, event, after);
      expect(res.status).toBe(201);
      after = res.id;
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const seen: number[] = [];
  let lastId = 0;
  // Three watchers in turn, each hanging up part-way, each resuming where the last stopped.
  for (let round = 0; round < 3; round++) {
    const w = watch(`${h.base}/api/matches/${matchId}/live`, round ? { 'last-event-id': String(lastId) } : {});
    await until(() => w.frames.length >= 5 || (round === 2 && lastId + w.frames.length >= 40));
    if (round === 2) await until(() => lastId + w.frames.length >= 40);
    w.close();
    seen.push(...w.frames.map((f) => f.id));
    lastId = seen.at(-1)!;
  }
  await posting;
  expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
});

it('?after= skips what the page already has; heartbeats keep the stream open; unknown match 404', async () => {
  const matchId = await h.fixture();
  await score(matchId, matchEvents().slice(0, 3));
  const w = watch(`${h.base}/api/matches/${matchId}/live?after=2`);
  await until(() => w.frames.length === 1 && w.comments.includes('ping'));
  w.close();
  expect(w.frames[0]!.id).toBe(3);
  const missing = await h.app.inject({ method: 'GET', url: '/api/matches/00000000-0000-4000-8000-000000000000/live' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ success: false, message: 'Match not found' });
});

it('a retried event id is not heard twice, and a stale after is not heard at all', async () => {
  const matchId = await h.fixture();
  const [toss] = matchEvents();
  const w = watch(`${h.base}/api/matches/${matchId}/live`);
  await until(() => w.comments.includes('connected'));
  const first = await h.post(matchId, toss!, null);
  const again = await h.app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/events`,
    headers: h.admin,
    payload: { ...toss, id: first.id, after: null },
  });
  expect(again.statusCode).toBe(200);
  const stale = await h.post(matchId, toss!, null);
  expect(stale.status).toBe(409);
  await new Promise((r) => setTimeout(r, 200));
  w.close();
  expect(w.frames.map((f) => f.id)).toEqual([1]);
});

it('home lists live matches with their score', async () => {
  const matchId = await h.fixture();
  expect((await h.app.inject({ method: 'GET', url: '/api/live-matches' })).json().data).toEqual([]);
  await score(matchId, matchEvents().slice(0, 9));
  const list = (await h.app.inject({ method: 'GET', url: '/api/live-matches' })).json().data;
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ id: matchId, team1: 'Banyan Blasters', team2: 'Royal Strikers' });
  expect(list[0].summary).toMatch(/^(Banyan Blasters|Royal Strikers) \d+\/\d+ \(\d+\.\d\)$/);
});

it('?from=latest only follows; a scorer reads the match pack with squads and the log', async () => {
  const matchId = await h.fixture();
  const ids = await score(matchId, matchEvents().slice(0, 3));
  const w = watch(`${h.base}/api/matches/${matchId}/live?from=latest`);
  await until(() => w.comments.includes('connected'));
  await score(matchId, matchEvents().slice(3, 4), ids.at(-1)!);
  await until(() => w.frames.length === 1);
  w.close();
  expect(w.frames.map((f) => f.id)).toEqual([4]);
  await h.assign(matchId, 'Asha Rao');
  const pack = await h.app.inject({ method: 'GET', url: `/api/scorer/matches/${matchId}`, headers: await h.scorer('Asha Rao') });
  expect(pack.statusCode).toBe(200);
  const data = pack.json().data;
  expect(data.match).toMatchObject({ id: matchId, team1: 'Banyan Blasters', team2: 'Royal Strikers', status: 'live' });
  expect(data.format).toEqual({ oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 });
  expect(data.events.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3, 4]);
  expect(data.hold).toMatchObject({ holderName: 'Test Admin', mine: false });
});

it("the pack carries the tournament's tie rule: a super over by default, none where the tournament says so", async () => {
  const pack = async (matchId: string) =>
    (await h.app.inject({ method: 'GET', url: `/api/scorer/matches/${matchId}`, headers: h.admin })).json().data as { superOverDecidesTie: boolean };
  expect((await pack(await h.fixture())).superOverDecidesTie).toBe(true);
  const format = { oversPerInnings: 1, ballsPerOver: 6, playersPerSide: 2 };
  const tournament = await h.app.inject({
    method: 'POST',
    url: '/api/tournaments',
    headers: h.admin,
    payload: { name: 'Shared Ties Cup', season: '2026', format, superOverDecidesTie: false },
  });
  expect(tournament.statusCode).toBe(201);
  const match = await h.app.inject({
    method: 'POST',
    url: '/api/matches',
    headers: h.admin,
    payload: { team1: 'Banyan Blasters', team2: 'Royal Strikers', matchDate: '2026-05-02T15:30', tournamentId: tournament.json().data.id },
  });
  expect((await pack(match.json().data.id)).superOverDecidesTie).toBe(false);
});
