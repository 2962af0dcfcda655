/**
 * Squad lines are people (part 3 spec section 1): each name typed into a squad is bound to
 * a person record when it is written, so a hidden child stays hidden on every card and
 * scorecard that names them, and a renamed person is renamed here too. And the other way:
 * where a hidden person plays gives their placeholder ("Riverside Cubs player 4").
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, max, min, or } from 'drizzle-orm';
import { conflict, notFound, type Executor } from '@league/core/server';
import { addNames, createPerson, findPeopleByName, livePerson, type PlacesOf } from '@league/people/server';
import { MESSAGES } from '../contract';
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

/**
 * The number a person has in a team, for good: theirs from any earlier line of that team,
 * else the next after the team's highest. A hidden person's placeholder is this number, so
 * it stays the same whoever joins or leaves the squad later.
 */
export async function numberInTeam(db: Executor, teamId: string, personId: string): Promise<number> {
  // One number at a time per team: the team's row is held until the caller's transaction ends,
  // so two people added at once never get the same number.
  await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  // A merge can leave one person two numbers in a team: the lowest is theirs (as squadPlaces says).
  const [own] = await db
    .select({ number: min(teamPlayers.number) })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.personId, personId)));
  if (own?.number) return own.number;
  const [top] = await db
    .select({ number: max(teamPlayers.number) })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, teamId));
  return (top?.number ?? 0) + 1;
}

/**
 * The squads a match of `tournamentId` between these teams is played from, line by line: each
 * team's squad of that tournament, else its squad from before tournaments (the scorer's pack
 * and the scorer's person search read the same lines).
 */
export async function matchSquads(
  db: Executor,
  teamIds: string[],
  tournamentId: string | null,
): Promise<Array<{ teamId: string; name: string; personId: string | null }>> {
  if (!teamIds.length) return [];
  const rows = await db
    .select({ teamId: teamPlayers.teamId, name: teamPlayers.name, personId: teamPlayers.personId, tournamentId: teamPlayers.tournamentId })
    .from(teamPlayers)
    .where(
      and(
        inArray(teamPlayers.teamId, teamIds),
        tournamentId ? or(eq(teamPlayers.tournamentId, tournamentId), isNull(teamPlayers.tournamentId)) : isNull(teamPlayers.tournamentId),
      ),
    )
    .orderBy(asc(teamPlayers.seq));
  return teamIds.flatMap((teamId) => {
    const own = rows.filter((r) => r.teamId === teamId);
    const current = own.some((r) => r.tournamentId) ? own.filter((r) => r.tournamentId) : own;
    return current.map(({ name, personId }) => ({ teamId, name, personId }));
  });
}

/**
 * The squad of a team that a match of `tournamentId` is played from, as `matchSquads` reads
 * it: that tournament's when the team has one (or has no squad at all yet), else the team's
 * from before tournaments (null). Someone added for the match joins that squad, so the rest
 * of it is not left behind.
 */
export async function matchSquadOf(db: Executor, teamId: string, tournamentId: string | null): Promise<string | null> {
  if (!tournamentId) return null;
  const line = (tournament: string | null) =>
    db
      .select({ id: teamPlayers.id })
      .from(teamPlayers)
      .where(and(eq(teamPlayers.teamId, teamId), tournament ? eq(teamPlayers.tournamentId, tournament) : isNull(teamPlayers.tournamentId)))
      .limit(1);
  if ((await line(tournamentId)).length) return tournamentId;
  return (await line(null)).length ? null : tournamentId;
}

/** Every team each of these people has a squad line in (any tournament). */
export async function teamsOfPeople(db: Executor, personIds: string[]): Promise<Array<{ personId: string; teamId: string; team: string }>> {
  if (!personIds.length) return [];
  const rows = await db
    .selectDistinct({ personId: teamPlayers.personId, teamId: teamPlayers.teamId, team: teams.name })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(inArray(teamPlayers.personId, personIds));
  return rows.map((r) => ({ ...r, personId: r.personId! }));
}

/** The people of one squad (a tournament's, or the team's from before tournaments). */
async function squadPeople(db: Executor, teamId: string, tournamentId: string | null): Promise<string[]> {
  const rows = await db
    .selectDistinct({ personId: teamPlayers.personId })
    .from(teamPlayers)
    .where(
      and(
        eq(teamPlayers.teamId, teamId),
        tournamentId ? eq(teamPlayers.tournamentId, tournamentId) : isNull(teamPlayers.tournamentId),
        isNotNull(teamPlayers.personId),
      ),
    );
  return rows.map((r) => r.personId!);
}

/**
 * A person chosen on purpose for a squad (part 3 spec 1): the person picked (`personId`, a
 * merged record's survivor, with their current name), or a new record made for this team
 * from `name`. A new person whose name is already someone's in that squad is a 409 naming
 * them (the two could not be told apart on a scorecard). `inSquad`: the person picked
 * already has a line in that squad. The caller writes the line.
 */
export async function choosePerson(
  db: Executor,
  squad: { teamId: string; tournamentId: string | null },
  choice: { personId?: string; name?: string | null },
  messages: { personNotFound: string; nameInSquad: (name: string) => string } = MESSAGES,
): Promise<{ personId: string; name: string; inSquad: boolean }> {
  const members = await squadPeople(db, squad.teamId, squad.tournamentId);
  if (choice.personId) {
    const person = await livePerson(db, choice.personId);
    if (!person) throw notFound(messages.personNotFound);
    return { personId: person.id, name: person.name, inSquad: members.includes(person.id) };
  }
  const name = (choice.name ?? '').trim().replace(/\s+/g, ' ');
  if ((await findPeopleByName(db, name, members)).length) throw conflict(messages.nameInSquad(name));
  return { personId: await createPerson(db, { name }), name, inSquad: false };
}

/** Where each person plays now: their latest squad line's team, and their number in that team. */
export const squadPlaces: PlacesOf = async (db, personIds) => {
  const places = new Map<string, { team: string; number: number }>();
  if (!personIds.length) return places;
  const lines = await db
    .select({ personId: teamPlayers.personId, teamId: teamPlayers.teamId, number: teamPlayers.number, team: teams.name })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(inArray(teamPlayers.personId, personIds))
    .orderBy(desc(teamPlayers.seq));
  // A person's number in a team is the lowest of their lines there (a merge can leave two).
  const lowest = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.personId}|${line.teamId}`;
    if (line.number !== null && line.number < (lowest.get(key) ?? Infinity)) lowest.set(key, line.number);
  }
  for (const line of lines) {
    if (places.has(line.personId!)) continue;
    // Every line written since numbers were kept has one; the upgrade numbered the older ones.
    places.set(line.personId!, { team: line.team, number: lowest.get(`${line.personId}|${line.teamId}`) ?? 1 });
  }
  return places;
};
