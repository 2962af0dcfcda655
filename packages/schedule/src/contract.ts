/**
 * Schedule contract: fixtures, the two global links and the older form's per-match links.
 * The same schemas check the admin forms, the routes and the msw handlers.
 */
import { z } from 'zod';
import { dataEnvelope, httpUrlSchema, idSchema, isoDateTimeSchema, plainName, requiredText } from '@league/core/contract';

/** Spec 5: one message for every blank field of the Add Match form. */
export const MATCH_REQUIRED_MESSAGE = 'Team names and date are required.';
export const INVALID_MATCH_DATE_MESSAGE = 'Match date must be a date and time like 2026-12-01T15:30';

// A datetime-local value (2026-12-01T15:30, seconds optional) or the same with an offset.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** True when `value` carries its own offset (Z or ±hh:mm) rather than being a local wall time. */
export function hasOffset(value: string): boolean {
  return Boolean(DATE_TIME.exec(value.trim())?.[7]);
}

/** A real calendar date and time ("2026-02-30T10:00" is not), with or without an offset. */
export function isMatchDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const probe = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month! - 1 &&
    probe.getUTCDate() === day &&
    probe.getUTCHours() === hour &&
    probe.getUTCMinutes() === minute
  );
}

const teamName = plainName(
  z.string({ error: MATCH_REQUIRED_MESSAGE }).trim().min(1, MATCH_REQUIRED_MESSAGE).max(100, 'Team names must be at most 100 characters'),
);

export const SAME_TEAM_MESSAGE = 'A team cannot play itself';
export const MATCH_STAGES = ['league', 'playoff'] as const;
export type MatchStage = (typeof MATCH_STAGES)[number];
export const MATCH_STATUSES = ['scheduled', 'live', 'completed', 'abandoned'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

const optionalId = z
  .string()
  .uuid('Invalid id')
  .nullish()
  .transform((v) => v ?? null);

/**
 * Body of POST /api/matches and the older form's POST /api/add-match. Old clients send
 * names only (the fixture is linked when a team of that name exists); the match centre
 * sends the picked teams' ids, the tournament, venue and stage (operations spec 1).
 */
export const matchInputSchema = z
  .object({
    team1: teamName,
    team2: teamName,
    matchDate: z.string({ error: MATCH_REQUIRED_MESSAGE }).trim().min(1, MATCH_REQUIRED_MESSAGE).refine(isMatchDateTime, INVALID_MATCH_DATE_MESSAGE),
    tournamentId: optionalId,
    team1Id: optionalId,
    team2Id: optionalId,
    venue: z
      .string()
      .trim()
      .max(120, 'Venue must be at most 120 characters')
      .nullish()
      .transform((v) => (v ? v : null)),
    stage: z.enum(MATCH_STAGES, { error: 'Stage must be league or playoff' }).default('league'),
    /**
     * One of the league's grounds (part 3 spec 4); its name becomes the venue when none is
     * typed. Left out, a PUT keeps the fixture's ground (older screens do not send it); null clears it.
     */
    groundId: z.string().uuid('Invalid id').nullish(),
  })
  .refine((m) => m.team1.toLowerCase() !== m.team2.toLowerCase(), { message: SAME_TEAM_MESSAGE, path: ['team2'] });
export type MatchInput = z.input<typeof matchInputSchema>;

/** PUT /api/matches/{id}: the whole fixture back; ids, links and times are ignored. */
export const matchUpdateSchema = matchInputSchema;

/** A fixture as the API answers it. `_id` repeats `id` for clients written against the spec. */
export const matchSchema = z.object({
  id: z.string(),
  _id: z.string(),
  team1: z.string(),
  team2: z.string(),
  /** ISO 8601 in UTC; the browser shows it in the viewer's zone. */
  matchDate: isoDateTimeSchema,
  /** Per-match links from the older admin form; null when unset. */
  pressLink: z.string().nullable(),
  auctionLink: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  // Operations spec 1 (absent from answers of the first release's clients' fixtures).
  tournamentId: z.string().nullable().optional(),
  team1Id: z.string().nullable().optional(),
  team2Id: z.string().nullable().optional(),
  venue: z.string().nullable().optional(),
  stage: z.enum(MATCH_STAGES).optional(),
  /** Derived from the match's log: scheduled until the first event. */
  status: z.enum(MATCH_STATUSES).optional(),
  /** The result line ("Banyan Blasters won by 14 runs"), null until there is one. */
  result: z.string().nullable().optional(),
  // Part 3 spec 4: the ground it is played at, and how many times it has changed (calendar SEQUENCE).
  groundId: z.string().nullable().optional(),
  ground: z.object({ name: z.string(), address: z.string().nullable(), mapUrl: z.string().nullable() }).nullable().optional(),
  sequence: z.number().optional(),
});
export type Match = z.infer<typeof matchSchema>;

/** GET /api/matches: the list as `data` and again as `matches` (the older form reads it). */
export const matchListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(matchSchema),
  matches: z.array(matchSchema),
  // Issue 31: the season answered (null: every fixture) and the seasons there are, the current first.
  season: z.string().nullable().optional(),
  seasons: z.array(z.string()).optional(),
});

/**
 * `?season=` of the list and the calendar feed: a season's name, or `all`; left out, the
 * current season (part 3 spec 4: an imported archive never pushes it down).
 */
export const seasonQuerySchema = z.object({
  season: z.string().trim().min(1, 'Season is required').max(40, 'Season must be at most 40 characters').optional(),
});

export const matchResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: matchSchema,
});

export const globalLinksSchema = z.object({
  pressConferenceLink: z.string().nullable(),
  auctionLink: z.string().nullable(),
});
export type GlobalLinks = z.infer<typeof globalLinksSchema>;

/** GET /api/global-links: `data`, with the two fields repeated at the top level. */
export const globalLinksResponseSchema = /* @__PURE__ */ globalLinksSchema.extend({
  success: z.literal(true),
  message: z.string().optional(),
  data: globalLinksSchema,
});

export const pressLinkInputSchema = z.object({ pressConferenceLink: httpUrlSchema });
export const auctionLinkInputSchema = z.object({ auctionLink: httpUrlSchema });

/** The older form's per-match links. */
export const matchPressLinkInputSchema = z.object({ matchId: idSchema, pressLink: httpUrlSchema });
export const matchAuctionLinkInputSchema = z.object({ matchId: idSchema, auctionLink: httpUrlSchema });

// ---------------------------------------------------------------------------------------
// Grounds (part 3 spec 4): the league's, one per fixture.

export const GROUND_MESSAGES = {
  name: 'Ground name is required',
  taken: 'A ground with this name already exists',
  notFound: 'Ground not found',
  unknown: 'Unknown ground',
} as const;

/** POST /api/grounds and PUT /api/grounds/{id}. */
export const groundInputSchema = z.object({
  name: plainName(requiredText(GROUND_MESSAGES.name, 120)),
  address: z
    .string()
    .trim()
    .max(300, 'Address must be at most 300 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  mapUrl: z
    .union([httpUrlSchema, z.literal('')])
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type GroundInput = z.input<typeof groundInputSchema>;

export const groundSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  mapUrl: z.string().nullable(),
});
export type Ground = z.infer<typeof groundSchema>;
export const groundListResponseSchema = dataEnvelope(z.array(groundSchema));
export const groundResponseSchema = dataEnvelope(groundSchema);

/** The nearest future match, its links falling back to the global ones (dashboard card). */
export type UpcomingMatch = Match;

// Pure helpers live in ./match-time (no zod) so the dashboard and home can use them cheaply.
export { ALL_SEASONS, byMatchDate, isUpcoming, pickUpcoming } from './match-time';
