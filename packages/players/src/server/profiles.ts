/**
 * Profiles made from elsewhere (an approved sign-up, a bulk import): found and created by
 * the normalised phone, and hidden from visitors while a minor's guardian has not consented.
 * The caller invalidates the 'players' cache tag after writing.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { normalisePhone } from '../phone';
import { players } from './schema';

export async function findPlayerByPhone(db: Executor, phone: string): Promise<{ id: string; name: string; phone: string } | null> {
  const [row] = await db
    .select({ id: players.id, name: players.name, phone: players.phone })
    .from(players)
    .where(eq(players.phone, normalisePhone(phone)));
  return row ?? null;
}

export interface ProfileInput {
  phone: string;
  name: string;
  dob?: string | null;
  jerseyNumber?: number | null;
  isPublic?: boolean;
}

/** Inserts a profile with zero stats; an existing phone is left as it is (null returned). */
export async function insertPlayerProfile(db: Executor, input: ProfileInput): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(players)
    .values({
      phone: normalisePhone(input.phone),
      name: input.name.slice(0, 100),
      dob: input.dob ?? null,
      jerseyNumber: input.jerseyNumber ?? null,
      isPublic: input.isPublic ?? true,
    })
    .onConflictDoNothing()
    .returning({ id: players.id });
  return row ?? null;
}

export async function setPlayerPublic(db: Executor, phone: string, isPublic: boolean): Promise<void> {
  await db
    .update(players)
    .set({ isPublic, updatedAt: new Date() })
    .where(eq(players.phone, normalisePhone(phone)));
}
