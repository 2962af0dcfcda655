/** Match centre: hooks, keys and small pieces other screens reuse (home, schedule, teams). */
export { tournamentKeys } from './keys';
export {
  tournamentsQuery,
  standingsQuery,
  statsQuery,
  scorecardQuery,
  useTournaments,
  useStandings,
  useStats,
  useScorecard,
  useCareerStats,
  careerStatsQuery,
} from './queries';
export { StandingsTable } from './standings-table';
export { AwardsPanel } from './awards-panel';
export { currentSeason, seasonsOf, tournamentsOf } from '../season';
export { formatNrr, oversOf } from './format';
export type { Tournament, Scorecard, StandingsRow, Stats } from './types';
