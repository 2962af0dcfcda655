/**
 * Issue 18: every answer that may carry whole phones, birth dates, emails or money is
 * `Cache-Control: private, no-store`. Visitors get names only and no money, so such answers
 * are the ones a signed-in admin gets that differ from a visitor's: the test walks every GET
 * route in the OpenAPI document as both, and the known personal-data routes by name. A
 * public list stays revalidatable for visitors (quality P4); an admin's carries real names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHardened, uniqueAddress, type Hardened } from './harness';

let h: Hardened;
let token: string;

beforeAll(async () => {
  h = await openHardened({ env: { RATE_LIMIT_MAX: '1000000' } });
  token = await h.adminToken();
});
afterAll(async () => {
  await h?.close();
});

const ID = '00000000-0000-4000-8000-000000000000';

describe('personal data and money are never cached (issue 18)', () => {
  it('every GET answer an admin gets that a visitor does not is private (no-store, or no-cache for a public list)', async () => {
    const doc = (h.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    const urls = Object.entries(doc.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([p]) => p.replace(/\{[^}]+\}/g, ID))
      .filter((p) => p.startsWith('/api/') && !p.startsWith('/api/docs') && !p.endsWith('/live'));
    expect(urls.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    let differing = 0;
    for (const url of urls) {
      const res = await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` }, remoteAddress: uniqueAddress() });
      const visitor = await h.app.inject({ method: 'GET', url, remoteAddress: uniqueAddress() });
      if (res.statusCode === visitor.statusCode && res.body === visitor.body) continue;
      differing++;
      // A public list's admin copy differs only by the real names of hidden people: no shared
      // cache may keep it, the admin's own browser may revalidate it. Everything else: no-store.
      const publicList = visitor.statusCode === 200 && visitor.headers['cache-control'] === 'no-cache';
      const allowed = publicList ? ['private, no-cache', 'private, no-store'] : ['private, no-store'];
      if (!allowed.includes(String(res.headers['cache-control']))) wrong.push(`${url} ${res.statusCode} ${res.headers['cache-control']}`);
    }
    expect(wrong).toEqual([]);
    expect(differing).toBeGreaterThan(10);
  });

  it("a public list is the shared, revalidatable answer for a visitor; an admin's own copy carries real names, revalidatable only by them", async () => {
    // Part 3: the shared answer has hidden people's names replaced; an admin sees the names.
    const visitor = await h.app.inject({ method: 'GET', url: '/api/teams', remoteAddress: uniqueAddress() });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.etag).toBeTruthy();
    const res = await h.app.inject({ method: 'GET', url: '/api/teams', headers: { authorization: `Bearer ${token}` }, remoteAddress: uniqueAddress() });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const again = await h.app.inject({
      method: 'GET',
      url: '/api/teams',
      headers: { authorization: `Bearer ${token}`, 'if-none-match': String(res.headers.etag) },
      remoteAddress: uniqueAddress(),
    });
    expect(again.statusCode).toBe(304);
  });

  it('names the routes that carry phones, birth dates, emails or money', async () => {
    for (const url of [
      '/api/players',
      '/api/registrations',
      '/api/finance/summary',
      '/api/finance/contributions',
      '/api/finance/contributions.csv',
      '/api/admin/logins/recent',
      '/api/admin/admins',
      '/api/admin/sessions',
    ]) {
      const res = await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` }, remoteAddress: uniqueAddress() });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});
