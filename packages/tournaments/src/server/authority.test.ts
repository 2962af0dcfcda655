/**
 * Issue 29's authority and size rules on the event log, through HTTP on a real database:
 * a completed match is closed to scorers (an admin may still change its result), an
 * `amend` cannot take back an admin's result, a result names a team of the match, an event
 * is at most 16 KB and a log at most 5,000 events.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, postFixture, postTournament, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

const A = 'Banyan Blasters';
const B = 'Gully Gladiators';

const ball = (innings: number, team: string, runs: number) => ({
  type: 'delivery',
  innings,
  team,
  over: 0,
  batter: `${team} opener`,
  non_striker: `${team} partner`,
  bowler: `${team === A ? B : A} bowler`,
  runs: { batter: runs, extras: 0, total: runs },
});

async function fixture() {
  const tournament = await postTournament(h, { name: 'Sunday League', season: '2026', format: { oversPerInnings: 1, ballsPerOver: 6, playersPerSide: 11 } });
  return (await postFixture(h, { team1: A, team2: B, tournamentId: tournament.id })).id;
}

async function lastId(matchId: string): Promise<string | null> {
  const events = (await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/events` })).json().data as { id: string }[];
  return events.at(-1)?.id ?? null;
}

/** Posts after the log's current last event. */
async function post(matchId: string, event: Record<string, unknown>, headers = h.scorer, id = randomUUID()) {
  const res = await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/events`, headers, payload: { id, after: await lastId(matchId), ...event } });
  return { status: res.statusCode, body: res.json(), id };
}

/** A one-over match played out: A 6, B 0, so A won by 6 runs. */
async function completedMatch() {
  const matchId = await fixture();
  expect((await post(matchId, { type: 'toss', winner: A, decision: 'bat' })).status).toBe(201);
  for (let i = 0; i < 6; i++) expect((await post(matchId, ball(0, A, 1))).status).toBe(201);
  for (let i = 0; i < 6; i++) expect((await post(matchId, ball(1, B, 0))).status).toBe(201);
  const card = (await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/scorecard` })).json().data;
  expect(card).toMatchObject({ status: 'completed', result: { winner: A, by: { runs: 6 } } });
  return matchId;
}

const count = async () => (await h.db.query<{ n: number }>('select count(*)::int as n from match_events'))[0]!.n;

describe('a completed match (issue 29)', () => {
  it('refuses a scorer every event, an amendment or a new result (403), and changes nothing', async () => {
    const matchId = await completedMatch();
    const events = (await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/events` })).json().data as { id: string }[];
    const before = await count();
    for (const event of [
      ball(1, B, 6),
      { type: 'result', result: 'win', winner: B },
      { type: 'amend', target: events.at(-2)!.id },
      { type: 'amend', target: events.at(-1)!.id, delivery: ball(1, B, 6) },
      { type: 'innings-end', innings: 1 },
    ]) {
      const res = await post(matchId, event);
      expect(res.status, JSON.stringify(event)).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'This match is completed: only an admin can change it' });
    }
    expect(await count()).toBe(before);
    // Another scorer cannot even undo the last ball.
    const other = await post(matchId, { type: 'amend', target: events.at(-1)!.id }, h.otherScorer);
    expect(other.status).toBe(403);
  });

  it('is known closed from the fixture and the log alone, not from the cached summary', async () => {
    const matchId = await completedMatch();
    await h.db.query('delete from match_summaries where match_id = $1', [matchId]);
    const res = await post(matchId, ball(1, B, 6));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'This match is completed: only an admin can change it' });
  });

  it('lets the scorer undo the ball they just posted that ended it (a mis-tap), which reopens the match', async () => {
    const matchId = await completedMatch();
    const events = (await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/events` })).json().data as { id: string }[];
    const undo = await post(matchId, { type: 'amend', target: events.at(-1)!.id });
    expect(undo.status, JSON.stringify(undo.body)).toBe(201);
    expect(undo.body.data.state.status).toBe('live');
    expect((await post(matchId, ball(1, B, 6))).status).toBe(201);
  });

  it("takes the phone's Undo (an amend marked undo) of the ball that ended it; one of an earlier ball stays refused (403)", async () => {
    const matchId = await completedMatch();
    const events = (await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/events` })).json().data as { id: string }[];
    const earlier = await post(matchId, { type: 'amend', target: events.at(-2)!.id, undo: true });
    expect(earlier.status).toBe(403);
    expect(earlier.body).toEqual({ success: false, message: 'This match is completed: only an admin can change it' });
    const undo = await post(matchId, { type: 'amend', target: events.at(-1)!.id, undo: true });
    expect(undo.status, JSON.stringify(undo.body)).toBe(201);
    expect(undo.body.data.state.status).toBe('live');
  });

  it('lets an admin change its result, through the events call or the result call', async () => {
    const matchId = await completedMatch();
    const res = await post(matchId, { type: 'result', result: 'win', winner: B, method: 'awarded' }, h.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.state.result).toMatchObject({ type: 'win', winner: B });
    const entered = await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/result`, headers: h.admin, payload: { type: 'abandoned' } });
    expect(entered.statusCode).toBe(201);
    expect(entered.json().data.state.status).toBe('abandoned');
  });

  it('a tie waiting for its super over stays open to the scorer', async () => {
    const matchId = await fixture();
    await post(matchId, { type: 'toss', winner: A, decision: 'bat' });
    for (let i = 0; i < 6; i++) await post(matchId, ball(0, A, 1));
    for (let i = 0; i < 6; i++) await post(matchId, ball(1, B, 1));
    const superOver = await post(matchId, { ...ball(2, B, 4), superOver: true });
    expect(superOver.status, JSON.stringify(superOver.body)).toBe(201);
  });
});

describe("an admin's result (issue 29)", () => {
  it("cannot be deleted by a scorer's amend; the scorer may still undo their own result; an admin may undo it", async () => {
    const matchId = await fixture();
    await post(matchId, { type: 'toss', winner: A, decision: 'bat' });
    await post(matchId, ball(0, A, 4));
    // Rain: the scorer records no result, then takes it back (an undo of their own entry).
    const own = await post(matchId, { type: 'result', result: 'no-result' });
    expect(own.status).toBe(201);
    const undo = await post(matchId, { type: 'amend', target: own.id });
    expect(undo.status, JSON.stringify(undo.body)).toBe(201);
    expect(undo.body.data.state.status).toBe('live');

    // An admin's ruling on a live match: the scorer cannot amend it away.
    const ruling = await post(matchId, { type: 'result', result: 'awarded', winner: B }, h.admin);
    expect(ruling.status).toBe(201);
    await h.db.query(`update matches set status = 'live'`); // even were the match still open
    const refused = await post(matchId, { type: 'amend', target: ruling.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: "Only an admin can undo or change an admin's result" });
    const byAdmin = await post(matchId, { type: 'amend', target: ruling.id }, h.admin);
    expect(byAdmin.status).toBe(201);
    // Nor can the scorer bring back what the admin removed, by taking the removal back (Undo).
    const back = await post(matchId, { type: 'amend', target: byAdmin.id, undo: true });
    expect(back.status).toBe(403);
    expect(back.body).toEqual({ success: false, message: "Only an admin can undo or change an admin's result" });
  });

  it("a scorer cannot bring back their own result by taking back an admin's removal of it", async () => {
    const matchId = await fixture();
    await post(matchId, { type: 'toss', winner: A, decision: 'bat' });
    await post(matchId, ball(0, A, 4));
    const own = await post(matchId, { type: 'result', result: 'no-result' });
    const removed = await post(matchId, { type: 'amend', target: own.id }, h.admin);
    expect(removed.status).toBe(201);
    const back = await post(matchId, { type: 'amend', target: removed.id, undo: true });
    expect(back.status).toBe(403);
    expect(back.body).toEqual({ success: false, message: "Only an admin can undo or change an admin's result" });
  });

  it("an admin's tie is a ruling: the scorer cannot score on towards a super over", async () => {
    const matchId = await fixture();
    await post(matchId, { type: 'toss', winner: A, decision: 'bat' });
    for (let i = 0; i < 6; i++) await post(matchId, ball(0, A, 1));
    for (let i = 0; i < 3; i++) await post(matchId, ball(1, B, 1));
    expect((await post(matchId, { type: 'result', result: 'tie' }, h.admin)).status).toBe(201);
    const more = await post(matchId, { ...ball(2, B, 4), superOver: true });
    expect(more.status).toBe(403);
  });

  it('an Undo takes back a deletion, not the latest ball; a take-back carries no new ball', async () => {
    const matchId = await fixture();
    await post(matchId, { type: 'toss', winner: A, decision: 'bat' });
    const balls = [];
    for (const runs of [1, 4, 2]) balls.push(await post(matchId, ball(0, A, runs)));
    const deleted = await post(matchId, { type: 'amend', target: balls[1]!.id });
    expect(deleted.body.data.state.innings.at(-1)).toMatchObject({ runs: 3 });
    const withBall = await post(matchId, { type: 'amend', target: deleted.id, delivery: ball(0, A, 6) });
    expect(withBall.status).toBe(400);
    const undone = await post(matchId, { type: 'amend', target: deleted.id, undo: true });
    expect(undone.status).toBe(201);
    const card = (await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/scorecard` })).json().data;
    expect(card.innings[0]).toMatchObject({ runs: 7 });
  });
});

describe('a result names a team of the match (issue 29)', () => {
  it('refuses a winner or super-over winner from elsewhere (400) and spells a case-folded one as the fixture does', async () => {
    const matchId = await fixture();
    for (const event of [
      { type: 'result', result: 'win', winner: 'Mumbai Indians' },
      { type: 'result', result: 'tie', superOverWinner: 'Someone Else' },
      { type: 'toss', winner: 'Mumbai Indians', decision: 'bat' },
    ]) {
      const res = await post(matchId, event);
      expect(res.status, JSON.stringify(event)).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'The team must be one of the two teams in this match' });
    }
    expect(await count()).toBe(0);
    const ok = await post(matchId, { type: 'result', result: 'win', winner: 'gully GLADIATORS' });
    expect(ok.status).toBe(201);
    expect(ok.body.data.state.result).toMatchObject({ winner: B, text: `${B} won` });
  });
});

describe("an admin's manual result names a team of the match", () => {
  it('with the one message every event naming a team gives (400), for the winner, the super-over winner and a typed total', async () => {
    const matchId = await fixture();
    for (const body of [
      { type: 'win', winner: 'Someone Else' },
      { type: 'tie', superOverWinner: 'Someone Else' },
      { type: 'win', winner: A, innings: [{ team: 'Someone Else', runs: 10, wickets: 1, balls: 6 }] },
    ]) {
      const res = await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/result`, headers: h.admin, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'The team must be one of the two teams in this match' });
    }
    expect(await count()).toBe(0);
  });
});

describe('size limits (issue 29)', () => {
  it('an event over 16 KB answers 413 with the one message, however far over, and is not stored', async () => {
    const matchId = await fixture();
    const tooLarge = { success: false, message: 'An event must be at most 16 KB' };
    // Exactly 16,384 bytes of event (the id and `after` around it not counted) is accepted; one more is not.
    const sized = (bytes: number) => {
      const event = { type: 'toss', winner: A, decision: 'bat', note: '' };
      event.note = 'x'.repeat(bytes - Buffer.byteLength(JSON.stringify(event)));
      expect(Buffer.byteLength(JSON.stringify(event))).toBe(bytes);
      return event;
    };
    const over = await post(matchId, sized(16_385));
    expect(over.status).toBe(413);
    expect(over.body).toEqual(tooLarge);
    const big = { type: 'lineups', team: A, players: Array.from({ length: 600 }, (_, i) => `Player number ${i} with a long name`) };
    const far = await post(matchId, big);
    expect(far.status).toBe(413);
    expect(far.body).toEqual(tooLarge);
    expect(await count()).toBe(0);
    const fits = await post(matchId, sized(16_384));
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    expect(await count()).toBe(1);
  });

  it("a match's log holds at most 5,000 events: the next answers 409", async () => {
    const matchId = await fixture();
    // 4,999 events written straight to the log (scoring them one by one would take minutes).
    await h.db.query(
      `insert into match_events (match_id, seq, id, type, body)
       select $1, n, 'e' || n, 'toss', '{"type":"toss","winner":"Banyan Blasters","decision":"bat"}'::jsonb from generate_series(1, 4999) as n`,
      [matchId],
    );
    const last = await post(matchId, { type: 'toss', winner: B, decision: 'field' });
    expect(last.status, JSON.stringify(last.body)).toBe(201);
    expect(last.body.data.seq).toBe(5000);
    const over = await post(matchId, { type: 'toss', winner: A, decision: 'bat' });
    expect(over.status, JSON.stringify(over.body)).toBe(409);
    expect(over.body).toMatchObject({ success: false, message: 'This match already has 5,000 events: no more can be added' });
    expect(await count()).toBe(5000);
  });
});

describe('a scored ball is one the Laws allow (issue 29)', () => {
  it('refuses a stumping off a no-ball, runs that do not add up, or a batter not at the crease (400), as a ball or an amendment', async () => {
    const matchId = await fixture();
    await post(matchId, { type: 'toss', winner: A, decision: 'bat' });
    const good = await post(matchId, ball(0, A, 1));
    expect(good.status).toBe(201);
    const stumpedOffNoBall = {
      ...ball(0, A, 0),
      runs: { batter: 0, extras: 1, total: 1 },
      extras: { noballs: 1 },
      wickets: [{ player_out: `${A} opener`, kind: 'stumped', fielders: [{ name: 'Keeper' }] }],
    };
    const wrongSum = { ...ball(0, A, 4), runs: { batter: 4, extras: 0, total: 6 } };
    const notBatting = { ...ball(0, A, 0), wickets: [{ player_out: 'Someone', kind: 'run out' }] };
    for (const bad of [stumpedOffNoBall, wrongSum, notBatting]) {
      const res = await post(matchId, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/^This event is not valid: /);
      expect((await post(matchId, { type: 'amend', target: good.id, delivery: bad })).status).toBe(400);
    }
    // A run out off a no-ball is fine.
    const runOut = {
      ...ball(0, A, 1),
      runs: { batter: 1, extras: 1, total: 2 },
      extras: { noballs: 1 },
      wickets: [{ player_out: `${A} partner`, kind: 'run out', fielders: [{ name: 'Lee' }] }],
    };
    expect((await post(matchId, runOut)).status).toBe(201);
    expect(await count()).toBe(3);
  });

  it('records a retirement between balls and an umpire-miscounted over', async () => {
    const matchId = await fixture();
    await post(matchId, { type: 'toss', winner: A, decision: 'bat' });
    for (let i = 0; i < 3; i++) await post(matchId, ball(0, A, 0));
    const retired = await post(matchId, { type: 'between-balls', innings: 0, team: A, player: `${A} opener`, kind: 'retired hurt' });
    expect(retired.status).toBe(201);
    expect(retired.body.data.state.innings[0]).toMatchObject({ overs: '0.3', wickets: 0 });
    expect(retired.body.data.state.live).toMatchObject({ over: 0, legalBallsThisOver: 3, striker: null, nonStriker: `${A} partner` });
    for (let i = 0; i < 2; i++) await post(matchId, { ...ball(0, A, 0), batter: 'Next In' });
    // The umpire calls the over after five balls: the one-over innings is done, the chase is next.
    const called = await post(matchId, { type: 'over-miscounted', innings: 0, over: 0, umpire: 'Aleem Dar' });
    expect(called.status).toBe(201);
    expect(called.body.data.state.innings[0]).toMatchObject({ overs: '1.0', balls: 6 });
    expect(called.body.data.state.live).toMatchObject({ inningsIndex: 1, battingTeam: B });
  });
});

describe('choices from the lineups and the bowler rule, before the ball (issue 29)', () => {
  const lineups = [
    { type: 'lineups', team: A, players: [`${A} opener`, `${A} partner`, `${A} three`] },
    { type: 'lineups', team: B, players: [`${B} bowler`, `${B} seamer`, `${B} keeper`] },
  ];

  it('the same bowler for two overs running is refused before the ball (409, saying why); another bowler is fine', async () => {
    const matchId = (
      await postFixture(h, {
        team1: A,
        team2: B,
        tournamentId: (await postTournament(h, { name: 'T', season: '2026', format: { oversPerInnings: 5, ballsPerOver: 6, playersPerSide: 11 } })).id,
      })
    ).id;
    for (const e of [{ type: 'toss', winner: A, decision: 'bat' }, ...lineups]) expect((await post(matchId, e)).status).toBe(201);
    for (let i = 0; i < 6; i++) expect((await post(matchId, ball(0, A, 0))).status).toBe(201);
    const again = await post(matchId, { ...ball(0, A, 0), over: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      message: `${B} bowler bowled the over before or after this one: a bowler cannot bowl two overs in a row. Choose another bowler.`,
    });
    expect(await count()).toBe(9);
    expect((await post(matchId, { ...ball(0, A, 0), over: 1, bowler: `${B} seamer` })).status).toBe(201);
    // Nor can an amendment make one bowler bowl two overs running.
    const events = (await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/events` })).json().data as { id: string }[];
    const swap = await post(matchId, { type: 'amend', target: events.at(-1)!.id, delivery: { ...ball(0, A, 0), over: 1 } });
    expect(swap.status).toBe(409);
  });

  it('batters from the batting side, the bowler and fielders from the other (a substitute fielder when marked so)', async () => {
    const matchId = await fixture();
    for (const e of [{ type: 'toss', winner: A, decision: 'bat' }, ...lineups]) await post(matchId, e);
    const caught = (fielder: Record<string, unknown>) => ({
      ...ball(0, A, 0),
      wickets: [{ player_out: `${A} opener`, kind: 'caught', fielders: [fielder] }],
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ball(0, A, 0), batter: `${B} keeper` }, `${B} keeper is not in ${A}'s lineup`],
      [{ ...ball(0, A, 0), bowler: `${A} three` }, `${A} three is not in ${B}'s lineup`],
      [caught({ name: 'Walk In' }), `Walk In is not in ${B}'s lineup`],
      [{ ...ball(0, A, 0), team: 'Mumbai Indians' }, 'Mumbai Indians is not playing this match'],
      [{ type: 'between-balls', innings: 0, team: A, player: `${B} seamer`, kind: 'retired hurt' }, `${B} seamer is not in ${A}'s lineup`],
    ];
    for (const [event, message] of cases) {
      const res = await post(matchId, event);
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
    expect((await post(matchId, caught({ name: 'Walk In', substitute: true }))).status).toBe(201);
  });
});

describe('GET /api/matches/{id}/cricsheet (issue 29)', () => {
  it('a live match exports without an outcome, with meta.created, gender, match type, team type and a registry', async () => {
    const matchId = await fixture();
    await post(matchId, { type: 'toss', winner: A, decision: 'bat' });
    await post(matchId, ball(0, A, 4));
    const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const before = today();
    const res = await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/cricsheet` });
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file.meta).toMatchObject({ data_version: '1.1.0', revision: 1 });
    expect([before, today()]).toContain(file.meta.created);
    expect(file.info).toMatchObject({ gender: 'male', match_type: 'ODM', team_type: 'club', teams: [A, B] });
    expect(file.info.outcome).toBeUndefined();
    expect(Object.keys(file.info.registry.people).sort()).toEqual([`${A} opener`, `${A} partner`, `${B} bowler`]);
  });

  it("dates the file and the match by the league's day (Asia/Kolkata), not the UTC one", async () => {
    const tournament = await postTournament(h, { name: 'Late League', season: '2026' });
    // 1:30 am in Kolkata on 2 May is still 1 May in UTC.
    const match = await postFixture(h, { team1: A, team2: B, tournamentId: tournament.id, matchDate: '2026-05-02T01:30' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2027-01-01T20:00:00Z')); // 1:30 am on 2 January in Kolkata
      const file = (await h.app.inject({ method: 'GET', url: `/api/matches/${match.id}/cricsheet` })).json();
      expect(file.meta.created).toBe('2027-01-02');
      expect(file.info.dates).toEqual(['2026-05-02']);
    } finally {
      vi.useRealTimers();
    }
  });
});
