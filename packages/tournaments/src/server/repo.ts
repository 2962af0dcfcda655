/** Tournaments: the competitions themselves (operations spec 1). */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound, type Executor } from '@league/core/server';
import { idSchema } from '@league/core/contract';
import { matches } from '@league/schedule/schema';
import { teamPlayers, teams } from '@league/teams/schema';
import { MESSAGES, TEAM_IDS_MESSAGES, type Tournament, type TournamentStatus, type tournamentInputSchema } from '../contract';
import type { z } from 'zod';
import { matchEvents, tournaments } from './schema';

type Row = typeof tournaments.$inferSelect;
export type TournamentFields = z.output<typeof tournamentInputSchema>;

export const isId = (value: string) => idSchema.safeParse(value).success;

/** Bounds the public list: a league adds a handful a season. */
export const MAX_TOURNAMENTS = 500;

function toTournament(row: Row, counts?: { matchCount: number; completedCount: number }): Tournament {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    season: row.season,
    section: row.section,
    format: row.format,
    points: row.points,
    superOverDecidesTie: row.superOverDecidesTie,
    rain: row.rain,
    status: row.status as TournamentStatus,
    teamIds: row.teamIds,
    groups: row.groups,
    matchCount: counts?.matchCount ?? 0,
    completedCount: counts?.completedCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function countsOf(db: Executor, id?: string) {
  const rows = await db
    .select({
      tournamentId: matches.tournamentId,
      matchCount: sql<number>`count(*)::int`,
      completedCount: sql<number>`(count(*) filter (where ${matches.status} in ('completed', 'abandoned')))::int`,
    })
    .from(matches)
    .where(id ? eq(matches.tournamentId, id) : sql`${matches.tournamentId} is not null`)
    .groupBy(matches.tournamentId);
  return new Map(rows.map((r) => [r.tournamentId!, r]));
}

/** Newest season first, then by name. */
export async function listTournaments(db: Executor): Promise<Tournament[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(tournaments).orderBy(desc(tournaments.season), asc(tournaments.name)).limit(MAX_TOURNAMENTS),
    countsOf(db),
  ]);
  return rows.map((row) => toTournament(row, counts.get(row.id)));
}

export async function findTournament(db: Executor, id: string): Promise<Tournament | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  return row ? toTournament(row, (await countsOf(db, id)).get(id)) : null;
}

export async function getTournament(db: Executor, id: string): Promise<Tournament> {
  const found = await findTournament(db, id);
  if (!found) throw notFound(MESSAGES.tournamentNotFound);
  return found;
}

/** Every chosen team must be one of the league's (400 naming the first that is not). */
async function checkTeamIds(db: Executor, ids: string[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const found = new Set((await db.select({ id: teams.id }).from(teams).where(inArray(teams.id, ids))).map((r) => r.id.toLowerCase()));
  const missing = ids.find((id) => !found.has(id.toLowerCase()));
  if (missing) throw badRequest(`${TEAM_IDS_MESSAGES.unknown}: ${missing}`);
}

export async function createTournament(db: Executor, input: TournamentFields): Promise<Tournament> {
  await checkTeamIds(db, input.teamIds);
  const [row] = await db.insert(tournaments).values(input).returning();
  return toTournament(row!);
}

export async function updateTournament(db: Executor, id: string, input: TournamentFields): Promise<Tournament> {
  if (!isId(id)) throw notFound(MESSAGES.tournamentNotFound);
  await checkTeamIds(db, input.teamIds);
  if (input.points && !input.points.mvp) {
    // The awards' formula, like the teams, is kept when a write leaves it out (a screen that does not edit it).
    const [stored] = await db.select({ points: tournaments.points }).from(tournaments).where(eq(tournaments.id, id));
    if (stored?.points.mvp) input = { ...input, points: { ...input.points, mvp: stored.points.mvp } };
  }
  const [row] = await db
    .update(tournaments)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(tournaments.id, id))
    .returning();
  if (!row) throw notFound(MESSAGES.tournamentNotFound);
  return getTournament(db, row.id);
}

/** A tournament with fixtures or squads is refused (409): deleting would orphan results. */
export async function deleteTournament(db: Executor, id: string): Promise<void> {
  await getTournament(db, id);
  const [used] = await db
    .select({
      n: sql<number>`(select count(*) from ${matches} where ${matches.tournamentId} = ${id}) + (select count(*) from ${teamPlayers} where ${teamPlayers.tournamentId} = ${id})`,
    })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  if (Number(used?.n ?? 0) > 0) throw conflict(MESSAGES.tournamentInUse);
  await db.delete(tournaments).where(eq(tournaments.id, id));
}

/** The tournament's fixtures that have a log (their summaries follow its format and rain rule). */
export async function tournamentMatchIds(db: Executor, id: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: matchEvents.matchId })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(eq(matches.tournamentId, id));
  return rows.map((r) => r.id);
}
