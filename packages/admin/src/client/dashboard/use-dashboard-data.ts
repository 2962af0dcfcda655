/**
 * The dashboard's calls (spec 7 notes): teams, players, matches, global links, login stats,
 * recent logins and the leaderboards, through each package's public hooks. They are fetched
 * together on load and on every refresh; a failed call shows as its empty default, any
 * non-auth failure makes the dashboard Degraded, and a 401/403 signs the admin out.
 *
 * Refreshes go through the browser's HTTP cache (the API answers `no-cache` + ETag), so
 * unchanged lists come back as 304s: nothing here may add cache-busting parameters.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, messageOf, useSession } from '@league/core/client';
import { useLocalePath } from '@league/ui/i18n';
import { useLingui } from '@league/ui/i18n/macro';
import { useTeams } from '@league/teams/client';
import { useLeaderboards, usePlayers } from '@league/players/client';
import { useGlobalLinks, useMatches } from '@league/schedule/client';
import { useLoginStats, useRecentLogins } from '../queries';
import { DASHBOARD_LIMITS, emptyLeaderboards } from './derive';

/** The banner's text when the failed call gave no message (drawn in the page's language). */
export const DEGRADED_FALLBACK = 'Failed to load data';

/** True for a 401 or 403 answer (the session is no longer good). */
export const isAuthFailure = (error: unknown) => error instanceof ApiError && error.isAuth;

const NONE: never[] = [];
const NO_LINKS = { pressConferenceLink: null, auctionLink: null };
const NO_STATS = { totalAdmins: 0, activeNow: 0 };

function settled<T, D extends T>(query: UseQueryResult<T, Error>, empty: D): T {
  return query.isError ? empty : (query.data ?? empty);
}

export function useDashboardData() {
  const { t } = useLingui();
  const to = useLocalePath();
  const teams = useTeams();
  const players = usePlayers();
  const matches = useMatches();
  const links = useGlobalLinks();
  const stats = useLoginStats();
  const recent = useRecentLogins(DASHBOARD_LIMITS.recentLogins);
  const boards = useLeaderboards();

  const queries: UseQueryResult<unknown, Error>[] = [teams, players, matches, links, stats, recent, boards];
  const latest = useRef(queries);
  latest.current = queries;

  const errors = queries.filter((q) => q.isError).map((q) => q.error);
  const authFailed = errors.some(isAuthFailure);
  const firstError = errors.find((e) => !isAuthFailure(e));
  const degradedMessage = firstError ? messageOf(firstError, t`Failed to load data`) : null;

  const { logout } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!authFailed) return;
    logout();
    navigate(to('/login'), { replace: true });
  }, [authFailed, logout, navigate, to]);

  /** Fetches every call at once; resolves true when all of them succeeded. */
  const refresh = useCallback(async () => {
    // cancelRefetch: false joins a fetch already in flight instead of restarting it.
    const results = await Promise.all(latest.current.map((q) => q.refetch({ cancelRefetch: false })));
    return results.every((r) => !r.isError);
  }, []);

  // Spec 7: everything is fetched on load, even data another screen cached moments ago.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const updatedAt = Math.max(0, ...queries.map((q) => q.dataUpdatedAt));
  // A failed call shows as its empty default (spec 7), not as the last good answer. The
  // defaults are shared constants, so an unchanged answer keeps its identity across renders.
  const data = {
    teams: settled(teams, NONE),
    players: settled(players, NONE),
    matches: settled(matches, NONE),
    links: settled(links, NO_LINKS),
    stats: settled(stats, NO_STATS),
    recent: settled(recent, NONE),
    boards: settled(boards, emptyLeaderboards),
  };

  return {
    data,
    loading: {
      teams: teams.isPending,
      players: players.isPending,
      matches: matches.isPending || links.isPending,
      stats: stats.isPending,
      recent: recent.isPending,
      boards: boards.isPending,
    },
    degradedMessage,
    authFailed,
    updatedAt,
    refresh,
  };
}

export type DashboardData = ReturnType<typeof useDashboardData>['data'];
