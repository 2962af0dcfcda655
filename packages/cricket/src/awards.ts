/**
 * Awards from scorecards (part 3 spec 5): MVP points by a formula the league may change (the
 * IPL's by default), a suggested player of each match, season awards and a team of the
 * tournament. Names are whatever the caller gives (the server passes each person's binding
 * key, as for career statistics), so one name is one player.
 *
 * Credits (all but the dots are career statistics' own, `computeStats` over one match):
 * - fours and sixes off the bat as the scorecard counts them (`non_boundary` runs are not);
 * - a wicket is a bowler's wicket (bowled, caught, caught and bowled, lbw, stumped, hit
 *   wicket): a run out, a retirement or obstructing the field earns the bowler nothing;
 * - a dot ball is a legal delivery (no wide, no no-ball) off which no run of any kind was
 *   scored (`runs.total` 0, so a bye is not a dot), credited to its bowler; it needs the
 *   ball-by-ball deliveries, which a scorecard does not carry: a match given without them
 *   credits no dots;
 * - a catch goes to the first fielder named (the bowler for a caught and bowled or a catch
 *   naming nobody), a stumping to the fielder named, and a run out to every fielder named
 *   (a direct hit and a relay throw alike), as the statistics page counts them.
 * Super overs are left out, as in career statistics.
 */
import type { DeliveryEvent } from './events';
import { round2, strikeRate } from './format';
import { computeStats } from './stats';
import type { Scorecard } from './types';

export interface MvpFormula {
  four: number;
  six: number;
  wicket: number;
  dot: number;
  catch: number;
  stumping: number;
  runOut: number;
  /** Matches a player needs for a season award or the team of the tournament. */
  minMatches: number;
}

/** The IPL's MVP points. */
export const IPL_MVP_FORMULA: MvpFormula = { four: 2.5, six: 3.5, wicket: 3.5, dot: 1, catch: 2.5, stumping: 2.5, runOut: 2.5, minMatches: 3 };

export interface MvpBreakdown {
  fours: number;
  sixes: number;
  wickets: number;
  dots: number;
  catches: number;
  stumpings: number;
  runOuts: number;
}

export interface AwardsMatch {
  id: string;
  scorecard: Scorecard;
  /** The match's deliveries (an effective log's), for dot balls. */
  deliveries?: readonly Pick<DeliveryEvent, 'bowler' | 'runs' | 'extras' | 'superOver'>[];
  /** Or the dot balls per bowler, when the caller counted them by the same rule (a database query). */
  dots?: ReadonlyMap<string, number>;
}

export interface AwardsOptions {
  /** The person each name stands for, when known. */
  personOf?: (name: string) => string | null | undefined;
  /** personId -> under 19 (the caller decides from birth dates, which never come here). */
  under19?: ReadonlyMap<string, boolean>;
  /** The tournament is over: its awards take the formula's `minMatches` as the league set it. */
  finished?: boolean;
}

export interface PlayerFigures {
  name: string;
  personId: string | null;
  matches: number;
  points: number;
  breakdown: MvpBreakdown;
  runs: number;
  ballsFaced: number;
  strikeRate: number | null;
  ballsBowled: number;
  runsConceded: number;
  /** Overs as a number (balls / balls per over, match by match). */
  overs: number;
  economy: number | null;
}

export type TeamRole = 'wicket-keeper' | 'batter' | 'bowler' | 'all-rounder' | 'next best';

export interface Awards {
  /** Every player with figures, best first. */
  mvp: PlayerFigures[];
  playerOfTheMatch: { matchId: string; suggested: { name: string; personId: string | null; points: number } }[];
  /** The matches a player needs for the awards below (the formula's, capped: see `eligibleMatches`). */
  minMatches: number;
  season: {
    mostValuable: PlayerFigures | null;
    bestBatter: PlayerFigures | null;
    bestBowler: PlayerFigures | null;
    bestFielder: PlayerFigures | null;
    mostSixes: PlayerFigures | null;
    emergingPlayer: PlayerFigures | null;
  };
  teamOfTheTournament: (PlayerFigures & { role: TeamRole })[];
}

const empty = (): MvpBreakdown => ({ fours: 0, sixes: 0, wickets: 0, dots: 0, catches: 0, stumpings: 0, runOuts: 0 });

/** MVP points of a breakdown under a formula. */
export function mvpPoints(b: MvpBreakdown, f: MvpFormula): number {
  return round2(
    b.fours * f.four + b.sixes * f.six + b.wickets * f.wicket + b.dots * f.dot + b.catches * f.catch + b.stumpings * f.stumping + b.runOuts * f.runOut,
  );
}

interface Tally {
  breakdown: MvpBreakdown;
  runs: number;
  ballsFaced: number;
  ballsBowled: number;
  runsConceded: number;
  overs: number;
}
const tally = (): Tally => ({ breakdown: empty(), runs: 0, ballsFaced: 0, ballsBowled: 0, runsConceded: 0, overs: 0 });

/** One match's figures per name, with the team each played for: the statistics page's (stats.ts) figures and credits, and the dots. */
export function matchFigures(match: AwardsMatch): Map<string, Tally & { team: string }> {
  const out = new Map<string, Tally & { team: string }>();
  const of = (name: string, team: string) => {
    let t = out.get(name);
    if (!t) out.set(name, (t = { ...tally(), team }));
    return t;
  };
  const { batting, bowling, fielding } = computeStats([match]);
  for (const b of batting) {
    const t = of(b.name, b.team);
    t.runs += b.runs;
    t.ballsFaced += b.balls;
    t.breakdown.fours += b.fours;
    t.breakdown.sixes += b.sixes;
  }
  for (const b of bowling) {
    const t = of(b.name, b.team);
    t.breakdown.wickets += b.wickets;
    t.ballsBowled += b.balls;
    t.runsConceded += b.runs;
    t.overs += b.balls / match.scorecard.ballsPerOver;
  }
  for (const f of fielding) {
    const t = of(f.name, f.team);
    t.breakdown.catches += f.catches;
    t.breakdown.stumpings += f.stumpings;
    t.breakdown.runOuts += f.runOuts;
  }
  for (const d of match.deliveries ?? []) {
    if (d.superOver || d.extras?.wides || d.extras?.noballs || d.runs.total !== 0) continue;
    const bowler = out.get(d.bowler);
    // A bowler of this match is on its scorecard; a delivery naming anyone else is not counted.
    if (bowler) bowler.breakdown.dots += 1;
  }
  for (const [name, n] of match.dots ?? []) {
    const bowler = out.get(name);
    if (bowler) bowler.breakdown.dots += n;
  }
  return out;
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
export const mvpOrder = (a: PlayerFigures, b: PlayerFigures) => b.points - a.points || byName(a, b);
const dismissals = (p: PlayerFigures) => p.breakdown.catches + p.breakdown.stumpings + p.breakdown.runOuts;
const battingOrder = (a: PlayerFigures, b: PlayerFigures) => b.runs - a.runs || (b.strikeRate ?? -1) - (a.strikeRate ?? -1) || mvpOrder(a, b);
const bowlingOrder = (a: PlayerFigures, b: PlayerFigures) =>
  b.breakdown.wickets - a.breakdown.wickets || (a.economy ?? Infinity) - (b.economy ?? Infinity) || mvpOrder(a, b);
const fieldingOrder = (a: PlayerFigures, b: PlayerFigures) => dismissals(b) - dismissals(a) || b.breakdown.catches - a.breakdown.catches || mvpOrder(a, b);
const sixesOrder = (a: PlayerFigures, b: PlayerFigures) => b.breakdown.sixes - a.breakdown.sixes || battingOrder(a, b);
const keeperOrder = (a: PlayerFigures, b: PlayerFigures) =>
  b.breakdown.stumpings - a.breakdown.stumpings || b.breakdown.catches - a.breakdown.catches || mvpOrder(a, b);

/**
 * The matches a player needs for an award: the formula's `minMatches`; while the tournament is
 * still being played, never more than half (rounded up) of the matches the busiest team has
 * played, so a tournament two rounds in already has awards.
 */
export function eligibleMatches(formula: MvpFormula, matches: readonly AwardsMatch[], finished = false): number {
  if (finished) return formula.minMatches;
  const played = new Map<string, number>();
  for (const m of matches) for (const team of m.scorecard.teams) played.set(team, (played.get(team) ?? 0) + 1);
  const busiest = Math.max(0, ...played.values());
  return Math.max(1, Math.min(formula.minMatches, Math.ceil(busiest / 2)));
}

/** The winner of a match, a super over's included. */
const winnerOf = (card: Scorecard) => card.result?.winner ?? card.result?.superOverWinner;

export function computeAwards(matches: readonly AwardsMatch[], formula: MvpFormula = IPL_MVP_FORMULA, options: AwardsOptions = {}): Awards {
  const players = new Map<string, Tally & { matches: number }>();
  const playerOfTheMatch: Awards['playerOfTheMatch'] = [];
  const personOf = (name: string) => options.personOf?.(name) ?? null;
  for (const match of matches) {
    const figures = matchFigures(match);
    let best: { name: string; points: number; winning: boolean } | null = null;
    const winner = winnerOf(match.scorecard);
    for (const [name, f] of figures) {
      const p = players.get(name) ?? { ...tally(), matches: 0 };
      p.matches += 1;
      for (const k of Object.keys(f.breakdown) as (keyof MvpBreakdown)[]) p.breakdown[k] += f.breakdown[k];
      p.runs += f.runs;
      p.ballsFaced += f.ballsFaced;
      p.ballsBowled += f.ballsBowled;
      p.runsConceded += f.runsConceded;
      p.overs += f.overs;
      players.set(name, p);
      // Highest points; on a tie of points the winning side's player, then by name.
      const mine = { name, points: mvpPoints(f.breakdown, formula), winning: f.team === winner };
      if (
        !best ||
        mine.points > best.points ||
        (mine.points === best.points && (mine.winning > best.winning || (mine.winning === best.winning && name < best.name)))
      )
        best = mine;
    }
    if (match.scorecard.status === 'completed' && best)
      playerOfTheMatch.push({ matchId: match.id, suggested: { name: best.name, personId: personOf(best.name), points: best.points } });
  }

  const mvp: PlayerFigures[] = [...players].map(([name, p]) => ({
    name,
    personId: personOf(name),
    matches: p.matches,
    points: mvpPoints(p.breakdown, formula),
    breakdown: p.breakdown,
    runs: p.runs,
    ballsFaced: p.ballsFaced,
    strikeRate: strikeRate(p.runs, p.ballsFaced),
    ballsBowled: p.ballsBowled,
    runsConceded: p.runsConceded,
    overs: round2(p.overs),
    economy: p.overs > 0 ? round2(p.runsConceded / p.overs) : null,
  }));
  mvp.sort(mvpOrder);

  const minMatches = eligibleMatches(formula, matches, options.finished);
  const eligible = mvp.filter((p) => p.matches >= minMatches);
  const first = (order: (a: PlayerFigures, b: PlayerFigures) => number, has: (p: PlayerFigures) => boolean) => [...eligible].filter(has).sort(order)[0] ?? null;
  const under19 = (p: PlayerFigures) => (p.personId ? options.under19?.get(p.personId) === true : false);

  return {
    mvp,
    playerOfTheMatch,
    minMatches,
    season: {
      mostValuable: first(mvpOrder, (p) => p.points > 0),
      bestBatter: first(battingOrder, (p) => p.runs > 0),
      bestBowler: first(bowlingOrder, (p) => p.breakdown.wickets > 0),
      bestFielder: first(fieldingOrder, (p) => dismissals(p) > 0),
      mostSixes: first(sixesOrder, (p) => p.breakdown.sixes > 0),
      emergingPlayer: first(mvpOrder, (p) => under19(p) && p.points > 0),
    },
    teamOfTheTournament: teamOfTheTournament(eligible),
  };
}

/**
 * Eleven eligible players, none twice: the wicket-keeper (most stumpings, then catches; the
 * scorecard does not say who kept, so a stumping is the sign, and without one no place is
 * kept for a keeper), the four best batters (runs, then strike rate), the four best bowlers
 * (wickets, then economy), then all-rounders (a wicket and a run or more) by MVP points, and
 * the places still open by MVP points.
 */
export function teamOfTheTournament(eligible: readonly PlayerFigures[]): (PlayerFigures & { role: TeamRole })[] {
  const team: (PlayerFigures & { role: TeamRole })[] = [];
  const taken = new Set<string>();
  const pick = (role: TeamRole, count: number, order: (a: PlayerFigures, b: PlayerFigures) => number, has: (p: PlayerFigures) => boolean) => {
    for (const p of [...eligible].filter((p) => has(p) && !taken.has(p.name)).sort(order)) {
      if (count <= 0 || team.length >= 11) return;
      taken.add(p.name);
      team.push({ ...p, role });
      count -= 1;
    }
  };
  pick('wicket-keeper', 1, keeperOrder, (p) => p.breakdown.stumpings > 0);
  pick('batter', 4, battingOrder, (p) => p.runs > 0);
  pick('bowler', 4, bowlingOrder, (p) => p.breakdown.wickets > 0);
  pick('all-rounder', 11 - team.length, mvpOrder, (p) => p.breakdown.wickets > 0 && p.runs > 0);
  pick('next best', 11 - team.length, mvpOrder, () => true);
  return team;
}
