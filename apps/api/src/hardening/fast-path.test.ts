/**
 * The public lists' fast path (P1): after the pipeline has answered a visitor's GET once,
 * the same URL is answered from the cache before routing. Over real HTTP, since that is
 * where it lives: the answer must be the pipeline's to the byte and header, and nothing
 * that must not come from it (a token, a stale entry, an expired window) may.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { openHardened, type Hardened } from './harness';

let hardened: Hardened;
let base: string;
let cache: ResponseCache;
let token: string;

/** The public lists of quality P1, and the calendar feeds (a season's calendar apps poll them). */
const PUBLIC_LISTS = [
  '/api/teams',
  '/api/players',
  '/api/matches',
  '/api/sponsors',
  '/api/announcements/active',
  '/api/global-links',
  '/api/gallery',
  '/api/matches.ics',
  '/api/matches.ics?team=Royal%20Strikers',
];

beforeAll(async () => {
  hardened = await openHardened();
  cache = hardened.cache;
  await hardened.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(hardened.app.server.address() as AddressInfo).port}`;
  token = await hardened.adminToken();
}, 120_000);

afterAll(async () => {
  await hardened?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
// x-ratelimit-* describe one client's read counter: the pipeline counts the first miss, and
// the fast path (which is never counted, issue 18) has no counter to report.
const headersOf = (res: Response) => {
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'date' && name !== 'keep-alive' && name !== 'connection' && !name.startsWith('x-ratelimit-')) out[name] = value;
  });
  return out;
};
/** Runs `read` and tells whether the fast path answered it. */
async function viaFastPath<T>(read: () => Promise<T>): Promise<{ fast: boolean; result: T }> {
  const before = cache.fastHits;
  const result = await read();
  return { fast: cache.fastHits > before, result };
}

describe('the fast path for public lists', () => {
  it('answers every public list with the same bytes and headers as the pipeline', async () => {
    for (const route of PUBLIC_LISTS) {
      const first = await viaFastPath(() => get(route));
      const second = await viaFastPath(() => get(route));
      expect(first.fast, `${route}: the first answer comes from the pipeline`).toBe(false);
      expect(second.fast, `${route}: the second comes from the fast path`).toBe(true);
      expect(second.result.status).toBe(200);
      expect(await second.result.text()).toBe(await first.result.text());
      expect(headersOf(second.result), route).toEqual(headersOf(first.result));
      expect(second.result.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(second.result.headers.get('x-content-type-options')).toBe('nosniff');
      // The season's calendar goes out compressed to a client that accepts it (fetch does), as the lists do.
      if (route === '/api/matches.ics') expect(second.result.headers.get('content-encoding'), route).toMatch(/^(br|gzip)$/);
    }
  });

  it('answers an unchanged list 304 with the security headers', async () => {
    const fresh = await get('/api/teams');
    const etag = fresh.headers.get('etag')!;
    const again = await viaFastPath(() => get('/api/teams', { 'if-none-match': etag }));
    expect(again.fast).toBe(true);
    expect(again.result.status).toBe(304);
    expect(again.result.headers.get('etag')).toBe(etag);
    expect(again.result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await again.result.text()).toBe('');
  });

  it('never serves a list from before a write', async () => {
    await get('/api/sponsors');
    const warm = await viaFastPath(() => get('/api/sponsors'));
    expect(warm.fast).toBe(true);
    const etag = warm.result.headers.get('etag')!;
    for (let round = 0; round < 5; round++) {
      const companyName = `Fast Path Traders ${round}`;
      const created = await fetch(`${base}/api/sponsors`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ companyName }),
      });
      expect(created.status).toBe(201);
      const after = await get('/api/sponsors', { 'if-none-match': etag });
      expect(after.status).toBe(200);
      const names = ((await after.json()) as { data: Array<{ companyName: string }> }).data.map((s) => s.companyName);
      expect(names).toContain(companyName);
    }
  });

  it('leaves signed-in, cross-origin and HEAD requests to the pipeline', async () => {
    await get('/api/players');
    expect((await viaFastPath(() => get('/api/players'))).fast).toBe(true);

    const admin = await viaFastPath(() => get('/api/players', { authorization: `Bearer ${token}` }));
    expect(admin.fast).toBe(false);
    const players = ((await admin.result.json()) as { data: Array<{ phone: string }> }).data;
    expect(players.some((p) => /^\+?\d{10,}$/.test(p.phone.replace(/\s/g, '')))).toBe(true);

    const bogus = await viaFastPath(() => get('/api/players', { authorization: 'Bearer nonsense' }));
    expect(bogus.fast).toBe(false);
    expect(bogus.result.status).toBe(200);

    expect((await viaFastPath(() => get('/api/players', { origin: 'https://elsewhere.example' }))).fast).toBe(false);
    const head = await viaFastPath(() => fetch(`${base}/api/players`, { method: 'HEAD' }));
    expect(head.fast).toBe(false);
    expect(head.result.status).toBe(200);
  });

  it('never answers an admin-only list from the cache to anyone without a token', async () => {
    const admin = { authorization: `Bearer ${token}` };
    // The treasurer's reads fill the cache (finance is served from it after the admin check).
    for (let i = 0; i < 3; i++) expect((await get('/api/finance/summary', admin)).status).toBe(200);
    const visitor = await viaFastPath(() => get('/api/finance/summary'));
    expect(visitor.fast).toBe(false);
    expect(visitor.result.status).toBe(401);
    expect(await visitor.result.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('drops an announcement from the fast answer when its window ends, with no write', async () => {
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    const created = await fetch(`${base}/api/announcements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Nets moved to ground 2', message: 'Tonight only.', expiresAt }),
    });
    expect(created.status).toBe(201);
    const titles = async () => ((await (await get('/api/announcements/active')).json()) as { data: Array<{ title: string }> }).data.map((a) => a.title);
    expect(await titles()).toContain('Nets moved to ground 2');
    const cached = await viaFastPath(titles);
    expect(cached.fast).toBe(true);
    expect(cached.result).toContain('Nets moved to ground 2');
    // The server's clock (the cache's expiry and the window read Date) moves past the end.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(expiresAt) + 1000 });
    try {
      const later = await viaFastPath(titles);
      expect(later.fast).toBe(false);
      expect(later.result).not.toContain('Nets moved to ground 2');
    } finally {
      vi.useRealTimers();
    }
  });
});
