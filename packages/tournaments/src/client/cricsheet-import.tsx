import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@league/ui/i18n';
import { messageOf } from '@league/core/client';
import { Badge, Button, Field, Select } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { CRICSHEET_MAX_BYTES, MESSAGES } from '../contract';
import { importCricsheet, useRefreshAfterImport } from './queries';
import type { Tournament } from './types';
import type { Words } from './words';

type FileState =
  | { status: 'waiting' }
  | { status: 'importing' }
  | { status: 'imported'; matchId: string }
  | { status: 'already'; matchId: string }
  | { status: 'failed'; message: string };

interface Row {
  key: string;
  name: string;
  state: FileState;
}

const labels: Record<FileState['status'], { text: Words; tone: 'neutral' | 'info' | 'ok' | 'warn' | 'error' }> = {
  waiting: { text: msg`Waiting`, tone: 'neutral' },
  importing: { text: msg`Importing…`, tone: 'info' },
  imported: { text: msg`Imported`, tone: 'ok' },
  already: { text: msg`Already imported`, tone: 'warn' },
  failed: { text: msg`Failed`, tone: 'error' },
};

async function readJson(file: File): Promise<unknown> {
  if (file.size > CRICSHEET_MAX_BYTES) throw new Error(MESSAGES.cricsheetTooLarge);
  try {
    return JSON.parse(await file.text());
  } catch {
    throw new Error(MESSAGES.cricsheet);
  }
}

/**
 * Cricsheet import (spec 4): one file or many, sent one after another so each line shows
 * its own progress and outcome; a repeat says "Already imported" and adds nothing.
 */
export function CricsheetImport({ tournaments, defaultTournamentId }: { tournaments: Tournament[]; defaultTournamentId?: string }) {
  const { i18n, t } = useLingui();
  const [tournamentId, setTournamentId] = useState(defaultTournamentId ?? tournaments[0]?.id ?? '');
  const [rows, setRows] = useState<Row[]>([]);
  const [running, setRunning] = useState(false);
  const [adults, setAdults] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const refresh = useRefreshAfterImport();
  const selected = tournaments.some((x) => x.id === tournamentId) ? tournamentId : (tournaments[0]?.id ?? '');

  const update = (key: string, state: FileState) => setRows((all) => all.map((r) => (r.key === key ? { ...r, state } : r)));

  async function run(event: FormEvent) {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (!files.length || !selected) return;
    const batch = files.map((f, i) => ({ key: `${Date.now()}-${i}`, name: f.name, state: { status: 'waiting' } as FileState }));
    setRows(batch);
    setRunning(true);
    for (const [i, file] of files.entries()) {
      const key = batch[i]!.key;
      update(key, { status: 'importing' });
      try {
        const answer = await importCricsheet(selected, await readJson(file), adults);
        update(key, answer.already ? { status: 'already', matchId: answer.matchId } : { status: 'imported', matchId: answer.matchId });
      } catch (error) {
        update(key, { status: 'failed', message: messageOf(error, t`Import failed.`) });
      }
    }
    setRunning(false);
    if (input.current) input.current.value = '';
    await refresh();
  }

  const done = rows.filter((r) => r.state.status !== 'waiting' && r.state.status !== 'importing').length;
  const count = (s: FileState['status']) => rows.filter((r) => r.state.status === s).length;
  const total = rows.length;
  const next = Math.min(done + 1, total);
  const imported = count('imported');
  const already = count('already');
  const failed = count('failed');

  return (
    <form className="ui-stack" onSubmit={run} aria-busy={running || undefined}>
      <div className="mc-form-grid">
        <Field label={t`Import into`}>
          <Select value={selected} onChange={(e) => setTournamentId(e.target.value)} disabled={running}>
            {tournaments.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Cricsheet JSON files`} htmlFor={fileId} hint={t`One match per file, up to 5 MB each. Pick one or many.`}>
          <input id={fileId} ref={input} type="file" accept=".json,application/json" multiple disabled={running} className="ui-input" />
        </Field>
      </div>
      <label className="ui-text-sm">
        <input type="checkbox" checked={adults} onChange={(e) => setAdults(e.target.checked)} disabled={running} />{' '}
        <Trans>
          Everyone named in these files is an adult (a professional or past season). Without this, their names are hidden from visitors until you confirm each
          one on the People screen, as for anyone of unknown age.
        </Trans>
      </label>
      <div className="ui-cluster">
        <Button type="submit" loading={running} loadingText={t`Importing ${next} of ${total}…`} disabled={!selected}>
          <Trans>Import files</Trans>
        </Button>
      </div>
      {rows.length > 0 && (
        <div className="ui-stack ui-stack--sm">
          <p role="status" className="ui-text-sm">
            {running ? t`Imported ${done} of ${total} files…` : t`Done: ${imported} imported, ${already} already imported, ${failed} failed.`}
          </p>
          <ul className="mc-import-list" aria-label={t`Files`}>
            {rows.map((row) => {
              const fileName = row.name;
              return (
                <li key={row.key}>
                  <span className="mc-file">{row.name}</span>
                  <span className="ui-cluster ui-cluster--sm">
                    <Badge tone={labels[row.state.status].tone}>{i18n._(labels[row.state.status].text)}</Badge>
                    {(row.state.status === 'imported' || row.state.status === 'already') && (
                      <Link to={`/matches/${row.state.matchId}`}>
                        <Trans>
                          Open match<span className="ui-visually-hidden"> from {fileName}</span>
                        </Trans>
                      </Link>
                    )}
                    {row.state.status === 'failed' && (
                      <span className="ui-text-sm" style={{ color: 'var(--color-danger-text)' }}>
                        {row.state.message}
                      </span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </form>
  );
}
