/**
 * Sign-up import, made safe (spec part 2, 7): a preview maps the sheet's columns and says
 * what each row will do before anything is written; an import can be undone; each sign-up
 * is then reviewed (approved into a player profile, rejected, or pooled for the auction).
 */
import { z } from 'zod';
import { isoDateTimeSchema } from '@league/core/contract';

/** The fields a sheet's columns can map to. */
export const SIGNUP_FIELDS = ['fullName', 'phNo', 'emailAddress', 'role', 'dateOfBirth', 'guardianName', 'guardianPhone', 'gmailId', 'timestamp'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

export const SIGNUP_FIELD_LABELS: Record<SignupField, string> = {
  fullName: 'Name',
  phNo: 'Phone',
  emailAddress: 'Email',
  role: 'Role',
  dateOfBirth: 'Date of birth',
  guardianName: "Guardian's name",
  guardianPhone: "Guardian's phone",
  gmailId: 'Gmail ID',
  timestamp: 'Submitted at',
};

/** Field -> the sheet heading it reads (null: not in this sheet). Headings, not positions, so it survives a new column. */
export const columnMappingSchema = z.partialRecord(z.enum(SIGNUP_FIELDS), z.string().max(300).nullable());
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/**
 * An upload travels in one JSON body, and every write body is capped at 1 MiB (S8): about
 * 10,000 sign-ups. A bigger sheet is synced from its address (5 MB cap) instead.
 */
export const IMPORT_LIMITS = { maxCsvChars: 1_000_000, previewRows: 500 } as const;

export const ROW_ACTIONS = ['add', 'update', 'unchanged', 'skip'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

export const previewRowSchema = z.object({
  /** The row's line in the sheet (the heading is row 1). */
  row: z.number().int(),
  action: z.enum(ROW_ACTIONS),
  reason: z.string().nullable(),
  fullName: z.string(),
  phone: z.string(),
  emailAddress: z.string(),
  /** For an update: the fields that change. */
  changes: z.array(z.string()),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const importCountsSchema = z.object({
  add: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  skip: z.number().int(),
  blank: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const previewSchema = z.object({
  success: z.literal(true),
  source: z.enum(['upload', 'url', 'file', 'demo']),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string().nullable()),
  counts: importCountsSchema,
  /** Every skipped, added and updated row first, then unchanged ones; at most previewRows. */
  rows: z.array(previewRowSchema),
  /** Set when no column says who a row is: the headings are to be mapped by hand first. */
  needsMapping: z.string().optional(),
});
export type Preview = z.infer<typeof previewSchema>;

export const importResultSchema = z.object({
  success: z.literal(true),
  importId: z.string().nullable(),
  counts: importCountsSchema,
  total: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importLogSchema = z.object({
  id: z.string(),
  createdAt: isoDateTimeSchema,
  source: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  by: z.string().nullable(),
  undoneAt: /* @__PURE__ */ isoDateTimeSchema.nullable(),
});
export const importLogListSchema = z.object({ success: z.literal(true), data: z.array(importLogSchema) });
export type ImportLog = z.infer<typeof importLogSchema>;

export const SIGNUP_STATUSES = ['pending', 'approved', 'rejected', 'pooled'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

export const reviewResultSchema = z.object({
  success: z.literal(true),
  status: z.enum(SIGNUP_STATUSES),
  playerPhone: z.string().nullable(),
  warning: z.string().nullable(),
});
export const bulkResultSchema = z.object({
  success: z.literal(true),
  approved: z.number().int(),
  warnings: z.array(z.string()),
});

export const IMPORT_MESSAGES = {
  noSheet: 'No sign-up sheet is configured: upload the CSV export instead',
  noRows: 'The sheet has no rows',
  noIdentity: 'No phone or email',
  badPhone: 'Phone is not 6-15 digits and there is no email',
  badTimestamp: 'Submitted-at time is not a date',
  unknownHeader: (h: string) => `The sheet has no column "${h}"`,
  needsIdentityColumn: 'Map a column to Phone or Email',
  superseded: (row: number) => `Replaced by row ${row} (same person)`,
  alreadyUndone: 'This import was already undone',
  linked: (name: string) => `Linked to the existing profile of ${name} (same phone)`,
  /** A profile made beside other people's on the same phone (a second child on a parent's phone). */
  ownProfile: (names: string) => `A profile of their own: ${names} has the same phone but is another person`,
  noPhone: 'This sign-up has no valid phone to make a profile from',
  minor: 'Under 18: the profile stays hidden until a guardian consents',
  ageUnknown: 'Age unknown: hidden from visitors until a date of birth or a guardian’s consent is recorded',
} as const;

/** Dues: who of the season's approved players has paid the registration fee, a line a child. */
/** How a line is paid by UPI: its reference always; its links when the league has a UPI ID. */
const duesPayFields = {
  /** Unique to the line: the UPI payment's note, looked for in the bank statement. */
  reference: z.string(),
  /** The 12-digit UPI reference the payer typed, if any. */
  upiRef: z.string().nullable(),
  /** `upi://pay?...` for what is owed (null when paid or when Settings has no UPI ID). */
  upiLink: z.string().nullable(),
  /** The payer's page: QR code, link and the box for their UPI reference (null as upiLink). */
  payPage: z.string().nullable(),
  /** A WhatsApp reminder with the amount and the UPI link (null when paid, or no phone or UPI ID). */
  reminderLink: z.string().nullable(),
};
export const duesRowSchema = z.object({
  /** The line's id, what "Mark paid" takes: the child's profile (players.id; a sign-up approved with none: its own id). */
  lineId: z.string(),
  /** The contact only: children signed up on a parent's phone have a line each, all with her phone. */
  playerPhone: z.string(),
  name: z.string(),
  personId: z.string().nullable(),
  paid: z.boolean(),
  contributionId: z.string().nullable(),
  paidAt: /* @__PURE__ */ isoDateTimeSchema.nullable(),
  amountPaise: z.number().int(),
  ...duesPayFields,
});
export type DuesRow = z.infer<typeof duesRowSchema>;
/** A charge besides the fee (a player bought at an auction that charges bought players). */
export const duesChargeSchema = z.object({
  chargeId: z.string(),
  personId: z.string(),
  name: z.string(),
  reason: z.string(),
  owedPaise: z.number().int(),
  paid: z.boolean(),
  contributionId: z.string().nullable(),
  paidAt: /* @__PURE__ */ isoDateTimeSchema.nullable(),
  amountPaise: z.number().int(),
  ...duesPayFields,
});
export type DuesCharge = z.infer<typeof duesChargeSchema>;
/**
 * A PLAYER contribution recorded on Finance for a person that settles none of their lines: its
 * amount equals no unpaid line of theirs (or the line it paid was paid again by "Mark paid").
 */
export const duesUnmatchedSchema = z.object({
  contributionId: z.string(),
  personId: z.string(),
  name: z.string(),
  amountPaise: z.number().int(),
  paidAt: isoDateTimeSchema,
});
export type DuesUnmatched = z.infer<typeof duesUnmatchedSchema>;
export const duesSchema = z.object({
  success: z.literal(true),
  season: z.string(),
  feePaise: z.number().int(),
  rows: z.array(duesRowSchema),
  charges: z.array(duesChargeSchema),
  unmatched: z.array(duesUnmatchedSchema),
  totals: z.object({
    players: z.number().int(),
    paid: z.number().int(),
    unpaid: z.number().int(),
    owedPaise: z.number().int(),
    collectedPaise: z.number().int(),
    /** Paid today (the league's day) by lines of an imported bank statement. */
    matchedTodayPaise: z.number().int(),
  }),
  /** The league's UPI payee from Settings (null: none set, no links or QR codes). */
  upi: z.object({ upiId: z.string(), payeeName: z.string() }).nullable(),
});
export type Dues = z.infer<typeof duesSchema>;
export const duesPaidSchema = z.object({ success: z.literal(true), contributionId: z.string() });
export const DUES_MESSAGES = {
  noFee: "Set the season's registration fee in Settings first",
  notApproved: 'Only an approved player of this season owes the fee',
  alreadyPaid: 'Already paid this season',
  phoneOfMany: 'More than one player has this phone: mark each one paid on their own line',
  chargeNotFound: 'Charge not found',
  referenceNotFound: 'No dues line has this reference',
  upiRef: 'The UPI reference is the 12 digits your UPI app shows for the payment',
  upiRefSaved: 'Thank you: the treasurer will match your payment',
  upiRefTaken: 'This UPI reference is already given for another payment',
  noStatementColumns: 'No credit and narration columns found: is this the bank statement CSV?',
  statementChanged: 'The dues changed since the preview: check the statement again',
} as const;

export const playersPreviewSchema = z.object({
  success: z.literal(true),
  counts: z.object({ add: z.number().int(), skip: z.number().int(), blank: z.number().int() }),
  rows: z.array(
    z.object({
      row: z.number().int(),
      action: z.enum(['add', 'skip']),
      reason: z.string().nullable(),
      name: z.string(),
      phone: z.string(),
      jerseyNumber: z.number().nullable(),
      /** The date of birth as written; `age` is read from it (null: age unknown, hidden until an admin decides). */
      dateOfBirth: z.string().optional(),
      age: z.number().int().nullable().optional(),
    }),
  ),
});
export type PlayersPreview = z.infer<typeof playersPreviewSchema>;
export const playersImportResultSchema = z.object({ success: z.literal(true), added: z.number().int(), skipped: z.number().int() });
