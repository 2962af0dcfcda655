/**
 * What the auction pool reads (its package adds them to a pool): sign-ups sent to the pool
 * with a category, and approved ones, each with the profile it is linked to. Minors awaiting
 * a guardian's consent (their person's, once they are one) are left out: their names are not
 * public yet.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { idSchema } from '@league/core/contract';
import { ensurePersonByPhone } from '@league/people/server';
import { isPhoneKey, normalisePhone } from '@league/players/contract';
import { playersSchema, profileForPerson } from '@league/players/server';
import { ageFacts, awaitingConsent } from './person-facts';
import { DEFAULT_TIME_ZONE } from './time-zone';
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
  /** The person the sign-up is (set on approval; a pooled sign-up gets one when sold). */
  personId: string | null;
}

export async function listPoolCandidates(db: Executor, options: { timeZone?: string; now?: Date } = {}): Promise<PoolCandidate[]> {
  const rows = await db
    .select({ r: registrations, playerId: playersSchema.players.id })
    .from(registrations)
    // The profile the sign-up was linked to by id: a parent's phone can be several children's.
    .leftJoin(playersSchema.players, eq(playersSchema.players.id, registrations.playerId))
    .where(inArray(registrations.status, ['approved', 'pooled']))
    .orderBy(asc(registrations.fullName), asc(registrations.id));
  // Consent and age are the person's once there is one: recorded on People, it counts here.
  const facts = await ageFacts(
    db,
    rows.map(({ r }) => r),
    options.timeZone ?? DEFAULT_TIME_ZONE,
    options.now,
  );
  return rows
    .filter((_, i) => !awaitingConsent(facts[i]!))
    .map(({ r, playerId }) => ({
      registrationId: r.id,
      name: r.fullName,
      role: r.role,
      status: r.status as PoolCandidate['status'],
      category: r.category,
      playerPhone: r.playerPhone,
      playerId,
      personId: r.personId,
    }));
}

/**
 * The person a sign-up is, made now when it has none (a sign-up pooled without approval,
 * sold at auction): by its phone, with its birth date as written and any consent recorded.
 * Null for an id that is not a sign-up or a sign-up without a usable phone.
 */
export async function personOfSignup(db: Executor, registrationId: string, now = new Date()): Promise<string | null> {
  if (!idSchema.safeParse(registrationId).success) return null;
  const [row] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!row) return null;
  if (row.personId) return row.personId;
  const phone = normalisePhone(row.phNo);
  if (!isPhoneKey(phone)) return null;
  const consent = row.consentAt ? { by: row.consentBy, at: row.consentAt, guardianName: row.guardianName, guardianPhone: row.guardianPhone } : null;
  const personId = await ensurePersonByPhone(db, { phone, name: row.fullName || phone, birthDateText: row.dateOfBirth, consent }, now);
  await db.update(registrations).set({ personId }).where(eq(registrations.id, row.id));
  return personId;
}

/**
 * A sign-up that joins a squad through the auction becomes a player of the league, as an
 * approved one does: its person (made now for a sign-up pooled without approval) and its
 * roster profile: the one an approval linked, else the person's (found, or made: a child on a
 * parent's phone gets her own beside her brother's), which the sign-up then points at. A
 * linked profile that is someone else's (linked by phone before profiles were per person) is
 * not this player's: `profileId` is null then. An undone sale leaves both: the person and the
 * profile are the sign-up's, as approval would have made them. Null for an id that is not a
 * sign-up or a sign-up without a usable phone.
 */
export async function signSignup(db: Executor, registrationId: string, now = new Date()): Promise<{ personId: string; profileId: string | null } | null> {
  const personId = await personOfSignup(db, registrationId, now);
  if (!personId) return null;
  const [row] = await db
    .select({ phNo: registrations.phNo, fullName: registrations.fullName, dateOfBirth: registrations.dateOfBirth, linked: playersSchema.players })
    .from(registrations)
    .leftJoin(playersSchema.players, eq(playersSchema.players.id, registrations.playerId))
    .where(eq(registrations.id, registrationId));
  if (row!.linked) return { personId, profileId: row!.linked.personId === personId ? row!.linked.id : null };
  const phone = normalisePhone(row!.phNo);
  const profile = await profileForPerson(db, { phone, name: row!.fullName || phone, dob: row!.dateOfBirth, personId });
  await db.update(registrations).set({ playerPhone: phone, playerId: profile.id }).where(eq(registrations.id, registrationId));
  return { personId, profileId: profile.id };
}
