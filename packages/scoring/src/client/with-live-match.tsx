/**
 * Wraps a match screen so it follows the match live (the router wraps the match centre's
 * page with it: the tournaments package needs no dependency on this one).
 */
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useLiveMatch } from './use-live-match';

export function withLiveMatch(Page: ComponentType): ComponentType {
  function LiveMatchPage() {
    const { id } = useParams();
    useLiveMatch(id);
    return <Page />;
  }
  return LiveMatchPage;
}
