/**
 * Players: what other screens reuse. Zod-free on purpose (the home page imports it):
 * query keys and hooks, and the home "Player Highlights" card.
 */
export { playerKeys } from './keys';
export { usePlayers, useTopPlayers, useLeaderboards, useSavePlayer, useDeletePlayer, fetchPlayers } from './queries';
export type { SavePlayer } from './queries';
export { PlayerHighlightCard } from './player-highlight-card';
export type { PlayerHighlightCardProps } from './player-highlight-card';
export { searchPlayers, matchesPlayer } from './search';
export type { Player, Leaderboards, Leader, TopPlayer } from '../contract';
export { rankingNotes } from '../constants';
