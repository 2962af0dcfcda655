/**
 * Applying an import plan, and undoing one. Each import writes, in one transaction, the
 * rows it adds and updates, the whole previous state of every row it touches, its log
 * row and the mapping it used; an undo puts exactly those previous rows back.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '@league/core/server';
import { conflict, notFound } from '@league/core/server';
import { IMPORT_MESSAGES, type ColumnMapping, type ImportCounts, type ImportLog } from '../contract';
import type { Plan } from './plan';
import { registrationImportChanges, registrationImports, registrationMappings, registrations, registrationSyncs } from './schema';

const CHUNK = 500;
/** Rows an import writes per statement: each waits for the loop's next turn (plan.ts). */
const WRITE_CHUNK = 100;
/** Updated rows (two statements each) between two turns of the loop. */
const UPDATE_SLICE = 25;
const MAPPING_ID = 'sheet';

type Row = typeof registrations.$inferSelect;
const TIME_FIELDS = ['submittedAt', 'importedAt', 'consentAt', 'reviewedAt'] as const;

/** A stored row as JSON keeps its times as ISO text; this turns them back into dates. */
function revive(snapshot: Record<string, unknown>): Row {
  const row = { ...snapshot } as Record<string, unknown>;
  for (const f of TIME_FIELDS) if (typeof row[f] === 'string') row[f] = new Date(row[f] as string);
  return row as Row;
}

export async function rememberedMapping(db: Executor): Promise<ColumnMapping | undefined> {
  const [row] = await db.select().from(registrationMappings).where(eq(registrationMappings.id, MAPPING_ID));
  return (row?.mapping as ColumnMapping | undefined) ?? undefined;
}

export interface AppliedImport {
  importId: string | null;
  counts: ImportCounts;
  total: number;
}

export async function applyPlan(
  db: Db,
  plan: Plan,
  options: { source: string; by: string | null; mapping: ColumnMapping; now?: Date },
): Promise<AppliedImport> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx
      .insert(registrationMappings)
      .values({ id: MAPPING_ID, mapping: options.mapping, updatedAt: now })
      .onConflictDoUpdate({ target: registrationMappings.id, set: { mapping: options.mapping, updatedAt: now } });
    const adds = plan.rows.filter((r) => r.action === 'add');
    const updates = plan.rows.filter((r) => r.action === 'update');
    const counts = { ...plan.counts };
    let importId: string | null = null;
    if (adds.length || updates.length) {
      const [log] = await tx
        .insert(registrationImports)
        .values({ source: options.source, added: 0, updated: 0, skipped: counts.skip, by: options.by, createdAt: now })
        .returning({ id: registrationImports.id });
      importId = log!.id;
      let added = 0;
      for (let i = 0; i < adds.length; i += WRITE_CHUNK) {
        await nextTurn();
        const values = adds
          .slice(i, i + WRITE_CHUNK)
          .map((r) => ({ ...r.values, rowKey: r.rowKey as string, submittedAt: r.submittedAt ?? now, importId, importedAt: now }));
        // Another import may have added the same person a moment ago: it stays theirs.
        const inserted = await tx
          .insert(registrations)
          .values(values)
          .onConflictDoNothing({ target: registrations.rowKey })
          .returning({ id: registrations.id });
        added += inserted.length;
        if (inserted.length) {
          await nextTurn();
          await tx.insert(registrationImportChanges).values(inserted.map((r) => ({ importId: importId!, registrationId: r.id, before: null })));
        }
      }
      const ids = updates.map((r) => r.existingId as string);
      const previous = new Map<string, Row>();
      for (let i = 0; i < ids.length; i += CHUNK) {
        await nextTurn();
        for (const row of await tx
          .select()
          .from(registrations)
          .where(inArray(registrations.id, ids.slice(i, i + CHUNK))))
          previous.set(row.id, row);
      }
      let updated = 0;
      for (const [n, r] of updates.entries()) {
        if (n % UPDATE_SLICE === 0) await nextTurn();
        const before = previous.get(r.existingId as string);
        if (!before) continue;
        await tx.insert(registrationImportChanges).values({ importId, registrationId: before.id, before });
        await tx
          .update(registrations)
          .set({ ...r.values, ...(r.submittedAt ? { submittedAt: r.submittedAt } : {}), importId })
          .where(eq(registrations.id, before.id));
        updated += 1;
      }
      counts.add = added;
      counts.update = updated;
      await tx.update(registrationImports).set({ added, updated }).where(eq(registrationImports.id, importId));
    }
    const total = (await tx.$count(registrations)) as number;
    await tx.insert(registrationSyncs).values({ source: options.source, added: counts.add, total, syncedAt: now });
    return { importId, counts, total: Number(total) };
  });
}

/** Puts back every row an import touched as it was before, and removes the rows it added. */
export async function undoImport(db: Db, importId: string, now = new Date()): Promise<{ removed: number; restored: number }> {
  return db.transaction(async (tx) => {
    const [log] = await tx.select().from(registrationImports).where(eq(registrationImports.id, importId)).for('update');
    if (!log) throw notFound('Import not found');
    if (log.undoneAt) throw conflict(IMPORT_MESSAGES.alreadyUndone);
    const changes = await tx.select().from(registrationImportChanges).where(eq(registrationImportChanges.importId, importId));
    const added = changes.filter((c) => c.before === null).map((c) => c.registrationId);
    for (let i = 0; i < added.length; i += CHUNK) await tx.delete(registrations).where(inArray(registrations.id, added.slice(i, i + CHUNK)));
    let restored = 0;
    for (const change of changes) {
      if (change.before === null) continue;
      const { id, ...rest } = revive(change.before as Record<string, unknown>);
      await tx.update(registrations).set(rest).where(eq(registrations.id, id));
      restored += 1;
    }
    await tx.update(registrationImports).set({ undoneAt: now }).where(eq(registrationImports.id, importId));
    return { removed: added.length, restored };
  });
}

export async function listImports(db: Executor, limit = 20): Promise<ImportLog[]> {
  const rows = await db.select().from(registrationImports).orderBy(desc(registrationImports.createdAt)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    source: r.source,
    added: r.added,
    updated: r.updated,
    skipped: r.skipped,
    by: r.by,
    undoneAt: r.undoneAt?.toISOString() ?? null,
  }));
}
