/**
 * Issue 18: failed password sign-ins from one address cannot lock an admin out for
 * everyone: the limit is per address and account, and the wait grows with each failure.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@league/core/testing';
import type { CoreApp } from '@league/core/server';
import * as schema from './schema';
import { ensureAdmin } from './repo';
import { hashPassword } from './secrets';
import { adminTestApp } from './test-kit';

let tdb: TestDb;
let app: CoreApp;

beforeAll(async () => {
  tdb = await createTestDb(schema);
  app = await adminTestApp(tdb.db, { passwordLogin: true });
});
afterAll(async () => {
  await app.close();
  await tdb.close();
});
beforeEach(async () => {
  await tdb.reset();
  await ensureAdmin(tdb.db, { email: 'asha@league.local', name: 'Asha Rao', passwordHash: await hashPassword('Right1234') });
});

const login = (password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'asha@league.local', password }, remoteAddress: ip });

describe('password sign-in lockout (issue 18)', () => {
  it('an attacker’s failures from one address lock only that address, with a growing wait', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('Guess0000', '203.0.113.9')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const first = await login('Right1234', '203.0.113.9');
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The admin, from their own address, signs in at once.
    expect((await login('Right1234', '10.0.0.5')).statusCode).toBe(200);
    // After the wait, each further failure doubles it.
    await tdb.query(`update login_events set at = at - interval '40 seconds'`);
    expect((await login('Guess0000', '203.0.113.9')).statusCode).toBe(401);
    const second = await login('Guess0000', '203.0.113.9');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(30);
  });
});
