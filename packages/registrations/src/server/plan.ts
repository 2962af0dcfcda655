/**
 * The import plan: every row of the sheet, keyed by the person (normalised phone, else
 * email, and the name: children on a parent's phone are each a person), compared with what
 * the league already holds. The preview shows it; the import applies exactly it, so the
 * counts the preview promised are the counts written.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { ageOn, ageStatus, parseBirthDate } from '@league/people/contract';
import type { Executor } from '@league/core/server';
import { isPhoneKey, normalisePhone } from '@league/players/contract';
import { IMPORT_MESSAGES, type ImportCounts, type PreviewRow, type SignupField } from '../contract';
import { registrations } from './schema';
import { cellReader, type Sheet } from './sheet';
import { parseSheetTimestamp, prefersDayFirst } from './timestamps';

/** The fields an import writes (and compares, to tell an update from an unchanged row). */
export interface SignupValues {
  fullName: string;
  phNo: string;
  emailAddress: string;
  role: string;
  gmailId: string;
  dateOfBirth: string;
  guardianName: string;
  guardianPhone: string;
}
type Registration = typeof registrations.$inferSelect;
const COMPARED: (keyof SignupValues)[] = ['fullName', 'phNo', 'emailAddress', 'role', 'gmailId', 'dateOfBirth', 'guardianName', 'guardianPhone'];

export interface PlannedRow extends PreviewRow {
  /** The contact (`personKey`); null for a skipped row. */
  key: string | null;
  /** The name as compared (`nameKey`); null when the sheet has no name column. */
  name: string | null;
  /** The row key an added row is written with: the contact's, or a second child's on it. */
  rowKey: string | null;
  values: SignupValues;
  submittedAt: Date | null;
  /** The stored row an update replaces. */
  existingId: string | null;
}

export interface Plan {
  rows: PlannedRow[];
  counts: ImportCounts;
}

export function personKey(phone: string, email: string): string | null {
  if (isPhoneKey(phone)) return `tel:${phone}`;
  const mail = email.trim().toLowerCase();
  return mail.includes('@') ? `mail:${mail}` : null;
}

/** A name as people are matched by: any case, spacing or Unicode form (a nukta typed as one code point or two). */
export const nameKey = (name: string) => name.toLowerCase().normalize('NFKC').replace(/\s+/g, ' ').trim();

/** The row key of a second person on a contact, as the sign-up form writes it. */
const siblingKey = (contact: string, name: string) => `${contact}~${name}`;
/** Who a row is: contact and name, or the contact alone when the sheet has no names. */
const personOf = (row: PlannedRow) => (row.name === null ? (row.key as string) : siblingKey(row.key as string, row.name));

/** Which stored row a sheet row is, by contact and name (`existing` by row key). */
function storedPerson(row: PlannedRow, existing: Map<string, Registration>): Registration | undefined {
  const first = existing.get(row.key as string);
  // A sheet without names says nothing about who on a phone the row is: the contact's own row, as before.
  if (row.name === null || (first && nameKey(first.fullName) === row.name)) return first;
  return existing.get(personOf(row));
}

/** An ISO date when the text is a full date in any form people write (people's age.ts), else the text as written. */
export function normaliseDob(text: string): string {
  const parsed = parseBirthDate(text);
  return parsed && !parsed.yearOnly ? parsed.date : text.trim();
}

/** Whole years on `now` from the date as written; null when it cannot be read (age unknown). */
export function ageOf(dob: string, now: Date): number | null {
  const parsed = parseBirthDate(dob, now);
  return parsed ? ageOn(parsed.date, now, parsed.yearOnly) : null;
}

/**
 * A minor on `now`, or of unknown age: an unreadable or blank date counts as a minor until
 * an admin records a date or confirms an adult (part 3 spec section 1). The threshold and
 * the reading of dates are the people package's, the one place they are decided.
 */
export function isMinor(dob: string, now: Date): boolean {
  const parsed = parseBirthDate(dob, now);
  return ageStatus({ birthDate: parsed?.date ?? null, birthYearOnly: parsed?.yearOnly ?? false }, now) !== 'adult';
}

/**
 * Rows read between two turns of the event loop (issue 35): a 5,000-row sheet is seconds of
 * reading and writing, and the embedded database answers in this thread without a turn of
 * the loop, so the plan reads its rows, and the import writes them, in slices that each
 * wait for the loop's next turn first (`nextTurn`).
 */
const READ_SLICE = 250;

/** Reads every record through the mapping and settles which rows are the same person. */
async function candidates(sheet: Sheet, mapping: Record<SignupField, string | null>, timeZone: string): Promise<PlannedRow[]> {
  const read = cellReader(sheet.headers, mapping);
  const dayFirst = mapping.timestamp ? prefersDayFirst(sheet.records.map((r) => read(r, 'timestamp'))) : true;
  const rows: PlannedRow[] = [];
  for (let i = 0; i < sheet.records.length; i += READ_SLICE) {
    await nextTurn();
    for (const record of sheet.records.slice(i, i + READ_SLICE)) rows.push(candidate(record));
  }
  function candidate(record: Sheet['records'][number]): PlannedRow {
    const rawPhone = read(record, 'phNo');
    const phone = normalisePhone(rawPhone);
    const values: SignupValues = {
      fullName: read(record, 'fullName'),
      phNo: isPhoneKey(phone) ? phone : rawPhone,
      emailAddress: read(record, 'emailAddress'),
      role: read(record, 'role'),
      gmailId: read(record, 'gmailId'),
      dateOfBirth: normaliseDob(read(record, 'dateOfBirth')),
      guardianName: read(record, 'guardianName'),
      guardianPhone: (() => {
        const g = normalisePhone(read(record, 'guardianPhone'));
        return isPhoneKey(g) ? g : read(record, 'guardianPhone');
      })(),
    };
    const base = { row: record.row, fullName: values.fullName, phone: values.phNo, emailAddress: values.emailAddress, changes: [] as string[] };
    const key = personKey(phone, values.emailAddress);
    const name = mapping.fullName ? nameKey(values.fullName) : null;
    let reason: string | null = null;
    if (!key) reason = rawPhone.trim() ? IMPORT_MESSAGES.badPhone : IMPORT_MESSAGES.noIdentity;
    let submittedAt: Date | null = null;
    if (!reason && mapping.timestamp) {
      submittedAt = parseSheetTimestamp(read(record, 'timestamp'), { dayFirst, timeZone });
      if (!submittedAt) reason = IMPORT_MESSAGES.badTimestamp;
    }
    return { ...base, key: reason ? null : key, name, rowKey: null, values, submittedAt, existingId: null, action: reason ? 'skip' : 'add', reason };
  }
  // A person who answered twice: the later answer is the one they meant.
  const last = new Map<string, PlannedRow>();
  for (const row of rows) {
    if (!row.key) continue;
    const earlier = last.get(personOf(row));
    if (earlier) {
      earlier.action = 'skip';
      earlier.reason = IMPORT_MESSAGES.superseded(row.row);
      earlier.key = null;
    }
    last.set(personOf(row), row);
  }
  return rows;
}

// One IN list per chunk keeps every statement well under PostgreSQL's parameter limit, and
// short enough that the embedded database answers it between two turns of the loop.
const CHUNK = 250;

export interface PlanOptions {
  /** The demo sheet's dates move with the calendar: they are set here and never compared. */
  demoNow?: Date;
}

const DAY_MS = 86_400_000;

/** Moves the rows by whole days so the newest lands within the day before `now`. */
function shiftToNow(rows: PlannedRow[], now: Date): void {
  const times = rows.flatMap((r) => (r.submittedAt ? [r.submittedAt.getTime()] : []));
  if (!times.length) return;
  const shift = Math.floor((now.getTime() - Math.max(...times)) / DAY_MS) * DAY_MS;
  for (const r of rows) if (r.submittedAt) r.submittedAt = new Date(r.submittedAt.getTime() + shift);
}

export async function planImport(
  db: Executor,
  sheet: Sheet,
  mapping: Record<SignupField, string | null>,
  timeZone: string,
  options: PlanOptions = {},
): Promise<Plan> {
  const rows = await candidates(sheet, mapping, timeZone);
  if (options.demoNow) shiftToNow(rows, options.demoNow);
  const keyed = rows.filter((r) => r.key);
  const existing = new Map<string, Registration>();
  for (let i = 0; i < keyed.length; i += CHUNK) {
    await nextTurn();
    const keys = keyed.slice(i, i + CHUNK).flatMap((r) => [r.key as string, personOf(r)]);
    const found = await db.select().from(registrations).where(inArray(registrations.rowKey, keys));
    for (const row of found) existing.set(row.rowKey, row);
  }
  const taken = new Set(existing.keys());
  for (const row of keyed) {
    const stored = storedPerson(row, existing);
    if (!stored) {
      // A new person: the contact's own key while it is free, else a second child's.
      row.rowKey = taken.has(row.key as string) ? personOf(row) : (row.key as string);
      taken.add(row.rowKey);
      continue;
    }
    row.existingId = stored.id;
    // A sheet without a column says nothing about that field: the record keeps what it holds
    // (a sheet exported without the email column once cleared 22 emails).
    for (const f of COMPARED) if (!mapping[f]) row.values[f] = stored[f];
    const changes: string[] = COMPARED.filter((f) => stored[f] !== row.values[f]);
    if (!options.demoNow && row.submittedAt && row.submittedAt.getTime() !== stored.submittedAt.getTime()) changes.push('timestamp');
    row.changes = changes;
    row.action = changes.length ? 'update' : 'unchanged';
  }
  const counts: ImportCounts = { add: 0, update: 0, unchanged: 0, skip: 0, blank: sheet.blank };
  for (const row of rows) counts[row.action] += 1;
  return { rows, counts };
}
