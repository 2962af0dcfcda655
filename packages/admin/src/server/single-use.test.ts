/**
 * Issue 35: credentials that must not be used twice or without a session. A Google ID token
 * is exchanged for one session only (it was three), on every instance (the database
 * decides); and a token of any role, a scorer's too, needs a live session.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { bearer, createTestApp, createTestDb, TEST_JWT_SECRET, type TestDb } from '@league/core/testing';
import { signAppToken, type CoreApp } from '@league/core/server';
import * as schema from './schema';
import { adminMessages } from '../constants';
import { ensureAdmin } from './repo';
import { createSession } from './sessions';
import { createAdminSubjectCheck } from './subject-check';
import { adminTestApp, startFakeGoogle, type FakeGoogle } from './test-kit';

let tdb: TestDb;
let google: FakeGoogle;
let app: CoreApp;
let second: CoreApp;

beforeAll(async () => {
  tdb = await createTestDb(schema);
  google = await startFakeGoogle();
  app = await adminTestApp(tdb.db, { googleJwksUrl: google.jwksUrl });
  // Another instance on the same database.
  second = await adminTestApp(tdb.db, { googleJwksUrl: google.jwksUrl });
});
afterAll(async () => {
  await app.close();
  await second.close();
  await google.close();
  await tdb.close();
});
beforeEach(async () => {
  await tdb.reset();
  await ensureAdmin(tdb.db, { email: 'organiser@example.com', name: 'Org Aniser' });
});

const login = (on: CoreApp, tokenId: string) => on.inject({ method: 'POST', url: '/api/admin/google-login', payload: { tokenId } });
const sessions = async () => (await tdb.query<{ n: number }>('select count(*)::int as n from admin_sessions'))[0]!.n;

describe('a Google ID token is good for one sign-in (issue 35)', () => {
  it('refuses the same token a second time, on this instance or another, with the envelope', async () => {
    const token = await google.sign();
    expect((await login(app, token)).statusCode).toBe(200);
    for (const on of [app, second]) {
      const again = await login(on, token);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ success: false, message: adminMessages.googleUnverified });
    }
    expect(await sessions()).toBe(1);
    const [event] = await tdb.query<{ reason: string }>('select reason from login_events where success = false order by at desc limit 1');
    expect(event!.reason).toBe('token_reused');
  });

  it('gives one session when the same token is sent to two instances at once', async () => {
    const token = await google.sign();
    const answers = await Promise.all([login(app, token), login(second, token), login(app, token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
    expect(await sessions()).toBe(1);
  });

  it('refuses a replay in the minute past `exp` that the verifier still accepts (clock tolerance)', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    // Expired 30 s ago: inside jose's 60 s tolerance, so the signature check still passes.
    const late = await google.sign({}, { iat: nowSeconds - 3600, expiresIn: nowSeconds - 30 });
    expect((await login(app, late)).statusCode).toBe(200);
    // The next sign-in purges the rows that have expired; this token's row must not be one of them.
    expect((await login(app, await google.sign({ nonce: 'next' }))).statusCode).toBe(200);
    const replay = await login(second, late);
    expect(replay.statusCode).toBe(401);
    expect(await sessions()).toBe(2);
  });

  it('still accepts the next token Google issues, and forgets tokens once they have expired', async () => {
    expect((await login(app, await google.sign({}, { iat: Math.floor(Date.now() / 1000) - 30 }))).statusCode).toBe(200);
    expect((await login(app, await google.sign())).statusCode).toBe(200);
    await tdb.query("update used_google_tokens set expires_at = now() - interval '1 minute'");
    expect((await login(app, await google.sign({ nonce: 'third' }))).statusCode).toBe(200);
    expect((await tdb.query<{ n: number }>('select count(*)::int as n from used_google_tokens'))[0]!.n).toBe(1);
  });
});

describe('every role needs a live session (issue 35)', () => {
  const scoring: FastifyPluginAsync = async (api) => {
    api.post('/score', { config: { access: 'scorer' } }, async () => ({ success: true }));
  };

  it('refuses a scorer token without a session id, and accepts one with a live session', async () => {
    const scorerApp = await createTestApp({ plugins: [[scoring, {}]], verifySubject: createAdminSubjectCheck(tdb.db) });
    try {
      const [scorer] = await tdb.query<{ id: string }>(
        "insert into admins (email, name, role) values ('scorer@example.com', 'Sam Scorer', 'scorer') returning id",
      );
      const claims = { sub: scorer!.id, role: 'scorer', name: 'Sam Scorer', email: 'scorer@example.com' };
      // What anyone holding the secret could make: no session behind it, so nothing can end it.
      const sessionless = await signAppToken(TEST_JWT_SECRET, claims);
      const refused = await scorerApp.inject({ method: 'POST', url: '/api/score', headers: bearer(sessionless) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ success: false });

      const session = await createSession(tdb.db, { adminId: scorer!.id, method: 'link', userAgent: null, ip: null }, 12);
      const withSession = await signAppToken(TEST_JWT_SECRET, { ...claims, jti: session.id });
      expect((await scorerApp.inject({ method: 'POST', url: '/api/score', headers: bearer(withSession) })).statusCode).toBe(200);
    } finally {
      await scorerApp.close();
    }
  });
});
