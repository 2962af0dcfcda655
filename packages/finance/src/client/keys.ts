/**
 * Finance's TanStack Query keys, the one place they are spelled. A module of its own, with no
 * code imported, so another package (registrations' "Mark paid" adds a contribution) takes
 * them through `@league/finance/keys` without the API module and its schemas that
 * `@league/finance/client` brings.
 */
import type { ContributionFilter, ExpenseFilter } from './finance-api';

export const financeKeys = {
  all: ['finance'] as const,
  summary: () => ['finance', 'summary'] as const,
  contributionLists: () => ['finance', 'contributions'] as const,
  contributions: (filter: ContributionFilter) => ['finance', 'contributions', filter] as const,
  expenseLists: () => ['finance', 'expenses'] as const,
  expenses: (filter: ExpenseFilter) => ['finance', 'expenses', filter] as const,
  charts: () => ['finance', 'charts'] as const,
  deleted: () => ['finance', 'deleted'] as const,
};
