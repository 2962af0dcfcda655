/** Teams: drizzle tables. Roles are text checked by the contract and the database; a section is checked against the league's settings by the routes (sections are renamed there). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    section: text('section').notNull(),
    name: text('name').notNull(),
    captain: text('captain').notNull(),
    // The tournament whose squad `players` answers (operations spec 1). Plain uuid: the
    // tournaments package owns that table and keeps this column right.
    currentTournamentId: uuid('current_tournament_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Royal Strikers" and "royal strikers" are the same team to a reader (decisions.md 4).
    uniqueIndex('teams_section_name_key').on(t.section, sql`lower(${t.name})`),
  ],
);

export const teamPlayers = pgTable(
  'team_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull().default('Player'),
    // Squads are per tournament; null is a squad from before tournaments existed.
    tournamentId: uuid('tournament_id'),
    // The roster profile (players package) this member is, when linked by an admin or by
    // an exact name match (decisions.md 6).
    playerId: uuid('player_id'),
    // The person this line is (people package): bound when the line is written.
    personId: uuid('person_id'),
    // The person's number in this team, kept for good (part 3 spec 1: a hidden person is
    // "Riverside Cubs player 4" on every card, whoever joins or leaves the squad later).
    number: integer('number'),
    // Keeps squads in the order they were entered (rows of one insert share created_at).
    seq: integer('seq').generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_players_team_idx').on(t.teamId, t.seq),
    index('team_players_tournament_idx').on(t.tournamentId, t.teamId),
    index('team_players_person_idx').on(t.personId),
    check('team_players_role_check', sql`${t.role} in ('Player', 'C', 'VC', 'WK')`),
  ],
);

// A squad line points at a person: the people tables come with the teams tables wherever
// they are created (tests build a database from a package's schema module).
export { people, personNames, personMerges } from '@league/people/schema';
