/**
 * Profiles made from elsewhere (an approved sign-up, a bulk import): found and created by
 * the normalised phone, each joined to its person record, whose age and consent decide
 * whether visitors see it. The caller invalidates the 'players' and 'people' cache tags
 * after writing.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { ensurePersonByPhone } from '@league/people/server';
import { normalisePhone } from '../phone';
import { players } from './schema';

export async function findPlayerByPhone(db: Executor, phone: string): Promise<{ id: string; name: string; phone: string; personId: string | null } | null> {
  const [row] = await db
    .select({ id: players.id, name: players.name, phone: players.phone, personId: players.personId })
    .from(players)
    .where(eq(players.phone, normalisePhone(phone)));
  return row ?? null;
}

export interface ProfileInput {
  phone: string;
  name: string;
  /** As written: any form the people package reads; unreadable is age unknown (hidden). */
  dob?: string | null;
  jerseyNumber?: number | null;
  /** The person this profile is, when the caller already has one (a sign-up's). */
  personId?: string;
}

/** Inserts a profile with zero stats; an existing phone is left as it is (null returned). */
export async function insertPlayerProfile(db: Executor, input: ProfileInput): Promise<{ id: string; personId: string } | null> {
  const phone = normalisePhone(input.phone);
  const personId = input.personId ?? (await ensurePersonByPhone(db, { phone, name: input.name, birthDateText: input.dob ?? null }));
  const readable = input.dob && /^\d{4}-\d{2}-\d{2}$/.test(input.dob) ? input.dob : null;
  const [row] = await db
    .insert(players)
    .values({ phone, name: input.name.slice(0, 100), dob: readable, jerseyNumber: input.jerseyNumber ?? null, personId })
    .onConflictDoNothing()
    .returning({ id: players.id });
  return row ? { id: row.id, personId } : null;
}
