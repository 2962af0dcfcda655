import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamCreatedResponseSchema, teamListResponseSchema, teamResponseSchema, type Team } from '../contract';
import { createHarness, snapshot, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

async function create(payload: unknown) {
  return h.app.inject({ method: 'POST', url: '/api/teams', headers: h.admin, payload: payload as object });
}
async function createOk(payload: Record<string, unknown>): Promise<Team> {
  const res = await create({ section: 'GICPL-OG', captain: 'Asha', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });

describe('reading teams', () => {
  it('answers an empty list as {data: []}', async () => {
    const res = await get('/api/teams');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('lists every team with its squad, by section and then name regardless of case', async () => {
    await createOk({ name: 'zebra Zappers', players: ['Zed'] });
    await createOk({ name: 'Alpha Aces', players: [{ name: 'Al', role: 'WK' }, 'Bo'] });
    await createOk({ section: 'GICPL-H', name: 'Bravo Bats' });
    await createOk({ name: 'Mango Men' });
    const res = await get('/api/teams');
    const body = teamListResponseSchema.parse(res.json());
    expect(body.data.map((t) => `${t.section} ${t.name}`)).toEqual([
      'GICPL-H Bravo Bats',
      'GICPL-OG Alpha Aces',
      'GICPL-OG Mango Men',
      'GICPL-OG zebra Zappers',
    ]);
    expect(body.data[1]!.players.map((p) => [p.name, p.role])).toEqual([
      ['Al', 'WK'],
      ['Bo', 'Player'],
    ]);
  });

  it('answers one team by id, and 404 for an unknown or malformed id', async () => {
    const team = await createOk({ name: 'Kaveri Kings', players: ['Karthik'] });
    const res = await get(`/api/teams/${team._id}`);
    expect(res.statusCode).toBe(200);
    expect(teamResponseSchema.parse(res.json()).data).toEqual(team);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '1%27%20or%201=1']) {
      const missing = await get(`/api/teams/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Team not found' });
    }
  });

  it('serves the list with an ETag, 304 when unchanged, and fresh data after each write', async () => {
    const first = await get('/api/teams');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get('/api/teams', { 'if-none-match': etag })).statusCode).toBe(304);

    const team = await createOk({ name: 'Gully Gladiators' });
    const afterCreate = await get('/api/teams', { 'if-none-match': etag });
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.json().data).toHaveLength(1);

    const added = await h.app.inject({ method: 'POST', url: `/api/teams/${team._id}/players`, headers: h.admin, payload: { name: 'Manoj' } });
    expect((await get('/api/teams')).json().data[0].players).toEqual(added.json().data.players);

    const playerId = added.json().data.players[0]._id;
    await h.app.inject({ method: 'DELETE', url: `/api/teams/${team._id}/players/${playerId}`, headers: h.admin });
    expect((await get('/api/teams')).json().data[0].players).toEqual([]);

    await h.app.inject({ method: 'DELETE', url: `/api/teams/${team._id}`, headers: h.admin });
    expect((await get('/api/teams')).json().data).toEqual([]);
  });
});

describe('creating a team', () => {
  it('trims names, drops blank players, gives each role Player, and answers 201 with the team', async () => {
    const res = await create({
      section: 'GICPL-H',
      name: '  Ashoka Avengers ',
      captain: ' Aarav Sharma  ',
      players: ['  Aarav Sharma ', '   ', '', { name: ' Vihaan ', role: 'VC' }, { name: '  ' }, 'Ishaan'],
    });
    expect(res.statusCode).toBe(201);
    const body = teamCreatedResponseSchema.parse(res.json());
    expect(body.message).toBe('Team created');
    const team = body.data;
    expect(team).toMatchObject({ section: 'GICPL-H', name: 'Ashoka Avengers', captain: 'Aarav Sharma' });
    expect(team.players.map((p) => [p.name, p.role])).toEqual([
      ['Aarav Sharma', 'Player'],
      ['Vihaan', 'VC'],
      ['Ishaan', 'Player'],
    ]);
    expect(await h.db.query('select count(*)::int as n from team_players')).toEqual([{ n: 3 }]);
  });

  it('accepts a team with no players at all', async () => {
    const team = await createOk({ name: 'Solo XI' });
    expect(team.players).toEqual([]);
  });

  it('ignores unknown and immutable fields', async () => {
    const forged = '11111111-1111-4111-8111-111111111111';
    const team = await createOk({ _id: forged, name: 'Peepal Tree Titans', createdAt: '2000-01-01', isAdmin: true });
    expect(team._id).not.toBe(forged);
    expect(Object.keys(team).sort()).toEqual(['_id', 'captain', 'name', 'players', 'section', 'tournamentId']);
  });

  it('refuses a name already used in the same section (any case) with 409, but not in the other section', async () => {
    await createOk({ name: 'Maidan Mavericks' });
    const before = await snapshot(h.db);
    const dup = await create({ section: 'GICPL-OG', name: '  MAIDAN mavericks ', captain: 'Someone' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ success: false, message: 'A team named MAIDAN mavericks already exists in GICPL-OG' });
    expect(await snapshot(h.db)).toEqual(before);
    const other = await create({ section: 'GICPL-H', name: 'Maidan Mavericks', captain: 'Someone' });
    expect(other.statusCode).toBe(201);
  });

  it('two admins creating the same name at once: one 201, one 409', async () => {
    const payload = { section: 'GICPL-OG', name: 'Twin Towers', captain: 'A' };
    const results = await Promise.all([create(payload), create({ ...payload, name: 'twin towers' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await h.db.query('select count(*)::int as n from teams')).toEqual([{ n: 1 }]);
  });

  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['no name', { name: undefined }, 'Team name is required'],
    ['a blank name', { name: '    ' }, 'Team name is required'],
    ['a number as name', { name: 42 }, 'Team name is required'],
    ['no captain', { captain: undefined }, 'Captain is required'],
    ['a blank captain', { captain: ' \t ' }, 'Captain is required'],
    ['no section', { section: undefined }, 'Section must be GICPL-OG or GICPL-H'],
    ['an unknown section', { section: 'GICPL-X' }, 'Section must be GICPL-OG or GICPL-H'],
    ['a lower-case section', { section: 'gicpl-og' }, 'Section must be GICPL-OG or GICPL-H'],
    ['an unknown role', { players: [{ name: 'Raj', role: 'Coach' }] }, 'Role must be Player, C, VC or WK'],
    ['players not a list', { players: 'Raj, Ravi' }, 'Players must be a list of names'],
    ['a player that is a number', { players: [7] }, 'Players must be a list of names'],
    ['too many players', { players: Array.from({ length: 41 }, (_, i) => `P${i}`) }, 'A team can have at most 40 players'],
    ['a name that is too long', { name: 'x'.repeat(81) }, 'Must be at most 80 characters'],
    ['a player name that is too long', { players: ['y'.repeat(81)] }, 'Names must be at most 80 characters'],
  ];
  for (const [label, change, message] of cases) {
    it(`answers 400 "${message}" for ${label}, and stores nothing`, async () => {
      const res = await create({ section: 'GICPL-OG', name: 'Valid Name', captain: 'Valid Captain', ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
      expect(await h.db.query('select count(*)::int as n from teams')).toEqual([{ n: 0 }]);
    });
  }

  it('allows exactly 40 players once blanks are dropped', async () => {
    const players = [...Array.from({ length: 40 }, (_, i) => `P${i}`), ' ', ''];
    const team = await createOk({ name: 'Big Squad', players });
    expect(team.players).toHaveLength(40);
  });
});

describe('deleting a team', () => {
  it('removes the team and its players', async () => {
    const keep = await createOk({ name: 'Keep XI', players: ['K1', 'K2'] });
    const gone = await createOk({ name: 'Gone XI', players: ['G1', 'G2', 'G3'] });
    const res = await h.app.inject({ method: 'DELETE', url: `/api/teams/${gone._id}`, headers: h.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Team deleted' });
    expect((await get(`/api/teams/${gone._id}`)).statusCode).toBe(404);
    expect(await h.db.query('select team_id from team_players group by team_id')).toEqual([{ team_id: keep._id }]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await h.app.inject({ method: 'DELETE', url: `/api/teams/${id}`, headers: h.admin });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Team not found' });
    }
  });
});

describe('adding and removing players', () => {
  it('adds a trimmed player at the end (role Player unless given) and answers the updated team', async () => {
    const team = await createOk({ name: 'Nalanda Knights', players: ['Aryan'] });
    const res = await h.app.inject({ method: 'POST', url: `/api/teams/${team._id}/players`, headers: h.admin, payload: { name: '  Rishabh Jha ' } });
    expect(res.statusCode).toBe(200);
    const updated = teamResponseSchema.parse(res.json()).data;
    expect(updated.players.map((p) => [p.name, p.role])).toEqual([
      ['Aryan', 'Player'],
      ['Rishabh Jha', 'Player'],
    ]);
    const wk = await h.app.inject({
      method: 'POST',
      url: `/api/teams/${team._id}/players`,
      headers: h.admin,
      payload: { name: 'Utkarsh', role: 'WK', _id: 'x' },
    });
    expect(wk.json().data.players.at(-1)).toMatchObject({ name: 'Utkarsh', role: 'WK' });
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['no name', {}, 'Player name is required'],
    ['a blank name', { name: '   ' }, 'Player name is required'],
    ['an unknown role', { name: 'Raj', role: 'Captain' }, 'Role must be Player, C, VC or WK'],
    ['a long name', { name: 'z'.repeat(81) }, 'Must be at most 80 characters'],
  ];
  for (const [label, payload, message] of bad) {
    it(`answers 400 "${message}" for ${label}`, async () => {
      const team = await createOk({ name: 'Vindhya Warriors' });
      const res = await h.app.inject({ method: 'POST', url: `/api/teams/${team._id}/players`, headers: h.admin, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
      expect(await h.db.query('select count(*)::int as n from team_players')).toEqual([{ n: 0 }]);
    });
  }

  it('adding to an unknown or malformed team is a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await h.app.inject({ method: 'POST', url: `/api/teams/${id}/players`, headers: h.admin, payload: { name: 'Raj' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Team not found');
    }
  });

  it('removes one player and answers the updated team', async () => {
    const team = await createOk({ name: 'Sahyadri Strikers', players: ['Om', 'Parth', 'Soham'] });
    const parth = team.players[1]!;
    const res = await h.app.inject({ method: 'DELETE', url: `/api/teams/${team._id}/players/${parth._id}`, headers: h.admin });
    expect(res.statusCode).toBe(200);
    expect(teamResponseSchema.parse(res.json()).data.players.map((p) => p.name)).toEqual(['Om', 'Soham']);
  });

  it("removing an unknown player, a malformed id, or another team's player is a 404", async () => {
    const a = await createOk({ name: 'Team A', players: ['A1'] });
    const b = await createOk({ name: 'Team B', players: ['B1'] });
    const tries: Array<[string, string, string]> = [
      [a._id, '00000000-0000-4000-8000-000000000000', 'Player not found'],
      [a._id, 'not-a-uuid', 'Player not found'],
      [a._id, b.players[0]!._id, 'Player not found'],
      ['00000000-0000-4000-8000-000000000000', a.players[0]!._id, 'Team not found'],
      ['zzz', a.players[0]!._id, 'Team not found'],
    ];
    const before = await snapshot(h.db);
    for (const [teamId, playerId, message] of tries) {
      const res = await h.app.inject({ method: 'DELETE', url: `/api/teams/${teamId}/players/${playerId}`, headers: h.admin });
      expect(res.statusCode, `${teamId}/${playerId}`).toBe(404);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect(await snapshot(h.db)).toEqual(before);
  });
});
