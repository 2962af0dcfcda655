/**
 * Sync from a sheet URL against local listeners (allowed through `allowPrivate`): success,
 * upstream failures, the size and time caps; then access and rate limits.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestDb, expectAccessMatrix, mintToken, type TestDb } from '@league/core/testing';
import * as schema from './schema';
import { registrationCounts } from './repo';
import { buildApp, csvFile, listen, SMALL_CSV, type Listener } from './testkit';

let tdb: TestDb;
let admin: Record<string, string>;
let upstream: Listener;

beforeAll(async () => {
  tdb = await createTestDb(schema);
  admin = bearer(await mintToken());
  upstream = await listen((req, res) => {
    if (req.url === '/sheet.csv') {
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      res.end(SMALL_CSV);
    } else if (req.url === '/broken') {
      res.writeHead(500).end('oops');
    } else if (req.url === '/missing') {
      res.writeHead(404).end();
    } else if (req.url === '/huge-streamed') {
      // No content-length: the cap must be counted while reading.
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('Timestamp,Full Name\n');
      const line = '28/10/2026 14:32:10,Filler Name\n'.repeat(100);
      let sent = 0;
      const pump = () => {
        while (sent < 400 && res.write(line)) sent += 1;
        if (sent < 400) res.once('drain', pump);
        else res.end();
      };
      pump();
    } else if (req.url === '/huge-declared') {
      res.writeHead(200, { 'content-type': 'text/csv', 'content-length': String(50 * 1024 * 1024) });
      res.write('Timestamp\n');
    } else if (req.url === '/slow') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/csv' }).end(SMALL_CSV), 5000).unref();
    } else if (req.url === '/trickle') {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('Timestamp,Full Name\n');
    } else if (req.url === '/login-page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html>Sign in</html>');
    } else if (req.url === '/moved') {
      res.writeHead(302, { location: '/sheet.csv' }).end();
    } else {
      res.writeHead(404).end();
    }
  });
});
afterAll(async () => {
  await upstream.close();
  await tdb.close();
});
beforeEach(() => tdb.reset());

async function syncFrom(pathname: string, extra: { timeoutMs?: number; maxBytes?: number } = {}) {
  const app = await buildApp(tdb, { url: upstream.url(pathname), allowPrivate: true, ...extra });
  const started = Date.now();
  const res = await app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin });
  const elapsed = Date.now() - started;
  await app.close();
  return { status: res.statusCode, body: res.json(), elapsed };
}

describe('sync from a sheet URL', () => {
  it('imports a local sheet when allowPrivate is set, following a redirect', async () => {
    expect(await syncFrom('/sheet.csv')).toMatchObject({ status: 200, body: { success: true, added: 1, total: 1 } });
    expect(await syncFrom('/moved')).toMatchObject({ status: 200, body: { added: 0, total: 1 } });
  });

  it('answers an upstream error with its status', async () => {
    expect(await syncFrom('/broken')).toMatchObject({
      status: 502,
      body: { success: false, message: 'Sheet fetch failed: 500 Internal Server Error' },
    });
    expect((await syncFrom('/missing')).body.message).toBe('Sheet fetch failed: 404 Not Found');
    expect(await registrationCounts(tdb.db)).toEqual({ rows: 0, syncs: 0 });
  });

  it('stops reading past the size cap, declared or not', async () => {
    const streamed = await syncFrom('/huge-streamed', { maxBytes: 64 * 1024 });
    expect(streamed).toMatchObject({ status: 502, body: { message: 'Sheet fetch failed: the sheet is larger than 64 KB' } });
    const declared = await syncFrom('/huge-declared');
    expect(declared).toMatchObject({ status: 502, body: { message: 'Sheet fetch failed: the sheet is larger than 5 MB' } });
    expect(await registrationCounts(tdb.db)).toEqual({ rows: 0, syncs: 0 });
  });

  it('gives up at the time cap, before headers or mid-body', async () => {
    const slow = await syncFrom('/slow', { timeoutMs: 400 });
    expect(slow).toMatchObject({ status: 504, body: { message: 'Sheet fetch failed: no answer within 400 ms' } });
    expect(slow.elapsed).toBeLessThan(3000);
    const trickle = await syncFrom('/trickle', { timeoutMs: 400 });
    expect(trickle.status).toBe(504);
    expect(trickle.elapsed).toBeLessThan(3000);
  });

  it('refuses a web page in place of CSV (an unpublished sheet)', async () => {
    const page = await syncFrom('/login-page');
    expect(page.status).toBe(502);
    expect(page.body.message).toMatch(/web page, not CSV/);
  });
});

describe('access', () => {
  it('lets only admins read or sync (401/403 for every bad token, nothing changed)', async () => {
    const app = await buildApp(tdb, { file: csvFile(SMALL_CSV) });
    await expectAccessMatrix(
      app,
      [
        { method: 'GET', url: '/api/registrations', adminStatus: 200 },
        { method: 'POST', url: '/api/registrations/sync', adminStatus: 200 },
      ],
      () => registrationCounts(tdb.db),
    );
    expect(await registrationCounts(tdb.db)).toEqual({ rows: 1, syncs: 1 });
    await app.close();
  });

  it('rate-limits syncs to 10 a minute by default', async () => {
    const app = await buildApp(tdb, { file: csvFile(SMALL_CSV) }, { syncPerMinute: undefined });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const limited = await app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().success).toBe(false);
    await app.close();
  });
});
