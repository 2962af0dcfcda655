/** Live scoring: the server-side public door. */
export { scoringPlugin, scoringHooks, type ScoringPluginOptions } from './plugin';
export { loadScores, matchTopic } from './live';
export { HeldByOtherError, HELD_STATUS } from './holds';
export * as scoringSchema from './schema';
