/**
 * The visibility rule in the two forms the server needs: for one row in TypeScript (age.ts's
 * `isPublicPerson`) and for a query in SQL (lists that leave hidden people out). The test
 * `rule.test.ts` holds the two to the same answers.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ADULT_AGE, ageOn, ageStatus, isPublicPerson, type AgeStatus } from '../age';
import { people, type PersonRow } from './schema';

/** The league's calendar day as a Date whose UTC parts are that day (what age.ts expects). */
export function leagueToday(timeZone: string, now = new Date()): Date {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

const asDay = (today: Date) => today.toISOString().slice(0, 10);

/**
 * The league's time zone for the rule's default day: the configured LEAGUE_TIMEZONE, which
 * the people plugin sets from apps/api's validated config when it is registered (one league
 * per server). Until then, the default zone.
 */
let leagueTimeZone = 'Asia/Kolkata';
export function setLeagueTimeZone(timeZone: string): void {
  leagueToday(timeZone); // throws for a zone Intl does not know
  leagueTimeZone = timeZone;
}

/** Today in the league's zone. */
export function peopleToday(now = new Date()): Date {
  return leagueToday(leagueTimeZone, now);
}

export function rowAgeStatus(row: PersonRow, today: Date): AgeStatus {
  return ageStatus({ birthDate: row.birthDate, birthYearOnly: row.birthYearOnly, adultConfirmed: row.adultConfirmedAt !== null }, today);
}

export function rowAge(row: PersonRow, today: Date): number | null {
  return row.birthDate ? ageOn(row.birthDate, today, row.birthYearOnly) : null;
}

export function rowIsPublic(row: PersonRow, today: Date): boolean {
  return isPublicPerson(
    { birthDate: row.birthDate, birthYearOnly: row.birthYearOnly, adultConfirmed: row.adultConfirmedAt !== null, consented: row.consentAt !== null },
    today,
  );
}

/**
 * SQL true when the person `personId` points at is public on `today`: for another package's
 * lists (a profile, a squad line). No person, or a merged one, is not public.
 */
export function personIsPublicSql(personId: SQL | AnyColumn, today: Date = peopleToday()): SQL {
  return sql`exists (select 1 from ${people} where ${people.id} = ${personId} and ${people.mergedInto} is null and ${publicPersonSql(today)})`;
}

/** A bare year counts from its last day, as ageOn does. */
const bornSql = sql`(case when ${people.birthYearOnly} then make_date(extract(year from ${people.birthDate})::int, 12, 31) else ${people.birthDate} end)`;

/** SQL for each age status on `today`, as `rowAgeStatus` decides it. */
export function ageStatusSql(today: Date): Record<AgeStatus, SQL> {
  const adultOn = sql`(${asDay(today)}::date - make_interval(years => ${ADULT_AGE}))::date`;
  return {
    adult: sql`((${people.birthDate} is not null and ${bornSql} <= ${adultOn}) or (${people.birthDate} is null and ${people.adultConfirmedAt} is not null))`,
    minor: sql`(${people.birthDate} is not null and ${bornSql} > ${adultOn})`,
    unknown: sql`(${people.birthDate} is null and ${people.adultConfirmedAt} is null)`,
  };
}

/** SQL true when the person's name is public on `today` (people joined under their own name). */
export function publicPersonSql(today: Date): SQL {
  return sql`(${people.consentAt} is not null or ${ageStatusSql(today).adult})`;
}
