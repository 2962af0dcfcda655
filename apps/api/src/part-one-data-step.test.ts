/**
 * The match centre's data step in code (`linkPartOneData`, which the demo seed calls) does
 * what the shipped migration 0003 did: the same part 1 rows, one database upgraded from the
 * release before 0003 by the migration and one of today's schema linked by the function,
 * end up with the same tournaments, squads and fixture links. Running it again changes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { linkPartOneData } from '@league/tournaments/server';
import { migrationsFolder } from './server';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';

/** The committed history cut back to `lastTag`. */
function historyUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-history-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  const entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

const opened: AppTestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.drop();
});

async function open(): Promise<AppTestDatabase> {
  const database = await openAppTestDatabase();
  opened.push(database);
  return database;
}

async function rows<T>(database: AppTestDatabase, text: string): Promise<T[]> {
  return ((await database.handle.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/**
 * Part 1's rows, in SQL both schemas take: teams of one name in both sections, a team already
 * in an old tournament, a season that already has one section's tournament, a name two
 * profiles share, a squad line an admin linked, fixtures by name in any case, one half
 * linked by hand, and fixtures between teams nobody entered.
 */
async function insertPartOneRows(database: AppTestDatabase, year: number): Promise<void> {
  const run = (text: string) => rows(database, text);
  const [old] = await rows<{ id: string }>(
    database,
    `insert into tournaments (name, season, section, format, points, status) values ('Old Cup', '2019', 'GICPL-OG', '{"oversPerInnings":10,"ballsPerOver":6,"playersPerSide":8}', '{"win":4,"tie":2,"noResult":2,"loss":0}', 'completed') returning id`,
  );
  await run(
    `insert into tournaments (name, season, section, format, points, super_over_decides_tie, status) values ('Monsoon League', '${year}', 'GICPL-H', '{"oversPerInnings":12,"ballsPerOver":6,"playersPerSide":9}', '{"win":2,"tie":1,"noResult":1,"loss":0}', false, 'upcoming')`,
  );
  await run(`insert into teams (section, name, captain) values
    ('GICPL-OG', 'Banyan Blasters', 'Ravi Kumar'), ('GICPL-OG', 'Gully Gladiators', 'Imran'), ('GICPL-OG', 'Twin Name', 'Kabir'),
    ('GICPL-H', 'Peepal Panthers', 'Asha Rao'), ('GICPL-H', 'Twin Name', 'Meera')`);
  await run(`insert into teams (section, name, captain, current_tournament_id) values ('GICPL-OG', 'Veterans', 'Old Timer', '${old!.id}')`);
  await run(`insert into players (phone, name) values ('9800000001', 'Dev Iyer'), ('9800000002', 'Sam'), ('9800000003', 'Sam'), ('9800000004', 'Kabir')`);
  await run(`insert into team_players (team_id, name, role)
    select t.id, p.name, p.role from teams t join (values
      ('Banyan Blasters', 'Ravi Kumar', 'C'), ('Banyan Blasters', 'Dev Iyer', 'WK'), ('Banyan Blasters', 'Sam', 'Player'),
      ('Peepal Panthers', 'Asha Rao', 'C'), ('Peepal Panthers', 'dev iyer', 'Player'), ('Veterans', 'Old Timer', 'C')
    ) as p(team, name, role) on p.team = t.name`);
  await run(`insert into team_players (team_id, name, role, player_id)
    select t.id, 'Kabir', 'C', (select id from players where phone = '9800000001') from teams t where t.name = 'Twin Name' and t.section = 'GICPL-OG'`);
  await run(`insert into matches (team1, team2, match_date) values
    ('banyan blasters', 'Gully Gladiators', '2026-03-01T10:00:00Z'),
    ('Peepal Panthers', 'twin name', '2026-03-02T10:00:00Z'),
    ('Banyan Blasters', 'TWIN NAME', '2026-03-03T10:00:00Z'),
    ('Unknown Eleven', 'Twin Name', '2026-03-04T10:00:00Z'),
    ('Visitors', 'Strangers', '2026-03-05T10:00:00Z'),
    ('Veterans', 'Strangers', '2026-03-06T10:00:00Z')`);
  await run(`insert into matches (team1, team2, match_date, team1_id) values
    ('Gully Gladiators', 'Twin Name', '2026-03-07T10:00:00Z', (select id from teams where name = 'Peepal Panthers'))`);
}

/** Everything the data step writes, by name (the two databases' ids differ). */
async function linked(database: AppTestDatabase) {
  const q = <T>(text: string) => rows<T>(database, text);
  return {
    tournaments: await q('select name, season, section, format, points, super_over_decides_tie, status from tournaments order by season, name'),
    teams: await q(`select t.section, t.name, tr.name as tournament from teams t left join tournaments tr on tr.id = t.current_tournament_id order by 1, 2`),
    squads: await q(`select tm.section, tm.name as team, p.name, p.role, tr.name as tournament, pl.phone as profile from team_players p
      join teams tm on tm.id = p.team_id left join tournaments tr on tr.id = p.tournament_id left join players pl on pl.id = p.player_id
      order by tm.section, tm.name, p.name`),
    fixtures: await q(`select m.team1, m.team2, t1.section || '/' || t1.name as side1, t2.section || '/' || t2.name as side2, tr.name as tournament
      from matches m left join teams t1 on t1.id = m.team1_id left join teams t2 on t2.id = m.team2_id left join tournaments tr on tr.id = m.tournament_id
      order by m.match_date`),
  };
}

describe("the match centre's data step in code", () => {
  it('links part 1 rows exactly as migration 0003 did, and again changes nothing', async () => {
    // The upgrade: the release before the data step, its rows, then migration 0003 itself.
    const upgraded = await open();
    await upgraded.handle.migrate(historyUpTo('0002_yummy_hellfire_club'));
    const [{ year } = { year: 0 }] = await rows<{ year: number }>(upgraded, 'select extract(year from now())::int as year');
    await insertPartOneRows(upgraded, year);
    await upgraded.handle.migrate(historyUpTo('0003_match_centre_data'));
    const byMigration = await linked(upgraded);

    // Today's schema, the same rows, the function.
    const today = await open();
    await today.handle.migrate(migrationsFolder);
    await insertPartOneRows(today, year);
    await linkPartOneData(today.handle.db, year);
    const byFunction = await linked(today);

    expect(byFunction).toEqual(byMigration);
    // What that is, so a change to both shows here too.
    expect(byFunction.tournaments.map((t) => (t as { name: string }).name)).toEqual(['Old Cup', `GICPL-OG ${year}`, 'Monsoon League']);
    expect(byFunction.fixtures.map((f) => Object.values(f as Record<string, string | null>))).toEqual([
      ['banyan blasters', 'Gully Gladiators', 'GICPL-OG/Banyan Blasters', 'GICPL-OG/Gully Gladiators', `GICPL-OG ${year}`],
      ['Peepal Panthers', 'twin name', 'GICPL-H/Peepal Panthers', 'GICPL-H/Twin Name', 'Monsoon League'],
      ['Banyan Blasters', 'TWIN NAME', 'GICPL-OG/Banyan Blasters', 'GICPL-OG/Twin Name', `GICPL-OG ${year}`],
      ['Unknown Eleven', 'Twin Name', null, 'GICPL-H/Twin Name', 'Monsoon League'],
      ['Visitors', 'Strangers', null, null, `GICPL-OG ${year}`],
      ['Veterans', 'Strangers', 'GICPL-OG/Veterans', null, 'Old Cup'],
      ['Gully Gladiators', 'Twin Name', 'GICPL-H/Peepal Panthers', 'GICPL-H/Twin Name', 'Monsoon League'],
    ]);
    expect(byFunction.squads.map((s) => Object.values(s as Record<string, string | null>))).toEqual([
      ['GICPL-H', 'Peepal Panthers', 'Asha Rao', 'C', 'Monsoon League', null],
      ['GICPL-H', 'Peepal Panthers', 'dev iyer', 'Player', 'Monsoon League', null],
      ['GICPL-OG', 'Banyan Blasters', 'Dev Iyer', 'WK', `GICPL-OG ${year}`, '9800000001'],
      ['GICPL-OG', 'Banyan Blasters', 'Ravi Kumar', 'C', `GICPL-OG ${year}`, null],
      ['GICPL-OG', 'Banyan Blasters', 'Sam', 'Player', `GICPL-OG ${year}`, null],
      ['GICPL-OG', 'Twin Name', 'Kabir', 'C', `GICPL-OG ${year}`, '9800000001'],
      ['GICPL-OG', 'Veterans', 'Old Timer', 'C', 'Old Cup', null],
    ]);

    // Run again (the demo seed may meet rows the migration linked): nothing moves.
    await linkPartOneData(today.handle.db, year);
    expect(await linked(today)).toEqual(byFunction);
    await linkPartOneData(upgraded.handle.db, year);
    expect(await linked(upgraded)).toEqual(byMigration);
  });
});
