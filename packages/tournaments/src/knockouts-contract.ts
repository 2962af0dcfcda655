/**
 * Knockouts from a template (part 3 spec 4): `POST /api/tournaments/{id}/knockouts` (admin)
 * makes the fixtures with their placeholders, `GET` (public) answers the bracket. The template
 * names and their stage counts are the engine's (`KNOCKOUT_TEMPLATES` in @league/cricket),
 * declared again in `knockout-templates.ts` (plain values a screen imports without these schemas)
 * so the contract stays zod only.
 */
import { z } from 'zod';
import { calendarDayNumber, dataEnvelope } from '@league/core/contract';
import { KNOCKOUT_STAGE_COUNTS, KNOCKOUT_TEMPLATES } from './knockout-templates';

export { KNOCKOUT_STAGE_COUNTS, KNOCKOUT_TEMPLATES, type KnockoutTemplate } from './knockout-templates';

export const KNOCKOUT_MESSAGES = {
  template: 'Template must be semis, top6 or ipl',
  date: 'Each date must be a date and time like 2026-05-01T15:30',
  dateCount: 'Give one date for each knockout match',
  dateOrder: 'Knockout dates must be in the order the matches are played',
  ground: 'Ground must be a ground id',
  unknownGround: 'Unknown ground',
  exists: 'This tournament already has its knockouts',
  tooFewTeams: 'Not enough teams in this tournament for this template',
  teamsUnknown: "This knockout match's teams are not known yet",
  grouped: 'Knockouts from a template follow one table: this tournament plays in groups',
} as const;

const M = KNOCKOUT_MESSAGES;

/** A wall time in the league's zone ("2026-05-01T15:30") or an instant with its offset. */
const dateSchema = z
  .string({ error: M.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, M.date)
  .refine((value) => calendarDayNumber(value.slice(0, 10)) !== null, M.date);

export const knockoutsInputSchema = z
  .object({
    template: z.enum(KNOCKOUT_TEMPLATES, { error: M.template }),
    dates: z.array(dateSchema, { error: M.dateCount }).min(1, M.dateCount).max(8, M.dateCount),
    groundId: z.string({ error: M.ground }).uuid(M.ground).optional(),
  })
  .refine((body) => body.dates.length === KNOCKOUT_STAGE_COUNTS[body.template], { message: M.dateCount, path: ['dates'] });
export type KnockoutsInput = z.input<typeof knockoutsInputSchema>;

export const knockoutSideSchema = z.object({
  /** The placeholder: "1st in the table", "Winner SF1", "Loser Qualifier 1". */
  label: z.string(),
  /** The team once known (its id and name), else null. */
  teamId: z.string().nullable(),
  team: z.string().nullable(),
});

export const knockoutStageSchema = z.object({
  code: z.string(),
  name: z.string(),
  matchId: z.string(),
  matchDate: z.string(),
  status: z.string(),
  result: z.string().nullable(),
  sides: z.tuple([knockoutSideSchema, knockoutSideSchema]),
  /** The team that went through, once the match has a result. */
  winnerId: z.string().nullable(),
});
export type KnockoutStageAnswer = z.output<typeof knockoutStageSchema>;

export const knockoutBracketSchema = z.object({
  template: z.enum(KNOCKOUT_TEMPLATES),
  /** True once every league fixture has a result: the table's places are final. */
  leagueComplete: z.boolean(),
  stages: z.array(knockoutStageSchema),
});
export type KnockoutBracket = z.output<typeof knockoutBracketSchema>;

/** GET answers null while the tournament has no knockouts. */
export const knockoutBracketResponseSchema = dataEnvelope(/* @__PURE__ */ knockoutBracketSchema.nullable());
