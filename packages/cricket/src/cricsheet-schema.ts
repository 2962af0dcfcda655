/** Cricsheet's JSON match format (data versions 1.0.0 and 1.1.0), as far as the engine reads it. */
import { z } from 'zod';
import { plainName } from '@league/core/contract';
import { deliverySchema, LINEUP_MAX, nameSchema } from './events';

const nonNegative = z.number().int().min(0);
/** Free text of the file's info (venue, city, event): plain, bounded. */
const text = plainName(z.string().max(200));

/** A real calendar day written YYYY-MM-DD, as Cricsheet dates are. */
export const cricsheetDateSchema = z.string().refine((value) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}, 'Dates must be real days written YYYY-MM-DD');

export const cricsheetInningsSchema = z.object({
  team: nameSchema,
  overs: z.array(z.object({ over: nonNegative, deliveries: z.array(deliverySchema) })).default([]),
  target: z.object({ runs: nonNegative, overs: z.number().positive() }).partial().optional(),
  absent_hurt: z.array(nameSchema).max(LINEUP_MAX).optional(),
  penalty_runs: z.object({ pre: nonNegative.optional(), post: nonNegative.optional() }).optional(),
  super_over: z.boolean().optional(),
  declared: z.boolean().optional(),
  forfeited: z.boolean().optional(),
  miscounted_overs: z.record(z.string().regex(/^\d{1,3}$/), z.object({ balls: nonNegative.optional(), umpire: nameSchema.optional() })).optional(),
  powerplays: z.array(z.unknown()).optional(),
});

export const cricsheetOutcomeSchema = z.object({
  winner: nameSchema.optional(),
  by: z.object({ runs: nonNegative.optional(), wickets: nonNegative.optional(), innings: nonNegative.optional() }).optional(),
  method: text.optional(),
  result: text.optional(),
  eliminator: nameSchema.optional(),
  bowl_out: nameSchema.optional(),
});
export type CricsheetOutcome = z.infer<typeof cricsheetOutcomeSchema>;

export const cricsheetSchema = z.object({
  meta: z.object({ data_version: z.enum(['1.0.0', '1.1.0']), created: z.string().max(40).optional(), revision: z.number().optional() }),
  info: z.object({
    // A team cannot play itself (part 2 spec 1: names compared case-insensitively).
    teams: z.tuple([nameSchema, nameSchema]).refine(([a, b]) => a.toLowerCase() !== b.toLowerCase(), 'A team cannot play itself'),
    dates: z.array(cricsheetDateSchema).min(1).max(10),
    venue: text.optional(),
    city: text.optional(),
    season: z.union([text, z.number()]).optional(),
    overs: z.number().int().positive().optional(),
    balls_per_over: z.number().int().positive().optional(),
    event: z.object({ name: text.optional(), match_number: z.number().optional(), stage: text.optional(), group: text.optional() }).optional(),
    toss: z.object({ winner: nameSchema, decision: z.enum(['bat', 'field']) }).optional(),
    outcome: cricsheetOutcomeSchema.default({}),
    players: z.record(nameSchema, z.array(nameSchema).max(LINEUP_MAX)).default({}),
    match_type: text.optional(),
    gender: text.optional(),
    team_type: text.optional(),
    /** Cricsheet's people register: each name's identifier (issue 29 exports it again). */
    registry: z.object({ people: z.record(nameSchema, z.string().max(40)).default({}) }).optional(),
  }),
  innings: z.array(cricsheetInningsSchema).default([]),
});
export type CricsheetMatch = z.infer<typeof cricsheetSchema>;
