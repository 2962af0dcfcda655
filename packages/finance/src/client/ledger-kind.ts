/**
 * What the one finance table (ledger-table.tsx) is told by a kind of row: contributions.tsx
 * and expenses.tsx each give one of these, holding only what their tables do differently.
 */
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { TextInputProps } from '@league/ui';
import type { I18n, Words } from './messages';

/** What every row has, whatever its kind. */
interface Money {
  amountPaise: number;
  note: string | null;
}

/** An inline edit: the amount and note every row has, and the fields its kind adds (X). */
export type Draft<X> = X & { id: string; amount: string; note: string };

/** The row being edited, as the cells a kind draws itself see it. */
export interface Edit<X> {
  draft: Draft<X>;
  set: (patch: Partial<Draft<X>>) => void;
  /** A text box for one field, labelled "{label} for {row's name}": Enter saves, Escape cancels. */
  input: (field: 'amount' | 'note' | keyof X, label: Words, props?: TextInputProps) => ReactNode;
}

/**
 * The words of a kind are messages (`msg`) the table draws in the page's language; a kind's
 * own cells and filters are given the page's `i18n` for the words they put in attributes.
 */
export interface LedgerKind<Row extends Money, Filter, X, Update extends Partial<Row>> {
  /** The section's id and the CSV export. */
  id: 'contributions' | 'expenses';
  title: Words;
  /** The table's caption ("Contributions, newest first"), the filter form's name, the loading line. */
  caption: Words;
  filterLabel: Words;
  loading: Words;
  /** The count line under the table ("Showing 20 contributions (more available)"). */
  showing: (count: number, more: boolean) => ReactNode;
  empty: Words;
  confirm: Words;
  /** The alert when a delete fails, around the server's message. */
  deleteAlert: (message: string) => Words;
  noFilter: Filter;
  filters: (draft: Filter, set: (patch: Partial<Filter>) => void, i18n: I18n) => ReactNode;
  key: (filter: Filter) => QueryKey;
  /** `fallback`: the message when the server gives none, in the page's language. */
  fetch: (filter: Filter, nextToken: string | null, options?: { fallback?: string }) => Promise<{ success: true; data: Row[]; nextToken: string | null }>;
  api: { update: (id: string, input: Update, fallback?: string) => Promise<Row>; remove: (id: string, fallback?: string) => Promise<void> };
  idOf: (row: Row) => string;
  nameOf: (row: Row) => string;
  /** The two columns before Amount: their headers, and their cells (being edited when `edit` is set). */
  head: [Words, Words];
  lead: (row: Row, edit: Edit<X> | null, i18n: I18n) => ReactNode;
  /**
   * The kind's own fields of a new draft. A kind without any edits the amount and note only,
   * and the amount box takes the focus when a row opens; otherwise the kind's first box does.
   */
  toDraft?: (row: Row) => X;
  /** The change sent on Save; amount and note are read the same way for every kind. */
  toInput: (draft: Draft<X>, amountPaise: number, note: string | null) => Update;
  /** Money going out: shown negative. */
  out?: boolean;
}
