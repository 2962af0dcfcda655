import { ensurePersonByPhone, peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, expectAccessMatrix, mintToken, type TestDb } from '@league/core/testing';
import * as schema from './schema';
import { playersPlugin } from './plugin';
import { profileForPerson } from './profiles';
import { SHARED_PHONE_MESSAGE } from './repo';
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

const create = (payload: unknown) => app.inject({ method: 'POST', url: '/api/players', payload: payload as object, headers: admin });
const list = async () => (await app.inject({ method: 'GET', url: '/api/players', headers: admin })).json().data;

describe('POST /api/players', () => {
  it('creates a player with every stat defaulted (numbers 0, best "0/0")', async () => {
    const res = await create({ name: '  Ravi Kumar ', phone: '9876543210' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: 'Ravi Kumar',
      phone: '9876543210',
      jerseyNumber: null,
      photoUrl: null,
      dob: null,
      batStyle: null,
      bowlStyle: null,
      batting: { matches: 0, runs: 0, balls: 0, highest: 0, fifties: 0, hundreds: 0, average: 0, strikeRate: 0 },
      bowling: { matches: 0, balls: 0, runsConceded: 0, wickets: 0, best: '0/0', average: 0, economy: 0, fiveFors: 0 },
      fielding: { catches: 0, stumpings: 0, runouts: 0 },
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await list()).toHaveLength(1);
  });

  it('keeps nested stats, styles, jersey and dob as sent', async () => {
    const input = makePlayerInput({
      jerseyNumber: 18,
      batStyle: 'LHB',
      bowlStyle: 'Left-arm',
      dob: '2009-06-30',
      photoUrl: 'https://img.example.org/p.jpg',
      batting: { matches: 9, runs: 312, balls: 240, highest: 78, fifties: 2, average: 39, strikeRate: 130 },
      bowling: { wickets: 7, best: '3/14', economy: 6.456 },
      fielding: { catches: 4, runouts: 1 },
    });
    const { data } = (await create(input)).json();
    expect(data.batting).toEqual({ matches: 9, runs: 312, balls: 240, highest: 78, fifties: 2, hundreds: 0, average: 39, strikeRate: 130 });
    expect(data.bowling).toMatchObject({ wickets: 7, best: '3/14', economy: 6.46, balls: 0 });
    expect(data.fielding).toEqual({ catches: 4, stumpings: 0, runouts: 1 });
    expect(data).toMatchObject({ jerseyNumber: 18, batStyle: 'LHB', bowlStyle: 'Left-arm', dob: '2009-06-30', photoUrl: 'https://img.example.org/p.jpg' });
  });

  it('refuses a duplicate phone with 409 and keeps the first player', async () => {
    await create(makePlayerInput({ phone: '9000000001', name: 'First' }));
    const res = await create(makePlayerInput({ phone: '9000000001', name: 'Second' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'A player with this phone number already exists' });
    expect((await list()).map((p: { name: string }) => p.name)).toEqual(['First']);
  });

  it.each([
    [{ phone: '9876543210' }, 'Name is required'],
    [{ name: '   ', phone: '9876543210' }, 'Name is required'],
    [{ name: 'A' }, 'Phone is required'],
    [{ name: 'A', phone: '' }, 'Phone is required'],
    [{ name: 'A', phone: '98765-4321x' }, 'Phone must be 6-15 digits'],
    [{ name: 'A', phone: '12345' }, 'Phone must be 6-15 digits'],
    [{ name: 'A', phone: 9876543210 }, 'Phone is required'],
    [{ name: 'A', phone: '9876543210', jerseyNumber: '7' }, 'Jersey number must be a number'],
    [{ name: 'A', phone: '9876543210', jerseyNumber: 7.5 }, 'Jersey number must be a whole number'],
    [{ name: 'A', phone: '9876543210', batStyle: 'Switch' }, 'Bat style must be RHB or LHB'],
    [{ name: 'A', phone: '9876543210', bowlStyle: 'Spin' }, 'Bowl style must be Right-arm or Left-arm'],
    [{ name: 'A', phone: '9876543210', dob: '2010-02-30' }, 'Date of birth must be a date (YYYY-MM-DD)'],
    [{ name: 'A', phone: '9876543210', photoUrl: 'javascript:alert(1)' }, 'Photo must be an http(s) link'],
    [{ name: 'A', phone: '9876543210', batting: { runs: -1 } }, 'Batting runs cannot be negative'],
    [{ name: 'A', phone: '9876543210', batting: { runs: 1.5 } }, 'Batting runs must be a whole number'],
    [{ name: 'A', phone: '9876543210', batting: { runs: '12' } }, 'Batting runs must be a number'],
    [{ name: 'A', phone: '9876543210', bowling: { best: 'five for twelve' } }, 'Best bowling must look like 5/12'],
    [{ name: 'A', phone: '9876543210', bowling: { economy: -2 } }, 'Economy cannot be negative'],
  ])('answers 400 with a clear message for %j', async (payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await list()).toHaveLength(0);
  });

  it('drops unknown and immutable fields', async () => {
    const res = await create({ ...makePlayerInput(), id: '11111111-1111-4111-8111-111111111111', createdAt: '2000-01-01T00:00:00Z', isAdmin: true });
    const { data } = res.json();
    expect(data.id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(data.createdAt).not.toMatch(/^2000/);
    expect(data).not.toHaveProperty('isAdmin');
  });
});

describe('PATCH /api/players/{phone}', () => {
  it('takes back the whole record it handed out: stats change, phone/id/timestamps do not', async () => {
    const created = (await create(makePlayerInput({ phone: '9123456780', name: 'Meera Nair' }))).json().data;
    const edited = {
      ...created,
      id: '11111111-1111-4111-8111-111111111111',
      phone: '9999999999',
      createdAt: '2001-01-01T00:00:00.000Z',
      updatedAt: '2001-01-01T00:00:00.000Z',
      name: 'Meera S Nair',
      batting: { ...created.batting, runs: 88, balls: 60, strikeRate: 146.67 },
      bowling: { ...created.bowling, wickets: 3, best: '2/11' },
    };
    const res = await app.inject({ method: 'PATCH', url: '/api/players/9123456780', payload: edited, headers: admin });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id: created.id, phone: '9123456780', createdAt: created.createdAt, name: 'Meera S Nair' });
    expect(data.batting).toMatchObject({ runs: 88, balls: 60, strikeRate: 146.67 });
    expect(data.bowling).toMatchObject({ wickets: 3, best: '2/11' });
    expect(data.updatedAt >= created.updatedAt).toBe(true);
    const rows = await testDb.query('select phone, id::text as id from players');
    expect(rows).toEqual([{ phone: '9123456780', id: created.id }]);
  });

  it('merges a partial body: absent fields stay, null clears, stat groups merge key by key', async () => {
    await create(makePlayerInput({ phone: '9123456781', jerseyNumber: 7, batStyle: 'LHB', batting: { runs: 50, balls: 40 } }));
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/players/9123456781',
      payload: { jerseyNumber: null, batting: { runs: 75 } },
      headers: admin,
    });
    const { data } = res.json();
    expect(data.jerseyNumber).toBeNull();
    expect(data.batStyle).toBe('LHB');
    expect(data.batting).toMatchObject({ runs: 75, balls: 40 });
  });

  it('answers 404 for an unknown or malformed phone, and 400 for bad input', async () => {
    await create(makePlayerInput({ phone: '9123456782' }));
    for (const url of ['/api/players/9000000000', '/api/players/not-a-phone', '/api/players/%2A%2A%2A%2A%2A%2A6782']) {
      const res = await app.inject({ method: 'PATCH', url, payload: { name: 'X' }, headers: admin });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Player not found' });
    }
    const bad = await app.inject({ method: 'PATCH', url: '/api/players/9123456782', payload: { name: ' ', fielding: { catches: -3 } }, headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Name is required');
  });
});

describe('a phone that is two children’s profiles (a parent’s)', () => {
  it('keys a profile by its id; the shared phone names neither child (409), and an edit or delete by id touches only that one', async () => {
    const arjun = (await create(makePlayerInput({ phone: '9845011111', name: 'Arjun Iyer' }))).json().data;
    // His sister's approved sign-up gives her a profile of her own on the same phone (registrations' path).
    const personId = await ensurePersonByPhone(testDb.db, { phone: '9845011111', name: 'Meera Iyer' });
    const meera = await testDb.db.transaction((tx) => profileForPerson(tx, { phone: '9845011111', name: 'Meera Iyer', personId }));
    expect(meera).toMatchObject({ made: true, samePhone: ['Arjun Iyer'] });
    // The roster form still refuses the phone: it cannot tell the two apart.
    expect((await create(makePlayerInput({ phone: '9845011111', name: 'Third' }))).statusCode).toBe(409);

    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/players/9845011111', payload: method === 'PATCH' ? { name: 'X' } : undefined, headers: admin });
      expect(res.statusCode, method).toBe(409);
      expect(res.json()).toEqual({ success: false, message: SHARED_PHONE_MESSAGE });
    }
    const edited = await app.inject({ method: 'PATCH', url: `/api/players/${arjun.id}`, payload: { batting: { runs: 212 } }, headers: admin });
    expect(edited.statusCode).toBe(200);
    expect((await list()).map((p: { name: string; batting: { runs: number } }) => [p.name, p.batting.runs])).toEqual([
      ['Arjun Iyer', 212],
      ['Meera Iyer', 0],
    ]);
    const gone = await app.inject({ method: 'DELETE', url: `/api/players/${meera.id}`, headers: admin });
    expect(gone.statusCode).toBe(200);
    // One profile on the phone again: it is the phone's, as before.
    const again = await app.inject({ method: 'PATCH', url: '/api/players/9845011111', payload: { jerseyNumber: 7 }, headers: admin });
    expect(again.json().data).toMatchObject({ id: arjun.id, jerseyNumber: 7 });
    const unknown = await app.inject({ method: 'DELETE', url: `/api/players/${meera.id}`, headers: admin });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/players/{phone}', () => {
  it('removes the player; a second delete is 404', async () => {
    await create(makePlayerInput({ phone: '9123456783' }));
    const res = await app.inject({ method: 'DELETE', url: '/api/players/9123456783', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Player deleted' });
    expect(await list()).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: '/api/players/9123456783', headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Player not found');
  });
});

describe('access', () => {
  it('every write: 401/403 for bad tokens and non-admins, nothing changes; an admin gets through', async () => {
    await create(makePlayerInput({ phone: '9123456784' }));
    await create(makePlayerInput({ phone: '9123456785' }));
    const snapshot = () => testDb.query('select phone, name, batting_runs, updated_at from players order by phone');
    await expectAccessMatrix(
      app,
      [
        { method: 'POST', url: '/api/players', payload: makePlayerInput({ phone: '9123456786' }), adminStatus: 201 },
        { method: 'PATCH', url: '/api/players/9123456784', payload: { name: 'Changed', batting: { runs: 500 } }, adminStatus: 200 },
        { method: 'DELETE', url: '/api/players/9123456785', adminStatus: 200 },
      ],
      snapshot,
    );
  });

  it('a visitor is refused before validation (no hint about the rules)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/players', payload: { name: '' } });
    expect(res.statusCode).toBe(401);
    const user = await app.inject({ method: 'POST', url: '/api/players', payload: {}, headers: bearer(await mintToken({ role: 'user' })) });
    expect(user.statusCode).toBe(403);
  });
});
