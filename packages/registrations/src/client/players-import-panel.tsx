/**
 * Import players straight into the roster from a CSV (name, phone, jersey number): the
 * same reading and phone folding as sign-ups, and a preview of what is added and skipped.
 */
import { useId, useRef, useState } from 'react';
import { messageOf } from '@league/core/client';
import { Badge, Button, Card, ErrorBanner, Field, formatIndianNumber, useToast } from '@league/ui';
import { useImportPlayers, usePreviewPlayers } from './queries';

const n = formatIndianNumber;

export function PlayersImportPanel() {
  const titleId = useId();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const preview = usePreviewPlayers();
  const run = useImportPlayers();
  const toast = useToast();
  const data = preview.data;

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
        toast.show(`${n(r.added)} players added, ${n(r.skipped)} skipped`, { tone: 'success' });
        preview.reset();
        setCsv(null);
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  };

  return (
    <Card as="section" aria-labelledby={titleId} className="reg-card reg-import">
      <h2 id={titleId} className="reg-card__title">
        Import players
      </h2>
      <p>
        Add a whole roster at once. Columns: a name, a phone, and a jersey number and date of birth if you have them. A player with no readable date of birth
        stays hidden from visitors until an admin confirms an adult or a guardian consents.
      </p>
      <Field label="Roster (CSV)" htmlFor={fileId}>
        <input id={fileId} ref={fileRef} type="file" accept=".csv,text/csv" className="ui-input" onChange={(e) => void onFile(e.target.files?.[0])} />
      </Field>
      {preview.isPending && <p role="status">Reading the roster…</p>}
      {preview.isError && <ErrorBanner message={messageOf(preview.error, 'Preview failed')} />}
      {run.isError && <ErrorBanner message={messageOf(run.error, 'Import failed')} />}
      {data && (
        <div aria-live="polite" className="reg-import__preview">
          <p role="status" data-testid="players-import-counts">
            {n(data.counts.add)} new, {n(data.counts.skip)} skipped{data.counts.blank ? `, ${n(data.counts.blank)} blank rows ignored` : ''}
          </p>
          {data.counts.skip > 0 && (
            <ul className="reg-import__history" aria-label="Skipped rows">
              {data.rows
                .filter((r) => r.action === 'skip')
                .slice(0, 50)
                .map((r) => (
                  <li key={r.row}>
                    <span>
                      Row {r.row}: {r.name || '(no name)'} {r.phone && <span className="ui-num">{r.phone}</span>}
                    </span>
                    <Badge tone="warn">{r.reason}</Badge>
                  </li>
                ))}
            </ul>
          )}
          <Button onClick={onImport} loading={run.isPending} loadingText="Importing…" disabled={data.counts.add === 0}>
            {data.counts.add === 0 ? 'Nothing to import' : `Add ${n(data.counts.add)} players`}
          </Button>
        </div>
      )}
    </Card>
  );
}
