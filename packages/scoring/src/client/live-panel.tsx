/**
 * The match page's live panel (issue 29): what a watcher wants while a match is scored, drawn
 * from the live feed's frames alone (each carries the engine's state and its `watch`): the
 * batters and bowler with their figures, this over ball by ball, the run rates, the
 * partnership, the last wicket and the recent balls. The feed starts at the event before the
 * scorecard's last, so the panel has the match as it stands at once; when the connection
 * drops the last state stays on screen with a "reconnecting" note.
 */
import { useState } from 'react';
import type { LiveFigures, LiveState, RecentBall } from '@league/cricket';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { ballLabel } from './ball';
import { useLiveMatch } from './use-live-match';
import './live-panel.css';

function Balls({ label, balls }: { label: string; balls: RecentBall[] }) {
  return (
    <ol className="lv-balls" aria-label={label}>
      {balls.map((b, i) => (
        <li key={i} className={b.out ? 'is-out' : b.runs.batter > 3 && !b.extras ? 'is-four' : undefined}>
          {ballLabel({ ...b, wickets: b.out ? [{ player_out: '', kind: '' }] : [] })}
        </li>
      ))}
    </ol>
  );
}

const rate = (r: number | null) => (r === null ? '—' : r.toFixed(2));
const batter = (b: LiveFigures | null, striker: boolean) =>
  b && (
    <li>
      {b.name}
      {striker && '*'} <strong>{b.runs}</strong> ({b.balls})
    </li>
  );

/** `seq` and `status` are the scorecard's the page has just read. */
export function LivePanel({ matchId, seq, status }: { matchId: string; seq: number | undefined; status: string }) {
  const { t } = useLingui();
  const feed = useLiveMatch(matchId, { enabled: status === 'live' || status === 'scheduled', after: (seq ?? 1) - 1 });
  // A frame without a state (nothing to redraw) keeps the one before; so does a lost connection.
  const [live, setLive] = useState<LiveState | null>(null);
  const incoming = (feed.last?.state as { live?: LiveState } | null)?.live;
  if (incoming && incoming !== live) setLive(incoming);
  // A frame written before the panel existed has no `watch`: the next ball brings one.
  const watch = live?.watch;
  if (!live || !watch || !live.battingTeam || status !== 'live') return null;
  const last = watch.lastWicket;
  const { battingTeam, runs, wickets, overs } = live;
  const runRate = rate(live.currentRunRate);
  const { runsNeeded, ballsRemaining } = live;
  const requiredRate = rate(live.requiredRunRate);
  const { bowler } = watch;
  const bowlerName = bowler?.name;
  const bowlerFigures = bowler && `${bowler.overs}-${bowler.maidens}-${bowler.runs}-${bowler.wickets}`;
  const { runs: partnershipRuns, balls: partnershipBalls } = watch.partnership;
  let lastWicket = '';
  if (last) {
    const { batter: outBatter, runs: outRuns, balls: outBalls, dismissal, score, over } = last;
    lastWicket = t`Last wicket: ${outBatter} ${outRuns} (${outBalls}) ${dismissal}, ${score} (${over} ov)`;
  }

  return (
    <section className="lv ui-card" aria-label={t`Live`}>
      {/* A state on screen means the feed was heard: not connected now is a dropped connection. */}
      {!feed.connected && (
        <p role="status">
          <Trans>Reconnecting… showing the last score received.</Trans>
        </p>
      )}
      <p>
        <Trans>
          <strong>
            {battingTeam} {runs}/{wickets}
          </strong>{' '}
          ({overs} ov) · Run rate {runRate}
        </Trans>
        {live.target && ` · ${t`Need ${runsNeeded} off ${ballsRemaining} · Required ${requiredRate}`}`}
      </p>
      <ul aria-label={t`At the crease`}>
        {batter(watch.striker, true)}
        {batter(watch.nonStriker, false)}
      </ul>
      {bowler && (
        <p>
          <Trans>
            Bowling: {bowlerName} {bowlerFigures}
          </Trans>
        </p>
      )}
      <Balls label={watch.over.done ? t`Last over` : t`This over`} balls={watch.over.balls} />
      <p>
        <Trans>
          Partnership {partnershipRuns} ({partnershipBalls})
        </Trans>
        {last && ` · ${lastWicket}`}
      </p>
      <Balls label={t`Recent balls`} balls={watch.recent} />
    </section>
  );
}
