/**
 * Finance reads: keyset pages newest first, the one-statement summary, CSV row sources and
 * the audit trail. Writes live in writes.ts (each in one transaction with its audit row).
 */
import { and, desc, eq, gte, ilike, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { badRequest, decodeCursor, encodeCursor, type Executor } from '@league/core/server';
import type { AuditEntry, Contribution, ContributorType, DeletedRecord, Expense, ExpenseCategory, FinanceSummary } from '../contract';
import { financeAudit, financeContributions, financeExpenses } from './schema';

export type ContributionRow = typeof financeContributions.$inferSelect;
export type ExpenseRow = typeof financeExpenses.$inferSelect;
export type AuditRow = typeof financeAudit.$inferSelect;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toContribution(r: ContributionRow): Contribution {
  return {
    pk: r.id,
    contributorType: r.contributorType as ContributorType,
    contributorName: r.contributorName,
    amountPaise: Number(r.amountPaise),
    note: r.note ?? null,
    personId: r.personId ?? null,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export function toExpense(r: ExpenseRow): Expense {
  return {
    sk: r.id,
    item: r.item,
    category: (r.category as ExpenseCategory | null) ?? null,
    amountPaise: Number(r.amountPaise),
    note: r.note ?? null,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export function toAuditEntry(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    entity: r.entity as AuditEntry['entity'],
    entityId: r.entityId,
    action: r.action as AuditEntry['action'],
    before: (r.before as Record<string, unknown> | null) ?? null,
    after: (r.after as Record<string, unknown> | null) ?? null,
    adminSub: r.adminSub,
    adminEmail: r.adminEmail ?? null,
    adminName: r.adminName ?? null,
    at: iso(r.at),
  };
}

/**
 * A cursor we can hand to SQL as is: a real uuid and a date exactly as we emit them
 * (ISO, milliseconds, Z). Anything else was not made by us: 400.
 */
function readCursor(token: string | undefined) {
  const cursor = decodeCursor(token);
  if (!cursor) return null;
  const date = new Date(cursor.createdAt);
  const exact = /^\d{4}-/.test(cursor.createdAt) && !Number.isNaN(date.getTime()) && date.toISOString() === cursor.createdAt;
  if (!UUID_RE.test(cursor.id) || !exact) {
    throw badRequest('Invalid nextToken');
  }
  return cursor;
}

type Keyed = { createdAt: Date; id: string };
function page<R extends Keyed, T>(rows: R[], limit: number, map: (r: R) => T) {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return {
    data: kept.map(map),
    nextToken: more && last ? encodeCursor({ createdAt: iso(last.createdAt), id: last.id }) : null,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ContributionFilter {
  type?: 'ALL' | ContributorType;
  name?: string;
}

function contributionWhere(filter: ContributionFilter, cursor: ReturnType<typeof readCursor>) {
  const t = financeContributions;
  const conditions: SQL[] = [];
  if (filter.type && filter.type !== 'ALL') conditions.push(eq(t.contributorType, filter.type));
  if (filter.name) conditions.push(ilike(t.contributorName, `%${escapeLike(filter.name)}%`));
  if (cursor) conditions.push(sql`(${t.createdAt}, ${t.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  return and(...conditions);
}

export async function listContributions(db: Executor, q: ContributionFilter & { limit: number; nextToken?: string }) {
  const t = financeContributions;
  const rows = await db
    .select()
    .from(t)
    .where(contributionWhere(q, readCursor(q.nextToken)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(q.limit + 1);
  return page(rows, q.limit, toContribution);
}

export interface ExpenseFilter {
  from?: string;
  to?: string;
}

function expenseWhere(filter: ExpenseFilter, cursor: ReturnType<typeof readCursor>) {
  const t = financeExpenses;
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(t.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lte(t.createdAt, new Date(filter.to)));
  if (cursor) conditions.push(sql`(${t.createdAt}, ${t.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  return and(...conditions);
}

export async function listExpenses(db: Executor, q: ExpenseFilter & { limit: number; nextToken?: string }) {
  const t = financeExpenses;
  const rows = await db
    .select()
    .from(t)
    .where(expenseWhere(q, readCursor(q.nextToken)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(q.limit + 1);
  return page(rows, q.limit, toExpense);
}

/** Every matching row, newest first, for the CSV export. */
export async function allContributions(db: Executor, filter: ContributionFilter) {
  const t = financeContributions;
  const rows = await db.select().from(t).where(contributionWhere(filter, null)).orderBy(desc(t.createdAt), desc(t.id));
  return rows.map(toContribution);
}

export async function allExpenses(db: Executor, filter: ExpenseFilter) {
  const t = financeExpenses;
  const rows = await db.select().from(t).where(expenseWhere(filter, null)).orderBy(desc(t.createdAt), desc(t.id));
  return rows.map(toExpense);
}

/**
 * The summary in one statement, so its five numbers come from one snapshot and always
 * equal the sums of the rows (sums of bigint are numeric: read as text, then Number).
 */
export async function summary(db: Executor): Promise<FinanceSummary> {
  const c = financeContributions;
  const e = financeExpenses;
  const funds = db
    .select({
      player: sql<string>`coalesce(sum(${c.amountPaise}) filter (where ${c.contributorType} = 'PLAYER'), 0)`.as('player'),
      sponsor: sql<string>`coalesce(sum(${c.amountPaise}) filter (where ${c.contributorType} = 'SPONSOR'), 0)`.as('sponsor'),
    })
    .from(c)
    .as('funds');
  const spent = db
    .select({ expenses: sql<string>`coalesce(sum(${e.amountPaise}), 0)`.as('expenses') })
    .from(e)
    .as('spent');
  const [row] = await db
    .select({
      player: sql<string>`${funds.player}::text`,
      sponsor: sql<string>`${funds.sponsor}::text`,
      total: sql<string>`(${funds.player} + ${funds.sponsor})::text`,
      expenses: sql<string>`${spent.expenses}::text`,
      balance: sql<string>`(${funds.player} + ${funds.sponsor} - ${spent.expenses})::text`,
    })
    .from(funds)
    .crossJoin(spent);
  return {
    playerContributions: Number(row?.player ?? 0),
    sponsorContributions: Number(row?.sponsor ?? 0),
    totalContributions: Number(row?.total ?? 0),
    totalExpenses: Number(row?.expenses ?? 0),
    balance: Number(row?.balance ?? 0),
  };
}

export async function listAudit(db: Executor, q: { entityId?: string; limit: number; nextToken?: string }) {
  const a = financeAudit;
  const cursor = readCursor(q.nextToken);
  const conditions: SQL[] = [];
  if (q.entityId) {
    if (!UUID_RE.test(q.entityId)) throw badRequest('Invalid id');
    conditions.push(eq(a.entityId, q.entityId));
  }
  if (cursor) conditions.push(sql`(${a.at}, ${a.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await db
    .select()
    .from(a)
    .where(and(...conditions))
    .orderBy(desc(a.at), desc(a.id))
    .limit(q.limit + 1);
  return page(
    rows.map((r) => ({ ...r, createdAt: r.at })),
    q.limit,
    toAuditEntry,
  );
}

/** Deletions that are still the latest word on their record: what can be restored. */
export async function listDeleted(db: Executor, limit = 50): Promise<DeletedRecord[]> {
  const a = financeAudit;
  const later = alias(financeAudit, 'later');
  const rows = await db
    .select()
    .from(a)
    .where(
      and(
        eq(a.action, 'delete'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(and(eq(later.entityId, a.entityId), sql`${later.seq} > ${a.seq}`)),
        ),
      ),
    )
    .orderBy(desc(a.seq))
    .limit(limit);
  return rows.map((r) => {
    const image = (r.before ?? {}) as Record<string, unknown>;
    const label =
      r.entity === 'contribution'
        ? `${String(image.contributorName ?? '')} (${String(image.contributorType ?? '')})`
        : `${String(image.item ?? '')}${image.category ? ` (${String(image.category)})` : ''}`;
    return {
      auditId: r.id,
      entity: r.entity as DeletedRecord['entity'],
      entityId: r.entityId,
      label,
      amountPaise: Number(image.amountPaise ?? 0),
      deletedAt: iso(r.at),
      deletedBy: r.adminName || r.adminEmail || r.adminSub,
    };
  });
}
