/**
 * What the public reads answer: a fixture's scorecard, a tournament's table and its
 * statistics, computed by the engine from the cached summaries and shaped by the contract
 * (parsing drops the engine's working fields, so cached bytes are exactly the contract).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { matches } from '@league/schedule/schema';
import { findGround } from '@league/schedule/server';
import { teams } from '@league/teams/schema';
import { buildScorecard, computeStandings, type Scorecard as EngineScorecard } from '@league/cricket';
import { oversFromBalls, scorecardSchema, standingsRowSchema, type MatchStage, type Scorecard, type StandingsRow, type Stats } from '../contract';
import { matchContext, setupOf } from './log';
import { computeCareers, statsOfCareers } from './careers';
import { getTournament } from './repo';
import { matchSummaries } from './schema';

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

/**
 * The table needs each innings' totals, never its batting and bowling lines: summaries keep
 * those totals apart, so a refresh reads a kilobyte per match instead of the scorecard.
 */
const tableCard = sql<Record<string, unknown>>`coalesce(${matchSummaries.tableCard}, ${matchSummaries.scorecard})`;

/** A tournament's fixtures that have a summary, with what the engine needs (`slim`: the table's part). */
async function scoredMatches(db: Executor, tournamentId: string, slim = false) {
  return db
    .select({
      id: matches.id,
      team1: matches.team1,
      team2: matches.team2,
      team1Id: matches.team1Id,
      team2Id: matches.team2Id,
      stage: matches.stage,
      scorecard: slim ? tableCard : matchSummaries.scorecard,
    })
    .from(matches)
    .innerJoin(matchSummaries, eq(matchSummaries.matchId, matches.id))
    .where(eq(matches.tournamentId, tournamentId));
}

function outcomeFor(team: string, card: EngineScorecard | undefined): string {
  const result = card?.result;
  if (!result) return '';
  if (result.type === 'no-result' || result.type === 'abandoned') return 'no result';
  const winner = result.type === 'tie' ? result.superOverWinner : result.winner;
  if (!winner) return 'tied';
  return winner === team ? 'won' : 'lost';
}

/** GET /api/tournaments/{id}/standings: points, then NRR, then wins (spec 3). */
export async function readStandings(db: Executor, tournamentId: string): Promise<StandingsRow[]> {
  const tournament = await getTournament(db, tournamentId);
  const [rows, fixtures] = await Promise.all([
    scoredMatches(db, tournamentId, true),
    db
      .select({ team1: matches.team1, team2: matches.team2, team1Id: matches.team1Id, team2Id: matches.team2Id, stage: matches.stage })
      .from(matches)
      .where(eq(matches.tournamentId, tournamentId)),
  ]);
  // Every team with a league fixture has a row, even before its first result.
  const teamIds = new Map<string, string | null>();
  for (const f of fixtures) {
    if (f.stage !== 'league') continue;
    if (!teamIds.has(f.team1) || f.team1Id) teamIds.set(f.team1, f.team1Id ?? teamIds.get(f.team1) ?? null);
    if (!teamIds.has(f.team2) || f.team2Id) teamIds.set(f.team2, f.team2Id ?? teamIds.get(f.team2) ?? null);
  }
  const linked = [...teamIds.values()].filter((id): id is string => Boolean(id));
  const current = new Map(
    (linked.length ? await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, linked)) : []).map((t) => [t.id, t.name]),
  );
  const cards = new Map(rows.map((r) => [r.id, r.scorecard as unknown as EngineScorecard]));
  const computed = computeStandings({
    tournament,
    // The engine keys rows by name as played; ids are the linked teams' (or the name).
    teams: [...teamIds].map(([name, id]) => ({ id: id ?? name, name })),
    matches: rows.map((r) => ({
      id: r.id,
      stage: r.stage as MatchStage,
      setup: setupOf(r, tournament),
      scorecard: cards.get(r.id)!,
    })),
  });
  const bpo = tournament.format.ballsPerOver;
  return computed.map((row) => {
    const id = teamIds.get(row.team) ?? (row.teamId !== row.team ? row.teamId : null);
    return standingsRowSchema.parse({
      ...row,
      teamId: id ?? null,
      team: row.team,
      oversFaced: row.oversFaced ?? oversFromBalls(row.ballsFaced, bpo),
      oversBowled: row.oversBowled ?? oversFromBalls(row.ballsBowled, bpo),
      matches: row.matches.map((m) => {
        const card = cards.get(m.matchId);
        const mine = card?.innings.find((i) => !i.superOver && i.team === row.team);
        const theirs = card?.innings.find((i) => !i.superOver && i.team === m.opponent);
        return {
          ...m,
          note: m.note || undefined,
          outcome: outcomeFor(row.team, card),
          allOut: mine?.allOut ?? false,
          opponentAllOut: theirs?.allOut ?? false,
        };
      }),
      // The table keeps today's name of a renamed team.
      ...(id && current.get(id) ? { team: current.get(id) } : {}),
    });
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
