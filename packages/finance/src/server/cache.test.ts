/**
 * Finance reads come from the server's response cache: only an admin ever reaches it, and
 * every kind of write is seen by the next read (quality P2, decisions.md 2).
 */
import { describe, expect, it } from 'vitest';
import { bearer, mintToken } from '@league/core/testing';
import { contribution, expense, financeSuite } from './test-helpers';

const bed = financeSuite();
const { call } = bed;
const read = async (url: string) => (await call('GET', url)).json();

const READS = [
  '/api/finance/summary',
  '/api/finance/contributions',
  '/api/finance/contributions?limit=1',
  '/api/finance/expenses',
  '/api/finance/audit',
  '/api/finance/deleted',
];

describe('cached finance reads', () => {
  it('still answer a visitor 401 and a non-admin 403 once an admin has filled the cache', async () => {
    await call('POST', '/api/finance/contributions', contribution({ contributorName: 'Secret Sponsor', contributorType: 'SPONSOR' }));
    const player = bearer(await mintToken({ role: 'player' }));
    for (const url of READS) {
      expect((await call('GET', url)).statusCode).toBe(200);
      expect((await call('GET', url)).statusCode).toBe(200); // now a cache hit
      for (const [headers, status] of [
        [{}, 401],
        [{ authorization: 'Bearer nonsense' }, 401],
        [player, 403],
      ] as const) {
        const res = await bed.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(status);
        expect(res.body).not.toContain('Secret Sponsor');
        expect(res.headers.etag).toBeUndefined();
      }
    }
  });

  it('see every kind of write at once', async () => {
    const warm = () => Promise.all(READS.map((url) => read(url)));
    await warm();
    const c = (await call('POST', '/api/finance/contributions', contribution({ amountPaise: 10_000 }))).json().data;
    expect((await read('/api/finance/contributions')).data).toEqual([c]);
    expect((await read('/api/finance/summary')).data.balance).toBe(10_000);

    await warm();
    const e = (await call('POST', '/api/finance/expenses', expense({ amountPaise: 4_000 }))).json().data;
    expect((await read('/api/finance/expenses')).data).toEqual([e]);
    expect((await read('/api/finance/summary')).data.balance).toBe(6_000);

    await warm();
    await call('PUT', `/api/finance/contributions/pk/${c.pk}`, { amountPaise: 12_000, note: null });
    expect((await read('/api/finance/contributions')).data[0].amountPaise).toBe(12_000);
    expect((await read('/api/finance/summary')).data.balance).toBe(8_000);

    await warm();
    await call('PUT', `/api/finance/expenses/${e.sk}`, expense({ amountPaise: 5_000 }));
    expect((await read('/api/finance/expenses')).data[0].amountPaise).toBe(5_000);

    await warm();
    await call('DELETE', `/api/finance/contributions/pk/${c.pk}`);
    expect((await read('/api/finance/contributions')).data).toEqual([]);
    const [deleted] = (await read('/api/finance/deleted')).data;
    expect(deleted).toMatchObject({ entityId: c.pk });
    expect((await read('/api/finance/audit')).data[0]).toMatchObject({ entityId: c.pk, action: 'delete' });

    await warm();
    await call('POST', `/api/finance/audit/${deleted.auditId}/restore`);
    expect((await read('/api/finance/contributions')).data.map((r: { pk: string }) => r.pk)).toEqual([c.pk]);
    expect((await read('/api/finance/deleted')).data).toEqual([]);

    await warm();
    await call('DELETE', `/api/finance/expenses/${e.sk}`);
    expect((await read('/api/finance/expenses')).data).toEqual([]);
    expect((await read('/api/finance/summary')).data.balance).toBe(12_000);
  });

  it('answer an unchanged list 304 and change the ETag after a write', async () => {
    await call('POST', '/api/finance/contributions', contribution());
    const first = await call('GET', '/api/finance/contributions');
    expect(first.headers['cache-control']).toBe('private, no-store');
    const etag = String(first.headers.etag);
    expect((await call('GET', '/api/finance/contributions', undefined, { 'if-none-match': etag })).statusCode).toBe(304);
    await call('POST', '/api/finance/contributions', contribution({ contributorName: 'Second' }));
    const after = await call('GET', '/api/finance/contributions', undefined, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toHaveLength(2);
  });

  it('keep answers to different queries apart', async () => {
    await call('POST', '/api/finance/contributions', contribution({ contributorName: 'Asha', contributorType: 'PLAYER' }));
    await call('POST', '/api/finance/contributions', contribution({ contributorName: 'Kaveri Motors', contributorType: 'SPONSOR' }));
    const names = async (query: string) => (await read(`/api/finance/contributions${query}`)).data.map((r: { contributorName: string }) => r.contributorName);
    expect(await names('?type=SPONSOR')).toEqual(['Kaveri Motors']);
    expect(await names('?type=PLAYER')).toEqual(['Asha']);
    expect(await names('?name=ash')).toEqual(['Asha']);
    expect(await names('')).toEqual(['Kaveri Motors', 'Asha']);
  });
});

describe('a create', () => {
  it('records the stored row as its audit image, dates as the API writes them', async () => {
    const c = (await call('POST', '/api/finance/contributions', contribution({ note: null }))).json().data;
    const e = (await call('POST', '/api/finance/expenses', expense({ category: 'FOOD', note: 'Tea' }))).json().data;
    const trail = (await read('/api/finance/audit')).data;
    const { pk, ...cRest } = c;
    const { sk, ...eRest } = e;
    const entry = (id: string) => trail.find((a: { entityId: string }) => a.entityId === id);
    expect(entry(pk)).toMatchObject({ action: 'create', before: null });
    expect(entry(pk).after).toEqual({ id: pk, ...cRest });
    expect(entry(sk)).toMatchObject({ action: 'create', before: null });
    expect(entry(sk).after).toEqual({ id: sk, ...eRest });
    expect(c.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const [row] = await bed.testDb.query<{ created: string }>(`select to_json(created_at)#>>'{}' as created from finance_contributions`);
    expect(new Date(row!.created).toISOString()).toBe(c.createdAt);
  });
});
