/**
 * Admin-only routes through the core access matrix with the REAL subject check (a token
 * is only as good as the admin row behind it), and the login numbers they serve.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestDb, expectAccessMatrix, TEST_JWT_SECRET, type TestDb } from '@league/core/testing';
import { signAppToken, type CoreApp } from '@league/core/server';
import * as schema from './schema';
import { ensureAdmin, recordLoginEvent, type AdminRow } from './repo';
import { createAdminSubjectCheck } from './subject-check';
import { createSession } from './sessions';
import { adminTestApp } from './test-kit';

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
  ({ admin } = await ensureAdmin(tdb.db, { email: 'asha@league.local', name: 'Asha Rao' }));
});

// Every admin token belongs to a session (issue 18): made here as a sign-in would.
const tokenFor = async (a: AdminRow) => {
  const session = await createSession(tdb.db, { adminId: a.id, method: 'link', userAgent: null, ip: null }, 12);
  return signAppToken(TEST_JWT_SECRET, { sub: a.id, role: a.role, name: a.name, email: a.email, jti: session.id });
};
const signedInScorer = async (): Promise<AdminRow> => {
  const [row] = await tdb.query<{ id: string }>("insert into admins (email, name, role) values ('scorer@league.local', 'Sam', 'scorer') returning id");
  return { ...admin, id: row!.id, email: 'scorer@league.local', name: 'Sam', role: 'scorer' };
};
const counts = async () =>
  tdb.query('select (select count(*) from admins) a, (select count(*) from admin_sign_in_links) l, (select count(*) from login_events) e');

describe('admin-only routes', () => {
  it('pass the access matrix with the real subject check; rejected requests change nothing', async () => {
    await expectAccessMatrix(
      app,
      [
        { method: 'GET', url: '/api/admin/logins/stats' },
        { method: 'GET', url: '/api/admin/logins/recent?limit=5' },
        { method: 'POST', url: '/api/admin/sign-in-links', payload: { email: 'new@league.local' }, adminStatus: 201 },
      ],
      counts,
      // The real subject check refuses made-up subjects and tokens without a session: the
      // valid token is this test's admin's, the non-admin one a signed-in scorer's.
      { adminToken: await tokenFor(admin), nonAdminToken: await tokenFor(await signedInScorer()) },
    );
  });

  it("refuse a deleted admin's token at once, and a token of another admin keeps working", async () => {
    const { admin: other } = await ensureAdmin(tdb.db, { email: 'ravi@league.local', name: 'Ravi' });
    const [mine, theirs] = [await tokenFor(admin), await tokenFor(other)];
    expect((await app.inject({ method: 'GET', url: '/api/admin/logins/stats', headers: bearer(mine) })).statusCode).toBe(200);
    await tdb.query('delete from admins where id = $1', [admin.id]);
    const gone = await app.inject({ method: 'GET', url: '/api/admin/logins/stats', headers: bearer(mine) });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().success).toBe(false);
    const link = await app.inject({ method: 'POST', url: '/api/admin/sign-in-links', headers: bearer(mine), payload: { email: 'x@league.local' } });
    expect(link.statusCode).toBe(401);
    expect(await tdb.query('select email from admins where email = $1', ['x@league.local'])).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/admin/logins/stats', headers: bearer(theirs) })).statusCode).toBe(200);
  });

  it('refuse a token whose subject is not a uuid without a database error', async () => {
    const odd = await signAppToken(TEST_JWT_SECRET, { sub: "1' or '1'='1", role: 'admin' });
    expect((await app.inject({ method: 'GET', url: '/api/admin/logins/stats', headers: bearer(odd) })).statusCode).toBe(401);
  });
});

describe('the subject check', () => {
  it('updates last_seen_at at most once a minute per admin', async () => {
    const check = createAdminSubjectCheck(tdb.db, []);
    const iat = Math.floor(Date.now() / 1000);
    const session = await createSession(tdb.db, { adminId: admin.id, method: 'link', userAgent: null, ip: null }, 12);
    const claims = { sub: admin.id, role: 'admin', iat, jti: session.id };
    const seen = async () => (await tdb.query<{ last_seen_at: Date | null }>('select last_seen_at from admins where id = $1', [admin.id]))[0]!.last_seen_at;
    expect(await seen()).toBeNull();
    expect(await check(claims)).toBe(true);
    const first = await seen();
    expect(first).not.toBeNull();
    expect(await check(claims)).toBe(true);
    expect(await seen()).toEqual(first);
    // A token without a session could never be ended: refused, whatever its role (issues 18, 35).
    expect(await check({ sub: admin.id, role: 'admin', iat })).toBe(false);
    expect(await check({ sub: admin.id, role: 'scorer', iat })).toBe(false);
    expect(await check({ sub: admin.id, role: 'player', iat })).toBe(false);
  });
});

describe('login numbers', () => {
  it('GET /api/admin/logins/stats counts admins and those seen in the last 15 minutes', async () => {
    await ensureAdmin(tdb.db, { email: 'old@league.local', name: 'Old Timer' });
    await ensureAdmin(tdb.db, { email: 'recent@league.local', name: 'Recent' });
    await tdb.query(`update admins set last_seen_at = now() - interval '20 minutes' where email = 'old@league.local'`);
    await tdb.query(`update admins set last_seen_at = now() - interval '5 minutes' where email = 'recent@league.local'`);
    const res = await app.inject({ method: 'GET', url: '/api/admin/logins/stats', headers: bearer(await tokenFor(admin)) });
    // Asha is seen by this very request; Recent was 5 minutes ago; Old Timer is not active.
    expect(res.json()).toEqual({ success: true, data: { totalAdmins: 3, activeNow: 2 } });
  });

  it('GET /api/admin/logins/recent lists successful sign-ins newest first, bounded by limit (max 200)', async () => {
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 205; i++) {
      await recordLoginEvent(tdb.db, { adminId: admin.id, email: admin.email, method: 'link', success: true, at: new Date(base + i * 1000) });
    }
    await recordLoginEvent(tdb.db, { email: 'stranger@x.org', method: 'google', success: false, reason: 'not_admin', at: new Date() });
    const headers = bearer(await tokenFor(admin));
    const three = await app.inject({ method: 'GET', url: '/api/admin/logins/recent?limit=3', headers });
    expect(three.statusCode).toBe(200);
    const data = three.json().data;
    expect(data).toHaveLength(3);
    expect(data[0]).toEqual({ name: 'Asha Rao', email: 'asha@league.local', at: new Date(base + 204_000).toISOString() });
    expect(new Date(data[0].at) > new Date(data[1].at)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/admin/logins/recent', headers })).json().data).toHaveLength(50);
    expect((await app.inject({ method: 'GET', url: '/api/admin/logins/recent?limit=1000', headers })).json().data).toHaveLength(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/logins/recent?limit=abc', headers })).statusCode).toBe(400);
  });

  it('keeps the history of a deleted admin under the email used', async () => {
    const { admin: gone } = await ensureAdmin(tdb.db, { email: 'gone@league.local', name: 'Gone' });
    await recordLoginEvent(tdb.db, { adminId: gone.id, email: gone.email, method: 'google', success: true });
    await tdb.query('delete from admins where id = $1', [gone.id]);
    const res = await app.inject({ method: 'GET', url: '/api/admin/logins/recent', headers: bearer(await tokenFor(admin)) });
    expect(res.json().data).toEqual([{ name: 'gone@league.local', email: 'gone@league.local', at: expect.any(String) }]);
  });
});
