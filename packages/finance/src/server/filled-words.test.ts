/**
 * An expense's category refused in Hindi (issue 32): "Category must be one of EQUIPMENT,
 * GROUND_RENT, …" fills the categories' codes into its message. Said with the site's
 * catalogs, as scripts/locales.mjs compiles them from the .po files, the categories are named
 * in Hindi too; and the list the catalogs hold is the one the contract writes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { say, wordsOf, type Messages } from '@league/ui/i18n/say';
import { serverWords } from '../../../../scripts/locales.mjs';
import { EXPENSE_CATEGORIES, expenseInputSchema } from '../contract';
import { FILLED_WORDS } from './filled-words';

let hindi: ReturnType<typeof wordsOf>;
beforeAll(async () => {
  hindi = wordsOf('hi', [(await serverWords('finance', 'hi')) as Messages]);
});

const refusal = () => {
  const parsed = expenseInputSchema.safeParse({ item: 'Balls', amountPaise: 50_000, category: 'PARTY' });
  return parsed.success ? '' : parsed.error.issues[0]!.message;
};

describe('an unknown category, said in Hindi', () => {
  it('keeps its English, listing the codes the API takes', () => {
    expect(refusal()).toBe(`Category must be one of ${EXPENSE_CATEGORIES.join(', ')}`);
  });

  it('names every category in Hindi, no code left', () => {
    const hindiText = say(hindi, refusal());
    expect(hindiText).toMatch(/[\u0900-\u097F]/);
    expect(hindiText).not.toMatch(/[A-Za-z]/);
  });

  it('lists the categories the contract does', () => {
    expect(FILLED_WORDS).toContain(EXPENSE_CATEGORIES.join(', '));
  });
});
