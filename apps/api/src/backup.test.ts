/**
 * Backup and restore (quality R8): the demo league survives a round trip with the same
 * rows in every table (so the same counts and money sums), on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStorage } from '@league/gallery/server';
import { createBackup, fingerprint, restoreBackup, RestoreRefused } from './backup';
import { seedDemo } from './demo';
import { migrationsFolder } from './server';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';
import { tempDataDir } from './testing/server-process';

let source: AppTestDatabase;
let target: AppTestDatabase;

beforeAll(async () => {
  source = await openAppTestDatabase();
  target = await openAppTestDatabase();
  await source.handle.migrate(migrationsFolder);
  await target.handle.migrate(migrationsFolder);
  const storage = createStorage({ dataDir: tempDataDir(), s3: null });
  await seedDemo({ db: source.handle.db, log: { info() {}, warn() {} }, now: new Date(), storage, publicUrl: 'http://localhost' });
});

afterAll(async () => {
  await source?.drop();
  await target?.drop();
});

describe('db:backup and db:restore', () => {
  it('round-trips every table exactly', async () => {
    const before = await fingerprint(source.handle.db);
    expect(Object.values(before).some((t) => t.rows > 0)).toBe(true);
    const backup = JSON.parse(JSON.stringify(await createBackup(source.handle.db)));
    await restoreBackup(target.handle.db, backup);
    expect(await fingerprint(target.handle.db)).toEqual(before);
    // Identity columns continue after the restored rows: a new squad member still gets added.
    await target.handle.db.execute(sql`insert into team_players (team_id, name, role) select id, 'New Signing', 'Player' from teams limit 1`);
  });

  it('keeps the money sums', async () => {
    const sums = async (db: AppTestDatabase) => {
      const tables = await db.handle.db.execute(
        sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name like '%paise%'`,
      );
      const rows = ((tables as { rows?: unknown[] }).rows ?? tables) as { table_name: string; column_name: string }[];
      const out: Record<string, string> = {};
      for (const { table_name, column_name } of rows) {
        const result = await db.handle.db.execute(sql.raw(`select coalesce(sum("${column_name}"), 0)::text as s from "${table_name}"`));
        out[`${table_name}.${column_name}`] = String((((result as { rows?: unknown[] }).rows ?? result) as { s: string }[])[0]?.s);
      }
      return out;
    };
    expect(await sums(target)).toEqual(await sums(source));
  });

  it('refuses to restore over data unless told to replace it', async () => {
    const backup = await createBackup(source.handle.db);
    await expect(restoreBackup(target.handle.db, backup)).rejects.toBeInstanceOf(RestoreRefused);
    await expect(restoreBackup(target.handle.db, backup, { replace: true })).resolves.toBeUndefined();
    await expect(restoreBackup(target.handle.db, { ...backup, format: 'other' } as never)).rejects.toThrow('Not a league backup file');
  });
});
