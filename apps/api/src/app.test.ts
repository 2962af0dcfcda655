/**
 * The whole app on the committed migrations: system routes, the SPA fallback, the JSON
 * 404, security headers and the OpenAPI document.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ResponseCache } from '@league/core/server';
import { SETTINGS_CACHE_TAG } from '@league/settings/server';
import { TEAMS_CACHE_TAG } from '@league/teams/server';
import { TOURNAMENTS_CACHE_TAG } from '@league/tournaments/server';
import { buildApp } from './app';
import { loadConfig } from './config';
import { signInAsAdmin } from './hardening/harness';
import { migrationsFolder } from './server';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';

const BIG_SCRIPT = `export const teams = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ name: `Team ${i}`, captain: 'Ravi Kumar' })))};\n`;

let database: AppTestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
const cache = new ResponseCache();

const INLINE = 'window.__ctx = {"a":1};';

beforeAll(async () => {
  database = await openAppTestDatabase();
  await database.handle.migrate(migrationsFolder);
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'league-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  // As React Router's build leaves them: prerendered screens and the SPA fallback.
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><main>home drawn</main>');
  fs.mkdirSync(path.join(web, 'teams'));
  fs.writeFileSync(
    path.join(web, 'teams', 'index.html'),
    `<!doctype html><main>teams drawn</main><script>${INLINE}</script><script type="module" src="/assets/app-abc123.js"></script>`,
  );
  fs.writeFileSync(path.join(web, '__spa-fallback.html'), '<!doctype html><body></body>');
  fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  // As the web build leaves them (apps/web/scripts/precompress.mjs): copies of the larger assets.
  fs.writeFileSync(path.join(web, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  fs.writeFileSync(path.join(web, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  fs.writeFileSync(path.join(web, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  const config = loadConfig({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'league-app-')),
    WEB_DIST: web,
    REGISTRATION_FORM_URL: 'https://forms.example.org/x',
    NODE_ENV: 'production',
  });
  app = await buildApp({ config, database: database.handle, cache });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the assembled app', () => {
  it('migrates from empty, and a second run is a no-op', async () => {
    await expect(database.handle.migrate(migrationsFolder)).resolves.toBeUndefined();
  });

  it('answers health, readiness and the public config', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ success: true, status: 'ok' });
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
    const config = (await app.inject('/api/config')).json();
    expect(config.registrationFormUrl).toBe('https://forms.example.org/x');
    expect(config).not.toHaveProperty('jwtSecret');
  });

  it('serves prerendered screens, the SPA fallback for other client routes and a JSON 404 for unknown API paths', async () => {
    for (const url of ['/teams?x=1', '/teams/']) {
      const page = await app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('teams drawn');
    }
    expect((await app.inject('/')).body).toContain('home drawn');
    const client = await app.inject('/matches/42');
    expect(client.statusCode).toBe(200);
    expect(client.body).toBe('<!doctype html><body></body>');
    const api = await app.inject('/api/does-not-exist');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Not found' });
    const post = await app.inject({ method: 'POST', url: '/teams' });
    expect(post.statusCode).toBe(404);
  });

  it("lets the prerendered pages' own inline scripts run under the CSP, by hash, and nothing else inline", async () => {
    const csp = String((await app.inject('/teams')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const hash = crypto.createHash('sha256').update(INLINE).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
    // An API answer runs no script: its CSP lists no document's (issue 32: twelve pages' hashes
    // made every answer's header a kilobyte longer).
    // The same document asked for by its file name (a service worker's precache) runs too.
    const byName = String((await app.inject('/teams/index.html')).headers['content-security-policy']);
    expect(byName).toContain(`'sha256-${hash}'`);
    const api = String((await app.inject('/api/health')).headers['content-security-policy']);
    expect(api).toContain("script-src 'self'");
    expect(api).not.toContain("'sha256-");
  });

  it('caches hashed assets for a year and revalidates the page', async () => {
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/')).headers['cache-control']).toBe('no-cache');
  });

  it("sends built assets compressed as the browser accepts, from the build's copies", async () => {
    const br = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);
    const gz = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await app.inject({ url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    // No copies: sent as is.
    const small = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('sends the security headers (S6)', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://accounts.google.com/gsi/');
    expect(csp.replace(/https:\/\/accounts\.google\.com\/gsi\/[a-z]*/g, '')).not.toMatch(/https?:\/\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
    expect((await app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers unchanged JSON with 304 to a conditional request (P4)', async () => {
    const first = await app.inject('/api/config');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: '/api/config', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("drops the teams' and tournaments' cached answers with the config on a settings save (they show section names)", async () => {
    const admin = { authorization: `Bearer ${await signInAsAdmin(app, database)}` };
    const dropped: string[] = [];
    cache.onInvalidate((tag) => dropped.push(tag));
    const current = (await app.inject({ url: '/api/settings', headers: admin })).json().data;
    expect((await app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: current })).statusCode).toBe(200);
    expect(dropped).toEqual([SETTINGS_CACHE_TAG, TEAMS_CACHE_TAG, TOURNAMENTS_CACHE_TAG]);
  });
});
