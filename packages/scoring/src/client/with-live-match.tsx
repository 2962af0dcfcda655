/**
 * Wrappers that make a screen follow matches live, so the screens' own packages need no
 * dependency on this one: the router wraps the match centre's page (one match) and the
 * schedule (every live match). They add hooks only, no markup.
 */
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useLiveMatches } from './queries';
import { useLiveMatch } from './use-live-match';

export function withLiveMatch(Page: ComponentType): ComponentType {
  function LiveMatchPage() {
    const { id } = useParams();
    useLiveMatch(id);
    return <Page />;
  }
  return LiveMatchPage;
}

function Follow({ matchId }: { matchId: string }) {
  useLiveMatch(matchId);
  return null;
}

export function withLiveMatches(Page: ComponentType): ComponentType {
  function LiveMatchesPage() {
    const live = useLiveMatches();
    return (
      <>
        {live.data?.map((m) => (
          <Follow key={m.id} matchId={m.id} />
        ))}
        <Page />
      </>
    );
  }
  return LiveMatchesPage;
}
