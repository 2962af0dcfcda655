/**
 * Finance tables. Money is bigint paise with a CHECK (> 0) so even a bug in the API cannot
 * store a zero or negative amount. Timestamps keep milliseconds only (precision 3): the
 * keyset cursor carries a JS date, and a microsecond the cursor cannot express would make
 * paging skip or repeat rows.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const financeContributions = pgTable(
  'finance_contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contributorType: text('contributor_type').notNull(),
    contributorName: text('contributor_name').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    note: text('note'),
    // The person a PLAYER contribution is from (people package), when the treasurer chose
    // one: the registrations package counts it against that person's dues.
    personId: uuid('person_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('finance_contributions_person_idx').on(t.personId),
    index('finance_contributions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('finance_contributions_type_created_idx').on(t.contributorType, t.createdAt.desc(), t.id.desc()),
    check('finance_contributions_amount_positive', sql`${t.amountPaise} > 0`),
    check('finance_contributions_type_valid', sql`${t.contributorType} in ('PLAYER', 'SPONSOR')`),
  ],
);

export const financeExpenses = pgTable(
  'finance_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    item: text('item').notNull(),
    category: text('category'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('finance_expenses_created_idx').on(t.createdAt.desc(), t.id.desc()), check('finance_expenses_amount_positive', sql`${t.amountPaise} > 0`)],
);

/**
 * Append-only: rows are inserted in the same transaction as the change they describe and
 * never updated or deleted by the application. `before`/`after` hold whole row images, so
 * a deleted record can be rebuilt exactly (same id, same creation time).
 */
export const financeAudit = pgTable(
  'finance_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: "the latest entry of a record" must not depend on clock ties. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    adminSub: text('admin_sub').notNull(),
    adminEmail: text('admin_email'),
    adminName: text('admin_name'),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('finance_audit_entity_idx').on(t.entityId, t.seq),
    index('finance_audit_at_idx').on(t.at.desc(), t.id.desc()),
    index('finance_audit_action_idx').on(t.action, t.at.desc()),
  ],
);

/**
 * Idempotency keys of creates, inserted in the create's own transaction: the primary key
 * makes a concurrent retry wait for the first attempt and then find its stored answer.
 */
export const financeIdempotency = pgTable(
  'finance_idempotency',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    entityId: uuid('entity_id').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
