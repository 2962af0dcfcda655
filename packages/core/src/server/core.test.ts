import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTestApp, bearer, mintToken, expectAccessMatrix, badTokens } from '../testing';
import { requiredText } from '../contract';
import { unauthorized } from './errors';

const demoPlugin: FastifyPluginAsyncZod = async (app) => {
  app.post('/echo', { schema: { body: z.object({ title: requiredText('Title is required') }) } }, async (req) => ({ success: true, title: req.body.title }));
  app.post('/secret', { config: { access: 'admin' } }, async () => ({ success: true }));
  app.post('/guarded-echo', { config: { access: 'admin' }, schema: { body: z.object({ title: requiredText('Title is required') }) } }, async () => ({
    success: true,
  }));
  app.post('/score', { config: { access: 'scorer' } }, async () => ({ success: true }));
  app.get('/open', async () => ({ success: true }));
  // A credential of its own (like an auction paddle link), checked at the same point.
  app.post(
    '/custom',
    {
      config: {
        access: {
          check: async (request) => {
            if (request.headers['x-pass'] !== 'open sesame') throw unauthorized('Pass required');
          },
        },
      },
      schema: { body: z.object({ title: requiredText('Title is required') }) },
    },
    async () => ({ success: true }),
  );
  app.get('/boom', async () => {
    throw new Error('select * from secret_table failed at /srv/app.ts:12');
  });
};

describe('core app conventions', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ plugins: [[demoPlugin, {}]], bodyLimit: 1000 });
  });
  afterAll(() => app.close());

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/json' }, payload: '{"title":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Malformed JSON body' });
  });
  it('answers a wrong content type with 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });
  it('answers an oversize body with 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { title: 'x'.repeat(5000) } });
    expect(res.statusCode).toBe(413);
  });
  it('refuses prototype pollution keys', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":"a","__proto__":{"x":1}}',
    });
    expect(res.statusCode).toBe(400);
  });
  it('uses the contract message for a missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: {} });
    expect(res.json()).toEqual({ success: false, message: 'Title is required' });
    const blank = await app.inject({ method: 'POST', url: '/api/echo', payload: { title: '   ' } });
    expect(blank.json().message).toBe('Title is required');
  });
  it('never leaks internals in a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret_table|\.ts/);
  });
  it('access: admin gives 401/403/200 for every kind of token, 401 before any body check', async () => {
    await expectAccessMatrix(app, [
      { method: 'POST', url: '/api/secret' },
      { method: 'POST', url: '/api/guarded-echo', payload: { title: 'ok' } },
    ]);
    expect((await badTokens()).length).toBeGreaterThan(8);
    const ok = await app.inject({ method: 'POST', url: '/api/secret', headers: bearer(await mintToken()) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('access levels', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ plugins: [[demoPlugin, {}]] });
  });
  afterAll(() => app.close());

  it('access: scorer lets scorers and admins in, and no one else', async () => {
    const post = async (headers: Record<string, string>) => (await app.inject({ method: 'POST', url: '/api/score', headers })).statusCode;
    expect(await post({})).toBe(401);
    expect(await post(bearer(await mintToken({ role: 'scorer' })))).toBe(200);
    expect(await post(bearer(await mintToken({ role: 'admin' })))).toBe(200);
    expect(await post(bearer(await mintToken({ role: 'user' })))).toBe(403);
    expect(await post({ authorization: 'Bearer nope' })).toBe(401);
  });
  it('an admin-only route refuses a scorer', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/secret', headers: bearer(await mintToken({ role: 'scorer' })) });
    expect(res.statusCode).toBe(403);
  });
  it('a visitor with an invalid body gets 401, not the validation message', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/guarded-echo', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) });
  });
  it('a custom check runs before the body is read, with its own 401', async () => {
    const refused = await app.inject({ method: 'POST', url: '/api/custom', headers: { 'content-type': 'application/json' }, payload: '{"broken":' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, message: 'Pass required' });
    const invalid = await app.inject({ method: 'POST', url: '/api/custom', headers: { 'x-pass': 'open sesame' }, payload: {} });
    expect(invalid.json()).toEqual({ success: false, message: 'Title is required' });
    const ok = await app.inject({ method: 'POST', url: '/api/custom', headers: { 'x-pass': 'open sesame' }, payload: { title: 'x' } });
    expect(ok.statusCode).toBe(200);
  });
  it('public routes stay public', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
  });
  it('refuses an unknown access level when the route is declared', async () => {
    const bad: FastifyPluginAsyncZod = async (inner) => {
      inner.get('/x', { config: { access: 'owner' as never } }, async () => ({}));
    };
    await expect(createTestApp({ plugins: [[bad, {}]] })).rejects.toThrow(/Unknown access level/);
  });
});

describe('bodiless requests with a JSON content type', () => {
  it('treats an empty JSON body as no body (spec 7 DELETE sends the header)', async () => {
    const { z } = await import('zod');
    const plugin: FastifyPluginAsyncZod = async (app) => {
      app.delete('/thing', async (req) => ({ success: true, body: req.body ?? null }));
      app.post('/thing', { schema: { body: z.object({ title: requiredText('Title is required') }) } }, async () => ({ success: true }));
    };
    const app = await createTestApp({ plugins: [[plugin, {}]] });
    const del = await app.inject({ method: 'DELETE', url: '/api/thing', headers: { 'content-type': 'application/json' } });
    expect(del.statusCode).toBe(200);
    const post = await app.inject({ method: 'POST', url: '/api/thing', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(post.json()).toEqual({ success: false, message: 'Request body must be a JSON object' });
    await app.close();
  });
});
