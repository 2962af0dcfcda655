/**
 * Leaderboards for the admin dashboard (spec 2: top 5 lists, the dismissals mix and the
 * top-10 table), computed by the database: ordering, limits and sums all happen in SQL.
 * Names and numbers only, so the answer is safe to serve to anyone.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { LEADERBOARD_SIZE, LEADERBOARD_TABLE_SIZE, STRIKE_RATE_MIN_RUNS, type Leader, type Leaderboards } from '../contract';
import { personIsPublicSql } from '@league/people/server';
import { players } from './schema';

const isPublic = () => personIsPublicSql(players.personId);

const dismissals = sql<number>`(${players.fieldingCatches} + ${players.fieldingStumpings} + ${players.fieldingRunouts})`;

/** Top entries by `value` (only positive ones: a list of zeros ranks nobody). */
async function top(db: Executor, value: SQL<number>, order: SQL[]): Promise<Leader[]> {
  const rows = await db
    .select({ name: players.name, value: sql<number>`${value}`.mapWith(Number) })
    .from(players)
    .where(sql`${value} > 0 and ${isPublic()}`)
    .orderBy(...order, asc(players.name), asc(players.id))
    .limit(LEADERBOARD_SIZE);
  return rows;
}

export async function getLeaderboards(db: Executor): Promise<Leaderboards> {
  const topRuns = await top(db, sql<number>`${players.battingRuns}`, [desc(players.battingRuns), desc(players.battingStrikeRate)]);
  const topWickets = await top(db, sql<number>`${players.bowlingWickets}`, [desc(players.bowlingWickets), asc(players.bowlingEconomy)]);
  const topDismissals = await top(db, dismissals, [desc(dismissals), desc(players.fieldingCatches)]);
  // A batter with a handful of runs at 300 must not top the chart: qualified batters rank first.
  const topStrikeRate = await top(db, sql<number>`${players.battingStrikeRate}`, [
    desc(sql`(${players.battingRuns} >= ${STRIKE_RATE_MIN_RUNS})`),
    desc(players.battingStrikeRate),
    desc(players.battingRuns),
  ]);

  const [mix] = await db
    .select({
      catches: sql<number>`cast(coalesce(sum(${players.fieldingCatches}), 0) as integer)`.mapWith(Number),
      stumpings: sql<number>`cast(coalesce(sum(${players.fieldingStumpings}), 0) as integer)`.mapWith(Number),
      runouts: sql<number>`cast(coalesce(sum(${players.fieldingRunouts}), 0) as integer)`.mapWith(Number),
    })
    .from(players)
    .where(isPublic());

  const table = await db
    .select({
      name: players.name,
      runs: players.battingRuns,
      strikeRate: players.battingStrikeRate,
      wickets: players.bowlingWickets,
      economy: players.bowlingEconomy,
      catches: players.fieldingCatches,
    })
    .from(players)
    .where(isPublic())
    .orderBy(desc(players.battingRuns), desc(players.battingStrikeRate), asc(players.name), asc(players.id))
    .limit(LEADERBOARD_TABLE_SIZE);

  return {
    topRuns,
    topWickets,
    topDismissals,
    topStrikeRate,
    dismissalsMix: mix ?? { catches: 0, stumpings: 0, runouts: 0 },
    table,
  };
}
