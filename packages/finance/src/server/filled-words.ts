/**
 * Words the contract fills into its messages, here for the catalogs (scripts/server-messages.mjs)
 * so that `say` can put them into Hindi as well: "Category must be one of {0}" lists the
 * expense categories' codes, which the API takes as they are and a Hindi page names in words.
 * Kept apart from the contract: the screens carry the contract in their bundle, and never
 * need these. filled-words.test.ts keeps them in step with EXPENSE_CATEGORIES.
 */
export const FILLED_WORDS = [
  // EXPENSE_CATEGORIES.join(', '), as categorySchema's message lists them.
  /* message */ 'EQUIPMENT, GROUND_RENT, TRAVEL, FOOD, MISCELLANEOUS',
] as const;
