import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, createTestApp, TEST_JWT_SECRET } from '../testing';
import { signAppToken, verifyAppToken } from './tokens';

const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const decode = (token: string, part: 0 | 1) => JSON.parse(Buffer.from(token.split('.')[part]!, 'base64url').toString());

/** HS256 by hand, laid out exactly as the jose signer used before @fastify/jwt wrote it. */
function handSigned(payload: Record<string, unknown>, secret = TEST_JWT_SECRET) {
  const input = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const whoAmI: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', { config: { access: 'admin' } }, async (request) => ({ success: true, viewer: await request.viewer() }));
};

describe('app tokens through @fastify/jwt', () => {
  const sub = randomUUID();
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/me', headers });
  beforeAll(async () => {
    app = await createTestApp({ plugins: [[whoAmI, {}]], verifySubject: async (claims) => claims.sub === sub });
  });
  afterAll(() => app.close());

  it('still accepts a token issued before the move (same algorithm, secret and claims)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const legacy = handSigned({
      role: 'admin',
      name: 'Asha',
      email: 'asha@example.test',
      jti: 'session-1',
      sub,
      iss: 'league-api',
      aud: 'league-web',
      iat: now,
      exp: now + 12 * 3600,
    });
    const res = await me(bearer(legacy));
    expect(res.statusCode).toBe(200);
    expect(res.json().viewer).toEqual({ sub, role: 'admin', name: 'Asha', email: 'asha@example.test', jti: 'session-1', iat: now, isAdmin: true });
  });

  it('signs HS256 with our issuer and audience, iat now and a 12 h expiry by default', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await signAppToken(app, { sub, role: 'admin', name: 'Asha', jti: 'session-2', iat: 1 });
    expect(decode(token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = decode(token, 1);
    expect(payload).toMatchObject({ sub, role: 'admin', name: 'Asha', jti: 'session-2', iss: 'league-api', aud: 'league-web' });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp - payload.iat).toBe(12 * 3600);
    expect((await me(bearer(token))).statusCode).toBe(200);
  });

  it('takes a duration or an absolute expiry in seconds', async () => {
    const hour = decode(await signAppToken(TEST_JWT_SECRET, { sub, role: 'admin' }, '1h'), 1);
    expect(hour.exp - hour.iat).toBe(3600);
    const at = Math.floor(Date.now() / 1000) + 600;
    expect(decode(await signAppToken(TEST_JWT_SECRET, { sub, role: 'admin' }, at), 1).exp).toBe(at);
  });

  it('signs and verifies the same way from the app or from the bare secret', async () => {
    const fromSecret = await signAppToken(TEST_JWT_SECRET, { sub, role: 'scorer' });
    expect(await verifyAppToken(app, fromSecret)).toMatchObject({ sub, role: 'scorer' });
    const fromApp = await signAppToken(app, { sub, role: 'scorer' });
    expect(await verifyAppToken(TEST_JWT_SECRET, fromApp)).toMatchObject({ sub, role: 'scorer' });
    await expect(verifyAppToken('another-secret-another-secret-another-secret', fromApp)).rejects.toThrow();
  });

  it('refuses tokens without exp or iat, from elsewhere, or for someone else, with the same 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const base = { sub, role: 'admin', iss: 'league-api', aud: 'league-web' };
    const refused = [
      handSigned({ ...base, iat: now }),
      handSigned({ ...base, exp: now + 60 }),
      handSigned({ ...base, iat: 'now', exp: now + 60 }),
      handSigned({ ...base, iss: 'someone-else', iat: now, exp: now + 60 }),
      handSigned({ ...base, aud: 'another-app', iat: now, exp: now + 60 }),
      handSigned({ ...base, iat: now - 120, exp: now - 60 }),
      handSigned({ ...base, role: 42, iat: now, exp: now + 60 }),
      app.jwt.sign({ sub, role: 'admin' }),
      await signAppToken(app, { sub: randomUUID(), role: 'admin' }),
    ];
    for (const token of refused) {
      const res = await me(bearer(token));
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Session expired or invalid. Please sign in again.' });
    }
    const header = await me({ authorization: 'Token abc' });
    expect(header.statusCode).toBe(401);
    expect(header.json()).toEqual({ success: false, message: 'Invalid authorization header' });
  });
});
