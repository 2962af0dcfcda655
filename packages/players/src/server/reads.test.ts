import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import { playerSchema, type PlayerInput } from '../contract';
import * as schema from './schema';
import { playersPlugin } from './plugin';
import { getLeaderboards, listPlayers } from './repo';
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

describe('leaderboards (SQL)', () => {
  const seed = async () => {
    const rows: Array<Partial<PlayerInput>> = [
      { name: 'Arjun', batting: { runs: 410, strikeRate: 142.5 }, bowling: { wickets: 2, economy: 8 }, fielding: { catches: 3 } },
      { name: 'Bhavna', batting: { runs: 290, strikeRate: 171.2 }, bowling: { wickets: 11, economy: 6.1 }, fielding: { catches: 6, runouts: 2 } },
      { name: 'Chetan', batting: { runs: 12, strikeRate: 300 }, bowling: { wickets: 14, economy: 7.2 }, fielding: { catches: 1 } },
      { name: 'Divya', batting: { runs: 350, strikeRate: 120 }, bowling: { wickets: 11, economy: 5.5 }, fielding: { catches: 4, stumpings: 5 } },
      { name: 'Eshan', batting: { runs: 90, strikeRate: 160 }, bowling: { wickets: 0 }, fielding: { runouts: 1 } },
      { name: 'Farah', batting: { runs: 61, strikeRate: 95 }, bowling: { wickets: 5, economy: 9 }, fielding: {} },
      { name: 'Gopal', batting: { runs: 0 }, bowling: { wickets: 0 }, fielding: {} },
    ];
    for (const [i, row] of rows.entries()) await create(makePlayerInput({ ...row, phone: `90000001${String(i).padStart(2, '0')}` }));
  };

  it('GET /api/players/leaderboards: top 5 lists, the dismissals mix and the top-10 table', async () => {
    await seed();
    const res = await get('/api/players/leaderboards');
    expect(res.statusCode).toBe(200);
    const board = res.json().data;
    expect(board.topRuns).toEqual([
      { name: 'Arjun', value: 410 },
      { name: 'Divya', value: 350 },
      { name: 'Bhavna', value: 290 },
      { name: 'Eshan', value: 90 },
      { name: 'Farah', value: 61 },
    ]);
    // Ties on wickets go to the better economy.
    expect(board.topWickets.map((l: { name: string }) => l.name)).toEqual(['Chetan', 'Divya', 'Bhavna', 'Farah', 'Arjun']);
    expect(board.topDismissals).toEqual([
      { name: 'Divya', value: 9 },
      { name: 'Bhavna', value: 8 },
      { name: 'Arjun', value: 3 },
      { name: 'Chetan', value: 1 },
      { name: 'Eshan', value: 1 },
    ]);
    // Chetan's 300 off a handful of runs ranks after every batter with 50+ runs.
    expect(board.topStrikeRate.map((l: { name: string }) => l.name)).toEqual(['Bhavna', 'Eshan', 'Arjun', 'Divya', 'Farah']);
    expect(board.dismissalsMix).toEqual({ catches: 14, stumpings: 5, runouts: 3 });
    expect(board.table).toHaveLength(7);
    expect(board.table[0]).toEqual({ name: 'Arjun', runs: 410, strikeRate: 142.5, wickets: 2, economy: 8, catches: 3 });
    expect(res.body).not.toMatch(/phone|9000000/);
  });

  it('is empty but well-formed with no players, and follows writes', async () => {
    const empty = await getLeaderboards(testDb.db);
    expect(empty).toEqual({
      topRuns: [],
      topWickets: [],
      topDismissals: [],
      topStrikeRate: [],
      dismissalsMix: { catches: 0, stumpings: 0, runouts: 0 },
      table: [],
    });
    expect((await get('/api/players/leaderboards')).json().data.topRuns).toEqual([]);
    await create(makePlayerInput({ name: 'Solo', batting: { runs: 5 } }));
    expect((await get('/api/players/leaderboards')).json().data.topRuns).toEqual([{ name: 'Solo', value: 5 }]);
  });

  it('keeps the table to 10 and GET /api/players/top to the asked number, masked', async () => {
    for (let i = 0; i < 12; i++)
      await create(makePlayerInput({ name: `P${String(i).padStart(2, '0')}`, phone: `91000000${String(i).padStart(2, '0')}`, batting: { runs: i * 10 } }));
    expect((await getLeaderboards(testDb.db)).table.map((r) => r.runs)).toEqual([110, 100, 90, 80, 70, 60, 50, 40, 30, 20]);
    const top = (await get('/api/players/top')).json().data;
    expect(top.map((p: { name: string }) => p.name)).toEqual(['P11', 'P10', 'P09']);
    expect(top[0].phone).toBe('******0011');
    expect(top[0]).not.toHaveProperty('dob');
    expect((await get('/api/players/top?limit=5')).json().data).toHaveLength(5);
    expect((await get('/api/players/top?limit=0')).statusCode).toBe(400);
    expect((await get('/api/players/top?limit=500')).statusCode).toBe(400);
  });

  it('listPlayers (for other packages) returns whole records', async () => {
    await create(makePlayerInput({ phone: '9876500001', dob: '2011-01-01' }));
    const [p] = await listPlayers(testDb.db);
    expect(p).toMatchObject({ phone: '9876500001', dob: '2011-01-01' });
  });
});
