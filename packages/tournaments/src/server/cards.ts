/**
 * What the public reads answer: a fixture's scorecard, a tournament's table and its
 * statistics, computed by the engine from the cached summaries and shaped by the contract
 * (parsing drops the engine's working fields, so cached bytes are exactly the contract).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { findGround } from '@league/schedule/server';
import { buildScorecard, type Scorecard as EngineScorecard } from '@league/cricket';
import { scorecardSchema, type MatchStage, type Scorecard, type Stats } from '../contract';
import { matchContext } from './log';
import { computeCareers, statsOfCareers } from './careers';
import { getTournament } from './repo';
import { matchSummaries } from './schema';

export { readStandings } from './standings';

/** GET /api/matches/{id}/scorecard. */
/**
 * A fixture and the engine's scorecard as kept (innings ends and all, unparsed), or null when
 * there is no such fixture: for a feature that follows a match's state (push notifications).
 */
export async function readMatchState(db: Executor, matchId: string) {
  const ctx = await matchContext(db, matchId).catch(() => null);
  if (!ctx) return null;
  const [summary] = await db.select({ scorecard: matchSummaries.scorecard }).from(matchSummaries).where(eq(matchSummaries.matchId, matchId));
  return { fixture: ctx.fixture, card: (summary?.scorecard as unknown as EngineScorecard | undefined) ?? null };
}

export async function readScorecard(db: Executor, matchId: string): Promise<Scorecard> {
  const { fixture, setup } = await matchContext(db, matchId);
  const [summary] = await db.select().from(matchSummaries).where(eq(matchSummaries.matchId, matchId));
  const card = (summary?.scorecard as unknown as EngineScorecard | undefined) ?? buildScorecard(setup, []);
  return scorecardSchema.parse({
    matchId: fixture.id,
    tournamentId: fixture.tournamentId,
    teams: [fixture.team1, fixture.team2],
    teamIds: [fixture.team1Id, fixture.team2Id],
    matchDate: fixture.matchDate.toISOString(),
    venue: fixture.venue,
    groundId: fixture.groundId,
    ground: fixture.groundId ? await findGround(db, fixture.groundId) : null,
    stage: fixture.stage as MatchStage,
    status: card.status,
    toss: card.toss ?? null,
    result: card.result ?? null,
    innings: card.innings.map((inn) => ({ ...inn, overRuns: inn.oversSummary?.map((o) => o.runs) })),
    seq: summary?.seq ?? 0,
    updatedAt: summary?.updatedAt.toISOString() ?? null,
  });
}

/** GET /api/tournaments/{id}/stats: per player, from the tournament's scorecards (careers.ts). */
export async function readStats(db: Executor, tournamentId: string): Promise<Stats> {
  await getTournament(db, tournamentId);
  return statsOfCareers(await computeCareers(db, tournamentId));
}

/** GET /api/stats: career figures over every scorecard the site holds, one row per person. */
export async function readCareerStats(db: Executor): Promise<Stats> {
  return statsOfCareers(await computeCareers(db));
}
