/**
 * Import players straight into the roster from a CSV (name, phone, jersey number): the
 * same reading and phone folding as sign-ups, and a preview of what is added and skipped.
 */
import { useId, useRef, useState } from 'react';
import { messageOf } from '@league/core/client';
import { Badge, Button, Card, ErrorBanner, Field, formatIndianNumber, useToast } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { useImportPlayers, usePreviewPlayers } from './queries';

const n = formatIndianNumber;

/** "Row 4: Asha Rao", or "Row 4: (no name)". */
function SkippedRow({ row, name }: { row: number; name: string }) {
  const { t } = useLingui();
  const who = name || t`(no name)`;
  return (
    <Trans>
      Row {row}: {who}
    </Trans>
  );
}

export function PlayersImportPanel() {
  const { t } = useLingui();
  const titleId = useId();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const preview = usePreviewPlayers();
  const run = useImportPlayers();
  const toast = useToast();
  const data = preview.data;
  const add = n(data?.counts.add ?? 0);
  let counts = '';
  if (data) {
    const skipped = n(data.counts.skip);
    const blank = n(data.counts.blank);
    counts = data.counts.blank ? t`${add} new, ${skipped} skipped, ${blank} blank rows ignored` : t`${add} new, ${skipped} skipped`;
  }

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    run.reset();
    preview.mutate(text);
  };
  const onImport = () => {
    if (!csv) return;
    run.mutate(csv, {
      onSuccess: (r) => {
        const added = n(r.added);
        const skipped = n(r.skipped);
        toast.show(t`${added} players added, ${skipped} skipped`, { tone: 'success' });
        preview.reset();
        setCsv(null);
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  };

  return (
    <Card as="section" aria-labelledby={titleId} className="reg-card reg-import">
      <h2 id={titleId} className="reg-card__title">
        <Trans>Import players</Trans>
      </h2>
      <p>
        <Trans>
          Add a whole roster at once. Columns: a name, a phone, and a jersey number and date of birth if you have them. A player with no readable date of birth
          stays hidden from visitors until an admin confirms an adult or a guardian consents.
        </Trans>
      </p>
      <Field label={t`Roster (CSV)`} htmlFor={fileId}>
        <input id={fileId} ref={fileRef} type="file" accept=".csv,text/csv" className="ui-input" onChange={(e) => void onFile(e.target.files?.[0])} />
      </Field>
      {preview.isPending && (
        <p role="status">
          <Trans>Reading the roster…</Trans>
        </p>
      )}
      {preview.isError && <ErrorBanner message={messageOf(preview.error, t`Preview failed`)} />}
      {run.isError && <ErrorBanner message={messageOf(run.error, t`Import failed`)} />}
      {data && (
        <div aria-live="polite" className="reg-import__preview">
          <p role="status" data-testid="players-import-counts">
            {counts}
          </p>
          {data.counts.skip > 0 && (
            <ul className="reg-import__history" aria-label={t`Skipped rows`}>
              {data.rows
                .filter((r) => r.action === 'skip')
                .slice(0, 50)
                .map((r) => (
                  <li key={r.row}>
                    <span>
                      <SkippedRow row={r.row} name={r.name} /> {r.phone && <span className="ui-num">{r.phone}</span>}
                    </span>
                    <Badge tone="warn">{r.reason}</Badge>
                  </li>
                ))}
            </ul>
          )}
          <Button onClick={onImport} loading={run.isPending} loadingText={t`Importing…`} disabled={data.counts.add === 0}>
            {data.counts.add === 0 ? t`Nothing to import` : t`Add ${add} players`}
          </Button>
        </div>
      )}
    </Card>
  );
}
