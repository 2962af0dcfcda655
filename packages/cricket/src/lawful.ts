/**
 * What a scored delivery may say under the Laws (MCC 2017), checked before it enters a log:
 * its runs add up, its extras can go together, and its dismissals can happen off that ball.
 * Imports are not held to it (a published file is what happened); the scorer's pad is.
 */
import { DISMISSAL_KINDS, type Delivery, type EventOf, type LoggedEvent, type MatchEvent, type MatchSetup, isLegal } from './events';
import { oversText, oversToBalls } from './format';
import { effectiveEvents } from './replay';

/** Dismissals possible off a no-ball (Law 21.18). */
const OFF_A_NO_BALL = new Set(['run out', 'obstructing the field', 'hit the ball twice', 'handled the ball', 'retired hurt', 'retired not out', 'retired out']);
/** Dismissals possible off a wide (Law 22.8). */
const OFF_A_WIDE = new Set(['stumped', 'hit wicket', 'run out', 'obstructing the field', 'handled the ball', 'retired hurt', 'retired not out', 'retired out']);
/** Not dismissals on a delivery at all: they happen between balls (the `between-balls` event). */
const NOT_ON_A_BALL = new Set(['timed out']);

/** Why a delivery cannot have happened, or null when it can. */
export function deliveryProblem(d: Delivery): string | null {
  const e = d.extras ?? {};
  const extras = (e.wides ?? 0) + (e.noballs ?? 0) + (e.byes ?? 0) + (e.legbyes ?? 0) + (e.penalty ?? 0);
  if (d.runs.extras !== extras) return `runs.extras (${d.runs.extras}) must equal the extras (${extras})`;
  if (d.runs.total !== d.runs.batter + d.runs.extras) return 'runs.total must be the batter runs plus the extras';
  if (e.wides && e.noballs) return 'A ball cannot be both a wide and a no-ball';
  if (e.wides && (e.byes || e.legbyes)) return 'Runs run off a wide are wides, not byes or leg-byes';
  if (e.wides && d.runs.batter) return 'A batter cannot score off a wide';
  if (e.byes && e.legbyes) return 'A ball cannot give both byes and leg-byes';
  if (d.runs.batter > 8) return 'At most 8 runs can come off the bat';
  const outs = new Set<string>();
  for (const w of d.wickets ?? []) {
    if (!(DISMISSAL_KINDS as readonly string[]).includes(w.kind)) return `Unknown dismissal: ${w.kind}`;
    if (NOT_ON_A_BALL.has(w.kind)) return `${w.kind} happens between balls, not on one`;
    if (e.noballs && !OFF_A_NO_BALL.has(w.kind)) return `A batter cannot be ${w.kind} off a no-ball`;
    if (e.wides && !OFF_A_WIDE.has(w.kind)) return `A batter cannot be ${w.kind} off a wide`;
    if (w.player_out !== d.batter && w.player_out !== d.non_striker) return `${w.player_out} is not batting`;
    if (
      w.player_out !== d.batter &&
      !['run out', 'obstructing the field', 'retired hurt', 'retired not out', 'retired out', 'handled the ball'].includes(w.kind)
    )
      return `Only the striker can be ${w.kind}`;
    if (outs.has(w.player_out)) return `${w.player_out} is out twice on one ball`;
    outs.add(w.player_out);
  }
  if (d.batter === d.non_striker) return 'The striker and the non-striker must be different batters';
  return null;
}

export interface EventProblem {
  /** `consecutive-overs`: refused before the ball (409); `not-in-lineup`, `not-a-team`: a bad event (400). */
  code: 'consecutive-overs' | 'not-in-lineup' | 'not-a-team' | 'innings-not-started' | 'overs-bowled';
  message: string;
}

/**
 * Checks a scored event against the log it would join (issue 29): a ball's batting side is
 * a team of the match, its batters are in that side's lineup and its bowler and fielders in
 * the other's (a substitute fielder is marked `substitute`), and no bowler bowls any part of
 * two consecutive overs (Law 17.8). A side without a lineup yet is not checked. An amendment
 * is checked against the log without the ball it replaces.
 */
export function eventProblem(setup: MatchSetup, log: readonly LoggedEvent[], event: MatchEvent): EventProblem | null {
  const target = event.type === 'amend' ? event.target : undefined;
  const d = event.type === 'delivery' ? event : event.type === 'amend' ? event.delivery : undefined;
  const others = effectiveEvents(log).filter((e) => e.id !== target);
  const lineups = new Map<string, string[]>();
  for (const e of others) if (e.type === 'lineups') lineups.set(e.team, e.players);
  if (event.type === 'lineups') return setup.teams.includes(event.team) ? null : { code: 'not-a-team', message: `${event.team} is not playing this match` };
  if (event.type === 'between-balls') {
    if (!setup.teams.includes(event.team)) return { code: 'not-a-team', message: `${event.team} is not playing this match` };
    return notIn(lineups.get(event.team), event.team, [event.player]);
  }
  if (event.type === 'innings-end' && !others.some((e) => e.type === 'delivery' && e.innings === event.innings)) {
    // "End innings" right after the last over would end the chase before its first ball.
    return { code: 'innings-not-started', message: `Innings ${event.innings + 1} has not started: there is nothing to end` };
  }
  if (event.type === 'interruption') {
    const bpo = setup.format.ballsPerOver;
    const bowled = others.filter((e) => e.type === 'delivery' && e.innings === event.innings && isLegal(e)).length;
    const asked = oversToBalls(event.overs, bpo);
    if (asked < bowled) return { code: 'overs-bowled', message: `Innings ${event.innings + 1} has already had ${oversText(bowled, bpo)} overs` };
    if (asked > setup.format.oversPerInnings * bpo) return { code: 'overs-bowled', message: `The match has ${setup.format.oversPerInnings} overs an innings` };
    return null;
  }
  if (!d) return null;
  if (!setup.teams.includes(d.team)) return { code: 'not-a-team', message: `${d.team} is not playing this match` };
  const fielding = setup.teams.find((t) => t !== d.team)!;
  const fielders = (d.wickets ?? []).flatMap((w) => (w.fielders ?? []).filter((f) => !f.substitute && f.name).map((f) => f.name!));
  const lineupProblem =
    notIn(lineups.get(d.team), d.team, [d.batter, d.non_striker, ...(d.wickets ?? []).map((w) => w.player_out)]) ??
    notIn(lineups.get(fielding), fielding, [d.bowler, ...fielders]);
  if (lineupProblem) return lineupProblem;
  {
    const next = others.filter((e): e is EventOf<'delivery'> => e.type === 'delivery' && e.innings === d.innings && Math.abs(e.over - d.over) === 1);
    if (next.some((b) => b.bowler === d.bowler)) {
      return {
        code: 'consecutive-overs',
        message: `${d.bowler} bowled the over before or after this one: a bowler cannot bowl two overs in a row. Choose another bowler.`,
      };
    }
  }
  return null;
}

function notIn(lineup: string[] | undefined, team: string, names: string[]): EventProblem | null {
  if (!lineup?.length) return null;
  const missing = names.find((n) => !lineup.includes(n));
  return missing ? { code: 'not-in-lineup', message: `${missing} is not in ${team}'s lineup` } : null;
}
