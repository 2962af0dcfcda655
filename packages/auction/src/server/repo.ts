/** Auction: queries. Setup rows, the event log, paddle links; no rule lives here. */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound, type Executor } from '@league/core/server';
import { idSchema } from '@league/core/contract';
import { teamsSchema } from '@league/teams/server';
import { survivorsOf } from '@league/people/server';
import { MESSAGES, type AuctionStatusName, type AuctionSummary, type CreateAuction, type UpdateAuction } from '../contract';
import type { AuctionEvent, AuctionSetup } from '../rules';
import { auctionEvents, auctionPaddles, auctionPool, auctionTeams, auctions } from './schema';

export const isId = (value: string) => idSchema.safeParse(value).success;

/** Everything the rules and the views need that is not in the log. */
export interface AuctionRecord {
  id: string;
  name: string;
  tournamentId: string | null;
  purse: number;
  playerFeePaise: number;
  status: AuctionStatusName;
  setup: AuctionSetup;
  pool: Map<string, PoolInfo>;
}

export interface PoolInfo {
  name: string;
  category: string;
  role: string | null;
  stats: string | null;
  playerId: string | null;
  teamId: string | null;
  registrationId: string | null;
  personId: string | null;
}

export async function loadAuction(db: Executor, id: string): Promise<AuctionRecord | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
  if (!row) return null;
  const [teams, pool] = await Promise.all([
    db.select().from(auctionTeams).where(eq(auctionTeams.auctionId, id)).orderBy(asc(auctionTeams.position)),
    db.select().from(auctionPool).where(eq(auctionPool.auctionId, id)).orderBy(asc(auctionPool.position)),
  ]);
  return {
    id: row.id,
    name: row.name,
    tournamentId: row.tournamentId,
    purse: row.purse,
    playerFeePaise: row.playerFeePaise,
    status: row.status as AuctionStatusName,
    setup: {
      squadMin: row.squadMin,
      squadMax: row.squadMax,
      categories: row.categories,
      increments: row.increments,
      teams: teams.map((t) => ({ teamId: t.teamId, name: t.name, purse: t.purse })),
      pool: pool.map((p) => ({ poolId: p.id, name: p.name, category: p.category, role: p.role, teamId: p.teamId })),
    },
    pool: new Map(
      pool.map((p) => [
        p.id,
        {
          name: p.name,
          category: p.category,
          role: p.role,
          stats: p.stats,
          playerId: p.playerId,
          teamId: p.teamId,
          registrationId: p.registrationId,
          personId: p.personId,
        },
      ]),
    ),
  };
}

/** Team names as the teams package has them; an id it does not know is a 400. */
async function teamNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const rows = ids.length
    ? await db.select({ id: teamsSchema.teams.id, name: teamsSchema.teams.name }).from(teamsSchema.teams).where(inArray(teamsSchema.teams.id, ids))
    : [];
  const names = new Map(rows.map((r) => [r.id, r.name]));
  if (ids.some((id) => !names.has(id))) throw badRequest(MESSAGES.teamNotFound);
  return names;
}

async function writeParticipants(db: Executor, auctionId: string, input: Pick<CreateAuction, 'teams' | 'pool' | 'purse'>) {
  const names = await teamNames(
    db,
    input.teams.map((t) => t.teamId),
  );
  await db.delete(auctionTeams).where(eq(auctionTeams.auctionId, auctionId));
  await db.delete(auctionPool).where(eq(auctionPool.auctionId, auctionId));
  await db
    .insert(auctionTeams)
    .values(input.teams.map((t, position) => ({ auctionId, teamId: t.teamId, name: names.get(t.teamId)!, purse: t.purse ?? input.purse, position })));
  // A person picked for a typed line is that person as they are now (a merge's survivor).
  const picked = input.pool.flatMap((p) => (p.personId ? [p.personId] : []));
  const survivors = await survivorsOf(db, picked);
  const gone = input.pool.find((p) => p.personId && !survivors.has(p.personId));
  if (gone) throw badRequest(MESSAGES.personGone(gone.name));
  if (input.pool.length) {
    await db.insert(auctionPool).values(
      input.pool.map((p, position) => ({
        auctionId,
        name: p.name,
        playerId: p.playerId,
        category: p.category,
        role: p.role,
        stats: p.stats,
        teamId: p.teamId,
        registrationId: p.registrationId,
        personId: p.personId ? survivors.get(p.personId)! : null,
        position,
      })),
    );
  }
}

export async function createAuction(db: Executor, input: CreateAuction): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(auctions)
      .values({
        name: input.name,
        tournamentId: input.tournamentId,
        playerFeePaise: input.playerFeePaise,
        purse: input.purse,
        squadMin: input.squadMin,
        squadMax: input.squadMax,
        categories: input.categories,
        increments: [...input.increments].sort((a, b) => a.from - b.from),
      })
      .returning({ id: auctions.id });
    await writeParticipants(tx, row!.id, input);
    return row!.id;
  });
}

/** Edits an auction still in setup (no event yet). The merged result is re-checked by the caller. */
export async function updateSetup(db: Executor, id: string, merged: CreateAuction, changes: UpdateAuction): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, id)).for('update');
    if (!row) throw notFound(MESSAGES.auctionNotFound);
    if (row.status !== 'setup') throw conflict(MESSAGES.notInSetup);
    await tx
      .update(auctions)
      .set({
        name: merged.name,
        tournamentId: merged.tournamentId,
        playerFeePaise: merged.playerFeePaise,
        purse: merged.purse,
        squadMin: merged.squadMin,
        squadMax: merged.squadMax,
        categories: merged.categories,
        increments: [...merged.increments].sort((a, b) => a.from - b.from),
        updatedAt: sql`now()`,
      })
      .where(eq(auctions.id, id));
    if (changes.teams !== undefined || changes.pool !== undefined || changes.purse !== undefined) await writeParticipants(tx, id, merged);
  });
}

export async function listAuctions(db: Executor): Promise<AuctionSummary[]> {
  const rows = await db.select().from(auctions).orderBy(desc(auctions.createdAt)).limit(200);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [teamCounts, poolCounts] = await Promise.all([
    db.select({ id: auctionTeams.auctionId, n: count() }).from(auctionTeams).where(inArray(auctionTeams.auctionId, ids)).groupBy(auctionTeams.auctionId),
    db.select({ id: auctionPool.auctionId, n: count() }).from(auctionPool).where(inArray(auctionPool.auctionId, ids)).groupBy(auctionPool.auctionId),
  ]);
  const of = (list: { id: string; n: number }[], id: string) => Number(list.find((x) => x.id === id)?.n ?? 0);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    tournamentId: r.tournamentId,
    status: r.status as AuctionStatusName,
    teamCount: of(teamCounts, r.id),
    poolCount: of(poolCounts, r.id),
    createdAt: r.createdAt.toISOString(),
  }));
}

export interface StoredEvent {
  seq: number;
  event: AuctionEvent;
}

export async function eventsAfter(db: Executor, auctionId: string, after: number): Promise<StoredEvent[]> {
  const rows = await db
    .select({ seq: auctionEvents.seq, data: auctionEvents.data })
    .from(auctionEvents)
    .where(and(eq(auctionEvents.auctionId, auctionId), gt(auctionEvents.seq, after)))
    .orderBy(asc(auctionEvents.seq));
  return rows.map((r) => ({ seq: r.seq, event: r.data as AuctionEvent }));
}

export async function lastSeq(db: Executor, auctionId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number>`coalesce(max(${auctionEvents.seq}), 0)::int` })
    .from(auctionEvents)
    .where(eq(auctionEvents.auctionId, auctionId));
  return Number(row?.seq ?? 0);
}

/** Appends at exactly `seq`; a writer that lost the race gets the unique violation (23505). */
export async function insertEvent(db: Executor, auctionId: string, seq: number, event: AuctionEvent) {
  await db.insert(auctionEvents).values({ auctionId, seq, type: event.type, data: event });
  if (event.type === 'status')
    await db
      .update(auctions)
      .set({ status: event.status, updatedAt: sql`now()` })
      .where(eq(auctions.id, auctionId));
}

// ---- Paddle links -------------------------------------------------------------------------

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for one team of one auction; the old one stops working. Returns the token once. */
export async function rotatePaddle(db: Executor, auctionId: string, teamId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url'); // 192 bits
  await db.transaction(async (tx) => {
    await tx
      .update(auctionPaddles)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(auctionPaddles.auctionId, auctionId), eq(auctionPaddles.teamId, teamId), isNull(auctionPaddles.revokedAt)));
    await tx.insert(auctionPaddles).values({ auctionId, teamId, tokenHash: hashToken(token) });
  });
  return token;
}

export async function revokePaddle(db: Executor, auctionId: string, teamId: string): Promise<boolean> {
  const rows = await db
    .update(auctionPaddles)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(auctionPaddles.auctionId, auctionId), eq(auctionPaddles.teamId, teamId), isNull(auctionPaddles.revokedAt)))
    .returning({ id: auctionPaddles.id });
  return rows.length > 0;
}

export async function activePaddles(db: Executor, auctionId: string) {
  return db
    .select({ teamId: auctionPaddles.teamId, createdAt: auctionPaddles.createdAt })
    .from(auctionPaddles)
    .where(and(eq(auctionPaddles.auctionId, auctionId), isNull(auctionPaddles.revokedAt)));
}
