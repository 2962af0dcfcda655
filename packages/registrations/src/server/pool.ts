/**
 * What the auction pool reads (its package adds them to a pool): sign-ups sent to the pool
 * with a category, and approved ones, each with the profile it is linked to. Minors awaiting
 * a guardian's consent are left out: their names are not public yet.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { playersSchema } from '@league/players/server';
import { awaitingConsent } from './review';
import { registrations } from './schema';

export interface PoolCandidate {
  registrationId: string;
  name: string;
  role: string;
  status: 'approved' | 'pooled';
  category: string | null;
  playerPhone: string | null;
  /** The linked profile's id (playersSchema.players.id), for the pool entry's record and photo. */
  playerId: string | null;
}

export async function listPoolCandidates(db: Executor, now = new Date()): Promise<PoolCandidate[]> {
  const rows = await db
    .select({ r: registrations, playerId: playersSchema.players.id })
    .from(registrations)
    .leftJoin(playersSchema.players, eq(playersSchema.players.phone, registrations.playerPhone))
    .where(inArray(registrations.status, ['approved', 'pooled']))
    .orderBy(asc(registrations.fullName), asc(registrations.id));
  return rows
    .filter(({ r }) => !awaitingConsent(r, now))
    .map(({ r, playerId }) => ({
      registrationId: r.id,
      name: r.fullName,
      role: r.role,
      status: r.status as PoolCandidate['status'],
      category: r.category,
      playerPhone: r.playerPhone,
      playerId,
    }));
}
