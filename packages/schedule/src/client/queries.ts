/** TanStack Query keys, reads and writes for the schedule (shared by both screens and the dashboard). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf } from '@league/core/client';
import { useNow } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { useLingui } from '@league/ui/i18n/macro';
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

/**
 * The league's grounds (GET /api/grounds): the grounds screen's list and every ground picker's.
 * `fallback` is the failure's words in the page's language (the constant below keeps English).
 */
export const groundsOptions = (fallback = 'Failed to load the grounds.') =>
  queryOptions({
    queryKey: matchKeys.grounds,
    queryFn: ({ signal }) => api.get<{ data: Ground[] }>('/api/grounds', { signal, fallback }),
  });

export const groundsQuery = groundsOptions();

/** A season's fixtures (`season` absent: the current one, as the server decides) and the seasons there are, the current first. */
export interface SeasonList {
  matches: Match[];
  season?: string | null;
  seasons?: string[];
}

/** `fallback`: the failure's words in the page's language (English outside a screen). */
export const scheduleQuery = (season?: string, fallback = 'Failed to load schedule.') =>
  queryOptions({
    queryKey: season ? [...matchKeys.list, season] : matchKeys.list,
    queryFn: async ({ signal }): Promise<SeasonList> => {
      const body = await api.get<SeasonList>(`/api/matches${season ? `?season=${encodeURIComponent(season)}` : ''}`, {
        signal,
        fallback,
      });
      // The server sorts already; sorting here too keeps the order right whatever answered (spec 7).
      return { ...body, matches: listOf<Match>(body).sort(byMatchDate) };
    },
  });

/** The current season's fixtures (issue 31: an imported archive is a choice away, never here). */
const selectMatches = (list: SeasonList) => list.matches;
export const matchesQuery = queryOptions({ ...scheduleQuery(), select: selectMatches });

const globalLinksOptions = (fallback = 'Failed to load schedule.') =>
  queryOptions({
    queryKey: matchKeys.links,
    queryFn: async ({ signal }): Promise<GlobalLinks> => {
      const body = await api.get<Partial<GlobalLinks> & { data?: Partial<GlobalLinks> }>('/api/global-links', {
        signal,
        fallback,
      });
      // Spec 7: the links come as `data` or as the object itself.
      const links = body?.data ?? body ?? {};
      return { pressConferenceLink: links.pressConferenceLink || null, auctionLink: links.auctionLink || null };
    },
  });

export const globalLinksQuery = globalLinksOptions();

/** A season's fixtures (`ALL_SEASONS` for every one); the current season's when left out. */
export function useMatches(season?: string) {
  const { t } = useLingui();
  return useQuery({ ...scheduleQuery(season, t`Failed to load schedule.`), select: selectMatches });
}

export function useGlobalLinks() {
  const { t } = useLingui();
  return useQuery(globalLinksOptions(t`Failed to load schedule.`));
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
  const { t } = useLingui();
  const fallback = t`Failed to add match.`;
  return useScheduleWrite((input: MatchInput) => api.post(path, input, { fallback }));
}

export function useDeleteMatch() {
  const { t } = useLingui();
  const fallback = t`Failed to delete match.`;
  return useScheduleWrite((id: string) => api.delete(`/api/matches/${encodeURIComponent(id)}`, { fallback }));
}

export type LinkKind = 'press' | 'auction';

export const linkTexts = {
  press: {
    field: 'pressConferenceLink',
    title: msg`Press Conference Link`,
    view: msg`View Press Conference`,
    inputLabel: msg`Press conference link`,
    confirmDelete: msg`Delete press conference link?`,
    updated: msg`Press link updated`,
    deleted: msg`Press link deleted`,
    updateFailed: msg`Failed to update press link.`,
    deleteFailed: msg`Failed to delete press link.`,
  },
  auction: {
    field: 'auctionLink',
    title: msg`Auction Link`,
    view: msg`View Auction`,
    inputLabel: msg`Auction link`,
    confirmDelete: msg`Delete auction link?`,
    updated: msg`Auction link updated`,
    deleted: msg`Auction link deleted`,
    updateFailed: msg`Failed to update auction link.`,
    deleteFailed: msg`Failed to delete auction link.`,
  },
} as const;

export function useUpdateGlobalLink(kind: LinkKind) {
  const texts = linkTexts[kind];
  const { i18n } = useLingui();
  const fallback = i18n._(texts.updateFailed);
  return useScheduleWrite((link: string) => api.patch(`/api/global-links/${kind}`, { [texts.field]: link }, { fallback }));
}

export function useDeleteGlobalLink(kind: LinkKind) {
  const { i18n } = useLingui();
  const fallback = i18n._(linkTexts[kind].deleteFailed);
  return useScheduleWrite(() => api.delete(`/api/global-links/${kind}`, { fallback }));
}

/** The older form's per-match links. */
export function useSetMatchLink(kind: LinkKind) {
  const { t } = useLingui();
  const pressFailed = t`Failed to save press conference link.`;
  const auctionFailed = t`Failed to save auction link.`;
  return useScheduleWrite(({ matchId, link }: { matchId: string; link: string }) =>
    kind === 'press'
      ? api.post('/api/add-press-conference', { matchId, pressLink: link }, { fallback: pressFailed })
      : api.post('/api/add-auction', { matchId, auctionLink: link }, { fallback: auctionFailed }),
  );
}
