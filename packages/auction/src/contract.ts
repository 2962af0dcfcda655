/**
 * Auction: the zod contract shared by the setup form, the routes and the screens (spec 6).
 * Amounts are whole points of a team's purse.
 */
import { z } from 'zod';
import { dataEnvelope, idSchema, optionalText, plainName, requiredText } from '@league/core/contract';

export const AUCTION_STATUSES = ['setup', 'live', 'paused', 'closed'] as const;
export type AuctionStatusName = (typeof AUCTION_STATUSES)[number];

export const MESSAGES = {
  personGone: (name: string) => `The person picked for ${name} is not on record any more: pick them again`,
  name: 'Auction name is required',
  purse: 'Purse must be a whole number above 0',
  squadMin: 'Squad minimum must be a whole number of at least 1',
  squadMax: 'Squad maximum must be at least the squad minimum',
  categories: 'Add at least one category with a base price',
  categoryName: 'Category name is required',
  basePrice: 'Base price must be a whole number of at least 0',
  duplicateCategory: 'Category names must differ',
  increments: 'Add at least one increment band',
  step: 'Step must be a whole number of at least 1',
  teams: 'Add at least two teams',
  duplicateTeam: 'A team is listed twice',
  playerName: 'Player name is required',
  unknownCategory: (name: string) => `Category ${name} is not one of the auction's categories`,
  unknownTeam: 'A pre-assigned player names a team that is not in the auction',
  tournament: 'Choose the tournament from the list',
  playerFee: 'Fee for a bought player must be an amount in rupees and paise, 0 or more',
  duplicatePlayer: (name: string) => `${name} is in the pool twice`,
  duplicateTypedName: (name: string) => `${name} is typed in the pool twice: add each from their sign-up or profile, or tell the names apart`,
  amount: 'Bid must be a whole number',
  auctionNotFound: 'Auction not found',
  teamNotFound: 'Team not found',
  notInSetup: 'The auction can only be edited before it starts',
  paddleRequired: 'Paddle link or admin sign-in required',
  paddleInvalid: 'This paddle link is not valid any more. Ask the auctioneer for a new one.',
  paddleOtherTeam: 'This paddle bids only for its own team',
  paddleGuessing: (seconds: number) => `Too many wrong paddle links from your address. Please try again in ${seconds} seconds.`,
  nobodyLeft: 'Every player has been called',
  movedOn: 'The auction has moved on since you looked. Look again and bid.',
  playerNotFound: (name: string) => `No player named ${name} is waiting in the pool`,
} as const;

/*#__NO_SIDE_EFFECTS__*/
const whole = (message: string, min: number) => z.number({ error: message }).int(message).min(min, message).max(10_000_000, message);

export const categorySchema = z.object({ name: plainName(requiredText(MESSAGES.categoryName, 40)), basePrice: whole(MESSAGES.basePrice, 0) });
export const bandSchema = z.object({ from: whole(MESSAGES.basePrice, 0), step: whole(MESSAGES.step, 1) });

// Names shown on the projector and paddles follow part 1's name rules (issue 35): no control
// or text-direction characters that could hide or reverse what the room reads.
export const poolEntrySchema = z.object({
  name: plainName(requiredText(MESSAGES.playerName, 80)),
  playerId: /* @__PURE__ */ idSchema.nullish().transform((v) => v ?? null),
  category: plainName(requiredText(MESSAGES.categoryName, 40)),
  role: plainName(optionalText(40)).transform((v) => v ?? null),
  /** A one-line record for the projector ("312 runs, 14 wickets"). */
  stats: plainName(optionalText(120)).transform((v) => v ?? null),
  /** Pre-assigned to this team at a price of 0 (a captain). */
  teamId: /* @__PURE__ */ idSchema.nullish().transform((v) => v ?? null),
  /** The sign-up this line is (its person joins the squad when sold). */
  registrationId: /* @__PURE__ */ idSchema.nullish().transform((v) => v ?? null),
  /** The person picked for a typed line (part 3 spec 1); a sign-up's person wins over it, and it over a profile's. */
  personId: /* @__PURE__ */ idSchema.nullish().transform((v) => v ?? null),
});

const auctionFields = {
  name: plainName(requiredText(MESSAGES.name, 120)),
  /** Chosen from the league's tournaments: sold players join that tournament's squads. */
  tournamentId: z
    .string({ error: MESSAGES.tournament })
    .trim()
    .refine((v) => v === '' || idSchema.safeParse(v).success, MESSAGES.tournament)
    .nullish()
    .transform((v) => v || null),
  /** Paise each bought player owes the league (a dues line per sale); 0 charges nothing. */
  playerFeePaise: whole(MESSAGES.playerFee, 0).default(0),
  purse: whole(MESSAGES.purse, 1),
  squadMin: whole(MESSAGES.squadMin, 1).max(60, MESSAGES.squadMin),
  squadMax: whole(MESSAGES.squadMax, 1).max(60, MESSAGES.squadMax),
  categories: z.array(categorySchema, { error: MESSAGES.categories }).min(1, MESSAGES.categories).max(12),
  increments: z.array(bandSchema, { error: MESSAGES.increments }).min(1, MESSAGES.increments).max(12),
  teams: z
    .array(
      z.object({
        teamId: idSchema,
        purse: whole(MESSAGES.purse, 1)
          .nullish()
          .transform((v) => v ?? null),
      }),
      { error: MESSAGES.teams },
    )
    .min(2, MESSAGES.teams)
    .max(40),
  pool: z.array(poolEntrySchema).max(1000).default([]),
};

type Fields = z.output<z.ZodObject<typeof auctionFields>>;

/** Cross-field rules, shared by create and edit. */
function consistent(value: Fields, ctx: z.RefinementCtx) {
  if (value.squadMax < value.squadMin) ctx.addIssue({ code: 'custom', path: ['squadMax'], message: MESSAGES.squadMax });
  const names = value.categories.map((c) => c.name.toLowerCase());
  if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', path: ['categories'], message: MESSAGES.duplicateCategory });
  const teamIds = value.teams.map((t) => t.teamId);
  if (new Set(teamIds).size !== teamIds.length) ctx.addIssue({ code: 'custom', path: ['teams'], message: MESSAGES.duplicateTeam });
  value.pool.forEach((p, i) => {
    if (!value.categories.some((c) => c.name === p.category))
      ctx.addIssue({ code: 'custom', path: ['pool', i, 'category'], message: MESSAGES.unknownCategory(p.category) });
    if (p.teamId && !teamIds.includes(p.teamId)) ctx.addIssue({ code: 'custom', path: ['pool', i, 'teamId'], message: MESSAGES.unknownTeam });
  });
  const signups = value.pool.flatMap((p) => (p.registrationId ? [p.registrationId] : []));
  const twice = value.pool.find(
    (p, i) => p.registrationId && signups.indexOf(p.registrationId) !== signups.lastIndexOf(p.registrationId) && signups.indexOf(p.registrationId) < i,
  );
  if (twice) ctx.addIssue({ code: 'custom', path: ['pool'], message: MESSAGES.duplicatePlayer(twice.name) });
  // A typed name becomes a person by its name in the buying team's squad: two typed lines of
  // one name sold to one team would become one person.
  const typed = new Set<string>();
  for (const p of value.pool) {
    if (p.registrationId || p.playerId) continue;
    const key = p.name.trim().toLowerCase();
    if (typed.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['pool'], message: MESSAGES.duplicateTypedName(p.name) });
      break;
    }
    typed.add(key);
  }
}

export const createAuctionSchema = z.object(auctionFields).superRefine(consistent);
export type CreateAuctionInput = z.input<typeof createAuctionSchema>;
export type CreateAuction = z.output<typeof createAuctionSchema>;

/**
 * PUT: any field while in setup (merged with the stored auction, then checked as a whole by
 * createAuctionSchema); `status` moves setup -> live <-> paused -> closed.
 */
export const updateAuctionSchema = z.object({
  ...(Object.fromEntries(Object.keys(auctionFields).map((k) => [k, z.unknown().optional()])) as Record<
    keyof typeof auctionFields,
    z.ZodOptional<z.ZodUnknown>
  >),
  status: z.enum(AUCTION_STATUSES).optional(),
});
export type UpdateAuction = z.output<typeof updateAuctionSchema>;

export const auctionParamsSchema = z.object({ id: z.string() });
export const lotParamsSchema = z.object({ id: z.string(), lotId: z.string() });
export const paddleParamsSchema = z.object({ id: z.string(), teamId: z.string() });

export const callLotSchema = z.object({
  /** The named pool player; else a random one of the current category. */
  name: plainName(optionalText(80)),
  /** A re-call of an unsold player one category lower (else at the same base). */
  lower: z.boolean().optional().default(false),
});

export const bidSchema = z.object({
  lotId: z.string(),
  teamId: z.string(),
  amount: z.number({ error: MESSAGES.amount }).int(MESSAGES.amount),
  /** Optional: the seq of the state the bidder saw; a bid on a state that has moved on is a 409. */
  after: z.number().int().min(0).optional(),
});
export type BidInput = z.input<typeof bidSchema>;

export const paddleCreateSchema = z.object({ teamId: idSchema });

// ---- What the server answers ------------------------------------------------------------

const bidView = z.object({ teamId: z.string(), teamName: z.string(), amount: z.number() });
const signingView = z.object({
  lotId: z.string().nullable(),
  poolId: z.string(),
  name: z.string(),
  category: z.string(),
  role: z.string().nullable(),
  teamId: z.string(),
  teamName: z.string(),
  price: z.number(),
});
export const auctionViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tournamentId: z.string().nullable(),
  playerFeePaise: z.number().optional(),
  purse: z.number(),
  squadMin: z.number(),
  squadMax: z.number(),
  categories: z.array(categorySchema),
  increments: z.array(bandSchema),
  status: z.enum(AUCTION_STATUSES),
  /** The last event's number: `?after=` for the live stream. */
  seq: z.number(),
  teams: z.array(
    z.object({
      teamId: z.string(),
      name: z.string(),
      purse: z.number(),
      purseLeft: z.number(),
      squadCount: z.number(),
      maxBid: z.number(),
      squad: z.array(signingView),
    }),
  ),
  pool: z.array(
    z.object({
      poolId: z.string(),
      name: z.string(),
      category: z.string(),
      role: z.string().nullable(),
      stats: z.string().nullable(),
      playerId: z.string().nullable(),
      teamId: z.string().nullable(),
      registrationId: z.string().nullish(),
      personId: z.string().nullish(),
      status: z.enum(['waiting', 'sold', 'unsold']),
      calls: z.number(),
    }),
  ),
  current: z
    .object({
      lotId: z.string(),
      poolId: z.string(),
      name: z.string(),
      category: z.string(),
      role: z.string().nullable(),
      stats: z.string().nullable(),
      basePrice: z.number(),
      round: z.number(),
      bids: z.array(bidView),
      leader: /* @__PURE__ */ bidView.nullable(),
      /** The least the next bid may be. */
      nextBid: z.number(),
    })
    .nullable(),
  sold: z.array(signingView),
  unsold: z.array(z.object({ lotId: z.string(), poolId: z.string(), name: z.string(), category: z.string() })),
  /** The last hammer (for the SOLD / UNSOLD moment), null after an undo or before any. */
  hammer: z
    .object({ kind: z.enum(['sold', 'unsold']), lotId: z.string(), name: z.string(), teamName: z.string().nullable(), price: z.number().nullable() })
    .nullable(),
  canUndo: z.boolean(),
});
export type AuctionView = z.infer<typeof auctionViewSchema>;
export type AuctionTeamView = AuctionView['teams'][number];

export const auctionSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  tournamentId: z.string().nullable(),
  status: z.enum(AUCTION_STATUSES),
  teamCount: z.number(),
  poolCount: z.number(),
  createdAt: z.string(),
});
export type AuctionSummary = z.infer<typeof auctionSummarySchema>;

export const paddleSchema = z.object({ teamId: z.string(), teamName: z.string(), active: z.boolean(), createdAt: z.string().nullable() });
export const paddleLinkSchema = z.object({ teamId: z.string(), teamName: z.string(), token: z.string(), path: z.string() });
export const paddleWhoSchema = z.object({ auctionId: z.string(), teamId: z.string(), teamName: z.string() });

/**
 * One SSE message of `GET /api/auctions/{id}/live`. Hundreds of watchers get every message,
 * so each carries only what its event can change: a bid, the open lot (`current`); any other
 * event, the state after it without the pool (only the console lists the pool; it reads it
 * again with GET). A screen applies a bid to the state of seq - 1, or reads the state again.
 */
export interface AuctionLiveMessage {
  seq: number;
  type: string;
  current?: AuctionView['current'];
  state?: Omit<AuctionView, 'pool'>;
}

export const auctionResponseSchema = dataEnvelope(auctionViewSchema);
/** A bid's answer: the state without the pool (a bid changes none of it; twelve paddles bid at once). */
export const bidResponseSchema = dataEnvelope(/* @__PURE__ */ auctionViewSchema.omit({ pool: true }));
export const auctionListResponseSchema = dataEnvelope(z.array(auctionSummarySchema));
export const paddleListResponseSchema = dataEnvelope(z.array(paddleSchema));
export const paddleLinkResponseSchema = dataEnvelope(paddleLinkSchema);
export const paddleWhoResponseSchema = dataEnvelope(paddleWhoSchema);
