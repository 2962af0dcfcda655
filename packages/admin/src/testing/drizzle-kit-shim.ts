/**
 * TEMPORARY test plumbing (see vitest.config.ts): drizzle-kit writes foreign keys as
 * `REFERENCES "public"."admins"`, but core's PostgreSQL test database lives in a private
 * schema reached through search_path, so those statements fail there. Dropping the
 * `"public".` qualifier lets search_path find the table. Remove once core's createTestDb
 * rewrites the schema itself.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const fromCore = createRequire(fileURLToPath(import.meta.resolve('@league/core/testing')));
interface DrizzleKitApi {
  generateDrizzleJson(...args: unknown[]): unknown;
  generateMigration(...args: unknown[]): Promise<string[]>;
}
const real = (await import(fromCore.resolve('drizzle-kit/api'))) as DrizzleKitApi;

export const generateDrizzleJson = real.generateDrizzleJson;

export async function generateMigration(...args: unknown[]) {
  const statements = await real.generateMigration(...args);
  return statements.map((statement) => statement.replaceAll('REFERENCES "public".', 'REFERENCES '));
}
