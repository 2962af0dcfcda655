/**
 * Issue 19's data step: a first-release database (0000 only, with real rows) upgraded in
 * place puts its teams and fixtures into tournaments named after their section and the
 * current year; squads become those tournaments' squads, fixtures are linked to teams by
 * name, and the first spec's reads answer as before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTeams } from '@league/teams/server';
import { listMatches } from '@league/schedule/server';
import { migrationsFolder } from './server';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';

function onlyInitFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-init-only-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.tag === '0000_init') }));
  fs.copyFileSync(path.join(migrationsFolder, '0000_init.sql'), path.join(dir, '0000_init.sql'));
  return dir;
}

let database: AppTestDatabase;
beforeAll(async () => {
  database = await openAppTestDatabase();
});
afterAll(async () => database?.drop());

async function rows<T>(text: string): Promise<T[]> {
  return ((await database.handle.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

describe('the match centre migration', () => {
  it("moves part 1 teams, squads and fixtures into this year's tournaments, linked by name", async () => {
    await database.handle.migrate(onlyInitFolder());
    const [og] = await rows<{ id: string }>(`insert into teams (section, name, captain) values ('GICPL-OG', 'Banyan Blasters', 'Ravi Kumar') returning id`);
    const [og2] = await rows<{ id: string }>(`insert into teams (section, name, captain) values ('GICPL-OG', 'Gully Gladiators', 'Imran') returning id`);
    const [hh] = await rows<{ id: string }>(`insert into teams (section, name, captain) values ('GICPL-H', 'Peepal Panthers', 'Asha Rao') returning id`);
    await rows(
      `insert into team_players (team_id, name, role) values ('${og!.id}', 'Ravi Kumar', 'C'), ('${og!.id}', 'Dev Iyer', 'WK'), ('${hh!.id}', 'Asha Rao', 'C')`,
    );
    await rows(`insert into players (phone, name) values ('9800000001', 'Dev Iyer')`);
    await rows(
      `insert into matches (team1, team2, match_date) values ('banyan blasters', 'Gully Gladiators', '2026-03-01T10:00:00Z'), ('Peepal Panthers', 'Unknown Eleven', '2026-03-08T10:00:00Z'), ('Visitors', 'Strangers', '2026-03-09T10:00:00Z')`,
    );
    // What the first release's GET /api/teams read: each team with all its players.
    const before = await rows<{ id: string; name: string; players: string }>(
      `select t.id, t.name, coalesce(string_agg(p.name || ':' || p.role, ',' order by p.seq), '') as players from teams t left join team_players p on p.team_id = t.id group by t.id, t.name order by t.section, t.name`,
    );

    await database.handle.migrate(migrationsFolder);

    const year = String(new Date().getUTCFullYear());
    const tournaments = await rows<{ id: string; name: string; season: string; section: string }>(
      'select id, name, season, section from tournaments order by name',
    );
    expect(tournaments.map((t) => [t.name, t.season, t.section])).toEqual([
      [`GICPL-H ${year}`, year, 'GICPL-H'],
      [`GICPL-OG ${year}`, year, 'GICPL-OG'],
    ]);
    const [hT, ogT] = tournaments;
    const teams = await rows<{ name: string; current_tournament_id: string }>('select name, current_tournament_id from teams order by name');
    expect(teams.map((t) => [t.name, t.current_tournament_id])).toEqual([
      ['Banyan Blasters', ogT!.id],
      ['Gully Gladiators', ogT!.id],
      ['Peepal Panthers', hT!.id],
    ]);
    const squad = await rows<{ name: string; tournament_id: string; player_id: string | null }>(
      'select name, tournament_id, player_id from team_players order by name',
    );
    expect(squad.map((p) => [p.name, p.tournament_id === (p.name === 'Asha Rao' ? hT!.id : ogT!.id), p.player_id !== null])).toEqual([
      ['Asha Rao', true, false],
      ['Dev Iyer', true, true],
      ['Ravi Kumar', true, false],
    ]);
    const fixtures = await rows<{ team1: string; team1_id: string | null; team2_id: string | null; tournament_id: string; stage: string; status: string }>(
      'select team1, team1_id, team2_id, tournament_id, stage, status from matches order by match_date',
    );
    expect(fixtures).toEqual([
      { team1: 'banyan blasters', team1_id: og!.id, team2_id: og2!.id, tournament_id: ogT!.id, stage: 'league', status: 'scheduled' },
      { team1: 'Peepal Panthers', team1_id: hh!.id, team2_id: null, tournament_id: hT!.id, stage: 'league', status: 'scheduled' },
      { team1: 'Visitors', team1_id: null, team2_id: null, tournament_id: ogT!.id, stage: 'league', status: 'scheduled' },
    ]);

    // The first spec's reads answer as before (players are the current squads).
    const after = (await listTeams(database.handle.db)).map((t) => ({
      id: t._id,
      name: t.name,
      players: t.players.map((p) => `${p.name}:${p.role}`).join(','),
    }));
    expect(after).toEqual(before);
    expect((await listMatches(database.handle.db)).map((m) => `${m.team1} v ${m.team2}`)).toEqual([
      'banyan blasters v Gully Gladiators',
      'Peepal Panthers v Unknown Eleven',
      'Visitors v Strangers',
    ]);
  });
});
