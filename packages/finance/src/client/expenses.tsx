/** What expenses do differently from contributions, in the add form and in the table. */
import { Badge, Field, Select, TextInput } from '@league/ui';
import { DEFAULT_CATEGORY, EXPENSE_CATEGORIES, financeMessages, type Expense, type ExpenseCategory, type ExpenseInput } from '../contract';
import { expenseApi, fetchExpenses, type ExpenseFilter } from './finance-api';
import { financeKeys } from './keys';
import { categoryLabel } from './labels';
import type { FormKind } from './add-form';
import type { LedgerKind } from './ledger-kind';

/** The category boxes' options, in the form and in an edited row. */
const categoryOptions = EXPENSE_CATEGORIES.map((c) => (
  <option key={c} value={c}>
    {categoryLabel(c)}
  </option>
));

/** Add Expense: `name` holds the item. The category starts at, and returns to, EQUIPMENT. */
export const expenseForm: FormKind<{ name: string; amount: string; category: ExpenseCategory; note: string }, ExpenseInput> = {
  noun: 'Expense',
  start: { name: '', amount: '', category: DEFAULT_CATEGORY, note: '' },
  required: financeMessages.expenseRequired,
  added: financeMessages.expenseAdded,
  example: 'e.g. 2,400',
  before: (values, set) => (
    <Field label="Item name">
      <TextInput value={values.name} onChange={(e) => set({ name: e.target.value })} autoComplete="off" maxLength={160} />
    </Field>
  ),
  after: (values, set) => (
    <Field label="Category">
      <Select value={values.category} onChange={(e) => set({ category: e.target.value as ExpenseCategory })}>
        {categoryOptions}
      </Select>
    </Field>
  ),
  toInput: (values, amountPaise, note) => ({ item: values.name.trim(), amountPaise, category: values.category, note }),
  add: expenseApi.add,
};

/** The Expenses table: filtered by a date range, amounts shown negative; every field edits. */
export const expenseTable: LedgerKind<Expense, ExpenseFilter, { item: string; category: ExpenseCategory | '' }, ExpenseInput> = {
  id: 'expenses',
  title: 'Expenses',
  empty: financeMessages.emptyExpenses,
  confirm: financeMessages.confirmDeleteExpense,
  deleteAlert: 'Error: ',
  noFilter: { from: '', to: '' },
  filters: (draft, set) => (
    <>
      <Field label="From Date">
        <TextInput type="datetime-local" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
      </Field>
      <Field label="To Date">
        <TextInput type="datetime-local" value={draft.to} onChange={(e) => set({ to: e.target.value })} />
      </Field>
    </>
  ),
  key: financeKeys.expenses,
  fetch: fetchExpenses,
  api: expenseApi,
  idOf: (row) => row.sk,
  nameOf: (row) => row.item,
  head: ['Item', 'Category'],
  lead: (row, edit) =>
    edit ? (
      <>
        <td>{edit.input('item', 'Item', { autoFocus: true })}</td>
        <td>
          <Select
            aria-label={`Category for ${row.item}`}
            className="fin-cell-input"
            value={edit.draft.category}
            onChange={(e) => edit.set({ category: e.target.value as ExpenseCategory | '' })}
          >
            {edit.draft.category === '' && <option value="">—</option>}
            {categoryOptions}
          </Select>
        </td>
      </>
    ) : (
      <>
        <td className="fin-name">{row.item}</td>
        <td>
          <Badge>{categoryLabel(row.category)}</Badge>
        </td>
      </>
    ),
  toDraft: (row) => ({ item: row.item, category: row.category ?? '' }),
  toInput: (draft, amountPaise, note) => ({ item: draft.item.trim(), category: draft.category || null, amountPaise, note }),
  out: true,
};
