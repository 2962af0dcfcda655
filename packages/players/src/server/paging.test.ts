import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import * as schema from './schema';
import { playersPlugin } from './plugin';
import { makePlayerInput } from '../testing';

let testDb: TestDb;
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;

beforeAll(async () => {
  testDb = await createTestDb({ ...schema, ...peopleSchema });
  app = await createTestApp({ plugins: [[playersPlugin, { db: testDb.db, cache: new ResponseCache() }]] });
  admin = bearer(await mintToken());
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});
beforeEach(() => testDb.reset());

async function seed(n: number) {
  for (let i = 0; i < n; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/players',
      headers: admin,
      payload: makePlayerInput({ name: `Player ${String(i).padStart(2, '0')}`, phone: `98765${String(43200 + i)}`, jerseyNumber: i + 1 }),
    });
    expect(res.statusCode).toBe(201);
  }
}
const get = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ method: 'GET', url, headers })).json();

describe('GET /api/players?q=&page=&limit= (server-side search and paging)', () => {
  it('answers one page A to Z with the total, and the next page from there', async () => {
    await seed(30);
    const first = await get('/api/players?page=1&limit=12');
    expect(first).toMatchObject({ success: true, total: 30, page: 1, limit: 12 });
    expect(first.data.map((p: { name: string }) => p.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Player ${String(i).padStart(2, '0')}`));
    const last = await get('/api/players?page=3&limit=12');
    expect(last.data).toHaveLength(6);
    expect(last.data[0].name).toBe('Player 24');
  });

  it('searches names in any case, a jersey number, and only the phone digits a visitor sees', async () => {
    await seed(12);
    expect((await get('/api/players?q=PLAYER%200')).total).toBe(10);
    const jersey = await get('/api/players?q=%2311');
    expect(jersey.data.map((p: { name: string }) => p.name)).toEqual(['Player 10']);
    // The phones end 43200..43211: a visitor sees only the last four digits.
    expect((await get('/api/players?q=3211')).data.map((p: { name: string }) => p.name)).toEqual(['Player 11']);
    expect((await get('/api/players?q=98765')).total).toBe(0);
    expect((await get('/api/players?q=98765', admin)).total).toBe(12);
    // Wildcards are text, not patterns.
    expect((await get('/api/players?q=%25')).total).toBe(0);
  });

  it('masks phones and leaves out dates of birth for visitors', async () => {
    await seed(2);
    const page = await get('/api/players?limit=5');
    expect(page.data[0].phone).toMatch(/^\*{6}\d{4}$/);
    expect(page.data[0]).not.toHaveProperty('dob');
    const whole = await get('/api/players?limit=5', admin);
    expect(whole.data[0].phone).toMatch(/^\d+$/);
  });

  it('still answers the whole roster, without paging fields, when called without parameters', async () => {
    await seed(30);
    const all = await get('/api/players');
    expect(all.data).toHaveLength(30);
    expect(all).not.toHaveProperty('total');
  });

  it('refuses a page size above the limit', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/players?limit=1000' });
    expect(res.statusCode).toBe(400);
  });
});
