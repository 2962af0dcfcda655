/**
 * The roster's lists of top players (home "Player Highlights", the dashboard's charts and
 * top-10 table, the assistant's leaders), cut from the one ranking in careers.ts. They list
 * roster profiles that visitors may see (`profileIsPublic`, as the players package always
 * did); a scorecard name bound to no profile is on the stats page only. A profile's typed
 * figures travel with it as `beforeSite`, labelled, and never move it up or down.
 */
import type { Executor } from '@league/core/server';
import {
  LEADERBOARD_SIZE,
  LEADERBOARD_TABLE_SIZE,
  STRIKE_RATE_MIN_RUNS,
  type Leader,
  type Leaderboards,
  type Player,
  type TopPlayer,
} from '@league/players/contract';
import { listPublicPlayers, publicPlayersByIds } from '@league/players/server';
import { battingOrder, bowlingOrder, computeCareers, fieldingOrder, type Career } from './careers';

/** Careers of profiles a visitor may see: the only ones a list of top players names. */
const listed = (careers: Career[]) => careers.filter((c) => c.profile?.isPublic);

const dismissals = (c: Career) => (c.fielding ? c.fielding.catches + c.fielding.stumpings + c.fielding.runOuts : 0);

function top(careers: Career[], order: (a: Career, b: Career) => number, value: (c: Career) => number): Leader[] {
  return [...careers]
    .filter((c) => value(c) > 0)
    .sort(order)
    .slice(0, LEADERBOARD_SIZE)
    .map((c) => ({ name: c.name, value: value(c) }));
}

// A batter with a handful of runs at 300 must not top the chart: qualified batters rank first.
const strikeRateOrder = (a: Career, b: Career) => {
  const qualified = (c: Career) => ((c.batting?.runs ?? 0) >= STRIKE_RATE_MIN_RUNS ? 1 : 0);
  return qualified(b) - qualified(a) || (b.batting?.strikeRate ?? 0) - (a.batting?.strikeRate ?? 0) || battingOrder(a, b);
};

/** GET /api/players/leaderboards, from `careers` when the caller has them already. */
export async function readLeaderboards(db: Executor, careers?: Career[]): Promise<Leaderboards> {
  const all = careers ?? (await computeCareers(db));
  const shown = listed(all);
  // The mix is the league's: every dismissal the scorecards credit, named or not.
  const mix = { catches: 0, stumpings: 0, runouts: 0 };
  for (const c of all) {
    mix.catches += c.fielding?.catches ?? 0;
    mix.stumpings += c.fielding?.stumpings ?? 0;
    mix.runouts += c.fielding?.runOuts ?? 0;
  }
  return {
    topRuns: top(shown, battingOrder, (c) => c.batting?.runs ?? 0),
    topWickets: top(shown, bowlingOrder, (c) => c.bowling?.wickets ?? 0),
    topDismissals: top(shown, fieldingOrder, dismissals),
    topStrikeRate: top(shown, strikeRateOrder, (c) => c.batting?.strikeRate ?? 0),
    dismissalsMix: mix,
    table: [...shown]
      .sort(battingOrder)
      .slice(0, LEADERBOARD_TABLE_SIZE)
      .map((c) => ({
        name: c.name,
        runs: c.batting?.runs ?? 0,
        strikeRate: c.batting?.strikeRate ?? 0,
        wickets: c.bowling?.wickets ?? 0,
        economy: c.bowling?.economy ?? 0,
        catches: c.fielding?.catches ?? 0,
      })),
  };
}

/** A career in the roster's stat groups (what a profile card reads). */
export function siteFigures(c: Career | undefined): Pick<Player, 'batting' | 'bowling' | 'fielding'> {
  const b = c?.batting;
  const w = c?.bowling;
  const f = c?.fielding;
  return {
    batting: {
      matches: b?.matches ?? 0,
      runs: b?.runs ?? 0,
      balls: b?.balls ?? 0,
      highest: Number.parseInt(b?.highest ?? '0', 10) || 0,
      fifties: b?.fifties ?? 0,
      hundreds: b?.hundreds ?? 0,
      average: b?.average ?? 0,
      strikeRate: b?.strikeRate ?? 0,
    },
    bowling: {
      matches: w?.matches ?? 0,
      balls: w?.balls ?? 0,
      runsConceded: w?.runs ?? 0,
      wickets: w?.wickets ?? 0,
      best: w?.best || '0/0',
      average: w?.average ?? 0,
      economy: w?.economy ?? 0,
      fiveFors: w?.fiveFors ?? 0,
    },
    fielding: { catches: f?.catches ?? 0, stumpings: f?.stumpings ?? 0, runouts: f?.runOuts ?? 0 },
  };
}

/** The profile with this site's figures in its stat groups and the typed ones as `beforeSite`. */
function withSiteFigures(player: Player, career: Career | undefined): TopPlayer {
  return { ...player, ...siteFigures(career), beforeSite: { batting: player.batting, bowling: player.bowling, fielding: player.fielding } };
}

/**
 * GET /api/players/top: the first `limit` of the ranking that visitors may see, by runs on
 * this site's scorecards. When fewer have figures, the rest of the roster follows by name
 * (with none), so a league before its first scorecard still shows its players.
 */
export async function readTopPlayers(db: Executor, limit: number): Promise<TopPlayer[]> {
  // Only the first `limit` public profiles are read (their rule is the players package's own).
  const ranked = listed(await computeCareers(db))
    .sort(battingOrder)
    .slice(0, limit);
  const profiles = new Map(
    (
      await publicPlayersByIds(
        db,
        ranked.map((c) => c.profile!.id),
      )
    ).map((p) => [p.id, p]),
  );
  const out: TopPlayer[] = [];
  for (const career of ranked) {
    const player = profiles.get(career.profile!.id);
    if (player) out.push(withSiteFigures(player, career));
  }
  if (out.length < limit) {
    const taken = new Set(out.map((p) => p.id));
    for (const player of await listPublicPlayers(db)) {
      if (out.length >= limit) break;
      if (!taken.has(player.id)) out.push(withSiteFigures(player, undefined));
    }
  }
  return out;
}
