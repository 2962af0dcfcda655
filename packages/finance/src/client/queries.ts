/**
 * TanStack Query state of the Finance page. Lists are infinite queries (Load More appends
 * the page of the returned nextToken); they never refetch by themselves, so an optimistic
 * edit is only ever replaced by the server's answer or by the exact snapshot taken before.
 */
import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useLingui } from '@league/ui/i18n';
import { emptySummary, type Contribution, type Expense } from '../contract';
import { fetchChartRows, fetchDeleted, fetchSummary } from './finance-api';
import { financeKeys } from './keys';
import { screenMessages } from './messages';

/** Spec 8: a failed summary is logged and shows zeros. */
export function useSummary() {
  const query = useQuery({
    queryKey: financeKeys.summary(),
    queryFn: async () => {
      try {
        return await fetchSummary();
      } catch (error) {
        console.error('Finance summary failed to load', error);
        return emptySummary;
      }
    },
    staleTime: 0,
  });
  return { summary: query.data ?? emptySummary, loading: query.isPending, fetching: query.isFetching };
}

type Page<T> = { success: true; data: T[]; nextToken: string | null };

/** One paged list, contributions or expenses: `key` and `fetch` are that list's. */
export function useRows<T, F>(
  list: { key: (filter: F) => QueryKey; fetch: (filter: F, nextToken: string | null, options?: { fallback?: string }) => Promise<Page<T>> },
  filter: F,
) {
  const { i18n } = useLingui();
  const fallback = i18n._(screenMessages.failed);
  return useInfiniteQuery({
    queryKey: list.key(filter),
    queryFn: ({ pageParam }) => list.fetch(filter, pageParam, { fallback }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.nextToken ?? undefined,
    staleTime: Infinity,
    retry: false,
  });
}

/** Spec 8: chart data failures are silently ignored (the charts just stay empty). */
export function useChartRows() {
  return useQuery({
    queryKey: financeKeys.charts(),
    queryFn: async () => {
      try {
        return await fetchChartRows();
      } catch {
        return { contributions: [] as Contribution[], expenses: [] as Expense[] };
      }
    },
    staleTime: 0,
  });
}

export function useDeleted() {
  const { i18n } = useLingui();
  const fallback = i18n._(screenMessages.failed);
  return useQuery({ queryKey: financeKeys.deleted(), queryFn: () => fetchDeleted(fallback), staleTime: 0, retry: false });
}

type Paged<T> = InfiniteData<Page<T>, string | null>;

/** Rewrites the rows of every loaded page of one list. */
export function patchRows<T>(client: QueryClient, key: QueryKey, change: (rows: T[]) => T[]) {
  client.setQueryData<Paged<T>>(key, (old) => (old ? { ...old, pages: old.pages.map((page) => ({ ...page, data: change(page.data) })) } : old));
}

/** After a successful change: summary and chart data reload (spec 4). */
export async function afterChange(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ queryKey: financeKeys.summary() }),
    client.invalidateQueries({ queryKey: financeKeys.charts() }),
    client.invalidateQueries({ queryKey: financeKeys.deleted() }),
  ]);
}

/** Refresh Summary and adds: everything reloads, lists from their first page. */
export async function reloadAll(client: QueryClient) {
  await Promise.all([
    afterChange(client),
    client.resetQueries({ queryKey: financeKeys.contributionLists() }),
    client.resetQueries({ queryKey: financeKeys.expenseLists() }),
  ]);
}
