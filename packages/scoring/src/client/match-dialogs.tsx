/** The scorer's less common calls: change bowler, edit an earlier ball, end innings, revised target, result. */
import { useState } from 'react';
import { Button, Field, Modal, Select, TextInput } from '@league/ui';
import { isLegal } from '@league/cricket';
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

/** Ball numbers as scorers say them (over.ball, from 0.1): a wide or no-ball takes the number of the ball still to come. */
export function ballNumbers(balls: readonly Delivery[]): string[] {
  const legalIn = new Map<number, number>();
  return balls.map((b) => {
    const before = legalIn.get(b.over) ?? 0;
    if (isLegal(b)) legalIn.set(b.over, before + 1);
    return `${b.over}.${before + 1}`;
  });
}

export function EditBallSheet({
  balls,
  onEdit,
  onDelete,
  onClose,
}: {
  balls: Delivery[];
  onEdit: (ball: Delivery) => void;
  onDelete: (ball: Delivery, number: string) => void;
  onClose: () => void;
}) {
  const numbers = ballNumbers(balls);
  const latestFirst = balls.map((b, i) => ({ b, number: numbers[i]! })).reverse();
  return (
    <Modal open onClose={onClose} title="Edit a ball" size="md">
      {balls.length === 0 ? (
        <p className="sc-muted">No balls bowled in this innings yet.</p>
      ) : (
        <ol className="sc-edit-list" reversed>
          {latestFirst.map(({ b, number }) => (
            <li key={b.id}>
              <span>
                <strong className="sc-ball-number">{number}</strong> {b.bowler} to {b.batter}: {ballWords(b)}
              </span>
              <span className="sc-row">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onEdit(b)}
                  aria-label={`Change ball ${number}, ${b.bowler} to ${b.batter}, ${ballWords(b)}`}
                >
                  Change
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onDelete(b, number)}
                  aria-label={`Delete ball ${number}, ${b.bowler} to ${b.batter}, ${ballWords(b)}`}
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
  /** What ending the current innings would mean ("X's innings ends at 45/3 (7.2 overs)."), or null before its first ball. */
  ending: string | null;
  /** The innings' overs bowled and allotted, and what an interruption leaving it `overs` would make the target. */
  rain: {
    bowled: string;
    quota: number;
    rule: string | null;
    /** No ball bowled in the match yet: rain before play shortens it for both sides, with no target to revise. */
    beforeStart: boolean;
    preview: (overs: number) => { runs: number; overs: number; working?: string[] } | null;
  };
  /**
   * The batting side, who may leave between balls (those at the crease first), the legal balls
   * of a short over in progress, and between overs the ball the last over would go on to.
   */
  crease: { team: string | null; batters: string[]; over: number; shortOver: number | null; longOver: number | null };
  onRecord: (event: Record<string, unknown>) => void;
  onClose: () => void;
  /** Open at the interruption (a delayed start, before the toss or the teams). */
  rainFirst?: boolean;
};

const LEAVING = ['retired hurt', 'retired not out', 'retired out', 'timed out'];

export function MoreSheet({ teams, innings, ending, rain, crease, onRecord, onClose, rainFirst }: MoreProps) {
  const [view, setView] = useState<'menu' | 'end' | 'result' | 'rain' | 'retire'>(rainFirst ? 'rain' : 'menu');
  const [who, setWho] = useState(crease.batters[0] ?? '');
  const [leaving, setLeaving] = useState(LEAVING[0]!);
  const [reason, setReason] = useState('all-out');
  const [overs, setOvers] = useState('');
  const [result, setResult] = useState('abandoned');
  const [winner, setWinner] = useState(teams[0]);
  const [method, setMethod] = useState('');
  if (view === 'end' && !ending)
    return (
      <Modal open onClose={onClose} title="End innings" size="sm">
        <p>
          Innings {innings + 1} has not started: there is nothing to end. An innings ends by itself when the side is all out or the overs or the target are
          reached.
        </p>
      </Modal>
    );
  if (view === 'end')
    return (
      <Modal
        open
        onClose={onClose}
        title="End innings"
        size="sm"
        footer={
          <Button size="lg" block variant="danger" onClick={() => onRecord({ type: 'innings-end', innings, reason })}>
            Yes, end innings {innings + 1}
          </Button>
        }
      >
        <p>{ending} Undo brings it back.</p>
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
  if (view === 'retire')
    return (
      <Modal
        open
        onClose={onClose}
        title="A batter leaves between balls"
        size="sm"
        footer={
          <Button size="lg" block disabled={!who} onClick={() => onRecord({ type: 'between-balls', innings, team: crease.team, player: who, kind: leaving })}>
            Record
          </Button>
        }
      >
        <Field label="Batter">
          <Select value={who} onChange={(e) => setWho(e.target.value)}>
            {crease.batters.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </Select>
        </Field>
        <Field label="How" hint="Retired hurt or not out may bat again; retired out and timed out are wickets">
          <Select value={leaving} onChange={(e) => setLeaving(e.target.value)}>
            {LEAVING.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </Select>
        </Field>
      </Modal>
    );
  if (view === 'rain') {
    const o = Number(overs);
    // Before the first ball there is no score to revise: only the overs each side will have
    // (whole overs, at least one; no overs at all is a result, not a shorter match).
    const ok = rain.beforeStart
      ? /^\d+$/.test(overs.trim()) && o >= 1 && o <= rain.quota
      : overs.trim() !== '' && Number.isFinite(o) && o >= 0 && o <= rain.quota && o * 10 === Math.round(o * 10);
    const preview = ok && !rain.beforeStart ? rain.preview(o) : null;
    return (
      <Modal
        open
        onClose={onClose}
        title="Interruption (rain, light)"
        size="sm"
        footer={
          <Button size="lg" block disabled={!ok} onClick={() => onRecord({ type: 'interruption', innings, overs: o })}>
            Record interruption
          </Button>
        }
      >
        {rain.beforeStart ? (
          <>
            <p>
              No ball has been bowled: the match is shortened for both sides.{' '}
              {rain.rule
                ? 'The rain rule does not apply; the chase’s target will be the first innings’ score + 1.'
                : 'The chase’s target will be the first innings’ score + 1.'}
            </p>
            <Field label="Overs per side" hint={`The match is ${rain.quota} overs a side now`}>
              <TextInput inputMode="numeric" value={overs} onChange={(e) => setOvers(e.target.value)} />
            </Field>
            {ok && (
              <p className="sc-muted" aria-live="polite">
                {o} overs a side.
              </p>
            )}
          </>
        ) : (
          <>
            <p>
              Innings {innings + 1} has had {rain.bowled} of {rain.quota} overs.{' '}
              {rain.rule ? `The tournament's rain rule is ${rain.rule}.` : 'This tournament has no rain rule: the target stays.'}
            </p>
            <Field label="Overs this innings has now, in all" hint={`Play ends here: ${rain.bowled}`}>
              <TextInput inputMode="decimal" value={overs} onChange={(e) => setOvers(e.target.value)} />
            </Field>
            {preview && (
              <div aria-live="polite">
                <p className="sc-target">
                  Target {preview.runs} off {preview.overs} overs
                </p>
                <ol className="sc-working" aria-label="How the target was worked out">
                  {preview.working?.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ol>
              </div>
            )}
            {ok && !preview && innings === 0 && <p className="sc-muted">Both innings are now {o} overs; the target is worked out when this innings ends.</p>}
          </>
        )}
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
        <button type="button" className="sc-key sc-key--wide" onClick={() => setView('rain')}>
          Interruption (rain, light)
        </button>
        {crease.team && (
          <button type="button" className="sc-key sc-key--wide" onClick={() => setView('retire')}>
            A batter leaves between balls
          </button>
        )}
        {crease.shortOver !== null && (
          <button type="button" className="sc-key sc-key--wide" onClick={() => onRecord({ type: 'over-miscounted', innings, over: crease.over })}>
            The umpire ended this over after {crease.shortOver} balls
          </button>
        )}
        {crease.team && crease.longOver !== null && (
          <button
            type="button"
            className="sc-key sc-key--wide"
            onClick={() => onRecord({ type: 'over-miscounted', innings, over: crease.over - 1, balls: crease.longOver })}
          >
            The umpire gives over {crease.over} a {crease.longOver}th ball
          </button>
        )}
        <button type="button" className="sc-key sc-key--wide" onClick={() => setView('result')}>
          Result (abandoned, awarded…)
        </button>
      </div>
    </Modal>
  );
}
