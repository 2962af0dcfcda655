/**
 * Sheet timestamps. A Google Form writes wall-clock times in the sheet's locale and zone
 * with no offset: "28/10/2026 14:32:10" (India) or "10/28/2026 14:32:10" (US). The day
 * order is decided once per file (a first number above 12 proves day-first), and the wall
 * time is read in the league's time zone. Anything that is not a real date gives null.
 */

const SLASH_DATE = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([ap]\.?m\.?)?)?$/i;
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Whether the file's slash dates put the day first. Evidence wins (a first part above 12
 * means day-first, a second part above 12 means month-first); with none, day-first, the
 * Indian sheet default.
 */
export function prefersDayFirst(values: string[]): boolean {
  let dayFirstSeen = false;
  let monthFirstSeen = false;
  for (const value of values) {
    const m = SLASH_DATE.exec(value.trim());
    if (!m || m[1]!.length === 4) continue;
    if (Number(m[1]) > 12) dayFirstSeen = true;
    if (Number(m[2]) > 12) monthFirstSeen = true;
  }
  return dayFirstSeen || !monthFirstSeen;
}

export interface TimestampOptions {
  dayFirst: boolean;
  timeZone: string;
}

export function parseSheetTimestamp(text: string, options: TimestampOptions): Date | null {
  const value = text.trim();
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}T/.test(value) && HAS_OFFSET.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const m = SLASH_DATE.exec(value);
  if (!m) return null;
  const [, a, b, c, hh, mm, ss, meridiem] = m;
  let year: number;
  let month: number;
  let day: number;
  if (a!.length === 4) {
    [year, month, day] = [Number(a), Number(b), Number(c)];
  } else {
    if (c!.length === 3) return null;
    year = c!.length <= 2 ? 2000 + Number(c) : Number(c);
    [day, month] = options.dayFirst ? [Number(a), Number(b)] : [Number(b), Number(a)];
  }
  let hour = hh === undefined ? 0 : Number(hh);
  const minute = mm === undefined ? 0 : Number(mm);
  const second = ss === undefined ? 0 : Number(ss);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase().startsWith('p');
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59 || year < 1970 || year > 2100) return null;
  return zonedWallTimeToUtc({ year, month, day, hour, minute, second }, options.timeZone);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone is ahead of UTC at instant `ms`. */
function zoneOffset(ms: number, timeZone: string): number {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const p: Record<string, number> = {};
  for (const part of format.formatToParts(ms)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant at which the zone's clocks show `wall` (the later one across a DST change). */
export function zonedWallTimeToUtc(wall: WallTime, timeZone: string): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = guess - zoneOffset(guess, timeZone);
  const second = guess - zoneOffset(first, timeZone);
  return new Date(second);
}

/** Throws RangeError for a zone the runtime does not know (checked once at start). */
export function assertTimeZone(timeZone: string): void {
  new Intl.DateTimeFormat('en-US', { timeZone });
}
