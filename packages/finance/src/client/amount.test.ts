import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { i18n } from '@league/ui/i18n';
import { amountReading as reading, parseAmountToPaise, paiseToInput } from './amount';

/** The reading in English, as a page in English shows it. */
const amountReading = (input: string) => {
  const words = reading(input);
  return words && i18n._(words);
};

describe('parseAmountToPaise (spec 5)', () => {
  it.each([
    ['1500', 150_000],
    ['1,500.50', 150_050],
    ['₹ 1,50,000', 15_000_000],
    ['Rs 2 000', 200_000],
    ['Rs. 500', 50_000],
    ['rs.75', 7_500],
    ['0.01', 1],
    ['.5', 50],
    ['12.', 1_200],
    ['1.005', 101],
    ['1.004', 100],
    ['99.999', 10_000],
    ['', 0],
    ['abc', 0],
    ['.', 0],
    ['0', 0],
    ['0.00', 0],
    ['0.004', 0],
    ['1.2.3', 0],
    ['-500', 0],
    ['₹ -1,000', 0],
    ['500 INR', 50_000],
  ])('%j -> %d paise', (input, paise) => {
    expect(parseAmountToPaise(input)).toBe(paise);
  });

  it('reads back any amount written the ways people write rupees', () => {
    const written = fc.record({
      paise: fc.integer({ min: 1, max: 100_000_000_000 }),
      prefix: fc.constantFrom('', '₹', '₹ ', 'Rs', 'Rs ', 'Rs. ', ' '),
      grouping: fc.constantFrom('none', 'indian', 'western'),
      decimals: fc.constantFrom('auto', 'always'),
      suffix: fc.constantFrom('', ' ', ' /-'),
    });
    fc.assert(
      fc.property(written, ({ paise, prefix, grouping, decimals, suffix }) => {
        const rupees = Math.floor(paise / 100);
        const rest = paise % 100;
        const whole = grouping === 'none' ? String(rupees) : rupees.toLocaleString(grouping === 'indian' ? 'en-IN' : 'en-US', { maximumFractionDigits: 0 });
        const frac = rest || decimals === 'always' ? `.${String(rest).padStart(2, '0')}` : '';
        expect(parseAmountToPaise(`${prefix}${whole}${frac}${suffix}`)).toBe(paise);
      }),
      { numRuns: 500 },
    );
  });

  it('always gives a whole, non-negative number of paise', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const paise = parseAmountToPaise(text);
        expect(Number.isInteger(paise)).toBe(true);
        expect(paise).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives 0 for anything without a digit', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/\d/.test(s)),
        (text) => {
          expect(parseAmountToPaise(text)).toBe(0);
        },
      ),
    );
  });

  it('agrees with the spec rule (strip, keep digits and point, times 100, rounded) to the paisa', () => {
    const spec = (text: string) => {
      const kept = text
        .replace(/Rs\.?/gi, '')
        .replace(/[,\s₹]/g, '')
        .replace(/[^0-9.]/g, '');
      const n = Number(kept);
      return !kept || !Number.isFinite(n) || n <= 0 ? 0 : Math.round(n * 100);
    };
    const piece = fc.constantFrom('0', '1', '2', '5', '9', '.', ',', ' ', '₹', 'Rs', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const text = pieces.join('');
        // Floats round 1.005 down; the digit rounding is exact: they differ by at most 1 paisa.
        expect(Math.abs(parseAmountToPaise(text) - spec(text))).toBeLessThanOrEqual(1);
        if (!/\.\d{3}/.test(text.replace(/[^0-9.]/g, ''))) expect(parseAmountToPaise(text)).toBe(spec(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips with the edit box text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (paise) => {
        expect(parseAmountToPaise(paiseToInput(paise))).toBe(paise);
      }),
    );
  });
});

describe('amountReading', () => {
  it('shows what the box will be saved as, paise with two digits', () => {
    expect(amountReading('')).toBeNull();
    expect(amountReading('₹1.5k')).toBe('Reads as ₹1.50');
    expect(amountReading('1,500')).toBe('Reads as ₹1,500');
    expect(amountReading('Rs. 2000.5')).toBe('Reads as ₹2,000.50');
    expect(amountReading('-5')).toBe('Not an amount above ₹0');
  });
});
