/** Registrations: the imported sign-up sheet rows and the log of syncs. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The person the row is: `tel:<normalised phone>`, else `mail:<lower-case email>`; a second
     * person on it (a child on a parent's phone) has `~<name, lower case, single-spaced>` after
     * it (rows imported before keys were per person hold a hash of the row). Unique, so the
     * same sheet twice adds nothing and an edited row updates its record.
     */
    rowKey: text('row_key').notNull().unique('registrations_row_key_unique'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    emailAddress: text('email_address').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    role: text('role').notNull().default(''),
    phNo: text('ph_no').notNull().default(''),
    gmailId: text('gmail_id').notNull().default(''),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    dateOfBirth: text('date_of_birth').notNull().default(''),
    guardianName: text('guardian_name').notNull().default(''),
    guardianPhone: text('guardian_phone').notNull().default(''),
    /** Who recorded the guardian's consent (admin email) and when; null: not given. */
    consentBy: text('consent_by'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** pending, approved, rejected or pooled (the auction pool reads approved and pooled rows). */
    status: text('status').notNull().default('pending'),
    /** The auction category a pooled sign-up goes in with. */
    category: text('category'),
    /** The phone of the profile an approval created or linked (the dues' key). */
    playerPhone: text('player_phone'),
    /**
     * That profile (players.id): the phone alone does not name it, since children on a
     * parent's phone each have one. Null until an approval or a sale links one (migration
     * 0020 filled it in from the phone for rows linked before, when phones were unique).
     */
    playerId: uuid('player_id'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The import that last wrote the row. */
    importId: uuid('import_id'),
    /** The person this sign-up is (people package), set on approval. */
    personId: uuid('person_id'),
    /** A guardian's consent to photos (separate from the name's), given on the sign-up form. */
    photoConsentAt: timestamp('photo_consent_at', { withTimezone: true }),
    /** The photo sent with the sign-up form (re-encoded, no metadata), as the gallery serves it. */
    photoUrl: text('photo_url'),
    /** The reference the sign-up form's confirmation gives the player (sheet rows have none). */
    reference: text('reference').unique('registrations_reference_unique'),
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

/** One row per import: what it did, who did it, and whether it was undone. */
export const registrationImports = pgTable('registration_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'upload', 'url', 'file' or 'demo'. */
  source: text('source').notNull(),
  added: integer('added').notNull(),
  updated: integer('updated').notNull(),
  skipped: integer('skipped').notNull(),
  by: text('by'),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
});

/**
 * What an import changed, row by row: `before` is the whole previous row (null for a row it
 * added), so an undo puts back exactly what was there.
 */
export const registrationImportChanges = pgTable(
  'registration_import_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => registrationImports.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id').notNull(),
    before: jsonb('before'),
  },
  (t) => [index('registration_import_changes_import_idx').on(t.importId)],
);

/** The column mapping last used, remembered for the next sync (one row, id 'sheet'). */
export const registrationMappings = pgTable('registration_mappings', {
  id: text('id').primaryKey(),
  mapping: jsonb('mapping').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Registration dues paid: one row per fee line and season, pointing at the PLAYER
 * contribution in the finance ledger (the ledger stays the only record of money). A
 * payment counts while its contribution exists, so deleting it in Finance makes the
 * player owe again and restoring it (same id) makes them paid again.
 */
export const registrationDues = pgTable(
  'registration_dues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    season: text('season').notNull(),
    /**
     * The fee line paid: the child's own profile (the sign-up's `player_id`), since two children
     * on a parent's phone each owe the fee; for an approved sign-up with no profile, the sign-up's
     * id. Null for a payment migration 0021 found no child for (listed nowhere, as before).
     */
    lineId: uuid('line_id'),
    /** The phone the line was reached on when paid: a record only (the parent's, for a child). */
    playerPhone: text('player_phone').notNull(),
    contributionId: uuid('contribution_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_dues_line_idx').on(t.season, t.lineId)],
);

/**
 * What a person owes besides the registration fee: today the fee of a player bought at an
 * auction (`source` = `auction:<auction id>:<pool line id>`, unique, so a replayed sale
 * charges once). Paid while `contribution_id` names a contribution that exists, as dues.
 */
export const registrationCharges = pgTable(
  'registration_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unread: the season is created_at's year in the league's zone (this one was worked out in the default zone). */
    season: text('season').notNull(),
    personId: uuid('person_id').notNull(),
    /** The name at the time; the dues list shows the person's name now. */
    name: text('name').notNull(),
    reason: text('reason').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    source: text('source').notNull().unique('registration_charges_source_unique'),
    contributionId: uuid('contribution_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_charges_season_idx').on(t.season, t.personId)],
);

// A sign-up points at a person: the people tables come with these wherever they are created.
export { people, personNames, personMerges } from '@league/people/schema';

/**
 * Each dues line's reference (part 3 spec 6), made when the line is first listed: the UPI
 * payment's note, and what a bank statement's line is matched by. `line` is `fee:<line id>` (a
 * child's fee line, as `registration_dues.line_id`; `fee:<phone>` before migration 0021) or
 * `charge:<charge id>`, once per season. `upi_ref` is the 12-digit UPI reference the payer
 * typed on their page, matched too.
 */
export const registrationDuesRefs = pgTable(
  'registration_dues_refs',
  {
    reference: text('reference').primaryKey(),
    season: text('season').notNull(),
    line: text('line').notNull(),
    upiRef: text('upi_ref'),
    upiRefAt: timestamp('upi_ref_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One line per UPI reference: two payers' posts at once cannot both claim it.
  (t) => [
    uniqueIndex('registration_dues_refs_line_unique').on(t.season, t.line),
    uniqueIndex('registration_dues_refs_upi_unique')
      .on(t.upiRef)
      .where(sql`${t.upiRef} is not null`),
  ],
);

/**
 * The bank statement lines that paid a dues line: `key` is `upi:<12-digit reference>` when the
 * line carries one, else `row:<hash of date, narration, reference and amount>`. A line applied
 * once is never applied again, so a statement imported twice pays nothing twice.
 */
export const registrationStatementLines = pgTable('registration_statement_lines', {
  key: text('key').primaryKey(),
  reference: text('reference').notNull(),
  contributionId: uuid('contribution_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
