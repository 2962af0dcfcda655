/** The runtime of a frame script (see paint.ts); built as-is into each one. */
export { paint as start } from './paint';
