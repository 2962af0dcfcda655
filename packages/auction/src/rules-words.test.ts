/**
 * A refused bid in Hindi (issue 32): "Above Banyan Blasters' maximum bid of 240" (the spec's
 * words) names a team in the English possessive. Said with the site's catalogs, as
 * scripts/locales.mjs compiles them from the .po files, nothing of the English is left but
 * the team's name, whichever way the name ends.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { say, wordsOf, type Messages } from '@league/ui/i18n/say';
import { serverWords } from '../../../scripts/locales.mjs';
import { RULES } from './rules';

let hindi: ReturnType<typeof wordsOf>;
beforeAll(async () => {
  hindi = wordsOf('hi', [(await serverWords('auction', 'hi')) as Messages]);
});

describe('a bid above the maximum, said in Hindi', () => {
  it.each(['Banyan Blasters', 'Royal Kings XI', 'Thunder'])('keeps only the name of %s', (team) => {
    const text = RULES.aboveMax(team, 240);
    const hindiText = say(hindi, text);
    expect(hindiText).toMatch(/[\u0900-\u097F]/);
    expect(hindiText).toContain(team);
    expect(hindiText).toContain('240');
    // The name comes through as it is: no apostrophe or "s" of the English glued to it.
    const rest = hindiText.replace(team, '');
    expect(rest).not.toMatch(/[A-Za-z']/);
  });

  it("keeps the spec's English", () => {
    expect(RULES.aboveMax('Banyan Blasters', 240)).toBe("Above Banyan Blasters' maximum bid of 240");
    expect(RULES.aboveMax('Royal Kings XI', 300)).toBe("Above Royal Kings XI's maximum bid of 300");
  });
});
