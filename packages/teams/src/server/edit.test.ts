/** Issue 31: PUT /api/teams/{id} renames a team and picks its captain from the squad. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamListResponseSchema, teamResponseSchema, type Team } from '../contract';
import { createHarness, snapshot, type Harness } from './harness';
import { addSquadLine, makeTournamentCurrent } from './repo';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());
beforeEach(() => h.reset());

async function createTeam(name: string, players: unknown[], section = 'GICPL-OG'): Promise<Team> {
  const res = await h.app.inject({ method: 'POST', url: '/api/teams', headers: h.admin, payload: { section, name, captain: 'Asha Rao', players } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const put = (id: string, payload: object, headers = h.admin) => h.app.inject({ method: 'PUT', url: `/api/teams/${id}`, headers, payload });
const listed = async (id: string) => {
  const res = await h.app.inject({ method: 'GET', url: '/api/teams' });
  return teamListResponseSchema.parse(res.json()).data.find((t) => t._id === id)!;
};
const roles = (team: Team) => team.players.map((p) => `${p.name}:${p.role}`);
const squad = [{ name: 'Asha Rao', role: 'C' }, { name: 'Bina Das', role: 'VC' }, 'Chitra Iyer', { name: 'Devika Nair', role: 'WK' }];

describe('editing a team', () => {
  it('renames a team and keeps its captain and squad when no captain is picked', async () => {
    const team = await createTeam('Lake Lions', squad);
    const res = await put(team._id, { name: '  Lake Lionesses ', captain: 'Asha Rao' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = teamResponseSchema.parse(res.json()).data;
    expect(saved.name).toBe('Lake Lionesses');
    expect(roles(saved)).toEqual(roles(team));
    expect((await listed(team._id)).name).toBe('Lake Lionesses');
  });

  it('marks the picked member C and the old captain Player, with the rename, and the list shows both', async () => {
    const team = await createTeam('Lake Lions', squad);
    // Warm the cached list: the edit must drop it.
    expect(roles(await listed(team._id))).toEqual(['Asha Rao:C', 'Bina Das:VC', 'Chitra Iyer:Player', 'Devika Nair:WK']);
    const chitra = team.players.find((p) => p.name === 'Chitra Iyer')!;
    const res = await put(team._id, { name: 'Lake Tigers', captain: 'ignored when a member is picked', captainPlayerId: chitra._id });
    expect(res.statusCode, res.body).toBe(200);
    const saved = teamResponseSchema.parse(res.json()).data;
    expect(saved).toMatchObject({ name: 'Lake Tigers', captain: 'Chitra Iyer' });
    expect(roles(saved)).toEqual(['Asha Rao:Player', 'Bina Das:VC', 'Chitra Iyer:C', 'Devika Nair:WK']);
    const fromList = await listed(team._id);
    expect(fromList).toMatchObject({ name: 'Lake Tigers', captain: 'Chitra Iyer' });
    expect(roles(fromList)).toEqual(roles(saved));
    // The line keeps its id: only the role changed.
    expect(fromList.players.map((p) => p._id)).toEqual(team.players.map((p) => p._id));
  });

  it('makes a vice-captain the captain, and clears every other C of the squad', async () => {
    const team = await createTeam('Two Skippers', [
      { name: 'Asha Rao', role: 'C' },
      { name: 'Bina Das', role: 'VC' },
      { name: 'Esha Gill', role: 'C' },
    ]);
    const bina = team.players.find((p) => p.name === 'Bina Das')!;
    const res = await put(team._id, { name: 'Two Skippers', captain: 'x', captainPlayerId: bina._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(roles(res.json().data)).toEqual(['Asha Rao:Player', 'Bina Das:C', 'Esha Gill:Player']);
  });

  it('picking the current captain again changes nothing but the name', async () => {
    const team = await createTeam('Lake Lions', squad);
    const asha = team.players[0]!;
    const res = await put(team._id, { name: 'Lake Lions II', captain: 'Asha Rao', captainPlayerId: asha._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(roles(res.json().data)).toEqual(roles(team));
  });

  it('refuses a captain who is not in the squad with 400 and changes nothing', async () => {
    const team = await createTeam('Lake Lions', squad);
    const other = await createTeam('River Rovers', ['Farah Khan']);
    const before = await snapshot(h.db);
    for (const captainPlayerId of [randomUUID(), other.players[0]!._id, 'not-an-id', '']) {
      const res = await put(team._id, { name: 'Renamed', captain: 'Farah Khan', captainPlayerId });
      expect(res.statusCode, captainPlayerId).toBe(400);
      expect(res.json()).toEqual({ success: false, message: "The captain must be a member of this team's squad: pick one from the list" });
    }
    expect(await snapshot(h.db)).toEqual(before);
  });

  it("refuses a line of an earlier tournament's squad: only the current squad counts", async () => {
    const team = await createTeam('Lake Lions', squad);
    const tournament = randomUUID();
    await makeTournamentCurrent(h.db.db, [team._id], tournament);
    await addSquadLine(h.db.db, { teamId: team._id, tournamentId: tournament, name: 'Gauri Sen', role: 'C' });
    await addSquadLine(h.db.db, { teamId: team._id, tournamentId: tournament, name: 'Hema Roy' });
    h.cache.clear();
    const now = await listed(team._id);
    expect(roles(now)).toEqual(['Gauri Sen:C', 'Hema Roy:Player']);

    const old = await put(team._id, { name: 'Lake Lions', captain: 'Asha Rao', captainPlayerId: team.players[2]!._id });
    expect(old.statusCode).toBe(400);

    const hema = now.players[1]!;
    const res = await put(team._id, { name: 'Lake Lions', captain: 'x', captainPlayerId: hema._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(roles(res.json().data)).toEqual(['Gauri Sen:Player', 'Hema Roy:C']);
    // The earlier squad keeps its own captain.
    const rows = await h.db.query<{ name: string; role: string }>('select name, role from team_players where tournament_id is null order by seq');
    expect(rows.map((r) => `${r.name}:${r.role}`)).toEqual(roles(team));
  });

  it('refuses a name another team of the section has, in any case, with the create message', async () => {
    const team = await createTeam('Lake Lions', squad);
    await createTeam('River Rovers', ['Farah Khan']);
    await createTeam('Hill Hawks', ['Gita'], 'GICPL-H');
    const before = await snapshot(h.db);
    const res = await put(team._id, { name: 'RIVER rovers', captain: 'Bina Das', captainPlayerId: team.players[1]!._id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'A team named RIVER rovers already exists in GICPL-OG' });
    expect(await snapshot(h.db)).toEqual(before);
    // Another section's name is free; the team's own name in another case is too.
    expect((await put(team._id, { name: 'Hill Hawks', captain: 'Asha Rao' })).statusCode).toBe(200);
    expect((await put(team._id, { name: 'hill hawks', captain: 'Asha Rao' })).statusCode).toBe(200);
  });

  it('answers 400 with the contract messages for a blank name, and 404 for an unknown team', async () => {
    const team = await createTeam('Lake Lions', squad);
    const blank = await put(team._id, { name: '   ', captain: 'Asha Rao' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ success: false, message: 'Team name is required' });
    const missing = await put(randomUUID(), { name: 'Anyone', captain: 'Asha Rao', captainPlayerId: randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Team not found' });
  });

  it('a visitor gets 401 whatever it sends, and nothing changes', async () => {
    const team = await createTeam('Lake Lions', squad);
    const before = await snapshot(h.db);
    for (const payload of [{ name: 'Hacked', captain: 'x', captainPlayerId: team.players[2]!._id }, { name: '' }]) {
      const res = await put(team._id, payload, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await snapshot(h.db)).toEqual(before);
  });
});
