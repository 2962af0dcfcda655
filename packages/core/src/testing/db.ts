/**
 * A fresh database per test file, holding exactly the tables the caller passes. PGlite in
 * memory by default; a private schema in a real PostgreSQL when TEST_DATABASE_URL is set,
 * so the same tests prove both (architecture.md, Tests).
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import pg from 'pg';
import type { Db } from '../server/db';

export interface TestDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Empties every table (fast; call in beforeEach). */
  reset(): Promise<void>;
  /** Runs raw SQL (for assertions that bypass the repo). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** `schema` is a module namespace of drizzle tables, e.g. `import * as schema from './schema'`. */
export async function createTestDb(...schemas: Record<string, unknown>[]): Promise<TestDb> {
  const merged = Object.assign({}, ...schemas) as Record<string, unknown>;
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(merged));
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresTestDb(url, statements) : pgliteTestDb(statements);
}

async function pgliteTestDb(statements: string[]): Promise<TestDb> {
  const client = new PGlite();
  for (const statement of statements) await client.exec(statement);
  const tables = await tableNames((text) => client.query(text).then((r) => r.rows as { tablename: string }[]), 'public');
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    async reset() {
      if (tables.length) await client.exec(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
    },
    async query(text, params) {
      return (await client.query(text, params as never)).rows as never;
    },
    async close() {
      await client.close();
    },
  };
}

async function postgresTestDb(url: string, statements: string[]): Promise<TestDb> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
  pool.on('error', () => {});
  // drizzle-kit qualifies foreign-key targets with "public": point them at our private schema.
  for (const statement of statements) await pool.query(statement.replaceAll('"public".', `"${schema}".`));
  const tables = await tableNames((text) => pool.query(text).then((r) => r.rows), schema);
  return {
    db: drizzlePg(pool) as unknown as Db,
    kind: 'postgres',
    async reset() {
      if (tables.length) await pool.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
    },
    async query(text, params) {
      return (await pool.query(text, params as never)).rows;
    },
    async close() {
      await pool.query(`DROP SCHEMA "${schema}" CASCADE`).catch(() => {});
      await pool.end();
    },
  };
}

async function tableNames(run: (text: string) => Promise<{ tablename: string }[]>, schema: string) {
  const rows = await run(`select tablename from pg_tables where schemaname = '${schema}'`);
  return rows.map((r) => r.tablename);
}
