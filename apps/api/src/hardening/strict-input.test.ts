/**
 * S8 across every write route of the assembled app: malformed JSON 400, a wrong content type
 * 415, a body over the limit 413, prototype-pollution keys 400, each in the error envelope
 * with nothing internal in it; and secrets (session tokens, sign-in codes, reset tokens,
 * passwords) never reach the logs, even at trace level.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN } from '@league/admin/server';
import { errorShapeProblem, openHardened, signInAsAdmin, uniqueAddress, type Hardened } from './harness';
import { operationsOf, type OpenApiDoc, type Operation } from './operations';
import { startSmtpSink, type SmtpSink } from '@league/core/testing';

let h: Hardened;
let token: string;
let writes: Operation[];

beforeAll(async () => {
  h = await openHardened({ seed: false, env: { RATE_LIMIT_MAX: '1000000' } });
  token = await h.adminToken();
  const doc = (await h.app.inject('/api/docs/json')).json() as OpenApiDoc;
  writes = operationsOf(doc).filter((op) => op.method !== 'GET');
});

afterAll(async () => {
  await h?.close();
});

const urlOf = (op: Operation) => op.path.replace(/\{\w+\}/g, '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f');
const ONE_MIB = 1024 * 1024;

interface Case {
  name: string;
  type: string;
  body: string;
  status: number;
  /** Only routes that take a JSON body (an empty body is no body for the others). */
  bodyRoutesOnly?: boolean;
  /** The body is one byte-ish over the route's own limit. */
  overLimit?: boolean;
}

/** 1 MiB for every JSON write, but a whole Cricsheet match may be 5 MB (operations spec 4). */
const LARGER_LIMITS: Record<string, number> = { '/api/tournaments/{id}/cricsheet': 5 * 1024 * 1024 };
const bodyLimitOf = (path: string) => LARGER_LIMITS[path] ?? ONE_MIB;

const FORM = 'application/x-www-form-urlencoded';
/** The payer's page and the sign-up form (in both languages) post with no script: the writes that read a form (as a string, into plain keys). */
const FORM_ROUTES = ['/api/pay/{reference}', '/register', '/hi/register'];

const CASES: Case[] = [
  { name: 'malformed JSON', type: 'application/json', body: '{"name": "x",', status: 400 },
  { name: 'JSON with trailing garbage', type: 'application/json', body: '{"name":"x"} trailing', status: 400 },
  { name: 'single-quoted JSON', type: 'application/json', body: "{'name':'x'}", status: 400 },
  { name: 'an empty JSON body', type: 'application/json', body: '', status: 400, bodyRoutesOnly: true },
  { name: 'text/plain', type: 'text/plain', body: 'name=x', status: 415 },
  { name: 'a form post', type: FORM, body: 'name=x&__proto__[isAdmin]=1', status: 415 },
  { name: 'XML', type: 'application/xml', body: '<name>x</name>', status: 415 },
  { name: "a body over the route's limit", type: 'application/json', body: '', overLimit: true, status: 413 },
  { name: 'a __proto__ key', type: 'application/json', body: '{"name":"x","__proto__":{"isAdmin":true}}', status: 400 },
  { name: 'a nested __proto__ key', type: 'application/json', body: '{"players":[{"name":"x","__proto__":{"role":"admin"}}]}', status: 400 },
  { name: 'constructor.prototype', type: 'application/json', body: '{"name":"x","constructor":{"prototype":{"isAdmin":true}}}', status: 400 },
  { name: 'an escaped __proto__ key', type: 'application/json', body: '{"name":"x","\\u005f_proto__":{"isAdmin":true}}', status: 400 },
];

describe('strict input on every write route (S8)', () => {
  it('covers every write of the document', () => {
    expect(writes.length).toBeGreaterThanOrEqual(35);
  });

  for (const c of CASES) {
    it(`answers ${c.name} with ${c.status}, as a visitor and as an admin`, async () => {
      const failures: string[] = [];
      for (const op of writes) {
        if (c.bodyRoutesOnly && !op.body) continue;
        if (c.type === FORM && FORM_ROUTES.includes(op.path)) continue;
        for (const auth of [null, `Bearer ${token}`]) {
          const payload = c.overLimit ? JSON.stringify({ name: 'x'.repeat(bodyLimitOf(op.path)) }) : c.body;
          const res = await h.app.inject({
            method: op.method as 'POST',
            url: urlOf(op),
            headers: { 'content-type': c.type, ...(auth ? { authorization: auth } : {}) },
            payload,
            remoteAddress: uniqueAddress(),
          });
          // A route may refuse a visitor before it reads the body at all: 401 is as good an answer.
          const expected = auth ? [c.status] : [c.status, 401];
          const problem = !expected.includes(res.statusCode)
            ? `${res.statusCode} instead of ${c.status}: ${res.body.slice(0, 160)}`
            : errorShapeProblem(res.statusCode, res.body);
          if (problem) failures.push(`${op.method} ${op.path} (${auth ? 'admin' : 'visitor'}): ${problem}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('refuses an oversized body without reading all of it (Content-Length beyond the limit)', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/sponsors',
      headers: { 'content-type': 'application/json', 'content-length': String(50 * ONE_MIB), authorization: `Bearer ${token}` },
      payload: '{"companyName":"x"}',
    });
    expect(res.statusCode).toBe(413);
    expect(errorShapeProblem(413, res.body)).toBeNull();
  });

  it('never lets a polluted key reach an object: a request after the attempts sees a clean prototype', () => {
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});

describe('secrets stay out of the logs (S8)', () => {
  let inbox: SmtpSink;
  afterAll(async () => {
    await inbox?.close();
  });

  it('logs no session token, sign-in code, reset token or password, even at trace level', async () => {
    inbox = await startSmtpSink();
    let logs = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    const app = await h.another({
      logger: { level: 'trace', stream },
      env: { RATE_LIMIT_MAX: '1000000', SMTP_URL: inbox.url, SMTP_FROM: 'league@example.org', PUBLIC_URL: 'http://league.test' },
    });
    const secrets: string[] = [];
    const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

    // A sign-in link made by an admin, exchanged, and the session used for reads and writes.
    const first = await signInAsAdmin(app, h.database);
    secrets.push(first);
    const link = await app.inject({
      method: 'POST',
      url: '/api/admin/sign-in-links',
      headers: bearer(first),
      payload: { email: 'organiser@example.org', name: 'Org' },
    });
    expect(link.statusCode).toBe(201);
    const code = new URL(link.json().data.url).searchParams.get('code')!;
    secrets.push(code);
    await app.inject(`/login?code=${encodeURIComponent(code)}`);
    const exchanged = await app.inject({ method: 'POST', url: '/api/admin/link-login', payload: { code }, remoteAddress: uniqueAddress() });
    expect(exchanged.statusCode).toBe(200);
    const session = exchanged.json().token as string;
    secrets.push(session);
    expect((await app.inject({ url: '/api/finance/summary', headers: bearer(session) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/sponsors', headers: bearer(session), payload: { companyName: 'Log Test Co' } })).statusCode).toBe(
      201,
    );
    // Refused and broken requests log more than happy ones.
    expect((await app.inject({ url: '/api/finance/summary', headers: bearer(`${session}x`) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/admin/link-login', payload: { code }, remoteAddress: uniqueAddress() })).statusCode).toBe(401);
    await app.inject({
      method: 'POST',
      url: '/api/sponsors',
      headers: { ...bearer(session), 'content-type': 'application/json' },
      payload: `{"companyName":"${code}",`,
    });

    // A password reset confirmed through the emailed link.
    const password = 'Fresh-passw0rd-for-logs';
    secrets.push(password);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/admin/reset-password',
      payload: { email: DEMO_ADMIN.email, phone: DEMO_ADMIN.phone, newPassword: password },
      remoteAddress: uniqueAddress(),
    });
    expect(reset.statusCode).toBe(200);
    const mail = (await inbox.next()).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const resetToken = /reset=([\w-]+)/.exec(mail)?.[1];
    expect(resetToken, mail).toBeTruthy();
    secrets.push(resetToken!);
    await app.inject(`/login?reset=${resetToken}`);
    // Confirmed with the password asked for (issue 18), which must not reach the log either.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/reset-password/confirm',
          payload: { token: resetToken, newPassword: password },
          remoteAddress: uniqueAddress(),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/reset-password/confirm',
          payload: { token: resetToken, newPassword: password },
          remoteAddress: uniqueAddress(),
        })
      ).statusCode,
    ).toBe(400);

    // Both mails are sent after the answers: their lines are the last this flow writes.
    await vi.waitFor(
      () => {
        expect(logs).toContain('password reset confirmation emailed');
        expect(logs).toContain('password change notice emailed');
      },
      { timeout: 10_000 },
    );
    expect(logs).toContain('"level":'); // the capture works: there are log lines
    for (const secret of secrets) {
      expect(logs.includes(secret), `a secret (${secret.slice(0, 6)}…) is in the logs`).toBe(false);
      // Not even a session token's signature, which a partial redaction might leave behind.
      if (secret.split('.').length === 3) expect(logs.includes(secret.split('.')[2]!)).toBe(false);
    }
  });
});
