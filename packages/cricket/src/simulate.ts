/**
 * A seeded, law-abiding match simulator: the demo league's season and the property tests
 * use it. The same setup and seed always give the same events.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Delivery, LoggedEvent, MatchSetup, Wicket } from './events';
import { endsAfter } from './live';

export interface SimulateOptions {
  /** Each side's players in batting order; default "<team> 1".."<team> N". */
  players?: Record<string, string[]>;
  /** Event ids; default `sim-<seed>-<n>`. */
  id?: (n: number) => string;
  /** Play super overs after a tie (default true). */
  superOvers?: boolean;
  /** A source of numbers in [0, 1) instead of the seed's own. */
  random?: () => number;
}

export function seededRandom(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => uniformFloat64(generator);
}

interface Sim {
  rnd: () => number;
  events: LoggedEvent[];
  nextId: () => string;
  setup: MatchSetup;
  players: Record<string, string[]>;
}

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

/** One ball's outcome, with rough club-cricket frequencies. */
function outcome(sim: Sim, batter: string, nonStriker: string, bowler: string, fielders: string[]): Delivery {
  const r = sim.rnd();
  const d: Delivery = { batter, non_striker: nonStriker, bowler, runs: { batter: 0, extras: 0, total: 0 } };
  const fielder = () =>
    pick(
      sim.rnd,
      fielders.filter((f) => f !== bowler),
    );
  if (r < 0.03) d.extras = { wides: sim.rnd() < 0.1 ? 5 : 1 };
  else if (r < 0.04) {
    d.extras = { noballs: 1 };
    d.runs.batter = pick(sim.rnd, [0, 1, 4]);
  } else if (r < 0.055) d.extras = sim.rnd() < 0.5 ? { byes: pick(sim.rnd, [1, 4]) } : { legbyes: 1 };
  else if (r < 0.105) {
    const kind = pick(sim.rnd, ['bowled', 'caught', 'caught', 'caught', 'lbw', 'run out', 'stumped', 'caught and bowled']);
    const w: Wicket = { player_out: batter, kind };
    if (kind === 'caught' || kind === 'stumped') w.fielders = [{ name: fielder() }];
    if (kind === 'run out') {
      w.fielders = [{ name: fielder() }];
      w.player_out = sim.rnd() < 0.5 ? batter : nonStriker;
      d.runs.batter = pick(sim.rnd, [0, 1]);
    }
    d.wickets = [w];
  } else if (r < 0.107) d.wickets = [{ player_out: batter, kind: 'retired hurt' }];
  else d.runs.batter = pick(sim.rnd, [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 3, 4, 4, 4, 6]);
  const e = d.extras ?? {};
  d.runs.extras = (e.wides ?? 0) + (e.noballs ?? 0) + (e.byes ?? 0) + (e.legbyes ?? 0);
  d.runs.total = d.runs.batter + d.runs.extras;
  return d;
}

function playInnings(sim: Sim, innings: number, team: string, overs: number, target: number | undefined, superOver: boolean): number {
  const bpo = sim.setup.format.ballsPerOver;
  const batters = sim.players[team]!;
  const bowlingTeam = sim.setup.teams.find((t) => t !== team)!;
  const fielders = sim.players[bowlingTeam]!;
  const bowlers = superOver ? fielders.slice(-1) : fielders.slice(-5);
  const maxOvers = superOver ? 1 : Math.ceil(overs / Math.min(5, bowlers.length));
  const bowled = new Map<string, number>();
  const maxWickets = superOver ? 2 : Math.min(batters.length, sim.setup.format.playersPerSide) - 1;
  let next = 2;
  const retired: string[] = [];
  let striker: string | null = batters[0]!;
  let nonStriker: string | null = batters[1]!;
  let runs = 0;
  let wickets = 0;
  let previous: string | undefined;
  const lineupSize = Math.min(batters.length, sim.setup.format.playersPerSide);
  for (let over = 0; over < overs; over++) {
    const eligible = bowlers.filter((b) => b !== previous && (bowled.get(b) ?? 0) < maxOvers);
    const bowler = pick(sim.rnd, eligible.length ? eligible : bowlers.filter((b) => b !== previous).length ? bowlers.filter((b) => b !== previous) : bowlers);
    bowled.set(bowler, (bowled.get(bowler) ?? 0) + 1);
    previous = bowler;
    let legal = 0;
    while (legal < bpo) {
      if (!striker || !nonStriker) {
        // A retired-hurt batter may resume once nobody else is left (Law 25.4.2).
        const incoming = next < lineupSize ? batters[next++] : retired.shift();
        if (!incoming) return runs;
        if (!striker) striker = incoming;
        else nonStriker = incoming;
        continue;
      }
      const d = outcome(sim, striker, nonStriker, bowler, fielders);
      const event: LoggedEvent = { id: sim.nextId(), type: 'delivery', innings, team, over, ...d };
      if (superOver) event.superOver = true;
      sim.events.push(event);
      runs += d.runs.total;
      if (!d.extras?.wides && !d.extras?.noballs) legal += 1;
      for (const w of d.wickets ?? []) {
        if (w.kind === 'retired hurt') retired.push(w.player_out);
        else wickets += 1;
      }
      ({ striker, nonStriker } = endsAfter(event as Extract<LoggedEvent, { type: 'delivery' }>));
      if (wickets >= maxWickets || (target !== undefined && runs >= target)) return runs;
    }
    [striker, nonStriker] = [nonStriker, striker];
  }
  return runs;
}

export function simulateMatch(setup: MatchSetup, seed: number, options: SimulateOptions = {}): LoggedEvent[] {
  const rnd = options.random ?? seededRandom(seed);
  let n = 0;
  const players: Record<string, string[]> = {};
  for (const team of setup.teams) {
    players[team] = options.players?.[team] ?? Array.from({ length: setup.format.playersPerSide }, (_, i) => `${team} ${i + 1}`);
  }
  const sim: Sim = { rnd, events: [], nextId: () => (options.id ? options.id(n++) : `sim-${seed}-${n++}`), setup, players };
  const tossWinner = pick(rnd, setup.teams);
  const decision = rnd() < 0.5 ? 'bat' : 'field';
  sim.events.push({ id: sim.nextId(), type: 'toss', winner: tossWinner, decision });
  for (const team of setup.teams) sim.events.push({ id: sim.nextId(), type: 'lineups', team, players: [...players[team]!] });
  const first = decision === 'bat' ? tossWinner : setup.teams.find((t) => t !== tossWinner)!;
  const second = setup.teams.find((t) => t !== first)!;
  const overs = setup.format.oversPerInnings;
  const firstRuns = playInnings(sim, 0, first, overs, undefined, false);
  const secondRuns = playInnings(sim, 1, second, overs, firstRuns + 1, false);
  if (secondRuns !== firstRuns || options.superOvers === false) return sim.events;
  // A tie: super overs, the side batting second batting first, until one is won (at most three).
  let index = 2;
  for (let pair = 0; pair < 3; pair++) {
    const a = playInnings(sim, index++, second, 1, undefined, true);
    const b = playInnings(sim, index++, first, 1, a + 1, true);
    if (a !== b) break;
  }
  return sim.events;
}
