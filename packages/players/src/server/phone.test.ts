/** The same person is never two profiles: every way of writing a phone lands on one key. */
import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import { normalisePhone } from '../phone';
import { playersPlugin } from './plugin';
import * as schema from './schema';

describe('normalisePhone', () => {
  it.each([
    ['+91 98400 00000', '9840000000'],
    ['098400-00000', '9840000000'],
    ['0091 9840000000', '9840000000'],
    ['91-9840000000', '9840000000'],
    ['(984) 000.0000', '9840000000'],
    ['9840000000', '9840000000'],
    ['+44 20 7946 0958', '442079460958'],
    ['', ''],
  ])('%s -> %s', (raw, key) => expect(normalisePhone(raw)).toBe(key));
});

let tdb: TestDb;
beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema });
});
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

describe('POST /api/players', () => {
  it('folds +91, spaces and dashes, so the second way of writing a number is a duplicate', async () => {
    const app = await createTestApp({ plugins: [[playersPlugin, { db: tdb.db, cache: new ResponseCache() }]] });
    const headers = bearer(await mintToken());
    const first = await app.inject({ method: 'POST', url: '/api/players', headers, payload: { name: 'Asha', phone: '+91 98400 00000' } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.phone).toBe('9840000000');
    const second = await app.inject({ method: 'POST', url: '/api/players', headers, payload: { name: 'Asha again', phone: '9840000000' } });
    expect(second.statusCode).toBe(409);
    expect(await tdb.query('select count(*)::int as n from players')).toEqual([{ n: 1 }]);
    await app.close();
  });
});
