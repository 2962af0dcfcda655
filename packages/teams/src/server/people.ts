/**
 * Squad lines are people (part 3 spec section 1): each name typed into a squad is bound to
 * a person record when it is written, so a hidden child stays hidden on every card and
 * scorecard that names them, and a renamed person is renamed here too. And the other way:
 * where a hidden person plays gives their placeholder ("Riverside Cubs player 4").
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { addNames, createPerson, findPeopleByName, type PlacesOf } from '@league/people/server';
import { teamPlayers, teams } from './schema';

/**
 * The person a typed squad name is: the one of that name already in this team's squads, else
 * the league's only person of that name, else a new record (age unknown: hidden until an
 * admin records a date or confirms an adult). A name shared by several people of the league
 * never silently becomes one of them.
 */
export async function bindSquadName(db: Executor, teamId: string, name: string): Promise<string> {
  return bindIn(db, await peopleOfTeam(db, teamId), name);
}

/** The people the team's squads already hold (every tournament). */
async function peopleOfTeam(db: Executor, teamId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ personId: teamPlayers.personId })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, teamId), isNotNull(teamPlayers.personId)));
  return rows.map((r) => r.personId!);
}

async function bindIn(db: Executor, inTeam: string[], name: string): Promise<string> {
  const [here] = inTeam.length ? await findPeopleByName(db, name, inTeam) : [];
  if (here) return here;
  const league = await findPeopleByName(db, name);
  if (league.length === 1) {
    await addNames(db, league[0]!, [name]);
    return league[0]!;
  }
  return createPerson(db, { name });
}

/** A whole squad: the team's people are read once, and each name bound in turn. */
export async function bindSquad<T extends { name: string }>(db: Executor, teamId: string, members: T[]): Promise<Array<T & { personId: string }>> {
  const inTeam = await peopleOfTeam(db, teamId);
  const out: Array<T & { personId: string }> = [];
  for (const member of members) {
    const personId = await bindIn(db, inTeam, member.name);
    // Two lines of one name in this squad are one person, as when added one by one.
    if (!inTeam.includes(personId)) inTeam.push(personId);
    out.push({ ...member, personId });
  }
  return out;
}

/** Where each person plays now: their latest squad line's team, and their place in that squad. */
export const squadPlaces: PlacesOf = async (db, personIds) => {
  const places = new Map<string, { team: string; number: number }>();
  if (!personIds.length) return places;
  const lines = await db
    .select({ personId: teamPlayers.personId, teamId: teamPlayers.teamId, tournamentId: teamPlayers.tournamentId, team: teams.name })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(inArray(teamPlayers.personId, personIds))
    .orderBy(desc(teamPlayers.seq));
  const latest = new Map<string, (typeof lines)[number]>();
  for (const line of lines) if (!latest.has(line.personId!)) latest.set(line.personId!, line);
  const squads = new Map<string, string[]>();
  for (const line of latest.values()) {
    const key = `${line.teamId}|${line.tournamentId ?? ''}`;
    if (!squads.has(key)) {
      const members = await db
        .select({ personId: teamPlayers.personId })
        .from(teamPlayers)
        .where(and(eq(teamPlayers.teamId, line.teamId), line.tournamentId ? eq(teamPlayers.tournamentId, line.tournamentId) : isNull(teamPlayers.tournamentId)))
        .orderBy(asc(teamPlayers.seq));
      squads.set(
        key,
        members.map((m) => m.personId ?? ''),
      );
    }
    const number = squads.get(key)!.indexOf(line.personId!) + 1;
    places.set(line.personId!, { team: line.team, number: number > 0 ? number : 1 });
  }
  return places;
};
