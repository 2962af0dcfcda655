/**
 * The league's own sign-up form at /register, through HTTP on a real database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): what the page asks, the validation a parent sees, one
 * sign-up per phone and name (a second submission updates and says so), a child's guardian and
 * consents recorded with when and how and carried to the person on approval, the honeypot, the
 * closing day and the rate limit.
 */
import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import * as financeTables from '@league/finance/schema';
import * as playersTables from '@league/players/schema';
import { SIGNUP_MESSAGES, SIGNUP_POSTS_PER_TEN_MINUTES } from '../signup-contract';
import * as schema from './schema';
import { registrationsPlugin } from './plugin';
import { signupFormRoutes } from './signup-routes';
import type { SignupSettings } from './signup-form';

let tdb: TestDb;
let admin: Record<string, string>;
beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema, ...playersTables, ...financeTables });
  admin = bearer(await mintToken({ name: 'Organiser Olu', email: 'olu@example.test' }));
});
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

const ALL_FIELDS: SignupSettings = { fields: ['email', 'role', 'photo'], closesOn: null, open: true };
const saved: Buffer[] = [];
/** Every read of the league's settings the routes make (each is a query on the real app). */
let settingsReads = 0;

async function build(signup: SignupSettings = ALL_FIELDS, withPhotos = true) {
  const cache = new ResponseCache();
  return createTestApp({
    plugins: [
      [
        signupFormRoutes,
        {
          prefix: '',
          db: tdb.db,
          settings: async () => {
            settingsReads += 1;
            return { leagueName: 'Green Isle League', feePaise: 50_000, signup };
          },
          // The photo's re-encoding is the gallery's (tested there and in apps/api); here, its bytes are kept.
          ...(withPhotos
            ? {
                savePhoto: async (bytes: Buffer) => {
                  saved.push(bytes);
                  return `/api/gallery/files/photo-${saved.length}.webp`;
                },
              }
            : {}),
        },
      ],
      [registrationsPlugin, { db: tdb.db, cache, source: { url: null, file: null, allowPrivate: false }, registrationFee: async () => 50_000 }],
    ],
  });
}
type App = Awaited<ReturnType<typeof build>>;

const CHILD = {
  fullName: 'Meera Iyer',
  phone: '98450 11111',
  dateOfBirth: '14/05/2014',
  email: '',
  role: 'Bowler',
  guardianName: 'Lakshmi Iyer',
  guardianPhone: '+91 98450 22222',
  consentPublish: 'on',
  consentPhotos: 'on',
};
const ADULT = { fullName: 'Ravi Kumar', phone: '9845033333', dateOfBirth: '1990-02-01', email: 'ravi@example.org', role: 'Batter' };

/** The form as a browser without script sends it (urlencoded). */
const post = (app: App, fields: Record<string, string>, ip = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: '/register',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The form as a browser sends it with a file input (multipart), encoded by undici's FormData. */
async function postMultipart(app: App, fields: Record<string, string>, photo?: { bytes: Buffer; type: string } | 'empty') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (photo === 'empty') form.append('photo', new Blob([]), '');
  else if (photo) form.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), 'me.jpg');
  const request = new Request('http://league.test/register', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/register',
    remoteAddress: '198.51.100.4',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const rows = () =>
  tdb.query<{
    row_key: string;
    full_name: string;
    ph_no: string;
    role: string;
    guardian_name: string;
    guardian_phone: string;
    consent_by: string | null;
    consent_at: Date | null;
    photo_consent_at: Date | null;
    photo_url: string | null;
    reference: string | null;
    status: string;
    email_address: string;
  }>('select * from registrations order by submitted_at, full_name');

const referenceOf = (html: string) => /<p class="reference"><code>([0-9A-Z]{8})<\/code>/.exec(html)?.[1];

describe('the sign-up form at /register', () => {
  it('asks for the fields the league chose, the fee, the guardian and both consents, and works without script', async () => {
    const app = await build();
    const page = await app.inject({ method: 'GET', url: '/register' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<h1>Sign up for Green Isle League</h1>');
    expect(html).toContain('₹500');
    expect(html).not.toContain('<script');
    expect(html).toContain('<form method="post" action="/register" enctype="multipart/form-data">');
    for (const name of ['fullName', 'phone', 'dateOfBirth', 'email', 'role', 'photo', 'guardianName', 'guardianPhone', 'consentPublish', 'consentPhotos'])
      expect(html).toContain(`name="${name}"`);
    // Every visible input has its label.
    for (const id of ['fullName', 'phone', 'dateOfBirth', 'email', 'role', 'photo', 'guardianName', 'guardianPhone'])
      expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');

    // A league that asks only the basics: no email, role or photo, and a plain form.
    const basic = await build({ fields: [], closesOn: null, open: true });
    const plain = (await basic.inject({ method: 'GET', url: '/register' })).body;
    expect(plain).not.toContain('name="email"');
    expect(plain).not.toContain('name="role"');
    expect(plain).not.toContain('name="photo"');
    expect(plain).toContain('<form method="post" action="/register">');
    await Promise.all([app.close(), basic.close()]);
  });

  it('says what is wrong, keeps what was typed, and stores nothing', async () => {
    const app = await build();
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...ADULT, fullName: '' }, SIGNUP_MESSAGES.name],
      [{ ...ADULT, phone: '12345' }, SIGNUP_MESSAGES.phone],
      [{ ...ADULT, dateOfBirth: 'next tuesday' }, SIGNUP_MESSAGES.dateOfBirth],
      [{ ...ADULT, email: 'not-an-email' }, SIGNUP_MESSAGES.email],
      [{ ...ADULT, role: 'Umpire' }, SIGNUP_MESSAGES.role],
      [{ ...CHILD, guardianName: '' }, SIGNUP_MESSAGES.guardianName],
      [{ ...CHILD, guardianPhone: '' }, SIGNUP_MESSAGES.guardianPhone],
    ];
    for (const [fields, message] of cases) {
      const res = await post(app, fields);
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(`role="alert" id="problem">${message}</p>`);
      // What the parent typed is still there.
      if (fields.fullName) expect(res.body).toContain(`value="${fields.fullName}"`);
    }
    expect(await rows()).toEqual([]);
    await app.close();
  });

  it('records a child with the guardian and both consents (who: the form; when: the sending), and gives a reference to keep', async () => {
    const app = await build();
    const before = Date.now();
    const res = await post(app, CHILD);
    expect(res.statusCode).toBe(201);
    expect(res.body).toContain('Thank you: Meera Iyer’s sign-up has reached Green Isle League.');
    const reference = referenceOf(res.body)!;
    expect(reference).toMatch(/^[0-9A-Z]{8}$/);
    const [row] = await rows();
    expect(row).toMatchObject({
      row_key: 'tel:9845011111',
      full_name: 'Meera Iyer',
      ph_no: '9845011111',
      role: 'Bowler',
      guardian_name: 'Lakshmi Iyer',
      guardian_phone: '9845022222',
      consent_by: 'the sign-up form',
      status: 'pending',
      reference,
    });
    expect(new Date(row!.consent_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.photo_consent_at).not.toBeNull();

    // The organisers see it in the review list with its consent.
    const list = await app.inject({ method: 'GET', url: '/api/registrations', headers: admin });
    const listed = (list.json() as { data: Array<{ fullName: string; consentBy: string | null; reference: string; photoConsentAt: string | null }> }).data;
    expect(listed.find((r) => r.fullName === 'Meera Iyer')).toMatchObject({ consentBy: 'the sign-up form', reference, photoConsentAt: expect.any(String) });
    await app.close();
  });

  it('a child without the consents is kept, but records none, and the confirmation says the name stays off the site', async () => {
    const app = await build();
    const res = await post(app, { ...CHILD, consentPublish: '', consentPhotos: '' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toContain('name stays off the website until a parent or guardian agrees');
    const [row] = await rows();
    expect(row).toMatchObject({ consent_by: null, consent_at: null, photo_consent_at: null });
    await app.close();
  });

  it('is idempotent by phone and name: a second submission updates the sign-up, keeps its reference, and says so', async () => {
    const app = await build();
    const first = referenceOf((await post(app, CHILD)).body);
    const again = await post(app, { ...CHILD, role: 'All-rounder', consentPhotos: '' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(SIGNUP_MESSAGES.updated);
    // The reference is kept, and not shown again: whoever sent this may not be who was given it.
    expect(referenceOf(again.body)).toBeUndefined();
    expect(again.body).toContain('The reference is the one the first confirmation gave.');
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ role: 'All-rounder', photo_consent_at: null, reference: first });
    // The publish consent withdrawn on a resubmission is withdrawn.
    await post(app, { ...CHILD, consentPublish: '' });
    expect((await rows())[0]).toMatchObject({ consent_by: null, consent_at: null });
    // The same phone written another way is the same phone.
    await post(app, { ...CHILD, phone: '+91-98450-11111' });
    expect(await rows()).toHaveLength(1);

    // A sister on the same parent's phone is a sign-up of her own, not an overwrite.
    const sister = await post(app, { ...CHILD, fullName: 'Anu Iyer', dateOfBirth: '2016-01-09' });
    expect(sister.statusCode).toBe(201);
    expect((await rows()).map((r) => r.full_name).sort()).toEqual(['Anu Iyer', 'Meera Iyer']);
    await app.close();
  });

  it("keeps a child's guardian: a resubmission naming another guardian's phone changes nothing, and a consent an organiser recorded stays", async () => {
    const app = await build();
    await post(app, { ...CHILD, consentPublish: '' });
    const stranger = await post(app, { ...CHILD, guardianName: 'Someone Else', guardianPhone: '9845099999' });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.body).toContain(SIGNUP_MESSAGES.guardianChanged);
    expect((await rows())[0]).toMatchObject({ guardian_name: 'Lakshmi Iyer', guardian_phone: '9845022222', consent_at: null });
    // The organisers record the guardian's consent by hand; the family then corrects the role.
    const [row] = await tdb.query<{ id: string }>('select id from registrations');
    const consent = await app.inject({
      method: 'POST',
      url: `/api/registrations/${row!.id}/consent`,
      headers: admin,
      payload: { guardianName: 'Lakshmi Iyer', guardianPhone: '9845022222', consent: true },
    });
    expect(consent.statusCode, consent.body).toBe(200);
    expect((await post(app, { ...CHILD, role: 'Batter', consentPublish: '' })).statusCode).toBe(200);
    expect((await rows())[0]).toMatchObject({ role: 'Batter', consent_by: 'olu@example.test' });
    await app.close();
  });

  it('escapes what it shows back: a name with markup stays text', async () => {
    const app = await build();
    const res = await post(app, { ...ADULT, fullName: '<img src=x onerror=alert(1)>"\'', phone: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('value="&lt;img src=x onerror=alert(1)&gt;&quot;&#39;"');
    // The field at fault is marked for screen readers, and the title says there is an error.
    expect(res.body).toContain(
      'id="phone" name="phone" value="1" type="tel" inputmode="tel" autocomplete="off" maxlength="40" required aria-invalid="true" aria-describedby="problem phone-hint"',
    );
    expect(res.body).toContain('<title>Error: Sign up');
    const made = await post(app, { ...ADULT, fullName: '<b>Ravi</b>' });
    expect(made.statusCode).toBe(201);
    expect(made.body).toContain('Thank you: &lt;b&gt;Ravi&lt;/b&gt;’s sign-up');
    await app.close();
  });

  it('does not change a sign-up the league has reviewed', async () => {
    const app = await build();
    await post(app, ADULT);
    const [row] = await tdb.query<{ id: string }>('select id from registrations');
    const review = await app.inject({ method: 'POST', url: `/api/registrations/${row!.id}/review`, headers: admin, payload: { action: 'reject' } });
    expect(review.statusCode).toBe(200);
    const again = await post(app, { ...ADULT, role: 'Bowler' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(SIGNUP_MESSAGES.reviewed);
    expect((await rows())[0]).toMatchObject({ role: 'Batter', status: 'rejected' });
    await app.close();
  });

  it('carries the consents and the photo to the person and profile on approval; without photo consent the child’s photo stays off the profile', async () => {
    const app = await build();
    const photo = { bytes: Buffer.from('a photo, as the gallery would store it'), type: 'image/jpeg' };
    expect((await postMultipart(app, CHILD, photo)).statusCode).toBe(201);
    // (On a phone of her own here: siblings.test.ts signs up a sister on her parent's phone.)
    expect(
      (await postMultipart(app, { ...CHILD, fullName: 'Anu Iyer', phone: '9845044444', dateOfBirth: '09/01/2016', consentPhotos: '' }, photo)).statusCode,
    ).toBe(201);
    // A form sent with no file chosen carries an empty part: no photo, no error.
    expect((await postMultipart(app, ADULT, 'empty')).statusCode).toBe(201);
    const signups = await rows();
    expect(signups.map((r) => [r.full_name, r.photo_url !== null])).toEqual([
      ['Meera Iyer', true],
      ['Anu Iyer', true],
      ['Ravi Kumar', false],
    ]);
    const ids = (await tdb.query<{ id: string }>('select id from registrations')).map((r) => r.id);
    const approved = await app.inject({ method: 'POST', url: '/api/registrations/bulk-approve', headers: admin, payload: { ids } });
    expect(approved.statusCode).toBe(200);
    const people = await tdb.query<{ name: string; consent_by: string | null; guardian_name: string; photo_consent_at: Date | null }>(
      'select name, consent_by, guardian_name, photo_consent_at from people order by name',
    );
    expect(people.map((p) => [p.name, p.consent_by, p.guardian_name, p.photo_consent_at !== null])).toEqual([
      ['Anu Iyer', 'the sign-up form', 'Lakshmi Iyer', false],
      ['Meera Iyer', 'the sign-up form', 'Lakshmi Iyer', true],
      ['Ravi Kumar', null, '', false],
    ]);
    const profiles = await tdb.query<{ name: string; photo_url: string | null }>('select name, photo_url from players order by name');
    expect(profiles.map((p) => [p.name, p.photo_url !== null])).toEqual([
      ['Anu Iyer', false],
      ['Meera Iyer', true],
      ['Ravi Kumar', false],
    ]);
    await app.close();
  });

  it('refuses a photo past 8 MB with the form again, and takes no photo when the league asks none', async () => {
    const app = await build();
    const big = await postMultipart(app, ADULT, { bytes: Buffer.alloc(8 * 1024 * 1024 + 10, 1), type: 'image/jpeg' });
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain(SIGNUP_MESSAGES.photoSize);
    expect(await rows()).toEqual([]);
    const none = await build({ fields: ['email'], closesOn: null, open: true });
    const count = saved.length;
    expect((await postMultipart(none, ADULT, { bytes: Buffer.from('x'), type: 'image/jpeg' })).statusCode).toBe(201);
    expect(saved.length).toBe(count);
    expect((await rows())[0]!.photo_url).toBeNull();
    await Promise.all([app.close(), none.close()]);
  });

  it('answers a robot that fills the hidden field as it would a person, and keeps nothing', async () => {
    const app = await build();
    const res = await post(app, { ...ADULT, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(referenceOf(res.body)).toMatch(/^[0-9A-Z]{8}$/);
    expect(await rows()).toEqual([]);
    await app.close();
  });

  it('closes itself after the closing day: the page says so and a submission is refused', async () => {
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - 86_400_000));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const closed = await build({ fields: [], closesOn: yesterday, open: false });
    const page = await closed.inject({ method: 'GET', url: '/register' });
    expect(page.statusCode).toBe(403);
    expect(page.body).toMatch(/Sign-ups closed on \d{1,2} [A-Z][a-z]+ \d{4}\./);
    expect(page.body).not.toContain('<form');
    expect((await post(closed, ADULT)).statusCode).toBe(403);
    expect(await rows()).toEqual([]);
    // Open through its closing day.
    const lastDay = await build({ fields: [], closesOn: today, open: true });
    expect((await lastDay.inject({ method: 'GET', url: '/register' })).body).toContain('Sign-ups close on');
    expect((await post(lastDay, ADULT)).statusCode).toBe(201);
    await Promise.all([closed.close(), lastDay.close()]);
  });

  it(`takes ${SIGNUP_POSTS_PER_TEN_MINUTES} submissions in ten minutes from one address, then answers 429 (others still get through)`, async () => {
    const app = await build();
    for (let i = 0; i < SIGNUP_POSTS_PER_TEN_MINUTES; i++) expect((await post(app, { ...ADULT, fullName: `Player ${i}` }, '192.0.2.50')).statusCode).toBe(201);
    const refused = await post(app, { ...ADULT, fullName: 'One too many' }, '192.0.2.50');
    expect(refused.statusCode).toBe(429);
    // A browser's form gets the form back with the wait, not JSON; another client the envelope.
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toMatch(/role="alert" id="problem">Too many requests\. Please try again in \d+ seconds\./);
    const json = await app.inject({ method: 'POST', url: '/register', remoteAddress: '192.0.2.50', payload: ADULT });
    expect(json.statusCode).toBe(429);
    expect(json.json()).toMatchObject({ success: false });
    expect((await post(app, { ...ADULT, fullName: 'Someone else' }, '192.0.2.51')).statusCode).toBe(201);
    await app.close();
  });

  it('reads the league’s settings once a request: the page, a sign-up, and a refused one answered with the form', async () => {
    const app = await build();
    const reads = async (send: () => Promise<{ statusCode: number }>, status: number) => {
      const before = settingsReads;
      expect((await send()).statusCode).toBe(status);
      return settingsReads - before;
    };
    expect(await reads(() => app.inject({ method: 'GET', url: '/register' }), 200)).toBe(1);
    expect(await reads(() => post(app, ADULT), 201)).toBe(1);
    // The error page is drawn from the post's own read, not a second one.
    expect(await reads(() => post(app, { ...ADULT, phone: '12345' }), 400)).toBe(1);
    expect(await reads(() => postMultipart(app, { ...CHILD, fullName: 'Anu Iyer' }, { bytes: Buffer.from('x'), type: 'image/jpeg' }), 201)).toBe(1);
    await app.close();
  });

  it('answers a client that is not a browser form in the JSON envelope', async () => {
    const app = await build();
    const made = await app.inject({ method: 'POST', url: '/register', payload: { ...ADULT, consentPublish: true } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ success: true, reference: expect.stringMatching(/^[0-9A-Z]{8}$/), updated: false });
    const again = await app.inject({ method: 'POST', url: '/register', payload: ADULT });
    expect(again.json()).toEqual({ success: true, updated: true });
    const bad = await app.inject({ method: 'POST', url: '/register', payload: { ...ADULT, phone: '12' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: SIGNUP_MESSAGES.phone });
    await app.close();
  });
});
