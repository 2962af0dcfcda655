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
  const feed = useLiveMatch(matchId, { enabled: status === 'live' || status === 'scheduled', after: (seq ?? 1) - 1 });
  // A frame without a state (nothing to redraw) keeps the one before; so does a lost connection.
  const [live, setLive] = useState<LiveState | null>(null);
  const incoming = (feed.last?.state as { live?: LiveState } | null)?.live;
  if (incoming && incoming !== live) setLive(incoming);
  // A frame written before the panel existed has no `watch`: the next ball brings one.
  const watch = live?.watch;
  if (!live || !watch || !live.battingTeam || status !== 'live') return null;
  const last = watch.lastWicket;

  return (
    <section className="lv ui-card" aria-label="Live">
      {/* A state on screen means the feed was heard: not connected now is a dropped connection. */}
      {!feed.connected && <p role="status">Reconnecting… showing the last score received.</p>}
      <p>
        <strong>
          {live.battingTeam} {live.runs}/{live.wickets}
        </strong>{' '}
        ({live.overs} ov) · Run rate {rate(live.currentRunRate)}
        {live.target && ` · Need ${live.runsNeeded} off ${live.ballsRemaining} · Required ${rate(live.requiredRunRate)}`}
      </p>
      <ul aria-label="At the crease">
        {batter(watch.striker, true)}
        {batter(watch.nonStriker, false)}
      </ul>
      {watch.bowler && (
        <p>
          Bowling: {watch.bowler.name} {watch.bowler.overs}-{watch.bowler.maidens}-{watch.bowler.runs}-{watch.bowler.wickets}
        </p>
      )}
      <Balls label={watch.over.done ? 'Last over' : 'This over'} balls={watch.over.balls} />
      <p>
        Partnership {watch.partnership.runs} ({watch.partnership.balls})
        {last && ` · Last wicket: ${last.batter} ${last.runs} (${last.balls}) ${last.dismissal}, ${last.score} (${last.over} ov)`}
      </p>
      <Balls label="Recent balls" balls={watch.recent} />
    </section>
  );
}
