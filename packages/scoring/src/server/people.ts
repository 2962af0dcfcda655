/**
 * The scorer's person pickers (part 3 spec 1): the lineup's "add a player", the fielder and
 * "someone else" pick an existing person or make one on purpose for that side. Search finds
 * the people of either side's squads (any tournament) and anyone a visitor may see by name;
 * a hidden person of another team is never offered to a scorer. Choosing puts the person in
 * the side's squad of the match's tournament, so the name the lineup and balls then carry is
 * that person on every card.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound, type Db, type Executor } from '@league/core/server';
import { livePerson, peopleToday, searchPeople } from '@league/people/server';
import { teamPlayers, teams } from '@league/teams/schema';
import { addSquadLine, choosePerson } from '@league/teams/server';
import { matchContext } from '@league/tournaments/server';
import { SCORING_MESSAGES, type MatchPerson, type MatchPersonBody } from '../contract';
import { assertMayScore } from './holds';

async function sides(db: Executor, request: FastifyRequest, matchId: string) {
  const { fixture } = await matchContext(db, matchId);
  await assertMayScore(db, request, matchId);
  const sides = [
    { name: fixture.team1, teamId: fixture.team1Id },
    { name: fixture.team2, teamId: fixture.team2Id },
  ];
  return { fixture, sides };
}

/** GET /api/matches/{id}/people?q=: at most 20, each with the side that has them and their teams. */
export async function searchMatchPeople(db: Db, request: FastifyRequest, matchId: string, q: string): Promise<MatchPerson[]> {
  const { sides: both } = await sides(db, request, matchId);
  const teamIds = both.flatMap((s) => (s.teamId ? [s.teamId] : []));
  const members = teamIds.length
    ? await db
        .selectDistinct({ personId: teamPlayers.personId })
        .from(teamPlayers)
        .where(and(inArray(teamPlayers.teamId, teamIds), isNotNull(teamPlayers.personId)))
    : [];
  const found = await searchPeople(db, { q, among: members.map((m) => m.personId!), orPublic: true, today: peopleToday() });
  if (!found.length) return [];
  const lines = await db
    .selectDistinct({ personId: teamPlayers.personId, teamId: teamPlayers.teamId, team: teams.name })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(
      inArray(
        teamPlayers.personId,
        found.map((p) => p.id),
      ),
    );
  return found
    .map((p) => {
      const own = lines.filter((l) => l.personId === p.id);
      const side = both.find((s) => s.teamId && own.some((l) => l.teamId === s.teamId));
      return {
        personId: p.id,
        name: p.name,
        team: side?.name ?? null,
        teams: [...new Set(own.filter((l) => l.teamId !== side?.teamId).map((l) => l.team))].sort(),
      };
    })
    .sort((a, b) => Number(b.team !== null) - Number(a.team !== null) || a.name.localeCompare(b.name));
}

/** POST /api/matches/{id}/people: the person picked, or a new one, in the side's squad of the match's tournament. */
export async function addMatchPerson(db: Db, request: FastifyRequest, matchId: string, body: MatchPersonBody) {
  return db.transaction(async (tx) => {
    const { fixture, sides: both } = await sides(tx, request, matchId);
    const side = both.find((s) => s.name.toLowerCase() === body.team.trim().toLowerCase());
    if (!side) throw badRequest(SCORING_MESSAGES.notATeam(body.team));
    if (!side.teamId) {
      // A side typed as a name, with no team on record, has no squad to join: the person
      // picked is used by their name, a new name as typed (a guest line on the scorecard).
      if (!body.personId) return { personId: null, name: (body.name ?? '').trim().replace(/\s+/g, ' '), team: side.name };
      const person = await livePerson(tx, body.personId);
      if (!person) throw notFound(SCORING_MESSAGES.personNotFound);
      return { personId: person.id, name: person.name, team: side.name };
    }
    const squad = { teamId: side.teamId, tournamentId: fixture.tournamentId };
    const chosen = await choosePerson(tx, squad, body, {
      personNotFound: SCORING_MESSAGES.personNotFound,
      nameInSquad: (name) => SCORING_MESSAGES.nameInSquad(name, side.name),
    });
    // A person picked who is already in this squad is simply them: nothing to add.
    if (!chosen.inSquad) await addSquadLine(tx, { ...squad, name: chosen.name, personId: chosen.personId });
    return { personId: chosen.personId, name: chosen.name, team: side.name };
  });
}
