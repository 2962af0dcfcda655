import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createHarness, matchEvents, until, watch, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

it('one scorer holds a match: another is refused naming the holder, takes over, and the first is then refused', async () => {
  const matchId = await h.fixture();
  const asha = await h.scorer('Asha Rao');
  const ravi = await h.scorer('Ravi Kumar');
  await h.assign(matchId, 'Asha Rao', 'Ravi Kumar');
  const [toss, lineA, lineB] = matchEvents();

  const first = await h.post(matchId, toss!, null, asha);
  expect(first.status).toBe(201);
  const refused = await h.post(matchId, lineA!, first.id, ravi);
  expect(refused.status).toBe(423);
  expect(refused.body).toEqual({ success: false, message: 'Asha Rao is scoring this match. Take over to score it here.' });

  const asked = await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/hold`, headers: ravi });
  expect(asked.json().data).toMatchObject({ holderName: 'Asha Rao', mine: false });
  const noTake = await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/hold`, headers: ravi, payload: {} });
  expect(noTake.statusCode).toBe(423);
  const took = await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/hold`, headers: ravi, payload: { takeOver: true } });
  expect(took.statusCode).toBe(200);
  expect(took.json().data).toMatchObject({ holderName: 'Ravi Kumar', mine: true });

  const late = await h.post(matchId, lineA!, first.id, asha);
  expect(late.status).toBe(423);
  expect(late.body.message).toBe('Ravi Kumar is scoring this match. Take over to score it here.');
  const ok = await h.post(matchId, lineA!, first.id, ravi);
  expect(ok.status).toBe(201);
  // Nothing of the refused posts reached the log.
  const log = (await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/events` })).json().data;
  expect(log.map((e: { id: string }) => e.id)).toEqual([first.id, ok.id]);
  expect(lineB).toBeDefined();
});

it('a scorer may post scoring events and read its matches, and nothing else', async () => {
  const matchId = await h.fixture();
  const scorer = await h.scorer('Asha Rao');
  await h.assign(matchId, 'Asha Rao');
  const list = await h.app.inject({ method: 'GET', url: '/api/scorer/matches', headers: scorer });
  expect(list.statusCode).toBe(200);
  expect(list.json().data).toEqual([expect.objectContaining({ id: matchId, team1: 'Banyan Blasters', status: 'scheduled', holderName: null })]);
  const refused = [
    ['POST', '/api/matches', { team1: 'A', team2: 'B', matchDate: '2026-05-01T15:30' }],
    ['PUT', `/api/matches/${matchId}`, { team1: 'A', team2: 'B', matchDate: '2026-05-01T15:30' }],
    ['DELETE', `/api/matches/${matchId}`, undefined],
    ['POST', '/api/tournaments', { name: 'X', season: '2026' }],
    ['POST', `/api/matches/${matchId}/result`, { type: 'abandoned' }],
    ['POST', '/api/teams', { name: 'X', section: 'GICPL-OG', captain: 'Y' }],
  ] as const;
  for (const [method, url, payload] of refused) {
    const res = await h.app.inject({ method, url, headers: scorer, payload: payload as never });
    expect(res.statusCode, `${method} ${url}`).toBe(403);
  }
  expect((await h.post(matchId, matchEvents()[0]!, null, scorer)).status).toBe(201);
  // Visitors may not read a scorer's list nor post.
  expect((await h.app.inject({ method: 'GET', url: '/api/scorer/matches' })).statusCode).toBe(401);
  expect((await h.post(matchId, matchEvents()[1]!, null, {})).status).toBe(401);
});

it('the hold is claimed in the event’s own transaction: a refused first event leaves the match free', async () => {
  const matchId = await h.fixture();
  const asha = await h.scorer('Asha Rao');
  await h.assign(matchId, 'Asha Rao');
  const [toss] = matchEvents();
  // A stale `after` (no event has that id): 409, and no claim is left behind.
  const stale = await h.post(matchId, toss!, 'no-such-event', asha);
  expect(stale.status).toBe(409);
  const hold = await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/hold`, headers: asha });
  expect(hold.json().data).toMatchObject({ holder: null, mine: false });
  expect((await h.post(matchId, toss!, null, asha)).status).toBe(201);
  const held = await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/hold`, headers: asha });
  expect(held.json().data).toMatchObject({ holderName: 'Asha Rao', mine: true });
});

it("a takeover is told at once on the match's feed: a hold frame with no id and no data, the log's numbering untouched", async () => {
  const matchId = await h.fixture();
  const asha = await h.scorer('Asha Rao');
  const ravi = await h.scorer('Ravi Kumar');
  await h.assign(matchId, 'Asha Rao', 'Ravi Kumar');
  const [toss, lineA] = matchEvents();
  const first = await h.post(matchId, toss!, null, asha);
  // Asha's phone follows the feed, as the scorer page does.
  const feed = watch(`${h.base}/api/matches/${matchId}/live`);
  await until(() => feed.frames.length === 1);
  // Asking for the hold without taking over tells no one.
  await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/hold`, headers: ravi, payload: {} });
  const took = await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/hold`, headers: ravi, payload: { takeOver: true } });
  expect(took.statusCode).toBe(200);
  await until(() => feed.frames.length === 2);
  expect(feed.frames[1]).toEqual({ id: Number.NaN, event: 'hold', data: {} });
  const next = await h.post(matchId, lineA!, first.id, ravi);
  expect(next.status).toBe(201);
  await until(() => feed.frames.length === 3);
  feed.close();
  expect(feed.frames.map((f) => [f.event, f.id])).toEqual([
    ['score', 1],
    ['hold', Number.NaN],
    ['score', 2],
  ]);
});
