/**
 * This package's server tests' set-up: the schedule's routes (league time zone Asia/Kolkata) on
 * a migrated test database, emptied before each test with the answers cached from it.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ResponseCache, type CoreApp } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import * as schema from './schema';
import { schedulePlugin } from './plugin';

export interface ScheduleHarness {
  testDb: TestDb;
  app: CoreApp;
  /** An admin's headers. */
  admin: Record<string, string>;
  cache: ResponseCache;
}

/** Call at a test file's top level; the fields are there once its `beforeAll` has run. */
export function scheduleTestApp(): ScheduleHarness {
  const h = { cache: new ResponseCache() } as ScheduleHarness;
  beforeAll(async () => {
    h.testDb = await createTestDb(schema);
    h.app = await createTestApp({ plugins: [[schedulePlugin, { db: h.testDb.db, cache: h.cache, timeZone: 'Asia/Kolkata' }]] });
    h.admin = bearer(await mintToken());
  });
  afterAll(async () => {
    await h.app?.close();
    await h.testDb?.close();
  });
  // The database is emptied behind the app's back: its cached answers go too.
  beforeEach(async () => {
    await h.testDb.reset();
    h.cache.clear();
  });
  return h;
}
