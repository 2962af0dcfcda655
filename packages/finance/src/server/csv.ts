/**
 * CSV exports for the treasurer's spreadsheet. Names and notes are typed by people, so a
 * cell that a spreadsheet would read as a formula (=, +, -, @, or a leading tab/CR) gets a
 * leading apostrophe and is shown as text instead of being evaluated.
 */
import Papa from 'papaparse';
import type { Contribution, Expense } from '../contract';

const FORMULA_START = /^[=+\-@\t\r]/;

export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

function toCsv(fields: string[], rows: Array<Array<string | null>>): string {
  const data = rows.map((row) => row.map((cell) => (cell === null ? '' : inertCell(cell))));
  // The byte-order mark makes Excel read the file as UTF-8 (names, ₹ in notes).
  return `\uFEFF${Papa.unparse({ fields, data }, { newline: '\r\n' })}\r\n`;
}

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
