/**
 * Scorer accounts (decisions.md 6): rows of `admins` with role `scorer`, granted and revoked
 * by admins by email (@league/scoring's screen and routes; apps/api passes these in). A
 * scorer signs in like an admin (Google or a one-time link) and gets a scorer's token.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { createSignInCode, signInUrl } from './links';
import { findAdminByEmail, normaliseEmail } from './repo';
import { admins } from './schema';

export class AlreadyAdminError extends Error {}

export async function listScorers(db: Executor) {
  const rows = await db.select().from(admins).where(eq(admins.role, 'scorer')).orderBy(admins.email);
  return rows.map((r) => ({ id: r.id, email: r.email, name: r.name, createdAt: r.createdAt.toISOString() }));
}

/** Makes (or finds) the scorer and a one-time sign-in link for them; an admin's email is refused. */
export async function grantScorer(db: Executor, input: { email: string; name?: string; publicUrl: string }) {
  const email = normaliseEmail(input.email);
  let row = await findAdminByEmail(db, email);
  if (row && row.role !== 'scorer') throw new AlreadyAdminError(email);
  if (!row) {
    const [inserted] = await db
      .insert(admins)
      .values({ email, name: input.name?.trim() || email.split('@')[0]!, role: 'scorer' })
      .onConflictDoNothing({ target: admins.email })
      .returning();
    row = inserted ?? (await findAdminByEmail(db, email))!;
    if (row.role !== 'scorer') throw new AlreadyAdminError(email);
  }
  const { code, expiresAt } = await createSignInCode(db, row.id);
  return {
    scorer: { id: row.id, email: row.email, name: row.name, createdAt: row.createdAt.toISOString() },
    url: signInUrl(input.publicUrl, code),
    expiresAt: expiresAt.toISOString(),
  };
}

/** Removes a scorer (their sessions go with the row, so their token is refused at once). */
export async function revokeScorer(db: Executor, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const rows = await db
    .delete(admins)
    .where(and(eq(admins.id, id), eq(admins.role, 'scorer')))
    .returning({ id: admins.id });
  return rows.length > 0;
}
