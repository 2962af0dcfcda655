/**
 * The points table (operations spec section 3): a team's row, with the runs and overs behind
 * its Net Run Rate so a captain can check the arithmetic.
 */
import { z } from 'zod';
import { dataEnvelope } from '@league/core/contract';

/** One match's part of a team's NRR, for the "how it was computed" view. */
export const standingsMatchSchema = z.object({
  matchId: z.string(),
  opponent: z.string(),
  runsFor: z.number(),
  ballsFaced: z.number(),
  runsAgainst: z.number(),
  ballsBowled: z.number(),
  /** "won", "lost", "tied", "no result" */
  outcome: z.string(),
  /** Why the overs differ from the balls bowled: "all out: full quota", "D/L: target - 1". */
  note: z.string().optional(),
  /** The team, or its opponent, was all out: credited with the full quota of overs. */
  allOut: z.boolean().optional(),
  opponentAllOut: z.boolean().optional(),
});
export type StandingsMatch = z.infer<typeof standingsMatchSchema>;

export const standingsRowSchema = z.object({
  teamId: z.string().nullable(),
  team: z.string(),
  played: z.number(),
  won: z.number(),
  lost: z.number(),
  tied: z.number(),
  noResult: z.number(),
  points: z.number(),
  runsFor: z.number(),
  ballsFaced: z.number(),
  /** "261.1" */
  oversFaced: z.string(),
  runsAgainst: z.number(),
  ballsBowled: z.number(),
  oversBowled: z.string(),
  nrr: z.number(),
  matches: z.array(standingsMatchSchema),
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;
export const standingsResponseSchema = dataEnvelope(z.array(standingsRowSchema));

/** NRR as the table shows it: 3 decimals with a sign ("+0.632", "-1.160"). */
export function formatNrr(nrr: number): string {
  const fixed = Math.abs(nrr).toFixed(3);
  return `${nrr < 0 && fixed !== '0.000' ? '-' : '+'}${fixed}`;
}
