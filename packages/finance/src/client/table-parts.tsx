/** Two pieces of the finance table with state of their own: the CSV export button and the focus return. */
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '@league/core/client';
import { Button } from '@league/ui';
import { financeMessages } from '../contract';
import { downloadCsv } from './finance-api';

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
