import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Field, Section, Select, TextInput, formatRupees } from '@league/ui';
import { financeMessages, type Contribution } from '../contract';
import { paiseToInput, parseAmountToPaise } from './amount';
import { deleteContribution, updateContribution, type ContributionFilter } from './finance-api';
import { financeKeys, useContributions } from './queries';
import { useOptimisticRows } from './optimistic';
import { shortId } from './labels';
import { ExportButton, FilterBar, ListError, ListFooter, LoadingRows, TableEmpty, useReturnFocus } from './table-parts';

const NO_FILTER: ContributionFilter = { type: 'ALL', name: '' };

interface Draft {
  pk: string;
  amount: string;
  note: string;
}

/** Spec 2/4: contributions with filters, inline edit, delete and paging. */
export function ContributionsTable() {
  const client = useQueryClient();
  const [draftFilter, setDraftFilter] = useState<ContributionFilter>(NO_FILTER);
  const [filter, setFilter] = useState<ContributionFilter>(NO_FILTER);
  const [editing, setEditing] = useState<Draft | null>(null);
  const list = useContributions(filter);
  const rowsOps = useOptimisticRows<Contribution>(financeKeys.contributions(filter), (r) => r.pk);
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  useReturnFocus(editing?.pk ?? null);

  /** Apply and Clear always start again from the first page. */
  function load(next: ContributionFilter) {
    setEditing(null);
    setFilter(next);
    void client.resetQueries({ queryKey: financeKeys.contributions(next), exact: true });
  }

  function save(row: Contribution, draft: Draft) {
    // Spec 5: re-parsed like the form, 0 if not a number (the server then refuses it).
    const amountPaise = parseAmountToPaise(draft.amount);
    const note = draft.note.trim() || null;
    setEditing(null);
    void rowsOps.save(row.pk, { amountPaise, note }, () => updateContribution(row.pk, { amountPaise, note }));
  }

  function remove(row: Contribution) {
    if (!window.confirm(financeMessages.confirmDeleteContribution)) return;
    void rowsOps.remove(row.pk, () => deleteContribution(row.pk), 'Delete error: ');
  }

  return (
    <Section id="contributions" title="Contributions" actions={<ExportButton kind="contributions" />}>
      <div className="ui-stack">
        <FilterBar
          label="Filter contributions"
          onApply={() => load(draftFilter)}
          onClear={() => {
            setDraftFilter(NO_FILTER);
            load(NO_FILTER);
          }}
        >
          <Field label="Type">
            <Select value={draftFilter.type} onChange={(e) => setDraftFilter({ ...draftFilter, type: e.target.value as ContributionFilter['type'] })}>
              <option value="ALL">ALL</option>
              <option value="PLAYER">PLAYER</option>
              <option value="SPONSOR">SPONSOR</option>
            </Select>
          </Field>
          <Field label="Search by name">
            <TextInput
              type="search"
              value={draftFilter.name}
              placeholder="Search by name"
              onChange={(e) => setDraftFilter({ ...draftFilter, name: e.target.value })}
            />
          </Field>
        </FilterBar>

        {list.isError && <ListError error={list.error} />}
        {list.isPending ? (
          <LoadingRows label="Loading contributions…" />
        ) : rows.length === 0 ? (
          !list.isError && <TableEmpty text={financeMessages.emptyContributions} />
        ) : (
          <div className="ui-table-wrap">
            <table className="ui-table fin-table">
              <caption className="ui-visually-hidden">Contributions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">Name</th>
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
                  editing?.pk === row.pk ? (
                    <tr key={row.pk} className="fin-editing">
                      <td>
                        <Badge tone={row.contributorType === 'PLAYER' ? 'info' : 'accent'}>{row.contributorType}</Badge>
                      </td>
                      <td title="The name is kept as entered; delete and add again to change it">{row.contributorName}</td>
                      <td data-align="end">
                        <TextInput
                          aria-label={`Amount for ${row.contributorName}`}
                          className="fin-cell-input fin-cell-input--amount"
                          inputMode="decimal"
                          autoFocus
                          value={editing.amount}
                          onChange={(e) => setEditing({ ...editing, amount: e.target.value })}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter') save(row, editing);
                            if (e.key === 'Escape') setEditing(null);
                          }}
                        />
                      </td>
                      <td>
                        <TextInput
                          aria-label={`Note for ${row.contributorName}`}
                          className="fin-cell-input"
                          value={editing.note}
                          onChange={(e) => setEditing({ ...editing, note: e.target.value })}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter') save(row, editing);
                            if (e.key === 'Escape') setEditing(null);
                          }}
                        />
                      </td>
                      <td>
                        <code title={row.pk}>{shortId(row.pk)}</code>
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
                    <tr key={row.pk}>
                      <td>
                        <Badge tone={row.contributorType === 'PLAYER' ? 'info' : 'accent'}>{row.contributorType}</Badge>
                      </td>
                      <td className="fin-name">{row.contributorName}</td>
                      <td data-align="end" className="ui-num fin-amount">
                        {formatRupees(row.amountPaise)}
                      </td>
                      <td className="fin-note">{row.note ?? <span className="ui-muted">—</span>}</td>
                      <td>
                        <code title={row.pk}>{shortId(row.pk)}</code>
                      </td>
                      <td>
                        <div className="ui-cluster ui-cluster--sm fin-actions">
                          <Button
                            id={`fin-edit-${row.pk}`}
                            size="sm"
                            variant="secondary"
                            aria-label={`Edit ${row.contributorName} ${formatRupees(row.amountPaise)}`}
                            onClick={() => setEditing({ pk: row.pk, amount: paiseToInput(row.amountPaise), note: row.note ?? '' })}
                          >
                            Edit
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            aria-label={`Delete ${row.contributorName} ${formatRupees(row.amountPaise)}`}
                            onClick={() => remove(row)}
                          >
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
            noun={['contribution', 'contributions']}
            hasMore={Boolean(list.hasNextPage)}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        )}
      </div>
    </Section>
  );
}
