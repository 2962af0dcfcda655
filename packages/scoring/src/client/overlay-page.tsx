/**
 * The stream overlay `/overlay/:matchId` (part 3 spec section 3): a transparent 1920x1080
 * stage for OBS, PRISM or Moblin browser sources. It draws from the scorecard as soon as that
 * arrives, then asks the live feed for the last event (its state names the batters at the
 * crease, the bowler and this over) and follows every ball after it.
 */
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { tournamentKeys, useScorecard } from '@league/tournaments/client';
import { LIVE_SCORE_EVENT } from '../constants';
import { overlayQuerySchema, type LiveScore } from '../contract';
import { overlayView, type OverlayState } from './overlay-model';
import './overlay.css';

/** The feed from the event before `seq` on: the first frame is the current state. */
function useOverlayFeed(matchId: string, seq: number | undefined): OverlayState | null {
  const client = useQueryClient();
  const [state, setState] = useState<OverlayState | null>(null);
  const ready = seq !== undefined;
  useEffect(() => {
    if (!ready || typeof EventSource === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const after = Math.max(0, (seq ?? 0) - 1);
    const source = new EventSource(`/api/matches/${encodeURIComponent(matchId)}/live?after=${after}`);
    source.addEventListener(LIVE_SCORE_EVENT, (message) => {
      try {
        const frame = JSON.parse((message as MessageEvent<string>).data) as LiveScore;
        if (frame.state) setState(frame.state as unknown as OverlayState);
      } catch {
        /* an unreadable frame: the scorecard refresh below still catches up */
      }
      // The batters' and bowler's figures come from the scorecard: several balls at once refresh once.
      clearTimeout(timer);
      timer = setTimeout(() => void client.invalidateQueries({ queryKey: tournamentKeys.scorecard(matchId) }), 150);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
    // Opened once per match: the stream follows by itself (and resumes with Last-Event-ID).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matchId, ready, client]);
  return state;
}

export function OverlayPage() {
  const { matchId = '' } = useParams();
  const [params] = useSearchParams();
  const query = overlayQuerySchema.parse(Object.fromEntries(params));
  const card = useScorecard(matchId);
  const state = useOverlayFeed(matchId, card.data?.seq);
  const view = useMemo(() => (card.data ? overlayView(card.data, state, query.banner) : null), [card.data, state, query.banner]);

  useEffect(() => {
    // The stage is composited over video: nothing of the page's own background may show.
    document.documentElement.classList.add('ov-transparent');
    return () => document.documentElement.classList.remove('ov-transparent');
  }, []);

  return (
    <div className="ov-stage" style={{ transform: `scale(${query.scale})` }} data-testid="overlay-stage">
      {view && (
        <div className="ov-bug" aria-live="polite">
          {view.banner && <p className="ov-banner">{view.banner}</p>}
          <div className="ov-bar">
            <div className="ov-score">
              <span className="ov-team">{view.title}</span>
              {view.score && <span className="ov-runs">{view.score}</span>}
              {view.overs && <span className="ov-overs">{view.overs} ov</span>}
            </div>
            {view.batters.length > 0 && (
              <ul className="ov-batters" aria-label="At the crease">
                {view.batters.map((b) => (
                  <li key={b.name} className={b.onStrike ? 'is-striker' : undefined}>
                    <span className="ov-name">
                      {b.name}
                      {b.onStrike && <span aria-label="on strike">*</span>}
                    </span>
                    <span className="ov-fig">{b.figures}</span>
                  </li>
                ))}
              </ul>
            )}
            {view.bowler && (
              <div className="ov-bowler" aria-label="Bowling">
                <span className="ov-name">{view.bowler.name}</span>
                <span className="ov-fig">{view.bowler.figures}</span>
              </div>
            )}
            {view.thisOver.length > 0 && (
              <ol className="ov-over" aria-label="This over">
                {view.thisOver.map((ball, i) => (
                  <li key={i} className={ball.includes('W') ? 'is-wicket' : ball === '4' || ball === '6' ? 'is-boundary' : undefined}>
                    {ball}
                  </li>
                ))}
              </ol>
            )}
            {view.chase && <p className="ov-chase">{view.chase}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
