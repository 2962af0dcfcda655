/**
 * Wrappers that make a screen follow matches live, so the screens' own packages need no
 * dependency on this one: the router wraps the match centre's page (one match) and the
 * schedule (every live match): the first hands the page its live panel, the second adds hooks only.
 */
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LivePanel } from './live-panel';
import { useLiveMatches } from './queries';
import { useLiveMatch } from './use-live-match';

/** The match page gets the live panel, which follows the feed (and refreshes the scorecard on each ball). */
export function withLiveMatch(Page: ComponentType<{ live?: (card: { seq?: number; status: string }) => ReactNode }>): ComponentType {
  function LiveMatchPage() {
    const { id = '' } = useParams();
    return <Page live={(card) => <LivePanel matchId={id} seq={card.seq} status={card.status} />} />;
  }
  return LiveMatchPage;
}

function Follow({ matchId }: { matchId: string }) {
  useLiveMatch(matchId);
  return null;
}

/** Live feeds one page holds at most: a browser has six connections to a host, and the page's own calls need some. */
const MAX_FEEDS = 2;

export function withLiveMatches(Page: ComponentType): ComponentType {
  function LiveMatchesPage() {
    const live = useLiveMatches();
    return (
      <>
        {live.data?.slice(0, MAX_FEEDS).map((m) => (
          <Follow key={m.id} matchId={m.id} />
        ))}
        <Page />
      </>
    );
  }
  return LiveMatchesPage;
}
