/**
 * Bulk player import through HTTP: the preview's promise kept, phones folded so the same
 * person is never two profiles, duplicates within the file and against the roster warned.
 */
import { peopleSchema } from '@league/people/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, expectAccessMatrix, mintToken, type TestDb } from '@league/core/testing';
import * as playersTables from '@league/players/schema';
import { playersPlugin } from '@league/players/server';
import * as schema from './schema';
import { registrationsPlugin } from './plugin';

let tdb: TestDb;
let admin: Record<string, string>;
beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema, ...playersTables });
  admin = bearer(await mintToken());
});
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

async function build() {
  const cache = new ResponseCache();
  return createTestApp({
    plugins: [
      [registrationsPlugin, { db: tdb.db, cache, source: { url: null, file: null, allowPrivate: false } }],
      [playersPlugin, { db: tdb.db, cache }],
    ],
  });
}
type App = Awaited<ReturnType<typeof build>>;
const post = (app: App, url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object, headers: admin });

const CSV = [
  '\uFEFFPlayer Name;Mobile Number;Jersey No;Date of birth',
  '"Rao; Asha";+91 98450 11111;7;14 May 1996',
  'Ravi;098450-22222;;5/14/2013',
  ';;;',
  'Asha again;9845011111;8;',
  'Short;12345;;',
  ';9845055555;;',
  'Old Hand;0091 98450 44444;1;',
].join('\r\n');

describe('bulk player import', () => {
  afterEach(() => vi.useRealTimers());

  it('previews, then imports exactly what it promised; a second run adds nothing', async () => {
    // The day before both birthdays, so the ages are exact: 29 and 12 (not yet 30 and 13).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-05-13T12:00:00+05:30'));
    const app = await build();
    await post(app, '/api/players', { name: 'Old Hand (manual)', phone: '9845044444' });
    const preview = (await post(app, '/api/players-import/preview', { csv: CSV })).json();
    expect(preview.counts).toEqual({ add: 2, skip: 4, blank: 1 });
    expect(preview.rows.filter((r: { action: string }) => r.action === 'skip').map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
      [5, 'Same phone as row 2'],
      [6, 'Phone is not 6-15 digits'],
      [7, 'No name'],
      [8, 'Already a profile: Old Hand (manual) (same phone)'],
    ]);
    expect(await tdb.query('select count(*)::int as n from players')).toEqual([{ n: 1 }]);
    const result = (await post(app, '/api/players-import', { csv: CSV })).json();
    expect(result).toEqual({ success: true, added: preview.counts.add, skipped: 4 });
    expect(await tdb.query('select name, phone, jersey_number from players order by phone')).toEqual([
      { name: 'Rao; Asha', phone: '9845011111', jersey_number: 7 },
      { name: 'Ravi', phone: '9845022222', jersey_number: null },
      { name: 'Old Hand (manual)', phone: '9845044444', jersey_number: null },
    ]);
    // The date-of-birth column is read in the forms people write it, and decides who is public.
    expect(preview.rows.filter((r: { action: string }) => r.action === 'add').map((r: { name: string; age: number | null }) => [r.name, r.age])).toEqual([
      ['Rao; Asha', 29],
      ['Ravi', 12],
    ]);
    expect(await tdb.query("select name, birth_date::text from people where name in ('Rao; Asha', 'Ravi') order by name")).toEqual([
      { name: 'Rao; Asha', birth_date: '1996-05-14' },
      { name: 'Ravi', birth_date: '2013-05-14' },
    ]);
    // Visitors see the new adult at once (the cached roster was dropped); the child stays hidden.
    const visitor = (await app.inject('/api/players')).json().data.map((p: { name: string }) => p.name);
    expect(visitor).toContain('Rao; Asha');
    expect(visitor).not.toContain('Ravi');
    expect((await post(app, '/api/players-import', { csv: CSV })).json()).toMatchObject({ added: 0 });
    await app.close();
  });

  it('says which columns it needs, and is for admins only', async () => {
    const app = await build();
    const bad = await post(app, '/api/players-import/preview', { csv: 'Team,Colour\nA,Red\n' });
    expect(bad.json()).toEqual({ success: false, message: 'The sheet needs a name column and a phone column' });
    await expectAccessMatrix(
      app,
      [
        { method: 'POST', url: '/api/players-import/preview', payload: { csv: CSV } },
        { method: 'POST', url: '/api/players-import', payload: { csv: CSV } },
      ],
      () => tdb.query('select * from players'),
    );
    await app.close();
  });
});
