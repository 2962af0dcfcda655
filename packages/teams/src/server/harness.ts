/** Test-only: the teams plugin on a real database, and short helpers for its calls. */
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import { teamsPlugin } from './plugin';
import * as schema from './schema';

export interface Harness {
  db: TestDb;
  cache: ResponseCache;
  app: Awaited<ReturnType<typeof createTestApp>>;
  admin: Record<string, string>;
  /** Clears tables and cached answers between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function createHarness(): Promise<Harness> {
  const db = await createTestDb(schema);
  const cache = new ResponseCache();
  const app = await createTestApp({ plugins: [[teamsPlugin, { db: db.db, cache }]] });
  const admin = bearer(await mintToken());
  return {
    db,
    cache,
    app,
    admin,
    async reset() {
      await db.reset();
      cache.clear();
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** Rows as the database holds them, for "nothing changed" and "players went too" checks. */
export async function snapshot(db: TestDb) {
  return {
    teams: await db.query('select id, section, name, captain from teams order by id'),
    players: await db.query('select id, team_id, name, role from team_players order by id'),
  };
}
