/**
 * The bank statement import on the dues screen (part 3 spec 6): choose the bank's CSV, see
 * what it would do, then mark the matching lines paid. The server plans both steps the same
 * way and pays through the ledger once per bank line; the lines it cannot pay are listed.
 */
import { useState } from 'react';
import { messageOf } from '@league/core/client';
import { Button, Card, ErrorBanner, formatRupees } from '@league/ui';
import { useStatement } from './queries';

const WHAT = { amount: 'another amount than owed', paid: 'already paid', duplicate: 'imported before', foreign: 'no dues reference' };

export function StatementImport() {
  const [csv, setCsv] = useState('');
  const preview = useStatement(false);
  const apply = useStatement(true);
  const shown = apply.data ?? preview.data;
  const error = preview.error ?? apply.error;
  return (
    <Card as="section" className="reg-card" aria-label="Bank statement">
      <h2>Bank statement</h2>
      <input
        type="file"
        accept=".csv"
        aria-label="Bank statement CSV"
        onChange={async (event) => {
          const text = (await event.target.files?.[0]?.text()) ?? '';
          apply.reset();
          setCsv(text);
          if (text) preview.mutate({ csv: text });
        }}
      />
      {error && <ErrorBanner message={messageOf(error, 'Statement not read')} />}
      {shown && (
        <>
          <p role="status">
            {apply.data ? `Marked ${apply.data.applied} paid` : `${shown.counts.match} to mark paid (${formatRupees(shown.matchedPaise)})`};{' '}
            {shown.counts.debits} debits left out.
          </p>
          {!apply.data && (
            <Button disabled={!shown.counts.match} loading={apply.isPending} onClick={() => apply.mutate({ csv, expect: shown.counts.match })}>
              Mark {shown.counts.match} paid
            </Button>
          )}
          <ul aria-label="Statement lines to decide">
            {shown.lines.map(
              (l) =>
                l.outcome !== 'match' && (
                  <li key={l.row}>
                    Row {l.row}, {formatRupees(l.amountPaise)}: {WHAT[l.outcome]}
                    {l.name && ` (${l.name})`}. {l.narration}
                  </li>
                ),
            )}
          </ul>
        </>
      )}
    </Card>
  );
}
