/** Reach: what other screens reuse (the share button itself is @league/ui's ShareButton). */
export { usePlayerCard, reachKeys } from './queries';
