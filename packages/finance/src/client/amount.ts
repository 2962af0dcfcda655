import { formatRupees } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import type { Words } from './messages';

/**
 * Spec 5 amount parsing: what a treasurer types ("₹1,500.50", "Rs 2 000") to whole paise.
 * Commas, spaces, ₹ and Rs are stripped; only digits and the decimal point are kept;
 * anything non-numeric or not above zero becomes 0 (which the forms refuse).
 *
 * Two careful readings of the rule, because this is money:
 * - "Rs." is the usual way of writing Rs, so its dot goes with it ("Rs. 500" is ₹500,
 *   not ₹0.500).
 * - A minus sign before the number makes it non-positive, so it gives 0 rather than
 *   silently turning "-500" into +500.
 * Rounding is done on the decimal digits themselves (half up), not on a float, so
 * "1.005" is 101 paise, not 100.
 */
export function parseAmountToPaise(input: unknown): number {
  const raw = String(input ?? '')
    .replace(/Rs\.?/gi, '')
    .replace(/[₹,\s]/g, '');
  if (/^[^0-9.]*-/.test(raw)) return 0;
  const text = raw.replace(/[^0-9.]/g, '');
  if (!/^\d*\.?\d*$/.test(text) || !/\d/.test(text)) return 0;
  const [whole = '', fraction = ''] = text.split('.');
  const rupees = Number(whole || '0');
  const firstTwo = Number((fraction + '00').slice(0, 2));
  const roundUp = Number(fraction[2] ?? '0') >= 5 ? 1 : 0;
  const paise = rupees * 100 + firstTwo + roundUp;
  return Number.isFinite(paise) && paise > 0 ? paise : 0;
}

/**
 * What the amount box will be read as, shown beside it while typing ("1.5k" is ₹1.50 by
 * the rule above, which is easy to miss), to draw with `i18n._`. Empty input: nothing to say.
 */
export function amountReading(input: string): Words | null {
  if (!input.trim()) return null;
  const paise = parseAmountToPaise(input);
  const amount = formatRupees(paise);
  return paise > 0 ? msg`Reads as ${amount}` : msg`Not an amount above ₹0`;
}

/** Paise back to what the amount box shows when a row is edited: 150050 -> "1500.50". */
export function paiseToInput(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest ? `${rupees}.${String(rest).padStart(2, '0')}` : String(rupees);
}
