/** Teams: TanStack Query keys, reads and writes. Writes refresh everything under `teamKeys.all`. */
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@league/core/client';
import { useLingui } from '@league/ui/i18n/macro';
import type { AddPlayerInput, CreateTeamInput, Team, UpdateTeamInput } from '../contract';
import { teamsPaths } from '../paths';

// Answers are typed, not parsed: zod on this path would ship ~26 KiB gzip to the home page.
type One = { data: Team };
type Many = { data: Team[] };

export const teamKeys = {
  all: ['teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  detail: (id: string) => [...teamKeys.all, 'detail', id] as const,
};

/** `fallback`: the failure's words in the page's language (the constant below keeps English). */
const teamsOptions = (fallback = 'Failed to load teams') =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: async ({ signal }) => (await api.get<Many>(teamsPaths.list, { fallback, signal })).data,
  });

export const teamsQuery = teamsOptions();

/** The list's options with the failure in the page's language. */
function useTeamsOptions() {
  const { t } = useLingui();
  return teamsOptions(t`Failed to load teams`);
}

export function teamQuery(id: string) {
  return queryOptions({
    queryKey: teamKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<One>(teamsPaths.one(id), { signal })).data,
  });
}

/** GET /api/teams: every team with its players. */
export function useTeams() {
  return useQuery(useTeamsOptions());
}

/** The `n` teams with the most players (ties by name), for the home page's Competing Teams. */
export function topTeams(teams: readonly Team[], n = 6): Team[] {
  return [...teams].sort((a, b) => b.players.length - a.players.length || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })).slice(0, n);
}

export function useTopTeams(n = 6) {
  const select = useCallback((teams: Team[]) => topTeams(teams, n), [n]);
  return useQuery({ ...useTeamsOptions(), select });
}

export interface TeamCounts {
  teams: number;
  og: number;
  h: number;
}

export function countTeams(teams: readonly Team[]): TeamCounts {
  const og = teams.filter((t) => t.section === 'GICPL-OG').length;
  const h = teams.filter((t) => t.section === 'GICPL-H').length;
  return { teams: teams.length, og, h };
}

/** Counts for the home hero (Teams, and "OG count / H count"); zeros until loaded. */
export function useTeamCounts(): TeamCounts & { isLoading: boolean; isError: boolean } {
  const query = useQuery({ ...useTeamsOptions(), select: countTeams });
  const counts = query.data ?? { teams: 0, og: 0, h: 0 };
  return { ...counts, isLoading: query.isLoading, isError: query.isError };
}

/** One team, starting from the list's copy so the popup opens without a spinner. */
export function useTeam(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    ...teamQuery(id ?? ''),
    enabled: Boolean(id),
    initialData: () => client.getQueryData<Team[]>(teamKeys.list())?.find((t) => t._id === id),
    initialDataUpdatedAt: () => client.getQueryState(teamKeys.list())?.dataUpdatedAt,
  });
}

/** Puts a changed team into the list and detail caches at once, then refreshes in the background. */
function storeTeam(client: QueryClient, team: Team) {
  client.setQueryData(teamKeys.detail(team._id), team);
  client.setQueryData<Team[]>(teamKeys.list(), (list) => list?.map((t) => (t._id === team._id ? team : t)));
  return client.invalidateQueries({ queryKey: teamKeys.all });
}

export function useCreateTeam() {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Failed to create team`;
  return useMutation({
    mutationFn: async (input: CreateTeamInput) => (await api.post<One>(teamsPaths.list, input, { fallback })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** PUT /api/teams/{id}: a rename and a captain picked from the squad (issue 31). */
export function useUpdateTeam(teamId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Failed to save team`;
  return useMutation({
    mutationFn: async (input: UpdateTeamInput) => (await api.put<One>(teamsPaths.one(teamId), input, { fallback })).data,
    onSuccess: (team) => storeTeam(client, team),
  });
}

export function useDeleteTeam() {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Failed to delete team`;
  return useMutation({
    mutationFn: (id: string) => api.delete(teamsPaths.one(id), { fallback }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: teamKeys.detail(id) });
      client.setQueryData<Team[]>(teamKeys.list(), (list) => list?.filter((t) => t._id !== id));
      return client.invalidateQueries({ queryKey: teamKeys.list() });
    },
  });
}

export function useAddPlayer(teamId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Failed to add player`;
  return useMutation({
    mutationFn: async (input: AddPlayerInput) => (await api.post<One>(teamsPaths.players(teamId), input, { fallback })).data,
    onSuccess: (team) => storeTeam(client, team),
  });
}

export function useRemovePlayer(teamId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Failed to remove player`;
  return useMutation({
    mutationFn: async (playerId: string) => (await api.delete<One>(teamsPaths.player(teamId, playerId), { fallback })).data,
    onSuccess: (team) => storeTeam(client, team),
  });
}
