/** The scorer's match pack: fixture, format, squads (by team name) and the log so far. */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@league/core/server';
import { matchSquads } from '@league/teams/server';
import { listEvents, matchContext } from '@league/tournaments/server';
import type { ScorerPack } from '../contract';
import { assertMayScore, readHold } from './holds';
import { scoringHolds } from './schema';

export async function readPack(db: Db, request: FastifyRequest, matchId: string): Promise<ScorerPack> {
  const ctx = await matchContext(db, matchId);
  // The pack carries real names (minors too): only for a scorer of this match.
  await assertMayScore(db, request, matchId);
  const { fixture } = ctx;
  const lines = await matchSquads(
    db,
    [fixture.team1Id, fixture.team2Id].filter((id): id is string => Boolean(id)),
    fixture.tournamentId,
  );
  const squad = (teamId: string | null) => [...new Set(lines.filter((l) => l.teamId === teamId).map((l) => l.name))];
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
    // The same rule as the log's "closed to scorers" (tournaments' log.ts).
    superOverDecidesTie: ctx.tournament?.superOverDecidesTie ?? true,
    rain: ctx.setup.rain ?? null,
    squads: { [fixture.team1]: squad(fixture.team1Id), [fixture.team2]: squad(fixture.team2Id) },
    events: (await listEvents(db, matchId, 0)) as Array<Record<string, unknown>>,
    hold: await readHold(db, request, matchId),
  };
}
