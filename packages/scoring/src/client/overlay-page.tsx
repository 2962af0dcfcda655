/**
 * The stream overlay `/overlay/:matchId` (part 3 spec section 3): a transparent 1920x1080
 * stage for OBS, PRISM or Moblin browser sources. It draws from the scorecard as soon as that
 * arrives, then asks the live feed for the last event (its state names the batters at the
 * crease, the bowler and this over) and follows every ball after it.
 */
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { Scorecard } from '@league/tournaments/client';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { overlayQuerySchema } from '../contract';
import { overlayView, type OverlayState } from './overlay-model';
import { scoringKeys } from './queries';
import { useLiveMatch } from './use-live-match';
import './overlay.css';

/**
 * The scorecard as any visitor gets it, with no Authorization header even in a browser where
 * an admin or a scorer is signed in: the overlay is broadcast, so a hidden child is shown by
 * their placeholder, the same one the live feed's frames carry.
 */
function useVisitorScorecard(matchId: string) {
  return useQuery({
    queryKey: scoringKeys.overlayScorecard(matchId),
    queryFn: async ({ signal }) => {
      const response = await fetch(`/api/matches/${encodeURIComponent(matchId)}/scorecard`, {
        headers: { accept: 'application/json' },
        credentials: 'omit',
        signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return ((await response.json()) as { data: Scorecard }).data;
    },
    refetchInterval: (q) => (q.state.data?.status === 'live' ? 15_000 : false),
  });
}

export function OverlayPage() {
  const { t, i18n } = useLingui();
  const { matchId = '' } = useParams();
  const [params] = useSearchParams();
  const query = overlayQuerySchema.parse(Object.fromEntries(params));
  const card = useVisitorScorecard(matchId);
  // From the event before the scorecard's last: the first frame is the match as it stands.
  const seq = card.data?.seq;
  const live = useLiveMatch(matchId, { enabled: seq !== undefined, after: (seq ?? 1) - 1, refresh: [scoringKeys.overlayScorecard(matchId)] });
  // A frame without a state (nothing to redraw) keeps the one before.
  const [state, setState] = useState<OverlayState | null>(null);
  const incoming = (live.last?.state ?? null) as OverlayState | null;
  if (incoming && incoming !== state) setState(incoming);
  const view = useMemo(() => (card.data ? overlayView(card.data, state, query.banner, i18n) : null), [card.data, state, query.banner, i18n]);
  const overs = view?.overs;

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
              {overs && (
                <span className="ov-overs">
                  <Trans>{overs} ov</Trans>
                </span>
              )}
            </div>
            {view.batters.length > 0 && (
              <ul className="ov-batters" aria-label={t`At the crease`}>
                {view.batters.map((b) => (
                  <li key={b.name} className={b.onStrike ? 'is-striker' : undefined}>
                    <span className="ov-name">
                      {b.name}
                      {b.onStrike && <span aria-label={t`on strike`}>*</span>}
                    </span>
                    <span className="ov-fig">{b.figures}</span>
                  </li>
                ))}
              </ul>
            )}
            {view.bowler && (
              <div className="ov-bowler" aria-label={t`Bowling`}>
                <span className="ov-name">{view.bowler.name}</span>
                <span className="ov-fig">{view.bowler.figures}</span>
              </div>
            )}
            {view.thisOver.length > 0 && (
              <ol className="ov-over" aria-label={t`This over`}>
                {view.thisOver.map((ball, i) => (
                  <li key={i} className={ball.includes('W') ? 'is-wicket' : ball === '4' || ball === '6' ? 'is-boundary' : undefined}>
                    {ball}
                  </li>
                ))}
              </ol>
            )}
            {view.target && (
              <p className="ov-chase">
                <span className="ov-target">{view.target}</span>
                {view.chase && <span> · {view.chase}</span>}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
