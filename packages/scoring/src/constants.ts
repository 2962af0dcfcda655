/** Values the live screens need without loading zod (home's "Live now" strip is on the first page). */

/** The SSE event name of one accepted scoring event on `GET /api/matches/{id}/live`. */
export const LIVE_SCORE_EVENT = 'score';
/** The SSE event of a takeover on the same stream: no id, no data (each phone reads the hold with its own rights). */
export const LIVE_HOLD_EVENT = 'hold';
