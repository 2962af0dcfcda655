import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, expectAccessMatrix, mintToken, type TestDb } from '@league/core/testing';
import type { Sponsor } from '../contract';
import * as schema from './schema';
import { demoSponsors, listSponsors, seedSponsorsDemo, sponsorsPlugin } from './index';

let testDb: TestDb;
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;

beforeAll(async () => {
  testDb = await createTestDb(schema);
  app = await createTestApp({ plugins: [[sponsorsPlugin, { db: testDb.db, cache: new ResponseCache() }]] });
  admin = bearer(await mintToken());
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  await testDb.reset();
  // reset() bypasses the API; one write through it drops the cached list.
  const warm = await create({ companyName: 'warm-up' });
  await app.inject({ method: 'DELETE', url: `/api/sponsors/${warm._id}`, headers: admin });
});

const post = (payload: unknown, headers = admin) => app.inject({ method: 'POST', url: '/api/sponsors', payload: payload as object, headers });

async function create(body: Record<string, unknown>): Promise<Sponsor> {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function list(): Promise<Sponsor[]> {
  const res = await app.inject({ method: 'GET', url: '/api/sponsors' });
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data;
}

describe('GET /api/sponsors', () => {
  it('lists newest first, and a read after a write sees it', async () => {
    expect(await list()).toEqual([]);
    await create({ companyName: 'First Co' });
    await create({ companyName: 'Second Co' });
    expect((await list()).map((s) => s.companyName)).toEqual(['Second Co', 'First Co']);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    await create({ companyName: 'Etag Co' });
    const first = await app.inject({ method: 'GET', url: '/api/sponsors' });
    const again = await app.inject({ method: 'GET', url: '/api/sponsors', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});

describe('POST /api/sponsors (spec 5)', () => {
  it('trims the company name and omits an empty owner and overview', async () => {
    const res = await post({ companyName: '  Shree Ganesh Sports ', ownerName: '   ', companyOverview: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Sponsor added' });
    const saved = res.json().data as Sponsor;
    expect(saved.companyName).toBe('Shree Ganesh Sports');
    expect(saved).not.toHaveProperty('ownerName');
    expect(saved).not.toHaveProperty('companyOverview');
    expect((await list())[0]).not.toHaveProperty('ownerName');
    const rows = await testDb.query('select owner_name, company_overview from sponsors');
    expect(rows).toEqual([{ owner_name: null, company_overview: null }]);
  });

  it('keeps owner and overview when given', async () => {
    const saved = await create({ companyName: 'Annapurna', ownerName: ' Meena Joshi ', companyOverview: 'Sweets' });
    expect(saved).toMatchObject({ ownerName: 'Meena Joshi', companyOverview: 'Sweets' });
  });

  it.each([[{}], [{ companyName: '' }], [{ companyName: '   ' }], [{ companyName: 42 }], [{ ownerName: 'Only owner' }]])(
    'refuses %j with "Company name is required."',
    async (payload) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Company name is required.' });
      expect(await testDb.query('select id from sponsors')).toHaveLength(0);
    },
  );
});

describe('PUT and DELETE /api/sponsors/{id}', () => {
  it('replaces the fields, clears an emptied owner, ignores ids and timestamps', async () => {
    const s = await create({ companyName: 'Old Name', ownerName: 'Owner', companyOverview: 'About' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/sponsors/${s._id}`,
      payload: { ...s, _id: 'x', createdAt: '2000-01-01T00:00:00Z', companyName: 'New Name', ownerName: '' },
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Sponsor updated' });
    const updated = res.json().data as Sponsor;
    expect(updated).toMatchObject({ _id: s._id, companyName: 'New Name', companyOverview: 'About', createdAt: s.createdAt });
    expect(updated).not.toHaveProperty('ownerName');
    expect((await list())[0]?.companyName).toBe('New Name');
  });

  it('refuses a blank name on edit', async () => {
    const s = await create({ companyName: 'Keep' });
    const res = await app.inject({ method: 'PUT', url: `/api/sponsors/${s._id}`, payload: { companyName: ' ' }, headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Company name is required.');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['3f1c0d1e-5b7a-4c1e-9d2a-0b8e6f4a1c22', 'nope']) {
      const put = await app.inject({ method: 'PUT', url: `/api/sponsors/${id}`, payload: { companyName: 'x' }, headers: admin });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ success: false, message: 'Sponsor not found' });
      const del = await app.inject({ method: 'DELETE', url: `/api/sponsors/${id}`, headers: admin });
      expect(del.statusCode).toBe(404);
    }
  });

  it('deletes', async () => {
    const s = await create({ companyName: 'Gone' });
    const res = await app.inject({ method: 'DELETE', url: `/api/sponsors/${s._id}`, headers: admin });
    expect(res.json()).toEqual({ success: true, message: 'Sponsor deleted' });
    expect(await list()).toEqual([]);
  });
});

describe('access', () => {
  it('every write needs an admin, and rejected requests change nothing', async () => {
    const s = await create({ companyName: 'Keep' });
    await expectAccessMatrix(
      app,
      [
        { method: 'POST', url: '/api/sponsors', payload: { companyName: 'x' }, adminStatus: 201 },
        { method: 'PUT', url: `/api/sponsors/${s._id}`, payload: { companyName: 'y' }, adminStatus: 200 },
        { method: 'DELETE', url: `/api/sponsors/${s._id}`, adminStatus: 200 },
      ],
      () => testDb.query('select * from sponsors order by id'),
    );
  });
});

describe('demo seed', () => {
  it('loads the local sponsors, newest first', async () => {
    await seedSponsorsDemo({ db: testDb.db, log: { info() {}, warn() {} }, now: new Date() });
    const all = await listSponsors(testDb.db);
    expect(all).toHaveLength(demoSponsors.length);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all[0]?.companyName).toBe(demoSponsors[demoSponsors.length - 1]?.companyName);
  });
});
