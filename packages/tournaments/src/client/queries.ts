/** TanStack Query reads and writes of the match centre (tournaments, scorecards, tables); its keys are in keys.ts. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf } from '@league/core/client';
import { matchKeys } from '@league/schedule/client';
import { msg } from '@league/ui/i18n/core-macro';
import { tournamentKeys } from './keys';
import type { RescheduleInput } from '../fixture-plan-contract';
import type { Fixture } from './fixture';
import type { ManualResult, Scorecard, StandingsRow, Stats, Tournament, TournamentInput } from './types';
import { inPageLanguage } from './words';

const enc = encodeURIComponent;
const dataOf = <T>(body: unknown): T => (body as { data: T }).data;

export const tournamentsQuery = queryOptions({
  queryKey: tournamentKeys.list,
  queryFn: async ({ signal }) => listOf<Tournament>(await api.get('/api/tournaments', { signal, fallback: inPageLanguage(msg`Failed to load tournaments.`) })),
});

export const standingsQuery = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.standings(id),
    queryFn: async ({ signal }) =>
      listOf<StandingsRow>(await api.get(`/api/tournaments/${enc(id)}/standings`, { signal, fallback: inPageLanguage(msg`Failed to load the table.`) })),
  });

export const statsQuery = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.stats(id),
    queryFn: async ({ signal }) =>
      dataOf<Stats>(await api.get(`/api/tournaments/${enc(id)}/stats`, { signal, fallback: inPageLanguage(msg`Failed to load statistics.`) })),
  });

/** Career figures over every scorecard (GET /api/stats). */
export const careerStatsQuery = queryOptions({
  queryKey: tournamentKeys.career,
  queryFn: async ({ signal }) => dataOf<Stats>(await api.get('/api/stats', { signal, fallback: inPageLanguage(msg`Failed to load statistics.`) })),
});

export const scorecardQuery = (matchId: string) =>
  queryOptions({
    queryKey: tournamentKeys.scorecard(matchId),
    queryFn: async ({ signal }) =>
      dataOf<Scorecard>(await api.get(`/api/matches/${enc(matchId)}/scorecard`, { signal, fallback: inPageLanguage(msg`Failed to load the scorecard.`) })),
  });

export const useTournaments = () => useQuery(tournamentsQuery);
export const useStandings = (id: string | undefined) => useQuery({ ...standingsQuery(id ?? ''), enabled: Boolean(id) });
export const useCareerStats = () => useQuery(careerStatsQuery);
export const useStats = (id: string | undefined) => useQuery({ ...statsQuery(id ?? ''), enabled: Boolean(id) });
/** A live match refetches every 15 s, so the page follows the score without a reload. */
export const useScorecard = (matchId: string) =>
  useQuery({ ...scorecardQuery(matchId), refetchInterval: (q) => (q.state.data?.status === 'live' ? 15_000 : false) });

/** Writes refresh every match-centre read and the schedule (results show there too). */
function useCentreWrite<TVars, TResult = unknown>(write: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: tournamentKeys.all }), client.invalidateQueries({ queryKey: matchKeys.all })]);
    },
  });
}

export function useSaveTournament() {
  return useCentreWrite(({ id, input }: { id?: string; input: TournamentInput }) =>
    id
      ? api.put(`/api/tournaments/${enc(id)}`, input, { fallback: inPageLanguage(msg`Failed to save the tournament.`) })
      : api.post('/api/tournaments', input, { fallback: inPageLanguage(msg`Failed to save the tournament.`) }),
  );
}

export function useDeleteTournament() {
  return useCentreWrite((id: string) => api.delete(`/api/tournaments/${enc(id)}`, { fallback: inPageLanguage(msg`Failed to delete the tournament.`) }));
}

export interface ImportAnswer {
  matchId: string;
  /** True when the server already had this match (200, nothing added). */
  already: boolean;
}

/**
 * One Cricsheet file; a repeat of an imported match answers `created: false` (nothing added).
 * `adults`: the admin vouches that everyone the file names is an adult (else they are hidden
 * from visitors until confirmed, as anyone of unknown age).
 */
export async function importCricsheet(tournamentId: string, match: unknown, adults = false): Promise<ImportAnswer> {
  const path = `/api/tournaments/${enc(tournamentId)}/cricsheet${adults ? '?adults=true' : ''}`;
  const body = await api.post<{ data: { matchId: string; created: boolean } }>(path, match, {
    fallback: inPageLanguage(msg`Import failed.`),
  });
  return { matchId: body.data.matchId, already: !body.data.created };
}

export function useRefreshAfterImport() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: tournamentKeys.all }), client.invalidateQueries({ queryKey: matchKeys.all })]);
}

/** PUT /api/matches/{id}: the whole fixture (teams from the list, venue, stage). */
export function useSaveFixture() {
  return useCentreWrite(({ id, fixture }: { id: string; fixture: Record<string, unknown> }) =>
    api.put(`/api/matches/${enc(id)}`, fixture, { fallback: inPageLanguage(msg`Failed to save the match.`) }),
  );
}

/** POST /api/matches/{id}/result: a match not scored ball by ball (abandoned, awarded, totals). */
export function useEnterResult() {
  return useCentreWrite(({ matchId, result }: { matchId: string; result: ManualResult }) =>
    api.post(`/api/matches/${enc(matchId)}/result`, result, { fallback: inPageLanguage(msg`Failed to save the result.`) }),
  );
}

/** POST /api/matches/{id}/reschedule: a washed-out fixture to the next legal free slot; answers it moved. */
export function useReschedule() {
  return useCentreWrite(({ id, body }: { id: string; body: RescheduleInput }) =>
    api.post<{ data: Fixture }>(`/api/matches/${enc(id)}/reschedule`, body, { fallback: inPageLanguage(msg`Failed to move the match.`) }),
  );
}
