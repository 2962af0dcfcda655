/** TanStack Query reads of live scoring: the scorer's matches and home's live matches. */
import { useQuery } from '@tanstack/react-query';
import { api, listOf } from '@league/core/client';
import { useLingui } from '@league/ui/i18n/macro';
import type { LiveMatch, ScorerMatch } from '../contract';

export const scoringKeys = {
  all: ['scoring'] as const,
  liveMatches: ['scoring', 'live-matches'] as const,
  scorerMatches: ['scoring', 'scorer-matches'] as const,
  /** An admin's pick of matches to assign scorers to (every scheduled or live match). */
  assignable: ['scoring', 'assignable'] as const,
  assignment: (matchId: string) => ['scoring', 'assignment', matchId] as const,
  scorers: ['scoring', 'scorers'] as const,
  /** The overlay's own scorecard, read as a visitor: apart from tournaments' (maybe signed-in) entry. */
  overlayScorecard: (matchId: string) => ['scoring', 'overlay', 'scorecard', matchId] as const,
};

export function useLiveMatches() {
  const { t } = useLingui();
  return useQuery({
    queryKey: scoringKeys.liveMatches,
    queryFn: async ({ signal }) => listOf<LiveMatch>(await api.get('/api/live-matches', { signal, fallback: t`Failed to load live matches.` })),
    refetchInterval: 15_000,
  });
}

export function useScorerMatches() {
  const { t } = useLingui();
  return useQuery({
    queryKey: scoringKeys.scorerMatches,
    queryFn: async ({ signal }) => listOf<ScorerMatch>(await api.get('/api/scorer/matches', { signal, fallback: t`Failed to load your matches.` })),
  });
}
