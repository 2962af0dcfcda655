/**
 * Spec 2 charts, computed from the latest rows (up to 200 of each): per-day series over the
 * last 30 days that have data, and fund sources with zero slices left out. Amounts are
 * rupees (charts draw numbers); days are the viewer's local calendar days, named in the
 * page's language (`en-IN` or `hi-IN`).
 */
import type { Contribution, Expense } from '../contract';

export interface DaySeries {
  labels: string[];
  player: number[];
  sponsor: number[];
  expense: number[];
  income: number[];
  net: number[];
}

/** A fund source, named in English here; the chart shows it in the page's language. */
export type FundSource = 'Players' | 'Sponsors' | 'Expenses';

export interface FundSources {
  labels: FundSource[];
  values: number[];
}

const MAX_DAYS = 30;

function dayKey(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const dayLabels = new Map<string, Intl.DateTimeFormat>();
function labelOf(key: string, locale: string): string {
  let format = dayLabels.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
    dayLabels.set(locale, format);
  }
  const [y, m, d] = key.split('-').map(Number);
  return format.format(new Date(y!, m! - 1, d!));
}

/** Sums per day in paise, then the last 30 days with any data, oldest first. */
export function dailySeries(contributions: Contribution[], expenses: Expense[], locale = 'en-IN'): DaySeries {
  const days = new Map<string, { player: number; sponsor: number; expense: number }>();
  const day = (key: string) => {
    let entry = days.get(key);
    if (!entry) {
      entry = { player: 0, sponsor: 0, expense: 0 };
      days.set(key, entry);
    }
    return entry;
  };
  for (const c of contributions) {
    const entry = day(dayKey(c.createdAt));
    if (c.contributorType === 'PLAYER') entry.player += c.amountPaise;
    else entry.sponsor += c.amountPaise;
  }
  for (const e of expenses) day(dayKey(e.createdAt)).expense += e.amountPaise;
  const keys = [...days.keys()].sort().slice(-MAX_DAYS);
  const rupees = (paise: number) => paise / 100;
  const pick = (f: (v: { player: number; sponsor: number; expense: number }) => number) => keys.map((k) => rupees(f(days.get(k)!)));
  return {
    labels: keys.map((key) => labelOf(key, locale)),
    player: pick((v) => v.player),
    sponsor: pick((v) => v.sponsor),
    expense: pick((v) => v.expense),
    income: pick((v) => v.player + v.sponsor),
    net: pick((v) => v.player + v.sponsor - v.expense),
  };
}

/** Players, sponsors and expenses as slices; a zero slice is omitted (spec 2). */
export function fundSources(contributions: Contribution[], expenses: Expense[]): FundSources {
  const sum = (rows: Array<{ amountPaise: number }>) => rows.reduce((total, r) => total + r.amountPaise, 0);
  const slices: Array<[FundSource, number]> = [
    ['Players', sum(contributions.filter((c) => c.contributorType === 'PLAYER'))],
    ['Sponsors', sum(contributions.filter((c) => c.contributorType === 'SPONSOR'))],
    ['Expenses', sum(expenses)],
  ];
  const kept = slices.filter(([, paise]) => paise > 0);
  return { labels: kept.map(([label]) => label), values: kept.map(([, paise]) => paise / 100) };
}
