/**
 * The fixture generator (spec part "league people and reach" section 4): round robin pairings laid
 * over the league's slots in its time zone, around blackouts and a per-day limit, slot times shared
 * fairly, the same seed giving the same plan; and the rain reschedule's next free slot.
 */
import { Bookings, dayNumber, enumerateSlots, instantOf, localDay, localTime, type Slot, type SlotRule } from './fixtures-calendar';
import { roundRobinPairs, seededPrng, shuffled } from './fixtures-pairing';

export { roundRobinPairs, type RoundRobinRound } from './fixtures-pairing';
export { dayNumber, localDay, localTime } from './fixtures-calendar';

export interface FixturePlanInput {
  /** Groups: a round robin inside each group (no group, or null, is a group of its own). */
  teams: { id: number; group?: string | null }[];
  /** Single or double round robin (the second half swaps home and away). */
  rounds: 1 | 2;
  /** YYYY-MM-DD, inclusive, in timeZone. */
  startDate: string;
  endDate: string;
  /** IANA, e.g. 'Asia/Kolkata'. */
  timeZone: string;
  /** weekday 0-6, 0 = Sunday; time 'HH:MM' league-local. */
  slots: SlotRule[];
  /** YYYY-MM-DD inclusive. */
  blackouts: { teamId: number; from: string; to: string }[];
  maxPerTeamPerDay: number;
  /**
   * How long a match holds its two teams (the league's calendar event length): a team's
   * matches start at least this far apart, whatever the ground.
   */
  matchLengthMs: number;
  seed: number | string;
  /** Slots already used by existing fixtures (ISO instants), not to be double-booked. */
  taken?: { ground: string; matchDate: string }[];
  /**
   * The league's fixtures already in the book: their teams are busy then and count towards
   * the day's limit (a team outside `teams` may have any number of its own).
   */
  existing?: ExistingFixture[];
}

export interface ExistingFixture {
  team1Id: number;
  team2Id: number;
  /** ISO instant. */
  matchDate: string;
  ground: string;
}

export interface PlannedFixture {
  team1Id: number;
  team2Id: number;
  /** ISO instant, UTC, e.g. 2026-12-06T01:30:00.000Z. */
  matchDate: string;
  ground: string;
  round: number;
  group: string | null;
}

export interface FairnessRow {
  teamId: number;
  matches: number;
  /** 'HH:MM' -> count, every slot time listed. */
  bySlotTime: Record<string, number>;
  byes: number;
  /** The fewest calendar days between two of the team's matches (0: twice in a day); null below two matches. */
  minRestDays: number | null;
  /** ground -> count, every ground listed. */
  byGround: Record<string, number>;
}

export interface FixturePlan {
  fixtures: PlannedFixture[];
  unplaced: { team1Id: number; team2Id: number; reason: string }[];
  fairness: FairnessRow[];
}

interface Pairing {
  team1Id: number;
  team2Id: number;
  round: number;
  group: string | null;
}

const lexicallyLess = (a: number[], b: number[]) => {
  const k = a.findIndex((v, i) => v !== b[i]);
  return k >= 0 && a[k]! < b[k]!;
};
const count = (map: Map<string, number> | undefined, key: string) => map?.get(key) ?? 0;
const bump = (outer: Map<number, Map<string, number>>, team: number, key: string) => {
  const inner = outer.get(team) ?? new Map<string, number>();
  inner.set(key, (inner.get(key) ?? 0) + 1);
  outer.set(team, inner);
};

/** Each group's teams in a seeded order, paired by the circle method. */
function pairings(input: FixturePlanInput, random: () => number): { pairings: Pairing[]; byes: Map<number, number> } {
  if (input.rounds !== 1 && input.rounds !== 2) throw new Error(`rounds must be 1 or 2, not ${String(input.rounds)}`);
  const groups = new Map<string | null, number[]>();
  const seen = new Set<number>();
  for (const team of input.teams) {
    if (seen.has(team.id)) throw new Error(`Team ${team.id} is listed twice`);
    seen.add(team.id);
    const group = team.group ?? null;
    groups.set(group, [...(groups.get(group) ?? []), team.id]);
  }
  // Sorted, so the plan depends on the seed and not on the order the teams were sent in.
  const names = [...groups.keys()].sort((a, b) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1));
  const out: Pairing[] = [];
  const byes = new Map<number, number>();
  for (const group of names) {
    const ids = shuffled(
      groups.get(group)!.sort((a, b) => a - b),
      random,
    );
    for (const r of roundRobinPairs(ids, input.rounds)) {
      for (const [team1Id, team2Id] of r.pairs) out.push({ team1Id, team2Id, round: r.round, group });
      if (r.bye !== null) byes.set(r.bye, (byes.get(r.bye) ?? 0) + 1);
    }
  }
  return { pairings: out, byes };
}

export function planFixtures(input: FixturePlanInput): FixturePlan {
  const random = seededPrng(input.seed);
  const { pairings: all, byes } = pairings(input, random);
  const slots = enumerateSlots(input.slots, input.startDate, input.endDate, input.timeZone);
  const book = bookingsOf(input);

  const timesOf = new Map<number, Map<string, number>>();
  const groundsOf = new Map<number, Map<string, number>>();
  const lastAt = new Map<number, number>();
  const placed: { pairing: Pairing; slot: Slot }[] = [];
  const unplaced: FixturePlan['unplaced'] = [];

  /**
   * On the earliest day with a legal slot (from index `from`, after `after`), the slot whose time
   * the two teams have had least, then the earliest, then the ground they have had least.
   */
  const choose = (p: Pairing, from: number, after: number, blackouts = true): Slot | null => {
    let first: Slot | null = null;
    let best: { slot: Slot; score: number[] } | null = null;
    for (let i = from; i < slots.length; i++) {
      const slot = slots[i]!;
      if (first && slot.day !== first.day) break;
      if (slot.at < after || !book.legal(p.team1Id, p.team2Id, slot, blackouts)) continue;
      first ??= slot;
      if (!blackouts) return slot;
      const teams = [p.team1Id, p.team2Id];
      const score = [
        teams.reduce((n, t) => n + count(timesOf.get(t), slot.time), 0),
        slot.at,
        teams.reduce((n, t) => n + count(groundsOf.get(t), slot.ground), 0),
        random(),
      ];
      if (!best || lexicallyLess(score, best.score)) best = { slot, score };
    }
    return best?.slot ?? null;
  };

  /** Books `p` at the slot `choose` finds after `after`, else anywhere legal; else lists it unplaced. */
  const place = (p: Pairing, after: number, mayPostpone: boolean): Slot | 'postponed' | null => {
    const fromIndex = slots.findIndex((s) => s.at >= after);
    let slot = fromIndex < 0 ? null : choose(p, fromIndex, after);
    // Put back by a blackout: played once the rounds are laid out, in a gap they leave, so one
    // team's exams neither idle the league nor push everyone else's matches back.
    if (mayPostpone && slot && slot.day !== choose(p, fromIndex, after, false)?.day) return 'postponed';
    slot ??= choose(p, 0, -Infinity);
    if (!slot) {
      unplaced.push({ team1Id: p.team1Id, team2Id: p.team2Id, reason: book.whyNoSlot(p.team1Id, p.team2Id, slots, input.startDate, input.endDate) });
      return null;
    }
    book.book(p.team1Id, p.team2Id, slot.ground, slot.at, slot.day);
    for (const t of [p.team1Id, p.team2Id]) {
      bump(timesOf, t, slot.time);
      bump(groundsOf, t, slot.ground);
    }
    placed.push({ pairing: p, slot });
    return slot;
  };

  const postponed: { p: Pairing; after: number }[] = [];
  const lastRound = Math.max(0, ...all.map((p) => p.round));
  let previousRoundStart = -Infinity;
  for (let round = 1; round <= lastRound; round++) {
    let roundStart = Infinity;
    for (const p of shuffled(
      all.filter((q) => q.round === round),
      random,
    )) {
      // Not before the previous round began, nor before either team's previous match; anywhere
      // legal when that leaves nothing.
      const after = Math.max(previousRoundStart, (lastAt.get(p.team1Id) ?? -Infinity) + 1, (lastAt.get(p.team2Id) ?? -Infinity) + 1);
      const slot = place(p, after, true);
      if (slot === 'postponed') postponed.push({ p, after });
      if (!slot || slot === 'postponed') continue;
      for (const t of [p.team1Id, p.team2Id]) lastAt.set(t, Math.max(lastAt.get(t) ?? -Infinity, slot.at));
      roundStart = Math.min(roundStart, slot.at);
    }
    if (roundStart < Infinity) previousRoundStart = roundStart;
  }
  for (const { p, after } of postponed) place(p, after, false);

  placed.sort((a, b) => a.slot.index - b.slot.index);
  const fixtures = placed.map(({ pairing, slot }) => ({
    team1Id: pairing.team1Id,
    team2Id: pairing.team2Id,
    matchDate: new Date(slot.at).toISOString(),
    ground: slot.ground,
    round: pairing.round,
    group: pairing.group,
  }));
  return { fixtures, unplaced, fairness: fairnessOf(input, fixtures, byes) };
}

/**
 * The fairness report of any list of fixtures, an organiser's edit of a plan included: per team,
 * matches by league-local slot time and ground, byes (from the pairing), and the fewest days of rest.
 */
export function fairnessOf(
  input: Pick<FixturePlanInput, 'teams' | 'slots' | 'timeZone'>,
  fixtures: readonly { team1Id: number; team2Id: number; matchDate: string; ground: string }[],
  byes: ReadonlyMap<number, number> = new Map(),
): FairnessRow[] {
  const at = fixtures.map((f) => ({ ...f, day: localDay(new Date(f.matchDate), input.timeZone), time: localTime(new Date(f.matchDate), input.timeZone) }));
  const times = [...new Set([...input.slots.map((s) => s.time), ...at.map((f) => f.time)])].sort();
  const grounds = [...new Set([...input.slots.map((s) => s.ground), ...at.map((f) => f.ground)])];
  return [...input.teams]
    .sort((a, b) => a.id - b.id)
    .map(({ id }) => {
      const mine = at.filter((f) => f.team1Id === id || f.team2Id === id);
      const bySlotTime = Object.fromEntries(times.map((t) => [t, mine.filter((f) => f.time === t).length]));
      const byGround = Object.fromEntries(grounds.map((g) => [g, mine.filter((f) => f.ground === g).length]));
      const days = mine.map((f) => dayNumber(f.day)).sort((a, b) => a - b);
      const gaps = days.slice(1).map((d, i) => d - days[i]!);
      return { teamId: id, matches: mine.length, bySlotTime, byes: byes.get(id) ?? 0, minRestDays: gaps.length ? Math.min(...gaps) : null, byGround };
    });
}

export interface NextFreeSlotInput extends Omit<FixturePlanInput, 'teams' | 'rounds' | 'seed' | 'existing'> {
  team1Id: number;
  team2Id: number;
  /** ISO instant: the answer is strictly later. */
  after: string;
  /** The league's other fixtures: the one being moved left out (a double round robin's other meeting of the pair stays). */
  existing: ExistingFixture[];
}

/** The book before anything is placed: taken grounds and the existing fixtures. */
function bookingsOf(input: Pick<FixturePlanInput, 'timeZone' | 'maxPerTeamPerDay' | 'blackouts' | 'matchLengthMs' | 'taken' | 'existing'>): Bookings {
  const book = new Bookings(input.timeZone, input.maxPerTeamPerDay, input.blackouts, input.matchLengthMs);
  for (const t of input.taken ?? []) book.takeGround(t.ground, instantOf(t.matchDate));
  for (const f of input.existing ?? []) {
    const at = instantOf(f.matchDate);
    if (Number.isNaN(at)) throw new Error(`An existing fixture's matchDate must be an ISO instant, not "${f.matchDate}"`);
    book.book(f.team1Id, f.team2Id, f.ground, at);
  }
  return book;
}

/** Rain reschedule: the next legal free slot after `after` for this pair (blackouts, per-day limit and taken slots respected), or null. */
export function nextFreeSlot(input: NextFreeSlotInput): { matchDate: string; ground: string } | null {
  const after = instantOf(input.after);
  if (Number.isNaN(after)) throw new Error(`after must be an ISO instant, not "${input.after}"`);
  const slots = enumerateSlots(input.slots, input.startDate, input.endDate, input.timeZone);
  const book = bookingsOf(input);
  const slot = slots.find((s) => s.at > after && book.legal(input.team1Id, input.team2Id, s));
  return slot ? { matchDate: new Date(slot.at).toISOString(), ground: slot.ground } : null;
}
