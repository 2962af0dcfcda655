/** Admin queries: accounts, login events and the dashboard's login numbers. */
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { ACTIVE_WINDOW_MINUTES, type LoginMethod, type LoginStats, type RecentLogin } from '../contract';
import { admins, loginEvents } from './schema';

export type AdminRow = typeof admins.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findAdminByEmail(db: Executor, email: string): Promise<AdminRow | null> {
  const [row] = await db
    .select()
    .from(admins)
    .where(eq(admins.email, normaliseEmail(email)));
  return row ?? null;
}

export async function findAdminById(db: Executor, id: string): Promise<AdminRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row ?? null;
}

export interface NewAdmin {
  email: string;
  name: string;
  phone?: string | null;
  passwordHash?: string | null;
}

/** Creates the admin, or returns the existing one for that email (two first sign-ins at once). */
export async function ensureAdmin(db: Executor, input: NewAdmin): Promise<{ admin: AdminRow; created: boolean }> {
  const email = normaliseEmail(input.email);
  const [row] = await db
    .insert(admins)
    .values({ email, name: input.name.trim() || email.split('@')[0]!, phone: input.phone ?? null, passwordHash: input.passwordHash ?? null })
    .onConflictDoNothing({ target: admins.email })
    .returning();
  if (row) return { admin: row, created: true };
  return { admin: (await findAdminByEmail(db, email))!, created: false };
}

export async function markLoggedIn(db: Executor, id: string, now = new Date()) {
  await db.update(admins).set({ lastLoginAt: now, lastSeenAt: now }).where(eq(admins.id, id));
}

export async function markSeen(db: Executor, id: string, now = new Date()) {
  await db.update(admins).set({ lastSeenAt: now }).where(eq(admins.id, id));
}

export interface LoginEventInput {
  adminId?: string | null;
  email?: string | null;
  method: LoginMethod;
  success: boolean;
  reason?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  at?: Date;
}

export async function recordLoginEvent(db: Executor, event: LoginEventInput) {
  await db.insert(loginEvents).values({
    adminId: event.adminId ?? null,
    email: event.email ? normaliseEmail(event.email).slice(0, 254) : null,
    method: event.method,
    success: event.success,
    reason: event.reason ?? null,
    ip: event.ip?.slice(0, 64) ?? null,
    userAgent: event.userAgent?.slice(0, 400) ?? null,
    ...(event.at ? { at: event.at } : {}),
  });
}

export async function loginStats(db: Executor, now = new Date()): Promise<LoginStats> {
  const since = new Date(now.getTime() - ACTIVE_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({
      totalAdmins: count(),
      activeNow: sql<number>`count(*) filter (where ${admins.lastSeenAt} > ${since})`.mapWith(Number),
    })
    .from(admins);
  return { totalAdmins: row?.totalAdmins ?? 0, activeNow: row?.activeNow ?? 0 };
}

/** Successful sign-ins, newest first; a deleted admin's entries keep the email they used. */
export async function recentLogins(db: Executor, limit: number): Promise<RecentLogin[]> {
  const rows = await db
    .select({ name: admins.name, email: loginEvents.email, at: loginEvents.at })
    .from(loginEvents)
    .leftJoin(admins, eq(admins.id, loginEvents.adminId))
    .where(eq(loginEvents.success, true))
    .orderBy(desc(loginEvents.at), desc(loginEvents.id))
    .limit(limit);
  return rows.map((r) => ({ name: r.name ?? r.email ?? 'Unknown', email: r.email ?? '', at: r.at.toISOString() }));
}

/**
 * Failed attempts for an email from one address recently, and when the last was (the
 * password sign-in backoff). Counted per address: someone else's failures never lock an
 * admin out (issue 18).
 */
export async function recentFailures(db: Executor, email: string, ip: string | null, since: Date): Promise<{ count: number; last: Date | null }> {
  const [row] = await db
    .select({ n: count(), last: sql<Date | null>`max(${loginEvents.at})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(loginEvents)
    .where(
      and(eq(loginEvents.email, normaliseEmail(email)), eq(loginEvents.success, false), gt(loginEvents.at, since), eq(loginEvents.ip, (ip ?? '').slice(0, 64))),
    );
  return { count: row?.n ?? 0, last: row?.last ?? null };
}
