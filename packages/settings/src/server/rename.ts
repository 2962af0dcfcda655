/**
 * Teams and tournaments store a section by its name: a rename is carried to every table
 * that has a `section` column among them (tournaments may not exist yet), in the settings
 * write's own transaction, so the league never shows a team in a section that is gone.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '@league/core/server';

export const SECTION_TABLES = ['teams', 'tournaments'] as const;

function firstRow<T>(result: unknown): T | undefined {
  return (Array.isArray(result) ? result[0] : (result as { rows?: T[] }).rows?.[0]) as T | undefined;
}

export async function followSectionRename(tx: Executor, from: string, to: string): Promise<void> {
  for (const table of SECTION_TABLES) {
    const found = firstRow<{ present: boolean }>(
      await tx.execute(
        sql`select exists (select 1 from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = 'section') as present`,
      ),
    );
    if (!found?.present) continue;
    await tx.execute(sql`update ${sql.identifier(table)} set section = ${to} where section = ${from}`);
  }
}
