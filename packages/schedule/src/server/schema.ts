/** Schedule: drizzle tables. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The league's grounds (part 3 spec 4): a fixture is played at one. */
export const grounds = pgTable(
  'grounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address'),
    mapUrl: text('map_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // "Green Park" and "green park" are one ground to an organiser picking a slot's ground.
  (t) => [uniqueIndex('grounds_name_key').on(sql`lower(${t.name})`)],
);

/** Fixtures. "Upcoming" is never stored (it follows from match_date, spec 4); `status` is the scoring state. */
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
    // Operations spec 1. Plain uuids: tournaments and teams live in other packages, and a
    // deleted team must not take its past fixtures with it.
    tournamentId: uuid('tournament_id'),
    team1Id: uuid('team1_id'),
    team2Id: uuid('team2_id'),
    venue: text('venue'),
    stage: text('stage').notNull().default('league'),
    // A cache of the match's log (the tournaments package writes it with the scorecard).
    status: text('status').notNull().default('scheduled'),
    result: text('result'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Part 3 spec 4. A ground removed leaves its past fixtures with their venue text.
    groundId: uuid('ground_id').references(() => grounds.id, { onDelete: 'set null' }),
    // The calendar's SEQUENCE: raised by every change of date, ground, teams or status.
    sequence: integer('sequence').notNull().default(0),
    // An organiser's player of the match (awards), overriding the scorecard's suggestion.
    playerOfMatchPersonId: uuid('player_of_match_person_id'),
  },
  (t) => [
    index('matches_match_date_idx').on(t.matchDate),
    index('matches_tournament_idx').on(t.tournamentId),
    check('matches_stage_check', sql`${t.stage} in ('league', 'playoff')`),
    check('matches_status_check', sql`${t.status} in ('scheduled', 'live', 'completed', 'abandoned')`),
  ],
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
