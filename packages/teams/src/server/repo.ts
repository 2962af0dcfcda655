/** Teams: queries. Every function takes the database; rows come back as contract types. */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound, pgErrorCode, type Executor } from '@league/core/server';
import { idSchema } from '@league/core/contract';
import type { z } from 'zod';
import { MESSAGES, type AddPlayerInput, type CreateTeam, type PlayerRole, type Section, type Team, type TeamPlayer, type updateTeamSchema } from '../contract';
import { bindSquad, bindSquadName, choosePerson, numberInTeam } from './people';
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
    // The first spec's team players: the squad of the team's current tournament.
    players: players.filter((p) => p.tournamentId === row.currentTournamentId).map(toPlayer),
    tournamentId: row.currentTournamentId,
  };
}

export function toPlayer(row: PlayerRow): TeamPlayer {
  return { _id: row.id, name: row.name, role: row.role as PlayerRole, playerId: row.playerId };
}

/** Every squad row of these teams (all tournaments), in entry order. */
export async function playersOf(db: Executor, teamIds: string[]): Promise<Map<string, PlayerRow[]>> {
  const byTeam = new Map<string, PlayerRow[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db.select().from(teamPlayers).where(inArray(teamPlayers.teamId, teamIds)).orderBy(asc(teamPlayers.teamId), asc(teamPlayers.seq));
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
  const players = await playersOf(
    db,
    rows.map((r) => r.id),
  );
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
export async function createTeam(db: Executor, input: CreateTeam & { tournamentId?: string | null }): Promise<Team> {
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
        .values({ section: input.section, name: input.name, captain: input.captain, currentTournamentId: input.tournamentId ?? null })
        .returning({ id: teams.id });
      if (input.players.length) {
        const bound = await bindSquad(tx, row!.id, input.players);
        // A new team: each person's number is their place in the pasted squad.
        const numbers = new Map<string, number>();
        for (const p of bound) if (!numbers.has(p.personId)) numbers.set(p.personId, numbers.size + 1);
        await tx.insert(teamPlayers).values(
          bound.map((p) => ({
            teamId: row!.id,
            name: p.name,
            role: p.role,
            tournamentId: input.tournamentId ?? null,
            personId: p.personId,
            number: numbers.get(p.personId)!,
          })),
        );
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
  await db
    .update(teams)
    .set({ updatedAt: sql`now()` })
    .where(eq(teams.id, id));
}

/**
 * Adds one player to a team and returns the updated team: the person picked (`personId`), a
 * new person made on purpose (`newPerson`), or, as the first spec's call does, a typed name
 * bound to the person it already is (bindSquadName).
 */
export async function addPlayer(db: Executor, teamId: string, player: Omit<AddPlayerInput, 'role'> & { role: PlayerRole }): Promise<Team> {
  const team = await requireTeam(db, teamId);
  const tournamentId = team.tournamentId ?? null;
  try {
    // One transaction: a person made for this line goes if the line cannot be written, and
    // the team's row is held while its next number is taken (numberInTeam).
    await db.transaction(async (tx) => {
      const chosen =
        player.personId || player.newPerson
          ? await choosePerson(tx, { teamId, tournamentId }, { personId: player.personId, name: player.name })
          : { personId: await bindSquadName(tx, teamId, player.name), name: player.name, inSquad: false };
      const { personId, name } = chosen;
      if (chosen.inSquad) throw conflict(MESSAGES.personInSquad(name));
      const number = await numberInTeam(tx, teamId, personId);
      await tx.insert(teamPlayers).values({ teamId, name, role: player.role, tournamentId, personId, number });
    });
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

/**
 * PUT /api/teams/{id}: rename, new captain, maybe another section. The squad is kept;
 * fixtures keep their team id and the names they were played under. A captain picked from
 * the squad (`captainPlayerId`) is marked C and the squad's other C goes back to Player, in
 * the same transaction as the rename, so the captain text and the C mark never disagree.
 */
export async function updateTeam(db: Executor, id: string, input: z.output<typeof updateTeamSchema>): Promise<Team> {
  const current = await requireTeam(db, id);
  const section = input.section ?? current.section;
  const duplicate = () => conflict(MESSAGES.duplicate(input.name, section));
  const notInSquad = () => badRequest(MESSAGES.captainNotInSquad);
  const pick = input.captainPlayerId;
  const member = pick === undefined ? undefined : current.players.find((p) => p._id === pick);
  if (pick !== undefined && !member) throw notInSquad();
  const [clash] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.section, section), eq(sql`lower(${teams.name})`, input.name.toLowerCase()), ne(teams.id, id)));
  if (clash) throw duplicate();
  try {
    await db.transaction(async (tx) => {
      if (member) {
        const squad = and(
          eq(teamPlayers.teamId, id),
          current.tournamentId ? eq(teamPlayers.tournamentId, current.tournamentId) : isNull(teamPlayers.tournamentId),
        );
        const marked = await tx
          .update(teamPlayers)
          .set({ role: 'C' })
          .where(and(squad, eq(teamPlayers.id, member._id)))
          .returning({ id: teamPlayers.id });
        // Removed from the squad since it was read: nothing of this edit is kept.
        if (marked.length === 0) throw notInSquad();
        await tx
          .update(teamPlayers)
          .set({ role: 'Player' })
          .where(and(squad, eq(teamPlayers.role, 'C'), ne(teamPlayers.id, member._id)));
      }
      await tx
        .update(teams)
        .set({ name: input.name, captain: member?.name ?? input.captain, section, updatedAt: sql`now()` })
        .where(eq(teams.id, id));
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw duplicate();
    throw error;
  }
  return requireTeam(db, id);
}

/** A team's squads, the current one first, then older ones (null: before tournaments). */
export async function listSquads(db: Executor, teamId: string): Promise<Array<{ tournamentId: string | null; players: TeamPlayer[] }>> {
  const team = await requireTeam(db, teamId);
  const rows = (await playersOf(db, [teamId])).get(teamId) ?? [];
  const byTournament = new Map<string | null, TeamPlayer[]>([[team.tournamentId ?? null, []]]);
  for (const row of rows) {
    const list = byTournament.get(row.tournamentId) ?? [];
    list.push(toPlayer(row));
    byTournament.set(row.tournamentId, list);
  }
  return [...byTournament].map(([tournamentId, players]) => ({ tournamentId, players }));
}

export interface NewSquadLine {
  teamId: string;
  /** The squad's tournament; null for a squad from before tournaments (an auction of a typed tournament). */
  tournamentId: string | null;
  name: string;
  role?: PlayerRole;
  /** The person the line is; when absent, the name is bound as a squad name of the team. */
  personId?: string | null;
  playerId?: string | null;
}

/**
 * Adds one line to a team's squad of a tournament (an auction's sale, its captains, its
 * close). Answers the new line's id and its person; the id is null when that person already
 * has a line in that squad (nothing is written twice). Null when the team is gone. The
 * tournament becomes the one GET /api/teams answers for the team when the team has none.
 */
export async function addSquadLine(db: Executor, line: NewSquadLine): Promise<{ id: string | null; personId: string } | null> {
  const [team] = await db.select({ current: teams.currentTournamentId }).from(teams).where(eq(teams.id, line.teamId));
  if (!team) return null;
  const personId = line.personId ?? (await bindSquadName(db, line.teamId, line.name));
  const squad = line.tournamentId ? eq(teamPlayers.tournamentId, line.tournamentId) : isNull(teamPlayers.tournamentId);
  const [already] = await db
    .select({ id: teamPlayers.id })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, line.teamId), squad, eq(teamPlayers.personId, personId)))
    .limit(1);
  if (already) return { id: null, personId };
  const [row] = await db
    .insert(teamPlayers)
    .values({
      teamId: line.teamId,
      tournamentId: line.tournamentId,
      name: line.name,
      role: line.role ?? 'Player',
      playerId: line.playerId ?? null,
      personId,
      number: await numberInTeam(db, line.teamId, personId),
    })
    .returning({ id: teamPlayers.id });
  await db
    .update(teams)
    .set({ updatedAt: sql`now()`, ...(team.current === null && line.tournamentId ? { currentTournamentId: line.tournamentId } : {}) })
    .where(eq(teams.id, line.teamId));
  return { id: row!.id, personId };
}

/** Removes one squad line (an undone sale); false when it was already gone. */
export async function removeSquadLine(db: Executor, lineId: string): Promise<boolean> {
  if (!isId(lineId)) return false;
  const rows = await db.delete(teamPlayers).where(eq(teamPlayers.id, lineId)).returning({ teamId: teamPlayers.teamId });
  if (rows[0]) await touch(db, rows[0].teamId);
  return rows.length > 0;
}

/** Whether a squad line still stands (an organiser may have removed it by hand). */
export async function squadLineExists(db: Executor, lineId: string): Promise<boolean> {
  if (!isId(lineId)) return false;
  const [row] = await db.select({ id: teamPlayers.id }).from(teamPlayers).where(eq(teamPlayers.id, lineId));
  return Boolean(row);
}

/** Makes a tournament the one GET /api/teams answers for these teams (an auction starting). */
export async function makeTournamentCurrent(db: Executor, teamIds: string[], tournamentId: string): Promise<void> {
  const ids = teamIds.filter(isId);
  if (!ids.length || !isId(tournamentId)) return;
  await db
    .update(teams)
    .set({ currentTournamentId: tournamentId, updatedAt: sql`now()` })
    .where(inArray(teams.id, ids));
}

/** Links squad members to roster profiles (an admin's explicit choice). */
export async function linkSquadMember(db: Executor, teamId: string, memberId: string, playerId: string | null): Promise<void> {
  if (!isId(memberId)) throw notFound(MESSAGES.playerNotFound);
  const rows = await db
    .update(teamPlayers)
    .set({ playerId })
    .where(and(eq(teamPlayers.id, memberId), eq(teamPlayers.teamId, teamId)))
    .returning({ id: teamPlayers.id });
  if (rows.length === 0) throw notFound(MESSAGES.playerNotFound);
}

/** Squad rows of one tournament (or of no tournament: null), for scorecards' playerId links. */
export async function squadsOfTournament(db: Executor, tournamentId: string | null) {
  return db
    .select({ teamId: teamPlayers.teamId, name: teamPlayers.name, role: teamPlayers.role, playerId: teamPlayers.playerId, id: teamPlayers.id })
    .from(teamPlayers)
    .where(tournamentId ? eq(teamPlayers.tournamentId, tournamentId) : isNull(teamPlayers.tournamentId))
    .orderBy(asc(teamPlayers.teamId), asc(teamPlayers.seq));
}

/** Teams by lower-cased name, for linking fixtures posted with names only. */
export async function findTeamsByNames(db: Executor, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: teams.id, name: teams.name, section: teams.section, currentTournamentId: teams.currentTournamentId })
    .from(teams)
    .where(
      inArray(
        sql`lower(${teams.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
}

export interface FixtureTeams {
  team1: string;
  team2: string;
  team1Id: string | null;
  team2Id: string | null;
}

/**
 * Links a fixture's two sides to teams (operations spec 1): a given id wins and gives its
 * current name; a name alone is linked when a team of that name exists (case-insensitive;
 * the same section first when two sections share a name). Also answers the tournament the
 * first linked team currently plays in, for fixtures posted the old way.
 */
export async function linkFixtureTeams(db: Executor, input: FixtureTeams): Promise<FixtureTeams & { tournamentId: string | null }> {
  const ids = [input.team1Id, input.team2Id].filter((id): id is string => Boolean(id && isId(id)));
  const byId = new Map((ids.length ? await db.select().from(teams).where(inArray(teams.id, ids)) : []).map((row) => [row.id, row]));
  for (const id of ids) if (!byId.has(id)) throw notFound(MESSAGES.teamNotFound);
  const unnamed = [input.team1Id ? null : input.team1, input.team2Id ? null : input.team2].filter((n): n is string => Boolean(n));
  const byName = await findTeamsByNames(db, unnamed);
  const pick = (name: string, other?: { section: string }) => {
    const found = byName.filter((t) => t.name.toLowerCase() === name.toLowerCase());
    return found.find((t) => t.section === other?.section) ?? found[0];
  };
  const side = (name: string, id: string | null, other?: { section: string }) => {
    if (id) {
      const row = byId.get(id)!;
      return { name: row.name, id: row.id, section: row.section, tournamentId: row.currentTournamentId };
    }
    const found = pick(name, other);
    return found
      ? { name, id: found.id, section: found.section, tournamentId: found.currentTournamentId }
      : { name, id: null, section: '', tournamentId: null };
  };
  const one = side(input.team1, input.team1Id);
  const two = side(input.team2, input.team2Id, one.id ? one : undefined);
  return { team1: one.name, team2: two.name, team1Id: one.id, team2Id: two.id, tournamentId: one.tournamentId ?? two.tournamentId ?? null };
}
