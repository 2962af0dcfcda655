/**
 * The payer's page in Hindi (issue 32): /api/pay/{reference} is written in Hindi with the
 * built site's catalogs when the link asks for it (`?lang=hi`) or, the reminder's link
 * carrying no language, when the payer's browser prefers Hindi to English (Accept-Language);
 * its form keeps the page's language, and the server's answers to it are said in Hindi too.
 * Without either the page is the English one, word for word. The catalogs are a built site's
 * (`/locales/hi/*.json`), compiled here from the .po files as scripts/locales.mjs compiles
 * them, so the Hindi this test expects is the catalogs' own.
 */
import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import { financePlugin } from '@league/finance/server';
import * as financeTables from '@league/finance/schema';
import * as playersTables from '@league/players/schema';
import { formatRupees } from '@league/ui/format';
import { say, wordsOf, type Messages } from '@league/ui/i18n/say';
import { serverWords } from '../../../../scripts/locales.mjs';
import { DUES_MESSAGES } from '../contract';
import { addCharge } from './dues';
import { registrationsPlugin } from './plugin';
import * as schema from './schema';
import { prefersHindi } from './upi-routes';

const CATALOGS = ['registrations', 'auction', 'core'];
const FEE = 10_000_000; // ₹1,00,000: the amount in Indian grouping
const PAYEE = { upiId: 'greenisle.cricket@okaxis', payeeName: 'Green Isle Cricket' };
const LEAGUE = 'Green Isle League';
const HINDI_BROWSER = 'hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7';
const ENGLISH_BROWSER = 'en-IN,en;q=0.9,hi;q=0.8';

let tdb: TestDb;
let admin: Record<string, string>;
let built: Record<string, Messages>;
let hindi: ReturnType<typeof wordsOf>;
beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema, ...playersTables, ...financeTables });
  admin = bearer(await mintToken({ name: 'Treasurer Tara', email: 'tara@example.test' }));
  built = Object.fromEntries(await Promise.all(CATALOGS.map(async (name) => [name, (await serverWords(name, 'hi')) as Messages] as const)));
  hindi = wordsOf('hi', Object.values(built));
});
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

/** The app as apps/api assembles it: registrations given the site's built catalogs, the finance ledger beside. */
async function build() {
  const cache = new ResponseCache();
  return createTestApp({
    plugins: [
      [
        registrationsPlugin,
        {
          db: tdb.db,
          cache,
          source: { url: null, file: null, allowPrivate: false },
          registrationFee: async () => FEE,
          payee: async () => PAYEE,
          leagueName: async () => LEAGUE,
          publicUrl: 'https://league.example',
          catalogs: (lang: 'hi', names: readonly string[]) => (lang === 'hi' ? names.flatMap((name) => (built[name] ? [built[name]] : [])) : []),
        },
      ],
      [financePlugin, { db: tdb.db, cache }],
    ],
  });
}
type App = Awaited<ReturnType<typeof build>>;

interface Line {
  reference: string;
  lineId?: string;
}
/** Three approved sign-ups owing the fee, and a bought player's charge (its reason is the auction's words). */
async function owing(app: App) {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, payload, headers: admin });
  await call('POST', '/api/registrations/import', { csv: 'Name,Phone\nAsha,9845011111\nRavi,9845022222\nMeera,9845033333\n' });
  const ids = (await tdb.query<{ id: string }>('select id from registrations')).map((r) => r.id);
  expect((await call('POST', '/api/registrations/bulk-approve', { ids })).statusCode).toBe(200);
  const [person] = await tdb.query<{ person_id: string }>('select person_id from registrations where person_id is not null limit 1');
  await addCharge(tdb.db, { source: 'test:charge', personId: person!.person_id, name: 'Asha', reason: 'Bought at Season 5 auction', amountPaise: 250_000 });
  const dues = (await call('GET', '/api/dues')).json();
  const lines: Record<string, Line> = Object.fromEntries((dues.rows as Array<Line & { name: string }>).map((r) => [r.name, r]));
  return { season: dues.season as string, lines: lines as Record<'Asha' | 'Ravi' | 'Meera', Required<Line>>, charge: dues.charges[0] as Line };
}

const page = (app: App, url: string, language?: string) => app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
const form = (app: App, url: string, upiRef: string, language?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(language ? { 'accept-language': language } : {}) },
    payload: `upiRef=${upiRef}`,
  });

/** What a reader sees: the text outside tags, styles and the QR code, with these names taken out. */
function visibleText(html: string, names: string[]): string {
  let text = html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<svg[\s\S]*?<\/svg>/, '')
    .replace(/<[^>]*\blang="en"[^>]*>[^<]*<\/[^>]+>/g, '') // the link to the English page, in English
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');
  for (const name of names) text = text.replaceAll(name, ' ');
  return text;
}

describe("the payer's page in Hindi", () => {
  it('is written in Hindi from the catalogs at ?lang=hi: the heading line, the amount, every word', async () => {
    const app = await build();
    const { season, lines } = await owing(app);
    const { reference } = lines.Asha;
    const res = await page(app, `/api/pay/${reference}?lang=hi`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi">');
    const amount = formatRupees(FEE);
    expect(amount).toBe('₹1,00,000');
    // The line under the heading, and the amount's button, as the catalogs say them.
    const what = say(hindi, `Registration fee ${season} · reference <code>${reference}</code>`);
    expect(what).toMatch(/[\u0900-\u097F]/);
    expect(res.body).toContain(`<p class="what">${what}</p>`);
    expect(res.body).toContain(`<p class="amount">${amount}</p>`);
    const pay = say(hindi, `Pay ${amount} in your UPI app`);
    expect(pay).toMatch(/[\u0900-\u097F]/);
    expect(res.body).toContain(`>${pay}</a>`);
    expect(res.body).toContain(`<title>${say(hindi, `Pay: Registration fee ${season} · ${LEAGUE}`)}</title>`);
    expect(res.body).toContain(`aria-label="${say(hindi, `UPI QR code: ${amount} to ${PAYEE.payeeName}`)}"`);
    expect(res.body).toContain(`<button type="submit">${say(hindi, 'Send the reference')}</button>`);
    // The form posts back in Hindi; a link leads to the English page.
    expect(res.body).toContain(`action="/api/pay/${reference}?lang=hi"`);
    expect(res.body).toMatch(new RegExp(`<a href="/api/pay/${reference}\\?lang=en" hreflang="en" lang="en">English</a>`));
    // Nothing English is left but names, the UPI ID, the reference and the amount.
    expect(visibleText(res.body, [LEAGUE, PAYEE.payeeName, PAYEE.upiId, reference, 'UPI'])).not.toMatch(/[A-Za-z]/);
  });

  it("says a charge's reason, a paid line and the server's answers to the form in Hindi", async () => {
    const app = await build();
    const { lines, charge } = await owing(app);
    const bought = await page(app, `/api/pay/${charge.reference}?lang=hi`);
    expect(bought.body).toContain(say(hindi, `Bought at Season 5 auction · reference <code>${charge.reference}</code>`));
    expect(visibleText(bought.body, [LEAGUE, PAYEE.payeeName, PAYEE.upiId, charge.reference, 'UPI', 'Season 5 auction'])).not.toMatch(/[A-Za-z]/);

    const { reference } = lines.Ravi;
    const bad = await form(app, `/api/pay/${reference}?lang=hi`, '12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('<html lang="hi">');
    const refused = say(hindi, DUES_MESSAGES.upiRef);
    expect(refused).toMatch(/[\u0900-\u097F]/);
    expect(bad.body).toContain(`role="alert">${refused}</p>`);
    const saved = await form(app, `/api/pay/${reference}?lang=hi`, '412345678911');
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/api/pay/${reference}?saved=1&lang=hi`);
    const shown = await page(app, saved.headers.location as string);
    expect(shown.body).toContain('<html lang="hi">');
    expect(shown.body).toContain(`role="status">${say(hindi, DUES_MESSAGES.upiRefSaved)}</p>`);
    expect(shown.body).toContain('value="412345678911"');
    const taken = await form(app, `/api/pay/${lines.Asha.reference}?lang=hi`, '412345678911');
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain(say(hindi, DUES_MESSAGES.upiRefTaken));

    const paid = await app.inject({ method: 'POST', url: `/api/dues/${lines.Meera.lineId}/paid`, headers: admin });
    expect(paid.statusCode).toBe(200);
    const thanked = await page(app, `/api/pay/${lines.Meera.reference}?lang=hi`);
    expect(thanked.body).toContain(`role="status">${say(hindi, 'Paid. Thank you.')}</p>`);
    expect(visibleText(thanked.body, [LEAGUE, lines.Meera.reference])).not.toMatch(/[A-Za-z]/);
  });

  it('is chosen by a browser that prefers Hindi when the link names no language; the link overrides it', async () => {
    const app = await build();
    const { reference } = (await owing(app)).lines.Asha;
    const res = await page(app, `/api/pay/${reference}`, HINDI_BROWSER);
    expect(res.body).toContain('<html lang="hi">');
    expect(res.headers.vary).toMatch(/accept-language/i);
    // The browser's language comes along with the form: its action names none.
    expect(res.body).toContain(`action="/api/pay/${reference}"`);
    expect(res.body).toContain(say(hindi, `Pay ${formatRupees(FEE)} in your UPI app`));
    const english = await page(app, `/api/pay/${reference}?lang=en`, HINDI_BROWSER);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`action="/api/pay/${reference}?lang=en"`);
    expect(english.body).toContain('<button type="submit">Send the reference</button>');
    const saved = await form(app, `/api/pay/${reference}?lang=en`, '412345678912', HINDI_BROWSER);
    expect(saved.headers.location).toBe(`/api/pay/${reference}?saved=1&lang=en`);
    // English first, Hindi after it: English.
    expect((await page(app, `/api/pay/${reference}`, ENGLISH_BROWSER)).body).toContain('<html lang="en">');
  });

  it('stays the English page, word for word, without ?lang=hi or a browser preferring Hindi', async () => {
    const app = await build();
    const { season, lines } = await owing(app);
    const { reference } = lines.Asha;
    const res = await page(app, `/api/pay/${reference}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(`<title>Pay: Registration fee ${season} · ${LEAGUE}</title>`);
    expect(res.body).toContain(`<p class="what">Registration fee ${season} · reference <code>${reference}</code></p>`);
    expect(res.body).toContain('>Pay ₹1,00,000 in your UPI app</a>');
    expect(res.body).toContain(`<form method="post" action="/api/pay/${reference}">`);
    expect(res.body).toContain('<label for="upiRef">Paid already? The 12-digit UPI reference your app shows</label>');
    expect(res.body).not.toContain('lang="hi"');
    expect(res.body).not.toContain('?lang=');
    const bad = await form(app, `/api/pay/${reference}`, '12345');
    expect(bad.body).toContain('<html lang="en">');
    expect(bad.body).toContain('The UPI reference is the 12 digits your UPI app shows for the payment');
  });

  it("reads a browser's languages: Hindi only when ranked above English", () => {
    expect([HINDI_BROWSER, 'hi', 'mr-IN,hi;q=0.8,en;q=0.5', 'HI-in; q=0.5 , fr'].map(prefersHindi)).toEqual([true, true, true, true]);
    expect([ENGLISH_BROWSER, undefined, '', '*', 'en-IN, hi-IN;q=1', 'hi;q=0', 'hi;q=abc'].map(prefersHindi)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses a language it does not have, in the envelope', async () => {
    const app = await build();
    const { lines } = await owing(app);
    const res = await page(app, `/api/pay/${lines.Asha.reference}?lang=fr`);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
