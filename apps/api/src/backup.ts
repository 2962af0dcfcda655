/**
 * Logical backup and restore that work the same on PGlite and PostgreSQL: every table's
 * rows as JSON (PostgreSQL does the type conversion both ways with json_agg and
 * json_populate_recordset), restored in foreign-key order inside one transaction.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@league/core/server';

export interface Backup {
  format: 'league-backup';
  version: 1;
  createdAt: string;
  tables: Record<string, unknown[]>;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);

/** The app's tables (public schema), parents before children. */
export async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = rowsOf(await db.execute(sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`)).map((r) =>
    String(r.tablename),
  );
  const edges = rowsOf(
    await db.execute(sql`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = current_schema()`),
  ).map((r) => ({ child: String(r.child).replace(/"/g, ''), parent: String(r.parent).replace(/"/g, '') }));
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent, seen);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

export async function createBackup(db: Db): Promise<Backup> {
  const tables: Record<string, unknown[]> = {};
  // One snapshot for every table, so the backup is consistent while the site runs.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    for (const table of await tablesInOrder(tx as unknown as Db)) {
      const [row] = rowsOf(await tx.execute(sql.raw(`select coalesce(json_agg(t), '[]'::json) as rows from "${table}" t`)));
      const value = row?.rows;
      tables[table] = (typeof value === 'string' ? JSON.parse(value) : value) as unknown[];
    }
  });
  return { format: 'league-backup', version: 1, createdAt: new Date().toISOString(), tables };
}

export class RestoreRefused extends Error {}

/** Loads `backup` into a migrated database. Refuses a database holding data unless `replace`. */
export async function restoreBackup(db: Db, backup: Backup, options: { replace?: boolean } = {}) {
  if (backup.format !== 'league-backup' || backup.version !== 1) throw new RestoreRefused('Not a league backup file');
  const order = await tablesInOrder(db);
  const unknown = Object.keys(backup.tables).filter((t) => !order.includes(t));
  if (unknown.length) throw new RestoreRefused(`The backup has tables this version does not know: ${unknown.join(', ')}`);
  await db.transaction(async (tx) => {
    const withData: string[] = [];
    for (const table of order) {
      const [row] = rowsOf(await tx.execute(sql.raw(`select exists(select 1 from "${table}") as has`)));
      if (row?.has === true || row?.has === 't') withData.push(table);
    }
    if (withData.length && !options.replace) {
      throw new RestoreRefused(`The database already holds data (${withData.join(', ')}); restore with --replace to overwrite it`);
    }
    if (order.length) await tx.execute(sql.raw(`truncate ${order.map((t) => `"${t}"`).join(', ')} cascade`));
    for (const table of order) {
      const rows = backup.tables[table];
      if (!rows?.length) continue;
      // OVERRIDING SYSTEM VALUE: identity columns keep the values they had.
      await tx.execute(
        sql`insert into ${sql.identifier(table)} overriding system value select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
      );
    }
    // Serial and identity sequences continue after the restored rows, not from 1.
    const sequences = rowsOf(
      await tx.execute(sql`
        select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
        from information_schema.columns
        where table_schema = current_schema() and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`),
    );
    for (const { table_name, column_name, seq } of sequences) {
      await tx.execute(sql.raw(`select setval('${String(seq)}', coalesce((select max("${String(column_name)}") from "${String(table_name)}"), 0) + 1, false)`));
    }
  });
}

/** Per-table row counts and content checksums: equal before and after a round trip. */
export async function fingerprint(db: Db): Promise<Record<string, { rows: number; checksum: string }>> {
  const result: Record<string, { rows: number; checksum: string }> = {};
  for (const table of await tablesInOrder(db)) {
    const [row] = rowsOf(
      await db.execute(sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from "${table}" t`)),
    );
    result[table] = { rows: Number(row?.n), checksum: String(row?.sum) };
  }
  return result;
}
