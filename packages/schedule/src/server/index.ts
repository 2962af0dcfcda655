/** Schedule: server-side public door. */
export { schedulePlugin, SCHEDULE_CACHE_TAG, type LinkTeams } from './plugin';
export { seedScheduleDemo, FALLBACK_TEAMS, type DemoTeam } from './demo';
export { listMatches, getGlobalLinks, countMatches, resolveMatchDate, createMatch, getMatch, updateMatch, type NewMatch } from './repo';
export { buildCalendar } from './calendar';
export * as scheduleSchema from './schema';
