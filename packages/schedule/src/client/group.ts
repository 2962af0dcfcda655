/** Groups fixtures by the viewer's local calendar day, oldest day first (spec 2). */
import type { Match } from '../contract';
import { byMatchDate } from '../match-time';

export interface MatchDay {
  /** yyyy-mm-dd in the viewer's zone: a stable key and the group's id. */
  key: string;
  /** Any instant of that day, for the long date heading. */
  date: Date;
  matches: Match[];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function localDayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function groupByLocalDay(matches: Match[]): MatchDay[] {
  const days = new Map<string, MatchDay>();
  for (const match of [...matches].sort(byMatchDate)) {
    const date = new Date(match.matchDate);
    if (Number.isNaN(date.getTime())) continue;
    const key = localDayKey(date);
    const day = days.get(key) ?? { key, date, matches: [] };
    day.matches.push(match);
    days.set(key, day);
  }
  return [...days.values()];
}
