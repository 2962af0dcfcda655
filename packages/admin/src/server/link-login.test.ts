/** One-time sign-in links, the admin-only link route and password sign-in behind its flag. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestDb, TEST_JWT_SECRET, type TestDb } from '@league/core/testing';
import { signAppToken, type CoreApp } from '@league/core/server';
import * as schema from './schema';
import { ensureAdmin, type AdminRow } from './repo';
import { createAdminSignInLink, NoSuchAdminError } from './links';
import { hashPassword } from './secrets';
import { adminTestApp } from './test-kit';
import { createSession } from './sessions';

let tdb: TestDb;
let app: CoreApp;
let admin: AdminRow;

beforeAll(async () => {
  tdb = await createTestDb(schema);
  app = await adminTestApp(tdb.db);
});
afterAll(async () => {
  await app.close();
  await tdb.close();
});
beforeEach(async () => {
  await tdb.reset();
  ({ admin } = await ensureAdmin(tdb.db, { email: 'asha@league.local', name: 'Asha Rao', phone: '9876543210' }));
});

const linkLogin = (code: string, target = app) => target.inject({ method: 'POST', url: '/api/admin/link-login', payload: { code } });
const codeOf = (url: string) => new URL(url).searchParams.get('code')!;

describe('one-time sign-in links', () => {
  it('signs in once with a fresh link, then refuses the same link', async () => {
    const link = await createAdminSignInLink(tdb.db, { email: 'ASHA@league.local', publicUrl: 'http://league.test/' });
    expect(link.url).toMatch(/^http:\/\/league\.test\/login\?code=[A-Za-z0-9_-]{43}$/);
    const first = await linkLogin(codeOf(link.url));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, user: { name: 'Asha Rao', email: 'asha@league.local', role: 'admin' } });
    const again = await linkLogin(codeOf(link.url));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ success: false, message: 'This sign-in link is invalid or has expired.' });
    const logged = await tdb.query('select method, success, reason from login_events order by at');
    expect(logged).toEqual([
      { method: 'link', success: true, reason: null },
      { method: 'link', success: false, reason: 'invalid_code' },
    ]);
  });

  it('stores only a hash of the code', async () => {
    const link = await createAdminSignInLink(tdb.db, { email: 'asha@league.local', publicUrl: 'http://league.test' });
    const rows = await tdb.query<{ code_hash: string }>('select code_hash from admin_sign_in_links');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toBe(codeOf(link.url));
  });

  it('refuses an expired link', async () => {
    const link = await createAdminSignInLink(tdb.db, { email: 'asha@league.local', publicUrl: 'http://league.test', now: new Date(Date.now() - 16 * 60_000) });
    expect((await linkLogin(codeOf(link.url))).statusCode).toBe(401);
    const fresh = await createAdminSignInLink(tdb.db, { email: 'asha@league.local', publicUrl: 'http://league.test', now: new Date(Date.now() - 14 * 60_000) });
    expect((await linkLogin(codeOf(fresh.url))).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous exchanges of a link through', async () => {
    const link = await createAdminSignInLink(tdb.db, { email: 'asha@league.local', publicUrl: 'http://league.test' });
    const results = await Promise.all([linkLogin(codeOf(link.url)), linkLogin(codeOf(link.url)), linkLogin(codeOf(link.url))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses unknown codes and a link for a deleted admin', async () => {
    expect((await linkLogin('made-up-code')).statusCode).toBe(401);
    const link = await createAdminSignInLink(tdb.db, { email: 'asha@league.local', publicUrl: 'http://league.test' });
    await tdb.query('delete from admins where id = $1', [admin.id]);
    expect((await linkLogin(codeOf(link.url))).statusCode).toBe(401);
  });

  it('does not make links for strangers unless asked to create the admin', async () => {
    await expect(createAdminSignInLink(tdb.db, { email: 'nobody@league.local', publicUrl: 'http://x' })).rejects.toBeInstanceOf(NoSuchAdminError);
    const made = await createAdminSignInLink(tdb.db, { email: 'new@league.local', name: 'New Person', publicUrl: 'http://x', create: true });
    expect(made.created).toBe(true);
    expect(made.admin).toMatchObject({ email: 'new@league.local', name: 'New Person', role: 'admin' });
  });

  it('POST /api/admin/sign-in-links gives an admin a working link (and creates a new admin)', async () => {
    const session = await createSession(tdb.db, { adminId: admin.id, method: 'link', userAgent: null, ip: null }, 12);
    const token = await signAppToken(TEST_JWT_SECRET, { sub: admin.id, role: 'admin', name: admin.name, email: admin.email, jti: session.id });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in-links',
      headers: bearer(token),
      payload: { email: 'Ravi@League.local', name: 'Ravi Kumar' },
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.created).toBe(true);
    expect(data.url).toMatch(/^http:\/\/league\.test\/login\?code=/);
    expect(new Date(data.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const login = await linkLogin(codeOf(data.url));
    expect(login.json().user).toEqual({ name: 'Ravi Kumar', email: 'ravi@league.local', role: 'admin' });
  });
});

describe('password sign-in', () => {
  it('is off by default: 404, and the attempt is logged', async () => {
    await tdb.query('update admins set password_hash = $1', [await hashPassword('Secret123')]);
    const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'asha@league.local', password: 'Secret123' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Password sign-in is not enabled on this server.' });
    expect(await tdb.query('select method, success, reason from login_events')).toEqual([{ method: 'password', success: false, reason: 'password_login_off' }]);
  });

  it('when AUTH_PASSWORD_LOGIN is on: the right password signs in, a wrong one or unknown email gets 401', async () => {
    const on = await adminTestApp(tdb.db, { passwordLogin: true });
    try {
      await tdb.query('update admins set password_hash = $1', [await hashPassword('Secret123')]);
      const ok = await on.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'Asha@league.local', password: 'Secret123' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.email).toBe('asha@league.local');
      for (const payload of [
        { email: 'asha@league.local', password: 'secret123' },
        { email: 'ghost@league.local', password: 'Secret123' },
      ]) {
        const bad = await on.inject({ method: 'POST', url: '/api/admin/login', payload });
        expect(bad.statusCode).toBe(401);
        expect(bad.json()).toEqual({ success: false, message: 'Invalid email or password.' });
      }
      // An admin without a password (Google or links only) cannot be guessed into.
      await tdb.query('update admins set password_hash = null');
      expect((await on.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'asha@league.local', password: 'Secret123' } })).statusCode).toBe(
        401,
      );
    } finally {
      await on.close();
    }
  });
});
