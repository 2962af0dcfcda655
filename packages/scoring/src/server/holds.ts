/**
 * One scorer holds a match at a time (spec 5). The first event of a free match claims it;
 * taking over is an explicit call, after which the previous holder's events are refused
 * (423 Locked, naming the holder) so their phone can say so at once. A scorer (not an
 * admin) may claim or take over only a match an admin assigned them to (issue 29).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError, notFound, unauthorized, type Db, type Executor } from '@league/core/server';
import { matches } from '@league/schedule/schema';
import { SCORING_MESSAGES, type Assignment, type Hold } from '../contract';
import { scoringAssignments, scoringHolds } from './schema';

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
  /** The email assignments are keyed by (the subject when the token has none). */
  email: string;
  admin: boolean;
}

/** The email a viewer's assignments are keyed by: their token's email, else its subject. */
export const assignmentEmailOf = (viewer: { email?: string | null; sub: string }) => (viewer.email || viewer.sub).toLowerCase();

async function who(request: FastifyRequest): Promise<Who> {
  const viewer = await request.viewer();
  if (!viewer) throw unauthorized();
  return {
    sub: viewer.sub.toLowerCase(),
    name: viewer.name || viewer.email || viewer.sub,
    email: assignmentEmailOf(viewer),
    admin: viewer.isAdmin,
  };
}

/**
 * An admin may score any match; a scorer only one they hold or an admin assigned them to
 * (403 otherwise). Claiming or taking over goes through here, so it needs the assignment.
 */
export async function assertMayScore(db: Executor, request: FastifyRequest, matchId: string): Promise<Who> {
  const me = await who(request);
  if (me.admin) return me;
  const [held] = await db.select({ holder: scoringHolds.holder }).from(scoringHolds).where(eq(scoringHolds.matchId, matchId));
  if (held?.holder !== me.sub && !(await isAssigned(db, matchId, me.email))) throw forbidden(SCORING_MESSAGES.notAssigned);
  return me;
}

/**
 * A route's `realNames` (core's visibility seam): the match's own scorer (assigned, or
 * holding it) sees the real names of the people in it; any other scorer gets placeholders.
 */
export function matchScorerSeesNames(db: Executor) {
  return async (request: FastifyRequest): Promise<boolean> => {
    const matchId = (request.params as { id?: unknown } | undefined)?.id;
    if (typeof matchId !== 'string') return false;
    try {
      await assertMayScore(db, request, matchId);
      return true;
    } catch {
      return false;
    }
  };
}

/** True when an admin assigned this scorer to the match. */
async function isAssigned(db: Executor, matchId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: scoringAssignments.email })
    .from(scoringAssignments)
    .where(and(eq(scoringAssignments.matchId, matchId), eq(scoringAssignments.email, email)));
  return rows.length > 0;
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
  return claim(db, request, matchId, takeOver);
}

/** claimHold for a match known to exist. */
async function claim(db: Executor, request: FastifyRequest, matchId: string, takeOver: boolean): Promise<Hold> {
  const me = await assertMayScore(db, request, matchId);
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

/**
 * tournaments' beforeEvent hook: the poster must hold the match (a free one is claimed). It
 * runs in the event's transaction once the fixture is locked, so the claim stands or falls
 * with the event.
 */
export function holdCheck() {
  return async (request: FastifyRequest, matchId: string, tx: Executor) => {
    await claim(tx, request, matchId, false);
  };
}

/** The scorers assigned to a match (admin). */
export async function readAssignment(db: Executor, matchId: string): Promise<Assignment> {
  await assertMatch(db, matchId);
  const rows = await db
    .select({ email: scoringAssignments.email })
    .from(scoringAssignments)
    .where(eq(scoringAssignments.matchId, matchId))
    .orderBy(scoringAssignments.email);
  return { matchId, emails: rows.map((r) => r.email) };
}

/** Replaces the scorers assigned to a match (admin). A dropped scorer can no longer claim or take it over. */
export async function writeAssignment(db: Db, matchId: string, emails: string[], by: string | null): Promise<Assignment> {
  await assertMatch(db, matchId);
  const unique = [...new Set(emails)];
  await db.transaction(async (tx) => {
    await tx.delete(scoringAssignments).where(eq(scoringAssignments.matchId, matchId));
    if (unique.length) await tx.insert(scoringAssignments).values(unique.map((email) => ({ matchId, email, assignedBy: by })));
  });
  return readAssignment(db, matchId);
}

/** Matches a scorer is assigned to (for their list). */
export async function assignedMatchIds(db: Executor, email: string): Promise<string[]> {
  const rows = await db.select({ matchId: scoringAssignments.matchId }).from(scoringAssignments).where(eq(scoringAssignments.email, email.toLowerCase()));
  return rows.map((r) => r.matchId);
}
