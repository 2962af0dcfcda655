/** Registrations queries: the dashboard's read and the sync log. */
import { count, desc, max } from 'drizzle-orm';
import type { Db, Executor } from '@league/core/server';
import { REGISTRATION_LIMITS, type Registration } from '../contract';
import { ageFacts, type AgeFacts } from './person-facts';
import { registrations, registrationSyncs } from './schema';
import { DEFAULT_TIME_ZONE } from './time-zone';

async function countRows(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(registrations);
  return Number(row?.n ?? 0);
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
    reference: row.reference,
    photoUrl: row.photoUrl,
    photoConsentAt: row.photoConsentAt?.toISOString() ?? null,
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
