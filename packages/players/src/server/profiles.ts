/**
 * Profiles made from elsewhere (an approved sign-up, a player bought at auction, a bulk
 * import), each joined to its person record, whose age and consent decide whether visitors
 * see it. A profile is a person's, so it is found by the person, never by the phone alone:
 * children sign up on a parent's phone, and each child is a person with a profile (name,
 * photo, figures) of their own. The phone is not unique in the table, so a writer of a
 * phone's profiles takes that phone's lock first (two approvals at once must not both find
 * nothing and both insert). The caller invalidates the 'players' and 'people' cache tags
 * after writing.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { ensurePersonByPhone } from '@league/people/server';
import { normalisePhone } from '../phone';
import { players } from './schema';

/** Held until the transaction ends: run these writers inside one. */
export const lockPhone = (db: Executor, phone: string) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${`players:${normalisePhone(phone)}`}))`);

/** Every profile on this phone (siblings on a parent's phone are several), oldest first. */
export async function profilesOfPhone(db: Executor, phone: string): Promise<Array<{ id: string; name: string; personId: string | null }>> {
  return db
    .select({ id: players.id, name: players.name, personId: players.personId })
    .from(players)
    .where(eq(players.phone, normalisePhone(phone)))
    .orderBy(asc(players.createdAt), asc(players.id));
}

/** The person's profile: the oldest, should a merge of two people have given them two. */
export async function profileOfPerson(db: Executor, personId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(eq(players.personId, personId))
    .orderBy(asc(players.createdAt), asc(players.id))
    .limit(1);
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

async function insertRow(db: Executor, input: ProfileInput & { personId: string }): Promise<string> {
  const readable = input.dob && /^\d{4}-\d{2}-\d{2}$/.test(input.dob) ? input.dob : null;
  const [row] = await db
    .insert(players)
    .values({
      phone: normalisePhone(input.phone),
      name: input.name.slice(0, 100),
      dob: readable,
      jerseyNumber: input.jerseyNumber ?? null,
      personId: input.personId,
      photoUrl: input.photoUrl ?? null,
    })
    .returning({ id: players.id });
  return row!.id;
}

/**
 * The bulk import's insert: a profile with zero stats, unless the phone has one already (the
 * import's preview skips such a row as "same phone"), when nothing is written (null).
 */
export async function insertPlayerProfile(db: Executor, input: ProfileInput): Promise<{ id: string; personId: string } | null> {
  const phone = normalisePhone(input.phone);
  await lockPhone(db, phone);
  if ((await profilesOfPhone(db, phone)).length) return null;
  const personId = input.personId ?? (await ensurePersonByPhone(db, { phone, name: input.name, birthDateText: input.dob ?? null }));
  return { id: await insertRow(db, { ...input, phone, personId }), personId };
}

/**
 * The profile of this person (an approved sign-up, a bought one): theirs when they have one
 * (a returning player keeps their name, photo and figures), else a new one, whoever else has
 * a profile on the same phone. `made`: this call wrote it; `samePhone`: the names of the
 * other people's profiles on that phone, when one was made beside them.
 */
export async function profileForPerson(
  db: Executor,
  input: ProfileInput & { personId: string },
): Promise<{ id: string; name: string; made: boolean; samePhone: string[] }> {
  await lockPhone(db, input.phone);
  const own = await profileOfPerson(db, input.personId);
  if (own) return { ...own, made: false, samePhone: [] };
  const others = await profilesOfPhone(db, input.phone);
  const id = await insertRow(db, input);
  return { id, name: input.name.slice(0, 100), made: true, samePhone: others.map((o) => o.name) };
}
