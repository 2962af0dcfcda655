/**
 * S6 across every GET route of the OpenAPI document and the SPA: a CSP that allows nothing
 * beyond this origin but Google's sign-in, frame-ancestors 'none', nosniff, a Referrer-Policy,
 * HSTS only in production, and CORS only for the configured origins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { openHardened, type App, type Hardened } from './harness';
import { harvest, operationsOf, type OpenApiDoc } from './operations';

let h: Hardened;
let token: string;
let production: App;
/** [label, url] of every GET the API documents (real ids in paths) plus the SPA's pages. */
let targets: Array<[string, string]>;

const GSI = 'https://accounts.google.com/gsi/';
const KEYWORDS = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:']);

beforeAll(async () => {
  h = await openHardened({ env: { RATE_LIMIT_MAX: '1000000' } });
  token = await h.adminToken();
  production = await h.another({ env: { NODE_ENV: 'production', RATE_LIMIT_MAX: '1000000' } });
  const doc = (await h.app.inject('/api/docs/json')).json() as OpenApiDoc;
  const pools = await harvest(h.app, token);
  const gets = operationsOf(doc).filter((op) => op.method === 'GET');
  targets = gets.map((op) => {
    const row = pools.path.get(op.path)?.[0] ?? {};
    return [op.path, op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(row[name] ?? 'missing'))] as [string, string];
  });
  targets.push(
    ['SPA home', '/'],
    ['SPA client route', '/teams?x=1'],
    ['SPA admin route', '/admin/finance'],
    ['hashed asset', '/assets/index-abc123.js'],
    ['API 404', '/api/nope'],
    ['API 400', '/api/players/top?limit=abc'],
    ['API docs', '/api/docs/json'],
  );
});

afterAll(async () => {
  await h?.close();
});

function cspProblems(res: LightMyRequestResponse): string[] {
  const header = String(res.headers['content-security-policy'] ?? '');
  if (!header) return ['no Content-Security-Policy'];
  const directives = new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
  const problems: string[] = [];
  if (directives.get('default-src')?.join(' ') !== "'self'") problems.push(`default-src is ${directives.get('default-src')?.join(' ')}`);
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push('frame-ancestors is not none');
  if (directives.get('object-src')?.join(' ') !== "'none'") problems.push('object-src is not none');
  for (const [name, sources] of directives) {
    for (const source of sources) {
      if (KEYWORDS.has(source) || source.startsWith(GSI)) continue;
      problems.push(`${name} allows ${source}`);
    }
  }
  // Inline styles are tolerated (React's style props); inline or eval'd scripts are not.
  if (directives.get('script-src')?.some((s) => s.includes('unsafe'))) problems.push('script-src allows unsafe sources');
  return problems;
}

function headerProblems(res: LightMyRequestResponse): string[] {
  const problems = cspProblems(res);
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!['no-referrer', 'strict-origin-when-cross-origin', 'same-origin', 'strict-origin'].includes(String(res.headers['referrer-policy'])))
    problems.push(`referrer-policy ${res.headers['referrer-policy']}`);
  if (res.headers['access-control-allow-origin'] !== undefined) problems.push('sends Access-Control-Allow-Origin');
  if (res.headers['x-powered-by'] !== undefined) problems.push('sends X-Powered-By');
  return problems;
}

describe('security headers on every GET route and the SPA (S6)', () => {
  it('covers every GET of the document', () => {
    expect(targets.length).toBeGreaterThanOrEqual(30);
  });

  it('sends CSP, nosniff and Referrer-Policy on every answer, signed out and in, and no HSTS outside production', async () => {
    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const [label, url] of targets) {
      for (const auth of [undefined, `Bearer ${token}`]) {
        const res = await h.app.inject({ url, headers: auth ? { authorization: auth, origin: 'https://evil.example' } : { origin: 'https://evil.example' } });
        statuses.add(res.statusCode);
        const problems = headerProblems(res);
        if (res.headers['strict-transport-security'] !== undefined) problems.push('HSTS outside production');
        if (problems.length) failures.push(`${label} ${url} (${auth ? 'admin' : 'visitor'}) ${res.statusCode}: ${problems.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
    // The sample holds successes, client errors and not-found answers alike.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  });

  it('sends HSTS (a year, with subdomains) on every answer in production', async () => {
    const failures: string[] = [];
    for (const [label, url] of targets) {
      const res = await production.inject(url);
      const hsts = String(res.headers['strict-transport-security'] ?? '');
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      const problems = headerProblems(res);
      if (maxAge < 31_536_000 || !hsts.includes('includeSubDomains')) problems.push(`HSTS is "${hsts}"`);
      if (!String(res.headers['content-security-policy']).includes('upgrade-insecure-requests')) problems.push('no upgrade-insecure-requests');
      if (problems.length) failures.push(`${label} ${url} ${res.statusCode}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps nosniff on answers the router gives before any route runs (malformed or oversized paths)', async () => {
    for (const url of ['/api/teams/%ZZ', `/api/teams/${'a'.repeat(300)}`]) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['x-content-type-options'], `${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`).toBe('nosniff');
    }
  });
});

describe('CORS (S6)', () => {
  const preflight = (app: App, origin: string, url = '/api/sponsors') =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });

  it('allows no other origin by default: no Access-Control-Allow-Origin on preflights or answers', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:5173']) {
      const res = await preflight(h.app, origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-methods'], origin).toBeUndefined();
      const get = await h.app.inject({ url: '/api/teams', headers: { origin } });
      expect(get.statusCode).toBe(200);
      expect(get.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('answers a configured origin, and only that one', async () => {
    const app = await h.another({ env: { CORS_ORIGINS: 'https://friend.example, https://other.example' } });
    const allowed = await preflight(app, 'https://friend.example');
    expect(allowed.statusCode).toBeLessThan(300);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://friend.example');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await app.inject({ url: '/api/teams', headers: { origin: 'https://other.example' } });
    expect(get.headers['access-control-allow-origin']).toBe('https://other.example');

    for (const origin of ['https://evil.example', 'https://friend.example.evil.example', 'http://friend.example', 'null']) {
      const refused = await preflight(app, origin);
      expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined();
      const read = await app.inject({ url: '/api/teams', headers: { origin } });
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
