/** League settings: one row (id 'league') holding the settings an admin saved, as JSON. */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const leagueSettings = pgTable('league_settings', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
