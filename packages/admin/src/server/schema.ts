/** Admin: drizzle tables (decisions.md 2). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Admins ("Admins and Forefathers"). The email is stored lower-cased, so it is unique as typed. */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    role: text('role').notNull().default('admin'),
    /** scrypt hash (see passwords.ts); null = no password, sign in with Google or a link. */
    passwordHash: text('password_hash'),
    // A reset never changes the password by itself: the new hash waits here until the
    // emailed link is opened. Only a hash of the link's token is kept.
    pendingPasswordHash: text('pending_password_hash'),
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: at('reset_expires_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
    lastSeenAt: at('last_seen_at'),
  },
  (t) => [
    uniqueIndex('admins_email_key').on(t.email),
    uniqueIndex('admins_reset_token_key').on(t.resetTokenHash),
    check('admins_email_lower', sql`${t.email} = lower(${t.email})`),
    // `scorer`: may post scoring events and nothing else (decisions.md 6; @league/scoring).
    check('admins_role_known', sql`${t.role} in ('admin', 'scorer')`),
  ],
);

/** Every sign-in attempt, kept after its admin is deleted (admin_id becomes null). */
export const loginEvents = pgTable(
  'login_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    email: text('email'),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('login_events_at_idx').on(t.at), check('login_events_method_known', sql`${t.method} in ('google', 'link', 'password')`)],
);

/** One-time sign-in links: only a hash of the code is stored; used_at makes them single use. */
export const adminSignInLinks = pgTable(
  'admin_sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_sign_in_links_code_key').on(t.codeHash)],
);

/**
 * Reset requests per email and address, for the per-address limit (`kind` 'request'), and
 * reset mails sent, for the per-account mail limit (`kind` 'mail', no address). Shared by
 * every instance.
 */
export const adminResetRequests = pgTable(
  'admin_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    kind: text('kind').$type<'request' | 'mail'>().notNull().default('request'),
    ip: text('ip'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('admin_reset_requests_email_at_idx').on(t.email, t.at)],
);

/**
 * Server-side sessions (issue 18): every token carries its row's id as `jti`, so signing
 * out, ending a session from another device, a password change or removing the admin
 * refuses the token at once instead of when it expires.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId, t.createdAt)],
);

/**
 * Google ID tokens already exchanged for a session (issue 35): a token is good for one sign-in,
 * on every instance, until it expires. Only a hash of its signed part is kept; rows past their
 * expiry are dropped as new ones arrive.
 */
export const usedGoogleTokens = pgTable(
  'used_google_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [index('used_google_tokens_expires_idx').on(t.expiresAt)],
);
