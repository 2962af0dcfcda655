/** Scorecard dismissal text, as printed in a scorebook. */
import type { Wicket } from './events';

function fielderNames(w: Wicket): string[] {
  return (w.fielders ?? []).map((f) => f.name).filter((n): n is string => !!n);
}

export function dismissalText(w: Wicket, bowler: string): string {
  const fielders = fielderNames(w);
  const first = fielders[0];
  switch (w.kind) {
    case 'bowled':
      return `b ${bowler}`;
    case 'lbw':
      return `lbw b ${bowler}`;
    case 'caught':
      if (!first || first === bowler) return `c & b ${bowler}`;
      return w.fielders?.[0]?.substitute ? `c sub (${first}) b ${bowler}` : `c ${first} b ${bowler}`;
    case 'caught and bowled':
      return `c & b ${bowler}`;
    case 'stumped':
      return first ? `st †${first} b ${bowler}` : `st b ${bowler}`;
    case 'hit wicket':
      return `hit wicket b ${bowler}`;
    case 'run out':
      return fielders.length ? `run out (${fielders.join('/')})` : 'run out';
    default:
      return w.kind;
  }
}

export function fieldersOf(w: Wicket): string[] {
  return fielderNames(w);
}
