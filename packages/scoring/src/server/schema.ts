/** Live scoring: drizzle tables. The event log itself is the tournaments package's. */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { matches } from '@league/schedule/schema';

/**
 * Who holds each match for scoring (one scorer at a time, spec 5). A scorer's first event
 * claims a free match; another takes it over only by asking to, and the first scorer's
 * next event is refused with the new holder's name.
 */
export const scoringHolds = pgTable('scoring_holds', {
  matchId: uuid('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  /** The token subject (an email) of the holder. */
  holder: text('holder').notNull(),
  holderName: text('holder_name').notNull(),
  since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The scorers an admin assigned to each match (issue 29): a scorer may claim, take over
 * or score only a match they are assigned to (or already hold). Keyed by the scorer's
 * email, lower-cased, as admins grant the role by email.
 */
export const scoringAssignments = pgTable(
  'scoring_assignments',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The admin who assigned them (token subject). */
    assignedBy: text('assigned_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.email] }), index('scoring_assignments_email_idx').on(t.email)],
);
