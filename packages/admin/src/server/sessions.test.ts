/**
 * Issue 18: the reset takeover script, sessions that end on the server, removed admins and
 * tokens that must carry `exp` and not outlive the configured maximum.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestDb, startSmtpSink, type SmtpSink, type TestDb } from '@league/core/testing';
import { signAppToken, type CoreApp } from '@league/core/server';
import * as schema from './schema';
import { ensureAdmin, type AdminRow } from './repo';
import { hashPassword } from './secrets';
import { createSession, removeAdmin } from './sessions';
import { adminTestApp } from './test-kit';

let tdb: TestDb;
let app: CoreApp;
let smtp: SmtpSink;
let asha: AdminRow;
let ravi: AdminRow;

beforeAll(async () => {
  tdb = await createTestDb(schema);
  smtp = await startSmtpSink();
  app = await adminTestApp(tdb.db, { smtpUrl: smtp.url, smtpFrom: 'league@league.test', passwordLogin: true, sessionMaxAgeHours: 12 });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await tdb.close();
});
beforeEach(async () => {
  await tdb.reset();
  ({ admin: asha } = await ensureAdmin(tdb.db, {
    email: 'asha@league.local',
    name: 'Asha Rao',
    phone: '98765 43210',
    passwordHash: await hashPassword('OldPass111'),
  }));
  ({ admin: ravi } = await ensureAdmin(tdb.db, { email: 'ravi@league.local', name: 'Ravi', passwordHash: await hashPassword('RaviPass1') }));
});

const login = async (email: string, password: string, ua = 'laptop') =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, headers: { 'user-agent': ua } });
const tokenOf = async (email: string, password: string, ua?: string) => {
  const res = await login(email, password, ua);
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
};
const stats = (token: string) => app.inject({ method: 'GET', url: '/api/admin/logins/stats', headers: bearer(token) });
function resetToken(mail: string) {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/login\?reset=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no link in:\n${mail}`);
  return { token: decodeURIComponent(match[1]!), text };
}

describe('the reset takeover script (issue 18)', () => {
  it('request with a chosen password, open the link, sign in: fails at the last step', async () => {
    // 1. The attacker knows the league's public email and phone and picks a password.
    const asked = await app.inject({
      method: 'POST',
      url: '/api/admin/reset-password',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: 'asha@league.local', phone: '9876543210', newPassword: 'Attacker99' },
      remoteAddress: '203.0.113.7',
    });
    expect(asked.statusCode).toBe(200);
    // 2. The real admin gets the mail (the link points at the configured site, not the
    //    attacker's Host) and opens the link: opening changes nothing, and the admin does
    //    not know the attacker's password, so any confirmation attempt fails.
    const { token, text } = resetToken(await smtp.next());
    expect(text).toContain('http://league.test/login?reset=');
    expect(text).not.toContain('evil.example');
    const opened = await app.inject({ method: 'POST', url: '/api/admin/reset-password/confirm', payload: { token, newPassword: 'WhatIsThis1' } });
    expect(opened.statusCode).toBe(400);
    expect(opened.json().message).toMatch(/not the password that was asked for/);
    const tokenOnly = await app.inject({ method: 'POST', url: '/api/admin/reset-password/confirm', payload: { token } });
    expect(tokenOnly.statusCode).toBe(400);
    // 3. The attacker signs in with the chosen password: refused; the old one still works.
    expect((await login('asha@league.local', 'Attacker99')).statusCode).toBe(401);
    expect((await login('asha@league.local', 'OldPass111')).statusCode).toBe(200);
  });

  it('a password change ends every session and tells the admin', async () => {
    const before = await tokenOf('asha@league.local', 'OldPass111');
    const others = await tokenOf('ravi@league.local', 'RaviPass1');
    await app.inject({
      method: 'POST',
      url: '/api/admin/reset-password',
      payload: { email: 'asha@league.local', phone: '9876543210', newPassword: 'NewPass222' },
    });
    const { token } = resetToken(await smtp.next());
    expect((await app.inject({ method: 'POST', url: '/api/admin/reset-password/confirm', payload: { token, newPassword: 'NewPass222' } })).statusCode).toBe(
      200,
    );
    expect(await smtp.next()).toMatch(/Subject: Your admin password was changed/);
    expect((await stats(before)).statusCode).toBe(401);
    expect((await stats(others)).statusCode).toBe(200);
  });
});

describe('sessions (issue 18)', () => {
  it('logout ends the session on the server: the same token is refused afterwards', async () => {
    const token = await tokenOf('asha@league.local', 'OldPass111');
    expect((await stats(token)).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await stats(token)).statusCode).toBe(401);
  });

  it('lists the admin’s own sessions and ends one from another device', async () => {
    const laptop = await tokenOf('asha@league.local', 'OldPass111', 'laptop');
    const phone = await tokenOf('asha@league.local', 'OldPass111', 'phone');
    await tokenOf('ravi@league.local', 'RaviPass1');
    const listed = await app.inject({ method: 'GET', url: '/api/admin/sessions', headers: bearer(laptop) });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    const sessions = listed.json().data as Array<{ id: string; userAgent: string; current: boolean }>;
    expect(sessions.map((s) => [s.userAgent, s.current]).sort()).toEqual([
      ['laptop', true],
      ['phone', false],
    ]);
    const phoneSession = sessions.find((s) => s.userAgent === 'phone')!;
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/sessions/${phoneSession.id}`, headers: bearer(laptop) })).statusCode).toBe(200);
    expect((await stats(phone)).statusCode).toBe(401);
    expect((await stats(laptop)).statusCode).toBe(200);
    // Another admin's session cannot be ended from here.
    const [theirs] = await tdb.query<{ id: string }>('select id from admin_sessions where admin_id = $1', [ravi.id]);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/sessions/${theirs!.id}`, headers: bearer(laptop) })).statusCode).toBe(404);
  });

  it('an admin removed by another admin (UI route or the CLI helper) is refused at once', async () => {
    const mine = await tokenOf('asha@league.local', 'OldPass111');
    const theirs = await tokenOf('ravi@league.local', 'RaviPass1');
    const list = await app.inject({ method: 'GET', url: '/api/admin/admins', headers: bearer(mine) });
    expect(list.json().data.map((a: { email: string; you: boolean }) => [a.email, a.you])).toEqual([
      ['asha@league.local', true],
      ['ravi@league.local', false],
    ]);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/admins/${asha.id}`, headers: bearer(mine) })).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/admins/${ravi.id}`, headers: bearer(mine) })).statusCode).toBe(200);
    expect((await stats(theirs)).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/admins/${asha.id}`, headers: bearer(theirs) })).statusCode).toBe(401);
    // `pnpm admin:remove EMAIL` uses the same removal.
    expect(await removeAdmin(tdb.db, { email: 'ASHA@league.local' })).toMatchObject({ email: 'asha@league.local' });
    expect((await stats(mine)).statusCode).toBe(401);
  });

  it('refuses a token without exp, and one older than the maximum age whatever its exp', async () => {
    const session = await createSession(tdb.db, { adminId: asha.id, method: 'password', userAgent: null, ip: null }, 12);
    const claims = { role: 'admin', name: asha.name, email: asha.email, jti: session.id };
    // The app's own keys: only the missing expiry, or the age, can be what is refused.
    const noExp = app.jwt.sign({ sub: asha.id, ...claims });
    expect(JSON.parse(Buffer.from(noExp.split('.')[1]!, 'base64url').toString())).not.toHaveProperty('exp');
    expect((await stats(noExp)).statusCode).toBe(401);
    const thirteenHoursAgo = Math.floor(Date.now() / 1000) - 13 * 3600;
    const old = app.jwt.sign({ sub: asha.id, ...claims, iat: thirteenHoursAgo }, { expiresIn: '30d' });
    expect((await stats(old)).statusCode).toBe(401);
    const fresh = await signAppToken(app, { sub: asha.id, ...claims });
    expect((await stats(fresh)).statusCode).toBe(200);
  });

  it('issues tokens whose expiry is the configured maximum', async () => {
    const token = await tokenOf('asha@league.local', 'OldPass111');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(12 * 3600);
    expect(typeof payload.jti).toBe('string');
  });
});
