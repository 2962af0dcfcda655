/**
 * Registrations: the contract shared by the routes, the dashboard and the msw handlers.
 * Spec 3 (Registration record), 7 (spreadsheet CSV export), 8 (sheet errors), 9 (limits).
 */
import { z } from 'zod';
import { isoDateTimeSchema } from '@league/core/contract';

export const registrationsPaths = {
  list: '/api/registrations',
  sync: '/api/registrations/sync',
  preview: '/api/registrations/preview',
  import: '/api/registrations/import',
  imports: '/api/registrations/imports',
  undo: (id: string) => `/api/registrations/imports/${id}/undo`,
  review: (id: string) => `/api/registrations/${id}/review`,
  consent: (id: string) => `/api/registrations/${id}/consent`,
  bulkApprove: '/api/registrations/bulk-approve',
  dues: '/api/dues',
  playersPreview: '/api/players-import/preview',
  playersImport: '/api/players-import',
  duesPaid: (phone: string) => `/api/dues/${phone}/paid`,
  chargePaid: (id: string) => `/api/dues/charges/${encodeURIComponent(id)}/paid`,
  statementPreview: '/api/dues/statement/preview',
  statement: '/api/dues/statement',
  duesCsv: '/api/dues.csv',
  /** Public: the payer's page for one line (QR code, link, their UPI reference). */
  payPage: (reference: string) => `/api/pay/${reference}`,
} as const;

/** One row of the sign-up sheet, as the dashboard reads it. Missing cells are ''. */
export const registrationSchema = z.object({
  id: z.string(),
  timestamp: isoDateTimeSchema,
  emailAddress: z.string(),
  fullName: z.string(),
  role: z.string(),
  phNo: z.string(),
  gmailId: z.string(),
  dateOfBirth: z.string().optional(),
  guardianName: z.string().optional(),
  guardianPhone: z.string().optional(),
  consentAt: /* @__PURE__ */ isoDateTimeSchema.nullable().optional(),
  consentBy: z.string().nullable().optional(),
  status: z.enum(['pending', 'approved', 'rejected', 'pooled']).optional(),
  category: z.string().nullable().optional(),
  playerPhone: z.string().nullable().optional(),
  minor: z.boolean().optional(),
  /** Whole years on the league's today, read from the date as written; null: age unknown (counts as a minor). */
  age: z.number().int().nullable().optional(),
  /** From the league's own sign-up form: the reference its confirmation gave, the photo, the photo consent. */
  reference: z.string().nullable().optional(),
  photoUrl: z.string().nullable().optional(),
  photoConsentAt: /* @__PURE__ */ isoDateTimeSchema.nullable().optional(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** GET /api/registrations: newest first, at most MAX_LIST rows; `total` counts them all. */
export const registrationsListSchema = z.object({
  success: z.literal(true),
  data: z.array(registrationSchema),
  total: z.number().int(),
  lastSyncAt: /* @__PURE__ */ isoDateTimeSchema.nullable(),
});
export type RegistrationsList = z.infer<typeof registrationsListSchema>;

/**
 * GET /api/registrations/pool-candidates: the approved and pooled sign-ups an auction's pool
 * may take in (minors awaiting consent left out), each with its category when it was pooled
 * with one and the profile it is linked to. No phone: the pool does not need it.
 */
export const poolCandidateSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  role: z.string(),
  status: z.enum(['approved', 'pooled']),
  category: z.string().nullable(),
  playerId: z.string().nullable(),
});
export type PoolCandidateView = z.infer<typeof poolCandidateSchema>;
export const poolCandidatesSchema = z.object({ success: z.literal(true), data: z.array(poolCandidateSchema) });

/** POST /api/registrations/sync. */
export const syncResultSchema = z.object({
  success: z.literal(true),
  added: z.number().int(),
  total: z.number().int(),
  lastSyncAt: isoDateTimeSchema,
});
export type SyncResult = z.infer<typeof syncResultSchema>;

/** Limits (spec 9 and decisions.md 4). */
export const REGISTRATION_LIMITS = {
  /** Rows one GET carries: the dashboard aggregates in the browser, so it gets them all up to this. */
  maxList: 10_000,
  /** Bytes of CSV one sync reads. */
  maxBytes: 5 * 1024 * 1024,
  /** Milliseconds one sync may spend fetching (every redirect hop included). */
  timeoutMs: 10_000,
  maxRedirects: 3,
  /** Characters kept per cell: a sign-up field is never longer, a hostile sheet might be. */
  maxCell: 320,
  /** Syncs per minute per client. */
  syncPerMinute: 10,
} as const;

/** Messages shown by the dashboard (spec 8 word for word where it has one). */
export const REGISTRATION_MESSAGES = {
  loadFailed: 'Failed to load sheet',
  fetchFailed: (status: number, statusText: string) => `Sheet fetch failed: ${status} ${statusText}`.trimEnd(),
  refused: (reason: string) => `Sheet fetch refused: ${reason}`,
  timedOut: (ms: number) => `Sheet fetch failed: no answer within ${ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`}`,
  tooLarge: (bytes: number) =>
    `Sheet fetch failed: the sheet is larger than ${bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`}`,
  tooManyRedirects: 'Sheet fetch failed: too many redirects',
  notCsv: 'Sheet fetch failed: the address answered with a web page, not CSV (is the sheet published?)',
  unreachable: (reason: string) => `Sheet fetch failed: ${reason}`,
  noTimestamp: 'The sheet has no Timestamp column',
  fileMissing: 'The registrations file could not be read',
} as const;

/** Dashboard ranges (spec 9): All, 7d, 30d, 90d; 30d by default. */
export const RANGES = ['all', '7d', '30d', '90d'] as const;
export type Range = (typeof RANGES)[number];
export const DEFAULT_RANGE: Range = '30d';
export const RANGE_LABELS: Record<Range, string> = { all: 'All', '7d': '7d', '30d': '30d', '90d': '90d' };
export const RANGE_DAYS: Record<Range, number | null> = { all: null, '7d': 7, '30d': 30, '90d': 90 };

export const RECENT_LIMIT = 12;
export const TOP_DOMAINS = 8;
export const AGO_REFRESH_MS = 60_000;

export * from './import-contract';
export * from './upi';
