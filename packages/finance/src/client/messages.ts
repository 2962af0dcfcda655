/**
 * The contract's spec texts (financeMessages) as the screen shows them, in the page's
 * language. The contract stays English (the server answers with it); the English here is the
 * same, word for word, which messages.test.ts checks.
 */
import { msg } from '@league/ui/i18n/core-macro';
import type { i18nFor } from '@league/ui/i18n';

/** The page's Lingui instance, as `useLingui()` gives it. */
export type I18n = ReturnType<typeof i18nFor>;
/** A message written with `msg`, drawn with `i18n._(words)` in the page's language. */
export type Words = { id: string; message?: string; values?: Record<string, unknown> };

export const screenMessages = {
  contributionRequired: msg`Name and amount are required`,
  expenseRequired: msg`Item and amount are required`,
  contributionAdded: msg`Contribution added successfully! ✅`,
  expenseAdded: msg`Expense added successfully! ✅`,
  failed: msg`Failed`,
  updateFailed: msg`Update failed`,
  deleteFailed: msg`Delete failed`,
  confirmDeleteContribution: msg`Delete latest contribution for this contributor?`,
  confirmDeleteExpense: msg`Delete this expense?`,
  emptyContributions: msg`No contributions yet. Add your first contribution above!`,
  emptyExpenses: msg`No expenses yet. Add your first expense above!`,
} satisfies Record<string, Words>;
