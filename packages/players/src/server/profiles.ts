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
  /** A photo already consented to (a sign-up form's). */
  photoUrl?: string | null;
}

/** Inserts a profile with zero stats; an existing phone is left as it is (null returned). */
export async function insertPlayerProfile(db: Executor, input: ProfileInput): Promise<{ id: string; personId: string } | null> {
  const phone = normalisePhone(input.phone);
  const personId = input.personId ?? (await ensurePersonByPhone(db, { phone, name: input.name, birthDateText: input.dob ?? null }));
  const readable = input.dob && /^\d{4}-\d{2}-\d{2}$/.test(input.dob) ? input.dob : null;
  const [row] = await db
    .insert(players)
    .values({ phone, name: input.name.slice(0, 100), dob: readable, jerseyNumber: input.jerseyNumber ?? null, personId, photoUrl: input.photoUrl ?? null })
    .onConflictDoNothing()
    .returning({ id: players.id });
  return row ? { id: row.id, personId } : null;
}

/**
 * The profile of this phone for this person (an approved sign-up, a bought one): the one on
 * record, linked to the person when it has none, else a new one. `made`: this call wrote it.
 * A profile of the phone that is someone else's (siblings share a guardian's phone) is
 * answered as it is: the caller compares `personId`.
 */
export async function profileForPerson(
  db: Executor,
  input: ProfileInput & { personId: string },
): Promise<{ id: string; name: string; personId: string; made: boolean }> {
  const existing = await findPlayerByPhone(db, input.phone);
  if (existing) {
    if (!existing.personId) await db.update(players).set({ personId: input.personId }).where(eq(players.id, existing.id));
    return { id: existing.id, name: existing.name, personId: existing.personId ?? input.personId, made: false };
  }
  const made = await insertPlayerProfile(db, input);
  if (made) return { id: made.id, name: input.name, personId: input.personId, made: true };
  // Another writer made this phone's profile meanwhile: that one stands.
  const raced = (await findPlayerByPhone(db, input.phone))!;
  return { id: raced.id, name: raced.name, personId: raced.personId ?? input.personId, made: false };
}
