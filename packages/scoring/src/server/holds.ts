/**
 * One scorer holds a match at a time (spec 5). The first event of a free match claims it;
 * taking over is an explicit call, after which the previous holder's events are refused
 * (423 Locked, naming the holder) so their phone can say so at once.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound, unauthorized, type Db, type Executor } from '@league/core/server';
import { matches } from '@league/schedule/schema';
import { SCORING_MESSAGES, type Hold } from '../contract';
import { scoringHolds } from './schema';

export const HELD_STATUS = 423;

export class HeldByOtherError extends HttpError {
  constructor(
    readonly holder: string,
    readonly holderName: string,
  ) {
    super(HELD_STATUS, SCORING_MESSAGES.heldBy(holderName));
  }
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export async function assertMatch(db: Executor, matchId: string) {
  if (!isUuid(matchId)) throw notFound('Match not found');
  const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  if (!row) throw notFound('Match not found');
}

interface Who {
  sub: string;
  name: string;
}

async function who(request: FastifyRequest): Promise<Who> {
  const viewer = await request.viewer();
  if (!viewer) throw unauthorized();
  return { sub: viewer.sub.toLowerCase(), name: viewer.name || viewer.email || viewer.sub };
}

function view(matchId: string, row: typeof scoringHolds.$inferSelect | undefined, me: string): Hold {
  return {
    matchId,
    holder: row?.holder ?? null,
    holderName: row?.holderName ?? null,
    since: row?.since.toISOString() ?? null,
    mine: row?.holder === me,
  };
}

export async function readHold(db: Executor, request: FastifyRequest, matchId: string): Promise<Hold> {
  await assertMatch(db, matchId);
  const me = await who(request);
  const [row] = await db.select().from(scoringHolds).where(eq(scoringHolds.matchId, matchId));
  return view(matchId, row, me.sub);
}

/** Claims a free match; with `takeOver`, takes it from whoever holds it. */
export async function claimHold(db: Db, request: FastifyRequest, matchId: string, takeOver: boolean): Promise<Hold> {
  await assertMatch(db, matchId);
  const me = await who(request);
  const values = { matchId, holder: me.sub, holderName: me.name, since: new Date() };
  const [row] = await db
    .insert(scoringHolds)
    .values(values)
    .onConflictDoUpdate({
      target: scoringHolds.matchId,
      set: values,
      // Without takeOver only our own (or a free) hold is written; someone else's stays.
      where: takeOver ? undefined : sql`${scoringHolds.holder} = ${me.sub}`,
    })
    .returning();
  if (row) return view(matchId, row, me.sub);
  const [current] = await db.select().from(scoringHolds).where(eq(scoringHolds.matchId, matchId));
  if (current && current.holder !== me.sub) throw new HeldByOtherError(current.holder, current.holderName);
  return view(matchId, current, me.sub);
}

/** tournaments' beforeEvent hook: the poster must hold the match (a free one is claimed). */
export function holdCheck(db: Db) {
  return async (request: FastifyRequest, matchId: string) => {
    if (!isUuid(matchId)) return; // the route answers 404 itself
    const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
    if (!row) return;
    await claimHold(db, request, matchId, false);
  };
}
