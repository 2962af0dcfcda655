/**
 * A whole, migrated database for app-level tests: in-memory PGlite, or a fresh database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from '@league/core/server';

export interface AppTestDatabase {
  handle: DbHandle;
  url?: string;
  drop(): Promise<void>;
}

export async function openAppTestDatabase(): Promise<AppTestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const handle = await createDb({});
    return { handle, drop: () => handle.close() };
  }
  const name = `league_app_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString() });
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close().catch(() => {}); // a test may have closed it already
      const again = new pg.Client({ connectionString: base });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}
