/**
 * Reviewing sign-ups: approve (the person's profile is linked, with a warning, or one is
 * created: a child on a parent's phone gets her own beside her brother's), reject, or pool
 * for the auction with a category; bulk approve; and a guardian's consent for a minor, recorded with who and when.
 * A minor's profile is created hidden and shown only once consent is recorded.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '@league/core/server';
import { badRequest, notFound } from '@league/core/server';
import { isPhoneKey, normalisePhone } from '@league/players/contract';
import { ensurePersonByPhone, setConsent } from '@league/people/server';
import { playersSchema, profileForPerson } from '@league/players/server';
import { IMPORT_MESSAGES, type SignupStatus } from '../contract';
import type { ReviewInput } from '../requests-contract';
import { ageFacts, awaitingConsent } from './person-facts';
import { isMinor } from './plan';
import { registrations } from './schema';
import { DEFAULT_TIME_ZONE } from './time-zone';

type Row = typeof registrations.$inferSelect;

export interface ReviewOutcome {
  status: SignupStatus;
  playerPhone: string | null;
  warning: string | null;
}

async function load(db: Executor, id: string): Promise<Row> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).for('update');
  if (!row) throw notFound('Sign-up not found');
  return row;
}

/**
 * Creates the sign-up's person and profile, or links the existing ones: the person is the one
 * of this phone and name (the people package's rule), the profile that person's, never
 * another's on the same phone. The person carries the birth date as written (read in every
 * form people write it; age unknown counts as a minor) and any consent already recorded on
 * the sign-up.
 */
async function approveRow(db: Executor, row: Row, by: string | null, now: Date, timeZone: string): Promise<ReviewOutcome> {
  const phone = normalisePhone(row.phNo);
  if (!isPhoneKey(phone)) throw badRequest(IMPORT_MESSAGES.noPhone);
  const consent = row.consentAt ? { by: row.consentBy, at: row.consentAt, guardianName: row.guardianName, guardianPhone: row.guardianPhone } : null;
  const name = row.fullName || phone;
  const personId = await ensurePersonByPhone(db, { phone, name, birthDateText: row.dateOfBirth, consent, photoConsentAt: row.photoConsentAt }, now);
  // The sign-up form's photo goes on a new profile only with a guardian's photo consent, or for an adult.
  const photoUrl = row.photoUrl && (row.photoConsentAt || !isMinor(row.dateOfBirth, now)) ? row.photoUrl : null;
  const profile = await profileForPerson(db, { phone, name, dob: row.dateOfBirth, personId, photoUrl });
  let warning: string | null = null;
  if (!profile.made) warning = IMPORT_MESSAGES.linked(profile.name);
  else {
    // The person decides (an existing one may already have a guardian's consent or a confirmed age).
    const [facts] = await ageFacts(db, [{ ...row, personId }], timeZone, now);
    const said = [
      awaitingConsent(facts!) ? (facts!.age === null ? IMPORT_MESSAGES.ageUnknown : IMPORT_MESSAGES.minor) : null,
      // Someone else's profile has this phone: the admin may know them to be one person (then merge them on People).
      profile.samePhone.length ? IMPORT_MESSAGES.ownProfile(profile.samePhone.join(', ')) : null,
    ].filter(Boolean);
    warning = said.length ? said.join('; ') : null;
  }
  await db
    .update(registrations)
    .set({ status: 'approved', playerPhone: phone, playerId: profile.id, personId, reviewedBy: by, reviewedAt: now, category: null })
    .where(eq(registrations.id, row.id));
  return { status: 'approved', playerPhone: phone, warning };
}

/** The linked profile's person, for a sign-up with a profile but no person recorded on it. */
async function personOfProfile(db: Executor, profileId: string): Promise<string | null> {
  const [profile] = await db.select({ personId: playersSchema.players.personId }).from(playersSchema.players).where(eq(playersSchema.players.id, profileId));
  return profile?.personId ?? null;
}

export async function reviewSignup(
  db: Db,
  id: string,
  input: ReviewInput,
  by: string | null,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const row = await load(tx, id);
    if (input.action === 'approve') return approveRow(tx, row, by, now, timeZone);
    const status: SignupStatus = input.action === 'reject' ? 'rejected' : 'pooled';
    const category = input.action === 'pool' ? input.category : null;
    await tx.update(registrations).set({ status, category, reviewedBy: by, reviewedAt: now }).where(eq(registrations.id, id));
    return { status, playerPhone: row.playerPhone, warning: null };
  });
}

export async function bulkApprove(db: Db, ids: string[], by: string | null, now = new Date(), timeZone = DEFAULT_TIME_ZONE) {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(registrations).where(inArray(registrations.id, ids)).for('update');
    if (rows.length !== new Set(ids).size) throw notFound('Sign-up not found');
    const warnings: string[] = [];
    let approved = 0;
    for (const row of rows) {
      if (row.status === 'approved') continue;
      const outcome = await approveRow(tx, row, by, now, timeZone);
      approved += 1;
      if (outcome.warning) warnings.push(`${row.fullName || row.phNo}: ${outcome.warning}`);
    }
    return { approved, warnings };
  });
}

/** Records a guardian's consent; a profile already made from the sign-up becomes public. */
export async function recordConsent(
  db: Db,
  id: string,
  input: { guardianName: string; guardianPhone: string },
  by: string | null,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await load(tx, id);
    const guardianPhone = normalisePhone(input.guardianPhone);
    await tx
      .update(registrations)
      .set({ guardianName: input.guardianName, guardianPhone: isPhoneKey(guardianPhone) ? guardianPhone : input.guardianPhone, consentBy: by, consentAt: now })
      .where(eq(registrations.id, id));
    // The person record decides visibility: an approved sign-up's person is public from now.
    const personId = row.personId ?? (row.playerId ? await personOfProfile(tx, row.playerId) : null);
    if (personId) await setConsent(tx, personId, { guardianName: input.guardianName, guardianPhone }, by);
  });
}
