import type { ExpenseCategory } from '../contract';

const CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  EQUIPMENT: 'Equipment',
  GROUND_RENT: 'Ground rent',
  TRAVEL: 'Travel',
  FOOD: 'Food',
  MISCELLANEOUS: 'Miscellaneous',
};

/** "GROUND_RENT" -> "Ground rent"; no category reads as a dash. */
export function categoryLabel(category: ExpenseCategory | null | undefined): string {
  return category ? CATEGORY_LABELS[category] : '—';
}

/** The ID column shows the start of the opaque id; the whole id is in its title. */
export const shortId = (id: string) => id.slice(0, 8);
