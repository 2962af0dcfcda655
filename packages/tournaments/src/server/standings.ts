/**
 * A tournament's points table (GET /api/tournaments/{id}/standings), computed by the engine from
 * the cached summaries' innings totals. A module of its own so the log can fill knockouts from it
 * (knockouts.ts) without importing the scorecard reads that import the log.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { matches } from '@league/schedule/schema';
import { teams } from '@league/teams/schema';
import { computeStandings, type Scorecard as EngineScorecard } from '@league/cricket';
import { oversFromBalls, standingsRowSchema, type MatchStage, type StandingsRow } from '../contract';
import { getTournament } from './repo';
import { matchSummaries } from './schema';
import { setupOf } from './setup';

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
