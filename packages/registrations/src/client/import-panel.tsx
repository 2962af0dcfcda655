/**
 * Import sign-ups: upload the sheet's CSV (or read the configured sheet), check how its
 * columns map and what each row will do, then import; every import can be undone.
 */
import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { Badge, Button, Card, ErrorBanner, Field, Modal, Notice, Select, formatDateTime, formatIndianNumber, useToast } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { SIGNUP_FIELDS, type ColumnMapping, type Preview, type RowAction, type SignupField } from '../contract';
import { fieldLabel } from './labels';
import { importsQuery, useImportSignups, usePreviewImport, useUndoImport } from './queries';

const n = formatIndianNumber;
const ACTION_LABEL = { add: msg`New`, update: msg`Update`, unchanged: msg`No change`, skip: msg`Skipped` } satisfies Record<RowAction, unknown>;
const ACTION_TONE = { add: 'ok', update: 'info', unchanged: 'neutral', skip: 'warn' } as const;
const SHOWN_ROWS = 50;

function MappingEditor({ preview, onChange, disabled }: { preview: Preview; onChange: (m: ColumnMapping) => void; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const set = (field: SignupField, header: string) => onChange({ ...(preview.mapping as ColumnMapping), [field]: header === '' ? null : header });
  return (
    <fieldset className="reg-import__mapping">
      <legend>
        <Trans>Columns</Trans>
      </legend>
      {SIGNUP_FIELDS.map((field) => (
        <Field key={field} label={fieldLabel(i18n, field)}>
          <Select value={preview.mapping[field] ?? ''} onChange={(e) => set(field, e.target.value)} disabled={disabled}>
            <option value="">{t`— not in this sheet —`}</option>
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
  const { t, i18n } = useLingui();
  const rows = preview.rows.filter((r) => r.action !== 'unchanged').slice(0, SHOWN_ROWS);
  if (!rows.length)
    return (
      <p className="reg-import__none">
        <Trans>Every row is already imported as it is: importing adds nothing.</Trans>
      </p>
    );
  const why = (r: Preview['rows'][number]) => {
    if (r.reason) return r.reason;
    if (!r.changes.length) return '';
    const fields = r.changes.map((c) => fieldLabel(i18n, c)).join(', ');
    return t`Changed: ${fields}`;
  };
  return (
    <div className="reg-import__table" tabIndex={0} role="region" aria-label={t`Rows to import`}>
      <table>
        <caption className="ui-visually-hidden">
          <Trans>What each row of the sheet will do</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Row</Trans>
            </th>
            <th scope="col">
              <Trans>Will be</Trans>
            </th>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Phone</Trans>
            </th>
            <th scope="col">
              <Trans>Why</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row}>
              <td className="ui-num">{r.row}</td>
              <td>
                <Badge tone={ACTION_TONE[r.action]}>{i18n._(ACTION_LABEL[r.action])}</Badge>
              </td>
              <td>{r.fullName || '—'}</td>
              <td className="ui-num">{r.phone || r.emailAddress || '—'}</td>
              <td>{why(r)}</td>
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
  const { t } = useLingui();
  const undo = useUndoImport();
  const toast = useToast();
  const confirm = () =>
    undo.mutate(entry.id, {
      onSuccess: () => {
        toast.show(t`Import undone: the sign-ups are as they were before it`, { tone: 'success' });
        onClose();
      },
      onError: (e) => toast.show(messageOf(e, t`Undo failed`), { tone: 'error' }),
    });
  const added = n(entry.added);
  const updated = n(entry.updated);
  const when = formatDateTime(entry.createdAt);
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Undo this import?`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Keep it</Trans>
          </Button>
          <Button variant="danger" onClick={confirm} loading={undo.isPending} loadingText={t`Undoing…`}>
            <Trans>Undo import</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>
          The {added} sign-ups it added are removed and the {updated} it updated go back to how they were before <time dateTime={entry.createdAt}>{when}</time>.
        </Trans>
      </p>
      <p>
        <Trans>
          What was done with them since stays: player profiles already approved from these sign-ups, their people records, and any payment recorded for them in
          Finance. Remove those on their own screens if they should go too.
        </Trans>
      </p>
    </Modal>
  );
}

/** One past import: "Thu, 1 Jan 2026, 10:00 am: 100 new, 0 updated, 0 skipped by Asha". */
function ImportLine({ entry }: { entry: ImportEntry & { skipped: number; by?: string | null } }) {
  const when = formatDateTime(entry.createdAt);
  const added = n(entry.added);
  const updated = n(entry.updated);
  const skipped = n(entry.skipped);
  const by = entry.by;
  return by ? (
    <Trans>
      <time dateTime={entry.createdAt}>{when}</time>: {added} new, {updated} updated, {skipped} skipped by {by}
    </Trans>
  ) : (
    <Trans>
      <time dateTime={entry.createdAt}>{when}</time>: {added} new, {updated} updated, {skipped} skipped
    </Trans>
  );
}

function ImportHistory() {
  const { t } = useLingui();
  const imports = useQuery(importsQuery(t`Failed to load imports`));
  const [undoing, setUndoing] = useState<ImportEntry | null>(null);
  if (imports.isPending)
    // The words over the room one import takes (the usual case), so the panels below stay put.
    return (
      <div className="reg-import__loading">
        <ul className="reg-import__history reg-import__held" aria-hidden="true">
          <li>
            <span>
              <Trans>Thu, 1 Jan 2026, 10:00 am: 100 new, 0 updated, 0 skipped</Trans>
            </span>
            <span className="ui-btn ui-btn--secondary ui-btn--sm">
              <Trans>Undo</Trans>
            </span>
          </li>
        </ul>
        <p role="status">
          <Trans>Loading imports…</Trans>
        </p>
      </div>
    );
  if (imports.isError) return <ErrorBanner message={messageOf(imports.error, t`Failed to load imports`)} onRetry={() => void imports.refetch()} />;
  if (!imports.data.data.length)
    return (
      <p>
        <Trans>No imports yet.</Trans>
      </p>
    );
  return (
    <>
      {undoing && <UndoDialog entry={undoing} onClose={() => setUndoing(null)} />}
      <ul className="reg-import__history" aria-label={t`Past imports`}>
        {imports.data.data.slice(0, 5).map((i) => (
          <li key={i.id}>
            <span>
              <ImportLine entry={i} />
            </span>
            {i.undoneAt ? (
              <Badge>
                <Trans>Undone</Trans>
              </Badge>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setUndoing(i)}>
                <Trans>Undo</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export function ImportPanel() {
  const { t } = useLingui();
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
          const added = n(r.counts.add);
          const updated = n(r.counts.update);
          const skipped = n(r.counts.skip);
          toast.show(t`Imported: ${added} new, ${updated} updated, ${skipped} skipped`, { tone: 'success' });
          preview.reset();
          setCsv(undefined);
          setFileName(null);
          if (fileRef.current) fileRef.current.value = '';
        },
      },
    );
  const data = preview.data;
  const writes = data ? data.counts.add + data.counts.update : 0;
  const needs = data?.needsMapping;
  const add = n(data?.counts.add ?? 0);
  const update = n(data?.counts.update ?? 0);
  let line = '';
  if (data) {
    const unchanged = n(data.counts.unchanged);
    const skipped = n(data.counts.skip);
    const blank = n(data.counts.blank);
    const counts = t`${add} new, ${update} to update, ${unchanged} unchanged, ${skipped} skipped`;
    const all = data.counts.blank ? t`${counts}, ${blank} blank rows ignored` : counts;
    line = fileName ? `${fileName}: ${all}` : t`Configured sheet: ${all}`;
  }

  return (
    <Card as="section" aria-labelledby={titleId} className="reg-card reg-import">
      <h2 id={titleId} className="reg-card__title">
        <Trans>Import sign-ups</Trans>
      </h2>
      <p>
        <Trans>Nothing is written until you press Import: first see how the columns map and what each row will do.</Trans>
      </p>
      <div className="reg-import__pick">
        <Field label={t`Sign-up sheet (CSV)`} htmlFor={fileId} hint={t`In Google Sheets: File, Download, Comma-separated values`}>
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
          <Trans>Preview the configured sheet</Trans>
        </Button>
      </div>
      {preview.isError && <ErrorBanner message={messageOf(preview.error, t`Preview failed`)} />}
      {run.isError && <ErrorBanner message={messageOf(run.error, t`Import failed`)} />}
      {preview.isPending && (
        <p role="status">
          <Trans>Reading the sheet…</Trans>
        </p>
      )}
      {data && (
        <div className="reg-import__preview" aria-live="polite">
          <p role="status" data-testid="import-counts">
            {line}
          </p>
          {needs && (
            <Notice tone="error">
              <Trans>No column was recognised as the phone or email. {needs} below, then import.</Trans>
            </Notice>
          )}
          <MappingEditor preview={data} disabled={preview.isPending} onChange={(m) => ask({ csv, mapping: m })} />
          <PreviewTable preview={data} />
          <Button onClick={onImport} loading={run.isPending} loadingText={t`Importing…`} disabled={writes === 0}>
            {writes === 0 ? t`Nothing to import` : t`Import ${add} new and ${update} updated`}
          </Button>
        </div>
      )}
      <h3 className="reg-import__subtitle">
        <Trans>Recent imports</Trans>
      </h3>
      <ImportHistory />
    </Card>
  );
}
