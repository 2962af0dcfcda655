import { useState, type ReactNode } from 'react';
import { Button } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { Words } from './words';

export interface Column<T> {
  key: string;
  /** The heading (`msg\`SR\``), drawn in the page's language. */
  label: Words;
  /** Full name for the abbreviation ("Strike rate" for SR). */
  title?: Words;
  value: (row: T) => number | string | null;
  render?: (row: T) => ReactNode;
  numeric?: boolean;
}

export interface SortableTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The column sorted first, highest first. */
  initialSort: string;
  /** Rows drawn before "Show all": a season's leaderboard runs to a hundred names. */
  pageSize?: number;
}

type Direction = 'ascending' | 'descending';

function compare(a: number | string | null, b: number | string | null): number {
  // Missing values (an average never dismissed) always sort last.
  if (a == null || (typeof a === 'number' && !Number.isFinite(a))) return b == null ? 0 : 1;
  if (b == null || (typeof b === 'number' && !Number.isFinite(b))) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * A leaderboard whose column headers are buttons (keyboard: Tab then Enter or Space) with
 * aria-sort on the sorted header; numbers start highest first, names A to Z.
 */
export function SortableTable<T>({ caption, columns, rows, rowKey, initialSort, pageSize = 25 }: SortableTableProps<T>) {
  const { i18n, t } = useLingui();
  const [all, setAll] = useState(false);
  const [sort, setSort] = useState<{ key: string; direction: Direction }>({ key: initialSort, direction: 'descending' });
  const column = columns.find((c) => c.key === sort.key) ?? columns[0]!;
  const sorted = [...rows].sort((x, y) => {
    const order = compare(column.value(x), column.value(y));
    const missing = column.value(x) == null || column.value(y) == null;
    return missing ? order : sort.direction === 'ascending' ? order : -order;
  });

  const toggle = (c: Column<T>) =>
    setSort((s) =>
      s.key === c.key
        ? { key: c.key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key: c.key, direction: c.numeric ? 'descending' : 'ascending' },
    );

  const shown = all ? sorted : sorted.slice(0, pageSize);
  const by = i18n._(column.title ?? column.label);
  const count = sorted.length;
  return (
    <div className="ui-stack ui-stack--sm">
      <div className="ui-table-wrap" tabIndex={0} role="region" aria-label={caption}>
        <table className="ui-table mc-table">
          <caption className="ui-visually-hidden">
            {sort.direction === 'ascending' ? t`${caption}, sorted by ${by} ascending` : t`${caption}, sorted by ${by} descending`}
          </caption>
          <thead>
            <tr>
              <th scope="col" data-align="end">
                #
              </th>
              {columns.map((c) => {
                const active = c.key === sort.key;
                const label = i18n._(c.label);
                const title = c.title && i18n._(c.title);
                return (
                  <th key={c.key} scope="col" aria-sort={active ? sort.direction : undefined} data-align={c.numeric ? 'end' : undefined}>
                    <button type="button" className="mc-sort" onClick={() => toggle(c)} title={title}>
                      {title ? <abbr title={title}>{label}</abbr> : label}
                      <span className="mc-sort__arrow" aria-hidden="true">
                        {active ? (sort.direction === 'ascending' ? '▲' : '▼') : ''}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              <tr key={rowKey(row)}>
                <td className="ui-num">{index + 1}</td>
                {columns.map((c, i) => {
                  const content = c.render ? c.render(row) : (c.value(row) ?? '–');
                  return i === 0 ? (
                    <th key={c.key} scope="row" className="mc-name">
                      {content}
                    </th>
                  ) : (
                    <td key={c.key} className={c.numeric ? 'ui-num' : undefined}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length < sorted.length && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setAll(true)}>
            <Trans>Show all {count} players</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
