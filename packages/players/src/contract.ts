/**
 * Players: zod contract shared by the form, the routes, the msw handlers and the tests.
 * The phone (digits) is the key and never changes; stats are nested as spec 3 names them.
 */
import { z } from 'zod';
import { dataEnvelope, photoUrlSchema as sitePhotoUrlSchema, plainName, requiredText } from '@league/core/contract';

export * from './constants';
export { normalisePhone, isPhoneKey } from './phone';
import { normalisePhone } from './phone';
import { BAT_STYLES, BOWL_STYLES, MAX_TOP_PLAYERS, messages } from './constants';

const MAX_COUNT = 1_000_000;
const MAX_DECIMAL = 10_000;

/** A whole, non-negative number ("Batting runs must be a whole number"). */
/*#__NO_SIDE_EFFECTS__*/
const count = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_COUNT, `${label} is too large`);

/** A non-negative decimal (average, strike rate, economy), kept to two places. */
/*#__NO_SIDE_EFFECTS__*/
const decimal = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_DECIMAL, `${label} is too large`)
    .transform((v) => Math.round(v * 100) / 100);

const bestSchema = z
  .string({ error: messages.best })
  .trim()
  .transform((v) => v || '0/0')
  .pipe(z.string().regex(/^\d{1,2}\/\d{1,4}$/, messages.best));

// Each stat group is written once as "fields without defaults" (what a PATCH may carry),
// then given its spec defaults (numbers 0, best "0/0") for a create.
const battingFields = {
  matches: count('Batting matches'),
  runs: count('Batting runs'),
  balls: count('Batting balls'),
  highest: count('Highest score'),
  fifties: count('Fifties'),
  hundreds: count('Hundreds'),
  average: decimal('Batting average'),
  strikeRate: decimal('Strike rate'),
};
const bowlingFields = {
  matches: count('Bowling matches'),
  balls: count('Bowling balls'),
  runsConceded: count('Runs conceded'),
  wickets: count('Wickets'),
  best: bestSchema,
  average: decimal('Bowling average'),
  economy: decimal('Economy'),
  fiveFors: count('Five-wicket hauls'),
};
const fieldingFields = {
  catches: count('Catches'),
  stumpings: count('Stumpings'),
  runouts: count('Run-outs'),
};

const b = battingFields;
export const battingSchema = z
  .object({
    matches: b.matches.default(0),
    runs: b.runs.default(0),
    balls: b.balls.default(0),
    highest: b.highest.default(0),
    fifties: b.fifties.default(0),
    hundreds: b.hundreds.default(0),
    average: b.average.default(0),
    strikeRate: b.strikeRate.default(0),
  })
  .prefault({});
const w = bowlingFields;
export const bowlingSchema = z
  .object({
    matches: w.matches.default(0),
    balls: w.balls.default(0),
    runsConceded: w.runsConceded.default(0),
    wickets: w.wickets.default(0),
    best: w.best.default('0/0'),
    average: w.average.default(0),
    economy: w.economy.default(0),
    fiveFors: w.fiveFors.default(0),
  })
  .prefault({});
const f = fieldingFields;
export const fieldingSchema = z.object({ catches: f.catches.default(0), stumpings: f.stumpings.default(0), runouts: f.runouts.default(0) }).prefault({});
export type Batting = z.output<typeof battingSchema>;
export type Bowling = z.output<typeof bowlingSchema>;
export type Fielding = z.output<typeof fieldingSchema>;

/** The key: digits only, 6-15 of them (decisions.md 4); blank reads "Phone is required". */
export const playerPhoneSchema = z.preprocess(
  // "+91 98400 00000" and "9840000000" are one person: phone-like text is folded to its key.
  (v) => (typeof v === 'string' && /^[\d\s()+.-]*\d[\d\s()+.-]*$/.test(v.trim()) ? normalisePhone(v) : v),
  z
    .string({ error: messages.phoneRequired })
    .trim()
    .min(1, messages.phoneRequired)
    .regex(/^\d{6,15}$/, messages.phoneDigits),
);

/** An absolute http(s) address, or one of this site's upload paths (issue 18: no other path). */
const photoUrlSchema = /* @__PURE__ */ sitePhotoUrlSchema.nullish();

// "2023-02-30" parses in JS (as 2 March): a real date survives the round trip unchanged.
function isRealDate(v: string): boolean {
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v && v >= '1900-01-01';
}

const dobSchema = z
  .string({ error: 'Date of birth must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine(isRealDate, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine((v) => v <= new Date().toISOString().slice(0, 10), 'Date of birth cannot be in the future')
  .nullish();

// Blank text from a form means "not set" for the optional fields.
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const profileFields = {
  name: plainName(requiredText(messages.nameRequired, 100)),
  jerseyNumber: z
    .number({ error: 'Jersey number must be a number' })
    .int('Jersey number must be a whole number')
    .min(0, 'Jersey number cannot be negative')
    .max(999, 'Jersey number must be 0-999')
    .nullish(),
  photoUrl: z.preprocess(blankToNull, photoUrlSchema),
  dob: z.preprocess(blankToNull, dobSchema),
  batStyle: z.preprocess(blankToNull, z.enum(BAT_STYLES, { error: 'Bat style must be RHB or LHB' }).nullish()),
  bowlStyle: z.preprocess(blankToNull, z.enum(BOWL_STYLES, { error: 'Bowl style must be Right-arm or Left-arm' }).nullish()),
};

/** POST /api/players: a new player. Unknown fields (ids, timestamps) are dropped. */
const { name: nameField, ...restOfProfile } = profileFields;
export const playerInputSchema = z.object({
  name: nameField,
  phone: playerPhoneSchema,
  ...restOfProfile,
  batting: battingSchema,
  bowling: bowlingSchema,
  fielding: fieldingSchema,
});
export type PlayerInput = z.input<typeof playerInputSchema>;
export type PlayerCreate = z.output<typeof playerInputSchema>;

/**
 * PATCH /api/players/{phone}: the whole record or any part of it. Absent fields keep their
 * value, null clears an optional one, stat groups merge key by key. The phone, ids and
 * timestamps are not part of it, so a client sending back what it read changes none of them.
 */
export const playerPatchSchema = z.object({
  name: profileFields.name.optional(),
  jerseyNumber: profileFields.jerseyNumber,
  photoUrl: profileFields.photoUrl,
  dob: profileFields.dob,
  batStyle: profileFields.batStyle,
  bowlStyle: profileFields.bowlStyle,
  batting: z.object(battingFields).partial().optional(),
  bowling: z.object(bowlingFields).partial().optional(),
  fielding: z.object(fieldingFields).partial().optional(),
});
export type PlayerPatch = z.output<typeof playerPatchSchema>;

export const playerParamsSchema = z.object({ phone: z.string() });

/** A player as the API answers it. Visitors get a masked phone and no `dob` key at all. */
export const playerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  jerseyNumber: z.number().nullable(),
  photoUrl: z.string().nullable(),
  dob: z.string().nullable().optional(),
  batStyle: z.enum(BAT_STYLES).nullable(),
  bowlStyle: z.enum(BOWL_STYLES).nullable(),
  batting: z.object({ ...battingFields, average: z.number(), strikeRate: z.number() }),
  bowling: z.object({ ...bowlingFields, best: z.string(), average: z.number(), economy: z.number() }),
  fielding: z.object(fieldingFields),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Player = z.infer<typeof playerSchema>;

export const playerListResponseSchema = dataEnvelope(z.array(playerSchema));

/**
 * GET /api/players?q=&page=&limit= (operations spec 5): one page of a server-side search,
 * name A to Z. A call with none of them still answers the whole roster (old clients).
 */
export const PLAYER_PAGE_MAX = 100;
export const playerPageQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(PLAYER_PAGE_MAX).optional(),
});
/** The list answer, plus `total` (matches of the search), `page` and `limit` when paged. */
export const playerPageResponseSchema = /* @__PURE__ */ playerListResponseSchema.extend({
  total: z.number().optional(),
  page: z.number().optional(),
  limit: z.number().optional(),
});
export const playerResponseSchema = dataEnvelope(playerSchema);
/** A profile's three stat groups. */
const figuresSchema = z.object({ batting: playerSchema.shape.batting, bowling: playerSchema.shape.bowling, fielding: playerSchema.shape.fielding });
export type Figures = z.infer<typeof figuresSchema>;

/**
 * GET /api/players/top: a profile ranked by this site's scorecards. Its stat groups hold
 * those figures (the ones it is ranked by); `beforeSite` holds the profile's typed figures
 * from before this site, which the card labels as such and which never change the order.
 */
export const topPlayerSchema = /* @__PURE__ */ playerSchema.extend({ beforeSite: /* @__PURE__ */ figuresSchema.optional() });
export type TopPlayer = z.infer<typeof topPlayerSchema>;
export const topPlayersResponseSchema = dataEnvelope(z.array(topPlayerSchema));

export const topPlayersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_TOP_PLAYERS).default(3),
});

const leaderSchema = z.object({ name: z.string(), value: z.number() });
export type Leader = z.infer<typeof leaderSchema>;
export const leaderboardsSchema = z.object({
  topRuns: z.array(leaderSchema),
  topWickets: z.array(leaderSchema),
  topDismissals: z.array(leaderSchema),
  topStrikeRate: z.array(leaderSchema),
  dismissalsMix: z.object({ catches: z.number(), stumpings: z.number(), runouts: z.number() }),
  table: z.array(
    z.object({
      name: z.string(),
      runs: z.number(),
      strikeRate: z.number(),
      wickets: z.number(),
      economy: z.number(),
      catches: z.number(),
    }),
  ),
});
export type Leaderboards = z.infer<typeof leaderboardsSchema>;
export const leaderboardsResponseSchema = dataEnvelope(leaderboardsSchema);
