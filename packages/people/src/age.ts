/**
 * Ages as the league needs them (part 3 spec section 1): birth dates are read in the forms
 * people write them, and a person whose age cannot be read counts as a minor until an admin
 * records a date or confirms an adult. Pure: the server, the screens and the tests share it.
 */

/** Under this age on the day of the check is a minor. */
export const ADULT_AGE = 18;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function monthOf(word: string): number | null {
  const i = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return i < 0 || (word.length > 3 && !/^[a-z]+\.?$/i.test(word)) ? null : i + 1;
}

function iso(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null; // 31 April, 29 February of a common year
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A two-digit year is this century's unless that puts it in the future. */
function fullYear(text: string, today: Date): number {
  const y = Number(text);
  if (text.length !== 2) return y;
  const century = Math.floor(today.getUTCFullYear() / 100) * 100;
  return century + y > today.getUTCFullYear() ? century - 100 + y : century + y;
}

export interface BirthDate {
  /** YYYY-MM-DD; for a bare year, the 1st of January of it (see `yearOnly`). */
  date: string;
  /** Only the year was written: the person is counted as born on the year's last day (youngest possible). */
  yearOnly: boolean;
}

/**
 * Reads `2013-05-14`, `14/05/2013`, `14-05-2013`, `14.05.2013` (day first, the Indian
 * default), `5/14/2013` (month first only when the day cannot be a month), `14 May 2013`,
 * `May 14, 2013`, `25th Dec 2014`, `14-May-2013` and a bare year `2013`. Anything else
 * (blank, "N/A", 31/02/2013) is null: age unknown.
 */
export function parseBirthDate(input: string | null | undefined, today = new Date()): BirthDate | null {
  const text = (input ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})$/.exec(text))) {
    const date = iso(Number(m[1]), 1, 1);
    return date ? { date, yearOnly: true } : null;
  }
  // ISO, possibly with a time after it (a spreadsheet's export of a date cell).
  if ((m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text))) {
    const date = iso(Number(m[1]), Number(m[2]), Number(m[3]));
    return date ? { date, yearOnly: false } : null;
  }
  if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text))) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), fullYear(m[3]!, today)];
    // Day first unless the second number cannot be a month and the first can.
    const date = b > 12 && a <= 12 ? iso(y, a, b) : iso(y, b, a);
    return date ? { date, yearOnly: false } : null;
  }
  // 14 May 2013, 25th Dec 2014, 14-May-2013, 14 May, 2013
  if ((m = /^(\d{1,2})(?:st|nd|rd|th)?[\s\-/.]+([a-z]+\.?)[\s\-/.,]+(\d{2}|\d{4})$/i.exec(text))) {
    const month = monthOf(m[2]!);
    const date = month ? iso(fullYear(m[3]!, today), month, Number(m[1])) : null;
    return date ? { date, yearOnly: false } : null;
  }
  // May 14, 2013 / May 14th 2013
  if ((m = /^([a-z]+\.?)[\s\-/.]+(\d{1,2})(?:st|nd|rd|th)?[\s\-/.,]+(\d{2}|\d{4})$/i.exec(text))) {
    const month = monthOf(m[1]!);
    const date = month ? iso(fullYear(m[3]!, today), month, Number(m[2])) : null;
    return date ? { date, yearOnly: false } : null;
  }
  return null;
}

/** Whole years between a birth date (YYYY-MM-DD) and `today` (the league's calendar day, UTC date parts). */
export function ageOn(birthDate: string, today: Date, yearOnly = false): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  // A bare year: the youngest the person can be, so a child is never counted as an adult early.
  const [by, bm, bd] = yearOnly ? [y, 12, 31] : [y, m, d];
  let age = today.getUTCFullYear() - by;
  const month = today.getUTCMonth() + 1;
  if (month < bm || (month === bm && today.getUTCDate() < bd)) age--;
  return age;
}

export type AgeStatus = 'adult' | 'minor' | 'unknown';

/** `adult` by the date or an admin's confirmation; `unknown` counts as a minor everywhere. */
export function ageStatus(person: { birthDate: string | null; birthYearOnly?: boolean; adultConfirmed?: boolean }, today: Date): AgeStatus {
  if (person.birthDate) return ageOn(person.birthDate, today, person.birthYearOnly) >= ADULT_AGE ? 'adult' : 'minor';
  return person.adultConfirmed ? 'adult' : 'unknown';
}

/** The rule itself: public unless a minor (or of unknown age) without a guardian's consent to publish. */
export function isPublicPerson(
  person: { birthDate: string | null; birthYearOnly?: boolean; adultConfirmed?: boolean; consented: boolean },
  today: Date,
): boolean {
  return person.consented || ageStatus(person, today) === 'adult';
}
