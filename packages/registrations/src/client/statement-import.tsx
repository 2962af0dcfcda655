/**
 * The bank statement import on the dues screen (part 3 spec 6): choose the bank's CSV, see
 * what it would do, then mark the matching lines paid. The server plans both steps the same
 * way and pays through the ledger once per bank line; the lines it cannot pay are listed.
 */
import { useState } from 'react';
import { messageOf } from '@league/core/client';
import { Button, Card, ErrorBanner, formatRupees } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { useStatement } from './queries';

const WHAT = { amount: msg`another amount than owed`, paid: msg`already paid`, duplicate: msg`imported before`, foreign: msg`no dues reference` };

/** "1 to mark paid (₹200); 2 debits left out.", or once applied "Marked 1 paid; 2 debits left out." */
function StatementSummary({ applied, match, matchedPaise, debits }: { applied: number | undefined; match: number; matchedPaise: number; debits: number }) {
  const amount = formatRupees(matchedPaise);
  return applied === undefined ? (
    <Trans>
      {match} to mark paid ({amount}); {debits} debits left out.
    </Trans>
  ) : (
    <Trans>
      Marked {applied} paid; {debits} debits left out.
    </Trans>
  );
}

export function StatementImport() {
  const { t, i18n } = useLingui();
  const [csv, setCsv] = useState('');
  const preview = useStatement(false);
  const apply = useStatement(true);
  const shown = apply.data ?? preview.data;
  const error = preview.error ?? apply.error;
  const match = shown?.counts.match ?? 0;
  return (
    <Card as="section" className="reg-card" aria-label={t`Bank statement`}>
      <h2>
        <Trans>Bank statement</Trans>
      </h2>
      <input
        type="file"
        accept=".csv"
        aria-label={t`Bank statement CSV`}
        onChange={async (event) => {
          const text = (await event.target.files?.[0]?.text()) ?? '';
          apply.reset();
          setCsv(text);
          if (text) preview.mutate({ csv: text });
        }}
      />
      {error && <ErrorBanner message={messageOf(error, t`Statement not read`)} />}
      {shown && (
        <>
          <p role="status">
            <StatementSummary applied={apply.data?.applied} match={shown.counts.match} matchedPaise={shown.matchedPaise} debits={shown.counts.debits} />
          </p>
          {!apply.data && (
            <Button disabled={!shown.counts.match} loading={apply.isPending} onClick={() => apply.mutate({ csv, expect: shown.counts.match })}>
              <Trans>Mark {match} paid</Trans>
            </Button>
          )}
          <ul aria-label={t`Statement lines to decide`}>
            {shown.lines.map((l) => {
              if (l.outcome === 'match') return null;
              const row = l.row;
              const amount = formatRupees(l.amountPaise);
              const what = i18n._(WHAT[l.outcome]);
              const name = l.name;
              return (
                <li key={l.row}>
                  {name ? (
                    <Trans>
                      Row {row}, {amount}: {what} ({name}).
                    </Trans>
                  ) : (
                    <Trans>
                      Row {row}, {amount}: {what}.
                    </Trans>
                  )}{' '}
                  {l.narration}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}
