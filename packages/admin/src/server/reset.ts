/**
 * Password reset (decisions.md 2): a request never changes the password. When email and
 * phone match one admin, the new hash waits as pending and a confirmation link is sent;
 * whoever opens it (15 minutes, once) must type the password that was asked for. The caller answers the same either way.
 */
import { and, count, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { LINK_TTL_MINUTES } from '../contract';
import { hashCode, hashPassword, newCode, verifyPassword } from './secrets';
import { admins, adminResetRequests } from './schema';
import { findAdminByEmail, normaliseEmail, type AdminRow } from './repo';

/** Reset requests allowed per email and address in the window (any email, so this reveals nothing). */
export const RESET_PER_EMAIL = 3;
export const RESET_WINDOW_MINUTES = 15;
/** Reset mails one account receives per hour, whichever addresses ask (issue 35). */
export const RESET_MAILS_PER_ACCOUNT = 5;
const RESET_MAIL_WINDOW_MINUTES = 60;

const digits = (phone: string) => phone.replace(/\D/g, '');

/** Same number written with or without a country code or spaces ("+91 98765 43210"). */
export function phonesMatch(stored: string | null, given: string): boolean {
  if (!stored) return false;
  const a = digits(stored);
  const b = digits(given);
  if (a.length < 6 || b.length < 6) return false;
  if (a === b) return true;
  return a.length >= 10 && b.length >= 10 && a.slice(-10) === b.slice(-10);
}

/**
 * Counts this request against the email from this address; returns seconds to wait when
 * over the limit. Per address and email: requests from one address never stop the admin
 * (or anyone else) asking from another (issue 18).
 */
export async function takeResetAllowance(db: Executor, email: string, ip: string | null, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - RESET_WINDOW_MINUTES * 60_000);
  const key = normaliseEmail(email);
  const address = (ip ?? '').slice(0, 64);
  const [row] = await db
    .select({ n: count() })
    .from(adminResetRequests)
    .where(
      and(eq(adminResetRequests.kind, 'request'), eq(adminResetRequests.email, key), eq(adminResetRequests.ip, address), gt(adminResetRequests.at, since)),
    );
  if ((row?.n ?? 0) >= RESET_PER_EMAIL) return RESET_WINDOW_MINUTES * 60;
  await db.delete(adminResetRequests).where(lt(adminResetRequests.at, new Date(now.getTime() - 24 * 3_600_000)));
  await db.insert(adminResetRequests).values({ email: key, kind: 'request', ip: address, at: now });
  return 0;
}

/**
 * Takes one of the account's reset mails for this hour; false when they are spent. Requests
 * from many addresses each pass the per-address limit, so without this an admin's inbox
 * could be flooded (and every flood replaced the link they were about to use). A mail is
 * kept as a row of kind 'mail'. The count and the insert happen under a transaction-scoped
 * advisory lock on the account, so a burst on several instances or pooled connections
 * cannot all read "4" and all send.
 */
export async function takeResetMail(db: Executor, email: string, now = new Date()): Promise<boolean> {
  const key = normaliseEmail(email);
  const since = new Date(now.getTime() - RESET_MAIL_WINDOW_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin_reset_mail'), hashtext(${key}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(adminResetRequests)
      .where(and(eq(adminResetRequests.kind, 'mail'), eq(adminResetRequests.email, key), gt(adminResetRequests.at, since)));
    if ((row?.n ?? 0) >= RESET_MAILS_PER_ACCOUNT) return false;
    await tx.insert(adminResetRequests).values({ email: key, kind: 'mail', ip: null, at: now });
    return true;
  });
}

export interface PendingReset {
  admin: AdminRow;
  token: string;
}

/**
 * Stores the pending password when the details match; null otherwise. The password is hashed
 * either way, so a miss takes as long as a hit.
 */
export async function requestReset(db: Executor, input: { email: string; phone: string; newPassword: string }, now = new Date()): Promise<PendingReset | null> {
  const [admin, pendingHash] = await Promise.all([findAdminByEmail(db, input.email), hashPassword(input.newPassword)]);
  if (!admin || !phonesMatch(admin.phone, input.phone)) return null;
  // Past the account's mails for the hour: nothing is sent, and the link already sent stays good.
  if (!(await takeResetMail(db, admin.email, now))) return null;
  const token = newCode();
  // A newer request replaces the older pending password and link.
  await db
    .update(admins)
    .set({ pendingPasswordHash: pendingHash, resetTokenHash: hashCode(token), resetExpiresAt: new Date(now.getTime() + LINK_TTL_MINUTES * 60_000) })
    .where(eq(admins.id, admin.id));
  return { admin, token };
}

/**
 * Applies the pending password for `token`, once, and only when `password` is the one that
 * was asked for (issue 18): opening a link proves nothing, since whoever asked for a reset
 * chose the password and an admin who did not ask does not know it. Returns the admin, or
 * 'mismatch' (the link stays usable until it expires), or null when unknown, used or expired.
 */
export async function confirmReset(
  db: Executor,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ id: string; email: string; name: string } | 'mismatch' | null> {
  const live = and(eq(admins.resetTokenHash, hashCode(token)), gt(admins.resetExpiresAt, now), isNotNull(admins.pendingPasswordHash));
  const [pending] = await db.select({ hash: admins.pendingPasswordHash }).from(admins).where(live);
  if (!pending) return null;
  if (!(await verifyPassword(password, pending.hash))) return 'mismatch';
  const rows = await db
    .update(admins)
    .set({ passwordHash: sql`${admins.pendingPasswordHash}`, pendingPasswordHash: null, resetTokenHash: null, resetExpiresAt: null })
    .where(and(live, eq(admins.pendingPasswordHash, pending.hash!)))
    .returning({ id: admins.id, email: admins.email, name: admins.name });
  return rows[0] ?? null;
}

export function resetUrl(publicUrl: string, token: string) {
  return `${publicUrl.replace(/\/$/, '')}/login?reset=${encodeURIComponent(token)}`;
}
