/** S2: Google sign-in verified on the server against a JWKS served over HTTP by this test. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateKeyPair, SignJWT } from 'jose';
import { createTestDb, TEST_JWT_SECRET, type TestDb } from '@league/core/testing';
import { verifyAppToken, type CoreApp } from '@league/core/server';
import * as schema from './schema';
import { ensureAdmin } from './repo';
import { adminTestApp, GOOGLE_CLIENT_ID, startFakeGoogle, type FakeGoogle } from './test-kit';

let tdb: TestDb;
let google: FakeGoogle;
let app: CoreApp;

beforeAll(async () => {
  tdb = await createTestDb(schema);
  google = await startFakeGoogle();
  app = await adminTestApp(tdb.db, { googleJwksUrl: google.jwksUrl, adminEmails: ['Founder@Example.com'] });
});
afterAll(async () => {
  await app.close();
  await google.close();
  await tdb.close();
});
beforeEach(async () => {
  await tdb.reset();
  await ensureAdmin(tdb.db, { email: 'organiser@example.com', name: 'Org Aniser', phone: '9876543210' });
});

const login = (tokenId: string) =>
  app.inject({ method: 'POST', url: '/api/admin/google-login', payload: { tokenId }, headers: { 'user-agent': 'vitest-browser' } });
const events = () =>
  tdb.query<{ method: string; success: boolean; reason: string | null; email: string | null; ip: string | null; user_agent: string | null }>(
    'select method, success, reason, email, ip, user_agent from login_events order by at',
  );

describe('POST /api/admin/google-login', () => {
  it('accepts a valid token of an admin: app token, user, login event', async () => {
    const res = await login(await google.sign());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful', user: { name: 'Org Aniser', email: 'organiser@example.com', role: 'admin' } });
    const claims = await verifyAppToken(TEST_JWT_SECRET, body.token);
    const [admin] = await tdb.query<{ id: string; last_login_at: Date | null }>('select id, last_login_at from admins where email = $1', [
      'organiser@example.com',
    ]);
    expect(claims).toMatchObject({ sub: admin!.id, role: 'admin', name: 'Org Aniser', email: 'organiser@example.com' });
    expect(admin!.last_login_at).not.toBeNull();
    expect(await events()).toEqual([
      { method: 'google', success: true, reason: null, email: 'organiser@example.com', ip: '127.0.0.1', user_agent: 'vitest-browser' },
    ]);
    // The app token it issued opens admin routes.
    const stats = await app.inject({ method: 'GET', url: '/api/admin/logins/stats', headers: { authorization: `Bearer ${body.token}` } });
    expect(stats.statusCode).toBe(200);
  });

  const refusals: Array<[string, () => Promise<string>, number, string]> = [
    ['wrong audience', () => google.sign({}, { aud: 'someone-else.apps.googleusercontent.com' }), 401, 'bad_claim_aud'],
    ['wrong issuer', () => google.sign({}, { iss: 'https://evil.example.com' }), 401, 'bad_claim_iss'],
    ['expired', () => google.sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 120 }), 401, 'token_expired'],
    ['unverified email', () => google.sign({ email_verified: false }), 401, 'email_unverified'],
    ['email_verified as a string', () => google.sign({ email_verified: 'true' }), 401, 'email_unverified'],
    ['unknown email', () => google.sign({ email: 'stranger@example.com' }), 403, 'not_admin'],
    ['unknown key id', () => google.sign({}, { kid: 'not-a-google-key' }), 401, 'unknown_key'],
    ['not a JWT', async () => 'this.is-not.a-token', 401, 'malformed_token'],
    // Issue 18: our client as the one audience (and authorised party), issued in the past.
    ['another audience besides ours, no azp', () => google.sign({}, { aud: [GOOGLE_CLIENT_ID, 'other-app.apps.googleusercontent.com'] }), 401, 'bad_claim_aud'],
    ['an authorised party that is not us', () => google.sign({ azp: 'other-app.apps.googleusercontent.com' }), 401, 'bad_claim_azp'],
    [
      'iat in the future',
      () => google.sign({}, { iat: Math.floor(Date.now() / 1000) + 600, expiresIn: Math.floor(Date.now() / 1000) + 3600 }),
      401,
      'bad_claim_iat',
    ],
  ];

  it('accepts a token whose azp is our client', async () => {
    expect((await login(await google.sign({ azp: GOOGLE_CLIENT_ID }))).statusCode).toBe(200);
  });

  for (const [name, make, status, reason] of refusals) {
    it(`refuses ${name} with ${status} and issues no token`, async () => {
      const res = await login(await make());
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body).not.toHaveProperty('token');
      if (status === 403) expect(body.message).toBe('Only Admins and Forefathers are authorized to login');
      const logged = await events();
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ method: 'google', success: false, reason });
    });
  }

  it('refuses a bad signature (another key under the known kid)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const res = await login(await google.sign({}, { key: privateKey }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).not.toHaveProperty('token');
    expect((await events())[0]).toMatchObject({ success: false, reason: 'bad_signature' });
  });

  it('refuses an HS256 token signed with the client id (algorithm pinned to RS256)', async () => {
    const forged = await new SignJWT({ email: 'organiser@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(GOOGLE_CLIENT_ID)
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(GOOGLE_CLIENT_ID.padEnd(32, 'x')));
    const res = await login(forged);
    expect(res.statusCode).toBe(401);
    expect((await events())[0]).toMatchObject({ success: false, reason: 'alg_not_allowed' });
  });

  it('creates an ADMIN_EMAILS admin on first sign-in, once', async () => {
    const claims = { email: 'founder@example.com', name: 'Founding Father' };
    const first = await login(await google.sign(claims, { iat: Math.floor(Date.now() / 1000) - 60 }));
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toEqual({ name: 'Founding Father', email: 'founder@example.com', role: 'admin' });
    // A second sign-in (a new token: each is good for one, issue 35).
    const second = await login(await google.sign(claims));
    expect(second.statusCode).toBe(200);
    expect(await tdb.query('select email, name, role from admins where email = $1', ['founder@example.com'])).toEqual([
      { email: 'founder@example.com', name: 'Founding Father', role: 'admin' },
    ]);
  });

  it('answers 401 when Google sign-in is not configured, and 503 when the key set cannot be fetched', async () => {
    const unconfigured = await adminTestApp(tdb.db, { googleClientId: null, googleJwksUrl: google.jwksUrl });
    const down = await adminTestApp(tdb.db, { googleJwksUrl: 'http://127.0.0.1:9/certs' });
    try {
      const token = await google.sign();
      const a = await unconfigured.inject({ method: 'POST', url: '/api/admin/google-login', payload: { tokenId: token } });
      expect(a.statusCode).toBe(401);
      const b = await down.inject({ method: 'POST', url: '/api/admin/google-login', payload: { tokenId: token } });
      expect(b.statusCode).toBe(503);
      expect(b.json()).toEqual({ success: false, message: 'Google sign-in is unavailable right now. Please try again shortly.' });
    } finally {
      await unconfigured.close();
      await down.close();
    }
  });

  it('rate-limits sign-in per IP with 429 and Retry-After', async () => {
    const limited = await adminTestApp(tdb.db, { googleJwksUrl: google.jwksUrl, signInPerMinute: undefined });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.inject({ method: 'POST', url: '/api/admin/google-login', payload: { tokenId: 'x.y.z' } });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(res.json().success).toBe(false);
        }
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
