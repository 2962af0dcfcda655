/**
 * Issue 29, "Rain", through HTTP: the tournament's rain rule is a setting; the scorer records
 * an interruption; the chase's target is computed (with its working), and the result and the
 * points table follow with no second step. A change of rule recomputes the tournament's cards.
 *
 * Worked by hand, D/L Standard Edition (published table), a 5-over match, G50 200:
 *   A 60 off 5 overs. R1 = 17.2 (5 overs left, 0 down).
 *   B 15/3 after 2 overs; rain; B's innings cut to 3 overs:
 *   R2 = 17.2 - (10.3 [3 overs left, 3 down] - 3.6 [1 over left, 3 down]) = 10.5
 *   par = 60 x 10.5 / 17.2 = 36.63, target 37 off 3 overs. B make 37: B win by 7 wickets.
 *   Table: A credited 36 off 3 overs (12.000 an over), B 37 off 3 (12.333): B +0.333.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, postFixture, postTournament, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

const A = 'Banyan Blasters';
const B = 'Gully Gladiators';
const format = { oversPerInnings: 5, ballsPerOver: 6, playersPerSide: 11 };

function over(innings: number, team: string, index: number, runs: number[], wickets = 0) {
  return runs.map((r, i) => ({
    type: 'delivery',
    innings,
    team,
    over: index,
    batter: i < wickets ? `${team} ${i + 3}` : `${team} 1`,
    non_striker: `${team} 2`,
    bowler: index % 2 ? 'Bowler one' : 'Bowler two',
    runs: { batter: r, extras: 0, total: r },
    ...(i < wickets ? { wickets: [{ player_out: `${team} ${i + 3}`, kind: 'bowled' }] } : {}),
  }));
}

let last: string | null = null;
async function score(matchId: string, events: Record<string, unknown>[]) {
  for (const event of events) {
    const id = randomUUID();
    const res = await h.app.inject({ method: 'POST', url: `/api/matches/${matchId}/events`, headers: h.scorer, payload: { id, after: last, ...event } });
    expect(res.statusCode, res.body).toBe(201);
    last = id;
  }
}
const get = async (url: string) => (await h.app.inject({ method: 'GET', url })).json().data;

describe('a rain rule per tournament', () => {
  it('D/L Standard Edition: the interruption gives the chase its target with the working, and the result and the table follow at once', async () => {
    last = null;
    const tournament = (await postTournament(h, { name: 'Monsoon Cup', season: '2026', format, rain: { rule: 'D/L', g50: 200 } })) as {
      id: string;
      name: string;
      season: string;
      rain: unknown;
    };
    expect(tournament.rain).toEqual({ rule: 'D/L', g50: 200 });
    const match = await postFixture(h, { team1: A, team2: B, tournamentId: tournament.id });
    for (let o = 0; o < 5; o++) await score(match.id, over(0, A, o, [2, 2, 2, 2, 2, 2])); // 60 off 5
    await score(match.id, [...over(1, B, 0, [0, 0, 0, 1, 1, 1], 3), ...over(1, B, 1, [2, 2, 2, 2, 2, 2])]); // 15/3 off 2

    // Fewer overs than already bowled is refused, with what was bowled.
    const tooFew = await h.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/events`,
      headers: h.scorer,
      payload: { id: randomUUID(), after: last, type: 'interruption', innings: 1, overs: 1 },
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toMatchObject({ success: false, message: 'Innings 2 has already had 2.0 overs' });

    await score(match.id, [{ type: 'interruption', innings: 1, overs: 3 }]);
    const during = await get(`/api/matches/${match.id}/scorecard`);
    expect(during.innings[1].target).toMatchObject({ runs: 37, overs: 3, method: 'D/L' });
    expect(during.innings[1].target.working).toContain('R2 < R1: par = 60 x 10.5 / 17.2 = 36.63');

    await score(match.id, over(1, B, 2, [4, 4, 4, 4, 4, 2])); // 37/3 off 3
    const card = await get(`/api/matches/${match.id}/scorecard`);
    expect(card.result).toMatchObject({ type: 'win', winner: B, method: 'D/L', text: `${B} won by 7 wickets (D/L method)` });
    const table = await get(`/api/tournaments/${tournament.id}/standings`);
    const b = table.find((r: { team: string }) => r.team === B);
    expect(b).toMatchObject({ won: 1, points: 2, runsFor: 37, ballsFaced: 18, runsAgainst: 36, ballsBowled: 18 });
    expect(b.nrr).toBeCloseTo(0.333, 3);

    // With no rain rule the chase cut short waits for a ruling: the table drops the match.
    const put = await h.app.inject({
      method: 'PUT',
      url: `/api/tournaments/${tournament.id}`,
      headers: h.admin,
      payload: { name: tournament.name, season: tournament.season, format, rain: { rule: 'none', g50: 200 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(`/api/matches/${match.id}/scorecard`)).result).toBeNull();
    expect((await get(`/api/tournaments/${tournament.id}/standings`)).find((r: { team: string }) => r.team === B)).toMatchObject({ played: 0 });
  });

  it('a chase that ends level with the revised target is a tie under the rule: "Match tied (D/L method)", and the table counts a tie, credited by the rule', async () => {
    last = null;
    const tournament = (await postTournament(h, { name: 'Monsoon Cup', season: '2026', format, rain: { rule: 'D/L', g50: 200 } })) as { id: string };
    const match = await postFixture(h, { team1: A, team2: B, tournamentId: tournament.id });
    for (let o = 0; o < 5; o++) await score(match.id, over(0, A, o, [2, 2, 2, 2, 2, 2])); // 60 off 5
    await score(match.id, [...over(1, B, 0, [0, 0, 0, 1, 1, 1], 3), ...over(1, B, 1, [2, 2, 2, 2, 2, 2])]); // 15/3 off 2
    await score(match.id, [{ type: 'interruption', innings: 1, overs: 3 }]); // target 37 off 3 (worked above)
    await score(match.id, over(1, B, 2, [4, 4, 4, 4, 4, 1])); // 36/3 off 3: one short
    const card = await get(`/api/matches/${match.id}/scorecard`);
    expect(card.result).toMatchObject({ type: 'tie', method: 'D/L', text: 'Match tied (D/L method)' });
    const table = await get(`/api/tournaments/${tournament.id}/standings`);
    for (const team of [A, B]) {
      const row = table.find((r: { team: string }) => r.team === team);
      // A credited target - 1 (36) off the chase's 3 overs; B 36 off 3: level, NRR 0.
      expect(row).toMatchObject({ played: 1, won: 0, lost: 0, tied: 1, runsFor: 36, ballsFaced: 18, runsAgainst: 36, ballsBowled: 18 });
      expect(row.nrr).toBeCloseTo(0, 6);
    }
  });

  it('says what is wrong with a rain setting', async () => {
    const send = (rain: object) => h.app.inject({ method: 'POST', url: '/api/tournaments', headers: h.admin, payload: { name: 'X', season: '2026', rain } });
    expect((await send({ rule: 'DLS' })).json().message).toContain('Rain rule must be none, D/L or ARR');
    expect((await send({ rule: 'D/L', g50: 0 })).json().message).toContain('G50 must be a whole number of runs between 1 and 500');
  });
});
