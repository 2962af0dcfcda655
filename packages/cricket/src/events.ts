/**
 * The event log's vocabulary. A delivery is exactly a Cricsheet delivery plus where it
 * happened (innings, batting team, over), so a match scored on a phone and the same match
 * imported from Cricsheet are the same log.
 */
import { z } from 'zod';
import { plainName } from '@league/core/contract';
import { RAIN_RULES } from './rain';

/** Longest player or team name an event or a Cricsheet file may carry (part 1's bound). */
export const NAME_MAX = 100;
/**
 * A player or team name: part 1's name rules (no control or text-direction characters, a
 * sane length; issue 35). Kept exactly as written, not trimmed, so a replay is identical.
 */
export const nameSchema = plainName(z.string().min(1).max(NAME_MAX, `Names must be at most ${NAME_MAX} characters`));
const name = nameSchema;
/** Short codes and labels (a dismissal kind, a result method). */
const label = plainName(z.string().min(1).max(60));
const count = z.number().int().min(0);
/** Most names one side lists (a squad with substitutes and impact players). */
export const LINEUP_MAX = 40;

export const wicketSchema = z.object({
  player_out: name,
  kind: label,
  fielders: z
    .array(z.object({ name: name.optional(), substitute: z.boolean().optional() }))
    .max(LINEUP_MAX)
    .optional(),
});
export type Wicket = z.infer<typeof wicketSchema>;

export const extrasSchema = z.object({
  wides: count.optional(),
  noballs: count.optional(),
  byes: count.optional(),
  legbyes: count.optional(),
  penalty: count.optional(),
});
export type Extras = z.infer<typeof extrasSchema>;

export const deliverySchema = z.object({
  batter: name,
  non_striker: name,
  bowler: name,
  runs: z.object({ batter: count, extras: count, total: count, non_boundary: z.boolean().optional() }),
  extras: extrasSchema.optional(),
  wickets: z.array(wicketSchema).max(4).optional(),
  // Cricsheet's impact-player and role replacements: accepted, not used by any figure.
  replacements: z.unknown().optional(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryEventSchema = deliverySchema.extend({
  type: z.literal('delivery'),
  innings: count,
  team: name,
  over: count,
  superOver: z.boolean().optional(),
});
export type DeliveryEvent = z.infer<typeof deliveryEventSchema>;

export const resultKinds = ['abandoned', 'awarded', 'no-result', 'win', 'tie'] as const;

export const matchEventSchema = z.discriminatedUnion('type', [
  deliveryEventSchema,
  z.object({ type: z.literal('toss'), winner: name, decision: z.enum(['bat', 'field']) }),
  z.object({ type: z.literal('lineups'), team: name, players: z.array(name).max(LINEUP_MAX) }),
  z.object({
    type: z.literal('innings-end'),
    innings: count,
    reason: z.enum(['all-out', 'overs', 'declared', 'target', 'other']).optional(),
  }),
  // A revised target. With a `method` ("D/L": rain during the match) the first innings stands
  // as played and the table credits it target - 1 off these overs; without one, the match was
  // shortened for both sides before it began.
  z.object({ type: z.literal('target'), innings: count, runs: count, overs: z.number().positive(), method: label.optional() }),
  // Rain or bad light: from this moment the innings has `overs` overs in all (the overs it has
  // bowled, when play ends there). Where it sits in the log is the score it stopped at; the
  // tournament's rain rule turns it into the chase's target (rain.ts).
  z.object({ type: z.literal('interruption'), innings: count, overs: z.number().min(0).max(50) }),
  z.object({ type: z.literal('absent-hurt'), innings: count, player: name }),
  z.object({ type: z.literal('penalty'), innings: count, team: name, runs: count, when: z.enum(['pre', 'post']).optional() }),
  // A batter leaves between two deliveries, using no ball (Laws 25.4, 40): retired hurt or
  // not out (no wicket; may come back), retired out or timed out (a wicket to the team).
  z.object({
    type: z.literal('between-balls'),
    innings: count,
    team: name,
    player: name,
    kind: z.enum(['retired hurt', 'retired not out', 'retired out', 'timed out']),
  }),
  // The umpire called this over complete with the balls actually bowled (5, or 7): it is a
  // whole over, as bowled (Law 17.5; Cricsheet's `miscounted_overs`). Without `balls` the over
  // ends where it stands (a short one); with them, once that many legal balls are bowled (the
  // umpire gives a 7th ball: recorded before it, so the pad keeps the over going).
  z.object({ type: z.literal('over-miscounted'), innings: count, over: count, balls: z.number().int().min(1).max(12).optional(), umpire: name.optional() }),
  z.object({
    type: z.literal('result'),
    result: z.enum(resultKinds),
    winner: name.optional(),
    method: label.optional(),
    superOverWinner: name.optional(),
    by: z.object({ runs: count.optional(), wickets: count.optional() }).optional(),
    parScore: count.optional(),
  }),
  // The replacement's `type` may be left out: it can only be a delivery. An amend of an
  // amend takes that one back (the edit or deletion is undone); `undo` marks one made by the
  // pad's Undo, so the next Undo reaches the action before it (replay.ts lastAction).
  z.object({
    type: z.literal('amend'),
    target: z.string().min(1).max(100),
    delivery: deliveryEventSchema.extend({ type: z.literal('delivery').default('delivery') }).optional(),
    undo: z.literal(true).optional(),
  }),
]);
export type MatchEvent = z.infer<typeof matchEventSchema>;
export type LoggedEvent = MatchEvent & { id: string; seq?: number };
export const loggedEventSchema = z.intersection(matchEventSchema, z.object({ id: z.string().min(1), seq: z.number().int().optional() }));

export type EventOf<T extends MatchEvent['type']> = Extract<LoggedEvent, { type: T }>;

export const matchSetupSchema = z.object({
  teams: z.tuple([name, name]),
  format: z.object({
    oversPerInnings: z.number().int().min(1).max(50),
    ballsPerOver: z.number().int().min(1).max(10),
    playersPerSide: z.number().int().min(2).max(11),
  }),
  /** The tournament's rain rule; without one an interruption shortens the innings and nothing else. */
  rain: z.object({ rule: z.enum(RAIN_RULES), g50: z.number().int().min(1).max(500) }).optional(),
});
export type MatchSetup = z.infer<typeof matchSetupSchema>;

export { BOWLER_WICKETS, DISMISSAL_KINDS, NOT_A_WICKET, isDelivery, isLegal } from './laws';
