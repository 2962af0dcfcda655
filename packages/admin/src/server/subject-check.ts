/**
 * Confirms on every request that a token still stands (core's auth plugin calls it after
 * the signature check): not older than the configured maximum whatever its `exp`, its
 * session (`jti`) not ended, and an admin claim backed by a living admin. A removed admin's
 * token, or one whose session was ended, gets 401 at once. It also keeps `last_seen_at`
 * fresh for the dashboard's "active now" and the sessions list.
 */
import type { AppClaims, Db } from '@league/core/server';
import { markSeen } from './repo';
import { liveSessionLookup, touchSession } from './sessions';

/** last_seen_at is written at most this often per admin (one write per minute, not per request). */
const SEEN_EVERY_MS = 60_000;
const MAX_TRACKED = 10_000;
export const DEFAULT_SESSION_MAX_AGE_HOURS = 12;

export interface SubjectCheckOptions {
  /** A token issued longer ago than this is refused whatever its `exp` (SESSION_MAX_AGE_HOURS). */
  maxAgeHours?: number;
}

// `_adminEmails` is accepted for the wiring in apps/api: bootstrap emails become admins only
// by signing in (the row is what is checked here), so a listed email grants nothing by itself.
export function createAdminSubjectCheck(db: Db, _adminEmails: string[] = [], options: SubjectCheckOptions = {}) {
  const lastWrite = new Map<string, number>();
  const liveSession = liveSessionLookup(db);
  const maxAgeMs = (options.maxAgeHours ?? DEFAULT_SESSION_MAX_AGE_HOURS) * 3_600_000;

  async function seen(key: string, previousAt: Date | null | undefined, write: (now: Date) => Promise<void>) {
    const now = Date.now();
    const previous = lastWrite.get(key) ?? previousAt?.getTime() ?? 0;
    if (now - previous < SEEN_EVERY_MS) return;
    if (lastWrite.size >= MAX_TRACKED) lastWrite.clear();
    lastWrite.set(key, now);
    await write(new Date(now));
  }

  return async function verifySubject(claims: AppClaims): Promise<boolean> {
    // Every role: a token past the maximum age ends, whatever `exp` it was signed with.
    if (typeof claims.iat !== 'number' || Date.now() - claims.iat * 1000 > maxAgeMs) return false;
    if (claims.jti) {
      // A session token of any role: its session must be live and belong to the subject.
      const session = await liveSession(claims.jti, claims.sub.toLowerCase());
      if (!session || session.role !== claims.role) return false;
      await seen(`s:${claims.jti}`, session.sessionSeenAt, (at) => touchSession(db, claims.jti!, at));
      await seen(claims.sub.toLowerCase(), session.adminSeenAt, (at) => markSeen(db, claims.sub.toLowerCase(), at));
      return true;
    }
    // Every token the server issues, whatever its role, belongs to a session: one without
    // could never be ended (made with a leaked secret, or from before sessions), so it is
    // refused. A scorer's token posts scoring events: it is held to the same rule (issue 35).
    return false;
  };
}
