/** Values the live screens need without loading zod (home's "Live now" strip is on the first page). */

/** The SSE event name of one accepted scoring event on `GET /api/matches/{id}/live`. */
export const LIVE_SCORE_EVENT = 'score';
