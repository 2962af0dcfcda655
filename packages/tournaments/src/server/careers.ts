/**
 * One ranking of every player, from the scorecards (part 3 spec 1). The engine sums the
 * scorecards with each line relabelled to the person it is bound to (career-binding.ts), one
 * person's lines for different teams are merged, and the result is ordered once here: the
 * stats page, the home highlights, the dashboard and the assistant all read this ranking,
 * so they cannot disagree. Figures typed into profiles (before this site) are never part of it.
 */
import { computeStats, oversText, strikeRate, type BattingStats, type BowlingStats, type FieldingStats } from '@league/cricket';
import type { Executor } from '@league/core/server';
import { statsSchema, type BattingStat, type BowlingStat, type FieldingStat, type Stats } from '../contract';
import { createBinder, loadScoredCards, profileIdOf, relabel, type Binding, type ProfileRef } from './career-binding';

export interface Career {
  key: string;
  /** The profile's name, else the name the scorecards last gave this person. */
  name: string;
  /** The team of the latest match. */
  team: string;
  personId?: string;
  playerId?: string;
  profile?: ProfileRef;
  batting?: BattingStats;
  bowling?: BowlingStats;
  fielding?: FieldingStats & { matches: number };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const runsOf = (highest: string) => Number.parseInt(highest, 10) || 0;

function mergeBatting(rows: BattingStats[]): BattingStats {
  if (rows.length === 1) return rows[0]!;
  const sum = (f: (r: BattingStats) => number) => rows.reduce((n, r) => n + f(r), 0);
  const runs = sum((r) => r.runs);
  const balls = sum((r) => r.balls);
  const innings = sum((r) => r.innings);
  const notOuts = sum((r) => r.notOuts);
  // The higher score; an unbeaten one wins a tie, as the engine decides within a team.
  const highest = rows.map((r) => r.highest).reduce((a, b) => (runsOf(b) > runsOf(a) || (runsOf(b) === runsOf(a) && b.endsWith('*')) ? b : a));
  return {
    ...rows[0]!,
    matches: sum((r) => r.matches),
    innings,
    notOuts,
    runs,
    balls,
    highest,
    average: innings - notOuts > 0 ? round2(runs / (innings - notOuts)) : null,
    strikeRate: strikeRate(runs, balls),
    fifties: sum((r) => r.fifties),
    hundreds: sum((r) => r.hundreds),
    fours: sum((r) => r.fours),
    sixes: sum((r) => r.sixes),
  };
}

function mergeBowling(rows: BowlingStats[], ballsPerOver: number): BowlingStats {
  if (rows.length === 1) return rows[0]!;
  const sum = (f: (r: BowlingStats) => number) => rows.reduce((n, r) => n + f(r), 0);
  const [balls, runs, wickets] = [sum((r) => r.balls), sum((r) => r.runs), sum((r) => r.wickets)];
  const figures = (best: string) => best.split('/').map(Number) as [number, number];
  const best = rows
    .map((r) => r.best)
    .filter(Boolean)
    .reduce((a, b) => {
      const [aw, ar] = figures(a);
      const [bw, br] = figures(b);
      return bw > aw || (bw === aw && br < ar) ? b : a;
    }, '');
  return {
    ...rows[0]!,
    matches: sum((r) => r.matches),
    innings: sum((r) => r.innings),
    balls,
    overs: oversText(balls, ballsPerOver),
    maidens: sum((r) => r.maidens),
    runs,
    wickets,
    average: wickets > 0 ? round2(runs / wickets) : null,
    economy: balls > 0 ? round2(runs / (balls / ballsPerOver)) : null,
    strikeRate: wickets > 0 ? round2(balls / wickets) : null,
    best,
    fiveFors: sum((r) => r.fiveFors),
  };
}

/** Every player the scorecards (of one tournament, or all) name, one entry per person. */
export async function computeCareers(db: Executor, tournamentId?: string): Promise<Career[]> {
  const cards = await loadScoredCards(db, tournamentId);
  const binder = await createBinder(db, cards);
  const seen = new Map<string, { binding: Binding; team: string; name: string; matchIds: Set<string> }>();
  const ballsPerOver = new Map<string, number>();
  const relabelled = cards.map((card) => {
    const scorecard = relabel(card, binder, (binding, team, name) => {
      // Cards come oldest first: the last team and spelling seen are the current ones.
      const entry = seen.get(binding.key) ?? { binding, team, name, matchIds: new Set<string>() };
      entry.team = team;
      entry.name = name;
      entry.matchIds.add(card.id);
      seen.set(binding.key, entry);
    });
    for (const inn of scorecard.innings) for (const b of inn.bowling) if (!ballsPerOver.has(b.name)) ballsPerOver.set(b.name, scorecard.ballsPerOver);
    return { id: card.id, ...(card.tournamentId ? { tournamentId: card.tournamentId } : {}), scorecard };
  });
  const stats = computeStats(relabelled);

  const group = <T extends { name: string }>(rows: T[]) => {
    const out = new Map<string, T[]>();
    for (const row of rows) out.set(row.name, [...(out.get(row.name) ?? []), row]);
    return out;
  };
  const batting = group(stats.batting);
  const bowling = group(stats.bowling);
  const fielding = group(stats.fielding);

  return [...seen.values()].map(({ binding, team, name, matchIds }) => {
    const bat = batting.get(binding.key);
    const bowl = bowling.get(binding.key);
    const field = fielding.get(binding.key);
    const playerId = profileIdOf(binding);
    const display = binding.profile?.name ?? name;
    const fieldingSum = field && {
      ...field[0]!,
      catches: field.reduce((n, f) => n + f.catches, 0),
      stumpings: field.reduce((n, f) => n + f.stumpings, 0),
      runOuts: field.reduce((n, f) => n + f.runOuts, 0),
      matches: matchIds.size,
    };
    return {
      key: binding.key,
      name: display,
      team,
      ...(binding.personId ? { personId: binding.personId } : {}),
      ...(playerId ? { playerId } : {}),
      ...(binding.profile ? { profile: binding.profile } : {}),
      ...(bat ? { batting: { ...mergeBatting(bat), name: display, team } } : {}),
      ...(bowl ? { bowling: { ...mergeBowling(bowl, ballsPerOver.get(binding.key) ?? 6), name: display, team } } : {}),
      ...(fieldingSum ? { fielding: { ...fieldingSum, name: display, team } } : {}),
    };
  });
}

// The one order of every list. Ties go to the better rate, then by name, so two lists never
// put equal players in different orders.
const byName = (a: Career, b: Career) => a.name.localeCompare(b.name, 'en') || a.key.localeCompare(b.key);
const runs = (c: Career) => c.batting?.runs ?? 0;
const dismissals = (c: Career) => (c.fielding ? c.fielding.catches + c.fielding.stumpings + c.fielding.runOuts : 0);

export const battingOrder = (a: Career, b: Career) => runs(b) - runs(a) || (b.batting?.strikeRate ?? -1) - (a.batting?.strikeRate ?? -1) || byName(a, b);
export const bowlingOrder = (a: Career, b: Career) =>
  (b.bowling?.wickets ?? 0) - (a.bowling?.wickets ?? 0) || (a.bowling?.economy ?? Infinity) - (b.bowling?.economy ?? Infinity) || byName(a, b);
export const fieldingOrder = (a: Career, b: Career) => dismissals(b) - dismissals(a) || (b.fielding?.catches ?? 0) - (a.fielding?.catches ?? 0) || byName(a, b);

const who = (c: Career) => ({ ...(c.playerId ? { playerId: c.playerId } : {}), ...(c.personId ? { personId: c.personId } : {}) });

/** GET /api/stats and /api/tournaments/{id}/stats: the ranking as the stats page shows it. */
export function statsOfCareers(careers: Career[]): Stats {
  const ranked = (order: (a: Career, b: Career) => number) => [...careers].sort(order);
  return statsSchema.parse({
    batting: ranked(battingOrder).flatMap((c) => (c.batting ? [{ ...c.batting, ...who(c) } satisfies Partial<BattingStat>] : [])),
    bowling: ranked(bowlingOrder).flatMap((c) => (c.bowling ? [{ ...c.bowling, ...who(c) } satisfies Partial<BowlingStat>] : [])),
    fielding: ranked(fieldingOrder).flatMap((c) => (c.fielding ? [{ ...c.fielding, ...who(c) } satisfies Partial<FieldingStat>] : [])),
  });
}
