/** The confirmed password reset (decisions.md 2), with the link emailed to a local SMTP sink. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@league/core/testing';
import type { CoreApp } from '@league/core/server';
import * as schema from './schema';
import { ensureAdmin } from './repo';
import { hashPassword, verifyPassword } from './secrets';
import { phonesMatch, RESET_MAILS_PER_ACCOUNT, takeResetMail } from './reset';
import { startSmtpSink, type SmtpSink } from '@league/core/testing';
import { adminTestApp } from './test-kit';

let tdb: TestDb;
let app: CoreApp;
let smtp: SmtpSink;

beforeAll(async () => {
  tdb = await createTestDb(schema);
  smtp = await startSmtpSink();
  app = await adminTestApp(tdb.db, { smtpUrl: smtp.url, smtpFrom: 'league@league.test', passwordLogin: true });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await tdb.close();
});
beforeEach(async () => {
  await tdb.reset();
  await ensureAdmin(tdb.db, { email: 'asha@league.local', name: 'Asha Rao', phone: '98765 43210', passwordHash: await hashPassword('OldPass111') });
});

const SENT = { success: true, message: 'If the details match an admin account, a confirmation link has been sent.' };
const reset = (payload: Record<string, unknown>, ip = '10.1.1.1') =>
  app.inject({ method: 'POST', url: '/api/admin/reset-password', payload, remoteAddress: ip });
const confirm = (token: string, newPassword = 'NewPass222') =>
  app.inject({ method: 'POST', url: '/api/admin/reset-password/confirm', payload: { token, newPassword } });
const passwordLogin = (password: string) => app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'asha@league.local', password } });
const storedHash = async () => (await tdb.query<{ password_hash: string }>('select password_hash from admins'))[0]!.password_hash;

function linkIn(mail: string): URL {
  // Quoted-printable soft line breaks ("=\r\n") may split a long URL in the raw message.
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /http:\/\/league\.test\/login\?reset=[A-Za-z0-9_%-]+/.exec(text);
  if (!match) throw new Error(`no link in:\n${mail}`);
  return new URL(match[0]);
}

describe('POST /api/admin/reset-password', () => {
  it('changes nothing until the emailed link is confirmed with the password asked for, then applies it once', async () => {
    const res = await reset({ email: 'Asha@League.local', phone: '+91 98765-43210', newPassword: 'NewPass222' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const mail = await smtp.next();
    expect(mail).toMatch(/To: asha@league\.local/i);
    expect(mail).toMatch(/Subject: Confirm your new admin password/);
    expect(mail).toMatch(/Opening the link below changes nothing by itself/);
    // Not yet: the old password still works, the new one does not.
    expect(await verifyPassword('OldPass111', await storedHash())).toBe(true);
    expect((await passwordLogin('NewPass222')).statusCode).toBe(401);

    const token = linkIn(mail).searchParams.get('reset')!;
    const applied = await confirm(token);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ success: true, message: 'Your new password is now active.' });
    // The admin is told the password changed.
    expect(await smtp.next()).toMatch(/Subject: Your admin password was changed/);
    expect((await passwordLogin('NewPass222')).statusCode).toBe(200);
    expect((await passwordLogin('OldPass111')).statusCode).toBe(401);

    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ success: false, message: 'This password reset link is invalid or has expired.' });
  });

  it('answers the same for an unknown email or a wrong phone, and sends nothing', async () => {
    const before = await storedHash();
    const mailsBefore = smtp.received();
    for (const payload of [
      { email: 'ghost@league.local', phone: '9876543210', newPassword: 'NewPass222' },
      { email: 'asha@league.local', phone: '1234567890', newPassword: 'NewPass222' },
    ]) {
      const res = await reset(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
    }
    expect(await tdb.query('select pending_password_hash, reset_token_hash from admins')).toEqual([{ pending_password_hash: null, reset_token_hash: null }]);
    expect(await storedHash()).toBe(before);
    // Sending is not awaited by the route, so absence is proven by order: a request that does
    // match, made after them, must be the next mail (one wrongly queued would come first).
    await ensureAdmin(tdb.db, { email: 'ravi@league.local', name: 'Ravi Kumar', phone: '91234 56789' });
    expect((await reset({ email: 'ravi@league.local', phone: '9123456789', newPassword: 'NewPass222' })).json()).toEqual(SENT);
    expect(await smtp.next()).toMatch(/To: ravi@league\.local/i);
    expect(smtp.received()).toBe(mailsBefore + 1);
  });

  it('checks the new password on the server: 8+ characters with letters and digits', async () => {
    for (const newPassword of ['short1a', 'onlyletters', '1234567890', '']) {
      const res = await reset({ email: 'asha@league.local', phone: '9876543210', newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await reset({ email: 'asha@league.local', phone: '9876543210', newPassword: 'abcdefg1' })).json().message).toMatch(/^If the details/);
    await smtp.next();
    expect((await reset({ email: 'asha@league.local', phone: '9876543210', newPassword: 'onlyletters' })).json().message).toBe(
      'Use 8+ chars with a mix of letters & numbers.',
    );
  });

  it('requires every field with a message', async () => {
    const res = await reset({ phone: '9876543210', newPassword: 'NewPass222' });
    expect(res.json()).toEqual({ success: false, message: 'Registered email is required' });
    expect((await reset({ email: 'asha@league.local', newPassword: 'NewPass222' })).json().message).toBe('Phone number is required');
  });

  it('refuses an expired link and a link replaced by a newer request', async () => {
    await reset({ email: 'asha@league.local', phone: '9876543210', newPassword: 'First1111' });
    const first = linkIn(await smtp.next()).searchParams.get('reset')!;
    await reset({ email: 'asha@league.local', phone: '9876543210', newPassword: 'Second222' });
    const second = linkIn(await smtp.next()).searchParams.get('reset')!;
    expect((await confirm(first, 'First1111')).statusCode).toBe(400);
    expect((await confirm(first, 'Second222')).statusCode).toBe(400);
    await tdb.query(`update admins set reset_expires_at = now() - interval '1 minute'`);
    expect((await confirm(second, 'Second222')).statusCode).toBe(400);
    expect(await verifyPassword('OldPass111', await storedHash())).toBe(true);
  });

  it('limits requests per email and address (any email, so it reveals nothing) with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await reset({ email: 'ghost@league.local', phone: '1', newPassword: 'NewPass222' }, '10.2.0.1')).statusCode).toBe(200);
    const limited = await reset({ email: 'GHOST@league.local', phone: '1', newPassword: 'NewPass222' }, '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ success: false, message: 'Too many reset requests for this email. Please try again later.' });
  });

  it('one address asking again and again cannot stop the admin asking from another (issue 18)', async () => {
    for (let i = 0; i < 5; i++) await reset({ email: 'asha@league.local', phone: '1', newPassword: 'NewPass222' }, '203.0.113.66');
    expect((await reset({ email: 'asha@league.local', phone: '1', newPassword: 'NewPass222' }, '203.0.113.66')).statusCode).toBe(429);
    const mailsBefore = smtp.received();
    const mine = await reset({ email: 'asha@league.local', phone: '9876543210', newPassword: 'NewPass222' }, '10.3.3.3');
    expect(mine.statusCode).toBe(200);
    expect(linkIn(await smtp.next()).searchParams.get('reset')).toBeTruthy();
    expect(smtp.received()).toBeGreaterThan(mailsBefore);
  });

  it('sends one account at most a few reset mails an hour, however many addresses ask (issue 35)', async () => {
    const right = { email: 'asha@league.local', phone: '98765 43210', newPassword: 'NewPass222' };
    const mailsBefore = smtp.received();
    let lastMailed = '';
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT; i++) {
      expect((await reset(right, `198.51.100.${i + 1}`)).json()).toEqual(SENT);
      lastMailed = linkIn(await smtp.next()).searchParams.get('reset')!;
    }
    // More addresses, each under its own limit: the same answer, and no more mail.
    for (let i = 0; i < 4; i++) expect((await reset(right, `203.0.113.${i + 1}`)).json()).toEqual(SENT);
    // The last link sent was not replaced by the requests that sent nothing.
    expect((await confirm(lastMailed)).statusCode).toBe(200);
    // A mail is sent exactly when one is taken from the account's allowance.
    expect(await tdb.query("select count(*)::int as n from admin_reset_requests where kind = 'mail'")).toEqual([{ n: RESET_MAILS_PER_ACCOUNT }]);
    expect(smtp.received() - mailsBefore).toBe(RESET_MAILS_PER_ACCOUNT);
  });

  it('sends no more than the hour’s mails when a burst from many addresses arrives at once (issue 35)', async () => {
    const right = { email: 'asha@league.local', phone: '98765 43210', newPassword: 'NewPass222' };
    // Four already sent: one left. Twelve addresses ask at the same moment.
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT - 1; i++) await reset(right, `198.51.100.${i + 1}`);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => reset(right, `203.0.113.${i + 1}`)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(await tdb.query("select count(*)::int as n from admin_reset_requests where kind = 'mail'")).toEqual([{ n: RESET_MAILS_PER_ACCOUNT }]);
  });

  it('gives the account’s last mail of the hour to exactly one of many concurrent takers', async () => {
    // On PostgreSQL these run on several pooled connections at once; a few accounts, so a
    // lucky ordering cannot hide a race.
    for (let round = 0; round < 5; round++) {
      const email = `burst${round}@league.local`;
      for (let i = 0; i < RESET_MAILS_PER_ACCOUNT - 1; i++) expect(await takeResetMail(tdb.db, email)).toBe(true);
      const taken = await Promise.all(Array.from({ length: 20 }, () => takeResetMail(tdb.db, email.toUpperCase())));
      expect(taken.filter(Boolean)).toHaveLength(1);
    }
  });

  it('limits requests per IP with 429', async () => {
    const strict = await adminTestApp(tdb.db, { resetPerMinute: undefined });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push(
          (await strict.inject({ method: 'POST', url: '/api/admin/reset-password', payload: { email: `p${i}@x.org`, phone: '1', newPassword: 'NewPass222' } }))
            .statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('phonesMatch', () => {
  it('ignores spaces, dashes and a country code, but needs the number', () => {
    expect(phonesMatch('98765 43210', '+91-9876543210')).toBe(true);
    expect(phonesMatch('9876543210', '9876543210')).toBe(true);
    expect(phonesMatch('9876543210', '9876543211')).toBe(false);
    expect(phonesMatch(null, '9876543210')).toBe(false);
    expect(phonesMatch('12345', '12345')).toBe(false);
  });
});
