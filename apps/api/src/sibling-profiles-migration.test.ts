/**
 * Issue 34's migration (0020_sibling_profiles): a database of the previous release (every
 * migration up to 0019, one profile a phone) upgrades in place. Each sign-up linked to a
 * profile by its phone is linked to that profile by id, and the phone no longer stops a second
 * child on a parent's phone from having a profile of her own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './server';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';

const PREVIOUS_RELEASE_LAST = '0019_tournament_groups';

/** The committed history cut back to the previous release's last migration. */
function previousReleaseFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-release-prev-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === PREVIOUS_RELEASE_LAST);
  expect(last).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
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

describe('the sibling profiles migration', () => {
  it('links each sign-up to its profile by id, loses no row, and lets a phone hold two profiles', async () => {
    await database.handle.migrate(previousReleaseFolder());
    // The previous release: a profile a phone, sign-ups pointing at theirs by phone (one approved
    // before its profile was deleted by hand, one still pending).
    await rows(`insert into players (phone, name) values ('9845011111', 'Arjun Iyer'), ('9845033333', 'Ravi Kumar')`);
    await rows(`insert into registrations (row_key, submitted_at, full_name, ph_no, status, player_phone) values
      ('tel:9845011111', now(), 'Arjun Iyer', '9845011111', 'approved', '9845011111'),
      ('tel:9845033333', now(), 'Ravi Kumar', '9845033333', 'approved', '9845033333'),
      ('tel:9845055555', now(), 'Gone Player', '9845055555', 'approved', '9845055555'),
      ('tel:9845077777', now(), 'Still Pending', '9845077777', 'pending', null)`);
    await expect(rows(`insert into players (phone, name) values ('9845011111', 'Meera Iyer')`)).rejects.toThrow();

    await database.handle.migrate(migrationsFolder);
    const linked = await rows<{ full_name: string; player_id: string | null; profile: string | null }>(
      'select r.full_name, r.player_id, p.name as profile from registrations r left join players p on p.id = r.player_id order by r.full_name',
    );
    expect(linked.map((r) => [r.full_name, r.profile])).toEqual([
      ['Arjun Iyer', 'Arjun Iyer'],
      ['Gone Player', null],
      ['Ravi Kumar', 'Ravi Kumar'],
      ['Still Pending', null],
    ]);
    expect(linked.filter((r) => r.player_id === null).map((r) => r.full_name)).toEqual(['Gone Player', 'Still Pending']);
    expect(await rows('select count(*)::int as n from players')).toEqual([{ n: 2 }]);

    // Her own profile on her parent's phone, beside her brother's.
    await rows(`insert into players (phone, name) values ('9845011111', 'Meera Iyer')`);
    expect(await rows("select name from players where phone = '9845011111' order by name")).toEqual([{ name: 'Arjun Iyer' }, { name: 'Meera Iyer' }]);
    // Migrating again changes nothing.
    await database.handle.migrate(migrationsFolder);
    expect(await rows('select count(*)::int as n from registrations where player_id is not null')).toEqual([{ n: 2 }]);
  });
});
