/**
 * The bodies the registrations routes validate (the sheet import, reviews, consent, the roster
 * import, the dues' UPI reference and bank statement), apart from the contract the screens
 * import: the bundler keeps a module-level schema with chained calls even when nothing uses it,
 * so the screens import this module's types only and the bundle carries none of it.
 */
import { z } from 'zod';
import { columnMappingSchema, DUES_MESSAGES, IMPORT_LIMITS } from './import-contract';
import { upiRefPattern } from './upi';

/**
 * Preview and import take the same body: the uploaded CSV text, or none to read the
 * configured sheet; a mapping, or none for the remembered one (else the recognised headings).
 */
export const importRequestSchema = z.object({
  csv: z.string().max(IMPORT_LIMITS.maxCsvChars, 'The sheet is larger than 1 MB: sync it from its address instead').optional(),
  mapping: /* @__PURE__ */ columnMappingSchema.optional(),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const reviewSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve') }),
  z.object({ action: z.literal('reject') }),
  z.object({ action: z.literal('pool'), category: z.string().trim().min(1, 'Category is required').max(40) }),
]);
export type ReviewInput = z.infer<typeof reviewSchema>;

export const bulkApproveSchema = z.object({ ids: z.array(z.string().uuid()).min(1, 'Pick at least one sign-up').max(1000) });

export const consentSchema = z.object({
  guardianName: z.string().trim().min(1, "Guardian's name is required").max(100),
  guardianPhone: z.string().trim().min(1, "Guardian's phone is required").max(40),
  consent: z.literal(true, { error: "The guardian's consent is required" }),
});

export const chargeParamsSchema = z.object({ id: z.string().max(64) });

/** Bulk player import: the roster CSV's text. */
export const playersImportRequestSchema = z.object({
  csv: z.string().min(1, 'Choose a CSV file').max(IMPORT_LIMITS.maxCsvChars, 'The sheet is larger than 1 MB: split it'),
});

/** The payer's 12-digit UPI reference for a line. */
export const upiRefRequestSchema = z.object({
  // Spaces a payer pastes with it ("4123 4567 8901") are not part of it; twelve zeros are no reference.
  upiRef: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s/g, '') : v),
    z
      .string({ error: DUES_MESSAGES.upiRef })
      .regex(upiRefPattern, DUES_MESSAGES.upiRef)
      .refine((v) => !/^0+$/.test(v), DUES_MESSAGES.upiRef),
  ),
});

/** A bank statement CSV (the common Indian bank exports: HDFC, SBI, ICICI, Axis, Kotak). */
export const statementRequestSchema = z.object({
  csv: z.string().min(1, 'Choose a CSV file').max(IMPORT_LIMITS.maxCsvChars, 'The sheet is larger than 1 MB: split it'),
  /** On apply: how many lines the preview said it would pay; a different plan now is refused (409), not applied. */
  expect: z.number().int().min(0).optional(),
});
/**
 * What becomes of a statement's credit line: `match` pays its dues line; `amount` names a line
 * (by reference or UPI reference) but not its amount; `paid` names a line already paid;
 * `duplicate` is a line of this statement seen before (in this file or an earlier import);
 * `foreign` names no line. Debits are counted, not listed.
 */
export const STATEMENT_OUTCOMES = ['match', 'amount', 'paid', 'duplicate', 'foreign'] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];
export const statementLineSchema = z.object({
  row: z.number().int(),
  date: z.string(),
  narration: z.string(),
  amountPaise: z.number().int(),
  upiRef: z.string().nullable(),
  outcome: z.enum(STATEMENT_OUTCOMES),
  /** The dues line it names (match, amount, paid). */
  reference: z.string().nullable(),
  name: z.string().nullable(),
  owedPaise: z.number().int().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;
export const statementResultSchema = z.object({
  success: z.literal(true),
  counts: z.object({
    match: z.number().int(),
    amount: z.number().int(),
    paid: z.number().int(),
    duplicate: z.number().int(),
    foreign: z.number().int(),
    debits: z.number().int(),
  }),
  /** What the matched lines pay, in paise. */
  matchedPaise: z.number().int(),
  /** Applied: how many dues lines were marked paid now (0 for a preview). */
  applied: z.number().int(),
  lines: z.array(statementLineSchema),
});
export type StatementResult = z.infer<typeof statementResultSchema>;
