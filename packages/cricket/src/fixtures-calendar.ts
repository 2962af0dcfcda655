/**
 * The fixture generator's calendar half: the league's slots laid out day by day in its time zone,
 * and the book of who plays when (grounds taken, matches per team per local day, blackouts).
 */
import { calendarDayNumber } from '@league/core/contract';
import { fromZonedTime } from 'date-fns-tz';

export interface SlotRule {
  weekday: number;
  time: string;
  ground: string;
}

/** One concrete slot: a ground at an instant, with the league-local day and time it falls on. */
export interface Slot {
  at: number;
  day: string;
  time: string;
  ground: string;
  /** Position in the slots' order (time, then the order the league lists its grounds). */
  index: number;
}

const DAY_MS = 86_400_000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Days since 1970-01-01 of a calendar date; throws on anything but a real YYYY-MM-DD. */
export function dayNumber(date: string, what = 'date'): number {
  const n = calendarDayNumber(date);
  if (n === null) throw new Error(`${what} must be a date written YYYY-MM-DD, not "${date}"`);
  return n;
}

const dateOf = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

export function checkTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone }).format(0);
  } catch {
    throw new Error(`Unknown time zone "${timeZone}"`);
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** 'YYYY-MM-DDTHH:MM' league-local. A formatter kept per zone: building one costs more than the rest of a slot. */
function localMinute(at: number | Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const part: Record<string, string> = {};
  for (const p of f.formatToParts(at)) part[p.type] = p.value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The league-local calendar day ("YYYY-MM-DD") of an instant. */
export const localDay = (at: number | Date, timeZone: string) => localMinute(at, timeZone).slice(0, 10);

/** The league-local time of day ("HH:MM") of an instant. */
export const localTime = (at: number | Date, timeZone: string) => localMinute(at, timeZone).slice(11);

/**
 * Every slot between two dates (inclusive, league-local), in time order. A local time the clocks
 * skip on a DST change does not exist that day, so that slot is left out rather than moved.
 */
export function enumerateSlots(rules: readonly SlotRule[], startDate: string, endDate: string, timeZone: string): Slot[] {
  checkTimeZone(timeZone);
  const first = dayNumber(startDate, 'startDate');
  const last = dayNumber(endDate, 'endDate');
  if (last < first) throw new Error(`endDate ${endDate} is before startDate ${startDate}`);
  for (const rule of rules) {
    if (!Number.isInteger(rule.weekday) || rule.weekday < 0 || rule.weekday > 6)
      throw new Error(`A slot's weekday must be 0 (Sunday) to 6, not ${rule.weekday}`);
    if (!TIME.test(rule.time)) throw new Error(`A slot's time must be written HH:MM, not "${rule.time}"`);
  }
  const slots: Omit<Slot, 'index'>[] = [];
  for (let d = first; d <= last; d++) {
    const day = dateOf(d);
    // 1970-01-01 was a Thursday (weekday 4).
    const weekday = (((d + 4) % 7) + 7) % 7;
    const instants = new Map<string, number | null>();
    for (const rule of rules) {
      if (rule.weekday !== weekday) continue;
      let at = instants.get(rule.time);
      if (at === undefined) {
        at = fromZonedTime(`${day}T${rule.time}:00`, timeZone).getTime();
        if (localMinute(at, timeZone) !== `${day}T${rule.time}`) at = null;
        instants.set(rule.time, at);
      }
      if (at !== null) slots.push({ at, day, time: rule.time, ground: rule.ground });
    }
  }
  const groundOrder = new Map<string, number>();
  for (const rule of rules) if (!groundOrder.has(rule.ground)) groundOrder.set(rule.ground, groundOrder.size);
  slots.sort((a, b) => a.at - b.at || groundOrder.get(a.ground)! - groundOrder.get(b.ground)!);
  // The same weekday, time and ground listed twice is one slot.
  const unique = slots.filter((s, i) => i === 0 || s.at !== slots[i - 1]!.at || s.ground !== slots[i - 1]!.ground);
  return unique.map((s, index) => ({ ...s, index }));
}

export const instantOf = (iso: string) => new Date(iso).getTime();
const groundKey = (ground: string, at: number) => `${at} ${ground}`;

/** Who plays when: the bookings a new fixture must not clash with. */
export class Bookings {
  private readonly grounds = new Set<string>();
  private readonly perDay = new Map<number, Map<string, number>>();
  /** Each team's match starts: a match holds its teams for `matchLengthMs` from its start. */
  private readonly starts = new Map<number, number[]>();
  private readonly blackouts = new Map<number, { from: string; to: string }[]>();

  constructor(
    private readonly timeZone: string,
    private readonly maxPerTeamPerDay: number,
    blackouts: readonly { teamId: number; from: string; to: string }[],
    private readonly matchLengthMs: number,
  ) {
    if (!Number.isInteger(maxPerTeamPerDay) || maxPerTeamPerDay < 1)
      throw new Error(`maxPerTeamPerDay must be a whole number of at least 1, not ${maxPerTeamPerDay}`);
    if (!Number.isInteger(matchLengthMs) || matchLengthMs < 1) throw new Error(`matchLengthMs must be a whole number of at least 1, not ${matchLengthMs}`);
    for (const b of blackouts) {
      dayNumber(b.from, 'A blackout date');
      dayNumber(b.to, 'A blackout date');
      const list = this.blackouts.get(b.teamId) ?? [];
      list.push({ from: b.from, to: b.to });
      this.blackouts.set(b.teamId, list);
    }
  }

  takeGround(ground: string, at: number): void {
    this.grounds.add(groundKey(ground, at));
  }

  groundFree(slot: Pick<Slot, 'ground' | 'at'>): boolean {
    return !this.grounds.has(groundKey(slot.ground, slot.at));
  }

  blackedOut(teamId: number, day: string): boolean {
    return (this.blackouts.get(teamId) ?? []).some((b) => b.from <= day && day <= b.to);
  }

  /** Under the day's limit and not playing then: no match of the team starts within a match's length of this one. */
  teamFree(teamId: number, slot: Pick<Slot, 'day' | 'at'>): boolean {
    return this.underLimit(teamId, slot.day) && !(this.starts.get(teamId) ?? []).some((at) => Math.abs(at - slot.at) < this.matchLengthMs);
  }

  private underLimit(teamId: number, day: string): boolean {
    return (this.perDay.get(teamId)?.get(day) ?? 0) < this.maxPerTeamPerDay;
  }

  /** `blackouts: false` asks where the pair would go but for the blackouts. */
  legal(team1Id: number, team2Id: number, slot: Slot, blackouts = true): boolean {
    return (
      this.groundFree(slot) &&
      !(blackouts && (this.blackedOut(team1Id, slot.day) || this.blackedOut(team2Id, slot.day))) &&
      this.teamFree(team1Id, slot) &&
      this.teamFree(team2Id, slot)
    );
  }

  /** Books a fixture; `day` defaults to the instant's league-local day. */
  book(team1Id: number, team2Id: number, ground: string, at: number, day = localDay(at, this.timeZone)): void {
    this.takeGround(ground, at);
    for (const team of [team1Id, team2Id]) {
      const days = this.perDay.get(team) ?? new Map<string, number>();
      days.set(day, (days.get(day) ?? 0) + 1);
      this.perDay.set(team, days);
      const starts = this.starts.get(team) ?? [];
      starts.push(at);
      this.starts.set(team, starts);
    }
  }

  /**
   * Why no slot of `slots` suits this pair, in a sentence an organiser can act on, e.g.
   * "No free slot between 2026-12-01 and 2026-12-31 outside team 3's blackout".
   */
  whyNoSlot(team1Id: number, team2Id: number, slots: readonly Slot[], startDate: string, endDate: string): string {
    const range = startDate === endDate ? `on ${startDate}` : `between ${startDate} and ${endDate}`;
    if (slots.length === 0) return `No slot ${range}: none of the slots' weekdays falls in those dates`;
    const free = slots.filter((s) => this.groundFree(s));
    if (free.length === 0) return `No free slot ${range}: every slot is already taken`;
    const blocking = [team1Id, team2Id].filter((t) => free.some((s) => this.blackedOut(t, s.day)));
    const outside =
      blocking.length === 0
        ? ''
        : blocking.length === 1
          ? ` outside team ${blocking[0]}'s blackout`
          : ` outside the blackouts of team ${team1Id} and team ${team2Id}`;
    const open = free.filter((s) => !this.blackedOut(team1Id, s.day) && !this.blackedOut(team2Id, s.day));
    if (open.length === 0) return `No free slot ${range}${outside}`;
    if (open.some((s) => this.underLimit(team1Id, s.day) && this.underLimit(team2Id, s.day)))
      return `No free slot ${range}${outside} at a time when neither team ${team1Id} nor team ${team2Id} is playing another match`;
    const limit = this.maxPerTeamPerDay === 1 ? '1 match' : `${this.maxPerTeamPerDay} matches`;
    return `No free slot ${range}${outside} on a day when neither team ${team1Id} nor team ${team2Id} has reached the limit of ${limit} a day`;
  }
}
