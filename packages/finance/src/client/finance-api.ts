/**
 * The finance calls of spec 7, with spec 8's fallbacks ('Failed', 'Update failed',
 * 'Delete failed'; a screen passes them in the page's language, `fallback`). The core client sends the admin's token and turns bad answers into
 * 'Invalid JSON from server' / the cut-down text of a non-JSON reply.
 */
import { z } from 'zod';
import { api, readToken, ApiError } from '@league/core/client';
import { dataEnvelope } from '@league/core/contract';
import {
  contributionPageSchema,
  contributionSchema,
  deletedRecordSchema,
  expensePageSchema,
  expenseSchema,
  financeMessages,
  financePaths,
  summarySchema,
  type Contribution,
  type ContributionInput,
  type ContributionUpdate,
  type ContributorType,
  type Expense,
  type ExpenseInput,
} from '../contract';

export interface ContributionFilter {
  type: 'ALL' | ContributorType;
  name: string;
}
export interface ExpenseFilter {
  /** datetime-local values as typed ("2026-11-01T09:30"), read in the viewer's zone. */
  from: string;
  to: string;
}

function query(params: Record<string, string | number | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A datetime-local value to an ISO instant; the browser knows the viewer's zone. */
export function localToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const failed = { fallback: financeMessages.failed };

/** A list's page size, and the message when the server gives none. */
interface ListOptions {
  limit?: number;
  fallback?: string;
}

export async function fetchSummary() {
  return (await api.get(financePaths.summary, { ...failed, schema: dataEnvelope(summarySchema) })).data;
}

export function fetchContributions(filter: ContributionFilter, nextToken: string | null, { limit = 20, fallback = financeMessages.failed }: ListOptions = {}) {
  const type = filter.type === 'ALL' ? undefined : filter.type;
  const name = filter.name.trim() || undefined;
  return api.get(`${financePaths.contributions}${query({ type, name, limit, nextToken })}`, { fallback, schema: contributionPageSchema });
}

export function fetchExpenses(filter: ExpenseFilter, nextToken: string | null, { limit = 20, fallback = financeMessages.failed }: ListOptions = {}) {
  const from = localToIso(filter.from);
  const to = localToIso(filter.to);
  return api.get(`${financePaths.expenses}${query({ from, to, limit, nextToken })}`, { fallback, schema: expensePageSchema });
}

/**
 * Add, edit and delete for one kind of row: the same three calls for contributions and
 * expenses, at the list's path (`list`) and one row's path (`one`).
 */
function rowApi<Row, Input, Update>(list: string, one: (id: string) => string, schema: z.ZodType<Row>) {
  const row: z.ZodType<{ data: Row }> = dataEnvelope(schema);
  return {
    async add(input: Input, idempotencyKey: string, fallback: string = financeMessages.failed): Promise<Row> {
      return (await api.post(list, input, { fallback, headers: { 'idempotency-key': idempotencyKey }, schema: row })).data;
    },
    async update(id: string, input: Update, fallback: string = financeMessages.updateFailed): Promise<Row> {
      return (await api.put(one(id), input, { fallback, schema: row })).data;
    },
    async remove(id: string, fallback: string = financeMessages.deleteFailed) {
      await api.delete(one(id), { fallback });
    },
  };
}

export const contributionApi = rowApi<Contribution, ContributionInput, ContributionUpdate>(
  financePaths.contributions,
  financePaths.contribution,
  contributionSchema,
);
export const expenseApi = rowApi<Expense, ExpenseInput, ExpenseInput>(financePaths.expenses, financePaths.expense, expenseSchema);

export async function fetchDeleted(fallback: string = financeMessages.failed) {
  return (await api.get(financePaths.deleted, { fallback, schema: dataEnvelope(z.array(deletedRecordSchema)) })).data;
}

export async function restoreDeleted(auditId: string, fallback: string = financeMessages.failed) {
  await api.post(financePaths.restore(auditId), undefined, { fallback });
}

/** The latest rows the charts are drawn from (spec 9: 200 of each). */
export async function fetchChartRows() {
  const [contributions, expenses] = await Promise.all([
    fetchContributions({ type: 'ALL', name: '' }, null, { limit: 200 }),
    fetchExpenses({ from: '', to: '' }, null, { limit: 200 }),
  ]);
  return { contributions: contributions.data, expenses: expenses.data };
}

/**
 * CSV downloads need the Bearer header, so they are fetched and handed to the browser as
 * a blob instead of being plain links.
 */
export async function downloadCsv(kind: 'contributions' | 'expenses', fallback: string = financeMessages.failed) {
  const path = kind === 'contributions' ? financePaths.contributionsCsv : financePaths.expensesCsv;
  const token = readToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'omit' });
  if (!response.ok) {
    let message = fallback;
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      /* keep the fallback */
    }
    throw new ApiError(message, response.status);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `finance-${kind}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
