/** Pieces both finance tables share: the error box, the footer and the export button. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { messageOf } from '@league/core/client';
import { Button, EmptyState } from '@league/ui';
import { financeMessages } from '../contract';
import { downloadCsv } from './finance-api';

/** Spec 8: list load errors show in a red box with a cross mark. */
export function ListError({ error }: { error: unknown }) {
  return (
    <div role="alert" className="ui-notice ui-notice--error fin-list-error">
      <span aria-hidden="true">❌</span>
      <div className="ui-notice__body">{messageOf(error, financeMessages.failed)}</div>
    </div>
  );
}

export function TableEmpty({ text }: { text: string }) {
  return <EmptyState title={text} className="fin-empty" />;
}

export function LoadingRows({ label }: { label: string }) {
  return (
    <p className="ui-muted fin-loading" role="status">
      <span className="ui-spinner" aria-hidden="true" /> {label}
    </p>
  );
}

interface FooterProps {
  count: number;
  noun: [string, string];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The count line and Load More, which reads All Loaded once the last page is in. */
export function ListFooter({ count, noun, hasMore, loadingMore, onLoadMore }: FooterProps) {
  return (
    <div className="ui-cluster ui-cluster--between fin-footer">
      <p className="ui-muted ui-text-sm" aria-live="polite">
        Showing {count} {count === 1 ? noun[0] : noun[1]}
        {hasMore ? ' (more available)' : ''}
      </p>
      <Button variant="secondary" size="sm" onClick={onLoadMore} disabled={!hasMore} loading={loadingMore} loadingText="Loading...">
        {hasMore ? 'Load More' : 'All Loaded'}
      </Button>
    </div>
  );
}

export function ExportButton({ kind }: { kind: 'contributions' | 'expenses' }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await downloadCsv(kind);
    } catch (error) {
      window.alert(`Error: ${messageOf(error, financeMessages.failed)}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="ghost" size="sm" onClick={run} loading={busy} loadingText="Exporting...">
      Export CSV
    </Button>
  );
}

/**
 * Returns focus to a row's Edit button after Save or Cancel, so keyboard users are not
 * dropped at the top of the page when the inputs disappear.
 */
export function useReturnFocus(editingId: string | null) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (editingId) {
      last.current = editingId;
    } else if (last.current) {
      document.getElementById(`fin-edit-${last.current}`)?.focus();
      last.current = null;
    }
  }, [editingId]);
}

export function FilterBar({ children, onApply, onClear, label }: { children: ReactNode; onApply: () => void; onClear: () => void; label: string }) {
  return (
    <form
      className="fin-filters"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      {children}
      <div className="ui-cluster ui-cluster--sm fin-filter-actions">
        <Button type="submit" size="sm">
          Apply
        </Button>
        <Button variant="secondary" size="sm" onClick={onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
