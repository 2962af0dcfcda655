/**
 * Players: one row per roster player. Stats are flat columns (not JSON) so the leaderboards
 * are plain SQL ordering and sums. A profile is a person's (`person_id`): the phone is not
 * unique, since children sign up on a parent's phone and each child has a profile of their
 * own (profiles.ts decides which profile a person has).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const stat = (column: string) => integer(column).notNull().default(0);
const ratio = (column: string) => doublePrecision(column).notNull().default(0);

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    jerseyNumber: integer('jersey_number'),
    photoUrl: text('photo_url'),
    dob: date('dob', { mode: 'string' }),
    batStyle: text('bat_style'),
    bowlStyle: text('bowl_style'),

    battingMatches: stat('batting_matches'),
    battingRuns: stat('batting_runs'),
    battingBalls: stat('batting_balls'),
    battingHighest: stat('batting_highest'),
    battingFifties: stat('batting_fifties'),
    battingHundreds: stat('batting_hundreds'),
    battingAverage: ratio('batting_average'),
    battingStrikeRate: ratio('batting_strike_rate'),

    bowlingMatches: stat('bowling_matches'),
    bowlingBalls: stat('bowling_balls'),
    bowlingRunsConceded: stat('bowling_runs_conceded'),
    bowlingWickets: stat('bowling_wickets'),
    bowlingBest: text('bowling_best').notNull().default('0/0'),
    bowlingAverage: ratio('bowling_average'),
    bowlingEconomy: ratio('bowling_economy'),
    bowlingFiveFors: stat('bowling_five_fors'),

    fieldingCatches: stat('fielding_catches'),
    fieldingStumpings: stat('fielding_stumpings'),
    fieldingRunouts: stat('fielding_runouts'),

    /**
     * Superseded by the person record's rule (part 3): kept so a database of the previous
     * release upgrades without losing it; nothing reads it for visibility any more.
     */
    isPublic: boolean('is_public').notNull().default(true),
    /** The person this profile is (people package): their name, age and consent decide who sees it. */
    personId: uuid('person_id'),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('players_phone_idx').on(t.phone),
    index('players_name_idx').on(t.name),
    index('players_person_idx').on(t.personId),
    check('players_phone_digits', sql`${t.phone} ~ '^[0-9]{6,15}$'`),
    check('players_bat_style', sql`${t.batStyle} in ('RHB', 'LHB')`),
    check('players_bowl_style', sql`${t.bowlStyle} in ('Right-arm', 'Left-arm')`),
  ],
);

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;

// A profile points at a person: the people tables come with the players tables wherever
// they are created (tests build a database from a package's schema module).
export { people, personNames, personMerges } from '@league/people/schema';
