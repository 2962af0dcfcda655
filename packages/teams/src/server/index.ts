/** Teams: the server-side public door (apps/api, the assistant and admin read from here). */
export { teamsPlugin, TEAMS_CACHE_TAG, type TeamsPluginOptions } from './plugin';
export { seedTeamsDemo, demoTeams } from './demo';
export {
  listTeams,
  getTeam,
  updateTeam,
  listSquads,
  addSquadLine,
  removeSquadLine,
  squadLineExists,
  makeTournamentCurrent,
  linkSquadMember,
  squadsOfTournament,
  findTeamsByNames,
  linkFixtureTeams,
  type NewSquadLine,
  type FixtureTeams,
} from './repo';
export * as teamsSchema from './schema';
export { bindSquad, bindSquadName, choosePerson, matchSquadOf, matchSquads, squadPlaces, teamsOfPeople } from './people';
