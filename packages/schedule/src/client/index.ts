/** Schedule: hooks and keys other screens reuse (the admin dashboard's upcoming match card). */
export { matchKeys, matchesQuery, globalLinksQuery, groundsQuery, useMatches, useGlobalLinks, useUpcomingMatch } from './queries';
export { pickUpcoming, isUpcoming, byMatchDate, ALL_SEASONS } from '../match-time';
export type { Match, GlobalLinks, UpcomingMatch } from '../contract';
