/** Shared setup of the finance server tests: one real database and app per test file. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import * as schema from './schema';
import { financePlugin } from './plugin';

export async function financeTestBed() {
  const testDb = await createTestDb(schema);
  const cache = new ResponseCache();
  const app = await createTestApp({ plugins: [[financePlugin, { db: testDb.db, cache }]] });
  const admin = bearer(await mintToken({ name: 'Treasurer Tara', email: 'tara@example.test' }));
  /** Empties the tables behind the API's back, so the cached reads go too. */
  async function reset() {
    await testDb.reset();
    cache.clear();
  }
  return { testDb, app, admin, cache, reset };
}

type Bed = Awaited<ReturnType<typeof financeTestBed>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The test bed of one test file: created before its tests, emptied before each, closed
 * after. `call` speaks to the API as the treasurer (extra headers may override that).
 */
export function financeSuite() {
  let current: Bed | undefined;
  const bed = (): Bed => {
    if (!current) throw new Error('the finance test bed is used outside a test');
    return current;
  };
  beforeAll(async () => {
    current = await financeTestBed();
  });
  afterAll(async () => {
    await current?.app.close();
    await current?.testDb.close();
  });
  beforeEach(() => bed().reset());
  return {
    get app() {
      return bed().app;
    },
    get testDb() {
      return bed().testDb;
    },
    get admin() {
      return bed().admin;
    },
    get cache() {
      return bed().cache;
    },
    reset: () => bed().reset(),
    call: (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      bed().app.inject({ method, url, payload: payload as never, headers: { ...bed().admin, ...headers } }),
  };
}

export async function counts(testDb: TestDb) {
  const [row] = await testDb.query<Record<string, string>>(
    `select (select count(*) from finance_contributions)::text as contributions,
            (select count(*) from finance_expenses)::text as expenses,
            (select count(*) from finance_audit)::text as audit,
            (select count(*) from finance_idempotency)::text as keys,
            (select coalesce(sum(amount_paise), 0) from finance_contributions)::text as funds,
            (select coalesce(sum(amount_paise), 0) from finance_expenses)::text as spent`,
  );
  return row!;
}

/** The sums straight from the tables, bypassing the repo. */
export async function tableSums(testDb: TestDb) {
  const [row] = await testDb.query<Record<string, string>>(
    `select (select coalesce(sum(amount_paise), 0) from finance_contributions where contributor_type = 'PLAYER')::text as player,
            (select coalesce(sum(amount_paise), 0) from finance_contributions where contributor_type = 'SPONSOR')::text as sponsor,
            (select coalesce(sum(amount_paise), 0) from finance_expenses)::text as spent`,
  );
  const player = Number(row!.player);
  const sponsor = Number(row!.sponsor);
  const spent = Number(row!.spent);
  return {
    playerContributions: player,
    sponsorContributions: sponsor,
    totalContributions: player + sponsor,
    totalExpenses: spent,
    balance: player + sponsor - spent,
  };
}

export const contribution = (over: Record<string, unknown> = {}) => ({
  contributorType: 'PLAYER',
  contributorName: 'Aarav Sharma',
  amountPaise: 150_000,
  note: 'Season fee',
  ...over,
});

export const expense = (over: Record<string, unknown> = {}) => ({
  item: 'Match balls',
  amountPaise: 240_000,
  category: 'EQUIPMENT',
  note: null,
  ...over,
});
