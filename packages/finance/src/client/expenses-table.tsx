import { useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Field, Section, Select, TextInput, formatRupees } from '@league/ui';
import { EXPENSE_CATEGORIES, financeMessages, type Expense, type ExpenseCategory } from '../contract';
import { paiseToInput, parseAmountToPaise } from './amount';
import { deleteExpense, updateExpense, type ExpenseFilter } from './finance-api';
import { financeKeys, useExpenses } from './queries';
import { useOptimisticRows } from './optimistic';
import { categoryLabel, shortId } from './labels';
import { ExportButton, FilterBar, ListError, ListFooter, LoadingRows, TableEmpty, useReturnFocus } from './table-parts';

const NO_FILTER: ExpenseFilter = { from: '', to: '' };

interface Draft {
  sk: string;
  item: string;
  category: ExpenseCategory | '';
  amount: string;
  note: string;
}

/** Spec 2/4: expenses with a date range, inline edit, delete and paging. */
export function ExpensesTable() {
  const client = useQueryClient();
  const [draftFilter, setDraftFilter] = useState<ExpenseFilter>(NO_FILTER);
  const [filter, setFilter] = useState<ExpenseFilter>(NO_FILTER);
  const [editing, setEditing] = useState<Draft | null>(null);
  const list = useExpenses(filter);
  const rowsOps = useOptimisticRows<Expense>(financeKeys.expenses(filter), (r) => r.sk);
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  useReturnFocus(editing?.sk ?? null);

  function load(next: ExpenseFilter) {
    setEditing(null);
    setFilter(next);
    void client.resetQueries({ queryKey: financeKeys.expenses(next), exact: true });
  }

  function save(row: Expense, draft: Draft) {
    const input = {
      item: draft.item.trim(),
      category: draft.category || null,
      amountPaise: parseAmountToPaise(draft.amount),
      note: draft.note.trim() || null,
    };
    setEditing(null);
    void rowsOps.save(row.sk, input, () => updateExpense(row.sk, input));
  }

  function remove(row: Expense) {
    if (!window.confirm(financeMessages.confirmDeleteExpense)) return;
    void rowsOps.remove(row.sk, () => deleteExpense(row.sk), 'Error: ');
  }

  const keys = (row: Expense, draft: Draft) => (e: KeyboardEvent) => {
    if (e.key === 'Enter') save(row, draft);
    if (e.key === 'Escape') setEditing(null);
  };

  return (
    <Section id="expenses" title="Expenses" actions={<ExportButton kind="expenses" />}>
      <div className="ui-stack">
        <FilterBar
          label="Filter expenses"
          onApply={() => load(draftFilter)}
          onClear={() => {
            setDraftFilter(NO_FILTER);
            load(NO_FILTER);
          }}
        >
          <Field label="From Date">
            <TextInput type="datetime-local" value={draftFilter.from} onChange={(e) => setDraftFilter({ ...draftFilter, from: e.target.value })} />
          </Field>
          <Field label="To Date">
            <TextInput type="datetime-local" value={draftFilter.to} onChange={(e) => setDraftFilter({ ...draftFilter, to: e.target.value })} />
          </Field>
        </FilterBar>

        {list.isError && <ListError error={list.error} />}
        {list.isPending ? (
          <LoadingRows label="Loading expenses…" />
        ) : rows.length === 0 ? (
          !list.isError && <TableEmpty text={financeMessages.emptyExpenses} />
        ) : (
          <div className="ui-table-wrap">
            <table className="ui-table fin-table">
              <caption className="ui-visually-hidden">Expenses, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Category</th>
                  <th scope="col" data-align="end">
                    Amount
                  </th>
                  <th scope="col">Note</th>
                  <th scope="col">ID</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) =>
                  editing?.sk === row.sk ? (
                    <tr key={row.sk} className="fin-editing">
                      <td>
                        <TextInput
                          aria-label={`Item for ${row.item}`}
                          className="fin-cell-input"
                          autoFocus
                          value={editing.item}
                          onChange={(e) => setEditing({ ...editing, item: e.target.value })}
                          onKeyDown={keys(row, editing)}
                        />
                      </td>
                      <td>
                        <Select
                          aria-label={`Category for ${row.item}`}
                          className="fin-cell-input"
                          value={editing.category}
                          onChange={(e) => setEditing({ ...editing, category: e.target.value as ExpenseCategory | '' })}
                        >
                          {editing.category === '' && <option value="">—</option>}
                          {EXPENSE_CATEGORIES.map((c) => (
                            <option key={c} value={c}>
                              {categoryLabel(c)}
                            </option>
                          ))}
                        </Select>
                      </td>
                      <td data-align="end">
                        <TextInput
                          aria-label={`Amount for ${row.item}`}
                          className="fin-cell-input fin-cell-input--amount"
                          inputMode="decimal"
                          value={editing.amount}
                          onChange={(e) => setEditing({ ...editing, amount: e.target.value })}
                          onKeyDown={keys(row, editing)}
                        />
                      </td>
                      <td>
                        <TextInput
                          aria-label={`Note for ${row.item}`}
                          className="fin-cell-input"
                          value={editing.note}
                          onChange={(e) => setEditing({ ...editing, note: e.target.value })}
                          onKeyDown={keys(row, editing)}
                        />
                      </td>
                      <td>
                        <code title={row.sk}>{shortId(row.sk)}</code>
                      </td>
                      <td>
                        <div className="ui-cluster ui-cluster--sm fin-actions">
                          <Button size="sm" onClick={() => save(row, editing)}>
                            Save
                          </Button>
                          <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
                            Cancel
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ) : (
                    <tr key={row.sk}>
                      <td className="fin-name">{row.item}</td>
                      <td>
                        <Badge>{categoryLabel(row.category)}</Badge>
                      </td>
                      <td data-align="end" className="ui-num fin-amount fin-amount--out">
                        {formatRupees(-row.amountPaise)}
                      </td>
                      <td className="fin-note">{row.note ?? <span className="ui-muted">—</span>}</td>
                      <td>
                        <code title={row.sk}>{shortId(row.sk)}</code>
                      </td>
                      <td>
                        <div className="ui-cluster ui-cluster--sm fin-actions">
                          <Button
                            id={`fin-edit-${row.sk}`}
                            size="sm"
                            variant="secondary"
                            aria-label={`Edit ${row.item} ${formatRupees(row.amountPaise)}`}
                            onClick={() =>
                              setEditing({
                                sk: row.sk,
                                item: row.item,
                                category: row.category ?? '',
                                amount: paiseToInput(row.amountPaise),
                                note: row.note ?? '',
                              })
                            }
                          >
                            Edit
                          </Button>
                          <Button size="sm" variant="danger" aria-label={`Delete ${row.item} ${formatRupees(row.amountPaise)}`} onClick={() => remove(row)}>
                            Delete
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </div>
        )}
        {!list.isPending && rows.length > 0 && (
          <ListFooter
            count={rows.length}
            noun={['expense', 'expenses']}
            hasMore={Boolean(list.hasNextPage)}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        )}
      </div>
    </Section>
  );
}
