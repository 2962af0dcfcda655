/** The match result: derived from totals, targets and super overs unless a result event says otherwise. */
import type { EventOf } from './events';
import type { InningsCard, MatchResult } from './types';

/**
 * "Banyan Blasters won by 14 runs (D/L method)". Each line is written whole, and a note in
 * brackets on its own, so the Hindi pages can find each in the catalogs (issue 32:
 * scripts/server-messages.mjs gathers them, `say` in @league/ui/i18n reads them).
 */
function winText(winner: string, by: MatchResult['by'], method?: string): string {
  let text = /* message */ `${winner} won`;
  if (by?.runs !== undefined) text = by.runs === 1 ? `${winner} won by 1 run` : `${winner} won by ${by.runs} runs`;
  else if (by?.wickets !== undefined) text = by.wickets === 1 ? `${winner} won by 1 wicket` : `${winner} won by ${by.wickets} wickets`;
  if (method) text += ` (${method === 'awarded' ? /* message */ 'awarded' : methodNote(method)})`;
  return text;
}

const methodNote = (method: string) => /* message */ `${method} method`;

/** "Match tied", naming the rain rule that set the target and the super over's winner. */
function tieText(superOverWinner?: string, method?: string): string {
  const notes = [method && methodNote(method), superOverWinner && `${superOverWinner} won the super over`].filter(Boolean);
  return notes.length ? `Match tied (${notes.join('; ')})` : 'Match tied';
}

/** A pair of innings decided: who won and by how much, or a tie; undefined while undecided. */
function decidePair(first: InningsCard, second: InningsCard | undefined, sidePlayers: number): Omit<MatchResult, 'text'> | undefined {
  if (!second) return undefined;
  const target = second.target?.runs ?? first.runs + 1;
  if (second.runs >= target) {
    const wicketsInHand = second.superOver ? 2 - second.wickets : sidePlayers - 1 - second.wickets;
    return { type: 'win', winner: second.team, by: { wickets: Math.max(0, wicketsInHand) } };
  }
  const finished = second.closed || second.allOut || second.balls >= second.quotaBalls;
  if (!finished) return undefined;
  if (second.runs === target - 1) return { type: 'tie' };
  return { type: 'win', winner: first.team, by: { runs: target - 1 - second.runs } };
}

export interface ResultInput {
  main: InningsCard[];
  superOvers: InningsCard[];
  sidePlayers: (team: string) => number;
  event?: EventOf<'result'>;
  /** The chase was cut short by an interruption with no rain rule: only the chase reaching its target decides it. */
  awaitsRuling?: boolean;
}

export function deriveResult({ main, superOvers, sidePlayers, event, awaitsRuling }: ResultInput): MatchResult | undefined {
  if (event) return fromEvent(event, main, superOvers, sidePlayers);
  const [first, second] = main;
  if (!first) return undefined;
  const decided = decidePair(first, second, sidePlayers(second?.team ?? ''));
  if (!decided) return undefined;
  if (awaitsRuling && !(decided.type === 'win' && decided.winner === second?.team)) return undefined;
  // A chase against a target the rain rule revised is decided by that rule: the result names it
  // (and the table credits the first innings accordingly, standings.ts), with no second step.
  const method = second?.target?.method;
  // Ended again before its overs (more rain), the chase is decided by the par score, which the
  // result entry gives: the target alone would name the wrong winner.
  if (method && second && !second.allOut && second.runs < second.target!.runs && second.balls < second.quotaBalls) return undefined;
  if (decided.type === 'win') return { ...decided, text: winText(decided.winner!, decided.by, method), ...(method ? { method } : {}) };
  return tie(decideSuperOvers(superOvers), method);
}

/** A tie, with the super over's winner and the rain rule's method when there are. */
function tie(superOverWinner: string | undefined, method: string | undefined): MatchResult {
  const result: MatchResult = { type: 'tie', text: tieText(superOverWinner, method) };
  if (superOverWinner) result.superOverWinner = superOverWinner;
  if (method) result.method = method;
  return result;
}

/** Super overs are played in pairs until one pair has a winner. */
function decideSuperOvers(superOvers: InningsCard[]): string | undefined {
  for (let i = 0; i + 1 < superOvers.length; i += 2) {
    const first = superOvers[i]!;
    const second = superOvers[i + 1]!;
    const decided = decidePair(first, { ...second, target: second.target ?? { runs: first.runs + 1, overs: 1 } }, 3);
    if (decided?.type === 'win') return decided.winner;
  }
  return undefined;
}

function fromEvent(e: EventOf<'result'>, main: InningsCard[], superOvers: InningsCard[], sidePlayers: (team: string) => number): MatchResult {
  // A win or tie entered after the rain rule revised the chase's target (the chase ended early,
  // decided at the par score) is decided under that rule even when the entry names none: the
  // text says so and the table credits the first innings by it, as for a result the balls decide.
  const method = e.method ?? main[1]?.target?.method;
  if (e.result === 'abandoned') return { type: 'abandoned', text: 'Match abandoned' };
  if (e.result === 'no-result') return { type: 'no-result', text: 'No result' };
  if (e.result === 'tie') {
    const r = tie(e.superOverWinner ?? decideSuperOvers(superOvers), method);
    if (e.parScore !== undefined) r.parScore = e.parScore;
    return r;
  }
  const derived = main[0] ? decidePair(main[0], main[1], sidePlayers(main[1]?.team ?? '')) : undefined;
  const winner = e.winner ?? derived?.winner ?? '';
  const by = e.by ?? (derived?.winner === winner ? derived?.by : undefined);
  const usedMethod = e.result === 'awarded' ? 'awarded' : method;
  const r: MatchResult = { type: 'win', winner, text: winText(winner, by, usedMethod) };
  if (by) r.by = by;
  if (usedMethod) r.method = usedMethod;
  if (e.parScore !== undefined) r.parScore = e.parScore;
  return r;
}
