/** Teams: server-side public door. */
export { teamsPlugin } from './plugin';
export { seedTeamsDemo } from './demo';
export * as teamsSchema from './schema';
