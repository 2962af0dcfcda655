/**
 * Finance: zod contract shared by the forms, the routes and the tests. Money is integer
 * paise everywhere (spec 9); ids are opaque uuids exposed as `pk` (contributions) and
 * `sk` (expenses) as the spec names them.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, optionalText, paiseSchema, requiredText } from '@league/core/contract';

export const CONTRIBUTOR_TYPES = ['PLAYER', 'SPONSOR'] as const;
export const EXPENSE_CATEGORIES = ['EQUIPMENT', 'GROUND_RENT', 'TRAVEL', 'FOOD', 'MISCELLANEOUS'] as const;
export const DEFAULT_CATEGORY = 'EQUIPMENT' as const;
export type ContributorType = (typeof CONTRIBUTOR_TYPES)[number];
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** Spec 9 page sizes. */
export const PAGE_SIZE = 20;
export const CHART_ROWS = 200;
export const MAX_PAGE_SIZE = 200;

/** Spec 5/8 texts, kept once. */
export const financeMessages = {
  contributionRequired: 'Name and amount are required',
  expenseRequired: 'Item and amount are required',
  contributionAdded: 'Contribution added successfully! ✅',
  expenseAdded: 'Expense added successfully! ✅',
  failed: 'Failed',
  updateFailed: 'Update failed',
  deleteFailed: 'Delete failed',
  confirmDeleteContribution: 'Delete latest contribution for this contributor?',
  confirmDeleteExpense: 'Delete this expense?',
  emptyContributions: 'No contributions yet. Add your first contribution above!',
  emptyExpenses: 'No expenses yet. Add your first expense above!',
  contributionNotFound: 'Contribution not found',
  personOnlyForPlayers: 'Only a PLAYER contribution is from a person',
  expenseNotFound: 'Expense not found',
  idempotencyReused: 'This Idempotency-Key was already used for a different request',
} as const;

const noteSchema = optionalText(500).transform((v) => v ?? null);

export const contributionInputSchema = z
  .object({
    contributorType: z.enum(CONTRIBUTOR_TYPES, { error: 'Type must be PLAYER or SPONSOR' }),
    contributorName: requiredText(financeMessages.contributionRequired, 120),
    amountPaise: paiseSchema,
    note: noteSchema,
    /** The person a PLAYER contribution is from: it marks their dues paid (never for a sponsor). */
    personId: /* @__PURE__ */ idSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.personId && value.contributorType !== 'PLAYER')
      ctx.addIssue({ code: 'custom', path: ['personId'], message: financeMessages.personOnlyForPlayers });
  });
export type ContributionInput = z.input<typeof contributionInputSchema>;

/** Spec 5: a contribution edit sends only amount and note. */
export const contributionUpdateSchema = z.object({
  amountPaise: paiseSchema,
  note: noteSchema,
});
export type ContributionUpdate = z.input<typeof contributionUpdateSchema>;

const categorySchema = z
  .enum(EXPENSE_CATEGORIES, { error: `Category must be one of ${EXPENSE_CATEGORIES.join(', ')}` })
  .nullish()
  .transform((v) => v ?? null);

export const expenseInputSchema = z.object({
  item: requiredText(financeMessages.expenseRequired, 160),
  amountPaise: paiseSchema,
  category: categorySchema,
  note: noteSchema,
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;
export const expenseUpdateSchema = expenseInputSchema;
export type ExpenseUpdate = ExpenseInput;

export const contributionSchema = z.object({
  pk: z.string(),
  contributorType: z.enum(CONTRIBUTOR_TYPES),
  contributorName: z.string(),
  amountPaise: z.number().int(),
  note: z.string().nullable(),
  personId: z.string().nullish(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Contribution = z.infer<typeof contributionSchema>;

export const expenseSchema = z.object({
  sk: z.string(),
  item: z.string(),
  category: z.enum(EXPENSE_CATEGORIES).nullable(),
  amountPaise: z.number().int(),
  note: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Expense = z.infer<typeof expenseSchema>;

export const summarySchema = z.object({
  playerContributions: z.number().int(),
  sponsorContributions: z.number().int(),
  totalContributions: z.number().int(),
  totalExpenses: z.number().int(),
  balance: z.number().int(),
});
export type FinanceSummary = z.infer<typeof summarySchema>;
export const emptySummary: FinanceSummary = {
  playerContributions: 0,
  sponsorContributions: 0,
  totalContributions: 0,
  totalExpenses: 0,
  balance: 0,
};

/** Query strings are text: limits are parsed strictly (digits only) and capped at 200. */
const limitSchema = z
  .string()
  .regex(/^\d{1,6}$/, 'limit must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'limit must be at least 1'))
  .transform((n) => Math.min(n, MAX_PAGE_SIZE))
  .optional()
  .transform((n) => n ?? PAGE_SIZE);
const tokenSchema = z.string().max(500, 'Invalid nextToken').optional();

export const contributionListQuerySchema = z.object({
  type: z.enum(['ALL', ...CONTRIBUTOR_TYPES], { error: 'type must be PLAYER or SPONSOR' }).optional(),
  name: z.string().trim().max(120).optional(),
  limit: limitSchema,
  nextToken: tokenSchema,
});
export type ContributionListQuery = z.input<typeof contributionListQuerySchema>;

const DATE_MESSAGE = 'Dates must be ISO date-times such as 2026-01-31T18:30:00Z';
const boundSchema = z.iso
  .datetime({ offset: true, error: DATE_MESSAGE })
  .refine((v) => new Date(v).getUTCFullYear() >= 1 && !v.startsWith('0000'), DATE_MESSAGE)
  .optional();
export const expenseListQuerySchema = z.object({
  from: boundSchema,
  to: boundSchema,
  limit: limitSchema,
  nextToken: tokenSchema,
});
export type ExpenseListQuery = z.input<typeof expenseListQuerySchema>;

export const contributionPageSchema = z.object({
  success: z.literal(true),
  data: z.array(contributionSchema),
  nextToken: z.string().nullable(),
});
export const expensePageSchema = z.object({
  success: z.literal(true),
  data: z.array(expenseSchema),
  nextToken: z.string().nullable(),
});

/** The append-only trail: every create, edit, delete and restore of a money row. */
export const AUDIT_ENTITIES = ['contribution', 'expense'] as const;
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  adminSub: z.string(),
  adminEmail: z.string().nullable(),
  adminName: z.string().nullable(),
  at: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  entityId: z.string().max(64).optional(),
  limit: limitSchema,
  nextToken: tokenSchema,
});

/** A record whose latest audit entry is its deletion: what "Recently deleted" lists. */
export const deletedRecordSchema = z.object({
  auditId: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /** "Asha (PLAYER)" or "Match balls (EQUIPMENT)". */
  label: z.string(),
  amountPaise: z.number().int(),
  deletedAt: isoDateTimeSchema,
  deletedBy: z.string(),
});
export type DeletedRecord = z.infer<typeof deletedRecordSchema>;

export const financePaths = {
  summary: '/api/finance/summary',
  contributions: '/api/finance/contributions',
  contribution: (pk: string) => `/api/finance/contributions/pk/${encodeURIComponent(pk)}`,
  contributionsCsv: '/api/finance/contributions.csv',
  expenses: '/api/finance/expenses',
  expense: (sk: string) => `/api/finance/expenses/${encodeURIComponent(sk)}`,
  expensesCsv: '/api/finance/expenses.csv',
  deleted: '/api/finance/deleted',
  audit: '/api/finance/audit',
  restore: (auditId: string) => `/api/finance/audit/${encodeURIComponent(auditId)}/restore`,
} as const;
