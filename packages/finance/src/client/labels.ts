import { msg } from '@league/ui/i18n/core-macro';
import type { ExpenseCategory } from '../contract';
import type { I18n, Words } from './messages';

const CATEGORY_LABELS: Record<ExpenseCategory, Words> = {
  EQUIPMENT: msg`Equipment`,
  GROUND_RENT: msg`Ground rent`,
  TRAVEL: msg`Travel`,
  FOOD: msg`Food`,
  MISCELLANEOUS: msg`Miscellaneous`,
};

/** "GROUND_RENT" -> "Ground rent" in the page's language; no category reads as a dash. */
export function categoryLabel(category: ExpenseCategory | null | undefined, i18n: I18n): string {
  return category ? i18n._(CATEGORY_LABELS[category]) : '—';
}

/** The ID column shows the start of the opaque id; the whole id is in its title. */
export const shortId = (id: string) => id.slice(0, 8);
