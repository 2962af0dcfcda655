/**
 * Dues paid by UPI without a gateway, through HTTP with the finance plugin beside: every line
 * has its own reference and UPI link; the payer's page shows the QR code and takes the UPI
 * reference; a bank statement with matching, partly matching, duplicate and foreign lines is
 * previewed and applied with the counts the preview promised, applied twice changing
 * nothing, and dues and ledger agree to the paisa.
 */
import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestDb, expectAccessMatrix, mintToken, type TestDb } from '@league/core/testing';
import * as financeTables from '@league/finance/schema';
import * as playersTables from '@league/players/schema';
import { referencePattern } from '../upi';
import * as schema from './schema';
import { buildDuesApp } from './testkit';
import { listDues, seasonOf } from './dues';

let tdb: TestDb;
let admin: Record<string, string>;
beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema, ...playersTables, ...financeTables });
  admin = bearer(await mintToken({ name: 'Treasurer Tara', email: 'tara@example.test' }));
});
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

const FEE = 75_050; // ₹750.50
const PAYEE = { upiId: 'greenisle.cricket@okaxis', payeeName: 'Green Isle & Co / Cricket' };

const build = (payee: { upiId: string | null; payeeName: string } = PAYEE) =>
  buildDuesApp(tdb, {
    registrationFee: async () => FEE,
    payee: async () => payee,
    leagueName: async () => 'Green Isle League',
    publicUrl: 'https://league.example',
  });
type App = Awaited<ReturnType<typeof build>>;
const call = (app: App, method: 'GET' | 'POST', url: string, payload?: unknown) => app.inject({ method, url, payload: payload as object, headers: admin });

interface Row {
  name: string;
  playerPhone: string;
  paid: boolean;
  reference: string;
  upiLink: string | null;
  payPage: string | null;
  reminderLink: string | null;
}
async function approvedLeague(app: App) {
  await call(app, 'POST', '/api/registrations/import', { csv: 'Name,Phone\nAsha,9845011111\nRavi,9845022222\nMeera,9845033333\nKiran,9845044444\n' });
  const ids = (await tdb.query<{ id: string }>('select id from registrations')).map((r) => r.id);
  await call(app, 'POST', '/api/registrations/bulk-approve', { ids });
  const dues = (await call(app, 'GET', '/api/dues')).json();
  return Object.fromEntries((dues.rows as Row[]).map((r) => [r.name, r])) as Record<'Asha' | 'Ravi' | 'Meera' | 'Kiran', Row>;
}

describe('UPI dues', () => {
  it('gives each line its own lasting reference, a UPI link with the exact fields, a payer page and a WhatsApp reminder', async () => {
    const app = await build();
    const lines = await approvedLeague(app);
    const refs = Object.values(lines).map((l) => l.reference);
    expect(new Set(refs).size).toBe(4);
    for (const r of refs) expect(r).toMatch(referencePattern);
    const asha = lines.Asha;
    expect(asha.upiLink).toBe(`upi://pay?pa=greenisle.cricket%40okaxis&pn=Green%20Isle%20%26%20Co%20%2F%20Cricket&am=750.50&tn=${asha.reference}&cu=INR`);
    expect(asha.payPage).toBe(`https://league.example/api/pay/${asha.reference}`);
    const reminder = new URL(asha.reminderLink!);
    expect(reminder.origin + reminder.pathname).toBe('https://wa.me/919845011111');
    const text = reminder.searchParams.get('text')!;
    expect(text).toContain('₹750.50');
    expect(text).toContain(asha.upiLink!);
    expect(text).toContain(asha.payPage!);
    // Listed again: the same references.
    const again = (await call(app, 'GET', '/api/dues')).json().rows as Row[];
    expect(again.map((r) => r.reference).sort()).toEqual([...refs].sort());

    // Who owes what, as a CSV with a BOM.
    const csv = await call(app, 'GET', '/api/dues.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('\uFEFFName,Phone,For,Owed (₹),Reference,UPI link,Pay page\r\n')).toBe(true);
    expect(csv.body).toContain(`Asha,9845011111,Registration fee`);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(5);
  });

  it('has no links when Settings have no UPI ID', async () => {
    const app = await build({ upiId: null, payeeName: '' });
    const { Asha } = await approvedLeague(app);
    expect(Asha.reference).toMatch(referencePattern);
    expect([Asha.upiLink, Asha.payPage, Asha.reminderLink]).toEqual([null, null, null]);
    expect((await call(app, 'GET', '/api/dues')).json().upi).toBeNull();
  });

  it('shows the payer a QR code and takes their 12-digit UPI reference, by form or JSON, once per payment', async () => {
    const app = await build();
    const { Asha, Ravi } = await approvedLeague(app);
    const page = await app.inject({ method: 'GET', url: `/api/pay/${Asha.reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<svg role="img" aria-label="UPI QR code: ₹750.50 to Green Isle &amp; Co / Cricket"');
    expect(page.body).toContain(`href="${Asha.upiLink!.replaceAll('&', '&amp;')}"`);
    expect(page.body).not.toContain('Asha'); // the page names no one
    const qr = await app.inject({ method: 'GET', url: `/api/pay/${Asha.reference}/qr.svg` });
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toMatch(/^<svg role="img" aria-label="UPI QR code: ₹750.50 to Green Isle &amp; Co \/ Cricket"/);
    expect(page.body).not.toContain('9845011111');

    const form = (upiRef: string, reference = Asha.reference) =>
      app.inject({
        method: 'POST',
        url: `/api/pay/${reference}`,
        payload: `upiRef=${upiRef}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const bad = await form('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The UPI reference is the 12 digits your UPI app shows for the payment');
    const saved = await form('412345678901');
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/api/pay/${Asha.reference}?saved=1`);
    const shown = await app.inject({ method: 'GET', url: saved.headers.location as string });
    expect(shown.body).toContain('Thank you: the treasurer will match your payment');
    expect(shown.body).toContain('value="412345678901"');
    expect((await call(app, 'GET', '/api/dues')).json().rows.find((r: Row) => r.name === 'Asha').upiRef).toBe('412345678901');

    // The same UPI reference for another line is refused; JSON answers the envelope.
    const taken = await app.inject({ method: 'POST', url: `/api/pay/${Ravi.reference}`, payload: { upiRef: '412345678901' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: 'This UPI reference is already given for another payment' });
    const badJson = await app.inject({ method: 'POST', url: `/api/pay/${Ravi.reference}`, payload: { upiRef: 'abc' } });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ success: false, message: 'The UPI reference is the 12 digits your UPI app shows for the payment' });
    for (const url of ['/api/pay/ZZZZZZZZZZ', '/api/pay/not-a-reference']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'No dues line has this reference' });
    }
  });

  it('previews a bank statement, applies it with the counts the preview promised, and applied twice changes nothing', async () => {
    const app = await build();
    const { Asha, Ravi, Meera, Kiran } = await approvedLeague(app);
    // Ravi typed his UPI reference; his bank line carries only that.
    await app.inject({ method: 'POST', url: `/api/pay/${Ravi.reference}`, payload: { upiRef: '512345678902' } });
    // HDFC's export: account lines first, then the headings.
    const statement = [
      'HDFC BANK Ltd.,,,,,,',
      'Account No :,50100123456789,,,,,',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      `01/11/26,UPI-ASHA K-asha@oksbi-SBIN0001-412345678901-${Asha.reference.toLowerCase()},0000412345678901,01/11/26,,750.50,"10,750.50"`,
      `02/11/26,UPI-RAVI-ravi@ybl-YESB0001-512345678902-PAYMENT,0000512345678902,02/11/26,,750.50,"11,501.00"`,
      `03/11/26,UPI-MEERA-meera@okicici-ICIC0001-612345678903-${Meera.reference},0000612345678903,03/11/26,,500.00,"12,001.00"`,
      `01/11/26,UPI-ASHA K-asha@oksbi-SBIN0001-412345678901-${Asha.reference.toLowerCase()},0000412345678901,01/11/26,,750.50,"12,751.50"`,
      '04/11/26,NEFT-SPONSOR PAYMENT,N123456789,04/11/26,,"5,000.00","17,751.50"',
      '05/11/26,POS GROUND BOOKING,000000000001,05/11/26,"2,000.00",,"15,751.50"',
    ].join('\n');

    const before = await tdb.query('select count(*)::int as n from finance_contributions');
    const preview = await call(app, 'POST', '/api/dues/statement/preview', { csv: statement });
    expect(preview.statusCode, preview.body).toBe(200);
    const promised = preview.json();
    expect(promised.counts).toEqual({ match: 2, amount: 1, paid: 0, duplicate: 1, foreign: 1, debits: 1 });
    expect(promised.matchedPaise).toBe(2 * FEE);
    expect(promised.applied).toBe(0);
    const meera = promised.lines.find((l: { outcome: string }) => l.outcome === 'amount');
    expect(meera).toMatchObject({ reference: Meera.reference, name: 'Meera', amountPaise: 50_000, owedPaise: FEE, upiRef: '612345678903' });
    // A preview writes nothing.
    expect(await tdb.query('select count(*)::int as n from finance_contributions')).toEqual(before);

    const applied = await call(app, 'POST', '/api/dues/statement', { csv: statement });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().counts).toEqual(promised.counts);
    expect(applied.json().applied).toBe(2);

    const dues = (await call(app, 'GET', '/api/dues')).json();
    const paid = Object.fromEntries((dues.rows as Row[]).map((r) => [r.name, r.paid]));
    expect(paid).toEqual({ Asha: true, Ravi: true, Meera: false, Kiran: false });
    expect(dues.totals).toMatchObject({ paid: 2, collectedPaise: 2 * FEE, owedPaise: 2 * FEE, matchedTodayPaise: 2 * FEE });
    // Paid lines offer no link to pay again.
    expect(dues.rows.find((r: Row) => r.name === 'Asha').upiLink).toBeNull();
    // The ledger holds two PLAYER contributions, to the paisa, saying where they came from.
    const ledger = (await call(app, 'GET', '/api/finance/contributions?type=PLAYER')).json().data;
    expect(ledger).toHaveLength(2);
    expect(ledger.reduce((sum: number, c: { amountPaise: number }) => sum + c.amountPaise, 0)).toBe(2 * FEE);
    expect(ledger.map((c: { note: string }) => c.note).join(' ')).toContain('UPI 412345678901');
    expect((await call(app, 'GET', '/api/finance/summary')).json().data).toMatchObject({ playerContributions: 2 * FEE });

    // Applied again: nothing more is paid, and the lines it used are duplicates now.
    const twice = await call(app, 'POST', '/api/dues/statement', { csv: statement });
    expect(twice.json()).toMatchObject({ applied: 0, counts: { match: 0, amount: 1, duplicate: 3, foreign: 1, debits: 1 } });
    expect((await call(app, 'GET', '/api/finance/contributions?type=PLAYER')).json().data).toHaveLength(2);
    expect(Kiran.paid).toBe(false);
  });

  it('reads SBI, ICICI, Axis and Kotak exports, and refuses a file with no credit or narration column', async () => {
    const app = await build();
    const { Asha, Kiran } = await approvedLeague(app);
    const sbi = [
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      `1 Nov 2026,1 Nov 2026,BY TRANSFER-UPI/CR/412345678901/ASHA/SBIN/asha@oksbi/${Asha.reference},TRANSFER FROM 412345678901,,750.50,10750.50`,
    ].join('\n');
    expect((await call(app, 'POST', '/api/dues/statement/preview', { csv: sbi })).json().counts).toMatchObject({ match: 1 });
    const axis = [
      'Tran Date,CHQNO,PARTICULARS,DR/CR,AMOUNT,BAL',
      `02-11-2026,,UPI/P2M/712345678904/KIRAN/${Kiran.reference},CR,750.50,1000.00`,
      '02-11-2026,,ATM WDL,DR,500.00,500.00',
    ].join('\n');
    expect((await call(app, 'POST', '/api/dues/statement/preview', { csv: axis })).json().counts).toMatchObject({ match: 1, debits: 1 });
    const icici = [
      'S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )',
      `1,01/11/2026,01/11/2026,-,UPI/412345678901/${Asha.reference}/asha@oksbi/State Bank,0.00,750.50,"10,750.50"`,
    ].join('\n');
    expect((await call(app, 'POST', '/api/dues/statement/preview', { csv: icici })).json().counts).toMatchObject({ match: 1 });
    const kotak = [
      'Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Debit,Credit,Balance',
      `1,01-11-2026,01-11-2026,UPI/KIRAN/712345678904/${Kiran.reference},UPI-712345678904,,750.50,1000.00`,
    ].join('\n');
    expect((await call(app, 'POST', '/api/dues/statement/preview', { csv: kotak })).json().counts).toMatchObject({ match: 1 });
    const wrong = await call(app, 'POST', '/api/dues/statement/preview', { csv: 'Name,Phone\nAsha,9845011111\n' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'No credit and narration columns found: is this the bank statement CSV?' });
  });

  it("matches a payer's typed UPI reference to last season's line, paid in December and imported in January", async () => {
    const app = await build();
    const { Asha } = await approvedLeague(app);
    // Last season's listing gave Asha's fee line its reference; she paid it and typed the UPI reference.
    const last = String(Number(seasonOf(new Date(), 'Asia/Kolkata')) - 1);
    const context = { payee: PAYEE, leagueName: 'Green Isle League', baseUrl: 'https://league.example' };
    const old = (await listDues(tdb.db, last, FEE, 'Asia/Kolkata', context)).rows.find((r) => r.name === 'Asha')!;
    expect(old.reference).not.toBe(Asha.reference);
    const typed = await app.inject({ method: 'POST', url: `/api/pay/${old.reference}`, payload: { upiRef: '512345678901' } });
    expect(typed.statusCode, typed.body).toBe(200);
    // The bank line holds only the UPI reference: no dues reference in the narration.
    const csv = `Date,Narration,Deposit Amt.\n02/01/26,UPI-ASHA RAO-asha@oksbi-512345678901-PAY,750.50\n`;
    const preview = (await call(app, 'POST', '/api/dues/statement/preview', { csv })).json();
    expect(preview.counts).toMatchObject({ match: 1, foreign: 0 });
    expect(preview.lines[0]).toMatchObject({ outcome: 'match', reference: old.reference, name: 'Asha' });
    expect((await call(app, 'POST', '/api/dues/statement', { csv, expect: 1 })).json()).toMatchObject({ applied: 1 });
    // Last season's line is paid; this season's is still owed.
    expect((await listDues(tdb.db, last, FEE, 'Asia/Kolkata', context)).rows.find((r) => r.name === 'Asha')!.paid).toBe(true);
    expect((await call(app, 'GET', '/api/dues')).json().rows.find((r: Row) => r.name === 'Asha').paid).toBe(false);
  });

  it('refuses to apply a statement whose matches changed since the preview, paying nothing', async () => {
    const app = await build();
    const { Asha, Ravi } = await approvedLeague(app);
    const csv = `Date,Narration,Deposit Amt.\n01/11/26,UPI-${Asha.reference},750.50\n02/11/26,UPI-${Ravi.reference},750.50\n`;
    expect((await call(app, 'POST', '/api/dues/statement/preview', { csv })).json().counts.match).toBe(2);
    // Meanwhile Ravi's fee is marked paid by hand.
    expect((await call(app, 'POST', `/api/dues/${Ravi.playerPhone}/paid`)).statusCode).toBe(200);
    const stale = await call(app, 'POST', '/api/dues/statement', { csv, expect: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, message: 'The dues changed since the preview: check the statement again' });
    expect((await call(app, 'GET', '/api/finance/contributions?type=PLAYER')).json().data).toHaveLength(1);
    const fresh = await call(app, 'POST', '/api/dues/statement', { csv, expect: 1 });
    expect(fresh.json()).toMatchObject({ applied: 1, counts: { match: 1, paid: 1 } });
  });

  it("takes a payer's UPI reference with spaces, and refuses twelve zeros or none", async () => {
    const app = await build();
    const { Asha } = await approvedLeague(app);
    const post = (payload: object) => app.inject({ method: 'POST', url: `/api/pay/${Asha.reference}`, payload });
    expect((await post({ upiRef: '4123 4567 8901' })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/dues')).json().rows.find((r: Row) => r.name === 'Asha').upiRef).toBe('412345678901');
    for (const payload of [{ upiRef: '000000000000' }, {}]) {
      const bad = await post(payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, message: 'The UPI reference is the 12 digits your UPI app shows for the payment' });
    }
  });

  it('two imports of one statement at once pay each line once', async () => {
    const app = await build();
    const { Asha } = await approvedLeague(app);
    const csv = `Date,Narration,Deposit Amt.\n01/11/26,UPI-412345678901-${Asha.reference},750.50\n`;
    const [a, b] = await Promise.all([call(app, 'POST', '/api/dues/statement', { csv }), call(app, 'POST', '/api/dues/statement', { csv })]);
    expect([a.json().applied, b.json().applied].sort()).toEqual([0, 1]);
    expect((await call(app, 'GET', '/api/finance/contributions?type=PLAYER')).json().data).toHaveLength(1);
  });

  it('lets only an admin import a statement or read who owes what', async () => {
    const app = await build();
    await approvedLeague(app);
    await expectAccessMatrix(
      app,
      [
        { method: 'GET', url: '/api/dues.csv' },
        { method: 'POST', url: '/api/dues/statement/preview', payload: { csv: 'Date,Narration,Deposit Amt.\n' } },
        { method: 'POST', url: '/api/dues/statement', payload: { csv: 'Date,Narration,Deposit Amt.\n' } },
      ],
      async () => ({ c: await tdb.query('select * from finance_contributions'), s: await tdb.query('select * from registration_statement_lines') }),
    );
  });
});
