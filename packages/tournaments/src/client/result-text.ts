/** The one-line result of a scorecard ("Banyan Blasters won by 14 runs"), spec 5. */
import type { Scorecard } from './types';

type Result = NonNullable<Scorecard['result']>;

export function resultText(result: Result | null | undefined): string | null {
  if (!result) return null;
  const given = (result as { text?: string }).text;
  if (given) return given;
  switch (result.type) {
    case 'win': {
      if (!result.winner) return 'Result decided';
      const by = result.by;
      const margin = by?.runs != null ? plural(by.runs, 'run') : by?.wickets != null ? plural(by.wickets, 'wicket') : null;
      const method = result.method ? ` (${result.method})` : '';
      return margin ? `${result.winner} won by ${margin}${method}` : `${result.winner} won${method}`;
    }
    case 'tie':
      return result.superOverWinner ? `Match tied (${result.superOverWinner} won the super over)` : 'Match tied';
    case 'no-result':
      return 'No result';
    case 'abandoned':
      return 'Match abandoned';
    default:
      return null;
  }
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
