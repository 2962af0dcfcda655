/** Schedule queries: fixtures, per-match links and the single row of global links. */
import { asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { parseISO } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';
import { badRequest, notFound, type Executor } from '@league/core/server';
import { hasOffset, INVALID_MATCH_DATE_MESSAGE, type GlobalLinks, type Match, type MatchStage, type MatchStatus } from '../contract';
import { globalLinks, grounds, matches } from './schema';

/** A season has far fewer fixtures; the cap keeps the list bounded (decisions.md 3). */
export const MAX_MATCHES = 1000;

/** A uuid as Postgres writes it (a malformed id is a 404, not a database error). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type MatchRow = typeof matches.$inferSelect;
type GroundRow = typeof grounds.$inferSelect;

function toMatch(row: MatchRow, ground?: GroundRow | null): Match {
  return {
    id: row.id,
    _id: row.id,
    team1: row.team1,
    team2: row.team2,
    matchDate: row.matchDate.toISOString(),
    pressLink: row.pressLink,
    auctionLink: row.auctionLink,
    createdAt: row.createdAt.toISOString(),
    tournamentId: row.tournamentId,
    team1Id: row.team1Id,
    team2Id: row.team2Id,
    venue: row.venue,
    stage: row.stage as MatchStage,
    status: row.status as MatchStatus,
    result: row.result,
    groundId: row.groundId,
    ground: ground ? { name: ground.name, address: ground.address, mapUrl: ground.mapUrl } : null,
    sequence: row.sequence,
  };
}

/** Fixtures with their ground (a left join: most older fixtures have none). */
function selectMatches(db: Executor) {
  return db.select({ row: matches, ground: grounds }).from(matches).leftJoin(grounds, eq(grounds.id, matches.groundId));
}

/**
 * A datetime-local value ("2026-12-01T15:30") is a wall time in the league's zone; a
 * value with an offset names its own instant (decisions.md 3).
 */
export function resolveMatchDate(value: string, timeZone: string): Date {
  const text = value.trim().replace(' ', 'T');
  const date = hasOffset(text) ? parseISO(text) : fromZonedTime(text, timeZone);
  if (Number.isNaN(date.getTime())) throw badRequest(INVALID_MATCH_DATE_MESSAGE);
  return date;
}

/** Every fixture, or those `where` picks (a season's: ./seasons), oldest first (ties by creation so the order is stable). */
export async function listMatches(db: Executor, where?: SQL): Promise<Match[]> {
  const rows = await selectMatches(db).where(where).orderBy(asc(matches.matchDate), asc(matches.createdAt), asc(matches.id)).limit(MAX_MATCHES);
  return rows.map((r) => toMatch(r.row, r.ground));
}

export async function countMatches(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}

export interface NewMatch {
  team1: string;
  team2: string;
  matchDate: Date;
  pressLink?: string | null;
  auctionLink?: string | null;
  tournamentId?: string | null;
  team1Id?: string | null;
  team2Id?: string | null;
  venue?: string | null;
  stage?: MatchStage;
  groundId?: string | null;
}

/** The fields PUT /api/matches/{id} replaces (links, status and result are kept). */
export type MatchEdit = Omit<NewMatch, 'pressLink' | 'auctionLink'>;

export async function getMatch(db: Executor, id: string): Promise<Match | null> {
  if (!UUID.test(id)) return null;
  const [found] = await selectMatches(db).where(eq(matches.id, id));
  return found ? toMatch(found.row, found.ground) : null;
}

/** The fields a subscribed calendar shows: a change to any of them is a new SEQUENCE. */
function calendarChanged(before: MatchRow, edit: MatchEdit): boolean {
  const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
  return (
    before.matchDate.getTime() !== edit.matchDate.getTime() ||
    (edit.groundId !== undefined && !same(before.groundId, edit.groundId)) ||
    !same(before.venue, edit.venue) ||
    before.team1 !== edit.team1 ||
    before.team2 !== edit.team2 ||
    !same(before.team1Id, edit.team1Id) ||
    !same(before.team2Id, edit.team2Id) ||
    (edit.stage !== undefined && before.stage !== edit.stage)
  );
}

/** One more than the fixture's SEQUENCE, for a write that changes what its calendar event says. */
export const raisedSequence = sql`${matches.sequence} + 1`;

/**
 * A status write's sequence: raised only when the status really changes (the tournaments log
 * rewrites the same status with every ball).
 */
export function sequenceAfterStatus(status: MatchStatus) {
  return sql`${matches.sequence} + (case when ${matches.status} is distinct from ${status}::text then 1 else 0 end)`;
}

export async function updateMatch(db: Executor, id: string, edit: MatchEdit): Promise<Match> {
  if (!UUID.test(id)) throw notFound('Match not found');
  const [before] = await db.select().from(matches).where(eq(matches.id, id));
  if (!before) throw notFound('Match not found');
  const [row] = await db
    .update(matches)
    .set({ ...edit, updatedAt: new Date(), ...(calendarChanged(before, edit) ? { sequence: raisedSequence } : {}) })
    .where(eq(matches.id, id))
    .returning();
  if (!row) throw notFound('Match not found');
  return (await getMatch(db, row.id))!;
}

export async function createMatch(db: Executor, input: NewMatch): Promise<Match> {
  const [row] = await db.insert(matches).values(input).returning();
  return (await getMatch(db, row!.id))!;
}

/** Deletes one fixture; an unknown or malformed id is a 404. */
export async function deleteMatch(db: Executor, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound('Match not found');
  const gone = await db.delete(matches).where(eq(matches.id, id)).returning({ id: matches.id });
  if (gone.length === 0) throw notFound('Match not found');
}

/** Sets one of a fixture's own links (the older admin form); a new link is a new calendar DESCRIPTION, so a new SEQUENCE. */
export async function setMatchLink(db: Executor, id: string, field: 'pressLink' | 'auctionLink', link: string): Promise<Match> {
  if (!UUID.test(id)) throw notFound('Match not found');
  const [row] = await db
    .update(matches)
    .set({ [field]: link, sequence: sql`${matches.sequence} + (case when ${matches[field]} is distinct from ${link} then 1 else 0 end)` })
    .where(eq(matches.id, id))
    .returning();
  if (!row) throw notFound('Match not found');
  return (await getMatch(db, row.id))!;
}

export async function getGlobalLinks(db: Executor): Promise<GlobalLinks> {
  const [row] = await db.select().from(globalLinks).where(eq(globalLinks.id, 1));
  return { pressConferenceLink: row?.pressConferenceLink ?? null, auctionLink: row?.auctionLink ?? null };
}

/** Each global link and the fixture's own link that, when set, shows instead of it. */
const OWN_LINK = { pressConferenceLink: matches.pressLink, auctionLink: matches.auctionLink } as const;

/**
 * Sets or clears (null) one global link; the single row is created on first write. The
 * calendar shows it on every fixture without a link of its own: their SEQUENCE rises with it.
 */
export async function setGlobalLink(db: Executor, field: 'pressConferenceLink' | 'auctionLink', link: string | null): Promise<GlobalLinks> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [before] = await tx.select().from(globalLinks).where(eq(globalLinks.id, 1)).for('update');
    await tx
      .insert(globalLinks)
      .values({ id: 1, [field]: link, updatedAt: now })
      .onConflictDoUpdate({ target: globalLinks.id, set: { [field]: link, updatedAt: now } });
    if ((before?.[field] ?? null) !== link) await tx.update(matches).set({ sequence: raisedSequence }).where(isNull(OWN_LINK[field]));
    return getGlobalLinks(tx);
  });
}
