/** Players: server-side public door. */
export { playersPlugin } from './plugin';
export { seedPlayersDemo } from './demo';
export * as playersSchema from './schema';
