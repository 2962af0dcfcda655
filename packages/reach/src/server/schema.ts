/**
 * Push notifications: drizzle tables. A subscription is a browser's push endpoint and what it
 * follows (no account); a notice is one thing that happened in a match (its start, an innings
 * break, a wicket, the result), written once so it is announced once however many instances
 * or retries see it; a fan-out is a notice on its way to its followers, a page at a time (its
 * cursor is the last subscription sent to, so a restart resumes it); a job is one push that
 * failed for a reason that may pass (429, 5xx, no answer), waiting to be tried again.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PushPayload } from '../push-contract';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    teamIds: uuid('team_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    matchIds: uuid('match_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    lang: text('lang').notNull().default('en'),
    wickets: boolean('wickets').notNull().default(false),
    /** Quiet hours in minutes of the league's day; both null when none. */
    quietFrom: smallint('quiet_from'),
    quietTo: smallint('quiet_to'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_team_ids_idx').using('gin', t.teamIds), index('push_subscriptions_match_ids_idx').using('gin', t.matchIds)],
);

export const pushNotices = pgTable('push_notices', {
  /** `{matchId}:start`, `{matchId}:innings:0`, `{matchId}:wicket:0:3`, `{matchId}:result`. */
  tag: text('tag').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const pushFanouts = pgTable('push_fanouts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  matchId: uuid('match_id').notNull(),
  teamIds: uuid('team_ids').array().notNull(),
  /** `wicket` goes only to those who opted in. */
  kind: text('kind').notNull(),
  /** The push in each language, names already through the visibility rule. */
  payloads: jsonb('payloads').$type<Record<'en' | 'hi', PushPayload>>().notNull(),
  urgency: text('urgency').notNull().default('normal'),
  /** The last subscription (by id) sent to; null before the first page. */
  cursor: uuid('cursor'),
  /** A sender holds it until then; a sender that died lets it go when it passes. */
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const pushJobs = pgTable(
  'push_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    /** Urgency of the push (RFC 8030): a wicket is `normal`, a result `high`. */
    urgency: text('urgency').notNull().default('normal'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A sender holds the job until then; a sender that died lets it go when it passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('push_jobs_run_at_idx').on(t.runAt)],
);
