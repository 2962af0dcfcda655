import { describe, expect, it } from 'vitest';
import { problems } from '../../../scripts/locales.mjs';

// Issue 32: a word added to a screen without its catalog entry, or without its Hindi, fails
// here (the site would show it in English on a Hindi page, or as a message id in the build).
describe('the word catalogs', () => {
  it('hold every word of the code in English and Hindi', async () => {
    expect(await problems()).toEqual([]);
  });
});
