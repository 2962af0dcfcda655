/**
 * Career leaderboards: every tournament's figures summed per player (by profile when the
 * scorecard links one, else by name), with the rates recomputed from the sums.
 */
import type { BattingStat, BowlingStat, FieldingStat, Stats } from './types';

const keyOf = (s: { name: string; playerId?: string }) => s.playerId ?? `name:${s.name.toLowerCase()}`;

function merge<T extends { name: string; playerId?: string }>(lists: T[][], add: (a: T, b: T) => T): T[] {
  const byKey = new Map<string, T>();
  for (const list of lists) for (const s of list) {
    const k = keyOf(s);
    const seen = byKey.get(k);
    byKey.set(k, seen ? add(seen, s) : { ...s });
  }
  return [...byKey.values()];
}

const highestRuns = (h: string) => Number.parseInt(h, 10) || 0;
function higher(a: string, b: string) {
  const d = highestRuns(a) - highestRuns(b);
  return d > 0 || (d === 0 && a.endsWith('*')) ? a : b;
}
function better(a: string, b: string) {
  const [aw = 0, ar = 0] = a.split('/').map(Number);
  const [bw = 0, br = 0] = b.split('/').map(Number);
  return aw > bw || (aw === bw && ar < br) ? a : b;
}
const ratio = (x: number, y: number) => (y > 0 ? x / y : null);

export function careerStats(all: Stats[], ballsPerOver = 6): Stats {
  const batting = merge<BattingStat>(all.map((s) => s.batting), (a, b) => {
    const m = { ...a };
    for (const k of ['matches', 'innings', 'notOuts', 'runs', 'balls', 'fifties', 'hundreds', 'fours', 'sixes'] as const) m[k] = a[k] + b[k];
    m.highest = higher(a.highest, b.highest);
    m.average = ratio(m.runs, m.innings - m.notOuts);
    m.strikeRate = m.balls > 0 ? (m.runs * 100) / m.balls : null;
    return m;
  });
  const bowling = merge<BowlingStat>(all.map((s) => s.bowling), (a, b) => {
    const m = { ...a };
    for (const k of ['matches', 'balls', 'maidens', 'runs', 'wickets', 'fiveFors'] as const) m[k] = a[k] + b[k];
    m.overs = `${Math.floor(m.balls / ballsPerOver)}.${m.balls % ballsPerOver}`;
    m.best = better(a.best, b.best);
    m.average = ratio(m.runs, m.wickets);
    m.economy = m.balls > 0 ? (m.runs * ballsPerOver) / m.balls : null;
    m.strikeRate = ratio(m.balls, m.wickets);
    return m;
  });
  const fielding = merge<FieldingStat>(all.map((s) => s.fielding), (a, b) => ({
    ...a,
    matches: a.matches + b.matches,
    catches: a.catches + b.catches,
    stumpings: a.stumpings + b.stumpings,
    runOuts: a.runOuts + b.runOuts,
  }));
  return { batting, bowling, fielding };
}
