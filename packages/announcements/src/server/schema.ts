/** Announcements: drizzle tables. Type and priority are text checked by the contract and the database. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('INFO'),
    priority: text('priority').notNull().default('LOW'),
    isActive: boolean('is_active').notNull().default(true),
    // Null bounds are open: no start means "already live", no expiry means "until switched off".
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_recent_idx').on(t.updatedAt.desc(), t.createdAt.desc()),
    check('announcements_type_check', sql`${t.type} in ('INFO', 'ALERT', 'EVENT')`),
    check('announcements_priority_check', sql`${t.priority} in ('LOW', 'MEDIUM', 'HIGH')`),
  ],
);
