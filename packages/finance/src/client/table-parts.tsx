/** Two pieces of the finance table with state of their own: the CSV export button and the focus return. */
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '@league/core/client';
import { Button } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { downloadCsv } from './finance-api';
import { screenMessages } from './messages';

export function ExportButton({ kind }: { kind: 'contributions' | 'expenses' }) {
  const [busy, setBusy] = useState(false);
  const { i18n, t } = useLingui();
  async function run() {
    setBusy(true);
    const failed = i18n._(screenMessages.failed);
    try {
      await downloadCsv(kind, failed);
    } catch (error) {
      const message = messageOf(error, failed);
      window.alert(t`Error: ${message}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="ghost" size="sm" onClick={run} loading={busy} loadingText={t`Exporting...`}>
      <Trans>Export CSV</Trans>
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
