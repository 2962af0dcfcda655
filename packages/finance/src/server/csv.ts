/**
 * CSV exports for the treasurer's spreadsheet, written by core's one CSV writer: names and
 * notes are typed by people, so formula-looking cells are shown as text and cells holding a
 * separator (comma or semicolon) are quoted.
 */
import { toCsv } from '@league/core/server';
import type { Contribution, Expense } from '../contract';

const rupees = (paise: number) => (paise / 100).toFixed(2);

export function contributionsCsv(rows: Contribution[]): string {
  return toCsv(
    ['ID', 'Created At', 'Type', 'Name', 'Amount (INR)', 'Amount (paise)', 'Note'],
    rows.map((r) => [r.pk, r.createdAt, r.contributorType, r.contributorName, rupees(r.amountPaise), String(r.amountPaise), r.note]),
  );
}

export function expensesCsv(rows: Expense[]): string {
  return toCsv(
    ['ID', 'Created At', 'Item', 'Category', 'Amount (INR)', 'Amount (paise)', 'Note'],
    rows.map((r) => [r.sk, r.createdAt, r.item, r.category, rupees(r.amountPaise), String(r.amountPaise), r.note]),
  );
}

/** "finance-contributions-2026-11-21.csv". */
export function csvFileName(kind: 'contributions' | 'expenses', now = new Date()): string {
  return `finance-${kind}-${now.toISOString().slice(0, 10)}.csv`;
}
