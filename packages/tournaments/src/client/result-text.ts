/** The one-line result of a scorecard ("Banyan Blasters won by 14 runs"), spec 5. */
import { i18n as english } from '@league/ui/i18n';
import { plural, t } from '@league/ui/i18n/core-macro';
import type { Scorecard } from './types';
import type { I18n } from './words';

type Result = NonNullable<Scorecard['result']>;

/** In the language of `i18n` (a screen passes `useLingui().i18n`; English without one). */
export function resultText(result: Result | null | undefined, i18n: I18n = english): string | null {
  if (!result) return null;
  const given = (result as { text?: string }).text;
  if (given) return given;
  switch (result.type) {
    case 'win': {
      const { winner, method } = result;
      if (!winner) return t(i18n)`Result decided`;
      const runs = result.by?.runs;
      const wickets = result.by?.wickets;
      if (runs != null) {
        return method
          ? t(i18n)`${winner} won by ${plural(runs, { one: '# run', other: '# runs' })} (${method})`
          : t(i18n)`${winner} won by ${plural(runs, { one: '# run', other: '# runs' })}`;
      }
      if (wickets != null) {
        return method
          ? t(i18n)`${winner} won by ${plural(wickets, { one: '# wicket', other: '# wickets' })} (${method})`
          : t(i18n)`${winner} won by ${plural(wickets, { one: '# wicket', other: '# wickets' })}`;
      }
      return method ? t(i18n)`${winner} won (${method})` : t(i18n)`${winner} won`;
    }
    case 'tie': {
      const superOverWinner = result.superOverWinner;
      return superOverWinner ? t(i18n)`Match tied (${superOverWinner} won the super over)` : t(i18n)`Match tied`;
    }
    case 'no-result':
      return t(i18n)`No result`;
    case 'abandoned':
      return t(i18n)`Match abandoned`;
    default:
      return null;
  }
}
