/**
 * Tournaments and the match centre (operations spec sections 1-4): tournaments, scorecards,
 * the points table, player statistics, the event log's calls and Cricsheet import. The
 * server validates and serialises with these schemas (fastify-type-provider-zod); the screens
 * use their types and do not parse answers again, so a field may be added without a client
 * release but never removed or renamed under a screen that reads it.
 */
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema, plainName, requiredText } from '@league/core/contract';
import { mvpFormulaSchema } from './awards-contract';

export const TOURNAMENT_STATUSES = ['upcoming', 'active', 'completed'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const MATCH_STATUSES = ['scheduled', 'live', 'completed', 'abandoned'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const MATCH_STAGES = ['league', 'playoff'] as const;
export type MatchStage = (typeof MATCH_STAGES)[number];

export const RESULT_TYPES = ['win', 'tie', 'no-result', 'abandoned'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** Largest Cricsheet file one import accepts (decisions.md 6). */
export const CRICSHEET_MAX_BYTES = 5 * 1024 * 1024;

export const MESSAGES = {
  name: 'Tournament name is required',
  season: 'Season is required',
  status: 'Status must be upcoming, active or completed',
  overs: 'Overs per innings must be between 1 and 50',
  ballsPerOver: 'Balls per over must be between 1 and 10',
  playersPerSide: 'Players per side must be between 2 and 11',
  points: 'Points must be whole numbers between 0 and 10',
  rainRule: 'Rain rule must be none, D/L or ARR',
  g50: 'G50 must be a whole number of runs between 1 and 500',
  tournamentNotFound: 'Tournament not found',
  matchNotFound: 'Match not found',
  tournamentInUse: 'This tournament still has fixtures or squads; move or delete them first',
  staleAfter: 'Someone else scored first: reload the latest events and try again',
  eventId: 'Event id must be a UUID',
  eventType: 'Event type is required',
  invalidEvent: 'This event is not valid',
  cricsheet: 'This is not a Cricsheet match file',
  cricsheetTooLarge: 'A Cricsheet file must be at most 5 MB',
  resultType: 'Result must be win, tie, no-result, abandoned or awarded',
  winnerRequired: 'Pick the winning team',
  teamNotInMatch: 'The team must be one of the two teams in this match',
  eventTooLarge: 'An event must be at most 16 KB',
  eventTooDeep: 'This event is not valid: it is nested too deeply',
  logFull: 'This match already has 5,000 events: no more can be added',
  matchCompleted: 'This match is completed: only an admin can change it',
  adminResult: "Only an admin can undo or change an admin's result",
} as const;

export const TEAM_IDS_MESSAGES = {
  list: 'Teams must be a list of team ids',
  teamId: 'Each team id must be a UUID',
  duplicate: 'A team is listed twice',
  tooMany: 'A tournament has at most 64 teams',
  unknown: 'Unknown team',
} as const;

/** Largest single event (its JSON) a scorer may post (issue 29). */
export const EVENT_MAX_BYTES = 16 * 1024;
/** Most events one match's log may hold (issue 29): a Test match is ~2,500 deliveries. */
export const LOG_MAX_EVENTS = 5000;

// ---------------------------------------------------------------------------------------
// Tournaments (spec 1)

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

// ---------------------------------------------------------------------------------------
// Scorecard (spec 4)

export const tossSchema = z.object({ winner: z.string(), decision: z.enum(['bat', 'field']) });
export type Toss = z.infer<typeof tossSchema>;

export const resultSchema = z.object({
  type: z.enum(RESULT_TYPES),
  winner: z.string().optional(),
  by: z.object({ runs: z.number().optional(), wickets: z.number().optional() }).optional(),
  /** "D/L", "DLS", "Awarded", ... */
  method: z.string().optional(),
  superOverWinner: z.string().optional(),
  /** The result line as a reader sees it: "Banyan Blasters won by 14 runs". */
  text: z.string(),
});
export type MatchResult = z.infer<typeof resultSchema>;

export const battingEntrySchema = z.object({
  name: z.string(),
  playerId: z.string().optional(),
  runs: z.number(),
  balls: z.number(),
  fours: z.number(),
  sixes: z.number(),
  /** null before the batter has faced a ball. */
  strikeRate: z.number().nullable(),
  out: z.boolean(),
  /** As on a scorecard: "c Smith b Jones", "run out (Lee)", "not out". */
  dismissal: z.string(),
});
export type BattingEntry = z.infer<typeof battingEntrySchema>;

export const bowlingEntrySchema = z.object({
  name: z.string(),
  playerId: z.string().optional(),
  /** "3.4" */
  overs: z.string(),
  balls: z.number(),
  maidens: z.number(),
  runs: z.number(),
  wickets: z.number(),
  wides: z.number(),
  noballs: z.number(),
  economy: z.number().nullable(),
});
export type BowlingEntry = z.infer<typeof bowlingEntrySchema>;

export const fallOfWicketSchema = z.object({ wicket: z.number(), runs: z.number(), over: z.string(), batter: z.string() });

export const extrasSchema = z.object({
  wides: z.number(),
  noballs: z.number(),
  byes: z.number(),
  legbyes: z.number(),
  penalty: z.number(),
  total: z.number(),
});

export const inningsSchema = z.object({
  team: z.string(),
  superOver: z.boolean(),
  runs: z.number(),
  wickets: z.number(),
  balls: z.number(),
  overs: z.string(),
  extras: extrasSchema,
  target: z.object({ runs: z.number(), overs: z.number().optional(), method: z.string().optional(), working: z.array(z.string()).optional() }).optional(),
  batting: z.array(battingEntrySchema),
  bowling: z.array(bowlingEntrySchema),
  fallOfWickets: z.array(fallOfWicketSchema),
  /** Runs of each over by over index (Manhattan and worm charts). */
  overRuns: z.array(z.number()).optional(),
});
export type Innings = z.infer<typeof inningsSchema>;

export const scorecardSchema = z.object({
  matchId: z.string(),
  tournamentId: z.string().nullable(),
  teams: z.tuple([z.string(), z.string()]),
  /** The fixture's linked team ids (same order as `teams`), null when not linked. */
  teamIds: z.tuple([z.string().nullable(), z.string().nullable()]),
  matchDate: /* @__PURE__ */ isoDateTimeSchema.optional(),
  venue: z.string().nullable().optional(),
  /** The league's ground it is played at (part 3 spec 4), null when none. */
  groundId: z.string().nullable().optional(),
  ground: z.object({ name: z.string(), address: z.string().nullable(), mapUrl: z.string().nullable() }).nullable().optional(),
  stage: z.enum(MATCH_STAGES),
  status: z.enum(MATCH_STATUSES),
  toss: /* @__PURE__ */ tossSchema.nullable(),
  result: /* @__PURE__ */ resultSchema.nullable(),
  innings: z.array(inningsSchema),
  /** The seq of the last event the scorecard was computed from (0 = no events). */
  seq: z.number(),
  updatedAt: /* @__PURE__ */ isoDateTimeSchema.nullable(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;
export const scorecardResponseSchema = dataEnvelope(scorecardSchema);

// ---------------------------------------------------------------------------------------
// Standings (spec 3)

/** One match's part of a team's NRR, for the "how it was computed" view. */
export const standingsMatchSchema = z.object({
  matchId: z.string(),
  opponent: z.string(),
  runsFor: z.number(),
  ballsFaced: z.number(),
  runsAgainst: z.number(),
  ballsBowled: z.number(),
  /** "won", "lost", "tied", "no result" */
  outcome: z.string(),
  /** Why the overs differ from the balls bowled: "all out: full quota", "D/L: target - 1". */
  note: z.string().optional(),
  /** The team, or its opponent, was all out: credited with the full quota of overs. */
  allOut: z.boolean().optional(),
  opponentAllOut: z.boolean().optional(),
});
export type StandingsMatch = z.infer<typeof standingsMatchSchema>;

export const standingsRowSchema = z.object({
  teamId: z.string().nullable(),
  team: z.string(),
  played: z.number(),
  won: z.number(),
  lost: z.number(),
  tied: z.number(),
  noResult: z.number(),
  points: z.number(),
  runsFor: z.number(),
  ballsFaced: z.number(),
  /** "261.1" */
  oversFaced: z.string(),
  runsAgainst: z.number(),
  ballsBowled: z.number(),
  oversBowled: z.string(),
  nrr: z.number(),
  matches: z.array(standingsMatchSchema),
});
export type StandingsRow = z.infer<typeof standingsRowSchema>;
export const standingsResponseSchema = dataEnvelope(z.array(standingsRowSchema));

// ---------------------------------------------------------------------------------------
// Statistics (spec 4)

// `playerId` is the roster profile and `personId` the person a row is bound to (through the
// squads, else the one profile of that exact name); a name bound to nobody has neither.
const who = { name: z.string(), playerId: z.string().optional(), personId: z.string().optional(), team: z.string().optional(), matches: z.number() };

export const battingStatSchema = z.object({
  ...who,
  innings: z.number(),
  notOuts: z.number(),
  runs: z.number(),
  balls: z.number(),
  /** "112*" */
  highest: z.string(),
  average: z.number().nullable(),
  strikeRate: z.number().nullable(),
  fifties: z.number(),
  hundreds: z.number(),
  fours: z.number(),
  sixes: z.number(),
});
export const bowlingStatSchema = z.object({
  ...who,
  balls: z.number(),
  overs: z.string(),
  maidens: z.number(),
  runs: z.number(),
  wickets: z.number(),
  average: z.number().nullable(),
  economy: z.number().nullable(),
  strikeRate: z.number().nullable(),
  /** "5/20" */
  best: z.string(),
  fiveFors: z.number(),
});
export const fieldingStatSchema = z.object({
  ...who,
  catches: z.number(),
  stumpings: z.number(),
  runOuts: z.number(),
});
export const statsSchema = z.object({
  batting: z.array(battingStatSchema),
  bowling: z.array(bowlingStatSchema),
  fielding: z.array(fieldingStatSchema),
});
export type BattingStat = z.infer<typeof battingStatSchema>;
export type BowlingStat = z.infer<typeof bowlingStatSchema>;
export type FieldingStat = z.infer<typeof fieldingStatSchema>;
export type Stats = z.infer<typeof statsSchema>;
/** Aliases the screens use. */
export type TournamentStats = Stats;
export type BattingStats = BattingStat;
export type BowlingStats = BowlingStat;
export type FieldingStats = FieldingStat;
export const statsResponseSchema = dataEnvelope(statsSchema);

// ---------------------------------------------------------------------------------------
// The event log (spec 2, 4)

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

// ---------------------------------------------------------------------------------------
// Manual results: a match not scored ball by ball (spec 4, issue 19)

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

// ---------------------------------------------------------------------------------------
// Cricsheet (decisions.md 6)

export const cricsheetImportAnswerSchema = z.object({
  matchId: z.string(),
  /** False when the same match was already imported (nothing added). */
  created: z.boolean(),
});
export const cricsheetImportResponseSchema = dataEnvelope(cricsheetImportAnswerSchema);
/**
 * `?adults=true`: the admin's word that everyone the file names is an adult (a professional
 * or past season); otherwise the file's people are of unknown age, so hidden from visitors
 * until an admin confirms them (part 3 spec section 1).
 */
export const cricsheetImportQuerySchema = z.object({
  adults: z
    .enum(['true', 'false'], { error: 'adults must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

// ---------------------------------------------------------------------------------------
// Squads (spec 1): per tournament, owned by the teams package; read here by tournament.

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

export const tournamentParamsSchema = z.object({ id: z.string() });
export const matchParamsSchema = z.object({ id: z.string() });

/** NRR as the table shows it: 3 decimals with a sign ("+0.632", "-1.160"). */
export function formatNrr(nrr: number): string {
  const fixed = Math.abs(nrr).toFixed(3);
  return `${nrr < 0 && fixed !== '0.000' ? '-' : '+'}${fixed}`;
}

/** "19.4" from 118 legal balls of 6. */
export function oversFromBalls(balls: number, ballsPerOver = 6): string {
  return `${Math.floor(balls / ballsPerOver)}.${balls % ballsPerOver}`;
}
export * from './awards-contract';

// Part 3 spec 4: the fixture generator's calls.
export * from './fixture-plan-contract';
