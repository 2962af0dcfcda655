/**
 * Reading a sign-up sheet whatever wrote it: a Google Form export, Excel's semicolon CSV, a
 * BOM, CRLF, quoted commas and newlines, blank rows. Headings are matched to fields by what
 * forms call them ("Player's Full Name", "Contact Number (WhatsApp preferred)"), and the
 * admin's own choices (sent, or remembered from the last import) override the guess.
 */
import Papa from 'papaparse';
import { badRequest } from '@league/core/server';
import { IMPORT_MESSAGES, REGISTRATION_LIMITS, SIGNUP_FIELDS, type ColumnMapping, type SignupField } from '../contract';

/** "Email Address" -> "emailaddress", "Ph. No" -> "phno": headings compared without case, spaces or punctuation. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export interface SheetRecord {
  /** Line in the sheet, the heading being row 1. */
  row: number;
  cells: string[];
}

export interface Sheet {
  headers: string[];
  records: SheetRecord[];
  blank: number;
}

/** Trims, collapses inner whitespace (a quoted cell may hold newlines) and bounds a cell. */
export function cleanCell(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, REGISTRATION_LIMITS.maxCell);
}

export function readSheet(text: string): Sheet {
  // Papa guesses the delimiter (comma, semicolon, tab) from the first lines.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  const [headerCells, ...rest] = parsed.data;
  const headers = (headerCells ?? []).map(cleanCell);
  const records: SheetRecord[] = [];
  let blank = 0;
  rest.forEach((cells, i) => {
    const cleaned = cells.map(cleanCell);
    if (cleaned.every((c) => c === '')) {
      // The trailing newline of a file is not a row anyone wrote.
      if (!(i === rest.length - 1 && cells.length <= 1)) blank += 1;
      return;
    }
    records.push({ row: i + 2, cells: cleaned });
  });
  return { headers, records, blank };
}

const PHONE_WORDS = /phone|mobile|contact|whatsapp|phno|cell/;
const GUARDIAN_WORDS = /guardian|parent|father|mother/;

/** The field a heading most likely holds, or null. */
export function guessField(header: string): SignupField | null {
  const h = normaliseHeader(header);
  if (!h) return null;
  if (GUARDIAN_WORDS.test(h)) {
    if (/consent|agree/.test(h)) return null;
    if (PHONE_WORDS.test(h) || /number/.test(h)) return 'guardianPhone';
    if (/name/.test(h) || GUARDIAN_WORDS.test(h)) return 'guardianName';
  }
  if (/timestamp|submittedat|submissiontime|^datetime$/.test(h)) return 'timestamp';
  if (/dateofbirth|^dob|birthdate|birthday|^dateofbirthddmmyyyy/.test(h)) return 'dateOfBirth';
  if (/gmail/.test(h)) return 'gmailId';
  if (/email|^mail$|mailid/.test(h)) return 'emailAddress';
  if (PHONE_WORDS.test(h)) return 'phNo';
  if (/role|speciali[sz]ation/.test(h)) return 'role';
  if (/name/.test(h) && !/team|school|college|company|user/.test(h)) return 'fullName';
  return null;
}

/** Field -> heading: the first column whose heading suggests each field. */
export function detectMapping(headers: string[]): Record<SignupField, string | null> {
  const mapping = Object.fromEntries(SIGNUP_FIELDS.map((f) => [f, null])) as Record<SignupField, string | null>;
  for (const header of headers) {
    const field = guessField(header);
    if (field && mapping[field] === null) mapping[field] = header;
  }
  return mapping;
}

/**
 * The mapping an import uses: the guess, then the remembered choices that still fit this
 * sheet, then the ones sent with the request (which must name real headings).
 */
export function resolveMapping(
  headers: string[],
  requested?: ColumnMapping,
  remembered?: ColumnMapping,
  options: { lenient?: boolean } = {},
): Record<SignupField, string | null> {
  const mapping = detectMapping(headers);
  // A remembered heading this sheet has wins over the guess; a remembered "none" (the last
  // sheet had no such column) never hides a column this sheet does have.
  for (const [field, header] of Object.entries(remembered ?? {}) as [SignupField, string | null][]) {
    if (header !== null && headers.includes(header)) mapping[field] = header;
  }
  for (const [field, header] of Object.entries(requested ?? {}) as [SignupField, string | null][]) {
    if (header !== null && !headers.includes(header)) throw badRequest(IMPORT_MESSAGES.unknownHeader(header));
    mapping[field] = header;
  }
  // A preview answers anyway (lenient), so the organiser can map the columns by hand.
  if (!options.lenient && !hasIdentity(mapping)) throw badRequest(IMPORT_MESSAGES.needsIdentityColumn);
  return mapping;
}

/** A sheet can be imported only with a column that says who each row is. */
export function hasIdentity(mapping: Record<SignupField, string | null>): boolean {
  return Boolean(mapping.phNo || mapping.emailAddress);
}

/** Reads one field of a record through the mapping ('' when unmapped or missing). */
export function cellReader(headers: string[], mapping: Record<SignupField, string | null>) {
  const index = Object.fromEntries(SIGNUP_FIELDS.map((f) => [f, mapping[f] === null ? -1 : headers.indexOf(mapping[f] as string)])) as Record<
    SignupField,
    number
  >;
  return (record: SheetRecord, field: SignupField) => (index[field] < 0 ? '' : (record.cells[index[field]] ?? ''));
}
