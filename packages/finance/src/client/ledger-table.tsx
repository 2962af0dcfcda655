/**
 * Spec 2/4: the Contributions and the Expenses tables, with filters, inline edit, delete and
 * paging. One table; its kind (ledger-kind.ts: contributionTable, expenseTable) says what differs.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { Button, EmptyState, Section, TextInput, formatRupees, type TextInputProps } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { paiseToInput, parseAmountToPaise } from './amount';
import { screenMessages } from './messages';
import { useRows } from './queries';
import { useOptimisticRows } from './optimistic';
import { shortId } from './labels';
import { ExportButton, useReturnFocus } from './table-parts';
import type { Draft, Edit, LedgerKind } from './ledger-kind';

export function LedgerTable<Row extends { amountPaise: number; note: string | null }, Filter, X, Update extends Partial<Row>>({
  kind,
}: {
  kind: LedgerKind<Row, Filter, X, Update>;
}) {
  const client = useQueryClient();
  const { i18n, t } = useLingui();
  const [draftFilter, setDraftFilter] = useState(kind.noFilter);
  const [filter, setFilter] = useState(kind.noFilter);
  const [editing, setEditing] = useState<Draft<X> | null>(null);
  const list = useRows(kind, filter);
  const rowsOps = useOptimisticRows<Row>(kind.key(filter), kind.idOf);
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const more = list.hasNextPage;
  useReturnFocus(editing?.id ?? null);

  /** Apply and Clear always start again from the first page. */
  function load(next: Filter) {
    setEditing(null);
    setFilter(next);
    void client.resetQueries({ queryKey: kind.key(next), exact: true });
  }

  function save(draft: Draft<X>) {
    // Spec 5: re-parsed like the forms, 0 if not a number (the server then refuses it).
    const input = kind.toInput(draft, parseAmountToPaise(draft.amount), draft.note.trim() || null);
    setEditing(null);
    void rowsOps.save(draft.id, input, (fallback) => kind.api.update(draft.id, input, fallback));
  }

  function remove(id: string) {
    if (!window.confirm(i18n._(kind.confirm))) return;
    void rowsOps.remove(id, (fallback) => kind.api.remove(id, fallback), kind.deleteAlert);
  }

  function renderRow(row: Row) {
    const id = kind.idOf(row);
    const name = kind.nameOf(row);
    const draft = editing?.id === id ? editing : null;
    const edit: Edit<X> | null = draft && {
      draft,
      set: (patch) => setEditing({ ...draft, ...patch }),
      input: (field, words, props?: TextInputProps) => {
        const label = i18n._(words);
        return (
          <TextInput
            aria-label={t`${label} for ${name}`}
            className="fin-cell-input"
            {...props}
            value={draft[field] as string}
            onChange={(e) => setEditing({ ...draft, [field]: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') save(draft);
              if (e.key === 'Escape') setEditing(null);
            }}
          />
        );
      },
    };
    const amount = formatRupees(row.amountPaise);
    return (
      <tr key={id} className={edit ? 'fin-editing' : undefined}>
        {kind.lead(row, edit, i18n)}
        {edit ? (
          <>
            <td data-align="end">
              {edit.input('amount', msg`Amount`, { className: 'fin-cell-input fin-cell-input--amount', inputMode: 'decimal', autoFocus: !kind.toDraft })}
            </td>
            <td>{edit.input('note', msg`Note`)}</td>
          </>
        ) : (
          <>
            <td data-align="end" className={kind.out ? 'ui-num fin-amount fin-amount--out' : 'ui-num fin-amount'}>
              {formatRupees(kind.out ? -row.amountPaise : row.amountPaise)}
            </td>
            <td className="fin-note">{row.note ?? <span className="ui-muted">—</span>}</td>
          </>
        )}
        <td>
          <code title={id}>{shortId(id)}</code>
        </td>
        <td>
          <div className="ui-cluster ui-cluster--sm fin-actions">
            {draft ? (
              <>
                <Button size="sm" onClick={() => save(draft)}>
                  <Trans>Save</Trans>
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
                  <Trans>Cancel</Trans>
                </Button>
              </>
            ) : (
              <>
                <Button
                  id={`fin-edit-${id}`}
                  size="sm"
                  variant="secondary"
                  aria-label={t`Edit ${name} ${amount}`}
                  onClick={() => setEditing({ ...kind.toDraft?.(row), id, amount: paiseToInput(row.amountPaise), note: row.note ?? '' } as Draft<X>)}
                >
                  <Trans>Edit</Trans>
                </Button>
                <Button size="sm" variant="danger" aria-label={t`Delete ${name} ${amount}`} onClick={() => remove(id)}>
                  <Trans>Delete</Trans>
                </Button>
              </>
            )}
          </div>
        </td>
      </tr>
    );
  }

  return (
    <Section id={kind.id} title={i18n._(kind.title)} actions={<ExportButton kind={kind.id} />}>
      <div className="ui-stack">
        <form
          className="fin-filters"
          aria-label={i18n._(kind.filterLabel)}
          onSubmit={(event) => {
            event.preventDefault();
            load(draftFilter);
          }}
        >
          {kind.filters(draftFilter, (patch) => setDraftFilter({ ...draftFilter, ...patch }), i18n)}
          <div className="ui-cluster ui-cluster--sm fin-filter-actions">
            <Button type="submit" size="sm">
              <Trans>Apply</Trans>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setDraftFilter(kind.noFilter);
                load(kind.noFilter);
              }}
            >
              <Trans>Clear</Trans>
            </Button>
          </div>
        </form>

        {/* Spec 8: list load errors show in a red box with a cross mark. */}
        {list.isError && (
          <div role="alert" className="ui-notice ui-notice--error fin-list-error">
            <span aria-hidden="true">❌</span>
            <div className="ui-notice__body">{messageOf(list.error, i18n._(screenMessages.failed))}</div>
          </div>
        )}
        {list.isPending ? (
          <p className="ui-muted fin-loading" role="status">
            <span className="ui-spinner" aria-hidden="true" /> {i18n._(kind.loading)}
          </p>
        ) : rows.length === 0 ? (
          !list.isError && <EmptyState title={i18n._(kind.empty)} className="fin-empty" />
        ) : (
          <div className="ui-table-wrap">
            <table className="ui-table fin-table">
              <caption className="ui-visually-hidden">{i18n._(kind.caption)}</caption>
              <thead>
                <tr>
                  {kind.head.map((words) => (
                    <th key={words.id} scope="col">
                      {i18n._(words)}
                    </th>
                  ))}
                  <th scope="col" data-align="end">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Note</Trans>
                  </th>
                  <th scope="col">
                    <Trans>ID</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Actions</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>{rows.map(renderRow)}</tbody>
            </table>
          </div>
        )}
        {/* The count line, and Load More, which reads All Loaded once the last page is in. */}
        {!list.isPending && rows.length > 0 && (
          <div className="ui-cluster ui-cluster--between fin-footer">
            <p className="ui-muted ui-text-sm" aria-live="polite">
              {kind.showing(rows.length, more)}
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void list.fetchNextPage()}
              disabled={!more}
              loading={list.isFetchingNextPage}
              loadingText={t`Loading...`}
            >
              {more ? <Trans>Load More</Trans> : <Trans>All Loaded</Trans>}
            </Button>
          </div>
        )}
      </div>
    </Section>
  );
}
