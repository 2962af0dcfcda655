/** Teams: queries. Every function takes the database; rows come back as contract types. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { conflict, notFound, pgErrorCode, type Executor } from '@league/core/server';
import { idSchema } from '@league/core/contract';
import { MESSAGES, type CreateTeam, type PlayerRole, type Section, type Team, type TeamPlayer } from '../contract';
import { teamPlayers, teams } from './schema';

/** A bound on the public list (decisions.md 3): far above a real league's team count. */
export const MAX_TEAMS = 500;

type TeamRow = typeof teams.$inferSelect;
type PlayerRow = typeof teamPlayers.$inferSelect;

const isId = (value: string) => idSchema.safeParse(value).success;

function toTeam(row: TeamRow, players: PlayerRow[]): Team {
  return {
    _id: row.id,
    section: row.section as Section,
    name: row.name,
    captain: row.captain,
    players: players.map(toPlayer),
  };
}

function toPlayer(row: PlayerRow): TeamPlayer {
  return { _id: row.id, name: row.name, role: row.role as PlayerRole };
}

async function playersOf(db: Executor, teamIds: string[]): Promise<Map<string, PlayerRow[]>> {
  const byTeam = new Map<string, PlayerRow[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select()
    .from(teamPlayers)
    .where(inArray(teamPlayers.teamId, teamIds))
    .orderBy(asc(teamPlayers.teamId), asc(teamPlayers.seq));
  for (const row of rows) {
    const list = byTeam.get(row.teamId) ?? [];
    list.push(row);
    byTeam.set(row.teamId, list);
  }
  return byTeam;
}

/** Every team with its players, by section then name (the assistant and admin read this too). */
export async function listTeams(db: Executor): Promise<Team[]> {
  const rows = await db
    .select()
    .from(teams)
    .orderBy(asc(teams.section), asc(sql`lower(${teams.name})`), asc(teams.name))
    .limit(MAX_TEAMS);
  const players = await playersOf(db, rows.map((r) => r.id));
  return rows.map((row) => toTeam(row, players.get(row.id) ?? []));
}

/** One team, or null for an unknown or malformed id. */
export async function getTeam(db: Executor, id: string): Promise<Team | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  if (!row) return null;
  const players = await playersOf(db, [row.id]);
  return toTeam(row, players.get(row.id) ?? []);
}

async function requireTeam(db: Executor, id: string): Promise<Team> {
  const team = await getTeam(db, id);
  if (!team) throw notFound(MESSAGES.teamNotFound);
  return team;
}

/** Creates a team and its squad; a name already used in the section is a 409. */
export async function createTeam(db: Executor, input: CreateTeam): Promise<Team> {
  const duplicate = () => conflict(MESSAGES.duplicate(input.name, input.section));
  const [existing] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.section, input.section), eq(sql`lower(${teams.name})`, input.name.toLowerCase())));
  if (existing) throw duplicate();
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(teams)
        .values({ section: input.section, name: input.name, captain: input.captain })
        .returning({ id: teams.id });
      if (input.players.length) {
        await tx.insert(teamPlayers).values(input.players.map((p) => ({ teamId: row!.id, name: p.name, role: p.role })));
      }
      return row!.id;
    });
    return await requireTeam(db, id);
  } catch (error) {
    // Two admins creating the same name at once: the unique index decides.
    if (pgErrorCode(error) === '23505') throw duplicate();
    throw error;
  }
}

/** Deletes a team; its players go with it (foreign key cascade). False when there was none. */
export async function deleteTeam(db: Executor, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const rows = await db.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id });
  return rows.length > 0;
}

async function touch(db: Executor, id: string) {
  await db.update(teams).set({ updatedAt: sql`now()` }).where(eq(teams.id, id));
}

/** Adds one player to a team and returns the updated team. */
export async function addPlayer(db: Executor, teamId: string, player: { name: string; role: PlayerRole }): Promise<Team> {
  await requireTeam(db, teamId);
  try {
    await db.insert(teamPlayers).values({ teamId, name: player.name, role: player.role });
  } catch (error) {
    // The team was deleted between the check and the insert.
    if (pgErrorCode(error) === '23503') throw notFound(MESSAGES.teamNotFound);
    throw error;
  }
  await touch(db, teamId);
  return requireTeam(db, teamId);
}

/** Removes one player of a team and returns the updated team. */
export async function removePlayer(db: Executor, teamId: string, playerId: string): Promise<Team> {
  await requireTeam(db, teamId);
  if (!isId(playerId)) throw notFound(MESSAGES.playerNotFound);
  const rows = await db
    .delete(teamPlayers)
    .where(and(eq(teamPlayers.id, playerId), eq(teamPlayers.teamId, teamId)))
    .returning({ id: teamPlayers.id });
  if (rows.length === 0) throw notFound(MESSAGES.playerNotFound);
  await touch(db, teamId);
  return requireTeam(db, teamId);
}
