/** Teams: hooks, query keys and the TeamCard other screens (home, admin dashboard) reuse. */
export {
  teamKeys,
  teamsQuery,
  teamQuery,
  useTeams,
  useTeam,
  useTopTeams,
  useTeamCounts,
  topTeams,
  countTeams,
  useCreateTeam,
  useUpdateTeam,
  useDeleteTeam,
  useAddPlayer,
  useRemovePlayer,
} from './queries';
export type { TeamCounts } from './queries';
export { TeamCard } from './team-card';
export type { TeamCardProps } from './team-card';
export type { Team, TeamPlayer, Section, PlayerRole } from '../contract';
