import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { Badge, Button, Notice, Section, formatRupees, timeAgo } from '@league/ui';
import { financeMessages, type DeletedRecord } from '../contract';
import { restoreDeleted } from './finance-api';
import { reloadAll, useDeleted } from './queries';

/**
 * "Recently deleted": every deletion keeps the record's last image in the audit trail, so a
 * mistaken delete is one click from coming back, with its original id and date.
 */
export function DeletedList() {
  const client = useQueryClient();
  const deleted = useDeleted();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function restore(record: DeletedRecord) {
    setBusy(record.auditId);
    setStatus(null);
    try {
      await restoreDeleted(record.auditId);
      setStatus({ tone: 'success', text: `Restored ${record.label}.` });
      await reloadAll(client);
    } catch (error) {
      setStatus({ tone: 'error', text: `Error: ${messageOf(error, financeMessages.failed)}` });
    } finally {
      setBusy(null);
    }
  }

  const rows = deleted.data ?? [];
  return (
    <Section id="recently-deleted" title="Recently deleted">
      <div className="ui-stack ui-stack--sm">
        {status && <Notice tone={status.tone}>{status.text}</Notice>}
        {deleted.isError ? (
          <p className="ui-muted ui-text-sm">Could not load deleted records: {messageOf(deleted.error, financeMessages.failed)}</p>
        ) : rows.length === 0 ? (
          <p className="ui-muted ui-text-sm">
            {deleted.isPending ? 'Loading…' : 'Nothing has been deleted. Deleted contributions and expenses can be restored from here.'}
          </p>
        ) : (
          <ul className="fin-deleted" aria-label="Deleted records">
            {rows.map((record) => (
              <li key={record.auditId} className="fin-deleted__row">
                <div className="fin-deleted__text">
                  <Badge tone={record.entity === 'expense' ? 'warn' : 'info'}>{record.entity === 'expense' ? 'Expense' : 'Contribution'}</Badge>{' '}
                  <strong>{record.label}</strong> <span className="ui-num">{formatRupees(record.amountPaise)}</span>
                  <p className="ui-muted ui-text-xs">
                    Deleted {timeAgo(record.deletedAt)} by {record.deletedBy}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy === record.auditId}
                  loadingText="Restoring..."
                  onClick={() => void restore(record)}
                  aria-label={`Restore ${record.label}`}
                >
                  Restore
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
