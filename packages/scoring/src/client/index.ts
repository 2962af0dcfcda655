/** Live scoring for other screens: follow a match live, home's "Live now" strip, query keys. */
export { useLiveMatch, liveRefreshKeys, type LiveMatch as LiveMatchState } from './use-live-match';
export { LiveNowStrip } from './live-now';
export { scoringKeys, useLiveMatches } from './queries';
export { withLiveMatch, withLiveMatches } from './with-live-match';
