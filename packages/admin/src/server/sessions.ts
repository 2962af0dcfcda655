/**
 * Admin sessions (issue 18). A token is only as good as its session row: a revoked or
 * missing row (logout, "end session", password change, admin removed) refuses it at once.
 */
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '@league/core/server';
import type { LoginMethod } from '../contract';
import { admins, adminSessions } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SessionRow = typeof adminSessions.$inferSelect;

export async function createSession(
  db: Executor,
  input: { adminId: string; method: LoginMethod; userAgent: string | null; ip: string | null },
  maxAgeHours: number,
  now = new Date(),
): Promise<SessionRow> {
  // Rows past any token's life are of no use: dropped as new ones are made.
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, input.adminId), lt(adminSessions.createdAt, new Date(now.getTime() - maxAgeHours * 3_600_000))));
  const [row] = await db
    .insert(adminSessions)
    .values({
      adminId: input.adminId,
      method: input.method,
      userAgent: input.userAgent?.slice(0, 400) ?? null,
      ip: input.ip?.slice(0, 64) ?? null,
      createdAt: now,
      lastSeenAt: now,
    })
    .returning();
  return row!;
}

/** Live sessions of one admin, newest first. */
export async function listSessions(db: Executor, adminId: string, maxAgeHours: number, now = new Date()): Promise<SessionRow[]> {
  return db
    .select()
    .from(adminSessions)
    .where(
      and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt), gt(adminSessions.createdAt, new Date(now.getTime() - maxAgeHours * 3_600_000))),
    )
    .orderBy(desc(adminSessions.createdAt));
}

/** Ends one session of `adminId`; false when it is not theirs or already ended. */
export async function revokeSession(db: Executor, adminId: string, sessionId: string, now = new Date()): Promise<boolean> {
  if (!UUID.test(sessionId)) return false;
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows.length > 0;
}

/** Ends every session of the admin except `keep` (a password change, issue 18). */
export async function revokeAllSessions(db: Executor, adminId: string, keep: string | null = null, now = new Date()) {
  const others = keep && UUID.test(keep) ? ne(adminSessions.id, keep) : undefined;
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt), others));
}

export async function touchSession(db: Executor, sessionId: string, now = new Date()) {
  await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, sessionId));
}

/**
 * The question asked before every request with a session token: the subject's role and
 * whether the session is live, in one prepared statement. Null when either is missing.
 */
export function liveSessionLookup(db: Db) {
  const statement = db
    .select({ role: admins.role, adminSeenAt: admins.lastSeenAt, sessionSeenAt: adminSessions.lastSeenAt })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.id, sql.placeholder('sid')), eq(adminSessions.adminId, sql.placeholder('sub')), isNull(adminSessions.revokedAt)))
    .prepare('league_admin_session');
  return async (sid: string, sub: string) => {
    if (!UUID.test(sid) || !UUID.test(sub)) return null;
    const [row] = await statement.execute({ sid, sub });
    return row ?? null;
  };
}

/** Every admin, for the "Admins" list (removal refuses their tokens at once). */
export async function listAdmins(db: Executor) {
  return (
    db
      .select({ id: admins.id, email: admins.email, name: admins.name, role: admins.role, lastSeenAt: admins.lastSeenAt })
      .from(admins)
      // Scorers are listed on their own screen (@league/scoring).
      .where(eq(admins.role, 'admin'))
      .orderBy(admins.email)
  );
}

export async function removeAdmin(db: Executor, idOrEmail: { id?: string; email?: string }) {
  const where = idOrEmail.id
    ? UUID.test(idOrEmail.id)
      ? eq(admins.id, idOrEmail.id)
      : undefined
    : idOrEmail.email
      ? eq(admins.email, idOrEmail.email.trim().toLowerCase())
      : undefined;
  if (!where) return null;
  const [row] = await db.delete(admins).where(where).returning({ id: admins.id, email: admins.email });
  return row ?? null;
}
