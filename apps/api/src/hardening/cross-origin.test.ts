/**
 * Issue 17: a web app on another origin (CORS_ORIGINS) can use every route the API has, and
 * the one access rule shows in the OpenAPI document: a route is marked bearer-protected
 * exactly when a visitor is refused it, and the refusal comes before any body check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHardened, uniqueAddress, type App, type Hardened } from './harness';

const FRIEND = 'https://friend.example';
const PUBLIC_URL = 'https://api.league.example';
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

let h: Hardened;
let crossOrigin: App;
let token: string;

beforeAll(async () => {
  h = await openHardened({ env: { RATE_LIMIT_MAX: '1000000' } });
  crossOrigin = await h.another({ env: { RATE_LIMIT_MAX: '1000000', CORS_ORIGINS: FRIEND, PUBLIC_URL } });
  token = await h.adminToken(crossOrigin);
});
afterAll(() => h.close());

const varyOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

describe('a web app on a configured origin', () => {
  it('is allowed every method the API uses, with the authorization and content-type headers', async () => {
    for (const url of ['/api/teams', '/api/teams/00000000-0000-4000-8000-000000000000', '/api/global-links/press']) {
      for (const method of METHODS) {
        const res = await crossOrigin.inject({
          method: 'OPTIONS',
          url,
          headers: { origin: FRIEND, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
        });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(300);
        expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBe(FRIEND);
        const methods = String(res.headers['access-control-allow-methods'])
          .split(',')
          .map((m) => m.trim());
        expect(methods, `${method} ${url}`).toContain(method);
        const allowed = String(res.headers['access-control-allow-headers'])
          .toLowerCase()
          .split(',')
          .map((m) => m.trim());
        expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type']));
      }
    }
  });

  it('keeps Origin in Vary on answers that also vary by viewer', async () => {
    for (const url of ['/api/players', '/api/announcements/active']) {
      for (const headers of [{ origin: FRIEND }, {}, {}, { origin: FRIEND, authorization: `Bearer ${token}` }]) {
        const res = await crossOrigin.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(varyOf(res.headers.vary), `${url} ${JSON.stringify(Object.keys(headers))}`).toEqual(expect.arrayContaining(['origin', 'authorization']));
      }
    }
  });

  it('lets a refused request read why: a 401 carries the CORS headers too', async () => {
    const res = await crossOrigin.inject({ method: 'POST', url: '/api/teams', headers: { origin: FRIEND }, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(FRIEND);
  });

  it('gives absolute image addresses that a page on that origin may show', async () => {
    const list = await crossOrigin.inject({ url: '/api/gallery', headers: { origin: FRIEND } });
    const items = list.json().data as Array<{ url: string; thumbUrl: string }>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items.slice(0, 3)) {
      expect(item.url.startsWith(`${PUBLIC_URL}/api/gallery/files/`), item.url).toBe(true);
      expect(item.thumbUrl.startsWith(`${PUBLIC_URL}/api/gallery/files/`), item.thumbUrl).toBe(true);
      const file = await crossOrigin.inject({ url: new URL(item.thumbUrl).pathname, headers: { origin: FRIEND } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    // Without configured origins the files stay same-site (a subdomain may still show them).
    const plain = (await h.app.inject('/api/gallery')).json().data as Array<{ url: string }>;
    expect(plain[0]!.url.startsWith('/api/gallery/files/')).toBe(true);
    const file = await h.app.inject(plain[0]!.url);
    expect(file.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});

describe('the access rule in the OpenAPI document', () => {
  it('marks exactly the routes a visitor is refused, and refuses them before reading the body', async () => {
    const doc = (await h.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const schemes = Object.keys(doc.components.securitySchemes);
    const problems: string[] = [];
    let protectedCount = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        const write = !['get', 'head'].includes(method);
        const res = await h.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          remoteAddress: uniqueAddress(),
          ...(write ? { headers: { 'content-type': 'application/json' }, payload: '{"not":"valid"' } : {}),
        });
        const marked = Array.isArray(op.security) && op.security.length > 0;
        if (marked) {
          protectedCount++;
          // Each alternative names a scheme the document defines (bearer; an auction paddle).
          for (const requirement of op.security!) expect(schemes, `${method} ${path}`).toEqual(expect.arrayContaining(Object.keys(requirement)));
          if (res.statusCode !== 401) problems.push(`${method} ${path} is marked protected but a visitor got ${res.statusCode}`);
        } else if (res.statusCode === 401 || res.statusCode === 403) {
          problems.push(`${method} ${path} refuses a visitor (${res.statusCode}) but is not marked protected`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Every feature's writes are in there (not an empty document passing by accident).
    expect(protectedCount).toBeGreaterThan(30);
  });
});
