import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatIndianNumber,
  formatLongDate,
  formatMonthYear,
  formatRupees,
  formatShortDate,
  formatTime,
  initials,
  paiseToRupees,
  relativeDaysHours,
  timeAgo,
} from './format';

describe('initials', () => {
  it('takes the first letters of up to two words', () => {
    expect(initials('Royal Strikers XI')).toBe('RS');
    expect(initials('virat')).toBe('V');
    expect(initials('  anil   kumar  ')).toBe('AK');
  });
  it('honours max and skips punctuation-only words', () => {
    expect(initials('Royal Strikers XI', 3)).toBe('RSX');
    expect(initials('Smith & Sons')).toBe('SS');
  });
  it('gives ? for nothing usable', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(undefined)).toBe('?');
    expect(initials('- &')).toBe('?');
  });
});

describe('formatIndianNumber', () => {
  it('groups digits the Indian way', () => {
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(100000)).toBe('1,00,000');
    expect(formatIndianNumber(-1234.5)).toBe('-1,234.5');
  });
  it('prints a dash for non-numbers', () => {
    expect(formatIndianNumber(Number.NaN)).toBe('—');
  });
});

describe('formatRupees', () => {
  it('formats paise as rupees with up to two decimals', () => {
    expect(formatRupees(12345650)).toBe('₹1,23,456.50');
    expect(formatRupees(200050)).toBe('₹2,000.50');
    expect(formatRupees(150)).toBe('₹1.50');
    expect(formatRupees(-250)).toBe('-₹2.50');
    expect(formatRupees(100)).toBe('₹1');
    expect(formatRupees(12345)).toBe('₹123.45');
    expect(formatRupees(0)).toBe('₹0');
  });
  it('puts the minus sign before the symbol and never prints -₹0', () => {
    expect(formatRupees(-250000)).toBe('-₹2,500');
    expect(formatRupees(-0)).toBe('₹0');
  });
  it('converts paise to rupees', () => {
    expect(paiseToRupees(12345650)).toBe(123456.5);
    expect(paiseToRupees(1)).toBe(0.01);
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('uses short English units', () => {
    expect(timeAgo(ago(10_000), now)).toBe('just now');
    expect(timeAgo(ago(5 * 60_000), now)).toBe('5m ago');
    expect(timeAgo(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe('3h ago');
    expect(timeAgo(ago(2 * 86_400_000), now)).toBe('2d ago');
    expect(timeAgo(ago(15 * 86_400_000), now)).toBe('2w ago');
    expect(timeAgo(ago(400 * 86_400_000), now)).toBe('1y ago');
  });
  it('accepts strings and handles the future and bad input', () => {
    expect(timeAgo('2026-11-21T11:00:00Z', now)).toBe('1h ago');
    expect(timeAgo('2026-11-21T12:30:00Z', now)).toBe('in 30m');
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('relativeDaysHours', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('counts whole days and hours', () => {
    expect(relativeDaysHours('2026-11-23T17:30:00Z', now)).toBe('in 2d 5h');
    expect(relativeDaysHours('2026-11-19T06:59:00Z', now)).toBe('2d 5h ago');
    expect(relativeDaysHours('2026-11-21T15:10:00Z', now)).toBe('in 0d 3h');
    expect(relativeDaysHours('nope', now)).toBe('');
  });
});

describe('dates and times', () => {
  const date = new Date('2026-11-21T14:00:00Z');
  it('formats a long date in a given zone', () => {
    expect(formatLongDate(date, 'Asia/Kolkata')).toBe('Saturday, 21 November 2026');
    expect(formatLongDate('2026-11-21T20:00:00Z', 'Asia/Kolkata')).toBe('Sunday, 22 November 2026');
  });
  it('formats times on a 12-hour clock', () => {
    expect(formatTime(date, 'Asia/Kolkata')).toBe('7:30 pm');
    expect(formatTime(date, 'UTC')).toBe('2:00 pm');
  });
  it('formats short dates and date-times', () => {
    expect(formatShortDate(date, 'UTC')).toBe('21 Nov 2026');
    expect(formatDateTime(date, 'Asia/Kolkata')).toBe('Sat, 21 Nov 2026, 7:30 pm');
  });
  it('formats a month and year', () => {
    expect(formatMonthYear(date, 'UTC')).toBe('November 2026');
    expect(formatMonthYear('2026-11-30T20:00:00Z', 'Asia/Kolkata')).toBe('December 2026');
    expect(formatMonthYear('x')).toBe('');
  });
  it('returns empty text for invalid dates', () => {
    expect(formatLongDate('x')).toBe('');
    expect(formatTime('x')).toBe('');
    expect(formatDateTime('x')).toBe('');
  });
});

/** Runs a block's tests with the page in a language (`<html lang>`), restoring it after. */
function onPageIn(lang: string) {
  let before: string;
  beforeEach(() => {
    before = document.documentElement.lang;
    document.documentElement.lang = lang;
  });
  afterEach(() => {
    document.documentElement.lang = before;
  });
}

const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;

describe('on an English page (lang="en")', () => {
  onPageIn('en');
  const date = new Date('2026-11-21T14:00:00Z');
  const now = new Date('2026-11-21T12:00:00Z');
  it('formats as en-IN', () => {
    expect(formatIndianNumber(100000)).toBe('1,00,000');
    expect(formatRupees(12345650)).toBe('₹1,23,456.50');
    expect(formatLongDate(date, 'Asia/Kolkata')).toBe('Saturday, 21 November 2026');
    expect(formatDateTime(date, 'Asia/Kolkata')).toBe('Sat, 21 Nov 2026, 7:30 pm');
    expect(timeAgo('2026-11-21T11:00:00Z', now)).toBe('1h ago');
    expect(relativeDaysHours('2026-11-23T17:30:00Z', now)).toBe('in 2d 5h');
  });
});

describe('on a Hindi page (lang="hi")', () => {
  onPageIn('hi');
  const date = new Date('2026-11-21T14:00:00Z');
  const now = new Date('2026-11-21T12:00:00Z');

  it('keeps Indian grouping and Latin digits in numbers and rupees', () => {
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
    expect(formatIndianNumber(100000)).toBe('1,00,000');
    expect(formatIndianNumber(-1234.5)).toBe('-1,234.5');
    expect(formatIndianNumber(Number.NaN)).toBe('—');
    expect(formatRupees(12345650)).toBe('₹1,23,456.50');
    expect(formatRupees(100)).toBe('₹1');
    expect(formatRupees(-250000)).toBe('-₹2,500');
    expect(formatRupees(-0)).toBe('₹0');
  });

  it('writes dates in Hindi with Latin digits', () => {
    const long = formatLongDate(date, 'Asia/Kolkata');
    expect(long).toBe('शनिवार, 21 नवंबर 2026');
    expect(formatMonthYear(date, 'UTC')).toBe('नवंबर 2026');
    const short = formatShortDate(date, 'UTC');
    expect(short).toMatch(/^21 \S*[\u0900-\u097F]\S* 2026$/);
    expect(formatTime(date, 'Asia/Kolkata')).toMatch(/^7:30\b/);
    const dateTime = formatDateTime(date, 'Asia/Kolkata');
    expect(dateTime).toMatch(/^शनि, 21 /);
    expect(dateTime).toContain(', 7:30');
    for (const text of [long, short, dateTime, formatTime(date, 'UTC')]) expect(text).not.toMatch(DEVANAGARI_DIGIT);
    expect(formatLongDate('x')).toBe('');
  });

  it('says relative times in Hindi', () => {
    expect(timeAgo('2026-11-21T11:59:30Z', now)).toBe('अभी');
    expect(timeAgo('2026-11-21T11:55:00Z', now)).toBe('5 मिनट पहले');
    expect(timeAgo('2026-11-21T12:30:00Z', now)).toBe('30 मिनट में');
    expect(timeAgo('2026-11-19T12:00:00Z', now)).toBe('2 दिन पहले');
    expect(timeAgo('not a date', now)).toBe('');
    expect(relativeDaysHours('2026-11-23T17:30:00Z', now)).toBe('2 दिन 5 घंटे में');
    expect(relativeDaysHours('2026-11-19T06:59:00Z', now)).toBe('2 दिन 5 घंटे पहले');
    expect(relativeDaysHours('nope', now)).toBe('');
  });

  it('goes back to English as soon as the page does', () => {
    expect(formatLongDate(date, 'Asia/Kolkata')).toBe('शनिवार, 21 नवंबर 2026');
    document.documentElement.lang = 'en';
    expect(formatLongDate(date, 'Asia/Kolkata')).toBe('Saturday, 21 November 2026');
    expect(timeAgo('2026-11-21T11:55:00Z', now)).toBe('5m ago');
  });
});
