/**
 * People: one record per person (part 3 spec section 1). Sign-ups, profiles, squads and the
 * names typed on scorecards point here; every name a person has been known by is kept in
 * `person_names`, so the visibility rule still recognises an old spelling after a rename
 * or a merge. Merges are recorded with what they moved, so they can be undone.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable number for a placeholder when the person has no squad ("Player 12"). */
    serial: integer('serial').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Normalised phone when known (the profile's key); several records may share a guardian's phone. */
    phone: text('phone'),
    /** The birth date as read (see age.ts); null when none could be read. */
    birthDate: date('birth_date', { mode: 'string' }),
    birthYearOnly: boolean('birth_year_only').notNull().default(false),
    /** What was written, kept for the admin when it could not be read. */
    birthDateText: text('birth_date_text').notNull().default(''),
    /** An admin's word that a person of unknown age is an adult. */
    adultConfirmedBy: text('adult_confirmed_by'),
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }),
    /** A guardian's consent to publish the name and figures: who recorded it, when, the guardian. */
    consentBy: text('consent_by'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    guardianName: text('guardian_name').notNull().default(''),
    guardianPhone: text('guardian_phone').notNull().default(''),
    /** Photo consent is separate from name consent. */
    photoConsentAt: timestamp('photo_consent_at', { withTimezone: true }),
    /** A Cricsheet register's identifier (an archive's player): imports bind that file's names to this record. */
    registryId: text('registry_id').unique(),
    /** Set when merged into another record: the record stays for the undo, and is never shown. */
    mergedInto: uuid('merged_into'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('people_name_idx').on(sql`lower(${t.name})`), index('people_phone_idx').on(t.phone)],
);

/** Every name a person is known by: the current one, old spellings, names typed in squads. */
export const personNames = pgTable(
  'person_names',
  {
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('person_names_key').on(t.personId, sql`lower(${t.name})`), index('person_names_name_idx').on(sql`lower(${t.name})`)],
);

/** A merge and what it moved (table, column, row ids), so an undo moves exactly those back. */
export const personMerges = pgTable('person_merges', {
  id: uuid('id').primaryKey().defaultRandom(),
  fromId: uuid('from_id').notNull(),
  intoId: uuid('into_id').notNull(),
  moved: jsonb('moved').$type<Array<{ table: string; column: string; ids: string[] }>>().notNull(),
  /** The kept record's fields the merge filled from the merged one (put back on undo). */
  filled: jsonb('filled').$type<Record<string, unknown>>().notNull().default({}),
  /** The names the merged record brought to the kept one (removed again on undo). */
  names: jsonb('names').$type<string[]>().notNull(),
  by: text('by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
});

export type PersonRow = typeof people.$inferSelect;
