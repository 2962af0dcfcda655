/** Status and ordering of fixtures, derived from the date only (spec 4). No zod here. */
import type { GlobalLinks, Match, UpcomingMatch } from './contract';

/** `?season=all` of the list and the feed: every fixture, the archive's too (the tournaments admin lists them all). */
export const ALL_SEASONS = 'all';

/** Match status is derived from its date only (spec 4): now or later is Upcoming. */
export function isUpcoming(match: Pick<Match, 'matchDate'>, now: Date | number = Date.now()): boolean {
  return new Date(match.matchDate).getTime() >= new Date(now).getTime();
}

/** Oldest first, as the schedule reads (spec 7 sorts client-side too). */
export function byMatchDate(a: Pick<Match, 'matchDate'>, b: Pick<Match, 'matchDate'>): number {
  return new Date(a.matchDate).getTime() - new Date(b.matchDate).getTime();
}

/** Picks the next fixture at or after `now` and fills in missing links from the global ones. */
export function pickUpcoming(matches: Match[], links: GlobalLinks | undefined, now: Date | number = Date.now()): UpcomingMatch | null {
  const next = [...matches].sort(byMatchDate).find((match) => isUpcoming(match, now));
  if (!next) return null;
  return {
    ...next,
    pressLink: next.pressLink ?? links?.pressConferenceLink ?? null,
    auctionLink: next.auctionLink ?? links?.auctionLink ?? null,
  };
}
