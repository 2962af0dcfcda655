/**
 * The event log through HTTP (spec 4, decisions.md 6): appends with `after`, 409 on a stale
 * one, a retried client id answered with its first answer, amendments recomputed, manual
 * results, and the scorecard and table that follow.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, postFixture, postTournament, type Harness } from './harness';
import { rebuildSummaries } from './log';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

const ball = (innings: number, team: string, over: number, batter: string, bowler: string, runs = 0, extra: Record<string, unknown> = {}) => ({
  type: 'delivery',
  innings,
  team,
  over,
  batter,
  non_striker: `${team} partner`,
  bowler,
  runs: { batter: runs, extras: 0, total: runs },
  ...extra,
});

async function setUp(format = { oversPerInnings: 1, ballsPerOver: 6, playersPerSide: 11 }) {
  const tournament = await postTournament(h, { name: 'Sunday League', season: '2026', format });
  const match = await postFixture(h, { team1: 'Banyan Blasters', team2: 'Gully Gladiators', tournamentId: tournament.id });
  return { tournament, match };
}

async function send(matchId: string, body: Record<string, unknown>, headers = h.scorer) {
  return h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/events`, headers, payload: body });
}

/** Posts events in order, each after the previous one; returns their ids. */
async function score(matchId: string, events: Record<string, unknown>[], after: string | null = null) {
  const ids: string[] = [];
  for (const event of events) {
    const id = randomUUID();
    const res = await send(matchId, { id, after, ...event });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(id);
    after = id;
  }
  return ids;
}

async function scorecard(matchId: string) {
  const res = await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/scorecard` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const sixBalls = (innings: number, team: string, bowler: string, runs: number[]) => runs.map((r) => ball(innings, team, 0, `${team} opener`, bowler, r));

describe('POST /api/matches/{id}/events', () => {
  it('appends in order: each answer carries the next seq and the live state; the scorecard follows', async () => {
    const { match } = await setUp();
    const first = await send(match.id, { id: randomUUID(), after: null, type: 'toss', winner: 'Banyan Blasters', decision: 'bat' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ seq: 1, state: { status: 'scheduled' } });
    const second = await send(match.id, { id: randomUUID(), after: null, ...ball(0, 'Banyan Blasters', 0, 'Rohit', 'Imran', 4) });
    // `after` must be the last event's id: null is stale once the log has an event.
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, lastSeq: 1 });
    const ok = await send(match.id, { id: randomUUID(), after: second.json().lastId, ...ball(0, 'Banyan Blasters', 0, 'Rohit', 'Imran', 4) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.seq).toBe(2);
    expect(ok.json().data.state).toMatchObject({ status: 'live', innings: [{ team: 'Banyan Blasters', runs: 4, wickets: 0, overs: '0.1' }] });
    expect(ok.json().data.state.live).toMatchObject({ battingTeam: 'Banyan Blasters' });

    const card = await scorecard(match.id);
    expect(card).toMatchObject({ matchId: match.id, status: 'live', toss: { winner: 'Banyan Blasters', decision: 'bat' }, seq: 2 });
    expect(card.innings[0].batting[0]).toMatchObject({ name: 'Rohit', runs: 4, balls: 1, fours: 1, dismissal: 'not out' });
    // The schedule shows the match as live.
    const list = (await h.app.inject({ method: 'GET', url: '/api/matches' })).json().data;
    expect(list[0]).toMatchObject({ id: match.id, status: 'live', result: null });
  });

  it('answers a repeated client id with the first answer and adds nothing', async () => {
    const { match } = await setUp();
    const id = randomUUID();
    const body = { id, after: null, type: 'toss', winner: 'Gully Gladiators', decision: 'field' };
    const first = await send(match.id, body);
    const again = await send(match.id, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    // Even a retry that arrives after later events gets the same answer (not a 409).
    await score(match.id, [ball(0, 'Gully Gladiators', 0, 'Aakash', 'Rohit', 1)], id);
    expect((await send(match.id, body)).json().data).toEqual(first.json().data);
    const events = (await h.app.inject({ method: 'GET', url: `/api/matches/${match.id}/events` })).json().data;
    expect(events.map((e: { seq: number; id: string }) => e.seq)).toEqual([1, 2]);
    expect(events[0]).toMatchObject({ id, type: 'toss', winner: 'Gully Gladiators' });
  });

  it('two writers racing from the same `after`: exactly one is accepted, the other gets 409', async () => {
    const { match } = await setUp();
    const [toss] = await score(match.id, [{ type: 'toss', winner: 'Banyan Blasters', decision: 'bat' }]);
    const results = await Promise.all(
      ['Rohit', 'Amol', 'Nitin', 'Vikas'].map((batter) =>
        send(match.id, { id: randomUUID(), after: toss, ...ball(0, 'Banyan Blasters', 0, batter, 'Imran', 1) }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await h.db.query('select seq from match_events order by seq')).toEqual([{ seq: 1 }, { seq: 2 }]);
  });

  it('lists events after ?since= for a watcher catching up', async () => {
    const { match } = await setUp();
    const ids = await score(match.id, [{ type: 'toss', winner: 'Banyan Blasters', decision: 'bat' }, ...sixBalls(0, 'Banyan Blasters', 'Imran', [1, 2, 3])]);
    const res = await h.app.inject({ method: 'GET', url: `/api/matches/${match.id}/events?since=2` });
    expect(res.json().data.map((e: { id: string }) => e.id)).toEqual(ids.slice(2));
  });

  it('refuses an event the engine does not accept (400) and an unknown match (404), changing nothing', async () => {
    const { match } = await setUp();
    const bad = await send(match.id, { id: randomUUID(), after: null, type: 'delivery', innings: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const notUuid = await send(match.id, { id: 'ball-1', after: null, type: 'toss', winner: 'A', decision: 'bat' });
    expect(notUuid.statusCode).toBe(400);
    const missing = await send(randomUUID(), { id: randomUUID(), after: null, type: 'toss', winner: 'A', decision: 'bat' });
    expect(missing.statusCode).toBe(404);
    expect(await h.db.query('select * from match_events')).toEqual([]);
  });

  it('an amendment replaces a ball and every later figure is recomputed, as if scored right the first time', async () => {
    const { match } = await setUp();
    const first = sixBalls(0, 'Banyan Blasters', 'Imran', [1, 1, 1, 1, 1, 1]);
    const ids = await score(match.id, [{ type: 'toss', winner: 'Banyan Blasters', decision: 'bat' }, ...first]);
    expect((await scorecard(match.id)).innings[0].runs).toBe(6);
    // The third ball was a six, not a single.
    const amended = { ...first[2]!, runs: { batter: 6, extras: 0, total: 6 } };
    await score(match.id, [{ type: 'amend', target: ids[3], delivery: amended }], ids.at(-1)!);
    const card = await scorecard(match.id);
    expect(card.innings[0]).toMatchObject({ runs: 11, balls: 6 });
    expect(card.innings[0].batting[0]).toMatchObject({ runs: 11, sixes: 1 });
    expect(card.innings[0].bowling[0]).toMatchObject({ name: 'Imran', runs: 11, maidens: 0 });

    // The same match scored right the first time gives the same scorecard.
    const { match: clean } = await setUp();
    await score(clean.id, [{ type: 'toss', winner: 'Banyan Blasters', decision: 'bat' }, ...first.map((b, i) => (i === 2 ? amended : b))]);
    const right = await scorecard(clean.id);
    expect(right.innings).toEqual(card.innings);
  });

  it('finishes a match: result line on the scorecard and the schedule, the table counts it', async () => {
    const { tournament, match } = await setUp();
    await score(match.id, [
      { type: 'toss', winner: 'Banyan Blasters', decision: 'bat' },
      ...sixBalls(0, 'Banyan Blasters', 'Imran', [4, 0, 1, 0, 6, 1]),
      ...sixBalls(1, 'Gully Gladiators', 'Rohit', [1, 0, 0, 2, 1, 0]),
    ]);
    const card = await scorecard(match.id);
    expect(card.status).toBe('completed');
    expect(card.result).toMatchObject({ type: 'win', winner: 'Banyan Blasters', by: { runs: 8 }, text: 'Banyan Blasters won by 8 runs' });
    const fixture = (await h.app.inject({ method: 'GET', url: '/api/matches' })).json().data[0];
    expect(fixture).toMatchObject({ status: 'completed', result: 'Banyan Blasters won by 8 runs' });
    const table = (await h.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}/standings` })).json().data;
    expect(table.map((r: { team: string; points: number; nrr: number }) => [r.team, r.points, r.nrr])).toEqual([
      ['Banyan Blasters', 2, 8],
      ['Gully Gladiators', 0, -8],
    ]);
    expect(table[0]).toMatchObject({ played: 1, won: 1, runsFor: 12, oversFaced: '1.0', runsAgainst: 4, oversBowled: '1.0' });
    expect(table[0].matches).toEqual([
      expect.objectContaining({ matchId: match.id, opponent: 'Gully Gladiators', runsFor: 12, ballsFaced: 6, runsAgainst: 4, ballsBowled: 6, outcome: 'won' }),
    ]);
  });

  it('a warm standings read is served from the cache and a new result refreshes it', async () => {
    const { tournament, match } = await setUp();
    const url = `/api/tournaments/${tournament.id}/standings`;
    const before = await h.app.inject({ method: 'GET', url });
    const etag = before.headers.etag as string;
    expect((await h.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await score(match.id, [
      { type: 'toss', winner: 'Banyan Blasters', decision: 'bat' },
      ...sixBalls(0, 'Banyan Blasters', 'Imran', [1, 1, 1, 1, 1, 1]),
      ...sixBalls(1, 'Gully Gladiators', 'Rohit', [0, 0, 0, 0, 0, 0]),
    ]);
    const after = await h.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data[0]).toMatchObject({ team: 'Banyan Blasters', won: 1 });
  });
});

describe('rebuildSummaries (pnpm matches:rebuild)', () => {
  it("recomputes every cached summary and the fixtures' result lines from the logs", async () => {
    const { match } = await setUp();
    await score(match.id, [
      { type: 'toss', winner: 'Banyan Blasters', decision: 'bat' },
      ...sixBalls(0, 'Banyan Blasters', 'Imran', [1, 1, 1, 1, 1, 1]),
      ...sixBalls(1, 'Gully Gladiators', 'Rohit', [0, 0, 0, 0, 0, 0]),
    ]);
    const right = await scorecard(match.id);
    // A cache gone wrong (an engine bug, a hand edit): the log still holds the truth.
    await h.db.query(`update match_summaries set scorecard = '{"status":"live","teams":["A","B"],"innings":[]}', status = 'live', result = null`);
    await h.db.query(`update matches set status = 'live', result = null`);
    expect(await rebuildSummaries(h.db.db)).toBe(1);
    h.cache.clear();
    expect(await scorecard(match.id)).toEqual({ ...right, updatedAt: expect.any(String) });
    expect((await h.app.inject({ method: 'GET', url: '/api/matches' })).json().data[0]).toMatchObject({
      status: 'completed',
      result: 'Banyan Blasters won by 6 runs',
    });
  });
});

describe('POST /api/matches/{id}/result (a match not scored ball by ball)', () => {
  const enter = (matchId: string, body: Record<string, unknown>, headers = h.admin) =>
    h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/result`, headers, payload: body });

  it('an abandoned match: no result in the table, one point each, no NRR', async () => {
    const { tournament, match } = await setUp();
    const res = await enter(match.id, { type: 'abandoned' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.state).toMatchObject({ status: 'abandoned', result: { type: 'abandoned', text: 'Match abandoned' } });
    expect((await scorecard(match.id)).status).toBe('abandoned');
    const table = (await h.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}/standings` })).json().data;
    for (const row of table) expect(row).toMatchObject({ played: 1, noResult: 1, points: 1, nrr: 0, runsFor: 0 });
  });

  it('a walkover: awarded to the winner, who gets the points; NRR untouched', async () => {
    const { tournament, match } = await setUp();
    const res = await enter(match.id, { type: 'awarded', winner: 'gully gladiators' });
    expect(res.statusCode, res.body).toBe(201);
    const card = await scorecard(match.id);
    expect(card.result).toMatchObject({ type: 'win', winner: 'Gully Gladiators', method: 'awarded' });
    const table = (await h.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}/standings` })).json().data;
    expect(table[0]).toMatchObject({ team: 'Gully Gladiators', won: 1, points: 2, nrr: 0 });
  });

  it('a result typed in with both totals: the margin is derived and NRR counts it (all out = full quota)', async () => {
    const { tournament, match } = await setUp({ oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 });
    const res = await enter(match.id, {
      type: 'win',
      winner: 'Banyan Blasters',
      innings: [
        { team: 'Banyan Blasters', runs: 150, wickets: 6, balls: 120 },
        { team: 'Gully Gladiators', runs: 120, wickets: 10, balls: 90 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const card = await scorecard(match.id);
    expect(card.result).toMatchObject({ winner: 'Banyan Blasters', by: { runs: 30 }, text: 'Banyan Blasters won by 30 runs' });
    expect(card.innings.map((i: { runs: number; overs: string }) => [i.runs, i.overs])).toEqual([
      [150, '20.0'],
      [120, '15.0'],
    ]);
    const table = (await h.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}/standings` })).json().data;
    expect(table[0]).toMatchObject({ team: 'Banyan Blasters', points: 2, oversFaced: '20.0', oversBowled: '20.0', nrr: 1.5 });
  });

  it('refuses a winner who is not in the match, and a win without a winner', async () => {
    const { match } = await setUp();
    expect((await enter(match.id, { type: 'win', winner: 'Someone Else' })).statusCode).toBe(400);
    expect((await enter(match.id, { type: 'win' })).statusCode).toBe(400);
    expect(await h.db.query('select * from match_events')).toEqual([]);
  });
});
