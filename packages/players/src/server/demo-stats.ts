/**
 * Believable season stats for the demo roster: a seeded random source (the same league
 * every start) and a player "type" that shapes the numbers, so batters score, bowlers take
 * wickets, keepers stump, and every derived figure (average, strike rate, economy, best,
 * fifties) agrees with the counts it comes from.
 */
import type { Random as Rng } from '@league/core/server';
import type { PlayerCreate } from '../contract';

export type { Rng };

const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const int = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1));
const round2 = (n: number) => Math.round(n * 100) / 100;

export type Kind = 'batter' | 'bowler' | 'allrounder' | 'keeper';

export function pickKind(rng: Rng, teamRole?: string): Kind {
  if (teamRole === 'WK') return 'keeper';
  const r = rng();
  return r < 0.36 ? 'batter' : r < 0.66 ? 'bowler' : r < 0.92 ? 'allrounder' : 'keeper';
}

// Per kind: batting average and strike-rate ranges, overs a match, balls per wicket.
const SHAPE: Record<Kind, { avg: [number, number]; sr: [number, number]; overs: [number, number]; bpw: [number, number] }> = {
  batter: { avg: [20, 44], sr: [112, 168], overs: [0, 0.8], bpw: [30, 48] },
  bowler: { avg: [3, 12], sr: [65, 105], overs: [2.5, 4], bpw: [13, 24] },
  allrounder: { avg: [14, 30], sr: [105, 150], overs: [1.5, 3.5], bpw: [18, 32] },
  keeper: { avg: [15, 34], sr: [100, 140], overs: [0, 0], bpw: [30, 40] },
};

export function demoStats(rng: Rng, kind: Kind): Pick<PlayerCreate, 'batting' | 'bowling' | 'fielding'> {
  const shape = SHAPE[kind];
  const matches = int(rng, 5, 14);

  const outs = Math.max(1, matches - int(rng, 0, 2));
  const runs = Math.round(between(rng, ...shape.avg) * outs);
  const balls = runs === 0 ? 0 : Math.max(1, Math.round((runs * 100) / between(rng, ...shape.sr)));
  const highest = Math.min(runs, Math.round((runs / outs) * between(rng, 1.6, 3)));
  const hundreds = highest >= 100 ? 1 : 0;
  // Fifties and hundreds must fit inside the runs (a hundred is not also a fifty).
  const fifties = highest < 50 ? 0 : Math.min(int(rng, highest < 100 ? 1 : 0, 2), Math.floor((runs - hundreds * 100) / 50));

  const overs = Math.round(matches * between(rng, ...shape.overs));
  const bowlBalls = overs * 6;
  const runsConceded = Math.round(overs * between(rng, 5.4, 9.2));
  const wickets = bowlBalls === 0 ? 0 : Math.round(bowlBalls / between(rng, ...shape.bpw));
  const bestWickets = wickets === 0 ? 0 : Math.min(wickets, 1 + int(rng, 0, Math.min(4, wickets - 1)));
  const bestRuns = bowlBalls === 0 ? 0 : Math.min(runsConceded, Math.round(between(rng, 14, 30) - bestWickets));

  const keeper = kind === 'keeper';
  return {
    batting: {
      matches,
      runs,
      balls,
      highest,
      fifties,
      hundreds,
      average: round2(runs / outs),
      strikeRate: balls ? round2((runs * 100) / balls) : 0,
    },
    bowling: {
      matches: bowlBalls ? Math.min(matches, Math.max(1, Math.round(overs / 3))) : 0,
      balls: bowlBalls,
      runsConceded,
      wickets,
      best: bowlBalls ? `${bestWickets}/${Math.max(bestRuns, 0)}` : '0/0',
      average: wickets ? round2(runsConceded / wickets) : 0,
      economy: bowlBalls ? round2((runsConceded * 6) / bowlBalls) : 0,
      fiveFors: bestWickets >= 5 ? 1 : 0,
    },
    fielding: {
      catches: keeper ? int(rng, 4, 12) : int(rng, 0, 7),
      stumpings: keeper ? int(rng, 1, 6) : 0,
      runouts: int(rng, 0, 3),
    },
  };
}

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Kabir',
  'Ananya',
  'Diya',
  'Meera',
  'Rahul',
  'Karthik',
  'Pranav',
  'Nikhil',
  'Siddharth',
  'Varun',
  'Harsh',
  'Yash',
  'Dev',
  'Aman',
  'Rishi',
  'Tanmay',
  'Omkar',
  'Manish',
  'Suresh',
  'Ravi',
  'Naveen',
  'Farhan',
  'Imran',
  'Joseph',
  'Gurpreet',
  'Abhishek',
  'Kunal',
  'Vikram',
  'Shreyas',
  'Akash',
  'Tejas',
];
const LAST = [
  'Sharma',
  'Patel',
  'Reddy',
  'Nair',
  'Iyer',
  'Gupta',
  'Singh',
  'Kumar',
  'Rao',
  'Menon',
  'Joshi',
  'Kulkarni',
  'Das',
  'Shetty',
  'Pillai',
  'Verma',
  'Chopra',
  'Bhat',
  'Desai',
  'Khan',
];

/** `count` distinct full names for when the teams package has no squads to offer. */
export function fallbackNames(rng: Rng, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${FIRST[int(rng, 0, FIRST.length - 1)]} ${LAST[int(rng, 0, LAST.length - 1)]}`);
  return [...names];
}
