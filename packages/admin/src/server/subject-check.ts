/**
 * Confirms on every request that an admin token's subject is still an admin (core's auth
 * plugin calls it after the signature check): a deleted admin's token gets 401 at once.
 * It also keeps `last_seen_at` fresh for the dashboard's "active now".
 */
import type { AppClaims, Db } from '@league/core/server';
import { ADMIN_ROLE } from '@league/core/contract';
import { livingAdminLookup, markSeen } from './repo';

/** last_seen_at is written at most this often per admin (one write per minute, not per request). */
const SEEN_EVERY_MS = 60_000;
const MAX_TRACKED = 10_000;

// `_adminEmails` is accepted for the wiring in apps/api: bootstrap emails become admins only
// by signing in (the row is what is checked here), so a listed email grants nothing by itself.
export function createAdminSubjectCheck(db: Db, _adminEmails: string[] = []) {
  const lastWrite = new Map<string, number>();
  const livingAdmin = livingAdminLookup(db);

  return async function verifySubject(claims: AppClaims): Promise<boolean> {
    // Tokens without the admin role grant nothing beyond a visitor's reads; requireAdmin
    // answers them 403. Only an admin claim needs a living admin behind it.
    if (claims.role !== ADMIN_ROLE) return true;
    const id = claims.sub.toLowerCase();
    const admin = await livingAdmin(id);
    if (!admin || admin.role !== ADMIN_ROLE) return false;
    const now = Date.now();
    const previous = lastWrite.get(id) ?? admin.lastSeenAt?.getTime() ?? 0;
    if (now - previous >= SEEN_EVERY_MS) {
      if (lastWrite.size >= MAX_TRACKED) lastWrite.clear();
      lastWrite.set(id, now);
      await markSeen(db, id, new Date(now));
    }
    return true;
  };
}
