/**
 * Formatters shared by every screen: Indian digit grouping, rupees from paise, relative
 * times and long dates. Intl formatters are built once per language because constructing
 * them is the slow part and lists call these per row.
 *
 * The language is the page's (`<html lang>`, 'hi' under /hi), read at each call so a switch
 * of language needs no wiring: 'hi-IN' on a Hindi page, 'en-IN' otherwise (and on the server,
 * which has no document). Both keep Indian grouping (1,00,000) and Latin digits: Hindi's
 * default is Latin in today's ICU, and `numberingSystem: 'latn'` makes sure of it everywhere.
 */

export type DateInput = Date | string | number;

type FormatLocale = 'en-IN' | 'hi-IN';

/** The Intl locale of the page being shown, at the time of the call. */
function currentLocale(): FormatLocale {
  const lang = typeof document === 'undefined' ? '' : (document.documentElement?.lang ?? '');
  return lang === 'hi' || lang.startsWith('hi-') ? 'hi-IN' : 'en-IN';
}

const LATIN = { numberingSystem: 'latn' } as const;

/** One formatter per locale and kind, built on first use. */
function cached<T>(make: (locale: FormatLocale) => T): () => T {
  const made = new Map<FormatLocale, T>();
  return () => {
    const locale = currentLocale();
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const numberFormat = cached((l) => new Intl.NumberFormat(l, { ...LATIN, maximumFractionDigits: 2 }));
const rupeeFormat = cached(
  (l) =>
    new Intl.NumberFormat(l, {
      ...LATIN,
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
// Money with paise always shows both digits: "₹2,000.50", never "₹2,000.5".
const rupeePaiseFormat = cached(
  (l) =>
    new Intl.NumberFormat(l, {
      ...LATIN,
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
// Hindi relative times ("5 मिनट पहले", "30 मिनट में"); always with the number, never "परसों".
const relativeFormat = cached((l) => new Intl.RelativeTimeFormat(l, { ...LATIN, numeric: 'always', style: 'long' }));
const dayUnitFormat = cached((l) => new Intl.NumberFormat(l, { ...LATIN, style: 'unit', unit: 'day', unitDisplay: 'long' }));
const hourUnitFormat = cached((l) => new Intl.NumberFormat(l, { ...LATIN, style: 'unit', unit: 'hour', unitDisplay: 'long' }));

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function isValid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

/** First letters of up to `max` words, upper-cased: "Royal Strikers XI" -> "RS"; "" -> "?". */
export function initials(name: string | null | undefined, max = 2): string {
  const letters: string[] = [];
  for (const word of (name ?? '').trim().split(/\s+/)) {
    if (letters.length >= max) break;
    // Skip punctuation-only words such as "&" or "-", and take a whole code point.
    const first = word.match(/[\p{L}\p{N}]/u)?.[0];
    if (first) letters.push(first.toLocaleUpperCase(currentLocale()));
  }
  return letters.length > 0 ? letters.join('') : '?';
}

/** Indian digit grouping: 1234567 -> "12,34,567". Not-a-number gives an em dash. */
export function formatIndianNumber(n: number): string {
  return Number.isFinite(n) ? numberFormat().format(n) : '—';
}

/** Paise (integer money) to rupees as a number: 12345650 -> 123456.5. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/**
 * Indian rupee format: whole rupees without decimals, anything with paise with exactly two:
 * 12345650 -> "₹1,23,456.50", 100 -> "₹1", 150 -> "₹1.50", -5000 -> "-₹50". Adding 0 turns
 * -0 into 0 so nothing prints "-₹0".
 */
export function formatRupees(paise: number): string {
  if (!Number.isFinite(paise)) return '—';
  const whole = Math.round(paise) % 100 === 0;
  return (whole ? rupeeFormat() : rupeePaiseFormat()).format(paiseToRupees(paise) + 0);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Short relative time: "just now", "5m ago", "3h ago", "2d ago", then weeks, months and
 * years ("3w ago", "4mo ago", "1y ago"). Future times read "in 5m". Invalid dates give "".
 * On a Hindi page the same steps in Hindi words: "अभी", "5 मिनट पहले", "30 मिनट में".
 */
export function timeAgo(date: DateInput, now: DateInput = new Date()): string {
  const then = toDate(date);
  const ref = toDate(now);
  if (!isValid(then) || !isValid(ref)) return '';
  const diff = ref.getTime() - then.getTime();
  const abs = Math.abs(diff);
  const hindi = currentLocale() === 'hi-IN';
  // Intl's own "now" in Hindi is "अब"; a feed says "अभी" (just now).
  if (abs < MINUTE) return hindi ? 'अभी' : 'just now';
  let count: number;
  let unit: Intl.RelativeTimeFormatUnit;
  let short: string;
  if (abs < HOUR) [count, unit, short] = [Math.floor(abs / MINUTE), 'minute', 'm'];
  else if (abs < DAY) [count, unit, short] = [Math.floor(abs / HOUR), 'hour', 'h'];
  else if (abs < 7 * DAY) [count, unit, short] = [Math.floor(abs / DAY), 'day', 'd'];
  else if (abs < 30 * DAY) [count, unit, short] = [Math.floor(abs / (7 * DAY)), 'week', 'w'];
  else if (abs < 365 * DAY) [count, unit, short] = [Math.floor(abs / (30 * DAY)), 'month', 'mo'];
  else [count, unit, short] = [Math.floor(abs / (365 * DAY)), 'year', 'y'];
  if (hindi) return relativeFormat().format(diff >= 0 ? -count : count, unit);
  return diff >= 0 ? `${count}${short} ago` : `in ${count}${short}`;
}

/**
 * Whole days and hours between `now` and `date` (the schedule cards): future
 * "in 2d 5h", past "2d 5h ago"; "in 0d 3h" is allowed. Invalid dates give "".
 * On a Hindi page: "2 दिन 5 घंटे में", "2 दिन 5 घंटे पहले".
 */
export function relativeDaysHours(date: DateInput, now: DateInput = new Date()): string {
  const then = toDate(date);
  const ref = toDate(now);
  if (!isValid(then) || !isValid(ref)) return '';
  const diff = then.getTime() - ref.getTime();
  const totalHours = Math.floor(Math.abs(diff) / HOUR);
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  if (currentLocale() === 'hi-IN') {
    const text = `${dayUnitFormat().format(days)} ${hourUnitFormat().format(hours)}`;
    return diff >= 0 ? `${text} में` : `${text} पहले`;
  }
  const text = `${days}d ${hours}h`;
  return diff >= 0 ? `in ${text}` : `${text} ago`;
}

// Keyed by language and time zone ('' = the viewer's own) so each formatter is built once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(kind: string, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const locale = currentLocale();
  const key = `${locale}|${kind}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...LATIN, ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

// Assembled from parts because browsers' ICU versions disagree on commas and case.
function parts(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of format.formatToParts(date)) out[part.type] = part.value;
  return out;
}

/** "Saturday, 21 November 2026". `timeZone` defaults to the viewer's own. */
export function formatLongDate(date: DateInput, timeZone?: string): string {
  const d = toDate(date);
  if (!isValid(d)) return '';
  const format = dateFormat('long', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, timeZone);
  const p = parts(format, d);
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** "21 Nov 2026": for table cells and compact cards. */
export function formatShortDate(date: DateInput, timeZone?: string): string {
  const d = toDate(date);
  if (!isValid(d)) return '';
  const format = dateFormat('short', { day: 'numeric', month: 'short', year: 'numeric' }, timeZone);
  const p = parts(format, d);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "November 2026" (a sponsor's "since"). `timeZone` defaults to the viewer's own. */
export function formatMonthYear(date: DateInput, timeZone?: string): string {
  const d = toDate(date);
  if (!isValid(d)) return '';
  const p = parts(dateFormat('month-year', { month: 'long', year: 'numeric' }, timeZone), d);
  return `${p.month} ${p.year}`;
}

/** "7:30 pm" (12-hour clock, as Indian readers expect). */
export function formatTime(date: DateInput, timeZone?: string): string {
  const d = toDate(date);
  if (!isValid(d)) return '';
  const format = dateFormat('time', { hour: 'numeric', minute: '2-digit', hour12: true }, timeZone);
  const p = parts(format, d);
  return `${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}`.trim();
}

/** "Sat, 21 Nov 2026, 7:30 pm". */
export function formatDateTime(date: DateInput, timeZone?: string): string {
  const d = toDate(date);
  if (!isValid(d)) return '';
  const format = dateFormat('weekday', { weekday: 'short' }, timeZone);
  const weekday = parts(format, d).weekday;
  return `${weekday}, ${formatShortDate(d, timeZone)}, ${formatTime(d, timeZone)}`;
}

/** The viewer's IANA time zone name ("Asia/Kolkata"), for "times are in your zone" notes. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO instant as a datetime-local value ("2026-04-05T07:00"): the wall time in `timeZone`
 * (the league's), or in the viewer's own zone while that is not known yet; '' for no date.
 */
export function toLocalInput(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  // A form's value, not text for a reader: always the same digits and order, whatever the language.
  if (!timeZone) return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}T${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
