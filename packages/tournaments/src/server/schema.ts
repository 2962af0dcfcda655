/** Tournaments: drizzle tables. The log is the truth; summaries are its cache. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { matches } from '@league/schedule/schema';
import type { TournamentFormat, TournamentGroup, TournamentPoints, TournamentRain } from '../contract';

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    season: text('season').notNull(),
    section: text('section'),
    format: jsonb('format').$type<TournamentFormat>().notNull(),
    points: jsonb('points').$type<TournamentPoints>().notNull(),
    superOverDecidesTie: boolean('super_over_decides_tie').notNull().default(true),
    rain: jsonb('rain').$type<TournamentRain>().notNull().default({ rule: 'none', g50: 200 }),
    status: text('status').notNull().default('upcoming'),
    // Part 3 spec 4: the tournament's chosen teams (teams package ids; the generator's input).
    teamIds: uuid('team_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // Issue 31: its groups ({name, teamIds}), each a round robin and a table; [] is none.
    groups: jsonb('groups').$type<TournamentGroup[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('tournaments_season_idx').on(t.season), check('tournaments_status_check', sql`${t.status} in ('upcoming', 'active', 'completed')`)],
);

/**
 * Each fixture's append-only event log. `seq` orders it (1, 2, ... per match, so two
 * writers racing for the same seq collide on the primary key); `id` is the client's uuid,
 * which makes a retried POST safe (imports use the engine's ids).
 */
export const matchEvents = pgTable(
  'match_events',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    // Text, not uuid: imported events carry the engine's own ids.
    id: text('id').notNull(),
    type: text('type').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** The first answer to this event, repeated to a retry of the same id. */
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The token subject that posted it (null for imports and the demo). */
    createdBy: text('created_by'),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] }), uniqueIndex('match_events_client_id_key').on(t.matchId, t.id)],
);

/** Per-match cache of the log: the scorecard as the engine computes it. */
export const matchSummaries = pgTable('match_summaries', {
  matchId: uuid('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  /** The engine's scorecard (JSON); who each name is, is career-binding.ts's question. */
  scorecard: jsonb('scorecard').$type<Record<string, unknown>>().notNull(),
  /** The same without batting, bowling and fall of wickets: all the points table reads. */
  tableCard: jsonb('table_card').$type<Record<string, unknown>>(),
  status: text('status').notNull(),
  result: text('result'),
  /** The seq of the last event it was computed from. */
  seq: integer('seq').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Cricsheet imports: the file's identity (teams, dates, deliveries) -> the fixture it made. */
export const matchImports = pgTable('match_imports', {
  fingerprint: text('fingerprint').primaryKey(),
  matchId: uuid('match_id')
    .notNull()
    .references(() => matches.id, { onDelete: 'cascade' }),
  /** Cricsheet's info block (event, venue, city, officials...), kept for the export. */
  info: jsonb('info').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Knockout fixtures made from a template (part 3 spec 4): which stage of which template a
 * fixture of schedule's `matches` is. Until its teams are known, the fixture's team names are
 * its placeholders' labels ("1st in the table", "Winner SF1"), so every list shows them.
 */
export const knockoutSlots = pgTable(
  'knockout_slots',
  {
    matchId: uuid('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** `semis`, `top6` or `ipl` (the engine's KNOCKOUT_TEMPLATES). */
    template: text('template').notNull(),
    /** The stage's code in its template ("SF1", "Q2", "F"). */
    code: text('code').notNull(),
  },
  (t) => [
    uniqueIndex('knockout_slots_stage_key').on(t.tournamentId, t.code),
    check('knockout_slots_template_check', sql`${t.template} in ('semis', 'top6', 'ipl')`),
  ],
);
