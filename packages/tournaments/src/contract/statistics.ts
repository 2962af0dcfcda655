/**
 * Player statistics (operations spec section 4, "Statistics per player"): batting, bowling
 * and fielding figures of a tournament or of every scored match.
 */
import { z } from 'zod';
import { dataEnvelope } from '@league/core/contract';

// `playerId` is the roster profile and `personId` the person a row is bound to (through the
// squads, else the one profile of that exact name); a name bound to nobody has neither.
const who = { name: z.string(), playerId: z.string().optional(), personId: z.string().optional(), team: z.string().optional(), matches: z.number() };

export const battingStatSchema = z.object({
  ...who,
  innings: z.number(),
  notOuts: z.number(),
  runs: z.number(),
  balls: z.number(),
  /** "112*" */
  highest: z.string(),
  average: z.number().nullable(),
  strikeRate: z.number().nullable(),
  fifties: z.number(),
  hundreds: z.number(),
  fours: z.number(),
  sixes: z.number(),
});
export const bowlingStatSchema = z.object({
  ...who,
  balls: z.number(),
  overs: z.string(),
  maidens: z.number(),
  runs: z.number(),
  wickets: z.number(),
  average: z.number().nullable(),
  economy: z.number().nullable(),
  strikeRate: z.number().nullable(),
  /** "5/20" */
  best: z.string(),
  fiveFors: z.number(),
});
export const fieldingStatSchema = z.object({
  ...who,
  catches: z.number(),
  stumpings: z.number(),
  runOuts: z.number(),
});
export const statsSchema = z.object({
  batting: z.array(battingStatSchema),
  bowling: z.array(bowlingStatSchema),
  fielding: z.array(fieldingStatSchema),
});
export type BattingStat = z.infer<typeof battingStatSchema>;
export type BowlingStat = z.infer<typeof bowlingStatSchema>;
export type FieldingStat = z.infer<typeof fieldingStatSchema>;
export type Stats = z.infer<typeof statsSchema>;
/** Aliases the screens use. */
export type TournamentStats = Stats;
export type BattingStats = BattingStat;
export type BowlingStats = BowlingStat;
export type FieldingStats = FieldingStat;
export const statsResponseSchema = dataEnvelope(statsSchema);
