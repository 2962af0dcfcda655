/**
 * Issue 28's migration (0008_people): a database made by the previous release (every
 * migration up to 0007, holding real rows) upgrades in place. Every profile, approved
 * sign-up and squad line is linked to a person without losing a row; birth dates written
 * in any form are read; consent recorded on a sign-up carries over; a person nobody gave
 * a date for is of unknown age and hidden from visitors.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPeople, readBirthDates } from '@league/people/server';
import { migrationsFolder } from './server';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';

const PREVIOUS_RELEASE_LAST = '0007_teams_sections_from_settings';

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

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['players', 'registrations', 'teams', 'team_players', 'tournaments']) {
    out[table] = (await rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
  }
  return out;
}

describe('the people migration', () => {
  it('links every profile, sign-up and squad line of the previous release to a person, losing no row', async () => {
    await database.handle.migrate(previousReleaseFolder());
    // What the previous release held: profiles (one an unconsented minor it kept hidden),
    // sign-ups with dates written every way, consent on one, and squads typed by hand.
    await rows(`insert into players (phone, name, dob, is_public) values
      ('9800000001', 'Ravi Kumar', '1990-04-01', true),
      ('9800000002', 'Pranav Das', null, false),
      ('9800000003', 'Meera Iyer', null, true),
      ('9800000004', 'Old Timer', null, true)`);
    await rows(`insert into registrations (row_key, submitted_at, full_name, ph_no, date_of_birth, status, player_phone, consent_at, consent_by, guardian_name, guardian_phone) values
      ('tel:9800000002', now(), 'Pranav Das', '9800000002', '5/14/2013', 'approved', '9800000002', null, null, '', ''),
      ('tel:9800000003', now(), 'Meera Iyer', '9800000003', '25th Dec 2014', 'approved', '9800000003', now(), 'admin@league.test', 'Sita Iyer', '9800000099'),
      ('tel:9800000005', now(), 'Not Yet', '9800000005', '2012', 'pending', null, null, null, '', '')`);
    const [team] = await rows<{ id: string }>(`insert into teams (section, name, captain) values ('GICPL-OG', 'Banyan Blasters', 'Ravi Kumar') returning id`);
    const [other] = await rows<{ id: string }>(`insert into teams (section, name, captain) values ('GICPL-OG', 'Gully Gladiators', 'Imran') returning id`);
    await rows(`insert into team_players (team_id, name, role) values
      ('${team!.id}', 'Ravi Kumar', 'C'), ('${team!.id}', 'pranav das', 'Player'), ('${team!.id}', 'Typed Only', 'Player'),
      ('${other!.id}', 'Typed Only', 'Player'), ('${other!.id}', 'Imran', 'C')`);
    const before = await counts();
    const squadsBefore = await rows<{ id: string; name: string }>('select id::text as id, name from team_players order by id');

    await database.handle.migrate(migrationsFolder);
    await readBirthDates(database.handle.db);

    // Nothing lost: every row of every table is still there, with its name as it was.
    expect(await counts()).toEqual(before);
    expect(await rows('select id::text as id, name from team_players order by id')).toEqual(squadsBefore);
    // Everything that is about a person points at one.
    expect(await rows('select count(*)::int as n from players where person_id is null')).toEqual([{ n: 0 }]);
    expect(await rows('select count(*)::int as n from team_players where person_id is null')).toEqual([{ n: 0 }]);
    expect(await rows(`select full_name, person_id is not null as linked from registrations order by full_name`)).toEqual([
      { full_name: 'Meera Iyer', linked: true },
      { full_name: 'Not Yet', linked: false },
      { full_name: 'Pranav Das', linked: true },
    ]);
    // A squad line typed with another case is the profile's person; a name typed in two
    // teams with no profile is a person per team (nothing says they are one).
    const [pranav] = await rows<{ person_id: string }>(`select person_id::text from players where phone = '9800000002'`);
    expect(await rows(`select person_id::text from team_players where name = 'pranav das'`)).toEqual([{ person_id: pranav!.person_id }]);
    expect(await rows(`select count(distinct person_id)::int as n from team_players where name = 'Typed Only'`)).toEqual([{ n: 2 }]);

    const people = await listPeople(database.handle.db, { timeZone: 'Asia/Kolkata' });
    const byName = (name: string) => people.find((p) => p.name === name)!;
    expect(byName('Ravi Kumar')).toMatchObject({ birthDate: '1990-04-01', ageStatus: 'adult', isPublic: true });
    // Dates the previous release could not read are read now; the minor stays hidden.
    expect(byName('Pranav Das')).toMatchObject({ birthDate: '2013-05-14', ageStatus: 'minor', isPublic: false });
    // Consent recorded on the sign-up carries over, with who and the guardian.
    expect(byName('Meera Iyer')).toMatchObject({ birthDate: '2014-12-25', isPublic: true, consent: { by: 'admin@league.test', guardianName: 'Sita Iyer' } });
    // A profile nobody gave a date for was public before; now it is of unknown age, hidden.
    expect(byName('Old Timer')).toMatchObject({ birthDate: null, ageStatus: 'unknown', isPublic: false });
    expect(byName('Typed Only')).toMatchObject({ ageStatus: 'unknown', isPublic: false });

    // Reading the written dates again (every start does) changes nothing.
    expect(await readBirthDates(database.handle.db)).toBe(0);
    expect(await rows('select count(*)::int as n from people')).toEqual([{ n: people.length }]);
  });
});
