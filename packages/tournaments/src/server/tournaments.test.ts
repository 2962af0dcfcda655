/**
 * Tournaments, Cricsheet import and export, fixtures linked to teams, team edits and the
 * access matrix of every new write (spec sections 1 and 4), through HTTP on a real db.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessMatrix } from '@league/core/testing';
import { createHarness, postFixture, postTournament, type Harness } from './harness';

const file = (name: string) => JSON.parse(readFileSync(new URL(`../../../cricket/test-data/${name}`, import.meta.url), 'utf8'));
const FINAL_2008 = 'ipl2008/336040.json';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

const get = (url: string) => h.app.inject({ method: 'GET', url });
const count = async (table: string) => Number((await h.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

async function postTeam(name: string, players: Array<string | { name: string; role: string }> = [], section = 'GICPL-OG') {
  const res = await h.app.inject({ method: 'POST', url: '/api/teams', headers: h.admin, payload: { section, name, captain: 'Captain', players } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string };
}

describe('tournaments', () => {
  it('creates with the spec defaults, lists, reads, edits the whole record and deletes', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: h.admin,
      payload: { name: ' GICPL-OG 2026 ', season: '2026', section: 'GICPL-OG', id: 'forged', createdAt: '2001-01-01T00:00:00Z' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const t = created.json().data;
    expect(t).toMatchObject({
      name: 'GICPL-OG 2026',
      season: '2026',
      section: 'GICPL-OG',
      format: { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 },
      points: { win: 2, tie: 1, noResult: 1, loss: 0 },
      superOverDecidesTie: true,
      status: 'upcoming',
      matchCount: 0,
    });
    expect(t.id).not.toBe('forged');
    expect(t._id).toBe(t.id);

    const put = await h.app.inject({
      method: 'PUT',
      url: `/api/tournaments/${t.id}`,
      headers: h.admin,
      payload: { ...t, name: 'GICPL-OG Summer 2026', status: 'active', format: { oversPerInnings: 16 }, superOverDecidesTie: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({
      name: 'GICPL-OG Summer 2026',
      status: 'active',
      format: { oversPerInnings: 16, playersPerSide: 11 },
      superOverDecidesTie: false,
      createdAt: t.createdAt,
    });

    expect((await get('/api/tournaments')).json().data.map((x: { name: string }) => x.name)).toEqual(['GICPL-OG Summer 2026']);
    expect((await get(`/api/tournaments/${t.id}`)).json().data.name).toBe('GICPL-OG Summer 2026');
    const gone = await h.app.inject({ method: 'DELETE', url: `/api/tournaments/${t.id}`, headers: h.admin });
    expect(gone.statusCode).toBe(200);
    expect((await get(`/api/tournaments/${t.id}`)).statusCode).toBe(404);
    expect((await get('/api/tournaments')).json().data).toEqual([]);
  });

  it('says what is wrong with a form: blank name, overs out of range, unknown status', async () => {
    const send = (payload: object) => h.app.inject({ method: 'POST', url: '/api/tournaments', headers: h.admin, payload });
    expect((await send({ name: ' ', season: '2026' })).json().message).toContain('Tournament name is required');
    expect((await send({ name: 'X', season: '2026', format: { oversPerInnings: 51 } })).json().message).toContain('Overs per innings must be between 1 and 50');
    expect((await send({ name: 'X', season: '2026', format: { playersPerSide: 1 } })).json().message).toContain('Players per side must be between 2 and 11');
    expect((await send({ name: 'X', season: '2026', status: 'finished' })).statusCode).toBe(400);
    expect(await count('tournaments')).toBe(0);
  });

  it('refuses to delete a tournament that has fixtures (409) and 404s an unknown one', async () => {
    const t = await postTournament(h);
    await postFixture(h, { team1: 'A', team2: 'B', tournamentId: t.id });
    const res = await h.app.inject({ method: 'DELETE', url: `/api/tournaments/${t.id}`, headers: h.admin });
    expect(res.statusCode).toBe(409);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/tournaments/${randomUUID()}`, headers: h.admin })).statusCode).toBe(404);
    expect((await get('/api/tournaments/not-an-id')).statusCode).toBe(404);
  });
});

describe('Cricsheet import and export', () => {
  it('imports a match (201 {matchId}), the same file again answers 200 with the same id and adds nothing', async () => {
    const t = await postTournament(h);
    const url = `/api/tournaments/${t.id}/cricsheet`;
    const first = await h.app.inject({ method: 'POST', url, headers: h.admin, payload: file(FINAL_2008) });
    expect(first.statusCode, first.body).toBe(201);
    const { matchId } = first.json().data;
    const events = await count('match_events');
    const again = await h.app.inject({ method: 'POST', url, headers: h.admin, payload: file(FINAL_2008) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ matchId, created: false });
    expect(await count('match_events')).toBe(events);
    expect(await count('matches')).toBe(1);

    const card = (await get(`/api/matches/${matchId}/scorecard`)).json().data;
    expect(card).toMatchObject({ tournamentId: t.id, stage: 'playoff', status: 'completed', teams: ['Chennai Super Kings', 'Rajasthan Royals'] });
    expect(card.result).toMatchObject({ type: 'win', winner: 'Rajasthan Royals', by: { wickets: 3 } });
    expect(card.innings[0]).toMatchObject({ team: 'Chennai Super Kings', runs: 163, wickets: 5 });
    const fixture = (await get('/api/matches')).json().data[0];
    expect(fixture).toMatchObject({ id: matchId, tournamentId: t.id, stage: 'playoff', status: 'completed', result: 'Rajasthan Royals won by 3 wickets' });
    expect(fixture.venue).toContain('DY Patil');
  });

  it('exports Cricsheet 1.1.0 whose deliveries equal the imported file', async () => {
    const t = await postTournament(h);
    const original = file(FINAL_2008);
    const { matchId } = (await h.app.inject({ method: 'POST', url: `/api/tournaments/${t.id}/cricsheet`, headers: h.admin, payload: original })).json().data;
    const res = await get(`/api/matches/${matchId}/cricsheet`);
    expect(res.statusCode).toBe(200);
    const exported = res.json();
    expect(exported.meta.data_version).toBe('1.1.0');
    expect(exported.info.teams).toEqual(original.info.teams);
    const deliveries = (m: { innings: Array<{ overs: Array<{ deliveries: unknown[] }> }> }) => m.innings.map((i) => i.overs.flatMap((o) => o.deliveries));
    expect(deliveries(exported)).toEqual(deliveries(original));
    // Exported and imported again into another tournament: the same match, nothing added.
    const other = await postTournament(h, { name: 'Copy' });
    const reimport = await h.app.inject({ method: 'POST', url: `/api/tournaments/${other.id}/cricsheet`, headers: h.admin, payload: exported });
    expect(reimport.json().data).toEqual({ matchId, created: false });
  });

  it('links fixtures to teams of the same name; statistics bind players to roster profiles through the squad', async () => {
    const t = await postTournament(h);
    const team = await postTeam('Rajasthan Royals');
    const profile = randomUUID();
    // A squad for this tournament, one member linked to a roster profile.
    await h.db.query(
      `insert into team_players (team_id, tournament_id, name, role, player_id) values ($1, $2, 'YK Pathan', 'Player', $3), ($1, $2, 'SK Warne', 'C', null)`,
      [team._id, t.id, profile],
    );
    const { matchId } = (await h.app.inject({ method: 'POST', url: `/api/tournaments/${t.id}/cricsheet`, headers: h.admin, payload: file(FINAL_2008) })).json()
      .data;
    const card = (await get(`/api/matches/${matchId}/scorecard`)).json().data;
    expect(card.teamIds).toEqual([null, team._id]);
    // The scorecard keeps names as typed; who they are is the statistics' binding (career-binding.ts).
    expect(JSON.stringify(card)).not.toContain(profile);
    const stats = (await get(`/api/tournaments/${t.id}/stats`)).json().data;
    expect(stats.batting.find((b: { name: string }) => b.name === 'YK Pathan')).toMatchObject({ playerId: profile, runs: 56, team: 'Rajasthan Royals' });
    // Pathan bowled for Rajasthan in Chennai's innings: the same link.
    expect(stats.bowling.find((b: { name: string }) => b.name === 'YK Pathan')).toMatchObject({ playerId: profile, wickets: 3 });
    expect(stats.batting.find((b: { name: string }) => b.name === 'SK Warne')).not.toHaveProperty('playerId');
    // Career figures (GET /api/stats) sum every tournament's scorecards.
    const career = (await get('/api/stats')).json().data;
    expect(career.batting.find((b: { name: string }) => b.name === 'YK Pathan')).toMatchObject({ playerId: profile, runs: 56, matches: 1 });
  });

  it('refuses a file that is not a Cricsheet match (400) and an unknown tournament (404)', async () => {
    const t = await postTournament(h);
    const bad = await h.app.inject({ method: 'POST', url: `/api/tournaments/${t.id}/cricsheet`, headers: h.admin, payload: { meta: {}, info: {} } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Cricsheet/);
    const missing = await h.app.inject({ method: 'POST', url: `/api/tournaments/${randomUUID()}/cricsheet`, headers: h.admin, payload: file(FINAL_2008) });
    expect(missing.statusCode).toBe(404);
    expect(await count('matches')).toBe(0);
  });
});

describe('fixtures and teams of the linked model', () => {
  it('a fixture posted the old way (names only) is linked to the teams of those names and their tournament', async () => {
    const t = await postTournament(h, { name: 'GICPL-OG 2026', season: '2026', section: 'GICPL-OG' });
    const a = await postTeam('Banyan Blasters');
    const b = await postTeam('Gully Gladiators');
    await h.db.query('update teams set current_tournament_id = $1', [t.id]);
    const fixture = await postFixture(h, { team1: 'banyan blasters', team2: 'Gully Gladiators' });
    expect(fixture).toMatchObject({ team1Id: a._id, team2Id: b._id, tournamentId: t.id });
    const unknown = await postFixture(h, { team1: 'Visitors XI', team2: 'Banyan Blasters' });
    expect(unknown).toMatchObject({ team1Id: null, team2Id: a._id });
  });

  it('a team cannot play itself, by name (any case) or by id', async () => {
    const a = await postTeam('Banyan Blasters');
    const post = (payload: object) =>
      h.app.inject({ method: 'POST', url: '/api/matches', headers: h.admin, payload: { matchDate: '2026-05-01T15:30', ...payload } });
    expect((await post({ team1: 'Royal Strikers', team2: 'royal strikers ' })).json().message).toBe('A team cannot play itself');
    const byId = await post({ team1: 'x', team2: 'y', team1Id: a._id, team2Id: a._id });
    expect(byId.statusCode).toBe(400);
    expect(await count('matches')).toBe(0);
  });

  it('PUT /api/matches/{id} edits the whole fixture: picked teams, venue, stage; links and ids sent back are ignored', async () => {
    const t = await postTournament(h);
    const a = await postTeam('Banyan Blasters');
    const b = await postTeam('Gully Gladiators');
    const fixture = await postFixture(h, { team1: 'A', team2: 'B' });
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/matches/${fixture.id}`,
      headers: h.admin,
      payload: {
        ...fixture,
        id: randomUUID(),
        team1: '',
        team2: '',
        team1Id: a._id,
        team2Id: b._id,
        tournamentId: t.id,
        venue: 'Shivaji Park',
        stage: 'playoff',
        matchDate: '2026-05-02T09:00',
        team1Name: 'x',
      },
    });
    // Names are required by the old contract even when ids are given.
    expect(res.statusCode).toBe(400);
    const ok = await h.app.inject({
      method: 'PUT',
      url: `/api/matches/${fixture.id}`,
      headers: h.admin,
      payload: {
        ...fixture,
        id: randomUUID(),
        team1: 'old name',
        team2: 'old name 2',
        team1Id: a._id,
        team2Id: b._id,
        tournamentId: t.id,
        venue: 'Shivaji Park',
        stage: 'playoff',
        matchDate: '2026-05-02T09:00',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      id: fixture.id,
      team1: 'Banyan Blasters',
      team2: 'Gully Gladiators',
      venue: 'Shivaji Park',
      stage: 'playoff',
      tournamentId: t.id,
      matchDate: '2026-05-02T03:30:00.000Z',
    });
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: `/api/matches/${randomUUID()}`,
          headers: h.admin,
          payload: { team1: 'A', team2: 'B', matchDate: '2026-05-02T09:00' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('PUT /api/teams/{id} renames and changes the captain; the squad and GET /api/teams answer as before', async () => {
    const a = await postTeam('Banyan Blasters', ['Rohit', { name: 'Amol', role: 'WK' }]);
    await postTeam('Gully Gladiators');
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/teams/${a._id}`,
      headers: h.admin,
      payload: { _id: randomUUID(), name: 'Banyan Blasters XI', captain: 'Amol', players: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: a._id, name: 'Banyan Blasters XI', captain: 'Amol', section: 'GICPL-OG' });
    expect(res.json().data.players.map((p: { name: string }) => p.name)).toEqual(['Rohit', 'Amol']);
    const clash = await h.app.inject({ method: 'PUT', url: `/api/teams/${a._id}`, headers: h.admin, payload: { name: 'gully gladiators', captain: 'Amol' } });
    expect(clash.statusCode).toBe(409);
    const list = (await get('/api/teams')).json().data;
    expect(list.map((t: { name: string }) => t.name)).toEqual(['Banyan Blasters XI', 'Gully Gladiators']);
    expect(Object.keys(list[0]).sort()).toEqual(['_id', 'captain', 'name', 'players', 'section', 'tournamentId']);
  });

  it('a squad is per tournament: the current one is what GET /api/teams shows, earlier ones stay readable', async () => {
    const old = await postTournament(h, { name: 'OG 2025', season: '2025' });
    const now = await postTournament(h, { name: 'OG 2026', season: '2026' });
    const a = await postTeam('Banyan Blasters', ['Rohit', 'Amol']);
    await h.db.query('update team_players set tournament_id = $1', [old.id]);
    await h.db.query('update teams set current_tournament_id = $1', [old.id]);
    await h.db.query(`insert into team_players (team_id, tournament_id, name, role) values ($1, $2, 'Nitin', 'C')`, [a._id, now.id]);
    await h.db.query('update teams set current_tournament_id = $1', [now.id]);
    const team = (await get(`/api/teams/${a._id}`)).json().data;
    expect(team).toMatchObject({ tournamentId: now.id, players: [{ name: 'Nitin', role: 'C' }] });
    // Adding a player the first spec's way adds to the current squad.
    await h.app.inject({ method: 'POST', url: `/api/teams/${a._id}/players`, headers: h.admin, payload: { name: 'Vikas' } });
    const squads = (await get(`/api/teams/${a._id}/squads`)).json().data;
    expect(squads).toEqual([
      { tournamentId: now.id, players: [expect.objectContaining({ name: 'Nitin' }), expect.objectContaining({ name: 'Vikas' })] },
      { tournamentId: old.id, players: [expect.objectContaining({ name: 'Rohit' }), expect.objectContaining({ name: 'Amol' })] },
    ]);
  });
});

describe('access', () => {
  it('every new write refuses each bad token without changing a row; scorers may only post events', async () => {
    const t = await postTournament(h);
    const team = await postTeam('Banyan Blasters');
    const fixture = await postFixture(h, { team1: 'Banyan Blasters', team2: 'Gully Gladiators', tournamentId: t.id });
    const snapshot = async () => ({
      tournaments: await h.db.query('select * from tournaments order by id'),
      matches: await h.db.query('select id, team1, team2, venue, stage, status from matches order by id'),
      teams: await h.db.query('select id, name, captain from teams order by id'),
      events: await count('match_events'),
    });
    const writes = [
      { method: 'POST' as const, url: '/api/tournaments', payload: { name: 'New', season: '2027' } },
      { method: 'PUT' as const, url: `/api/tournaments/${t.id}`, payload: { name: 'Renamed', season: '2008' } },
      { method: 'POST' as const, url: `/api/tournaments/${t.id}/cricsheet`, payload: file(FINAL_2008) },
      {
        method: 'PUT' as const,
        url: `/api/matches/${fixture.id}`,
        payload: { team1: 'Banyan Blasters', team2: 'Chowpatty Chargers', matchDate: '2026-05-02T09:00' },
      },
      { method: 'PUT' as const, url: `/api/teams/${team._id}`, payload: { name: 'Banyan Blasters XI', captain: 'Rohit' } },
      {
        method: 'POST' as const,
        url: `/api/matches/${fixture.id}/events`,
        payload: { id: randomUUID(), after: null, type: 'toss', winner: 'Banyan Blasters', decision: 'bat' },
      },
      { method: 'POST' as const, url: `/api/matches/${fixture.id}/result`, payload: { type: 'abandoned' } },
      { method: 'DELETE' as const, url: `/api/tournaments/${(await postTournament(h, { name: 'Spare' })).id}` },
    ];
    await expectAccessMatrix(h.app, writes, snapshot);

    // A scorer's token: the events call only; every other write is 403.
    const fresh = await postFixture(h, { team1: 'Kaveri Kings', team2: 'Nalanda Knights', tournamentId: t.id });
    const scored = await h.app.inject({
      method: 'POST',
      url: `/api/matches/${fresh.id}/events`,
      headers: h.scorer,
      payload: { id: randomUUID(), after: null, type: 'toss', winner: 'Kaveri Kings', decision: 'bat' },
    });
    expect(scored.statusCode).toBe(201);
    // (The access matrix's admin pass already imported, renamed and deleted: 403 comes first.)
    for (const write of writes.filter((w) => !w.url.endsWith('/events'))) {
      const res = await h.app.inject({ method: write.method, url: write.url, payload: write.payload as never, headers: h.scorer });
      expect(res.statusCode, `${write.method} ${write.url} as scorer`).toBe(403);
    }
  });
});
