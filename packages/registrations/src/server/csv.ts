/**
 * Turns a Google Form's CSV export into registration rows (spec 3): header row, empty
 * lines skipped, BOM and CRLF handled, headers normalised (lower-case, no spaces or
 * punctuation) with the alias names forms produce, unparsable timestamps dropped, and a
 * stable key per row so a second sync adds nothing twice.
 */
import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import { HttpError } from '@league/core/server';
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES } from '../contract';
import { parseSheetTimestamp, prefersDayFirst } from './timestamps';

export type RegistrationField = 'timestamp' | 'emailAddress' | 'fullName' | 'role' | 'phNo' | 'gmailId';

/** Normalised header -> field. The first column that matches a field wins. */
const HEADER_ALIASES: Record<RegistrationField, readonly string[]> = {
  timestamp: ['timestamp', 'submittedat', 'submissiontime', 'datetime'],
  emailAddress: ['emailaddress', 'email', 'emailid', 'mail', 'mailid'],
  fullName: ['fullname', 'name', 'playername', 'yourname', 'studentname'],
  role: ['role', 'playingrole', 'playerrole', 'preferredrole'],
  phNo: ['phno', 'phone', 'phonenumber', 'phoneno', 'mobile', 'mobilenumber', 'mobileno', 'contactnumber', 'contactno', 'whatsappnumber'],
  gmailId: ['gmailid', 'gmail', 'gmailaddress'],
};

const FIELDS = Object.keys(HEADER_ALIASES) as RegistrationField[];

export interface ParsedRegistration {
  /** sha256 of the row as written (timestamp text, email, phone digits, name). */
  key: string;
  submittedAt: Date;
  emailAddress: string;
  fullName: string;
  role: string;
  phNo: string;
  gmailId: string;
}

export interface ParseResult {
  rows: ParsedRegistration[];
  /** Rows dropped for an unparsable timestamp. */
  dropped: number;
  /** Rows that repeated an earlier row of the same file. */
  duplicates: number;
}

/** "Email Address" -> "emailaddress", "Ph. No" -> "phno". */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Column index of each field, from the header row. */
export function mapHeaders(headers: string[]): Partial<Record<RegistrationField, number>> {
  const normalised = headers.map(normaliseHeader);
  const map: Partial<Record<RegistrationField, number>> = {};
  for (const field of FIELDS) {
    const index = normalised.findIndex((h) => HEADER_ALIASES[field].includes(h));
    if (index >= 0) map[field] = index;
  }
  return map;
}

/** Trims, collapses inner whitespace (a quoted cell may hold newlines) and bounds a cell. */
function clean(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, REGISTRATION_LIMITS.maxCell);
}

export function rowKey(parts: { timestampText: string; emailAddress: string; phNo: string; fullName: string }): string {
  const material = [parts.timestampText, parts.emailAddress.toLowerCase(), parts.phNo.replace(/\D/g, ''), parts.fullName.toLowerCase()].join('\u001f');
  return createHash('sha256').update(material).digest('hex');
}

export interface ParseOptions {
  /** IANA zone the sheet's wall-clock timestamps are in. */
  timeZone: string;
}

export function parseRegistrationsCsv(text: string, options: ParseOptions): ParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: 'greedy' });
  const [headers, ...records] = parsed.data;
  if (!headers) return { rows: [], dropped: 0, duplicates: 0 };
  const columns = mapHeaders(headers);
  const timestampColumn = columns.timestamp;
  if (timestampColumn === undefined) throw new HttpError(502, REGISTRATION_MESSAGES.noTimestamp);

  const cell = (record: string[], field: RegistrationField) => {
    const index = columns[field];
    return index === undefined ? '' : clean(record[index]);
  };
  const dayFirst = prefersDayFirst(records.map((r) => clean(r[timestampColumn])));
  const byKey = new Map<string, ParsedRegistration>();
  let dropped = 0;
  let duplicates = 0;
  for (const record of records) {
    const timestampText = cell(record, 'timestamp');
    const submittedAt = parseSheetTimestamp(timestampText, { dayFirst, timeZone: options.timeZone });
    if (!submittedAt) {
      dropped += 1;
      continue;
    }
    const row = {
      submittedAt,
      emailAddress: cell(record, 'emailAddress'),
      fullName: cell(record, 'fullName'),
      role: cell(record, 'role'),
      phNo: cell(record, 'phNo'),
      gmailId: cell(record, 'gmailId'),
    };
    const key = rowKey({ timestampText, ...row });
    if (byKey.has(key)) duplicates += 1;
    else byKey.set(key, { key, ...row });
  }
  return { rows: [...byKey.values()], dropped, duplicates };
}
