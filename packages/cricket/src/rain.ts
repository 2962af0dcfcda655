/**
 * Rain rules (issue 29): the revised target or par score of an interrupted chase, computed
 * from the log's interruptions, with its working.
 *
 * D/L Standard Edition: the resource table Duckworth and Lewis published for it (ICC,
 * "Duckworth/Lewis Standard Edition Table", the percentage of a 50-over innings' run-scoring
 * resources still to come, by whole overs left and wickets lost). Part overs are interpolated
 * in a straight line between whole overs, as the Standard Edition's users are told to do.
 * With team 1's score S and the two sides' resources R1 and R2 (percent):
 *   R2 < R1: par = S x R2 / R1;   R2 > R1: par = S + G50 x (R2 - R1) / 100;   target = floor(par) + 1.
 * G50 is the league's own average 50-over score (a tournament setting).
 *
 * Average run rate (ARR): par = S x (team 2's overs / team 1's overs).
 */

/**
 * The table, packed for the phone's download: for each wicket column (0..9 down), the rise in
 * tenths of a percent from each whole over left (0..50) to the next, one character each
 * (char code - 48). test/standard-edition.ts has it as published; dl.test.ts checks every cell.
 */
const PACKED =
  '0TTRQQOONMLLKJIIHGGFFEDDCCBBAA@@@??>>====<<;;;;:::90TSRQPONMMKJJIHHFFFEDCCBBAA@@??>>===<<;;;;::99998980TSQQONMLKJJHGGFEDCCCAA@@??>>=<=;<;:;9:9998878776760TRQPNMLJJHGFFDDBBB@@?>>==<<;:;9:9888877676565555450TRPNMKJHGFECCAA??>><<<:::99887766665554444433333320SQOLKHGFCCA@>>=<;:998877665545434332323221221112110SOMIGEBA?><;:98776554443322222121111110101010010000RLIDB>=:9865543322211111010100100000001000000000000PGA<:7443211110010000000000000000000000000000000000I<531010000000000000000000000000000000000000000000';

let table: number[][] | undefined;
/** table[wickets][overs left] in tenths of a percent. */
function columns(): number[][] {
  if (table) return table;
  table = [];
  for (let w = 0; w < 10; w++) {
    let sum = 0;
    table.push(Array.from({ length: 51 }, (_, o) => (sum += PACKED.charCodeAt(w * 51 + o) - 48)));
  }
  return table;
}

/** Percent of a 50-over innings' resources left with `oversLeft` (may be fractional) and `wickets` down. */
export function resourcesLeft(oversLeft: number, wickets: number): number {
  if (wickets >= 10 || oversLeft <= 0) return 0;
  const column = columns()[Math.max(0, wickets)]!;
  const u = Math.min(50, oversLeft);
  const low = Math.floor(u);
  const at = (o: number) => column[o]! / 10;
  return low === u ? at(low) : at(low) + (at(low + 1) - at(low)) * (u - low);
}

export const RAIN_RULES = ['D/L', 'ARR'] as const;
export type RainRuleName = (typeof RAIN_RULES)[number];
export interface RainRule {
  rule: RainRuleName;
  /** The league's average score in a 50-over innings (D/L's G50). */
  g50: number;
}

/** An interruption as the engine sees it: the innings' overs before and after, at that moment. */
export interface Stoppage {
  /** Balls the innings had been allotted before, and now. */
  quotaBefore: number;
  quotaAfter: number;
  /** Balls bowled and wickets down when play stopped. */
  balls: number;
  wickets: number;
}

export interface InningsResources {
  /** Balls the innings was allotted at its start. */
  startBalls: number;
  stoppages: Stoppage[];
}

/** Whole runs of a par score, forgiving the float noise of subtracting table percentages. */
const whole = (par: number) => Math.floor(par + 1e-9);

export interface RainTarget {
  runs: number;
  /** The par score: runs to tie (target - 1), kept unrounded in the working. */
  par: number;
  working: string[];
}

const pct = (n: number) => `${n.toFixed(1)}%`;
const oversOf = (balls: number, bpo: number) => `${Math.floor(balls / bpo)}${balls % bpo ? `.${balls % bpo}` : ''}`;

/** An innings' D/L resources: what it started with, less what each stoppage took, with a line per step. */
function resources(side: string, inn: InningsResources, bpo: number): { r: number; lines: string[] } {
  const start = resourcesLeft(inn.startBalls / bpo, 0);
  let r = start;
  const lines = [`${side}: ${oversOf(inn.startBalls, bpo)} overs, ${pct(start)}`];
  for (const s of inn.stoppages) {
    const before = resourcesLeft((s.quotaBefore - s.balls) / bpo, s.wickets);
    const after = resourcesLeft(Math.max(0, s.quotaAfter - s.balls) / bpo, s.wickets);
    r -= before - after;
    lines.push(
      `stopped at ${oversOf(s.balls, bpo)}, ${s.wickets} down: ${oversOf(s.quotaBefore - s.balls, bpo)} left (${pct(before)}) became ${oversOf(Math.max(0, s.quotaAfter - s.balls), bpo)} (${pct(after)})`,
    );
  }
  return { r, lines };
}

/**
 * Team 2's target (and par) by the rain rule: team 1 made `runs`; each side's allotment and
 * stoppages as given. `team1Balls` is what team 1 used (its quota when all out), for ARR.
 */
export function rainTarget(
  rule: RainRule,
  teams: [string, string],
  runs: number,
  first: InningsResources & { quotaBalls: number; usedBalls: number },
  second: InningsResources & { quotaBalls: number },
  bpo: number,
): RainTarget {
  if (rule.rule === 'ARR') {
    const par = (runs * second.quotaBalls) / first.usedBalls;
    return {
      runs: whole(par) + 1,
      par,
      working: [
        `Average run rate: ${teams[0]} ${runs} off ${oversOf(first.usedBalls, bpo)} overs`,
        `Par = ${runs} x ${oversOf(second.quotaBalls, bpo)} / ${oversOf(first.usedBalls, bpo)} = ${par.toFixed(2)}`,
        `Target ${whole(par) + 1} off ${oversOf(second.quotaBalls, bpo)} overs`,
      ],
    };
  }
  const r1 = resources(teams[0], first, bpo);
  const r2 = resources(teams[1], second, bpo);
  // Compared at the table's precision, as a scorer working by hand would.
  const [R1, R2] = [Math.round(r1.r * 10) / 10, Math.round(r2.r * 10) / 10];
  const par = R2 < R1 ? (runs * R2) / R1 : runs + (rule.g50 * (R2 - R1)) / 100;
  const formula =
    R2 < R1
      ? `R2 < R1: par = ${runs} x ${R2.toFixed(1)} / ${R1.toFixed(1)} = ${par.toFixed(2)}`
      : R2 > R1
        ? `R2 > R1: par = ${runs} + ${rule.g50} x (${R2.toFixed(1)} - ${R1.toFixed(1)}) / 100 = ${par.toFixed(2)}`
        : `R2 = R1: par = ${runs}`;
  return {
    runs: whole(par) + 1,
    par,
    working: [
      `D/L Standard Edition, G50 = ${rule.g50}`,
      ...r1.lines,
      `R1 = ${pct(R1)}`,
      ...r2.lines,
      `R2 = ${pct(R2)}`,
      formula,
      `Target ${whole(par) + 1} off ${oversOf(second.quotaBalls, bpo)} overs`,
    ],
  };
}
