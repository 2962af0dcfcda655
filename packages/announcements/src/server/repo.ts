/** Announcements: queries. Every function takes the database; rows come back as contract types. */
import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { idSchema } from '@league/core/contract';
import { MAX_ANNOUNCEMENTS, type Announcement, type AnnouncementData, type AnnouncementPriority, type AnnouncementType } from '../contract';
import { announcements } from './schema';

type Row = typeof announcements.$inferSelect;

const isId = (value: string) => idSchema.safeParse(value).success;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toAnnouncement(row: Row): Announcement {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    type: row.type as AnnouncementType,
    priority: row.priority as AnnouncementPriority,
    isActive: row.isActive,
    startsAt: iso(row.startsAt),
    expiresAt: iso(row.expiresAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Newest first by updatedAt, then createdAt (decisions.md 4); the id keeps ties stable.
const newestFirst = [desc(announcements.updatedAt), desc(announcements.createdAt), desc(announcements.id)];

/** Live at `now`: active, and now within [startsAt, expiresAt] where a null bound is open. */
function liveAt(now: Date) {
  return and(
    eq(announcements.isActive, true),
    or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
    or(isNull(announcements.expiresAt), gte(announcements.expiresAt, now)),
  );
}

/** What a visitor sees (and what the assistant reads). */
export async function listActiveAnnouncements(db: Executor, now: Date = new Date()): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(liveAt(now))
    .orderBy(...newestFirst)
    .limit(MAX_ANNOUNCEMENTS);
  return rows.map(toAnnouncement);
}

/** Every announcement, live or not: admins see them all so the Inactive badge can show. */
export async function listAllAnnouncements(db: Executor): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .orderBy(...newestFirst)
    .limit(MAX_ANNOUNCEMENTS);
  return rows.map(toAnnouncement);
}

/**
 * The next instant after `now` at which the visitors' list changes by time alone (an
 * active announcement starting or expiring), or null when none will. The public cache
 * keeps its answer until then.
 */
export async function nextWindowChange(db: Executor, now: Date = new Date()): Promise<Date | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      nextStart: sql<string | Date | null>`min(${announcements.startsAt}) filter (where ${announcements.startsAt} > ${at})`,
      nextExpiry: sql<string | Date | null>`min(${announcements.expiresAt}) filter (where ${announcements.expiresAt} >= ${at})`,
    })
    .from(announcements)
    .where(eq(announcements.isActive, true));
  const start = row?.nextStart ? new Date(row.nextStart).getTime() : Infinity;
  // The window is closed at expiresAt, so the list changes just after it.
  const expiry = row?.nextExpiry ? new Date(row.nextExpiry).getTime() + 1 : Infinity;
  const next = Math.min(start, expiry);
  return Number.isFinite(next) ? new Date(next) : null;
}

export async function getAnnouncement(db: Executor, id: string): Promise<Announcement | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row ? toAnnouncement(row) : null;
}

const toColumns = (input: AnnouncementData) => ({
  title: input.title,
  message: input.message,
  type: input.type,
  priority: input.priority,
  isActive: input.isActive,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
});

export async function createAnnouncement(db: Executor, input: AnnouncementData): Promise<Announcement> {
  const [row] = await db.insert(announcements).values(toColumns(input)).returning();
  return toAnnouncement(row!);
}

/** Replaces the editable fields; null for an unknown or malformed id. */
export async function updateAnnouncement(db: Executor, id: string, input: AnnouncementData): Promise<Announcement | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .update(announcements)
    .set({ ...toColumns(input), updatedAt: sql`now()` })
    .where(eq(announcements.id, id))
    .returning();
  return row ? toAnnouncement(row) : null;
}

export async function deleteAnnouncement(db: Executor, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const rows = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  return rows.length > 0;
}
