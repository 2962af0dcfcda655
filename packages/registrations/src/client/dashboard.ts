/**
 * The registrations dashboard's filtering and aggregation (spec 2, 5, 9), as pure functions
 * of the rows, the filters and "now": the screen only renders what these return.
 */
import { RANGE_DAYS, RECENT_LIMIT, TOP_DOMAINS, type Range, type Registration } from '../contract';

export const ALL_ROLES = 'all';
/** How a blank role cell is shown and filtered. */
export const UNSPECIFIED_ROLE = 'Unspecified';
export const UNKNOWN_DOMAIN = 'unknown';

const DAY_MS = 86_400_000;

export interface Filters {
  range: Range;
  /** ALL_ROLES or a role as `roleOf` spells it. */
  role: string;
  search: string;
}

export const roleOf = (row: Registration): string => row.role.trim() || UNSPECIFIED_ROLE;

const time = (row: Registration): number => Date.parse(row.timestamp);

/** Spec 5: within the last N days of `now`; an unparsable timestamp never matches. */
export function inRange(row: Registration, range: Range, now: number): boolean {
  const t = time(row);
  if (Number.isNaN(t)) return false;
  const days = RANGE_DAYS[range];
  return days === null || t >= now - days * DAY_MS;
}

/** Case-insensitive match on name, email or Gmail id; digits also match the phone's digits. */
export function matchesSearch(row: Registration, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const text = [row.fullName, row.emailAddress, row.gmailId, row.phNo].join('\n').toLowerCase();
  if (text.includes(q)) return true;
  const digits = q.replace(/[\s+()-]/g, '');
  return /^\d{3,}$/.test(digits) && row.phNo.replace(/\D/g, '').includes(digits);
}

export function filterRows(rows: Registration[], filters: Filters, now: number): Registration[] {
  return rows.filter(
    (row) => inRange(row, filters.range, now) && (filters.role === ALL_ROLES || roleOf(row) === filters.role) && matchesSearch(row, filters.search),
  );
}

/** Every role in the sheet, alphabetical, Unspecified last: the Role dropdown. */
export function roleOptions(rows: Registration[]): string[] {
  const roles = new Set(rows.map(roleOf));
  const named = [...roles].filter((r) => r !== UNSPECIFIED_ROLE).sort((a, b) => a.localeCompare(b));
  return roles.has(UNSPECIFIED_ROLE) ? [...named, UNSPECIFIED_ROLE] : named;
}

/** Local calendar day as YYYY-MM-DD (the viewer's zone, like the labels). */
export function dayKey(t: number): string {
  const d = new Date(t);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function startOfLocalDay(t: number): number {
  const d = new Date(t);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Counts by key, largest first (ties alphabetical). */
function countBy(values: string[]): Array<{ label: string; count: number }> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export interface Summary {
  total: number;
  uniqueRoles: number;
  phones: number;
  emails: number;
  today: number;
  last7Days: number;
  dailyAverage: number;
  topRole: { label: string; count: number } | null;
}

/** Stat cards and KPI tiles for the filtered rows. `days` is the span the rows cover. */
export function summarise(rows: Registration[], now: number, days: number): Summary {
  const today = dayKey(now);
  const roles = countBy(rows.map(roleOf).filter((r) => r !== UNSPECIFIED_ROLE));
  return {
    total: rows.length,
    uniqueRoles: roles.length,
    phones: rows.filter((r) => r.phNo.trim()).length,
    emails: rows.filter((r) => r.emailAddress.trim()).length,
    today: rows.filter((r) => dayKey(time(r)) === today).length,
    last7Days: rows.filter((r) => time(r) >= now - 7 * DAY_MS && time(r) <= now).length,
    dailyAverage: days > 0 ? Math.round((rows.length / days) * 10) / 10 : 0,
    topRole: roles[0] ?? null,
  };
}

export interface Timeline {
  /** YYYY-MM-DD per point. */
  days: string[];
  labels: string[];
  counts: number[];
}

const labelFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

/**
 * Registrations per local day, every day of the range present (zeros included) so the line
 * reads as time: from N days ago for 7d/30d/90d, from the first row for All, up to today.
 */
export function timeline(rows: Registration[], range: Range, now: number): Timeline {
  const counts = new Map<string, number>();
  let first = startOfLocalDay(now);
  for (const row of rows) {
    const t = time(row);
    if (Number.isNaN(t)) continue;
    counts.set(dayKey(t), (counts.get(dayKey(t)) ?? 0) + 1);
    first = Math.min(first, startOfLocalDay(t));
  }
  const days = RANGE_DAYS[range];
  if (days !== null) first = startOfLocalDay(now - days * DAY_MS);
  const out: Timeline = { days: [], labels: [], counts: [] };
  const last = startOfLocalDay(now);
  // Step by calendar date, not 24 h, so a daylight-saving change never skips a day.
  for (let d = new Date(first); d.getTime() <= last; d.setDate(d.getDate() + 1)) {
    const key = dayKey(d.getTime());
    out.days.push(key);
    out.labels.push(labelFormat.format(d));
    out.counts.push(counts.get(key) ?? 0);
  }
  return out;
}

/** How many days the timeline spans (for the daily average). */
export const spanDays = (t: Timeline): number => t.days.length;

/** Spec 2: the latest 12, newest first. */
export function recentRows(rows: Registration[], limit: number = RECENT_LIMIT): Registration[] {
  return [...rows].sort((a, b) => time(b) - time(a)).slice(0, limit);
}

export function roleDistribution(rows: Registration[]) {
  return countBy(rows.map(roleOf));
}

/** Spec 2: three bars, Email, Phone and Gmail (rows with a Gmail id). */
export function contactMethods(rows: Registration[]) {
  return [
    { label: 'Email', count: rows.filter((r) => r.emailAddress.trim()).length },
    { label: 'Phone', count: rows.filter((r) => r.phNo.trim()).length },
    { label: 'Gmail', count: rows.filter((r) => r.gmailId.trim()).length },
  ];
}

/** The part after the last @, lower-cased; a blank (or @-less) address counts as unknown. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  const domain =
    at >= 0
      ? email
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : '';
  return domain || UNKNOWN_DOMAIN;
}

export function topEmailDomains(rows: Registration[], limit: number = TOP_DOMAINS) {
  return countBy(rows.map((r) => emailDomain(r.emailAddress))).slice(0, limit);
}
