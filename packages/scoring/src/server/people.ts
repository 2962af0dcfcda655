/**
 * The scorer's person pickers (part 3 spec 1): the lineup's "add a player", the fielder and
 * "someone else" pick an existing person or make one on purpose for that side. A scorer sees
 * the real names of the people in the match they score, and no others: search finds the
 * people of the squads this match is played from (the tournament's, else the teams' from
 * before tournaments) and anyone a visitor may see by name, and a person picked by id must be
 * one of those (the same answer as an unknown id otherwise: stats rows carry person ids, so
 * an id must not turn into a hidden child's name). Choosing puts the person in the side's
 * squad of the match's tournament, so the name the lineup and balls then carry is that
 * person on every card.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound, type Db, type Executor } from '@league/core/server';
import { livePerson, peopleToday, searchPeople } from '@league/people/server';
import { addSquadLine, choosePerson, matchSquadOf, matchSquads, teamsOfPeople } from '@league/teams/server';
import { matchContext } from '@league/tournaments/server';
import { SCORING_MESSAGES, type MatchPerson, type MatchPersonBody } from '../contract';
import { assertMayScore } from './holds';

/** The match, its two sides, and the people of the squads it is played from. */
async function matchPeople(db: Executor, request: FastifyRequest, matchId: string) {
  const { fixture } = await matchContext(db, matchId);
  await assertMayScore(db, request, matchId);
  const sides = [
    { name: fixture.team1, teamId: fixture.team1Id },
    { name: fixture.team2, teamId: fixture.team2Id },
  ];
  const lines = await matchSquads(
    db,
    sides.flatMap((s) => (s.teamId ? [s.teamId] : [])),
    fixture.tournamentId,
  );
  const members = [...new Set(lines.flatMap((l) => (l.personId ? [l.personId] : [])))];
  return { fixture, sides, members };
}

/** GET /api/matches/{id}/people?q=: at most 20, each with the side that has them and their teams. */
export async function searchMatchPeople(db: Db, request: FastifyRequest, matchId: string, q: string): Promise<MatchPerson[]> {
  const { sides, members } = await matchPeople(db, request, matchId);
  const found = await searchPeople(db, { q, among: members, orPublic: true, today: peopleToday() });
  const lines = await teamsOfPeople(
    db,
    found.map((p) => p.id),
  );
  return found
    .map((p) => {
      const own = lines.filter((l) => l.personId === p.id);
      const side = sides.find((s) => s.teamId && own.some((l) => l.teamId === s.teamId));
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
    const { fixture, sides, members } = await matchPeople(tx, request, matchId);
    const side = sides.find((s) => s.name.toLowerCase() === body.team.trim().toLowerCase());
    if (!side) throw badRequest(SCORING_MESSAGES.notATeam(body.team));
    if (body.personId) {
      // Only someone the search could have offered: this match's people, or a public name.
      const person = await livePerson(tx, body.personId);
      const offered = person && (await searchPeople(tx, { q: '', ids: [person.id], among: members, orPublic: true, today: peopleToday() })).length;
      if (!person || !offered) throw notFound(SCORING_MESSAGES.personNotFound);
      // A side typed as a name, with no team on record, has no squad to join: used by name.
      if (!side.teamId) return { personId: person.id, name: person.name, team: side.name };
    } else if (!side.teamId) {
      // A new name on such a side is a guest line on the scorecard, as typed.
      return { personId: null, name: (body.name ?? '').trim().replace(/\s+/g, ' '), team: side.name };
    }
    // The squad this match is played from (a team with only a squad from before tournaments keeps it).
    const squad = { teamId: side.teamId!, tournamentId: await matchSquadOf(tx, side.teamId!, fixture.tournamentId) };
    const chosen = await choosePerson(tx, squad, body, {
      personNotFound: SCORING_MESSAGES.personNotFound,
      nameInSquad: (name) => SCORING_MESSAGES.nameInSquad(name, side.name),
    });
    // A person picked who is already in this squad is simply them: nothing to add.
    if (!chosen.inSquad) await addSquadLine(tx, { ...squad, name: chosen.name, personId: chosen.personId });
    return { personId: chosen.personId, name: chosen.name, team: side.name };
  });
}
