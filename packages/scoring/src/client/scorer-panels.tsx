/**
 * The scorer screen's panels (scorer-page.tsx wires them): the notices above the score, the
 * score board, and the pad of keys that record a ball.
 */
import type { InningsCard, LiveState } from '@league/cricket';
import { Button, Notice } from '@league/ui';
import { ballLabel, ballWords, type Delivery } from './ball';
import type { Sheet } from './ball-dialogs';
import type { PendingEvent } from './store';
import type { SendProblem } from './use-scorer';

export function ScorerNotices({
  problem,
  setAside,
  onTakeOver,
  onRetry,
  onDiscard,
}: {
  problem: SendProblem;
  setAside: PendingEvent[];
  onTakeOver: () => void;
  /** After a sign-in or an admin's assignment elsewhere: read the match again and send what waits. */
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const one = setAside.length === 1;
  // What the scorer can do about the problem: take the match over, or try again once signed in or assigned.
  const action =
    problem?.kind === 'held'
      ? { label: 'Take over', variant: 'danger' as const, onClick: onTakeOver }
      : problem?.kind === 'auth'
        ? { label: 'Try again', variant: 'secondary' as const, onClick: onRetry }
        : null;
  return (
    <>
      {problem && (
        <Notice tone="error">
          {problem.message}
          {action && (
            <>
              {' '}
              <Button size="sm" variant={action.variant} onClick={action.onClick}>
                {action.label}
              </Button>
            </>
          )}
        </Notice>
      )}
      {setAside.length > 0 && (
        <Notice tone="error" className="sc-set-aside">
          <p>
            <strong>Not sent: {one ? '1 entry' : `${setAside.length} entries`} from this phone.</strong> Someone else scored this match meanwhile, or the server
            refused an entry before {one ? 'it' : 'them'}, so {one ? 'it was' : 'they were'} entered on a score the server does not have and{' '}
            {one ? 'is' : 'are'} not added. Check the score below and enter again whatever is still missing.
          </p>
          <ol className="sc-set-aside__list">
            {setAside.map((p) => (
              <li key={p.id}>{entryWords(p.event)}</li>
            ))}
          </ol>
          <Button size="sm" variant="secondary" onClick={onDiscard}>
            I have seen them: discard
          </Button>
        </Notice>
      )}
    </>
  );
}

/** An entry set aside, as the scorer tapped it: "Over 3: Rook A to Wren B, 4 runs". */
function entryWords(event: Record<string, unknown>): string {
  if (event.type === 'delivery') {
    const d = event as unknown as Delivery;
    return `Over ${d.over + 1}: ${d.bowler} to ${d.batter}, ${ballWords(d)}`;
  }
  if (event.type === 'amend') return event.delivery ? 'A change to an earlier ball' : event.undo ? 'An undo' : 'A deleted ball';
  if (event.type === 'lineups') return `${String(event.team)}’s team`;
  if (event.type === 'innings-end') return 'End of innings';
  return String(event.type);
}

export function ScoreBoard({
  state,
  innings,
  team,
  ends,
  superOverDue,
}: {
  state: LiveState;
  innings: InningsCard | undefined;
  team: string;
  ends: { striker: string | null; nonStriker: string | null; bowler: string | null };
  superOverDue: boolean;
}) {
  const { striker, nonStriker, bowler } = ends;
  const inn = innings;
  const batting = state.battingTeam;
  return (
    <section className="sc-board" aria-label="Score">
      <p className="sc-score">
        <span className="sc-team">{team}</span>{' '}
        <strong>
          {state.runs}/{state.wickets}
        </strong>{' '}
        <span>({state.overs})</span>
      </p>
      {state.target && (
        <p className="sc-target">
          Target {state.target.runs}
          {state.target.method ? ` (${state.target.method})` : ''} · need {state.runsNeeded} off {state.ballsRemaining} · RRR{' '}
          {state.requiredRunRate?.toFixed(2) ?? '—'}
        </p>
      )}
      {state.currentRunRate !== null && <p className="sc-muted">Run rate {state.currentRunRate.toFixed(2)}</p>}
      {state.result && <p className="sc-result">{state.result.text}</p>}
      {superOverDue && <p className="sc-target">The tie goes to a super over, one over a side: {batting} batting.</p>}
      <ul className="sc-players" aria-label="At the crease">
        {[striker, nonStriker].map((name, i) => {
          const b = inn?.batting.find((x) => x.name === name);
          return (
            <li key={i}>
              {name ? `${name}${i === 0 ? ' *' : ''}` : i === 0 ? 'Striker?' : 'Non-striker?'} <span>{b ? `${b.runs} (${b.balls})` : ''}</span>
            </li>
          );
        })}
        <li>
          {bowler ?? 'Bowler?'}{' '}
          <span>
            {(() => {
              const b = inn?.bowling.find((x) => x.name === bowler);
              return b ? `${b.overs}-${b.maidens}-${b.runs}-${b.wickets}` : '';
            })()}
          </span>
        </li>
      </ul>
      <ol className="sc-over" aria-label={`This over: ${state.thisOver.length ? state.thisOver.map((d) => ballWords(d)).join('; ') : 'no balls yet'}`}>
        {state.thisOver.map((d) => (
          <li key={d.id} className={d.wickets?.length ? 'sc-ball sc-ball--w' : 'sc-ball'} aria-hidden="true">
            {ballLabel(d)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The extras' keys, in the pad's order. */
const PAD_EXTRAS = [
  ['wides', 'Wide'],
  ['noballs', 'No-ball'],
  ['byes', 'Bye'],
  ['legbyes', 'Leg-bye'],
] as const;

/** The keys: runs off the bat, then the sheets for extras, a wicket and a penalty. */
export function BallPad({
  ready,
  penaltyOpen,
  onRuns,
  onSheet,
}: {
  ready: boolean;
  penaltyOpen: boolean;
  onRuns: (runs: number) => void;
  onSheet: (sheet: Exclude<Sheet, null>) => void;
}) {
  return (
    <div className="sc-pad" role="group" aria-label="Record a ball">
      {[0, 1, 2, 3, 4, 5, 6].map((n) => (
        <button
          key={n}
          type="button"
          className={`sc-key sc-key--run${n === 4 || n === 6 ? ' sc-key--boundary' : ''}`}
          disabled={!ready}
          onClick={() => onRuns(n)}
          aria-label={n === 1 ? '1 run' : `${n} runs`}
        >
          {n}
        </button>
      ))}
      {PAD_EXTRAS.map(([extra, label]) => (
        <button key={extra} type="button" className="sc-key" disabled={!ready} onClick={() => onSheet({ kind: 'extra', extra })}>
          {label}
        </button>
      ))}
      <button type="button" className="sc-key sc-key--out" disabled={!ready} onClick={() => onSheet({ kind: 'wicket' })}>
        Wicket
      </button>
      <button type="button" className="sc-key sc-key--row" disabled={!penaltyOpen} onClick={() => onSheet({ kind: 'penalty' })}>
        Penalty
      </button>
    </div>
  );
}
