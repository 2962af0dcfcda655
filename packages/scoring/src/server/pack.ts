/** The scorer's match pack: fixture, format, squads (by team name) and the log so far. */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@league/core/server';
import { teamPlayers } from '@league/teams/schema';
import { listEvents, matchContext } from '@league/tournaments/server';
import type { ScorerPack } from '../contract';
import { assertMayScore, readHold } from './holds';
import { scoringHolds } from './schema';

export async function readPack(db: Db, request: FastifyRequest, matchId: string): Promise<ScorerPack> {
  const ctx = await matchContext(db, matchId);
  // The pack carries real names (minors too): only for a scorer of this match.
  await assertMayScore(db, request, matchId);
  const { fixture } = ctx;
  const teamIds = [fixture.team1Id, fixture.team2Id].filter((id): id is string => Boolean(id));
  const rows = teamIds.length
    ? await db
        .select({ teamId: teamPlayers.teamId, name: teamPlayers.name, tournamentId: teamPlayers.tournamentId })
        .from(teamPlayers)
        .where(
          and(
            inArray(teamPlayers.teamId, teamIds),
            // The tournament's squad, or the team's squad from before tournaments.
            fixture.tournamentId ? or(eq(teamPlayers.tournamentId, fixture.tournamentId), isNull(teamPlayers.tournamentId)) : undefined,
          ),
        )
        .orderBy(asc(teamPlayers.seq))
    : [];
  const squad = (teamId: string | null) => {
    const own = rows.filter((r) => r.teamId === teamId);
    const current = own.some((r) => r.tournamentId) ? own.filter((r) => r.tournamentId) : own;
    return [...new Set(current.map((r) => r.name))];
  };
  const [holdRow] = await db.select({ holderName: scoringHolds.holderName }).from(scoringHolds).where(eq(scoringHolds.matchId, matchId));
  return {
    match: {
      id: fixture.id,
      team1: fixture.team1,
      team2: fixture.team2,
      matchDate: fixture.matchDate.toISOString(),
      venue: fixture.venue,
      status: fixture.status,
      holderName: holdRow?.holderName ?? null,
    },
    format: ctx.setup.format,
    squads: { [fixture.team1]: squad(fixture.team1Id), [fixture.team2]: squad(fixture.team2Id) },
    events: (await listEvents(db, matchId, 0)) as Array<Record<string, unknown>>,
    hold: await readHold(db, request, matchId),
  };
}
