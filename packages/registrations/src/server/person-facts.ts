/**
 * A sign-up's age and consent once it is a person are the person's (people package): a
 * guardian's consent recorded or withdrawn on People, a birth date corrected there or an adult
 * confirmed all show on the review list and decide the pool. A sign-up without a person yet
 * (pending, or pooled without approval) reads its own copy.
 */
import type { Executor } from '@league/core/server';
import { listPeople } from '@league/people/server';
import { ageOf, isMinor } from './plan';
import type { registrations } from './schema';

type Row = Pick<typeof registrations.$inferSelect, 'personId' | 'dateOfBirth' | 'consentAt' | 'consentBy' | 'guardianName' | 'guardianPhone'>;
type Person = Awaited<ReturnType<typeof listPeople>>[number];

export interface AgeFacts {
  /** Under 18, or of unknown age (it counts as under 18). */
  minor: boolean;
  age: number | null;
  consentAt: string | null;
  consentBy: string | null;
  guardianName: string;
  guardianPhone: string;
}

/** A minor whose guardian has not consented yet: hidden, and out of the auction pool. */
export const awaitingConsent = (facts: AgeFacts) => facts.minor && !facts.consentAt;

function fromRow(row: Row, now: Date): AgeFacts {
  return {
    minor: isMinor(row.dateOfBirth, now),
    age: ageOf(row.dateOfBirth, now),
    consentAt: row.consentAt?.toISOString() ?? null,
    consentBy: row.consentBy,
    guardianName: row.guardianName,
    guardianPhone: row.guardianPhone,
  };
}

function fromPerson(person: Person): AgeFacts {
  return {
    minor: person.ageStatus !== 'adult',
    age: person.age,
    consentAt: person.consent?.at ?? null,
    consentBy: person.consent?.by ?? null,
    guardianName: person.consent?.guardianName ?? '',
    guardianPhone: person.consent?.guardianPhone ?? '',
  };
}

/** listPeople answers at most this many at once. */
const BATCH = 1000;

async function peopleByIds(db: Executor, ids: string[], timeZone: string): Promise<Map<string, Person>> {
  const found = new Map<string, Person>();
  for (let i = 0; i < ids.length; i += BATCH)
    for (const person of await listPeople(db, { timeZone, ids: ids.slice(i, i + BATCH) })) found.set(person.id, person);
  return found;
}

/** Each row's facts, in order: its person's when it has one (merges move the reference), else its own. */
export async function ageFacts(db: Executor, rows: Row[], timeZone: string, now = new Date()): Promise<AgeFacts[]> {
  const byId = await peopleByIds(db, [...new Set(rows.flatMap((r) => (r.personId ? [r.personId] : [])))], timeZone);
  return rows.map((row) => {
    const person = row.personId ? byId.get(row.personId) : undefined;
    return person ? fromPerson(person) : fromRow(row, now);
  });
}
