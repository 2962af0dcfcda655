/**
 * TanStack Query for players. No zod here on purpose: the home page imports these hooks,
 * and the schema library must stay out of its chunk (quality F1). The server is trusted to
 * answer its own response schemas, which its serializer enforces.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf, useSession } from '@league/core/client';
import { useLingui } from '@league/ui/i18n/macro';
import { messages, playersPaths } from '../constants';
import { playerKeys } from './keys';
import type { Leaderboards, Player, PlayerInput, PlayerPatch, TopPlayer } from '../contract';
import { searchPlayers } from './search';

export interface PlayerPage {
  items: Player[];
  /** Players matching the search, over every page. */
  total: number;
}

/**
 * One page of a roster search, done by the server (`?q=&page=&limit=`). An answer without
 * `total` comes from a server that does not page: the search and the paging happen here.
 * `fallback` is the failure's words in the page's language (the hooks pass them).
 */
export async function fetchPlayerPage(
  q: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
  fallback: string = messages.loadFailed,
): Promise<PlayerPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q.trim()) params.set('q', q.trim());
  const body = await api.get<{ total?: number }>(`${playersPaths.list}?${params}`, { signal, fallback });
  const list = listOf<Player>(body);
  if (typeof body?.total === 'number') return { items: list, total: body.total };
  const found = searchPlayers(list, q);
  return { items: found.slice((page - 1) * limit, page * limit), total: found.length };
}

const viewOf = (isAdmin: boolean, token: string | null) => (isAdmin && token ? 'admin' : 'public');

/** The roster search, `limit` players a page; `fetchNextPage` appends the next page. */
export function usePlayerSearch(q: string, limit: number) {
  const { isAdmin, token } = useSession();
  const { t } = useLingui();
  const failed = t`Failed to load players`;
  return useInfiniteQuery({
    queryKey: playerKeys.search(viewOf(isAdmin, token), q.trim()),
    queryFn: ({ pageParam, signal }) => fetchPlayerPage(q, pageParam, limit, signal, failed),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * limit < last.total ? pages.length + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** How many players the roster holds (one row fetched: the answer's `total`). */
export function usePlayerCount() {
  const { isAdmin, token } = useSession();
  const { t } = useLingui();
  const failed = t`Failed to load players`;
  return useQuery({
    queryKey: playerKeys.count(viewOf(isAdmin, token)),
    queryFn: async ({ signal }) => (await fetchPlayerPage('', 1, 1, signal, failed)).total,
  });
}

export async function fetchPlayers(fallback: string = messages.loadFailed): Promise<Player[]> {
  return listOf<Player>(await api.get(playersPaths.list, { fallback }));
}

/** The roster as this viewer may see it (admins: whole phones and dob). */
export function usePlayers() {
  const { isAdmin, token } = useSession();
  const view = isAdmin && token ? 'admin' : 'public';
  const { t } = useLingui();
  const failed = t`Failed to load players`;
  return useQuery({ queryKey: playerKeys.list(view), queryFn: () => fetchPlayers(failed) });
}

/**
 * The top `n` players by runs on this site's scorecards, ranked by the server (home "Player
 * Highlights"); each carries its typed figures from before this site as `beforeSite`.
 */
export function useTopPlayers(n = 3) {
  const { t } = useLingui();
  const fallback = t`Failed to load players`;
  return useQuery({
    queryKey: playerKeys.top(n),
    queryFn: async () => listOf<TopPlayer>(await api.get(`${playersPaths.top}?limit=${n}`, { fallback })),
  });
}

/** Leaderboards for the admin dashboard: top-5 lists, dismissals mix and the top-10 table. */
export function useLeaderboards() {
  const { t } = useLingui();
  const fallback = t`Failed to load players`;
  return useQuery({
    queryKey: playerKeys.leaderboards(),
    queryFn: async () => {
      const body = await api.get<{ data: Leaderboards }>(playersPaths.leaderboards, { fallback });
      return body.data;
    },
  });
}

/** An update names the profile by its id: two children can share a parent's phone (issue 34). */
export type SavePlayer = { mode: 'create'; input: PlayerInput } | { mode: 'update'; id: string; patch: PlayerPatch | PlayerInput };

/** Create or update; the error carries the server's message, else "Save failed". */
export function useSavePlayer() {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Save failed`;
  return useMutation({
    mutationFn: async (save: SavePlayer) => {
      const body =
        save.mode === 'create'
          ? await api.post<{ data: Player }>(playersPaths.list, save.input, { fallback })
          : await api.patch<{ data: Player }>(playersPaths.one(save.id), save.patch, { fallback });
      return body.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: playerKeys.all }),
  });
}

export function useDeletePlayer() {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Delete failed`;
  return useMutation({
    mutationFn: (id: string) => api.delete(playersPaths.one(id), { fallback }),
    onSuccess: () => client.invalidateQueries({ queryKey: playerKeys.all }),
  });
}
