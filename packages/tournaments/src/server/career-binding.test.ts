/**
 * How a typed scorecard name is bound to a person (career-binding.ts): through the squad of
 * its team in the match's tournament (else the team's squad from before tournaments), by any
 * name the member is known by (any case and spacing); a name in neither squad (a guest, even
 * one sharing a profile's name elsewhere) is a line of its own and ranks nowhere.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renamePerson } from '@league/people/server';
import { insertPlayerProfile } from '@league/players/server';
import { createHarness, postFixture, postTournament, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

const ball = (batter: string, runs: number) => ({
  type: 'delivery',
  innings: 0,
  team: 'Banyan Blasters',
  over: 0,
  batter,
  non_striker: 'Partner',
  bowler: 'Visiting Bowler',
  runs: { batter: runs, extras: 0, total: runs },
});

async function squad() {
  const t = await postTournament(h, { name: 'Binding Cup', season: '2026' });
  const team = await h.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: h.admin,
    payload: { section: 'GICPL-OG', name: 'Banyan Blasters', captain: 'Asha', players: [{ name: 'asha   RAO' }] },
  });
  expect(team.statusCode, team.body).toBe(201);
  await h.db.query('update team_players set tournament_id = $1', [t.id]);
  return t.id;
}

async function scoreOne(batters: Array<[string, number]>, tournamentId?: string) {
  const t = { id: tournamentId ?? (await squad()) };
  const match = await postFixture(h, { team1: 'Banyan Blasters', team2: 'Visitors XI', tournamentId: t.id });
  let after: string | null = null;
  for (const [name, runs] of batters) {
    const id = randomUUID();
    const res = await h.app.inject({ method: 'POST', url: `/api/matches/${match.id}/events`, headers: h.scorer, payload: { id, after, ...ball(name, runs) } });
    expect(res.statusCode, res.body).toBe(201);
    after = id;
  }
  return t.id;
}

describe('binding scorecard names to people', () => {
  it('binds through the squad (any case and spacing); a name outside the squads stays its own line, even when a profile elsewhere has it', async () => {
    const asha = await insertPlayerProfile(h.db.db, { phone: '9000000001', name: 'Asha Rao', dob: '1990-01-01' });
    const solo = await insertPlayerProfile(h.db.db, { phone: '9000000002', name: 'Solo Singh', dob: '1990-01-01' });
    await insertPlayerProfile(h.db.db, { phone: '9000000003', name: 'Rahul', dob: '1990-01-01' });
    await insertPlayerProfile(h.db.db, { phone: '9000000004', name: 'Rahul', dob: '1991-01-01' });
    await scoreOne([
      ['ASHA RAO', 6],
      ['Solo Singh', 4],
      ['solo singh', 1],
      ['Rahul', 3],
      ['Nobody Known', 2],
    ]);
    const stats = (await h.app.inject({ method: 'GET', url: '/api/stats' })).json().data;
    const row = (name: string) => stats.batting.find((b: { name: string }) => b.name === name);
    // "ASHA RAO" is the squad's "asha   RAO" (no profile has that spelling): the person the profile is, under the profile's name.
    expect(row('Asha Rao')).toMatchObject({ runs: 6, playerId: asha!.id, personId: asha!.personId });
    // A guest: no squad line, so not the league's "Solo Singh" profile (another team's player
    // perhaps): a line of its own, as is any other spelling of it.
    expect(row('Solo Singh')).toMatchObject({ runs: 4, team: 'Banyan Blasters' });
    expect(row('solo singh')).toMatchObject({ runs: 1, team: 'Banyan Blasters' });
    expect(JSON.stringify(stats)).not.toContain(solo!.id);
    for (const name of ['Solo Singh', 'solo singh', 'Rahul', 'Nobody Known']) {
      expect(row(name)).not.toHaveProperty('playerId');
      expect(row(name)).not.toHaveProperty('personId');
    }
    const boards = (await h.app.inject({ method: 'GET', url: '/api/players/leaderboards' })).json().data;
    expect(boards.topRuns).toEqual([{ name: 'Asha Rao', value: 6 }]);
  });

  it("binds through the team's squad from before tournaments when the team has none for the match's tournament", async () => {
    const asha = await insertPlayerProfile(h.db.db, { phone: '9000000001', name: 'Asha Rao', dob: '1990-01-01' });
    const t = await postTournament(h, { name: 'Later Cup', season: '2026' });
    // A squad typed before any tournament (no tournament of its own).
    const team = await h.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: h.admin,
      payload: { section: 'GICPL-OG', name: 'Banyan Blasters', captain: 'Asha', players: [{ name: 'Asha Rao' }] },
    });
    expect(team.statusCode, team.body).toBe(201);
    await scoreOne([['Asha Rao', 5]], t.id);
    const stats = (await h.app.inject({ method: 'GET', url: '/api/stats' })).json().data;
    expect(stats.batting.find((b: { name: string }) => b.name === 'Asha Rao')).toMatchObject({ runs: 5, playerId: asha!.id, personId: asha!.personId });
  });

  it('a renamed squad member keeps every figure scored under the old name', async () => {
    const asha = await insertPlayerProfile(h.db.db, { phone: '9000000001', name: 'Asha Rao', dob: '1990-01-01' });
    const tournamentId = await squad();
    await scoreOne([['Asha Rao', 6]], tournamentId);
    await renamePerson(h.db.db, asha!.personId!, 'Asha Mehta', [{ table: 'team_players', column: 'person_id', nameColumn: 'name' }]);
    await h.db.query('update players set name = $1 where id = $2', ['Asha Mehta', asha!.id]);
    await scoreOne([['Asha Mehta', 3]], tournamentId);
    h.cache.clear();
    const stats = (await h.app.inject({ method: 'GET', url: '/api/stats' })).json().data;
    const lines = stats.batting.filter((b: { personId?: string }) => b.personId === asha!.personId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ runs: 9, playerId: asha!.id });
    expect(stats.batting.map((b: { name: string }) => b.name)).not.toContain('Asha Rao');
  });
});
