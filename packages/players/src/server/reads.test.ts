import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import { playerSchema, type PlayerInput } from '../contract';
import * as schema from './schema';
import { playersPlugin } from './plugin';
import { listPlayers, publicPlayersByIds } from './repo';
import { makePlayerInput } from '../testing';

let testDb: TestDb;
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
const cache = new ResponseCache();

beforeAll(async () => {
  testDb = await createTestDb({ ...schema, ...peopleSchema });
  app = await createTestApp({ plugins: [[playersPlugin, { db: testDb.db, cache }]] });
  admin = bearer(await mintToken());
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});
beforeEach(async () => {
  await testDb.reset();
  cache.clear();
});

const create = async (input: PlayerInput) => {
  const res = await app.inject({ method: 'POST', url: '/api/players', payload: input, headers: admin });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /api/players privacy', () => {
  it('a visitor gets {data} with phones masked to the last four digits and no dob', async () => {
    await create(makePlayerInput({ name: 'Asha Rao', phone: '9876543210', dob: '1990-05-01' }));
    const res = await get('/api/players');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(1);
    expect(body.data[0].phone).toBe('******3210');
    expect(body.data[0]).not.toHaveProperty('dob');
    expect(res.body).not.toContain('987654');
    expect(res.body).not.toContain('1990-05-01');
    expect(() => playerSchema.parse(body.data[0])).not.toThrow();
  });

  it('an admin gets whole phones and dob; a non-admin or a broken token gets the visitor view', async () => {
    await create(makePlayerInput({ phone: '9876543210', dob: '1990-05-01' }));
    const asAdmin = (await get('/api/players', admin)).json().data[0];
    expect(asAdmin).toMatchObject({ phone: '9876543210', dob: '1990-05-01' });
    for (const headers of [bearer(await mintToken({ role: 'user' })), { authorization: 'Bearer nonsense' }]) {
      const res = await get('/api/players', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0].phone).toBe('******3210');
    }
  });

  it('lists by name, and every write is seen by the next read (cache invalidated)', async () => {
    await create(makePlayerInput({ name: 'Zoya', phone: '9000000003' }));
    await create(makePlayerInput({ name: 'Arjun', phone: '9000000001' }));
    const first = await get('/api/players');
    expect(first.json().data.map((p: { name: string }) => p.name)).toEqual(['Arjun', 'Zoya']);
    const etag = String(first.headers.etag);
    expect((await get('/api/players', { 'if-none-match': etag })).statusCode).toBe(304);

    await create(makePlayerInput({ name: 'Mohan', phone: '9000000002' }));
    const afterCreate = await get('/api/players', { 'if-none-match': etag });
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.json().data).toHaveLength(3);

    await app.inject({ method: 'PATCH', url: '/api/players/9000000002', payload: { name: 'Mohan Das' }, headers: admin });
    expect((await get('/api/players')).json().data.map((p: { name: string }) => p.name)).toContain('Mohan Das');

    await app.inject({ method: 'DELETE', url: '/api/players/9000000003', headers: admin });
    expect((await get('/api/players')).json().data.map((p: { name: string }) => p.name)).toEqual(['Arjun', 'Mohan Das']);
  });

  it('never serves the admin view from the visitor cache or the other way round', async () => {
    await create(makePlayerInput({ phone: '9876543210' }));
    await get('/api/players'); // warms the public entry
    expect((await get('/api/players', admin)).json().data[0].phone).toBe('9876543210');
    expect((await get('/api/players')).json().data[0].phone).toBe('******3210');
  });
});

describe('reads for other packages', () => {
  // GET /api/players/top and /leaderboards rank by the scorecards: the tournaments package
  // answers them (career-boards.test.ts there), from publicPlayersByIds and listPublicPlayers.
  it('publicPlayersByIds gives the visitor view of the public ones asked for, nothing else', async () => {
    const a = await create(makePlayerInput({ name: 'Asha Adult', phone: '9000000101', dob: '1990-01-01' }));
    const kid = await create(makePlayerInput({ name: 'Kiran Kid', phone: '9000000102', dob: '2015-01-01' }));
    await create(makePlayerInput({ name: 'Not Asked', phone: '9000000103', dob: '1991-01-01' }));
    const found = await publicPlayersByIds(testDb.db, [a.id, kid.id]);
    expect(found.map((p) => p.name)).toEqual(['Asha Adult']);
    expect(found[0]).toMatchObject({ phone: '******0101' });
    expect(found[0]).not.toHaveProperty('dob');
    expect(await publicPlayersByIds(testDb.db, [])).toEqual([]);
  });

  it('listPlayers (for other packages) returns whole records', async () => {
    await create(makePlayerInput({ phone: '9876500001', dob: '2011-01-01' }));
    const [p] = await listPlayers(testDb.db);
    expect(p).toMatchObject({ phone: '9876500001', dob: '2011-01-01' });
  });
});
