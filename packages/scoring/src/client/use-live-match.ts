/**
 * Follows a match live (GET /api/matches/{id}/live): every accepted event refreshes the
 * match page's scorecard and the schedule, within a moment of the ball. EventSource
 * reconnects by itself with Last-Event-ID, so nothing is missed or repeated.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { matchKeys } from '@league/schedule/client';
import { tournamentKeys } from '@league/tournaments/keys';
import { LIVE_HOLD_EVENT, LIVE_SCORE_EVENT } from '../constants';
import type { LiveScore } from '../contract';
import { scoringKeys } from './queries';

export interface LiveMatch {
  connected: boolean;
  /** The last event heard, with the match's state after it. */
  last: LiveScore | null;
}

/** Query keys refreshed on each ball: the match centre's scorecard, the schedule and home's strip. */
export const liveRefreshKeys = (matchId: string) => [tournamentKeys.scorecard(matchId), matchKeys.all, scoringKeys.liveMatches] as const;

export interface LiveMatchOptions {
  enabled?: boolean;
  /**
   * Start after this event (`?after=`), so the first frame is the match as it stands (the
   * overlay, which has just read the scorecard at `seq`); by default only new events follow.
   * Read when the feed opens: the stream then follows by itself.
   */
  after?: number;
  /** The queries each event refreshes (default `liveRefreshKeys`). */
  refresh?: ReadonlyArray<readonly unknown[]>;
  /** Someone took the match over (the scorer's phone reads the hold then). */
  onHold?: () => void;
}

export function useLiveMatch(matchId: string | undefined, options: LiveMatchOptions = {}): LiveMatch {
  const client = useQueryClient();
  const [state, setState] = useState<LiveMatch>({ connected: false, last: null });
  const enabled = options.enabled ?? true;
  const opening = useRef(options);
  opening.current = options;
  useEffect(() => {
    if (!matchId || !enabled || typeof EventSource === 'undefined') return;
    const { after, refresh: keys } = opening.current;
    const refreshKeys = keys ?? liveRefreshKeys(matchId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Several balls at once (a resume) refresh once.
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const queryKey of refreshKeys) void client.invalidateQueries({ queryKey: [...queryKey] });
      }, 100);
    };
    // The last event heard: a feed opened again resumes after it, missing nothing.
    let heard = after;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(`/api/matches/${encodeURIComponent(matchId)}/live?${heard === undefined ? 'from=latest' : `after=${Math.max(0, heard)}`}`);
      source.onopen = () => {
        setState((s) => ({ ...s, connected: true }));
        refresh();
      };
      source.onerror = () => {
        setState((s) => ({ ...s, connected: false }));
        // EventSource retries a dropped connection by itself, but gives up for good on an
        // answer that is not the stream (a proxy's 502 while the server restarts).
        if (source?.readyState === 2) reopen = setTimeout(open, 5000);
      };
      source.addEventListener(LIVE_SCORE_EVENT, (message) => {
        try {
          const last = JSON.parse((message as MessageEvent<string>).data) as LiveScore;
          heard = last.seq;
          setState({ connected: true, last });
        } catch {
          /* a frame we cannot read: the refresh below still catches up */
        }
        refresh();
      });
      source.addEventListener(LIVE_HOLD_EVENT, () => opening.current.onHold?.());
    };
    open();
    return () => {
      clearTimeout(timer);
      clearTimeout(reopen);
      source?.close();
    };
  }, [client, matchId, enabled]);
  return state;
}
