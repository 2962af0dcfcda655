/** Registrations queries: import (idempotent by row key) and the dashboard's read. */
import { count, desc, max } from 'drizzle-orm';
import type { Db, Executor } from '@league/core/server';
import { REGISTRATION_LIMITS, type Registration } from '../contract';
import type { ParsedRegistration } from './csv';
import { ageFacts, type AgeFacts } from './person-facts';
import { registrations, registrationSyncs } from './schema';
import type { SourceKind } from './source';
import { DEFAULT_TIME_ZONE } from './time-zone';

// 7 bound columns per row: 1,000 rows stay far below PostgreSQL's 65,535 parameters.
const CHUNK = 1000;

export interface ImportResult {
  added: number;
  total: number;
  lastSyncAt: Date;
}

async function countRows(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(registrations);
  return Number(row?.n ?? 0);
}

/**
 * Inserts the rows that are not there yet (by row key) and logs the sync, in one
 * transaction: two syncs at once still add each row once.
 */
export async function importRegistrations(db: Db, rows: ParsedRegistration[], source: SourceKind, now = new Date()): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    let added = 0;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const values = rows.slice(i, i + CHUNK).map((r) => ({
        rowKey: r.key,
        submittedAt: r.submittedAt,
        emailAddress: r.emailAddress,
        fullName: r.fullName,
        role: r.role,
        phNo: r.phNo,
        gmailId: r.gmailId,
      }));
      const inserted = await tx.insert(registrations).values(values).onConflictDoNothing({ target: registrations.rowKey }).returning({ id: registrations.id });
      added += inserted.length;
    }
    const total = await countRows(tx);
    const [logged] = await tx.insert(registrationSyncs).values({ source, added, total, syncedAt: now }).returning({ syncedAt: registrationSyncs.syncedAt });
    return { added, total, lastSyncAt: logged!.syncedAt };
  });
}

export async function lastSyncAt(db: Executor): Promise<Date | null> {
  const [row] = await db.select({ at: max(registrationSyncs.syncedAt) }).from(registrationSyncs);
  return row?.at ?? null;
}

function toRegistration(row: typeof registrations.$inferSelect, facts: AgeFacts): Registration {
  return {
    id: row.id,
    timestamp: row.submittedAt.toISOString(),
    emailAddress: row.emailAddress,
    fullName: row.fullName,
    role: row.role,
    phNo: row.phNo,
    gmailId: row.gmailId,
    dateOfBirth: row.dateOfBirth,
    guardianName: facts.guardianName,
    guardianPhone: facts.guardianPhone,
    consentAt: facts.consentAt,
    consentBy: facts.consentBy,
    status: row.status as Registration['status'],
    category: row.category,
    playerPhone: row.playerPhone,
    minor: facts.minor,
    age: facts.age,
  };
}

/**
 * Newest first, at most `limit` rows, with the full count and the last sync time. Age and
 * consent are the person's once the sign-up is one (see person-facts.ts).
 */
export async function listRegistrations(db: Db, options: { timeZone?: string; limit?: number } = {}) {
  const limit = options.limit ?? REGISTRATION_LIMITS.maxList;
  const rows = await db.select().from(registrations).orderBy(desc(registrations.submittedAt), desc(registrations.id)).limit(limit);
  const facts = await ageFacts(db, rows, options.timeZone ?? DEFAULT_TIME_ZONE);
  const [total, syncedAt] = [await countRows(db), await lastSyncAt(db)];
  return { data: rows.map((row, i) => toRegistration(row, facts[i]!)), total, lastSyncAt: syncedAt };
}

/** Row counts, for tests that prove rejected requests change nothing. */
export async function registrationCounts(db: Db) {
  const [syncs] = await db.select({ n: count() }).from(registrationSyncs);
  return { rows: await countRows(db), syncs: Number(syncs?.n ?? 0) };
}
