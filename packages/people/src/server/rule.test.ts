/**
 * The rule in TypeScript (age.ts, for one record) and in SQL (rule.ts, for lists) give the
 * same answer for every record, on days around the 18th birthday and a bare year's end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestDb, type TestDb } from '@league/core/testing';
import { ageStatusSql, publicPersonSql, rowAgeStatus, rowIsPublic } from './rule';
import * as schema from './schema';
import { people } from './schema';

let tdb: TestDb;
beforeAll(async () => {
  tdb = await createTestDb(schema);
  const at = new Date('2026-01-01T00:00:00Z');
  await tdb.db
    .insert(people)
    .values([
      { name: 'Turns 18 on 27 Nov', birthDate: '2008-11-27' },
      { name: 'Turns 18 on 28 Nov', birthDate: '2008-11-28' },
      { name: 'Leap day', birthDate: '2008-02-29' },
      { name: 'Bare year 2008', birthDate: '2008-01-01', birthYearOnly: true },
      { name: 'Bare year 2007', birthDate: '2007-01-01', birthYearOnly: true },
      { name: 'Unknown' },
      { name: 'Unknown, confirmed adult', adultConfirmedAt: at, adultConfirmedBy: 'admin' },
      { name: 'Minor, consented', birthDate: '2014-12-25', consentAt: at, consentBy: 'admin' },
      { name: 'Minor, confirmed adult by mistake', birthDate: '2014-12-25', adultConfirmedAt: at },
      { name: 'Adult', birthDate: '1990-05-14' },
    ]);
});
afterAll(() => tdb?.close());

const days = ['2026-02-28', '2026-03-01', '2026-11-26', '2026-11-27', '2026-11-28', '2026-12-30', '2026-12-31', '2027-01-01'];

describe('the visibility rule in TypeScript and in SQL', () => {
  it.each(days)('agrees on %s for every record', async (day) => {
    const today = new Date(`${day}T00:00:00Z`);
    const rows = await tdb.db.select().from(people).where(isNull(people.mergedInto));
    const publicIds = new Set((await tdb.db.select({ id: people.id }).from(people).where(publicPersonSql(today))).map((r) => r.id));
    const status = ageStatusSql(today);
    const inSql = new Map<string, string>();
    for (const key of ['adult', 'minor', 'unknown'] as const) {
      for (const { id } of await tdb.db.select({ id: people.id }).from(people).where(status[key])) {
        expect(inSql.has(id), `${id} in two statuses`).toBe(false);
        inSql.set(id, key);
      }
    }
    for (const row of rows) {
      expect(publicIds.has(row.id), `${row.name} public on ${day}`).toBe(rowIsPublic(row, today));
      expect(inSql.get(row.id), `${row.name} on ${day}`).toBe(rowAgeStatus(row, today));
    }
  });

  it('turns public on the 18th birthday, not a day before; a bare year on its last day', async () => {
    const isPublic = async (name: string, day: string) =>
      (
        await tdb.db
          .select({ id: people.id })
          .from(people)
          .where(and(eq(people.name, name), publicPersonSql(new Date(`${day}T00:00:00Z`))))
      ).length > 0;
    expect(await isPublic('Turns 18 on 28 Nov', '2026-11-27')).toBe(false);
    expect(await isPublic('Turns 18 on 28 Nov', '2026-11-28')).toBe(true);
    expect(await isPublic('Bare year 2008', '2026-12-30')).toBe(false);
    expect(await isPublic('Bare year 2008', '2026-12-31')).toBe(true);
    expect(await isPublic('Minor, confirmed adult by mistake', '2026-11-27')).toBe(false);
  });
});
