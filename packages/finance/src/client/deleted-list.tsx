import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { Badge, Button, Notice, Section, formatRupees, timeAgo } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { DeletedRecord } from '../contract';
import { restoreDeleted } from './finance-api';
import { screenMessages } from './messages';
import { reloadAll, useDeleted } from './queries';

/**
 * "Recently deleted": every deletion keeps the record's last image in the audit trail, so a
 * mistaken delete is one click from coming back, with its original id and date.
 */
export function DeletedList() {
  const client = useQueryClient();
  const { i18n, t } = useLingui();
  const failed = i18n._(screenMessages.failed);
  const deleted = useDeleted();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function restore(record: DeletedRecord) {
    const label = record.label;
    setBusy(record.auditId);
    setStatus(null);
    try {
      await restoreDeleted(record.auditId, failed);
      setStatus({ tone: 'success', text: t`Restored ${label}.` });
      await reloadAll(client);
    } catch (error) {
      const message = messageOf(error, failed);
      setStatus({ tone: 'error', text: t`Error: ${message}` });
    } finally {
      setBusy(null);
    }
  }

  const rows = deleted.data ?? [];
  const loadError = deleted.isError ? messageOf(deleted.error, failed) : '';
  return (
    <Section id="recently-deleted" title={t`Recently deleted`}>
      <div className="ui-stack ui-stack--sm">
        {status && <Notice tone={status.tone}>{status.text}</Notice>}
        {deleted.isError ? (
          <p className="ui-muted ui-text-sm">
            <Trans>Could not load deleted records: {loadError}</Trans>
          </p>
        ) : rows.length === 0 ? (
          <p className="ui-muted ui-text-sm">
            {deleted.isPending ? (
              <Trans>Loading…</Trans>
            ) : (
              <Trans>Nothing has been deleted. Deleted contributions and expenses can be restored from here.</Trans>
            )}
          </p>
        ) : (
          <ul className="fin-deleted" aria-label={t`Deleted records`}>
            {rows.map((record) => {
              const when = timeAgo(record.deletedAt);
              const who = record.deletedBy;
              const label = record.label;
              return (
                <li key={record.auditId} className="fin-deleted__row">
                  <div className="fin-deleted__text">
                    <Badge tone={record.entity === 'expense' ? 'warn' : 'info'}>
                      {record.entity === 'expense' ? <Trans>Expense</Trans> : <Trans>Contribution</Trans>}
                    </Badge>{' '}
                    <strong>{record.label}</strong> <span className="ui-num">{formatRupees(record.amountPaise)}</span>
                    <p className="ui-muted ui-text-xs">
                      <Trans>
                        Deleted {when} by {who}
                      </Trans>
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy === record.auditId}
                    loadingText={t`Restoring...`}
                    onClick={() => void restore(record)}
                    aria-label={t`Restore ${label}`}
                  >
                    <Trans>Restore</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Section>
  );
}
