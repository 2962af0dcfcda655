/**
 * Import sign-ups: upload the sheet's CSV (or read the configured sheet), check how its
 * columns map and what each row will do, then import; every import can be undone.
 */
import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { Badge, Button, Card, ErrorBanner, Field, Modal, Notice, Select, formatDateTime, formatIndianNumber, useToast } from '@league/ui';
import { SIGNUP_FIELDS, SIGNUP_FIELD_LABELS, type ColumnMapping, type Preview, type RowAction, type SignupField } from '../contract';
import { importsQuery, useImportSignups, usePreviewImport, useUndoImport } from './queries';

const n = formatIndianNumber;
const ACTION_LABEL: Record<RowAction, string> = { add: 'New', update: 'Update', unchanged: 'No change', skip: 'Skipped' };
const ACTION_TONE = { add: 'ok', update: 'info', unchanged: 'neutral', skip: 'warn' } as const;
const SHOWN_ROWS = 50;

function MappingEditor({ preview, onChange, disabled }: { preview: Preview; onChange: (m: ColumnMapping) => void; disabled: boolean }) {
  const set = (field: SignupField, header: string) => onChange({ ...(preview.mapping as ColumnMapping), [field]: header === '' ? null : header });
  return (
    <fieldset className="reg-import__mapping">
      <legend>Columns</legend>
      {SIGNUP_FIELDS.map((field) => (
        <Field key={field} label={SIGNUP_FIELD_LABELS[field]}>
          <Select value={preview.mapping[field] ?? ''} onChange={(e) => set(field, e.target.value)} disabled={disabled}>
            <option value="">— not in this sheet —</option>
            {preview.headers.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </Select>
        </Field>
      ))}
    </fieldset>
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  const rows = preview.rows.filter((r) => r.action !== 'unchanged').slice(0, SHOWN_ROWS);
  if (!rows.length) return <p className="reg-import__none">Every row is already imported as it is: importing adds nothing.</p>;
  return (
    <div className="reg-import__table" tabIndex={0} role="region" aria-label="Rows to import">
      <table>
        <caption className="ui-visually-hidden">What each row of the sheet will do</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Will be</th>
            <th scope="col">Name</th>
            <th scope="col">Phone</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row}>
              <td className="ui-num">{r.row}</td>
              <td>
                <Badge tone={ACTION_TONE[r.action]}>{ACTION_LABEL[r.action]}</Badge>
              </td>
              <td>{r.fullName || '—'}</td>
              <td className="ui-num">{r.phone || r.emailAddress || '—'}</td>
              <td>{r.reason ?? (r.changes.length ? `Changed: ${r.changes.map((c) => SIGNUP_FIELD_LABELS[c as SignupField] ?? c).join(', ')}` : '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type ImportEntry = { id: string; createdAt: string; added: number; updated: number };

/** Undo asks first, and says what it will not take back. */
function UndoDialog({ entry, onClose }: { entry: ImportEntry; onClose: () => void }) {
  const undo = useUndoImport();
  const toast = useToast();
  const confirm = () =>
    undo.mutate(entry.id, {
      onSuccess: () => {
        toast.show('Import undone: the sign-ups are as they were before it', { tone: 'success' });
        onClose();
      },
      onError: (e) => toast.show(messageOf(e, 'Undo failed'), { tone: 'error' }),
    });
  return (
    <Modal
      open
      onClose={onClose}
      title="Undo this import?"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" onClick={confirm} loading={undo.isPending} loadingText="Undoing…">
            Undo import
          </Button>
        </>
      }
    >
      <p>
        The {n(entry.added)} sign-ups it added are removed and the {n(entry.updated)} it updated go back to how they were before{' '}
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>.
      </p>
      <p>
        What was done with them since stays: player profiles already approved from these sign-ups, their people records, and any payment recorded for them in
        Finance. Remove those on their own screens if they should go too.
      </p>
    </Modal>
  );
}

function ImportHistory() {
  const imports = useQuery(importsQuery());
  const [undoing, setUndoing] = useState<ImportEntry | null>(null);
  if (imports.isPending)
    // The words over the room one import takes (the usual case), so the panels below stay put.
    return (
      <div className="reg-import__loading">
        <ul className="reg-import__history reg-import__held" aria-hidden="true">
          <li>
            <span>Thu, 1 Jan 2026, 10:00 am: 100 new, 0 updated, 0 skipped</span>
            <span className="ui-btn ui-btn--secondary ui-btn--sm">Undo</span>
          </li>
        </ul>
        <p role="status">Loading imports…</p>
      </div>
    );
  if (imports.isError) return <ErrorBanner message={messageOf(imports.error, 'Failed to load imports')} onRetry={() => void imports.refetch()} />;
  if (!imports.data.data.length) return <p>No imports yet.</p>;
  return (
    <>
      {undoing && <UndoDialog entry={undoing} onClose={() => setUndoing(null)} />}
      <ul className="reg-import__history" aria-label="Past imports">
        {imports.data.data.slice(0, 5).map((i) => (
          <li key={i.id}>
            <span>
              <time dateTime={i.createdAt}>{formatDateTime(i.createdAt)}</time>: {n(i.added)} new, {n(i.updated)} updated, {n(i.skipped)} skipped
              {i.by ? ` by ${i.by}` : ''}
            </span>
            {i.undoneAt ? (
              <Badge>Undone</Badge>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setUndoing(i)}>
                Undo
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export function ImportPanel() {
  const titleId = useId();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<string | undefined>(undefined);
  const [fileName, setFileName] = useState<string | null>(null);
  const preview = usePreviewImport();
  const run = useImportSignups();
  const toast = useToast();
  const [mapping, setMapping] = useState<ColumnMapping | undefined>(undefined);

  const ask = (next: { csv?: string; mapping?: ColumnMapping }) => {
    setMapping(next.mapping);
    preview.mutate(next);
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setFileName(file.name);
    run.reset();
    ask({ csv: text });
  };
  const onImport = () =>
    run.mutate(
      { csv, mapping },
      {
        onSuccess: (r) => {
          toast.show(`Imported: ${n(r.counts.add)} new, ${n(r.counts.update)} updated, ${n(r.counts.skip)} skipped`, { tone: 'success' });
          preview.reset();
          setCsv(undefined);
          setFileName(null);
          if (fileRef.current) fileRef.current.value = '';
        },
      },
    );
  const data = preview.data;
  const writes = data ? data.counts.add + data.counts.update : 0;

  return (
    <Card as="section" aria-labelledby={titleId} className="reg-card reg-import">
      <h2 id={titleId} className="reg-card__title">
        Import sign-ups
      </h2>
      <p>Nothing is written until you press Import: first see how the columns map and what each row will do.</p>
      <div className="reg-import__pick">
        <Field label="Sign-up sheet (CSV)" htmlFor={fileId} hint="In Google Sheets: File, Download, Comma-separated values">
          <input id={fileId} ref={fileRef} type="file" accept=".csv,text/csv" className="ui-input" onChange={(e) => void onFile(e.target.files?.[0])} />
        </Field>
        <Button
          variant="secondary"
          onClick={() => {
            setCsv(undefined);
            setFileName(null);
            ask({});
          }}
          loading={preview.isPending && csv === undefined}
        >
          Preview the configured sheet
        </Button>
      </div>
      {preview.isError && <ErrorBanner message={messageOf(preview.error, 'Preview failed')} />}
      {run.isError && <ErrorBanner message={messageOf(run.error, 'Import failed')} />}
      {preview.isPending && <p role="status">Reading the sheet…</p>}
      {data && (
        <div className="reg-import__preview" aria-live="polite">
          <p role="status" data-testid="import-counts">
            {fileName ? `${fileName}: ` : 'Configured sheet: '}
            {n(data.counts.add)} new, {n(data.counts.update)} to update, {n(data.counts.unchanged)} unchanged, {n(data.counts.skip)} skipped
            {data.counts.blank ? `, ${n(data.counts.blank)} blank rows ignored` : ''}
          </p>
          {data.needsMapping && <Notice tone="error">No column was recognised as the phone or email. {data.needsMapping} below, then import.</Notice>}
          <MappingEditor preview={data} disabled={preview.isPending} onChange={(m) => ask({ csv, mapping: m })} />
          <PreviewTable preview={data} />
          <Button onClick={onImport} loading={run.isPending} loadingText="Importing…" disabled={writes === 0}>
            {writes === 0 ? 'Nothing to import' : `Import ${n(data.counts.add)} new and ${n(data.counts.update)} updated`}
          </Button>
        </div>
      )}
      <h3 className="reg-import__subtitle">Recent imports</h3>
      <ImportHistory />
    </Card>
  );
}
