/** Tournaments: the server-side public door (apps/api, the assistant, bench and the CLI). */
export { tournamentsPlugin, TOURNAMENTS_CACHE_TAG } from './plugin';
export { listTournaments, getTournament, findTournament, createTournament } from './repo';
export { readScorecard, readStandings, readStats } from './cards';
export { appendEvent, enterResult, listEvents, rebuildSummaries, recompute, matchContext } from './log';
export { importCricsheet, exportCricsheet } from './cricsheet';
export { seedTournamentsDemo } from './demo';
export * as tournamentsSchema from './schema';
