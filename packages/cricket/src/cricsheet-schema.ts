/** Cricsheet's JSON match format (data versions 1.0.0 and 1.1.0), as far as the engine reads it. */
import { z } from 'zod';
import { deliverySchema } from './events';

const nonNegative = z.number().int().min(0);

export const cricsheetInningsSchema = z.object({
  team: z.string().min(1),
  overs: z.array(z.object({ over: nonNegative, deliveries: z.array(deliverySchema) })).default([]),
  target: z.object({ runs: nonNegative, overs: z.number().positive() }).partial().optional(),
  absent_hurt: z.array(z.string().min(1)).optional(),
  penalty_runs: z.object({ pre: nonNegative.optional(), post: nonNegative.optional() }).optional(),
  super_over: z.boolean().optional(),
  declared: z.boolean().optional(),
  forfeited: z.boolean().optional(),
  miscounted_overs: z.record(z.string(), z.unknown()).optional(),
  powerplays: z.array(z.unknown()).optional(),
});

export const cricsheetOutcomeSchema = z.object({
  winner: z.string().optional(),
  by: z.object({ runs: nonNegative.optional(), wickets: nonNegative.optional(), innings: nonNegative.optional() }).optional(),
  method: z.string().optional(),
  result: z.string().optional(),
  eliminator: z.string().optional(),
  bowl_out: z.string().optional(),
});
export type CricsheetOutcome = z.infer<typeof cricsheetOutcomeSchema>;

export const cricsheetSchema = z.object({
  meta: z.object({ data_version: z.enum(['1.0.0', '1.1.0']), created: z.string().optional(), revision: z.number().optional() }),
  info: z.object({
    teams: z.tuple([z.string().min(1), z.string().min(1)]),
    dates: z.array(z.string()).min(1),
    venue: z.string().optional(),
    city: z.string().optional(),
    season: z.union([z.string(), z.number()]).optional(),
    overs: z.number().int().positive().optional(),
    balls_per_over: z.number().int().positive().optional(),
    event: z
      .object({ name: z.string().optional(), match_number: z.number().optional(), stage: z.string().optional(), group: z.string().optional() })
      .optional(),
    toss: z.object({ winner: z.string().min(1), decision: z.enum(['bat', 'field']) }).optional(),
    outcome: cricsheetOutcomeSchema.default({}),
    players: z.record(z.string(), z.array(z.string().min(1))).default({}),
    match_type: z.string().optional(),
    gender: z.string().optional(),
    team_type: z.string().optional(),
  }),
  innings: z.array(cricsheetInningsSchema).default([]),
});
export type CricsheetMatch = z.infer<typeof cricsheetSchema>;
