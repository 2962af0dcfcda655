/**
 * The match's event log (operations spec sections 2 and 4): a scorer's posted event and the
 * state it leaves, the log as read back, and an admin's typed-in result (issue 19), which is
 * stored in the same log as a `result` event.
 */
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema } from '@league/core/contract';
import { MESSAGES } from './messages';
import { MATCH_STATUSES, RESULT_TYPES, resultSchema } from './scorecard';

/** Largest single event (its JSON) a scorer may post (issue 29). */
export const EVENT_MAX_BYTES = 16 * 1024;
/** Most events one match's log may hold (issue 29): a Test match is ~2,500 deliveries. */
export const LOG_MAX_EVENTS = 5000;

export const EVENT_TYPES = ['delivery', 'toss', 'lineups', 'endOfInnings', 'revisedTarget', 'absentHurt', 'penalty', 'result', 'amend'] as const;

/**
 * POST /api/matches/{id}/events: the client's id, the last event id it saw (null for the
 * first event) and the event itself. The event's own fields are checked by the engine's
 * schema on the server; unknown top-level fields are kept for it.
 */
export const eventPostSchema = z
  .object({
    id: z.string({ error: MESSAGES.eventId }).uuid(MESSAGES.eventId),
    after: z.string().nullable(),
    type: z.string({ error: MESSAGES.eventType }).min(1, MESSAGES.eventType),
  })
  .loose();
export type EventPost = z.input<typeof eventPostSchema>;

/** A short summary of the match after an event: what a scorer's screen and a watcher need. */
export const matchStateSchema = z.object({
  status: z.enum(MATCH_STATUSES),
  result: /* @__PURE__ */ resultSchema.nullable(),
  innings: z.array(z.object({ team: z.string(), superOver: z.boolean(), runs: z.number(), wickets: z.number(), overs: z.string(), balls: z.number() })),
  /** The engine's live state (striker, bowler, required rate, ...), as it computes it. */
  live: z.record(z.string(), z.unknown()).nullable(),
});
export type MatchState = z.infer<typeof matchStateSchema>;

export const eventAnswerSchema = z.object({ seq: z.number(), state: matchStateSchema });
export type EventAnswer = z.infer<typeof eventAnswerSchema>;
export const eventAnswerResponseSchema = dataEnvelope(eventAnswerSchema);

/** 409 on a stale `after`: the current last event id, so the writer can catch up. */
export const staleAfterResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  lastId: z.string().nullable(),
  lastSeq: z.number(),
});

/** One logged event as GET /api/matches/{id}/events answers it: the event's fields plus these. */
export const loggedEventSchema = z.object({ id: z.string(), seq: z.number(), type: z.string(), createdAt: isoDateTimeSchema }).loose();
export type LoggedEventView = z.infer<typeof loggedEventSchema>;
export const eventListResponseSchema = dataEnvelope(z.array(loggedEventSchema));

/** ?since=<seq> (events after that sequence number; 0 or absent: all). */
export const eventsQuerySchema = z.object({ since: z.coerce.number().int().min(0).default(0) });

// Manual results: a match not scored ball by ball (issue 19).

export const inningsTotalSchema = z.object({
  team: z.string().trim().min(1),
  runs: z.number().int().min(0),
  wickets: z.number().int().min(0).max(10),
  /** Legal balls faced; an all-out side is credited its full quota for NRR. */
  balls: z.number().int().min(0),
});

/**
 * POST /api/matches/{id}/result (admin): abandoned, no result, a walkover/awarded win, or
 * a result typed in after the fact (with the innings totals, so NRR can count it).
 * It is stored as a `result` event in the match's log.
 */
export const MANUAL_RESULT_TYPES = [...RESULT_TYPES, 'awarded'] as const;
export const manualResultSchema = z
  .object({
    /** `awarded`: a walkover or a match awarded to `winner`. */
    type: z.enum(MANUAL_RESULT_TYPES, { error: MESSAGES.resultType }),
    winner: z.string().trim().optional(),
    by: z.object({ runs: z.number().int().min(0).optional(), wickets: z.number().int().min(0).max(10).optional() }).optional(),
    /** "Awarded", "Walkover", "D/L" */
    method: z.string().trim().max(40).optional(),
    superOverWinner: z.string().trim().optional(),
    innings: z.array(inningsTotalSchema).max(2).optional(),
  })
  .refine((r) => (r.type !== 'win' && r.type !== 'awarded') || Boolean(r.winner), { message: MESSAGES.winnerRequired, path: ['winner'] });
export type ManualResult = z.input<typeof manualResultSchema>;
