/**
 * The scorecard (operations spec section 4, its Scorecard answer): a fixture's status, stage
 * and result, and each innings' batting, bowling and fall of wickets.
 */
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema } from '@league/core/contract';

export const MATCH_STATUSES = ['scheduled', 'live', 'completed', 'abandoned'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const MATCH_STAGES = ['league', 'playoff'] as const;
export type MatchStage = (typeof MATCH_STAGES)[number];

export const RESULT_TYPES = ['win', 'tie', 'no-result', 'abandoned'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export const tossSchema = z.object({ winner: z.string(), decision: z.enum(['bat', 'field']) });
export type Toss = z.infer<typeof tossSchema>;

export const resultSchema = z.object({
  type: z.enum(RESULT_TYPES),
  winner: z.string().optional(),
  by: z.object({ runs: z.number().optional(), wickets: z.number().optional() }).optional(),
  /** "D/L", "DLS", "Awarded", ... */
  method: z.string().optional(),
  superOverWinner: z.string().optional(),
  /** The result line as a reader sees it: "Banyan Blasters won by 14 runs". */
  text: z.string(),
});
export type MatchResult = z.infer<typeof resultSchema>;

export const battingEntrySchema = z.object({
  name: z.string(),
  playerId: z.string().optional(),
  runs: z.number(),
  balls: z.number(),
  fours: z.number(),
  sixes: z.number(),
  /** null before the batter has faced a ball. */
  strikeRate: z.number().nullable(),
  out: z.boolean(),
  /** As on a scorecard: "c Smith b Jones", "run out (Lee)", "not out". */
  dismissal: z.string(),
});
export type BattingEntry = z.infer<typeof battingEntrySchema>;

export const bowlingEntrySchema = z.object({
  name: z.string(),
  playerId: z.string().optional(),
  /** "3.4" */
  overs: z.string(),
  balls: z.number(),
  maidens: z.number(),
  runs: z.number(),
  wickets: z.number(),
  wides: z.number(),
  noballs: z.number(),
  economy: z.number().nullable(),
});
export type BowlingEntry = z.infer<typeof bowlingEntrySchema>;

export const fallOfWicketSchema = z.object({ wicket: z.number(), runs: z.number(), over: z.string(), batter: z.string() });

export const extrasSchema = z.object({
  wides: z.number(),
  noballs: z.number(),
  byes: z.number(),
  legbyes: z.number(),
  penalty: z.number(),
  total: z.number(),
});

export const inningsSchema = z.object({
  team: z.string(),
  superOver: z.boolean(),
  runs: z.number(),
  wickets: z.number(),
  balls: z.number(),
  overs: z.string(),
  extras: extrasSchema,
  target: z.object({ runs: z.number(), overs: z.number().optional(), method: z.string().optional(), working: z.array(z.string()).optional() }).optional(),
  batting: z.array(battingEntrySchema),
  bowling: z.array(bowlingEntrySchema),
  fallOfWickets: z.array(fallOfWicketSchema),
  /** Runs of each over by over index (Manhattan and worm charts). */
  overRuns: z.array(z.number()).optional(),
});
export type Innings = z.infer<typeof inningsSchema>;

export const scorecardSchema = z.object({
  matchId: z.string(),
  tournamentId: z.string().nullable(),
  teams: z.tuple([z.string(), z.string()]),
  /** The fixture's linked team ids (same order as `teams`), null when not linked. */
  teamIds: z.tuple([z.string().nullable(), z.string().nullable()]),
  matchDate: /* @__PURE__ */ isoDateTimeSchema.optional(),
  venue: z.string().nullable().optional(),
  /** The league's ground it is played at (part 3 spec 4), null when none. */
  groundId: z.string().nullable().optional(),
  ground: z.object({ name: z.string(), address: z.string().nullable(), mapUrl: z.string().nullable() }).nullable().optional(),
  stage: z.enum(MATCH_STAGES),
  status: z.enum(MATCH_STATUSES),
  toss: /* @__PURE__ */ tossSchema.nullable(),
  result: /* @__PURE__ */ resultSchema.nullable(),
  innings: z.array(inningsSchema),
  /** The seq of the last event the scorecard was computed from (0 = no events). */
  seq: z.number(),
  updatedAt: /* @__PURE__ */ isoDateTimeSchema.nullable(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;
export const scorecardResponseSchema = dataEnvelope(scorecardSchema);

export const matchParamsSchema = z.object({ id: z.string() });

/** "19.4" from 118 legal balls of 6. */
export function oversFromBalls(balls: number, ballsPerOver = 6): string {
  return `${Math.floor(balls / ballsPerOver)}.${balls % ballsPerOver}`;
}
