/** Schedule: server-side public door. */
export { schedulePlugin } from './plugin';
export { seedScheduleDemo, FALLBACK_TEAMS, type DemoTeam } from './demo';
export { listMatches, getGlobalLinks, countMatches, resolveMatchDate } from './repo';
export { buildCalendar } from './calendar';
export * as scheduleSchema from './schema';
