/** Schedule: server-side public door. */
export { schedulePlugin, SCHEDULE_CACHE_TAG, type LinkTeams } from './plugin';
export { seedScheduleDemo, FALLBACK_TEAMS, type DemoTeam } from './demo';
export {
  listMatches,
  getGlobalLinks,
  countMatches,
  resolveMatchDate,
  createMatch,
  getMatch,
  updateMatch,
  raisedSequence,
  sequenceAfterStatus,
  type NewMatch,
} from './repo';
export { seasonScope, SEASON_NOT_FOUND, type LeagueSeasons, type ReadSeasons, type SeasonScope } from './seasons';
export { listGrounds, groundsByName, findGround } from './grounds';
export { buildCalendar, MATCH_DURATION_MS } from './calendar';
export * as scheduleSchema from './schema';
