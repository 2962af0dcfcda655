/**
 * Auction: drizzle tables. The event log is the truth (append-only, numbered per auction);
 * `auctions.status` mirrors the last status event so lists need no replay.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const auctions = pgTable(
  'auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tournamentId: text('tournament_id'),
    purse: integer('purse').notNull(),
    squadMin: integer('squad_min').notNull(),
    squadMax: integer('squad_max').notNull(),
    categories: jsonb('categories').$type<{ name: string; basePrice: number }[]>().notNull(),
    increments: jsonb('increments').$type<{ from: number; step: number }[]>().notNull(),
    /** What each player bought here owes the league, in paise (0: nothing); a dues line per sale. */
    playerFeePaise: integer('player_fee_paise').notNull().default(0),
    status: text('status').notNull().default('setup'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('auctions_status_check', sql`${t.status} in ('setup', 'live', 'paused', 'closed')`)],
);

export const auctionTeams = pgTable(
  'auction_teams',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    // No foreign key: deleting a team must stay the teams screen's business; the name at
    // the time of the auction is kept for the record.
    teamId: uuid('team_id').notNull(),
    name: text('name').notNull(),
    purse: integer('purse').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.teamId] })],
);

export const auctionPool = pgTable(
  'auction_pool',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    playerId: uuid('player_id'),
    category: text('category').notNull(),
    role: text('role'),
    stats: text('stats'),
    teamId: uuid('team_id'),
    /** The sign-up the line came from (registrations package): its person is the player's. */
    registrationId: uuid('registration_id'),
    /** The person picked for a typed line (people package); a sign-up's person wins. */
    personId: uuid('person_id'),
    /**
     * The squad line (teams' team_players) this player's sale or pre-assignment wrote, so an
     * undo removes exactly that line and a replay writes none twice. Null when none was
     * written (not sold, or already in that squad before).
     */
    squadLineId: uuid('squad_line_id'),
    position: integer('position').notNull(),
  },
  (t) => [index('auction_pool_auction_idx').on(t.auctionId, t.position)],
);

/** The append-only log: one row per accepted event; (auction, seq) unique decides races. */
export const auctionEvents = pgTable(
  'auction_events',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.seq] })],
);

/** Paddle links: only the SHA-256 of the token is kept; revoked links stay for the record. */
export const auctionPaddles = pgTable(
  'auction_paddles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auction_paddles_token_key').on(t.tokenHash),
    // At most one live link per team and auction: rotating revokes the old one first.
    uniqueIndex('auction_paddles_active_key')
      .on(t.auctionId, t.teamId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
