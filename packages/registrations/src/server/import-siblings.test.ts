/**
 * Children on a parent's phone in the sign-up sheet (issue 34), through HTTP on a real database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL): a row is the person of a registration, or of
 * an earlier row, only when its phone (else email) and its name match, the name in any case,
 * spacing or Unicode form. A brother and a sister on their mother's phone are two sign-ups, as
 * on the sign-up form, each with a fee line of her own; the same child answering twice is one.
 */
import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import * as financeTables from '@league/finance/schema';
import * as playersTables from '@league/players/schema';
import * as schema from './schema';
import { registrationsPlugin } from './plugin';
import { signupFormRoutes } from './signup-routes';
import { buildDuesApp, postSignupForm } from './testkit';

let tdb: TestDb;
let admin: Record<string, string>;
beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema, ...playersTables, ...financeTables });
  admin = bearer(await mintToken());
}, 60_000);
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

const FEE = 75_050;
const build = () => buildDuesApp(tdb, { registrationFee: async () => FEE });
type App = Awaited<ReturnType<typeof build>>;
const call = (app: App, method: 'GET' | 'POST', url: string, payload?: unknown) => app.inject({ method, url, payload: payload as object, headers: admin });
const preview = async (app: App, csv: string) => (await call(app, 'POST', '/api/registrations/preview', { csv })).json();
const importSheet = async (app: App, csv: string) => (await call(app, 'POST', '/api/registrations/import', { csv })).json();
const names = async () => (await tdb.query<{ full_name: string }>('select full_name from registrations')).map((r) => r.full_name).sort();

const HEADINGS = 'Timestamp,Full Name,Phone,Date of Birth,Parent Name,Parent Phone';
/** A child's row on Lakshmi's phone, written as `phone`. */
const child = (at: string, name: string, phone: string, dob: string) => `01/11/2026 ${at},${name},${phone},${dob},Lakshmi Iyer,9845022222`;
const sheet = (...rows: string[]) => [HEADINGS, ...rows].join('\n');
const ARJUN = child('09:00:00', 'Arjun Iyer', '+91 98450 11111', '14/05/2013');
const MEERA = child('09:05:00', 'Meera Iyer', '098450-11111', '09/01/2015');

describe('children on one phone in the sign-up sheet', () => {
  it('are two sign-ups, each later with a fee line of her own; the same sheet again adds nothing', async () => {
    const app = await build();
    const csv = sheet(ARJUN, MEERA);
    const planned = await preview(app, csv);
    expect(planned.counts).toEqual({ add: 2, update: 0, unchanged: 0, skip: 0, blank: 0 });
    const first = await importSheet(app, csv);
    expect(first).toMatchObject({ counts: planned.counts, total: 2 });
    expect(await names()).toEqual(['Arjun Iyer', 'Meera Iyer']);

    const ids = (await tdb.query<{ id: string }>('select id from registrations')).map((r) => r.id);
    expect((await call(app, 'POST', '/api/registrations/bulk-approve', { ids })).statusCode).toBe(200);
    const dues = (await call(app, 'GET', '/api/dues')).json();
    const lines = dues.rows as Array<{ lineId: string; name: string; playerPhone: string }>;
    expect(lines.map((l) => [l.name, l.playerPhone])).toEqual([
      ['Arjun Iyer', '9845011111'],
      ['Meera Iyer', '9845011111'],
    ]);
    expect(lines[0]!.lineId).not.toBe(lines[1]!.lineId);
    expect(dues.totals).toMatchObject({ players: 2, owedPaise: 2 * FEE });

    const again = await importSheet(app, csv);
    expect(again).toMatchObject({ importId: null, counts: { add: 0, update: 0, unchanged: 2, skip: 0 }, total: 2 });
    await app.close();
  });

  it('adds the second child to a phone the league already holds, and leaves the first as she was', async () => {
    const app = await build();
    await importSheet(app, sheet(ARJUN));
    const planned = await preview(app, sheet(ARJUN, MEERA));
    expect(planned.counts).toMatchObject({ add: 1, update: 0, unchanged: 1 });
    expect(planned.rows.find((r: { fullName: string }) => r.fullName === 'Meera Iyer')).toMatchObject({ action: 'add' });
    expect((await importSheet(app, sheet(ARJUN, MEERA))).counts).toMatchObject({ add: 1, update: 0, unchanged: 1 });
    expect(await tdb.query('select full_name, date_of_birth from registrations order by full_name')).toEqual([
      { full_name: 'Arjun Iyer', date_of_birth: '2013-05-14' },
      { full_name: 'Meera Iyer', date_of_birth: '2015-01-09' },
    ]);
    expect((await importSheet(app, sheet(MEERA, ARJUN))).counts).toMatchObject({ add: 0, update: 0, unchanged: 2 });
    await app.close();
  });

  it('takes the same child twice, the name in another case, spacing or Unicode form, as one', async () => {
    const app = await build();
    const zoya = 'ज़ोया Khan'; // ज़ with the nukta as one code point
    const zoyaDecomposed = 'ज\u093Cोया Khan'; // and as two, as many keyboards type it
    const csv = sheet(
      ARJUN,
      child('09:10:00', zoya, '9845011111', '02/02/2016'),
      child('10:00:00', '  ARJUN   iyer ', '0091 98450 11111', '14/05/2013'),
      child('10:05:00', zoyaDecomposed, '9845011111', '02/02/2016'),
    );
    const planned = await preview(app, csv);
    expect(planned.counts).toEqual({ add: 2, update: 0, unchanged: 0, skip: 2, blank: 0 });
    expect(planned.rows.filter((r: { action: string }) => r.action === 'skip').map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
      [2, 'Replaced by row 4 (same person)'],
      [3, 'Replaced by row 5 (same person)'],
    ]);
    expect((await importSheet(app, csv)).counts).toEqual(planned.counts);
    expect(await tdb.query('select count(*)::int as n from registrations')).toEqual([{ n: 2 }]);
    // Spelt the first way again: the same two people, the name's spelling an update.
    const respelt = await importSheet(app, sheet(ARJUN, child('09:10:00', zoya, '9845011111', '02/02/2016')));
    expect(respelt.counts).toMatchObject({ add: 0, update: 2 });
    expect(respelt.total).toBe(2);
    await app.close();
  });

  it('are who the sign-up form says they are, whichever of the two wrote them first', async () => {
    const app = await createTestApp({
      plugins: [
        [
          signupFormRoutes,
          {
            prefix: '',
            db: tdb.db,
            settings: async () => ({ leagueName: 'Green Isle League', feePaise: 0, signup: { fields: [], closesOn: null, open: true } }),
          },
        ],
        [registrationsPlugin, { db: tdb.db, cache: new ResponseCache(), source: { url: null, file: null, allowPrivate: false } }],
      ],
    });
    const signUp = async (fullName: string, dateOfBirth: string) => {
      const fields = { fullName, phone: '9845011111', dateOfBirth, guardianName: 'Lakshmi Iyer', guardianPhone: '9845022222', consentPublish: 'on' };
      return (await postSignupForm(app, fields)).statusCode;
    };
    expect(await signUp('Arjun Iyer', '14/05/2013')).toBe(201);
    expect(await signUp('Meera Iyer', '09/01/2015')).toBe(201);
    const imported = await importSheet(app, sheet(MEERA, ARJUN, child('09:20:00', 'Kavya Iyer', '9845011111', '03/03/2017')));
    expect(imported).toMatchObject({ counts: { add: 1 }, total: 3 });
    // The form finds the child the sheet added and updates her (200), rather than signing her up again (201).
    expect(await signUp('kavya  IYER', '03/03/2017')).toBe(200);
    expect(await names()).toEqual(['Arjun Iyer', 'Meera Iyer', 'kavya IYER']);
    await app.close();
  });
});
