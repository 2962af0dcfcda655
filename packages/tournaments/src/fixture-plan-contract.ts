/**
 * The fixture generator's calls (part 3 spec 4): `POST /api/tournaments/{id}/fixture-plan`
 * (preview), `.../fixture-plan/apply` (writes) and a washed-out fixture's
 * `POST /api/matches/{id}/reschedule`. Dates are the league's days (LEAGUE_TIMEZONE).
 */
import { z } from 'zod';
import { calendarDayNumber, dataEnvelope } from '@league/core/contract';

export const FIXTURE_PLAN_MESSAGES = {
  rounds: 'Rounds must be 1 (single round robin) or 2 (double round robin)',
  startDate: 'Start date must be a date like 2026-04-01',
  endDate: 'End date must be a date like 2026-05-31',
  date: 'Dates must be like 2026-04-01',
  endBeforeStart: 'End date must be on or after the start date',
  tooLong: 'The dates may span at most 366 days',
  slotsRequired: 'Add at least one slot',
  tooManySlots: 'At most 64 slots',
  weekday: 'Weekday must be 0 (Sunday) to 6 (Saturday)',
  time: 'Time must be like 07:00 (HH:MM, 24-hour)',
  ground: 'Each slot needs a ground',
  slotTwice: 'A slot is listed twice',
  blackoutTeam: 'Each blackout needs a team id',
  blackoutEnds: 'A blackout must end on or after the day it starts',
  tooManyBlackouts: 'At most 500 blackouts',
  maxPerDay: 'Matches per team per day must be a whole number from 1 to 4',
  seed: 'Seed is required (a number or a word: the same seed gives the same plan)',
  tooFewTeams: 'Choose at least two teams for this tournament first',
  unknownGround: 'Unknown ground',
  blackoutNotInTournament: 'A blackout names a team that is not in this tournament',
  fixtureTeam: 'A fixture names a team that is not in this tournament',
  fixtureSameTeam: 'A team cannot play itself',
  fixtureDate: 'A fixture date must be a date and time like 2026-04-05T07:00',
  fixtureOutOfRange: 'A fixture is outside the dates of the plan',
  groundTwice: 'A ground is booked twice at the same time',
  teamTwice: 'A team is booked twice at the same time',
  perDay: 'Too many matches in a day for',
  tooManyFixtures: 'At most 2,000 fixtures',
  until: 'Until must be a date like 2026-05-31',
  noFreeSlot: 'No free slot before',
  notMovable: 'Only a match not yet played can be moved',
  abandoned: 'This match is recorded as abandoned: add its replay as a new fixture',
  groupCount: 'Groups: 2 to 8 of them, or none',
  groupName: 'Each group needs a name of 1 to 20 characters',
  groupNameTwice: 'Two groups have the same name',
  groupTeams: 'Each group needs at least two teams',
  groupTeamTwice: 'A team is in two groups',
  groupTeamNotInTournament: 'A group names a team that is not in this tournament',
  alreadyApplied: 'This tournament already has league fixtures: a plan is applied once (delete them to plan again)',
} as const;

const M = FIXTURE_PLAN_MESSAGES;

/** A real calendar day "YYYY-MM-DD" (2026-02-30 is not): the generator's own reading. */
/*#__NO_SIDE_EFFECTS__*/
const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => calendarDayNumber(value) !== null, message);

export const fixtureSlotSchema = z.object({
  weekday: z.number({ error: M.weekday }).int(M.weekday).min(0, M.weekday).max(6, M.weekday),
  time: z
    .string({ error: M.time })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time),
  ground: z.string({ error: M.ground }).trim().min(1, M.ground).max(120, M.ground),
});
export type FixtureSlot = z.output<typeof fixtureSlotSchema>;

const slotsSchema = z
  .array(fixtureSlotSchema, { error: M.slotsRequired })
  .min(1, M.slotsRequired)
  .max(64, M.tooManySlots)
  .refine((slots) => new Set(slots.map((s) => `${s.weekday} ${s.time} ${s.ground.toLowerCase()}`)).size === slots.length, M.slotTwice);

export const blackoutSchema = z
  .object({
    teamId: z.string({ error: M.blackoutTeam }).uuid(M.blackoutTeam),
    from: day(M.date),
    to: day(M.date),
  })
  .refine((b) => b.to >= b.from, M.blackoutEnds);
export type Blackout = z.output<typeof blackoutSchema>;

const blackoutsSchema = z.array(blackoutSchema).max(500, M.tooManyBlackouts).default([]);
const maxPerTeamPerDaySchema = z.number({ error: M.maxPerDay }).int(M.maxPerDay).min(1, M.maxPerDay).max(4, M.maxPerDay).default(1);

/**
 * A tournament's groups (issue 31): each a round robin of its own. None, or 2-8 of at least two
 * teams each, no team in two (a team in none plays the others in none).
 */
export const tournamentGroupsSchema = z
  .array(
    z.object({
      name: z.string({ error: M.groupName }).trim().min(1, M.groupName).max(20, M.groupName),
      teamIds: z
        .array(z.string({ error: M.groupTeamNotInTournament }).uuid(M.groupTeamNotInTournament), { error: M.groupTeams })
        .min(2, M.groupTeams)
        .max(64, M.groupTeams),
    }),
    { error: M.groupCount },
  )
  .max(8, M.groupCount)
  .refine((groups) => groups.length !== 1, M.groupCount)
  .refine((groups) => new Set(groups.map((g) => g.name.toLowerCase())).size === groups.length, M.groupNameTwice)
  .refine((groups) => {
    const ids = groups.flatMap((g) => g.teamIds.map((id) => id.toLowerCase()));
    return new Set(ids).size === ids.length;
  }, M.groupTeamTwice);

const planFields = z.object({
  rounds: z.union([z.literal(1), z.literal(2)], { error: M.rounds }),
  startDate: day(M.startDate),
  endDate: day(M.endDate),
  slots: slotsSchema,
  blackouts: blackoutsSchema,
  maxPerTeamPerDay: maxPerTeamPerDaySchema,
  seed: z.union([z.number().finite(), z.string().trim().min(1).max(100)], { error: M.seed }),
  /** Optional (issue 31): pairs within each group; absent, the tournament's stored groups; apply stores them. */
  groups: /* @__PURE__ */ tournamentGroupsSchema.optional(),
});

function datesInOrder({ startDate, endDate }: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  const [start, end] = [calendarDayNumber(startDate), calendarDayNumber(endDate)];
  // A date that is no date has its own message already.
  if (start === null || end === null) return;
  if (end < start) ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['endDate'] });
  else if (end - start > 366) ctx.addIssue({ code: 'custom', message: M.tooLong, path: ['endDate'] });
}

/** The spec's body of both calls. */
export const fixturePlanInputSchema = /* @__PURE__ */ planFields.superRefine(datesInOrder);
export type FixturePlanInput = z.input<typeof fixturePlanInputSchema>;

/** A fixture of a plan: the generator's, or the organiser's edit of it sent back to apply. */
export const plannedFixtureSchema = z.object({
  team1Id: z.string({ error: M.fixtureTeam }).uuid(M.fixtureTeam),
  team2Id: z.string({ error: M.fixtureTeam }).uuid(M.fixtureTeam),
  /** ISO 8601 (an instant), or a wall time "2026-04-05T07:00" in the league's zone. */
  matchDate: z.string({ error: M.fixtureDate }).trim().min(1, M.fixtureDate).max(40, M.fixtureDate),
  ground: z.string({ error: M.ground }).trim().min(1, M.ground).max(120, M.ground),
});
export type PlannedFixtureInput = z.output<typeof plannedFixtureSchema>;

/** Apply: the same body, and optionally the plan as the organiser edited it. */
export const fixturePlanApplySchema = /* @__PURE__ */ planFields
  .extend({ fixtures: z.array(plannedFixtureSchema).max(2000, M.tooManyFixtures).optional() })
  .superRefine(datesInOrder);

const unplacedSchema = z.array(z.object({ team1Id: z.string(), team2Id: z.string(), reason: z.string() }));

const fairnessSchema = z.array(z.looseObject({ teamId: z.string() }));

export const fixturePlanAnswerSchema = z.object({
  fixtures: z.array(
    /* @__PURE__ */ plannedFixtureSchema.extend({
      matchDate: z.string(),
      round: z.number().optional(),
      group: z.string().nullable().optional(),
      team1: z.string().optional(),
      team2: z.string().optional(),
    }),
  ),
  unplaced: unplacedSchema,
  /** One row per team: the generator's figures (matches per slot time, byes, rest). */
  fairness: fairnessSchema,
});
export type FixturePlanAnswer = z.infer<typeof fixturePlanAnswerSchema>;
export const fixturePlanResponseSchema = dataEnvelope(fixturePlanAnswerSchema);

/**
 * What apply wrote: each fixture with its new id, the pairs its plan could not place, and the
 * fairness report of what was written (an organiser's edit included).
 * Without `fixtures` in the body apply plans again from the body, which gives the preview's
 * plan unless the book changed in between (then it plans around the change); with them it
 * writes that list and `unplaced` is empty.
 */
export const appliedFixturesResponseSchema = dataEnvelope(
  z.object({
    fixtures: z.array(
      z.object({
        id: z.string(),
        team1Id: z.string(),
        team2Id: z.string(),
        team1: z.string(),
        team2: z.string(),
        matchDate: z.string(),
        ground: z.string(),
        groundId: z.string(),
      }),
    ),
    unplaced: unplacedSchema,
    fairness: fairnessSchema,
  }),
);

/**
 * POST /api/matches/{id}/reschedule: the next legal free slot up to `until`. Without `slots`, the
 * weekly slots its tournament's fixtures are played at (weekday, league time, ground); without
 * `until`, eight weeks on.
 */
export const rescheduleInputSchema = z.object({
  slots: /* @__PURE__ */ slotsSchema.optional(),
  blackouts: blackoutsSchema,
  maxPerTeamPerDay: maxPerTeamPerDaySchema,
  until: /* @__PURE__ */ day(M.until).optional(),
});
export type RescheduleInput = z.input<typeof rescheduleInputSchema>;
