/**
 * Dues per child (issue 34): two children signed up on one parent's phone each owe the season's
 * fee, each line with its own reference, and each is paid on its own ("Mark paid", the payer's
 * page, the bank statement); the phone is only the contact both reminders go to. Through HTTP
 * on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import * as financeTables from '@league/finance/schema';
import { financePlugin } from '@league/finance/server';
import * as playersTables from '@league/players/schema';
import { DUES_MESSAGES } from '../contract';
import * as schema from './schema';
import { registrationsPlugin } from './plugin';
import { signupFormRoutes } from './signup-routes';
import { postSignupForm } from './testkit';

let tdb: TestDb;
let admin: Record<string, string>;
beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema, ...playersTables, ...financeTables });
  admin = bearer(await mintToken({ name: 'Treasurer Tara', email: 'tara@example.test' }));
}, 60_000);
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

const FEE = 75_050; // ₹750.50

async function build() {
  const cache = new ResponseCache();
  return createTestApp({
    plugins: [
      [
        signupFormRoutes,
        {
          prefix: '',
          db: tdb.db,
          settings: async () => ({ leagueName: 'Green Isle League', feePaise: FEE, signup: { fields: [], closesOn: null, open: true } }),
        },
      ],
      [
        registrationsPlugin,
        {
          db: tdb.db,
          cache,
          source: { url: null, file: null, allowPrivate: false },
          registrationFee: async () => FEE,
          payee: async () => ({ upiId: 'greenisle.cricket@okaxis', payeeName: 'Green Isle League' }),
          leagueName: async () => 'Green Isle League',
          publicUrl: 'https://league.example',
        },
      ],
      [financePlugin, { db: tdb.db, cache }],
    ],
  });
}
type App = Awaited<ReturnType<typeof build>>;
const call = (app: App, method: 'GET' | 'POST', url: string, payload?: unknown) => app.inject({ method, url, payload: payload as object, headers: admin });

/** Lakshmi's phone: both her children sign up on it. */
const PARENT_PHONE = '9845011111';
const child = (fullName: string, dateOfBirth: string) => ({
  fullName,
  phone: `+91 ${PARENT_PHONE}`,
  dateOfBirth,
  guardianName: 'Lakshmi Iyer',
  guardianPhone: '9845022222',
  consentPublish: 'on',
  consentPhotos: 'on',
});

interface Line {
  lineId: string;
  personId: string | null;
  name: string;
  playerPhone: string;
  paid: boolean;
  contributionId: string | null;
  reference: string;
  upiRef: string | null;
  payPage: string | null;
  reminderLink: string | null;
}

/** Arjun and then Meera sign up on their mother's phone and are approved; their fee lines. */
async function twoChildren(app: App): Promise<{ Arjun: Line; Meera: Line }> {
  for (const fields of [child('Arjun Iyer', '14/05/2013'), child('Meera Iyer', '09/01/2015')]) {
    const res = await postSignupForm(app, fields);
    expect(res.statusCode, res.body).toBe(201);
  }
  const ids = (await tdb.query<{ id: string }>('select id from registrations order by submitted_at')).map((r) => r.id);
  const approved = await call(app, 'POST', '/api/registrations/bulk-approve', { ids });
  expect(approved.statusCode, approved.body).toBe(200);
  const rows = (await call(app, 'GET', '/api/dues')).json().rows as Line[];
  return { Arjun: rows.find((r) => r.name === 'Arjun Iyer')!, Meera: rows.find((r) => r.name === 'Meera Iyer')! };
}

const dues = async (app: App) => (await call(app, 'GET', '/api/dues')).json();
const paidByName = async (app: App) => Object.fromEntries(((await dues(app)).rows as Line[]).map((r) => [r.name, r.paid]));
const contributions = async () =>
  tdb.query<{ contributor_name: string; person_id: string; amount_paise: number }>(
    'select contributor_name, person_id, amount_paise::int as amount_paise from finance_contributions order by contributor_name',
  );

describe('dues of two children on one phone', () => {
  it('lists a fee line per child, each with its own reference and reminder, the phone only the contact', async () => {
    const app = await build();
    const { Arjun, Meera } = await twoChildren(app);
    const listed = await dues(app);
    expect(listed.rows).toHaveLength(2);
    expect(listed.totals).toMatchObject({ players: 2, paid: 0, unpaid: 2, owedPaise: 2 * FEE });
    // Each line is a child's own profile, the phone the parent's.
    const profiles = await tdb.query<{ full_name: string; player_id: string; person_id: string }>(
      'select full_name, player_id, person_id from registrations order by full_name',
    );
    expect([Arjun, Meera].map((l) => [l.name, l.lineId, l.personId, l.playerPhone])).toEqual(
      profiles.map((p) => [p.full_name, p.player_id, p.person_id, PARENT_PHONE]),
    );
    expect(Arjun.lineId).not.toBe(Meera.lineId);
    expect(Arjun.reference).not.toBe(Meera.reference);
    // Both reminders go to the mother's phone, each with its child's own line.
    for (const [line, other] of [
      [Arjun, Meera],
      [Meera, Arjun],
    ] as const) {
      const reminder = new URL(line.reminderLink!);
      expect(reminder.origin + reminder.pathname).toBe(`https://wa.me/91${PARENT_PHONE}`);
      const text = reminder.searchParams.get('text')!;
      expect(text).toContain(line.name);
      expect(text).toContain(line.reference);
      expect(text).not.toContain(other.reference);
    }
    // Who owes what: a line each.
    const csv = (await call(app, 'GET', '/api/dues.csv')).body.split('\r\n').filter(Boolean);
    expect(csv.slice(1).map((l) => l.split(',').slice(0, 5))).toEqual(
      expect.arrayContaining([
        ['Arjun Iyer', PARENT_PHONE, expect.stringContaining('Registration fee'), '750.50', Arjun.reference],
        ['Meera Iyer', PARENT_PHONE, expect.stringContaining('Registration fee'), '750.50', Meera.reference],
      ]),
    );
    expect(csv).toHaveLength(3);
    await app.close();
  });

  it('marks one child paid and leaves the other owing; the phone alone no longer says whose fee it is', async () => {
    const app = await build();
    const { Arjun, Meera } = await twoChildren(app);
    // The old form of the route (a phone) names two children here: refused, nothing written.
    const byPhone = await call(app, 'POST', `/api/dues/${PARENT_PHONE}/paid`);
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json()).toEqual({ success: false, message: DUES_MESSAGES.phoneOfMany });
    expect(await contributions()).toEqual([]);

    const paid = await call(app, 'POST', `/api/dues/${Arjun.lineId}/paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await paidByName(app)).toEqual({ 'Arjun Iyer': true, 'Meera Iyer': false });
    expect((await dues(app)).totals).toMatchObject({ players: 2, paid: 1, unpaid: 1, owedPaise: FEE, collectedPaise: FEE });
    expect(await contributions()).toEqual([{ contributor_name: 'Arjun Iyer', person_id: Arjun.personId, amount_paise: FEE }]);
    // His payer's page says paid; hers still asks for the fee.
    expect((await app.inject({ method: 'GET', url: `/api/pay/${Arjun.reference}` })).body).toContain('Paid. Thank you.');
    const hers = (await app.inject({ method: 'GET', url: `/api/pay/${Meera.reference}` })).body;
    expect(hers).toContain('₹750.50');
    expect(hers).not.toContain('Paid. Thank you.');

    expect((await call(app, 'POST', `/api/dues/${Arjun.lineId}/paid`)).statusCode).toBe(409);
    const second = await call(app, 'POST', `/api/dues/${Meera.lineId}/paid`);
    expect(second.statusCode, second.body).toBe(200);
    expect(await paidByName(app)).toEqual({ 'Arjun Iyer': true, 'Meera Iyer': true });
    expect((await contributions()).map((c) => [c.contributor_name, c.person_id])).toEqual([
      ['Arjun Iyer', Arjun.personId],
      ['Meera Iyer', Meera.personId],
    ]);
    // A line that is no one's is not paid.
    const nobody = await call(app, 'POST', '/api/dues/3c000000-0000-4000-8000-000000000001/paid');
    expect(nobody.json()).toEqual({ success: false, message: DUES_MESSAGES.notApproved });
    await app.close();
  });

  it("matches each child's bank statement line to that child's fee, by reference or by the UPI reference typed on her page", async () => {
    const app = await build();
    const { Arjun, Meera } = await twoChildren(app);
    // Meera's mother types the UPI reference on Meera's page.
    const typed = await app.inject({ method: 'POST', url: `/api/pay/${Meera.reference}`, payload: { upiRef: '512345678902' } });
    expect(typed.statusCode, typed.body).toBe(200);
    const arjunLine = `01/11/26,UPI-LAKSHMI-lakshmi@oksbi-412345678901-${Arjun.reference},0000412345678901,750.50`;
    const meeraLine = '02/11/26,UPI-LAKSHMI-lakshmi@oksbi-512345678902-CRICKET,0000512345678902,750.50';
    const head = 'Date,Narration,Chq./Ref.No.,Deposit Amt.';

    // Arjun's payment first: his line is paid, his sister's still owed.
    const first = `${head}\n${arjunLine}\n`;
    const preview = (await call(app, 'POST', '/api/dues/statement/preview', { csv: first })).json();
    expect(preview.lines).toEqual([expect.objectContaining({ outcome: 'match', reference: Arjun.reference, name: 'Arjun Iyer' })]);
    expect((await call(app, 'POST', '/api/dues/statement', { csv: first, expect: 1 })).json()).toMatchObject({ applied: 1 });
    expect(await paidByName(app)).toEqual({ 'Arjun Iyer': true, 'Meera Iyer': false });

    // The next statement holds both: his is used already, hers pays her line.
    const both = `${head}\n${arjunLine}\n${meeraLine}\n`;
    const again = (await call(app, 'POST', '/api/dues/statement', { csv: both })).json();
    expect(again).toMatchObject({ applied: 1, counts: { match: 1, duplicate: 1, foreign: 0 } });
    expect(again.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ outcome: 'match', reference: Meera.reference, name: 'Meera Iyer', upiRef: '512345678902' })]),
    );
    expect(await paidByName(app)).toEqual({ 'Arjun Iyer': true, 'Meera Iyer': true });
    expect((await contributions()).map((c) => [c.contributor_name, c.person_id, c.amount_paise])).toEqual([
      ['Arjun Iyer', Arjun.personId, FEE],
      ['Meera Iyer', Meera.personId, FEE],
    ]);
    expect((await dues(app)).totals).toMatchObject({ paid: 2, unpaid: 0, owedPaise: 0, collectedPaise: 2 * FEE, matchedTodayPaise: 2 * FEE });
    await app.close();
  });
});
