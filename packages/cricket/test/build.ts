/** A tiny scorer for hand-made logs in tests. */
import { buildScorecard, computeStandings, type Extras, type LoggedEvent, type MatchSetup } from '../src/index';

export const A = 'Banyan Blasters';
export const B = 'Mango Mavericks';
export const setup: MatchSetup = { teams: [A, B], format: { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 } };

export interface BallOptions extends Extras {
  nonBoundary?: boolean;
  out?: { kind: string; player?: string; fielders?: string[] };
  superOver?: boolean;
}

let counter = 0;
export const nextId = () => `e${++counter}`;

export function ball(
  innings: number,
  team: string,
  over: number,
  batter: string,
  nonStriker: string,
  bowler: string,
  runs = 0,
  o: BallOptions = {},
): LoggedEvent {
  const extras: Extras = {};
  for (const k of ['wides', 'noballs', 'byes', 'legbyes', 'penalty'] as const) if (o[k]) extras[k] = o[k];
  const extraRuns = Object.values(extras).reduce((s, v) => s + (v ?? 0), 0);
  const e: LoggedEvent = {
    id: nextId(),
    type: 'delivery',
    innings,
    team,
    over,
    batter,
    non_striker: nonStriker,
    bowler,
    runs: { batter: runs, extras: extraRuns, total: runs + extraRuns, ...(o.nonBoundary ? { non_boundary: true } : {}) },
  };
  if (Object.keys(extras).length) e.extras = extras;
  if (o.out)
    e.wickets = [{ player_out: o.out.player ?? batter, kind: o.out.kind, ...(o.out.fielders ? { fielders: o.out.fielders.map((name) => ({ name })) } : {}) }];
  if (o.superOver) e.superOver = true;
  return e;
}

/** `n` legal deliveries of `runs` each, one over, the same two batters (rotating on odd runs). */
export function over(innings: number, team: string, index: number, bowler: string, runs: number[], bat: [string, string] = ['P1', 'P2']): LoggedEvent[] {
  let [s, ns] = bat;
  return runs.map((r) => {
    const e = ball(innings, team, index, s, ns, bowler, r);
    if (r % 2 === 1) [s, ns] = [ns, s];
    return e;
  });
}

export function overs(innings: number, team: string, count: number, runsPerBall: number, bowlers: string[]): LoggedEvent[] {
  const out: LoggedEvent[] = [];
  for (let i = 0; i < count; i++) out.push(...over(innings, team, i, bowlers[i % bowlers.length]!, Array(6).fill(runsPerBall)));
  return out;
}

export const innings = (n: number) => Array.from({ length: n });

/** The points table of one league match between A and B, two points a win. */
export function standingsOf(matchSetup: MatchSetup, events: LoggedEvent[]) {
  return computeStandings({
    tournament: { format: matchSetup.format, points: { win: 2, tie: 1, noResult: 1, loss: 0 }, superOverDecidesTie: true },
    teams: [
      { id: 'a', name: A },
      { id: 'b', name: B },
    ],
    matches: [{ id: 'm', stage: 'league', setup: matchSetup, scorecard: buildScorecard(matchSetup, events) }],
  });
}
