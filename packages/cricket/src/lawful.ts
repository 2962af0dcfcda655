/**
 * What a scored delivery may say under the Laws (MCC 2017), checked before it enters a log:
 * its runs add up, its extras can go together, and its dismissals can happen off that ball.
 * Imports are not held to it (a published file is what happened); the scorer's pad is.
 */
import { DISMISSAL_KINDS, type Delivery } from './events';

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
