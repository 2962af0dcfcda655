/**
 * The scorer screen's panels (scorer-page.tsx wires them): the notices above the score, the
 * score board, and the pad of keys that record a ball.
 */
import type { InningsCard, LiveState } from '@league/cricket';
import { Button, Notice } from '@league/ui';
import { msg, plural } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { ballLabel, ballWords, type Delivery, type I18n } from './ball';
import type { Sheet } from './ball-dialogs';
import type { PendingEvent } from './store';
import type { SendProblem } from './use-scorer';
import { say } from '@league/ui/i18n';

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
  const { t, i18n } = useLingui();
  const one = setAside.length === 1;
  const count = setAside.length;
  // What the scorer can do about the problem: take the match over, or try again once signed in or assigned.
  const action =
    problem?.kind === 'held'
      ? { label: t`Take over`, variant: 'danger' as const, onClick: onTakeOver }
      : problem?.kind === 'auth'
        ? { label: t`Try again`, variant: 'secondary' as const, onClick: onRetry }
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
            {one ? (
              <Trans>
                <strong>Not sent: 1 entry from this phone.</strong> Someone else scored this match meanwhile, or the server refused an entry before it, so it
                was entered on a score the server does not have and is not added. Check the score below and enter again whatever is still missing.
              </Trans>
            ) : (
              <Trans>
                <strong>Not sent: {count} entries from this phone.</strong> Someone else scored this match meanwhile, or the server refused an entry before
                them, so they were entered on a score the server does not have and are not added. Check the score below and enter again whatever is still
                missing.
              </Trans>
            )}
          </p>
          <ol className="sc-set-aside__list">
            {setAside.map((p) => (
              <li key={p.id}>{entryWords(i18n, p.event)}</li>
            ))}
          </ol>
          <Button size="sm" variant="secondary" onClick={onDiscard}>
            <Trans>I have seen them: discard</Trans>
          </Button>
        </Notice>
      )}
    </>
  );
}

/** An entry set aside, as the scorer tapped it: "Over 3: Rook A to Wren B, 4 runs". */
function entryWords(i18n: I18n, event: Record<string, unknown>): string {
  if (event.type === 'delivery') {
    const d = event as unknown as Delivery;
    const over = d.over + 1;
    const { bowler, batter } = d;
    const words = ballWords(i18n, d);
    return i18n._(msg`Over ${over}: ${bowler} to ${batter}, ${words}`);
  }
  if (event.type === 'amend')
    return event.delivery ? i18n._(msg`A change to an earlier ball`) : event.undo ? i18n._(msg`An undo`) : i18n._(msg`A deleted ball`);
  const team = String(event.team);
  if (event.type === 'lineups') return i18n._(msg`${team}’s team`);
  if (event.type === 'innings-end') return i18n._(msg`End of innings`);
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
  const { t, i18n } = useLingui();
  const { striker, nonStriker, bowler } = ends;
  const inn = innings;
  const batting = state.battingTeam;
  const targetRuns = state.target?.runs;
  const method = state.target?.method ? ` (${state.target.method})` : '';
  const { runsNeeded, ballsRemaining } = state;
  const requiredRate = state.requiredRunRate?.toFixed(2) ?? '—';
  const runRate = state.currentRunRate?.toFixed(2);
  const thisOver = state.thisOver.map((d) => ballWords(i18n, d)).join('; ');
  return (
    <section className="sc-board" aria-label={t`Score`}>
      <p className="sc-score">
        <span className="sc-team">{team}</span>{' '}
        <strong>
          {state.runs}/{state.wickets}
        </strong>{' '}
        <span>({state.overs})</span>
      </p>
      {state.target && (
        <p className="sc-target">
          <Trans>
            Target {targetRuns}
            {method} · need {runsNeeded} off {ballsRemaining} · RRR {requiredRate}
          </Trans>
        </p>
      )}
      {state.currentRunRate !== null && (
        <p className="sc-muted">
          <Trans>Run rate {runRate}</Trans>
        </p>
      )}
      {state.result && <p className="sc-result">{say(i18n, state.result.text)}</p>}
      {superOverDue && (
        <p className="sc-target">
          <Trans>The tie goes to a super over, one over a side: {batting} batting.</Trans>
        </p>
      )}
      <ul className="sc-players" aria-label={t`At the crease`}>
        {[striker, nonStriker].map((name, i) => {
          const b = inn?.batting.find((x) => x.name === name);
          return (
            <li key={i}>
              {name ? `${name}${i === 0 ? ' *' : ''}` : i === 0 ? t`Striker?` : t`Non-striker?`} <span>{b ? `${b.runs} (${b.balls})` : ''}</span>
            </li>
          );
        })}
        <li>
          {bowler ?? t`Bowler?`}{' '}
          <span>
            {(() => {
              const b = inn?.bowling.find((x) => x.name === bowler);
              return b ? `${b.overs}-${b.maidens}-${b.runs}-${b.wickets}` : '';
            })()}
          </span>
        </li>
      </ul>
      <ol className="sc-over" aria-label={state.thisOver.length ? t`This over: ${thisOver}` : t`This over: no balls yet`}>
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
  ['wides', msg`Wide`],
  ['noballs', msg`No-ball`],
  ['byes', msg`Bye`],
  ['legbyes', msg`Leg-bye`],
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
  const { t, i18n } = useLingui();
  return (
    <div className="sc-pad" role="group" aria-label={t`Record a ball`}>
      {[0, 1, 2, 3, 4, 5, 6].map((n) => (
        <button
          key={n}
          type="button"
          className={`sc-key sc-key--run${n === 4 || n === 6 ? ' sc-key--boundary' : ''}`}
          disabled={!ready}
          onClick={() => onRuns(n)}
          aria-label={i18n._(msg`${plural(n, { one: '# run', other: '# runs' })}`)}
        >
          {n}
        </button>
      ))}
      {PAD_EXTRAS.map(([extra, label]) => (
        <button key={extra} type="button" className="sc-key" disabled={!ready} onClick={() => onSheet({ kind: 'extra', extra })}>
          {i18n._(label)}
        </button>
      ))}
      <button type="button" className="sc-key sc-key--out" disabled={!ready} onClick={() => onSheet({ kind: 'wicket' })}>
        <Trans>Wicket</Trans>
      </button>
      <button type="button" className="sc-key sc-key--row" disabled={!penaltyOpen} onClick={() => onSheet({ kind: 'penalty' })}>
        <Trans>Penalty</Trans>
      </button>
    </div>
  );
}
