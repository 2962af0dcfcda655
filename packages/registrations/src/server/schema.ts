/** Registrations: the imported sign-up sheet rows and the log of syncs. */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Hash of the row as the sheet wrote it (timestamp text, email, phone digits, name):
     * the unique key that makes a second sync add nothing twice.
     */
    rowKey: text('row_key').notNull().unique('registrations_row_key_unique'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    emailAddress: text('email_address').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    role: text('role').notNull().default(''),
    phNo: text('ph_no').notNull().default(''),
    gmailId: text('gmail_id').notNull().default(''),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registrations_submitted_at_idx').on(t.submittedAt)],
);

/** One row per successful sync: the dashboard's "Last sync", and a trail of what came in. */
export const registrationSyncs = pgTable(
  'registration_syncs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'url', 'file' or 'demo'. */
    source: text('source').notNull(),
    added: integer('added').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [index('registration_syncs_synced_at_idx').on(t.syncedAt)],
);
