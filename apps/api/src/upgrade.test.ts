/**
 * R7: a database made by the first release (migration 0000 only, holding real rows)
 * upgrades in place to this release's history without losing a row, and migrating again
 * changes nothing. The first release's migration is taken from the committed history, so
 * this test keeps holding as later releases add migrations.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './server';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';

const FIRST_RELEASE_TAG = '0000_init';

/** A copy of the committed history cut back to the first release's migration. */
function firstReleaseFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-release1-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const entries = journal.entries.filter((e) => e.tag === FIRST_RELEASE_TAG);
  expect(entries).toHaveLength(1);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  fs.copyFileSync(path.join(migrationsFolder, `${FIRST_RELEASE_TAG}.sql`), path.join(dir, `${FIRST_RELEASE_TAG}.sql`));
  return dir;
}

let database: AppTestDatabase;

beforeAll(async () => {
  database = await openAppTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

/** Raw SQL as the first release's code would have written it (the current repos know newer columns). */
async function rows<T>(text: string): Promise<T[]> {
  const result = (await database.handle.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await rows<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = current_schema() and tablename not like '\\_\\_%' order by tablename",
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [row] = await rows<{ n: number }>(`select count(*)::int as n from "${tablename}"`);
    counts[tablename] = row!.n;
  }
  return counts;
}

describe('upgrading a first-release database', () => {
  it('keeps every row of every table and re-running the migrations is a no-op', async () => {
    await database.handle.migrate(firstReleaseFolder());

    // What a league running the first release has: teams with squads in both sections,
    // fixtures named by team, sponsors and an announcement.
    const [og] = await rows<{ id: string }>(`insert into teams (section, name, captain) values ('GICPL-OG', 'Banyan Blasters', 'Ravi Kumar') returning id`);
    const [h] = await rows<{ id: string }>(`insert into teams (section, name, captain) values ('GICPL-H', 'Peepal Panthers', 'Asha Rao') returning id`);
    await rows(
      `insert into team_players (team_id, name, role) values ('${og!.id}', 'Ravi Kumar', 'C'), ('${og!.id}', 'Dev Iyer', 'WK'), ('${h!.id}', 'Asha Rao', 'C')`,
    );
    await rows(
      `insert into matches (team1, team2, match_date) values ('Banyan Blasters', 'Peepal Panthers', '2026-03-01T10:00:00Z'), ('Banyan Blasters', 'Unknown Eleven', '2026-03-08T10:00:00Z')`,
    );
    await rows(`insert into sponsors (company_name, owner_name) values ('Acme Traders', 'K Menon')`);
    const before = await tableCounts();
    expect(before.teams).toBe(2);
    expect(before.matches).toBe(2);

    await database.handle.migrate(migrationsFolder);
    const after = await tableCounts();
    for (const [table, count] of Object.entries(before)) expect({ table, count: after[table] }).toEqual({ table, count });

    // The fixtures and teams are still readable with their first-release fields.
    const fixtures = await rows<{ team1: string; team2: string }>('select team1, team2 from matches order by match_date');
    expect(fixtures.map((f) => `${f.team1} v ${f.team2}`)).toEqual(['Banyan Blasters v Peepal Panthers', 'Banyan Blasters v Unknown Eleven']);

    await database.handle.migrate(migrationsFolder);
    expect(await tableCounts()).toEqual(after);
  });
});
