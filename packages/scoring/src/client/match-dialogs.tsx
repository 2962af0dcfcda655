/** The scorer's less common calls: change bowler, edit an earlier ball, end innings, revised target, result. */
import { useState } from 'react';
import { Button, Field, Modal, Select, TextInput } from '@league/ui';
import { ballWords, type Delivery } from './ball';
import { SomeoneElse, type SomeoneElseWiring } from './someone-else';

export function PlayerSheet({
  title,
  label,
  players,
  exclude,
  someoneElse,
  onPick,
  onClose,
}: {
  title: string;
  label: string;
  players: string[];
  exclude: string[];
  someoneElse: SomeoneElseWiring;
  onPick: (name: string) => void;
  onClose: () => void;
}) {
  const choices = players.filter((p) => !exclude.includes(p));
  return (
    <Modal open onClose={onClose} title={title} size="sm">
      <p className="sc-muted">{label}</p>
      <div className="sc-sheet-list">
        {choices.map((p) => (
          <button key={p} type="button" className="sc-key sc-key--wide" onClick={() => onPick(p)}>
            {p}
          </button>
        ))}
      </div>
      <SomeoneElse
        label="Someone else (name)"
        button="Use"
        {...someoneElse}
        onName={onPick}
        // The search finds anyone: one the list leaves out (out already, bowled the last over) stays out.
        refuse={(name) => (exclude.includes(name) ? `${name} cannot be chosen here` : null)}
      />
    </Modal>
  );
}

export function EditBallSheet({
  balls,
  onEdit,
  onDelete,
  onClose,
}: {
  balls: Delivery[];
  onEdit: (ball: Delivery) => void;
  onDelete: (ball: Delivery) => void;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} title="Edit a ball" size="md">
      {balls.length === 0 ? (
        <p className="sc-muted">No balls bowled in this innings yet.</p>
      ) : (
        <ol className="sc-edit-list" reversed>
          {[...balls].reverse().map((b) => (
            <li key={b.id}>
              <span>
                <strong>Over {b.over + 1}</strong> {b.bowler} to {b.batter}: {ballWords(b)}
              </span>
              <span className="sc-row">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onEdit(b)}
                  aria-label={`Change over ${b.over + 1}, ${b.bowler} to ${b.batter}, ${ballWords(b)}`}
                >
                  Change
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onDelete(b)}
                  aria-label={`Delete over ${b.over + 1}, ${b.bowler} to ${b.batter}, ${ballWords(b)}`}
                >
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}

type MoreProps = {
  teams: [string, string];
  innings: number;
  onRecord: (event: Record<string, unknown>) => void;
  onClose: () => void;
};

export function MoreSheet({ teams, innings, onRecord, onClose }: MoreProps) {
  const [view, setView] = useState<'menu' | 'end' | 'target' | 'result'>('menu');
  const [reason, setReason] = useState('all-out');
  const [runs, setRuns] = useState('');
  const [overs, setOvers] = useState('');
  const [result, setResult] = useState('abandoned');
  const [winner, setWinner] = useState(teams[0]);
  const [method, setMethod] = useState('');
  if (view === 'end')
    return (
      <Modal
        open
        onClose={onClose}
        title="End innings"
        size="sm"
        footer={
          <Button size="lg" block variant="danger" onClick={() => onRecord({ type: 'innings-end', innings, reason })}>
            End innings {innings + 1}
          </Button>
        }
      >
        <Field label="Why">
          <Select value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="all-out">All out</option>
            <option value="overs">Overs done</option>
            <option value="target">Target reached</option>
            <option value="declared">Declared</option>
            <option value="other">Other (rain, light)</option>
          </Select>
        </Field>
      </Modal>
    );
  if (view === 'target') {
    const r = Number(runs);
    const o = Number(overs);
    const ok = Number.isInteger(r) && r > 0 && o > 0;
    return (
      <Modal
        open
        onClose={onClose}
        title="Revised target (D/L)"
        size="sm"
        footer={
          <Button size="lg" block disabled={!ok} onClick={() => onRecord({ type: 'target', innings: Math.max(1, innings), runs: r, overs: o })}>
            Set target
          </Button>
        }
      >
        <Field label="Target runs">
          <TextInput inputMode="numeric" value={runs} onChange={(e) => setRuns(e.target.value)} />
        </Field>
        <Field label="In overs" hint="For example 12 or 12.3">
          <TextInput inputMode="decimal" value={overs} onChange={(e) => setOvers(e.target.value)} />
        </Field>
      </Modal>
    );
  }
  if (view === 'result') {
    const needsWinner = result === 'awarded' || result === 'win';
    return (
      <Modal
        open
        onClose={onClose}
        title="Result"
        size="sm"
        footer={
          <Button
            size="lg"
            block
            onClick={() => onRecord({ type: 'result', result, ...(needsWinner ? { winner } : {}), ...(method.trim() ? { method: method.trim() } : {}) })}
          >
            Record result
          </Button>
        }
      >
        <Field label="Result">
          <Select value={result} onChange={(e) => setResult(e.target.value)}>
            <option value="abandoned">Abandoned</option>
            <option value="no-result">No result</option>
            <option value="awarded">Awarded (walkover)</option>
            <option value="win">Won (D/L or super over)</option>
            <option value="tie">Tie</option>
          </Select>
        </Field>
        {needsWinner && (
          <Field label="Winner">
            <Select value={winner} onChange={(e) => setWinner(e.target.value)}>
              {teams.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </Select>
          </Field>
        )}
        <Field label="Method (optional)" hint="D/L, Awarded, Walkover">
          <TextInput value={method} onChange={(e) => setMethod(e.target.value)} />
        </Field>
      </Modal>
    );
  }
  return (
    <Modal open onClose={onClose} title="More" size="sm">
      <div className="sc-sheet-list">
        <button type="button" className="sc-key sc-key--wide" onClick={() => setView('end')}>
          End innings
        </button>
        <button type="button" className="sc-key sc-key--wide" onClick={() => setView('target')}>
          Revised target (D/L)
        </button>
        <button type="button" className="sc-key sc-key--wide" onClick={() => setView('result')}>
          Result (abandoned, awarded…)
        </button>
      </div>
    </Modal>
  );
}
