/** Finding the person a sign-up or a profile is: a phone alone does not say who someone is. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@league/core/testing';
import { createPerson, ensurePersonByPhone } from './repo';
import * as schema from './schema';

let tdb: TestDb;
beforeAll(async () => {
  tdb = await createTestDb(schema);
});
afterAll(() => tdb?.close());
beforeEach(() => tdb.reset());

describe('ensurePersonByPhone', () => {
  it("keeps siblings on a guardian's phone apart, and finds the same person by name in any case", async () => {
    const asha = await ensurePersonByPhone(tdb.db, { phone: '9845000001', name: 'Asha Rao', birthDateText: '2013-05-14' });
    const ravi = await ensurePersonByPhone(tdb.db, { phone: '9845000001', name: 'Ravi Rao', birthDateText: '2015-01-01' });
    expect(ravi).not.toBe(asha);
    expect(await ensurePersonByPhone(tdb.db, { phone: '9845000001', name: 'asha  RAO' })).toBe(asha);
    const rows = await tdb.query<{ name: string; birth_date: string }>('select name, birth_date::text from people order by name');
    expect(rows).toEqual([
      { name: 'Asha Rao', birth_date: '2013-05-14' },
      { name: 'Ravi Rao', birth_date: '2015-01-01' },
    ]);
  });

  it('a name typed into a squad before the profile existed becomes that profile, not a second record', async () => {
    const typed = await createPerson(tdb.db, { name: 'Neel Bhatt' });
    expect(await ensurePersonByPhone(tdb.db, { phone: '9845000002', name: 'Neel Bhatt', birthDateText: '1990-01-01' })).toBe(typed);
    // Two records of the name: neither is guessed.
    await createPerson(tdb.db, { name: 'Om Pai' });
    await createPerson(tdb.db, { name: 'Om Pai' });
    const third = await ensurePersonByPhone(tdb.db, { phone: '9845000003', name: 'Om Pai' });
    expect((await tdb.query<{ n: number }>("select count(*)::int as n from people where name = 'Om Pai'"))[0]!.n).toBe(3);
    expect(third).toBeTruthy();
  });
});
