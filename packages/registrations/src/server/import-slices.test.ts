/**
 * Issue 35, "heavy work off the request path": a 5,000-row sign-up sheet is planned and
 * written in slices, each after a turn of the event loop (the embedded database answers in
 * this thread, so one long transaction would otherwise hold the loop from first to last).
 * Counted, not timed: the loop turns at least once per slice of rows written.
 */
import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import * as playersTables from '@league/players/schema';
import * as schema from './schema';
import { buildApp } from './testkit';

const ROWS = 5000;

function sheet(): string {
  const lines = ['Timestamp,Full Name,Contact Number,Email Address,Playing Role,Date of Birth'];
  for (let i = 0; i < ROWS; i += 1)
    lines.push(
      `0${1 + (i % 9)}/10/2026 10:${String(i % 60).padStart(2, '0')}:00,"Player, ${i}",${9000000000 + i},p${i}@example.org,Bowler,2001-01-0${1 + (i % 9)}`,
    );
  return lines.join('\r\n');
}

let tdb: TestDb;
let admin: Record<string, string>;
beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema, ...playersTables });
  admin = bearer(await mintToken());
});
afterAll(() => tdb.close());

describe('POST /api/registrations/import with 5,000 rows', () => {
  it('writes them in slices that each let the event loop turn, with the same answer', async () => {
    const app = await buildApp(tdb, {});
    const csv = sheet();
    let turns = 0;
    let done = false;
    const tick = () => {
      turns++;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const res = await app.inject({ method: 'POST', url: '/api/registrations/import', payload: { csv }, headers: admin });
    done = true;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ add: ROWS, update: 0, unchanged: 0, skip: 0, blank: 0 });
    // Rows are written 100 to a statement, each with its undo trail: 100 statements at least,
    // each after a turn (before issue 35 the whole import was one turn of the loop).
    expect(turns).toBeGreaterThanOrEqual((2 * ROWS) / 100);
    const again = await app.inject({ method: 'POST', url: '/api/registrations/import', payload: { csv }, headers: admin });
    expect(again.json().counts).toEqual({ add: 0, update: 0, unchanged: ROWS, skip: 0, blank: 0 });
    await app.close();
  });
});
