/**
 * Career statistics summed over scorecards. Super-over deliveries are left out: by
 * convention they are not part of a player's batting or bowling record.
 */
import { oversText, perOver, round2, strikeRate } from './format';
import type { Scorecard } from './types';

export interface BattingStats {
  name: string;
  team: string;
  matches: number;
  innings: number;
  notOuts: number;
  runs: number;
  balls: number;
  highest: string;
  average: number | null;
  strikeRate: number | null;
  fifties: number;
  hundreds: number;
  fours: number;
  sixes: number;
}

export interface BowlingStats {
  name: string;
  team: string;
  matches: number;
  innings: number;
  balls: number;
  overs: string;
  maidens: number;
  runs: number;
  wickets: number;
  average: number | null;
  economy: number | null;
  strikeRate: number | null;
  best: string;
  fiveFors: number;
}

export interface FieldingStats {
  name: string;
  team: string;
  catches: number;
  stumpings: number;
  runOuts: number;
}

export interface StatsInput {
  id: string;
  tournamentId?: string;
  scorecard: Scorecard;
}

type Batting = BattingStats & { matchIds: Set<string>; best: { runs: number; notOut: boolean } | null };
type Bowling = BowlingStats & { matchIds: Set<string>; bestFig: { wickets: number; runs: number } | null; bpo: number };

function keyOf(name: string, team: string): string {
  return `${team}\u0000${name}`;
}

function getOrAdd<T>(map: Map<string, T>, key: string, make: () => T): T {
  let v = map.get(key);
  if (!v) {
    v = make();
    map.set(key, v);
  }
  return v;
}

export function computeStats(matches: readonly StatsInput[]) {
  const batting = new Map<string, Batting>();
  const bowling = new Map<string, Bowling>();
  const fielding = new Map<string, FieldingStats>();

  for (const { id, scorecard } of matches) {
    for (const inn of scorecard.innings) {
      if (inn.superOver) continue;
      const fieldingTeam = scorecard.teams.find((t) => t !== inn.team) ?? '';
      for (const b of inn.batting) {
        const s = getOrAdd(batting, keyOf(b.name, inn.team), () => ({
          name: b.name,
          team: inn.team,
          matches: 0,
          innings: 0,
          notOuts: 0,
          runs: 0,
          balls: 0,
          highest: '',
          average: null,
          strikeRate: null,
          fifties: 0,
          hundreds: 0,
          fours: 0,
          sixes: 0,
          matchIds: new Set<string>(),
          best: null,
        }));
        s.matchIds.add(id);
        s.innings += 1;
        if (!b.out) s.notOuts += 1;
        s.runs += b.runs;
        s.balls += b.balls;
        s.fours += b.fours;
        s.sixes += b.sixes;
        if (b.runs >= 100) s.hundreds += 1;
        else if (b.runs >= 50) s.fifties += 1;
        if (!s.best || b.runs > s.best.runs || (b.runs === s.best.runs && !b.out)) s.best = { runs: b.runs, notOut: !b.out };
        const fielders = b.fielders ?? [];
        const credit = (name: string | undefined, field: 'catches' | 'stumpings' | 'runOuts') => {
          if (!name) return;
          getOrAdd(fielding, keyOf(name, fieldingTeam), () => ({ name, team: fieldingTeam, catches: 0, stumpings: 0, runOuts: 0 }))[field] += 1;
        };
        // A caught-and-bowled is the bowler's catch.
        if (b.howOut === 'caught') credit(fielders[0] ?? b.bowler, 'catches');
        if (b.howOut === 'caught and bowled') credit(b.bowler, 'catches');
        if (b.howOut === 'stumped') credit(fielders[0], 'stumpings');
        if (b.howOut === 'run out') for (const f of fielders) credit(f, 'runOuts');
      }
      for (const b of inn.bowling) {
        const s = getOrAdd(bowling, keyOf(b.name, fieldingTeam), () => ({
          name: b.name,
          team: fieldingTeam,
          matches: 0,
          innings: 0,
          balls: 0,
          overs: '0.0',
          maidens: 0,
          runs: 0,
          wickets: 0,
          average: null,
          economy: null,
          strikeRate: null,
          best: '',
          fiveFors: 0,
          matchIds: new Set<string>(),
          bestFig: null,
          bpo: scorecard.ballsPerOver,
        }));
        s.matchIds.add(id);
        s.innings += 1;
        s.balls += b.balls;
        s.maidens += b.maidens;
        s.runs += b.runs;
        s.wickets += b.wickets;
        if (b.wickets >= 5) s.fiveFors += 1;
        const fig = { wickets: b.wickets, runs: b.runs };
        if (!s.bestFig || fig.wickets > s.bestFig.wickets || (fig.wickets === s.bestFig.wickets && fig.runs < s.bestFig.runs)) s.bestFig = fig;
      }
    }
  }

  const battingOut: BattingStats[] = [...batting.values()].map(({ matchIds, best, ...s }) => {
    const dismissals = s.innings - s.notOuts;
    return {
      ...s,
      matches: matchIds.size,
      highest: best ? `${best.runs}${best.notOut ? '*' : ''}` : '',
      average: dismissals > 0 ? round2(s.runs / dismissals) : null,
      strikeRate: strikeRate(s.runs, s.balls),
    };
  });
  const bowlingOut: BowlingStats[] = [...bowling.values()].map(({ matchIds, bestFig, bpo, ...s }) => ({
    ...s,
    matches: matchIds.size,
    overs: oversText(s.balls, bpo),
    average: s.wickets > 0 ? round2(s.runs / s.wickets) : null,
    economy: perOver(s.runs, s.balls, bpo),
    strikeRate: s.wickets > 0 ? round2(s.balls / s.wickets) : null,
    best: bestFig ? `${bestFig.wickets}/${bestFig.runs}` : '',
  }));
  battingOut.sort((a, b) => b.runs - a.runs || a.name.localeCompare(b.name));
  bowlingOut.sort((a, b) => b.wickets - a.wickets || a.runs - b.runs || a.name.localeCompare(b.name));
  const fieldingOut = [...fielding.values()].sort(
    (a, b) => b.catches + b.stumpings + b.runOuts - (a.catches + a.stumpings + a.runOuts) || a.name.localeCompare(b.name),
  );
  return { batting: battingOut, bowling: bowlingOut, fielding: fieldingOut };
}
