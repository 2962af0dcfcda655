/**
 * What the one finance table (ledger-table.tsx) is told by a kind of row: contributions.tsx
 * and expenses.tsx each give one of these, holding only what their tables do differently.
 */
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { TextInputProps } from '@league/ui';

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
  input: (field: 'amount' | 'note' | keyof X, label: string, props?: TextInputProps) => ReactNode;
}

export interface LedgerKind<Row extends Money, Filter, X, Update extends Partial<Row>> {
  /** The section's id, the CSV export and the noun of the labels and the count line. */
  id: 'contributions' | 'expenses';
  title: string;
  empty: string;
  confirm: string;
  /** Before the server's message when a delete fails. */
  deleteAlert: string;
  noFilter: Filter;
  filters: (draft: Filter, set: (patch: Partial<Filter>) => void) => ReactNode;
  key: (filter: Filter) => QueryKey;
  fetch: (filter: Filter, nextToken: string | null) => Promise<{ success: true; data: Row[]; nextToken: string | null }>;
  api: { update: (id: string, input: Update) => Promise<Row>; remove: (id: string) => Promise<void> };
  idOf: (row: Row) => string;
  nameOf: (row: Row) => string;
  /** The two columns before Amount: their headers, and their cells (being edited when `edit` is set). */
  head: [string, string];
  lead: (row: Row, edit: Edit<X> | null) => ReactNode;
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
