/**
 * The finance calls of spec 7, with spec 8's fallbacks ('Failed', 'Update failed',
 * 'Delete failed'). The core client sends the admin's token and turns bad answers into
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
  type ContributionInput,
  type ContributionUpdate,
  type ContributorType,
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

export async function fetchSummary() {
  return (await api.get(financePaths.summary, { ...failed, schema: dataEnvelope(summarySchema) })).data;
}

export function fetchContributions(filter: ContributionFilter, nextToken: string | null, limit = 20) {
  const type = filter.type === 'ALL' ? undefined : filter.type;
  const name = filter.name.trim() || undefined;
  return api.get(`${financePaths.contributions}${query({ type, name, limit, nextToken })}`, { ...failed, schema: contributionPageSchema });
}

export function fetchExpenses(filter: ExpenseFilter, nextToken: string | null, limit = 20) {
  const from = localToIso(filter.from);
  const to = localToIso(filter.to);
  return api.get(`${financePaths.expenses}${query({ from, to, limit, nextToken })}`, { ...failed, schema: expensePageSchema });
}

const keyHeader = (key?: string): Record<string, string> => (key ? { 'idempotency-key': key } : {});

export async function addContribution(input: ContributionInput, idempotencyKey?: string) {
  const res = await api.post(financePaths.contributions, input, { ...failed, headers: keyHeader(idempotencyKey), schema: dataEnvelope(contributionSchema) });
  return res.data;
}

export async function addExpense(input: ExpenseInput, idempotencyKey?: string) {
  const res = await api.post(financePaths.expenses, input, { ...failed, headers: keyHeader(idempotencyKey), schema: dataEnvelope(expenseSchema) });
  return res.data;
}

export async function updateContribution(pk: string, input: ContributionUpdate) {
  const res = await api.put(financePaths.contribution(pk), input, { fallback: financeMessages.updateFailed, schema: dataEnvelope(contributionSchema) });
  return res.data;
}

export async function updateExpense(sk: string, input: ExpenseInput) {
  const res = await api.put(financePaths.expense(sk), input, { fallback: financeMessages.updateFailed, schema: dataEnvelope(expenseSchema) });
  return res.data;
}

export async function deleteContribution(pk: string) {
  await api.delete(financePaths.contribution(pk), { fallback: financeMessages.deleteFailed });
}

export async function deleteExpense(sk: string) {
  await api.delete(financePaths.expense(sk), { fallback: financeMessages.deleteFailed });
}

export async function fetchDeleted() {
  return (await api.get(financePaths.deleted, { ...failed, schema: dataEnvelope(z.array(deletedRecordSchema)) })).data;
}

export async function restoreDeleted(auditId: string) {
  await api.post(financePaths.restore(auditId), undefined, failed);
}

/** The latest rows the charts are drawn from (spec 9: 200 of each). */
export async function fetchChartRows() {
  const [contributions, expenses] = await Promise.all([
    fetchContributions({ type: 'ALL', name: '' }, null, 200),
    fetchExpenses({ from: '', to: '' }, null, 200),
  ]);
  return { contributions: contributions.data, expenses: expenses.data };
}

/**
 * CSV downloads need the Bearer header, so they are fetched and handed to the browser as
 * a blob instead of being plain links.
 */
export async function downloadCsv(kind: 'contributions' | 'expenses') {
  const path = kind === 'contributions' ? financePaths.contributionsCsv : financePaths.expensesCsv;
  const token = readToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'omit' });
  if (!response.ok) {
    let message: string = financeMessages.failed;
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
