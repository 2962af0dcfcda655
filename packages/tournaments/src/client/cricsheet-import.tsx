import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '@league/core/client';
import { Badge, Button, Field, Select } from '@league/ui';
import { CRICSHEET_MAX_BYTES, MESSAGES } from '../contract';
import { importCricsheet, useRefreshAfterImport } from './queries';
import type { Tournament } from './types';

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

const labels: Record<FileState['status'], { text: string; tone: 'neutral' | 'info' | 'ok' | 'warn' | 'error' }> = {
  waiting: { text: 'Waiting', tone: 'neutral' },
  importing: { text: 'Importing…', tone: 'info' },
  imported: { text: 'Imported', tone: 'ok' },
  already: { text: 'Already imported', tone: 'warn' },
  failed: { text: 'Failed', tone: 'error' },
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
  const [tournamentId, setTournamentId] = useState(defaultTournamentId ?? tournaments[0]?.id ?? '');
  const [rows, setRows] = useState<Row[]>([]);
  const [running, setRunning] = useState(false);
  const [adults, setAdults] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const refresh = useRefreshAfterImport();
  const selected = tournaments.some((t) => t.id === tournamentId) ? tournamentId : (tournaments[0]?.id ?? '');

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
        update(key, { status: 'failed', message: messageOf(error, 'Import failed.') });
      }
    }
    setRunning(false);
    if (input.current) input.current.value = '';
    await refresh();
  }

  const done = rows.filter((r) => r.state.status !== 'waiting' && r.state.status !== 'importing').length;
  const count = (s: FileState['status']) => rows.filter((r) => r.state.status === s).length;

  return (
    <form className="ui-stack" onSubmit={run} aria-busy={running || undefined}>
      <div className="mc-form-grid">
        <Field label="Import into">
          <Select value={selected} onChange={(e) => setTournamentId(e.target.value)} disabled={running}>
            {tournaments.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Cricsheet JSON files" htmlFor={fileId} hint="One match per file, up to 5 MB each. Pick one or many.">
          <input id={fileId} ref={input} type="file" accept=".json,application/json" multiple disabled={running} className="ui-input" />
        </Field>
      </div>
      <label className="ui-text-sm">
        <input type="checkbox" checked={adults} onChange={(e) => setAdults(e.target.checked)} disabled={running} /> Everyone named in these files is an adult (a
        professional or past season). Without this, their names are hidden from visitors until you confirm each one on the People screen, as for anyone of
        unknown age.
      </label>
      <div className="ui-cluster">
        <Button type="submit" loading={running} loadingText={`Importing ${Math.min(done + 1, rows.length)} of ${rows.length}…`} disabled={!selected}>
          Import files
        </Button>
      </div>
      {rows.length > 0 && (
        <div className="ui-stack ui-stack--sm">
          <p role="status" className="ui-text-sm">
            {running
              ? `Imported ${done} of ${rows.length} files…`
              : `Done: ${count('imported')} imported, ${count('already')} already imported, ${count('failed')} failed.`}
          </p>
          <ul className="mc-import-list" aria-label="Files">
            {rows.map((row) => (
              <li key={row.key}>
                <span className="mc-file">{row.name}</span>
                <span className="ui-cluster ui-cluster--sm">
                  <Badge tone={labels[row.state.status].tone}>{labels[row.state.status].text}</Badge>
                  {(row.state.status === 'imported' || row.state.status === 'already') && (
                    <Link to={`/matches/${row.state.matchId}`}>
                      Open match<span className="ui-visually-hidden"> from {row.name}</span>
                    </Link>
                  )}
                  {row.state.status === 'failed' && (
                    <span className="ui-text-sm" style={{ color: 'var(--color-danger-text)' }}>
                      {row.state.message}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
