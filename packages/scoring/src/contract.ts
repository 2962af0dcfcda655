/**
 * Live scoring (operations spec 4, 5; decisions.md 6): the live feed's messages, who holds
 * a match, and the scorer role's grants. Imports only zod and core's contract helpers.
 */
import { z } from 'zod';
import { dataEnvelope, idSchema, optionalText, plainName } from '@league/core/contract';

export const SCORING_MESSAGES = {
  heldBy: (name: string) => `${name} is scoring this match. Take over to score it here.`,
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  notAScorer: 'No scorer with that email',
  isAdmin: 'That email belongs to an admin, who can already score',
  notAssigned: 'You are not assigned to score this match. Ask an admin to assign you.',
  tooManyScorers: 'At most 20 scorers can be assigned to a match',
  notATeam: (team: string) => `${team} is not playing this match`,
  nameRequired: 'Name is required',
  // The squad's own words (teams' MESSAGES.personNotFound): a contract imports no other package's.
  personNotFound: 'That person is not on record any more: search again',
  nameInSquad: (name: string, team: string) => `Someone named ${name} is already in the ${team} squad: pick them from the list, or tell the names apart`,
} as const;

/**
 * The scorer's person search (part 3 spec 1: lineup, fielder and "someone else" pick an
 * existing person): GET /api/matches/{id}/people?q=. Only the match's scorer or an admin;
 * it finds people in either side's squads (any tournament) and people whose names are
 * public, never a hidden person of another team.
 */
export const matchPeopleQuerySchema = z.object({ q: z.string().trim().max(80).default('') });
export const matchPersonSchema = z.object({
  personId: z.string(),
  name: z.string(),
  /** The side of this match whose squad holds them (null: neither). */
  team: z.string().nullable(),
  /** Other teams they play for, to tell two people of one name apart. */
  teams: z.array(z.string()),
});
export type MatchPerson = z.infer<typeof matchPersonSchema>;
export const matchPeopleResponseSchema = dataEnvelope(z.array(matchPersonSchema));
/**
 * POST /api/matches/{id}/people: puts a picked person (`personId`) or a new one made on
 * purpose (`name` alone) into `team`'s squad of the match's tournament, so the name the
 * lineup or ball then carries is that person. 201 with who it is.
 */
export const matchPersonBodySchema = z
  .object({
    team: z.string().trim().min(1).max(80),
    personId: /* @__PURE__ */ idSchema.optional(),
    name: plainName(optionalText(80)),
  })
  .refine((v) => v.personId || v.name, { message: SCORING_MESSAGES.nameRequired, path: ['name'] });
export type MatchPersonBody = z.input<typeof matchPersonBodySchema>;
/** `personId` is null for a new name on a side typed as a name, with no team on record (no squad to join). */
export const matchPersonResponseSchema = dataEnvelope(z.object({ personId: z.string().nullable(), name: z.string(), team: z.string() }));

/** The SSE `event:` name of one accepted event on GET /api/matches/{id}/live. */
export { LIVE_SCORE_EVENT } from './constants';

/**
 * One `score` message: the accepted event (as GET /events answers it) and the match's
 * state after it (the scorer's answer), so a watcher needs no second request.
 */
export const liveScoreSchema = z.object({
  seq: z.number(),
  event: z.record(z.string(), z.unknown()),
  state: z.record(z.string(), z.unknown()).nullable(),
});
export type LiveScore = z.infer<typeof liveScoreSchema>;

/** Who holds a match for scoring: one scorer at a time. */
export const holdSchema = z.object({
  matchId: z.string(),
  holder: z.string().nullable(),
  holderName: z.string().nullable(),
  since: z.string().nullable(),
  /** True when the caller is the holder. */
  mine: z.boolean(),
});
export type Hold = z.infer<typeof holdSchema>;
export const holdResponseSchema = dataEnvelope(holdSchema);
export const holdBodySchema = z.object({ takeOver: z.boolean().default(false) });

/** The 409 answer to an event from a scorer who does not hold the match. */
export const heldByResponseSchema = z.object({ success: z.literal(false), message: z.string(), holder: z.string(), holderName: z.string() });

/** A fixture a scorer may open (GET /api/scorer/matches). */
export const scorerMatchSchema = z.object({
  id: z.string(),
  team1: z.string(),
  team2: z.string(),
  matchDate: z.string(),
  venue: z.string().nullable(),
  status: z.string(),
  holderName: z.string().nullable(),
});
export type ScorerMatch = z.infer<typeof scorerMatchSchema>;
export const scorerMatchListResponseSchema = dataEnvelope(z.array(scorerMatchSchema));

/** A live match for home's "Live now" strip (GET /api/live-matches). */
export const liveMatchSchema = z.object({
  id: z.string(),
  team1: z.string(),
  team2: z.string(),
  summary: z.string(),
});
export type LiveMatch = z.infer<typeof liveMatchSchema>;
export const liveMatchListResponseSchema = dataEnvelope(z.array(liveMatchSchema));

export const scorerGrantBodySchema = z.object({
  email: z.string({ error: SCORING_MESSAGES.emailRequired }).trim().min(1, SCORING_MESSAGES.emailRequired).email(SCORING_MESSAGES.emailInvalid).toLowerCase(),
  name: z.string().trim().max(80).optional(),
});
export const scorerSchema = z.object({ id: idSchema, email: z.string(), name: z.string(), createdAt: z.string() });
export type Scorer = z.infer<typeof scorerSchema>;
export const scorerListResponseSchema = dataEnvelope(z.array(scorerSchema));
export const scorerGrantResponseSchema = dataEnvelope(z.object({ scorer: scorerSchema, url: z.string(), expiresAt: z.string() }));
export const matchParamsSchema = z.object({ id: z.string() });

/** PUT /api/matches/{id}/scorers (admin): the scorers assigned to a match, by email (the whole list). */
export const assignmentBodySchema = z.object({
  emails: z
    .array(
      z
        .string({ error: SCORING_MESSAGES.emailRequired })
        .trim()
        .min(1, SCORING_MESSAGES.emailRequired)
        .max(254)
        .email(SCORING_MESSAGES.emailInvalid)
        .toLowerCase(),
    )
    .max(20, SCORING_MESSAGES.tooManyScorers),
});
export const assignmentSchema = z.object({ matchId: z.string(), emails: z.array(z.string()) });
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentResponseSchema = dataEnvelope(assignmentSchema);

/**
 * Everything the scorer's phone needs to score a match, read once and kept on the phone
 * (GET /api/scorer/matches/{id}): the fixture, its format, both squads and the log so far.
 */
export const scorerPackSchema = z.object({
  match: scorerMatchSchema,
  format: z.object({ oversPerInnings: z.number(), ballsPerOver: z.number(), playersPerSide: z.number() }),
  /** A tie goes to a super over, which the pad then scores (the tournament's rule; true without one). */
  superOverDecidesTie: z.boolean(),
  /** The tournament's rain rule, which turns an interruption into the chase's target (null: none). */
  rain: z.object({ rule: z.enum(['D/L', 'ARR']), g50: z.number() }).nullable(),
  squads: z.record(z.string(), z.array(z.string())),
  events: z.array(z.record(z.string(), z.unknown())),
  hold: holdSchema,
});
export type ScorerPack = z.infer<typeof scorerPackSchema>;
export const scorerPackResponseSchema = dataEnvelope(scorerPackSchema);

/**
 * The stream overlay `/overlay/{matchId}` (part 3 spec section 3): `?scale=` sizes the
 * 1920x1080 stage for a smaller or larger canvas; `?banner=` is the operator's own line
 * (a rain delay the scorer has no event for). Anything unreadable falls back to the default.
 */
export const overlayQuerySchema = z.object({
  scale: z.coerce.number().min(0.25).max(4).catch(1).default(1),
  banner: z.string().trim().max(80).optional().catch(undefined),
});
export type OverlayQuery = z.infer<typeof overlayQuerySchema>;
