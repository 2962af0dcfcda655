/**
 * Players: server-side public door. `listPlayers` gives whole records (phones and dates of
 * birth included): mask with `toPublicPlayer` before showing them to a visitor.
 */
export { playersPlugin, PLAYERS_CACHE_TAG, type PlayersPluginOptions } from './plugin';
export { seedPlayersDemo } from './demo';
export { listPlayers, listPublicPlayers, publicPlayersByIds, toPublicPlayer, countPlayers } from './repo';
export * as playersSchema from './schema';
export { insertPlayerProfile, profileForPerson, profileOfPerson, type ProfileInput } from './profiles';
export { profileIsPublic } from './repo';
