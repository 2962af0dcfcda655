/** What expenses do differently from contributions, in the add form and in the table. */
import { Badge, Field, Select, TextInput } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Plural, Trans } from '@league/ui/i18n/macro';
import { DEFAULT_CATEGORY, EXPENSE_CATEGORIES, type Expense, type ExpenseCategory, type ExpenseInput } from '../contract';
import { expenseApi, fetchExpenses, type ExpenseFilter } from './finance-api';
import { financeKeys } from './keys';
import { categoryLabel } from './labels';
import { screenMessages, type I18n } from './messages';
import type { FormKind } from './add-form';
import type { LedgerKind } from './ledger-kind';

/** The category boxes' options, in the form and in an edited row. */
const categoryOptions = (i18n: I18n) =>
  EXPENSE_CATEGORIES.map((c) => (
    <option key={c} value={c}>
      {categoryLabel(c, i18n)}
    </option>
  ));

/** Add Expense: `name` holds the item. The category starts at, and returns to, EQUIPMENT. */
export const expenseForm: FormKind<{ name: string; amount: string; category: ExpenseCategory; note: string }, ExpenseInput> = {
  noun: 'Expense',
  title: msg`Add Expense`,
  save: msg`Save Expense`,
  start: { name: '', amount: '', category: DEFAULT_CATEGORY, note: '' },
  required: screenMessages.expenseRequired,
  added: screenMessages.expenseAdded,
  example: msg`e.g. 2,400`,
  before: (values, set) => (
    <Field label={<Trans>Item name</Trans>}>
      <TextInput value={values.name} onChange={(e) => set({ name: e.target.value })} autoComplete="off" maxLength={160} />
    </Field>
  ),
  after: (values, set, i18n) => (
    <Field label={<Trans>Category</Trans>}>
      <Select value={values.category} onChange={(e) => set({ category: e.target.value as ExpenseCategory })}>
        {categoryOptions(i18n)}
      </Select>
    </Field>
  ),
  toInput: (values, amountPaise, note) => ({ item: values.name.trim(), amountPaise, category: values.category, note }),
  add: expenseApi.add,
};

/** The Expenses table: filtered by a date range, amounts shown negative; every field edits. */
export const expenseTable: LedgerKind<Expense, ExpenseFilter, { item: string; category: ExpenseCategory | '' }, ExpenseInput> = {
  id: 'expenses',
  title: msg`Expenses`,
  caption: msg`Expenses, newest first`,
  filterLabel: msg`Filter expenses`,
  loading: msg`Loading expenses…`,
  showing: (count, more) =>
    more ? (
      <Plural value={count} one="Showing # expense (more available)" other="Showing # expenses (more available)" />
    ) : (
      <Plural value={count} one="Showing # expense" other="Showing # expenses" />
    ),
  empty: screenMessages.emptyExpenses,
  confirm: screenMessages.confirmDeleteExpense,
  deleteAlert: (message) => msg`Error: ${message}`,
  noFilter: { from: '', to: '' },
  filters: (draft, set) => (
    <>
      <Field label={<Trans>From Date</Trans>}>
        <TextInput type="datetime-local" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
      </Field>
      <Field label={<Trans>To Date</Trans>}>
        <TextInput type="datetime-local" value={draft.to} onChange={(e) => set({ to: e.target.value })} />
      </Field>
    </>
  ),
  key: financeKeys.expenses,
  fetch: fetchExpenses,
  api: expenseApi,
  idOf: (row) => row.sk,
  nameOf: (row) => row.item,
  head: [msg`Item`, msg`Category`],
  lead: (row, edit, i18n) => {
    const item = row.item;
    return edit ? (
      <>
        <td>{edit.input('item', msg`Item`, { autoFocus: true })}</td>
        <td>
          <Select
            aria-label={i18n._(msg`Category for ${item}`)}
            className="fin-cell-input"
            value={edit.draft.category}
            onChange={(e) => edit.set({ category: e.target.value as ExpenseCategory | '' })}
          >
            {edit.draft.category === '' && <option value="">—</option>}
            {categoryOptions(i18n)}
          </Select>
        </td>
      </>
    ) : (
      <>
        <td className="fin-name">{row.item}</td>
        <td>
          <Badge>{categoryLabel(row.category, i18n)}</Badge>
        </td>
      </>
    );
  },
  toDraft: (row) => ({ item: row.item, category: row.category ?? '' }),
  toInput: (draft, amountPaise, note) => ({ item: draft.item.trim(), category: draft.category || null, amountPaise, note }),
  out: true,
};
