/** TanStack Query keys, reads and writes for the schedule (shared by both screens and the dashboard). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf } from '@league/core/client';
import { useNow } from '@league/ui';
import type { GlobalLinks, Ground, Match, MatchInput, UpcomingMatch } from '../contract';
import { byMatchDate, pickUpcoming } from '../match-time';

export const matchKeys = {
  all: ['schedule'] as const,
  list: ['schedule', 'matches'] as const,
  links: ['schedule', 'global-links'] as const,
  /** A live fixture's score line; under `all`, so every ball's refresh of the schedule reaches it. */
  liveScore: (matchId: string) => ['schedule', 'live-score', matchId] as const,
  grounds: ['schedule', 'grounds'] as const,
};

/** The league's grounds (GET /api/grounds): the grounds screen's list and every ground picker's. */
export const groundsQuery = queryOptions({
  queryKey: matchKeys.grounds,
  queryFn: ({ signal }) => api.get<{ data: Ground[] }>('/api/grounds', { signal, fallback: 'Failed to load the grounds.' }),
});

/** A season's fixtures (`season` absent: the current one, as the server decides) and the seasons there are, the current first. */
export interface SeasonList {
  matches: Match[];
  season?: string | null;
  seasons?: string[];
}

export const scheduleQuery = (season?: string) =>
  queryOptions({
    queryKey: season ? [...matchKeys.list, season] : matchKeys.list,
    queryFn: async ({ signal }): Promise<SeasonList> => {
      const body = await api.get<SeasonList>(`/api/matches${season ? `?season=${encodeURIComponent(season)}` : ''}`, {
        signal,
        fallback: 'Failed to load schedule.',
      });
      // The server sorts already; sorting here too keeps the order right whatever answered (spec 7).
      return { ...body, matches: listOf<Match>(body).sort(byMatchDate) };
    },
  });

/** The current season's fixtures (issue 31: an imported archive is a choice away, never here). */
export const matchesQuery = queryOptions({ ...scheduleQuery(), select: (list: SeasonList) => list.matches });

export const globalLinksQuery = queryOptions({
  queryKey: matchKeys.links,
  queryFn: async ({ signal }): Promise<GlobalLinks> => {
    const body = await api.get<Partial<GlobalLinks> & { data?: Partial<GlobalLinks> }>('/api/global-links', {
      signal,
      fallback: 'Failed to load schedule.',
    });
    // Spec 7: the links come as `data` or as the object itself.
    const links = body?.data ?? body ?? {};
    return { pressConferenceLink: links.pressConferenceLink || null, auctionLink: links.auctionLink || null };
  },
});

/** A season's fixtures (`ALL_SEASONS` for every one); the current season's when left out. */
export function useMatches(season?: string) {
  return useQuery(season ? { ...scheduleQuery(season), select: (list: SeasonList) => list.matches } : matchesQuery);
}

export function useGlobalLinks() {
  return useQuery(globalLinksQuery);
}

/**
 * The nearest match at or after now, its own links falling back to the global ones,
 * or null (none scheduled, or still loading).
 */
export function useUpcomingMatch(): UpcomingMatch | null {
  const matches = useMatches();
  const links = useGlobalLinks();
  const now = useNow(1000);
  return matches.data ? pickUpcoming(matches.data, links.data, now) : null;
}

/**
 * A live fixture's score line ("Kaveri Kings 61/2 (7.3 ov)") from its scorecard, refreshed
 * every 30 s; nothing is fetched for other fixtures.
 */
export function useLiveScore(matchId: string, live: boolean): string | null {
  const card = useQuery({
    queryKey: matchKeys.liveScore(matchId),
    queryFn: ({ signal }) =>
      api.get<{ data: { innings: { team: string; runs: number; wickets: number; overs: string }[] } }>(
        `/api/matches/${encodeURIComponent(matchId)}/scorecard`,
        { signal },
      ),
    enabled: live,
    refetchInterval: 30_000,
  });
  const current = card.data?.data.innings.at(-1);
  return current ? `${current.team} ${current.runs}/${current.wickets} (${current.overs} ov)` : null;
}

function useScheduleWrite<TVars>(write: (vars: TVars) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: matchKeys.all }),
  });
}

/** POST /api/matches (the schedule screen) or /api/add-match (the older form). */
export function useAddMatch(path: '/api/matches' | '/api/add-match' = '/api/matches') {
  return useScheduleWrite((input: MatchInput) => api.post(path, input, { fallback: 'Failed to add match.' }));
}

export function useDeleteMatch() {
  return useScheduleWrite((id: string) => api.delete(`/api/matches/${encodeURIComponent(id)}`, { fallback: 'Failed to delete match.' }));
}

export type LinkKind = 'press' | 'auction';

export const linkTexts = {
  press: {
    field: 'pressConferenceLink',
    title: 'Press Conference Link',
    view: 'View Press Conference',
    inputLabel: 'Press conference link',
    confirmDelete: 'Delete press conference link?',
    updated: 'Press link updated',
    deleted: 'Press link deleted',
    updateFailed: 'Failed to update press link.',
    deleteFailed: 'Failed to delete press link.',
  },
  auction: {
    field: 'auctionLink',
    title: 'Auction Link',
    view: 'View Auction',
    inputLabel: 'Auction link',
    confirmDelete: 'Delete auction link?',
    updated: 'Auction link updated',
    deleted: 'Auction link deleted',
    updateFailed: 'Failed to update auction link.',
    deleteFailed: 'Failed to delete auction link.',
  },
} as const;

export function useUpdateGlobalLink(kind: LinkKind) {
  const texts = linkTexts[kind];
  return useScheduleWrite((link: string) => api.patch(`/api/global-links/${kind}`, { [texts.field]: link }, { fallback: texts.updateFailed }));
}

export function useDeleteGlobalLink(kind: LinkKind) {
  return useScheduleWrite(() => api.delete(`/api/global-links/${kind}`, { fallback: linkTexts[kind].deleteFailed }));
}

/** The older form's per-match links. */
export function useSetMatchLink(kind: LinkKind) {
  return useScheduleWrite(({ matchId, link }: { matchId: string; link: string }) =>
    kind === 'press'
      ? api.post('/api/add-press-conference', { matchId, pressLink: link }, { fallback: 'Failed to save press conference link.' })
      : api.post('/api/add-auction', { matchId, auctionLink: link }, { fallback: 'Failed to save auction link.' }),
  );
}
