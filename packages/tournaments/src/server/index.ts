/** Tournaments: the server-side public door (apps/api, the assistant, bench and the CLI). */
export { tournamentsPlugin, TOURNAMENTS_CACHE_TAG, type TournamentsPluginOptions } from './plugin';
export { listTournaments, getTournament, findTournament, createTournament } from './repo';
export { readMatchState, readScorecard, readStandings, readStats, readCareerStats } from './cards';
export { computeCareers, type Career } from './careers';
export { readLeaderboards, readTopPlayers, siteFigures } from './career-boards';
export { appendEvent, enterResult, listEvents, rebuildSummaries, recompute, matchContext } from './log';
export { importCricsheet, exportCricsheet } from './cricsheet';
export { seedTournamentsDemo } from './demo';
export { readSeasons } from './league-seasons';
export { linkPartOneData } from './part-one';
export * as tournamentsSchema from './schema';
