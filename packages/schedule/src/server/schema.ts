/** Schedule: drizzle tables. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Fixtures. Status is never stored: it follows from match_date (spec 4). */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    team1: text('team1').notNull(),
    team2: text('team2').notNull(),
    matchDate: timestamp('match_date', { withTimezone: true, mode: 'date' }).notNull(),
    // The older admin form's per-match links (decisions.md 4); the global ones live below.
    pressLink: text('press_link'),
    auctionLink: text('auction_link'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('matches_match_date_idx').on(t.matchDate)],
);

/** The two global links live in one row whose id is always 1. */
export const globalLinks = pgTable(
  'global_links',
  {
    id: integer('id').primaryKey().default(1),
    pressConferenceLink: text('press_conference_link'),
    auctionLink: text('auction_link'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('global_links_single_row', sql`${t.id} = 1`)],
);
