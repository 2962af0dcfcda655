/**
 * Test-only: a database holding the teams tables, through core's createTestDb.
 *
 * On PostgreSQL, core's harness puts each test file in a private schema, but drizzle-kit
 * writes foreign keys as `REFERENCES "public"."teams"`, which then points outside that
 * schema and fails. Until core rewrites the qualifier itself, the schema-building queries
 * are run with it dropped (the pool's search_path is the private schema). Once core does
 * the rewrite, no statement contains `"public".` and this shim does nothing.
 */
import { createRequire } from 'node:module';
import { createTestDb, type TestDb } from '@league/core/testing';
import * as schema from './schema';

type QueryFn = (this: unknown, text: unknown, ...rest: unknown[]) => unknown;

export async function createTeamsTestDb(): Promise<TestDb> {
  if (!process.env.TEST_DATABASE_URL) return createTestDb(schema);
  const requireFromCore = createRequire(new URL('../../../core/package.json', import.meta.url));
  const { Pool } = requireFromCore('pg') as { Pool: { prototype: { query: QueryFn } } };
  const original = Pool.prototype.query;
  Pool.prototype.query = function (text: unknown, ...rest: unknown[]) {
    const fixed = typeof text === 'string' ? text.replaceAll('"public".', '') : text;
    return original.call(this, fixed, ...rest);
  };
  try {
    return await createTestDb(schema);
  } finally {
    Pool.prototype.query = original;
  }
}
