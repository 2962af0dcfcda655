/**
 * Awards (part 3 spec 5): the MVP formula a league may change (kept on the tournament, in
 * its points rules as `points.mvp`; absent, the IPL's), the awards call's answer and the
 * player of the match override. Imports only zod and core's contract.
 */
import { z } from 'zod';
import { dataEnvelope } from '@league/core/contract';

export const AWARDS_MESSAGES = {
  weight: 'MVP points must be numbers between 0 and 100',
  minMatches: 'Minimum matches must be a whole number between 1 and 50',
  personId: 'Player must be a person id or null',
  notInMatch: 'Pick a player of this match',
} as const;

const weight = z.number({ error: AWARDS_MESSAGES.weight }).min(0, AWARDS_MESSAGES.weight).max(100, AWARDS_MESSAGES.weight);

/** The IPL's MVP points (the engine's IPL_MVP_FORMULA; the awards tests hold the two equal). */
export const DEFAULT_MVP_FORMULA = { four: 2.5, six: 3.5, wicket: 3.5, dot: 1, catch: 2.5, stumping: 2.5, runOut: 2.5, minMatches: 3 } as const;

export const mvpFormulaSchema = z.object({
  four: /* @__PURE__ */ weight.default(DEFAULT_MVP_FORMULA.four),
  six: /* @__PURE__ */ weight.default(DEFAULT_MVP_FORMULA.six),
  wicket: /* @__PURE__ */ weight.default(DEFAULT_MVP_FORMULA.wicket),
  dot: /* @__PURE__ */ weight.default(DEFAULT_MVP_FORMULA.dot),
  catch: /* @__PURE__ */ weight.default(DEFAULT_MVP_FORMULA.catch),
  stumping: /* @__PURE__ */ weight.default(DEFAULT_MVP_FORMULA.stumping),
  runOut: /* @__PURE__ */ weight.default(DEFAULT_MVP_FORMULA.runOut),
  minMatches: z
    .number({ error: AWARDS_MESSAGES.minMatches })
    .int(AWARDS_MESSAGES.minMatches)
    .min(1, AWARDS_MESSAGES.minMatches)
    .max(50, AWARDS_MESSAGES.minMatches)
    .default(DEFAULT_MVP_FORMULA.minMatches),
});
export type MvpFormulaSettings = z.output<typeof mvpFormulaSchema>;

const breakdownSchema = z.object({
  fours: z.number(),
  sixes: z.number(),
  wickets: z.number(),
  dots: z.number(),
  catches: z.number(),
  stumpings: z.number(),
  runOuts: z.number(),
});

const whoSchema = { name: z.string(), personId: z.string().nullable() };

export const mvpRowSchema = z.object({ ...whoSchema, points: z.number(), matches: z.number(), breakdown: breakdownSchema });

/** A player named by an award: their MVP line with the figures the award is decided by. */
export const awardPlayerSchema = /* @__PURE__ */ mvpRowSchema.extend({
  runs: z.number(),
  ballsFaced: z.number(),
  strikeRate: z.number().nullable(),
  ballsBowled: z.number(),
  runsConceded: z.number(),
  economy: z.number().nullable(),
});
export type AwardPlayer = z.infer<typeof awardPlayerSchema>;

export const TEAM_ROLES = ['wicket-keeper', 'batter', 'bowler', 'all-rounder', 'next best'] as const;

export const awardsSchema = z.object({
  formula: z.object({
    four: z.number(),
    six: z.number(),
    wicket: z.number(),
    dot: z.number(),
    catch: z.number(),
    stumping: z.number(),
    runOut: z.number(),
    minMatches: z.number(),
  }),
  /** Best first; ties by name. */
  mvp: z.array(mvpRowSchema),
  playerOfTheMatch: z.array(
    z.object({
      matchId: z.string(),
      suggested: z.object({ ...whoSchema, points: z.number() }),
      chosen: z.object(whoSchema).nullable(),
    }),
  ),
  season: z.object({
    /** Matches a player needs for any season award or the team of the tournament. */
    minMatches: z.number(),
    mostValuable: /* @__PURE__ */ awardPlayerSchema.nullable(),
    bestBatter: /* @__PURE__ */ awardPlayerSchema.nullable(),
    bestBowler: /* @__PURE__ */ awardPlayerSchema.nullable(),
    bestFielder: /* @__PURE__ */ awardPlayerSchema.nullable(),
    mostSixes: /* @__PURE__ */ awardPlayerSchema.nullable(),
    emergingPlayer: /* @__PURE__ */ awardPlayerSchema.nullable(),
  }),
  teamOfTheTournament: z.array(/* @__PURE__ */ awardPlayerSchema.extend({ role: z.enum(TEAM_ROLES) })),
});
export type Awards = z.infer<typeof awardsSchema>;
export const awardsResponseSchema = dataEnvelope(awardsSchema);

/** PUT /api/matches/{id}/player-of-match: a person, or null to go back to the suggestion. */
export const playerOfMatchInputSchema = z.object({
  personId: z.string({ error: AWARDS_MESSAGES.personId }).uuid(AWARDS_MESSAGES.personId).nullable(),
});
export const playerOfMatchResponseSchema = dataEnvelope(z.object({ matchId: z.string(), chosen: z.object(whoSchema).nullable() }));
