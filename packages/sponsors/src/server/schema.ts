/** Sponsors: drizzle tables. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const sponsors = pgTable(
  'sponsors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    // Null when not given: the API then leaves the key out (spec 5).
    ownerName: text('owner_name'),
    companyOverview: text('company_overview'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sponsors_created_idx').on(t.createdAt.desc())],
);
