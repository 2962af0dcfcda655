/**
 * One-time sign-in links (decisions.md 2): a random code whose hash is stored with a
 * 15-minute expiry; exchanging it marks it used in the same statement, so two tabs
 * racing with one link cannot both get in.
 */
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { LINK_TTL_MINUTES } from '../contract';
import { hashCode, newCode } from './secrets';
import { adminSignInLinks } from './schema';
import { ensureAdmin, findAdminByEmail, findAdminById, normaliseEmail, type AdminRow } from './repo';

export interface SignInLink {
  url: string;
  code: string;
  expiresAt: Date;
  admin: AdminRow;
  created: boolean;
}

export function signInUrl(publicUrl: string, code: string) {
  return `${publicUrl.replace(/\/$/, '')}/login?code=${encodeURIComponent(code)}`;
}

export async function createSignInCode(db: Executor, adminId: string, now = new Date()) {
  const code = newCode();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MINUTES * 60_000);
  // Old spent or expired links are of no use to anyone: drop them as new ones are made.
  await db
    .delete(adminSignInLinks)
    .where(or(lt(adminSignInLinks.expiresAt, now), and(eq(adminSignInLinks.adminId, adminId), isNotNull(adminSignInLinks.usedAt))));
  await db.insert(adminSignInLinks).values({ adminId, codeHash: hashCode(code), expiresAt, createdAt: now });
  return { code, expiresAt };
}

export interface LinkRequest {
  email: string;
  publicUrl: string;
  /** Create the admin when the email has no account yet (operators and admins only). */
  create?: boolean;
  name?: string;
  now?: Date;
}

/**
 * Makes a sign-in link for `email`. Throws when the email is no admin and `create` is off.
 * Used by the admin-only route, the `pnpm admin:link` command and the demo seed.
 */
export async function createAdminSignInLink(db: Executor, request: LinkRequest): Promise<SignInLink> {
  const email = normaliseEmail(request.email);
  let admin = await findAdminByEmail(db, email);
  let created = false;
  if (!admin) {
    if (!request.create) throw new NoSuchAdminError(email);
    ({ admin, created } = await ensureAdmin(db, { email, name: request.name ?? '' }));
  }
  const { code, expiresAt } = await createSignInCode(db, admin.id, request.now);
  return { url: signInUrl(request.publicUrl, code), code, expiresAt, admin, created };
}

export class NoSuchAdminError extends Error {
  constructor(readonly email: string) {
    super(`There is no admin with the email ${email}.`);
  }
}

/** Spends a code: the admin it was made for, or null when unknown, used or expired. */
export async function consumeSignInCode(db: Executor, code: string, now = new Date()): Promise<AdminRow | null> {
  const [spent] = await db
    .update(adminSignInLinks)
    .set({ usedAt: now })
    .where(and(eq(adminSignInLinks.codeHash, hashCode(code)), isNull(adminSignInLinks.usedAt), gt(adminSignInLinks.expiresAt, now)))
    .returning({ adminId: adminSignInLinks.adminId });
  return spent ? findAdminById(db, spent.adminId) : null;
}
