/** Live scoring: drizzle tables. The event log itself is the tournaments package's. */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
