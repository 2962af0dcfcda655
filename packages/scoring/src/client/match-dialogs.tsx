/** The scorer's less common calls: change bowler, edit an earlier ball, end innings, revised target, result. */
import { useState } from 'react';
import { Button, Field, Modal, Select, TextInput } from '@league/ui';
import { isLegal } from '@league/cricket';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { ballWords, dismissalLabel, type Delivery } from './ball';
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
  const { t } = useLingui();
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
        label={t`Someone else (name)`}
        button={t`Use`}
        {...someoneElse}
        onName={onPick}
        // The search finds anyone: one the list leaves out (out already, bowled the last over) stays out.
        refuse={(name) => (exclude.includes(name) ? t`${name} cannot be chosen here` : null)}
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
  const { t, i18n } = useLingui();
  const numbers = ballNumbers(balls);
  const latestFirst = balls.map((b, i) => ({ b, number: numbers[i]!, words: ballWords(i18n, b) })).reverse();
  return (
    <Modal open onClose={onClose} title={t`Edit a ball`} size="md">
      {balls.length === 0 ? (
        <p className="sc-muted">
          <Trans>No balls bowled in this innings yet.</Trans>
        </p>
      ) : (
        <ol className="sc-edit-list" reversed>
          {latestFirst.map(({ b, number, words }) => {
            const { bowler, batter } = b;
            return (
              <li key={b.id}>
                <span>
                  <Trans>
                    <strong className="sc-ball-number">{number}</strong> {bowler} to {batter}: {words}
                  </Trans>
                </span>
                <span className="sc-row">
                  <Button size="sm" variant="secondary" onClick={() => onEdit(b)} aria-label={t`Change ball ${number}, ${bowler} to ${batter}, ${words}`}>
                    <Trans>Change</Trans>
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onDelete(b, number)} aria-label={t`Delete ball ${number}, ${bowler} to ${batter}, ${words}`}>
                    <Trans>Delete</Trans>
                  </Button>
                </span>
              </li>
            );
          })}
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
  const { t, i18n } = useLingui();
  const [view, setView] = useState<'menu' | 'end' | 'result' | 'rain' | 'retire'>(rainFirst ? 'rain' : 'menu');
  const [who, setWho] = useState(crease.batters[0] ?? '');
  const [leaving, setLeaving] = useState(LEAVING[0]!);
  const [reason, setReason] = useState('all-out');
  const [overs, setOvers] = useState('');
  const [result, setResult] = useState('abandoned');
  const [winner, setWinner] = useState(teams[0]);
  const [method, setMethod] = useState('');
  const inningsNumber = innings + 1;
  const { shortOver, longOver, over: lastOver } = crease;
  if (view === 'end' && !ending)
    return (
      <Modal open onClose={onClose} title={t`End innings`} size="sm">
        <p>
          <Trans>
            Innings {inningsNumber} has not started: there is nothing to end. An innings ends by itself when the side is all out or the overs or the target are
            reached.
          </Trans>
        </p>
      </Modal>
    );
  if (view === 'end')
    return (
      <Modal
        open
        onClose={onClose}
        title={t`End innings`}
        size="sm"
        footer={
          <Button size="lg" block variant="danger" onClick={() => onRecord({ type: 'innings-end', innings, reason })}>
            <Trans>Yes, end innings {inningsNumber}</Trans>
          </Button>
        }
      >
        <p>
          <Trans>{ending} Undo brings it back.</Trans>
        </p>
        <Field label={t`Why`}>
          <Select value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="all-out">{t`All out`}</option>
            <option value="overs">{t`Overs done`}</option>
            <option value="target">{t`Target reached`}</option>
            <option value="declared">{t`Declared`}</option>
            <option value="other">{t`Other (rain, light)`}</option>
          </Select>
        </Field>
      </Modal>
    );
  if (view === 'retire')
    return (
      <Modal
        open
        onClose={onClose}
        title={t`A batter leaves between balls`}
        size="sm"
        footer={
          <Button size="lg" block disabled={!who} onClick={() => onRecord({ type: 'between-balls', innings, team: crease.team, player: who, kind: leaving })}>
            <Trans>Record</Trans>
          </Button>
        }
      >
        <Field label={t`Batter`}>
          <Select value={who} onChange={(e) => setWho(e.target.value)}>
            {crease.batters.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </Select>
        </Field>
        <Field label={t`How`} hint={t`Retired hurt or not out may bat again; retired out and timed out are wickets`}>
          <Select value={leaving} onChange={(e) => setLeaving(e.target.value)}>
            {LEAVING.map((k) => (
              <option key={k} value={k}>
                {dismissalLabel(i18n, k)}
              </option>
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
    const { bowled, quota, rule } = rain;
    const perSide = o;
    const targetRuns = preview?.runs;
    const targetOvers = preview?.overs;
    return (
      <Modal
        open
        onClose={onClose}
        title={t`Interruption (rain, light)`}
        size="sm"
        footer={
          <Button size="lg" block disabled={!ok} onClick={() => onRecord({ type: 'interruption', innings, overs: o })}>
            <Trans>Record interruption</Trans>
          </Button>
        }
      >
        {rain.beforeStart ? (
          <>
            <p>
              {rule ? (
                <Trans>
                  No ball has been bowled: the match is shortened for both sides. The rain rule does not apply; the chase’s target will be the first innings’
                  score + 1.
                </Trans>
              ) : (
                <Trans>No ball has been bowled: the match is shortened for both sides. The chase’s target will be the first innings’ score + 1.</Trans>
              )}
            </p>
            <Field label={t`Overs per side`} hint={t`The match is ${quota} overs a side now`}>
              <TextInput inputMode="numeric" value={overs} onChange={(e) => setOvers(e.target.value)} />
            </Field>
            {ok && (
              <p className="sc-muted" aria-live="polite">
                <Trans>{perSide} overs a side.</Trans>
              </p>
            )}
          </>
        ) : (
          <>
            <p>
              <Trans>
                Innings {inningsNumber} has had {bowled} of {quota} overs.
              </Trans>{' '}
              {rule ? t`The tournament's rain rule is ${rule}.` : t`This tournament has no rain rule: the target stays.`}
            </p>
            <Field label={t`Overs this innings has now, in all`} hint={t`Play ends here: ${bowled}`}>
              <TextInput inputMode="decimal" value={overs} onChange={(e) => setOvers(e.target.value)} />
            </Field>
            {preview && (
              <div aria-live="polite">
                <p className="sc-target">
                  <Trans>
                    Target {targetRuns} off {targetOvers} overs
                  </Trans>
                </p>
                <ol className="sc-working" aria-label={t`How the target was worked out`}>
                  {preview.working?.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ol>
              </div>
            )}
            {ok && !preview && innings === 0 && (
              <p className="sc-muted">
                <Trans>Both innings are now {perSide} overs; the target is worked out when this innings ends.</Trans>
              </p>
            )}
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
        title={t`Result`}
        size="sm"
        footer={
          <Button
            size="lg"
            block
            onClick={() => onRecord({ type: 'result', result, ...(needsWinner ? { winner } : {}), ...(method.trim() ? { method: method.trim() } : {}) })}
          >
            <Trans>Record result</Trans>
          </Button>
        }
      >
        <Field label={t`Result`}>
          <Select value={result} onChange={(e) => setResult(e.target.value)}>
            <option value="abandoned">{t`Abandoned`}</option>
            <option value="no-result">{t`No result`}</option>
            <option value="awarded">{t`Awarded (walkover)`}</option>
            <option value="win">{t`Won (D/L or super over)`}</option>
            <option value="tie">{t`Tie`}</option>
          </Select>
        </Field>
        {needsWinner && (
          <Field label={t`Winner`}>
            <Select value={winner} onChange={(e) => setWinner(e.target.value)}>
              {teams.map((team) => (
                <option key={team}>{team}</option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t`Method (optional)`} hint={t`D/L, Awarded, Walkover`}>
          <TextInput value={method} onChange={(e) => setMethod(e.target.value)} />
        </Field>
      </Modal>
    );
  }
  return (
    <Modal open onClose={onClose} title={t`More`} size="sm">
      <div className="sc-sheet-list">
        <button type="button" className="sc-key sc-key--wide" onClick={() => setView('end')}>
          <Trans>End innings</Trans>
        </button>
        <button type="button" className="sc-key sc-key--wide" onClick={() => setView('rain')}>
          <Trans>Interruption (rain, light)</Trans>
        </button>
        {crease.team && (
          <button type="button" className="sc-key sc-key--wide" onClick={() => setView('retire')}>
            <Trans>A batter leaves between balls</Trans>
          </button>
        )}
        {shortOver !== null && (
          <button type="button" className="sc-key sc-key--wide" onClick={() => onRecord({ type: 'over-miscounted', innings, over: crease.over })}>
            <Trans>The umpire ended this over after {shortOver} balls</Trans>
          </button>
        )}
        {crease.team && crease.longOver !== null && (
          <button
            type="button"
            className="sc-key sc-key--wide"
            onClick={() => onRecord({ type: 'over-miscounted', innings, over: crease.over - 1, balls: crease.longOver })}
          >
            <Trans>
              The umpire gives over {lastOver} a {longOver}th ball
            </Trans>
          </button>
        )}
        <button type="button" className="sc-key sc-key--wide" onClick={() => setView('result')}>
          <Trans>Result (abandoned, awarded…)</Trans>
        </button>
      </div>
    </Modal>
  );
}
