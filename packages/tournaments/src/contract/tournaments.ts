/**
 * Tournaments and the linked model (operations spec section 1): a tournament with its
 * format, points and rain rule (issue 29), its teams and groups (part 3 spec 4), and the
 * squads read by tournament.
 */
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema, plainName, requiredText } from '@league/core/contract';
import { mvpFormulaSchema } from '../awards-contract';
import { MESSAGES, TEAM_IDS_MESSAGES } from './messages';

export const TOURNAMENT_STATUSES = ['upcoming', 'active', 'completed'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/*#__NO_SIDE_EFFECTS__*/
const int = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

export const tournamentFormatSchema = z.object({
  oversPerInnings: int(1, 50, MESSAGES.overs).default(20),
  ballsPerOver: int(1, 10, MESSAGES.ballsPerOver).default(6),
  playersPerSide: int(2, 11, MESSAGES.playersPerSide).default(11),
});
export type TournamentFormat = z.output<typeof tournamentFormatSchema>;

export const tournamentPointsSchema = z.object({
  win: int(0, 10, MESSAGES.points).default(2),
  tie: int(0, 10, MESSAGES.points).default(1),
  noResult: int(0, 10, MESSAGES.points).default(1),
  loss: int(0, 10, MESSAGES.points).default(0),
  /** The league's MVP formula for this tournament's awards (part 3 spec 5); absent, the IPL's. */
  mvp: /* @__PURE__ */ mvpFormulaSchema.optional(),
});
export type TournamentPoints = z.output<typeof tournamentPointsSchema>;

/**
 * What rain does to a chase (issue 29): D/L Standard Edition with the league's G50 (its
 * average 50-over score), average run rate, or nothing (the innings is shortened, the target
 * stands).
 */
export const RAIN_RULES = ['none', 'D/L', 'ARR'] as const;
export const tournamentRainSchema = z.object({
  rule: z.enum(RAIN_RULES, { error: MESSAGES.rainRule }).default('none'),
  g50: int(1, 500, MESSAGES.g50).default(200),
});
export type TournamentRain = z.output<typeof tournamentRainSchema>;
export const DEFAULT_RAIN: TournamentRain = { rule: 'none', g50: 200 };

export const DEFAULT_FORMAT: TournamentFormat = { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 };
export const DEFAULT_POINTS: TournamentPoints = { win: 2, tie: 1, noResult: 1, loss: 0 };

/** POST /api/tournaments and PUT /api/tournaments/{id} (whole record; ids and times ignored). */
export const tournamentInputSchema = z.object({
  name: plainName(requiredText(MESSAGES.name, 120)),
  season: plainName(requiredText(MESSAGES.season, 20)),
  /** One of the league's sections (a league setting), or none. */
  section: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => (v ? v : null)),
  format: /* @__PURE__ */ tournamentFormatSchema.default(DEFAULT_FORMAT),
  points: /* @__PURE__ */ tournamentPointsSchema.default(DEFAULT_POINTS),
  superOverDecidesTie: z.boolean().default(true),
  rain: /* @__PURE__ */ tournamentRainSchema.default(DEFAULT_RAIN),
  status: z.enum(TOURNAMENT_STATUSES, { error: MESSAGES.status }).default('upcoming'),
  /**
   * Part 3 spec 4: the tournament's teams (the generator's, the table's and the squads').
   * Left out, a PUT keeps them (older screens do not send them).
   */
  teamIds: z
    .array(z.string({ error: TEAM_IDS_MESSAGES.teamId }).uuid(TEAM_IDS_MESSAGES.teamId), { error: TEAM_IDS_MESSAGES.list })
    .max(64, TEAM_IDS_MESSAGES.tooMany)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, TEAM_IDS_MESSAGES.duplicate)
    .optional(),
});
export type TournamentInput = z.input<typeof tournamentInputSchema>;

export const tournamentSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  season: z.string(),
  section: z.string().nullable(),
  format: z.object({ oversPerInnings: z.number(), ballsPerOver: z.number(), playersPerSide: z.number() }),
  points: z.object({ win: z.number(), tie: z.number(), noResult: z.number(), loss: z.number(), mvp: /* @__PURE__ */ mvpFormulaSchema.optional() }),
  superOverDecidesTie: z.boolean(),
  rain: z.object({ rule: z.enum(RAIN_RULES), g50: z.number() }),
  status: z.enum(TOURNAMENT_STATUSES),
  /** The tournament's chosen teams (part 3 spec 4); empty until chosen. Always sent (optional for older fixtures' test data). */
  teamIds: z.array(z.string()).optional(),
  /** Its groups (issue 31): a round robin and a points table each; empty: none. Set by the generator's apply. */
  groups: z.array(z.object({ name: z.string(), teamIds: z.array(z.string()) })).optional(),
  /** Fixtures in the tournament and how many have a result (for the admin list). */
  matchCount: z.number(),
  completedCount: z.number(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Tournament = z.infer<typeof tournamentSchema>;
export type TournamentGroup = NonNullable<Tournament['groups']>[number];

export const tournamentListResponseSchema = dataEnvelope(z.array(tournamentSchema));
export const tournamentResponseSchema = dataEnvelope(tournamentSchema);

export const tournamentParamsSchema = z.object({ id: z.string() });

// Squads: per tournament, owned by the teams package; read here by tournament.

export const squadMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  playerId: z.string().nullable(),
});
export const squadSchema = z.object({
  teamId: z.string(),
  team: z.string(),
  tournamentId: z.string().nullable(),
  players: z.array(squadMemberSchema),
});
export type Squad = z.infer<typeof squadSchema>;
export const squadListResponseSchema = dataEnvelope(z.array(squadSchema));
