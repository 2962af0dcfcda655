/**
 * Issue 31, "knockout placeholders filled after the last league match", through HTTP: a bracket
 * made from a template shows its placeholders ("1st in the table", "Winner SF1") in the bracket,
 * the schedule and the calendar until the last league result, then takes the table's teams, and
 * each knockout result fills the next stage.
 *
 * The league (20 overs, every innings 120 balls): D beat everyone; A beat B, B beat C, C beat A,
 * so A, B and C finish on 2 points each and Net Run Rate orders them:
 *   D v A 160-140, D v B 160-150, D v C 160-155, A v B 150-140, B v C 150-145, C v A 200-120.
 *   Runs for/against: A 410/500, B 440/455, C 500/430, D 480/445 (all off 60 overs).
 *   Table: D 6 pts, C 2 (+1.167), B 2 (-0.250), A 2 (-1.500).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHarness, postFixture, postTournament, type Harness } from './harness';
import { tournaments } from './schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

const [A, B, C, D] = ['Aravalli Aces', 'Banyan Blasters', 'Chola Chargers', 'Deccan Dynamos'] as const;

async function postTeam(name: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: h.admin,
    payload: { section: 'GICPL-OG', name, captain: 'Captain', players: [] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

/** A win typed in with both innings' totals (120 balls each), so the table's NRR counts it. */
async function win(matchId: string, first: [string, number], second: [string, number], winner = first[1] > second[1] ? first[0] : second[0]) {
  const innings = [first, second].map(([team, runs]) => ({ team, runs, wickets: 5, balls: 120 }));
  const res = await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/result`, headers: h.admin, payload: { type: 'win', winner, innings } });
  expect(res.statusCode, res.body).toBe(201);
}

async function result(matchId: string, payload: Record<string, unknown>) {
  const res = await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/result`, headers: h.admin, payload });
  expect(res.statusCode, res.body).toBe(201);
}

/** The four teams, a tournament of them and its six league fixtures (not yet played). */
async function league() {
  const ids = { [A]: await postTeam(A), [B]: await postTeam(B), [C]: await postTeam(C), [D]: await postTeam(D) } as Record<string, string>;
  const tournament = await postTournament(h, { name: 'Monsoon Cup', season: '2030', teamIds: Object.values(ids) });
  const fixture = async (team1: string, team2: string, day: number) =>
    (await postFixture(h, { team1, team2, team1Id: ids[team1], team2Id: ids[team2], tournamentId: tournament.id, matchDate: `2030-04-${10 + day}T07:00` })).id;
  const games = {
    DA: await fixture(D, A, 1),
    DB: await fixture(D, B, 2),
    AB: await fixture(A, B, 3),
    BC: await fixture(B, C, 4),
    CA: await fixture(C, A, 5),
    DC: await fixture(D, C, 6),
  };
  /** Every league result but D v C's, which `last` plays. */
  const allButLast = async () => {
    await win(games.DA, [D, 160], [A, 140]);
    await win(games.DB, [D, 160], [B, 150]);
    await win(games.AB, [A, 150], [B, 140]);
    await win(games.BC, [B, 150], [C, 145]);
    await win(games.CA, [C, 200], [A, 120]);
  };
  const last = () => win(games.DC, [D, 160], [C, 155]);
  return { ids, tournament, games, allButLast, last };
}

const DATES = {
  semis: ['2030-05-01T07:00', '2030-05-01T14:00', '2030-05-03T07:00'],
  ipl: ['2030-05-01T07:00', '2030-05-02T07:00', '2030-05-03T07:00', '2030-05-04T07:00'],
};

const postKnockouts = (tournamentId: string, payload: unknown, headers: Record<string, string> = h.admin) =>
  h.app.inject({ method: 'POST', url: `/api/tournaments/${tournamentId}/knockouts`, headers, payload: payload as never });

interface Stage {
  code: string;
  name: string;
  matchId: string;
  sides: { label: string; teamId: string | null; team: string | null }[];
  winnerId: string | null;
}
interface Bracket {
  template: string;
  leagueComplete: boolean;
  stages: Stage[];
}

async function bracket(tournamentId: string): Promise<Bracket> {
  const res = await h.app.inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/knockouts` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Each stage as "code: side v side", a side its team when known, else its label. */
const pairs = (b: Bracket) => Object.fromEntries(b.stages.map((s) => [s.code, s.sides.map((side) => side.team ?? `[${side.label}]`).join(' v ')]));

async function listed(matchId: string) {
  const res = await h.app.inject({ method: 'GET', url: '/api/matches' });
  return (res.json().data as { id: string; team1: string; team2: string; team1Id: string | null; stage: string; sequence: number }[]).find(
    (m) => m.id === matchId,
  )!;
}

describe('knockouts from a template', () => {
  it('semis: placeholders until the last league result, then 1st v 4th and 2nd v 3rd by the table (NRR deciding), then the final', async () => {
    const { ids, tournament, allButLast, last } = await league();
    const made = await postKnockouts(tournament.id, { template: 'semis', dates: DATES.semis });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.stages.map((s: Stage) => s.name)).toEqual(['Semi-final 1', 'Semi-final 2', 'Final']);

    const placeholders = {
      SF1: '[1st in the table] v [4th in the table]',
      SF2: '[2nd in the table] v [3rd in the table]',
      F: '[Winner SF1] v [Winner SF2]',
    };
    expect(pairs(await bracket(tournament.id))).toEqual(placeholders);

    // Five of six league results: the table is not final, the bracket waits.
    await allButLast();
    const waiting = await bracket(tournament.id);
    expect(waiting.leagueComplete).toBe(false);
    expect(pairs(waiting)).toEqual(placeholders);
    const [sf1, sf2, final] = waiting.stages.map((s) => s.matchId) as [string, string, string];

    // The schedule and the calendar show the labels, never an empty team.
    expect(await listed(sf1)).toMatchObject({ team1: '1st in the table', team2: '4th in the table', team1Id: null, stage: 'playoff' });
    const calendar = (await h.app.inject({ method: 'GET', url: '/api/matches.ics' })).body;
    expect(calendar).toContain('SUMMARY:1st in the table vs 4th in the table');
    expect(calendar).toContain('SUMMARY:Winner SF1 vs Winner SF2');
    const sequenceBefore = (await listed(sf1)).sequence;
    // Nobody scores a placeholder: its teams come first.
    const early = await h.app.inject({ method: 'POST', url: `/api/matches/${sf1}/result`, headers: h.admin, payload: { type: 'no-result' } });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ success: false, message: "This knockout match's teams are not known yet" });

    // The last league result: D 6 points; A, B and C on 2, NRR orders C, B, A.
    await last();
    const table = (await h.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}/standings` })).json().data as { team: string; points: number }[];
    expect(table.map((r) => [r.team, r.points])).toEqual([
      [D, 6],
      [C, 2],
      [B, 2],
      [A, 2],
    ]);
    const filled = await bracket(tournament.id);
    expect(filled.leagueComplete).toBe(true);
    expect(pairs(filled)).toEqual({ SF1: `${D} v ${A}`, SF2: `${C} v ${B}`, F: placeholders.F });
    expect(filled.stages[0]!.sides).toEqual([
      { label: '1st in the table', teamId: ids[D], team: D },
      { label: '4th in the table', teamId: ids[A], team: A },
    ]);
    // The fixture itself carries the teams, and its calendar event a new SEQUENCE.
    const sf1Listed = await listed(sf1);
    expect(sf1Listed).toMatchObject({ team1: D, team2: A, team1Id: ids[D] });
    expect(sf1Listed.sequence).toBeGreaterThan(sequenceBefore);
    expect((await h.app.inject({ method: 'GET', url: '/api/matches.ics' })).body).toContain(`SUMMARY:${D} vs ${A}`);

    // A beat D; C and B tie with no super over: C, placed higher, goes through.
    await win(sf1, [D, 150], [A, 151], A);
    expect(pairs(await bracket(tournament.id)).F).toBe(`${A} v [Winner SF2]`);
    await result(sf2, { type: 'tie' });
    const decided = await bracket(tournament.id);
    expect(pairs(decided).F).toBe(`${A} v ${C}`);
    expect(decided.stages.map((s) => s.winnerId)).toEqual([ids[A], ids[C], null]);
    expect(await listed(final)).toMatchObject({ team1: A, team2: C, team1Id: ids[A] });
  });

  it('made after the league: filled at once; a league result taken back empties it again; a super over decides a tied knockout', async () => {
    const { tournament, games, allButLast, last } = await league();
    await allButLast();
    await last();
    const made = await postKnockouts(tournament.id, { template: 'semis', dates: DATES.semis });
    expect(made.statusCode, made.body).toBe(201);
    const [sf1, sf2] = (made.json().data as Bracket).stages.map((s) => s.matchId) as [string, string];
    expect(pairs(made.json().data).SF1).toBe(`${D} v ${A}`);

    // The admin takes back the last league result: the table is not final, the labels return.
    const events = (await h.app.inject({ method: 'GET', url: `/api/matches/${games.DC}/events` })).json().data as { id: string }[];
    const lastId = events.at(-1)!.id;
    const undo = await h.app.inject({
      method: 'POST',
      url: `/api/matches/${games.DC}/events`,
      headers: h.admin,
      payload: { id: randomUUID(), after: lastId, type: 'amend', target: lastId },
    });
    expect(undo.statusCode, undo.body).toBe(201);
    expect(pairs(await bracket(tournament.id)).SF1).toBe('[1st in the table] v [4th in the table]');
    expect(await listed(sf1)).toMatchObject({ team1: '1st in the table', team1Id: null });
    await last();
    expect(pairs(await bracket(tournament.id)).SF1).toBe(`${D} v ${A}`);

    await result(sf1, { type: 'tie', superOverWinner: A });
    await result(sf2, { type: 'no-result' });
    expect(pairs(await bracket(tournament.id)).F).toBe(`${A} v ${C}`);
  });

  it('ipl: Qualifier 2 is the loser of Qualifier 1 against the winner of the Eliminator', async () => {
    const { ids, tournament, allButLast, last } = await league();
    const made = await postKnockouts(tournament.id, { template: 'ipl', dates: DATES.ipl });
    expect(made.statusCode, made.body).toBe(201);
    expect(pairs(made.json().data)).toEqual({
      Q1: '[1st in the table] v [2nd in the table]',
      E: '[3rd in the table] v [4th in the table]',
      Q2: '[Loser Qualifier 1] v [Winner Eliminator]',
      F: '[Winner Qualifier 1] v [Winner Qualifier 2]',
    });
    await allButLast();
    await last();
    const filled = await bracket(tournament.id);
    expect(pairs(filled)).toMatchObject({ Q1: `${D} v ${C}`, E: `${B} v ${A}` });
    const [q1, e, q2] = filled.stages.map((s) => s.matchId) as [string, string, string];
    await win(q1, [D, 120], [C, 121], C);
    await win(e, [B, 140], [A, 150], A);
    const next = await bracket(tournament.id);
    expect(pairs(next)).toMatchObject({ Q2: `${D} v ${A}`, F: `${C} v [Winner Qualifier 2]` });
    expect(next.stages[2]!.sides[0]).toEqual({ label: 'Loser Qualifier 1', teamId: ids[D], team: D });
    await win(q2, [D, 180], [A, 100]);
    expect(pairs(await bracket(tournament.id)).F).toBe(`${C} v ${D}`);
  });

  it('admin only; a bad body is a 400, a second bracket a 409, an unknown tournament a 404', async () => {
    const { tournament } = await league();
    const body = { template: 'semis', dates: DATES.semis };
    const visitor = await h.app.inject({ method: 'POST', url: `/api/tournaments/${tournament.id}/knockouts`, payload: body });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false });
    const scorer = await postKnockouts(tournament.id, body, h.scorer);
    expect(scorer.statusCode).toBe(403);
    expect(scorer.json()).toMatchObject({ success: false });

    const bad = await postKnockouts(tournament.id, { template: 'top8', dates: DATES.semis });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Template must be semis, top6 or ipl' });
    const count = await postKnockouts(tournament.id, { template: 'ipl', dates: DATES.semis });
    expect(count.json()).toEqual({ success: false, message: 'Give one date for each knockout match' });
    const date = await postKnockouts(tournament.id, { template: 'semis', dates: ['2030-02-30T07:00', ...DATES.semis.slice(1)] });
    expect(date.json()).toEqual({ success: false, message: 'Each date must be a date and time like 2026-05-01T15:30' });
    const order = await postKnockouts(tournament.id, { template: 'semis', dates: [...DATES.semis].reverse() });
    expect(order.json()).toEqual({ success: false, message: 'Knockout dates must be in the order the matches are played' });
    const six = await postKnockouts(tournament.id, { template: 'top6', dates: ['01', '02', '03', '04', '05'].map((d) => `2030-05-${d}T07:00`) });
    expect(six.statusCode).toBe(400);
    expect(six.json()).toEqual({ success: false, message: 'Not enough teams in this tournament for this template' });
    const ground = await postKnockouts(tournament.id, { ...body, groundId: '00000000-0000-4000-8000-000000000000' });
    expect(ground.json()).toEqual({ success: false, message: 'Unknown ground' });
    expect(await bracket(tournament.id)).toBeNull();

    expect((await postKnockouts(tournament.id, body)).statusCode).toBe(201);
    const again = await postKnockouts(tournament.id, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This tournament already has its knockouts' });
    const ghost = await h.app.inject({ method: 'GET', url: '/api/tournaments/00000000-0000-4000-8000-000000000000/knockouts' });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json()).toMatchObject({ success: false });
  });

  it('fills the places when the league ends with its last fixture deleted, so the semi-final can be scored', async () => {
    const { tournament, games, allButLast } = await league();
    await allButLast();
    expect((await postKnockouts(tournament.id, { template: 'semis', dates: DATES.semis })).statusCode).toBe(201);
    // D v C is called off and deleted: every league fixture left is played, but no result was written.
    const gone = await h.app.inject({ method: 'DELETE', url: `/api/matches/${games.DC}`, headers: h.admin });
    expect(gone.statusCode, gone.body).toBe(200);
    const sf1 = (await bracket(tournament.id)).stages.find((s) => s.code === 'SF1')!;
    // Scoring the semi-final finds its teams first instead of refusing it for ever.
    await result(sf1.matchId, { type: 'no-result' });
    expect(pairs(await bracket(tournament.id)).SF1).not.toContain('[');
  });

  it('refuses a bracket for a tournament that plays in groups', async () => {
    const { ids, tournament } = await league();
    const [a, b, c, d] = Object.values(ids);
    // Groups are written by a plan's apply (fixture-plan.test.ts); set here directly.
    await h.db.db
      .update(tournaments)
      .set({
        groups: [
          { name: 'A', teamIds: [a!, b!] },
          { name: 'B', teamIds: [c!, d!] },
        ],
      })
      .where(eq(tournaments.id, tournament.id));
    const res = await postKnockouts(tournament.id, { template: 'semis', dates: DATES.semis });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Knockouts from a template follow one table: this tournament plays in groups' });
  });
});
