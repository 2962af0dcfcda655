/** Sponsors: queries. Every function takes the database; rows come back as contract types. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { idSchema } from '@league/core/contract';
import { MAX_SPONSORS, type Sponsor, type SponsorData } from '../contract';
import { sponsors } from './schema';

type Row = typeof sponsors.$inferSelect;

const isId = (value: string) => idSchema.safeParse(value).success;

function toSponsor(row: Row): Sponsor {
  return {
    _id: row.id,
    companyName: row.companyName,
    ...(row.ownerName ? { ownerName: row.ownerName } : {}),
    ...(row.companyOverview ? { companyOverview: row.companyOverview } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toColumns = (input: SponsorData) => ({
  companyName: input.companyName,
  ownerName: input.ownerName ?? null,
  companyOverview: input.companyOverview ?? null,
});

/** Every sponsor, newest first (spec 7); the assistant reads this too. */
export async function listSponsors(db: Executor): Promise<Sponsor[]> {
  const rows = await db.select().from(sponsors).orderBy(desc(sponsors.createdAt), desc(sponsors.id)).limit(MAX_SPONSORS);
  return rows.map(toSponsor);
}

export async function getSponsor(db: Executor, id: string): Promise<Sponsor | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(sponsors).where(eq(sponsors.id, id));
  return row ? toSponsor(row) : null;
}

export async function createSponsor(db: Executor, input: SponsorData): Promise<Sponsor> {
  const [row] = await db.insert(sponsors).values(toColumns(input)).returning();
  return toSponsor(row!);
}

/** Replaces the editable fields (an empty owner or overview clears it); null for an unknown id. */
export async function updateSponsor(db: Executor, id: string, input: SponsorData): Promise<Sponsor | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .update(sponsors)
    .set({ ...toColumns(input), updatedAt: sql`now()` })
    .where(eq(sponsors.id, id))
    .returning();
  return row ? toSponsor(row) : null;
}

export async function deleteSponsor(db: Executor, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const rows = await db.delete(sponsors).where(eq(sponsors.id, id)).returning({ id: sponsors.id });
  return rows.length > 0;
}
