/**
 * The fixture generator on leagues a person can picture: six teams over two school grounds on
 * December weekends in Asia/Kolkata, and what happens around exams, full grounds, the day limit,
 * groups, a DST change and rain.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { nextFreeSlot, planFixtures, type FixturePlanInput, type PlannedFixture } from '../src/index';

const THREE_HOURS = 3 * 60 * 60 * 1000;

const december: FixturePlanInput = {
  teams: [1, 2, 3, 4, 5, 6].map((id) => ({ id })),
  rounds: 1,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  timeZone: 'Asia/Kolkata',
  // Saturdays and Sundays, 7 AM and 2 PM, at both grounds.
  slots: [6, 0].flatMap((weekday) => ['07:00', '14:00'].flatMap((time) => ['Nehru Ground', "St Xavier's"].map((ground) => ({ weekday, time, ground })))),
  blackouts: [],
  maxPerTeamPerDay: 1,
  matchLengthMs: THREE_HOURS,
  seed: 'december',
};

const line = (f: PlannedFixture) =>
  `${f.round} ${formatInTimeZone(new Date(f.matchDate), 'Asia/Kolkata', 'EEE d MMM HH:mm')} ${f.ground}: ${f.team1Id} v ${f.team2Id}`;

describe('planFixtures', () => {
  it('lays six teams over two grounds on December weekends, a round a day, slot times shared', () => {
    const plan = planFixtures(december);
    // The seed 'december' draws this order; another seed draws another.
    expect(plan.fixtures.map(line)).toEqual([
      '1 Sat 5 Dec 07:00 Nehru Ground: 4 v 5',
      "1 Sat 5 Dec 07:00 St Xavier's: 6 v 3",
      "1 Sat 5 Dec 14:00 St Xavier's: 2 v 1",
      '2 Sun 6 Dec 07:00 Nehru Ground: 6 v 2',
      "2 Sun 6 Dec 07:00 St Xavier's: 5 v 1",
      '2 Sun 6 Dec 14:00 Nehru Ground: 3 v 4',
      '3 Sat 12 Dec 07:00 Nehru Ground: 3 v 2',
      "3 Sat 12 Dec 07:00 St Xavier's: 4 v 1",
      "3 Sat 12 Dec 14:00 St Xavier's: 5 v 6",
      "4 Sun 13 Dec 07:00 St Xavier's: 2 v 4",
      '4 Sun 13 Dec 14:00 Nehru Ground: 1 v 6',
      "4 Sun 13 Dec 14:00 St Xavier's: 3 v 5",
      '5 Sat 19 Dec 07:00 Nehru Ground: 1 v 3',
      '5 Sat 19 Dec 14:00 Nehru Ground: 2 v 5',
      "5 Sat 19 Dec 14:00 St Xavier's: 4 v 6",
    ]);
    // 7 AM in Kolkata is 01:30 UTC.
    expect(plan.fixtures[0]).toEqual({ team1Id: 4, team2Id: 5, matchDate: '2026-12-05T01:30:00.000Z', ground: 'Nehru Ground', round: 1, group: null });
    expect(plan.unplaced).toEqual([]);
    for (const row of plan.fairness) {
      expect(row.matches).toBe(5);
      // Five matches over two slot times: three and two, never five and none.
      expect(Object.values(row.bySlotTime).sort()).toEqual([2, 3]);
      expect(row.minRestDays).toBe(1);
      expect(row.byes).toBe(0);
    }
  });

  it('plays the second half of a double round robin with home and away swapped, after the first', () => {
    const plan = planFixtures({ ...december, rounds: 2, endDate: '2027-01-31' });
    expect(plan.fixtures).toHaveLength(30);
    const first = plan.fixtures.filter((f) => f.round <= 5);
    const second = plan.fixtures.filter((f) => f.round > 5);
    expect(first.every((f) => second.some((g) => g.team1Id === f.team2Id && g.team2Id === f.team1Id))).toBe(true);
    expect(
      first
        .map((f) => f.matchDate)
        .sort()
        .at(-1)! < second.map((f) => f.matchDate).sort()[0]!,
    ).toBe(true);
  });

  it('gives the odd team out a bye each round, every team once, and keeps groups apart', () => {
    const plan = planFixtures({ ...december, teams: [...[1, 2, 3, 4].map((id) => ({ id, group: 'A' })), ...[5, 6, 7].map((id) => ({ id, group: 'B' }))] });
    expect(plan.fixtures.filter((f) => f.group === 'A')).toHaveLength(6);
    expect(plan.fixtures.filter((f) => f.group === 'B')).toHaveLength(3);
    expect(plan.fairness.map((r) => [r.teamId, r.byes])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 1],
      [6, 1],
      [7, 1],
    ]);
  });

  it('plays around exams: a team blacked out for a fortnight plays later, and the league goes on', () => {
    const plan = planFixtures({ ...december, blackouts: [{ teamId: 3, from: '2026-12-05', to: '2026-12-13' }] });
    const three = plan.fixtures.filter((f) => f.team1Id === 3 || f.team2Id === 3);
    expect(three.every((f) => f.matchDate >= '2026-12-13T18:30:00.000Z')).toBe(true);
    // The others still start on the first Saturday.
    expect(plan.fixtures[0]!.matchDate).toBe('2026-12-05T01:30:00.000Z');
  });

  it('lists what fits nowhere with the reason: a blackout, full grounds, the day limit', () => {
    const exams = planFixtures({ ...december, blackouts: [{ teamId: 3, from: '2026-11-20', to: '2027-01-10' }] });
    expect(exams.fixtures).toHaveLength(10);
    expect(exams.unplaced).toHaveLength(5);
    for (const u of exams.unplaced) expect(u.reason).toBe("No free slot between 2026-12-01 and 2026-12-31 outside team 3's blackout");

    const oneSaturday = { ...december, teams: [1, 2, 3, 4].map((id) => ({ id })), startDate: '2026-12-05', endDate: '2026-12-05' };
    const limited = planFixtures(oneSaturday);
    expect(limited.fixtures).toHaveLength(2);
    expect(limited.unplaced[0]!.reason).toMatch(
      /^No free slot on 2026-12-05 on a day when neither team \d nor team \d has reached the limit of 1 match a day$/,
    );
    const full = planFixtures({ ...oneSaturday, maxPerTeamPerDay: 2 });
    expect(full.fixtures).toHaveLength(4);
    expect(full.unplaced.map((u) => u.reason)).toEqual([
      'No free slot on 2026-12-05: every slot is already taken',
      'No free slot on 2026-12-05: every slot is already taken',
    ]);

    expect(
      planFixtures({ ...december, slots: [{ weekday: 3, time: '07:00', ground: 'Nehru Ground' }], startDate: '2026-12-05', endDate: '2026-12-06' }).unplaced[0]!
        .reason,
    ).toBe("No slot between 2026-12-05 and 2026-12-06: none of the slots' weekdays falls in those dates");
  });

  it('leaves alone a slot an existing fixture already holds', () => {
    const plan = planFixtures({ ...december, taken: [{ ground: 'Nehru Ground', matchDate: '2026-12-05T01:30:00.000Z' }] });
    expect(plan.fixtures.some((f) => f.ground === 'Nehru Ground' && f.matchDate === '2026-12-05T01:30:00.000Z')).toBe(false);
    expect(plan.fixtures[0]!.ground).toBe("St Xavier's");
  });

  it('never starts a team on one ground while its match on another is still being played', () => {
    // Three teams, one Saturday, two a day allowed: 09:00 at one ground, 09:30 at the other, 13:00.
    // Every pair shares a team, so 09:00 and 09:30 cannot both be used; 09:00 and 13:00 can.
    const plan = planFixtures({
      ...december,
      teams: [1, 2, 3].map((id) => ({ id })),
      startDate: '2026-12-05',
      endDate: '2026-12-05',
      maxPerTeamPerDay: 2,
      slots: [
        { weekday: 6, time: '09:00', ground: 'Nehru Ground' },
        { weekday: 6, time: '09:30', ground: "St Xavier's" },
        { weekday: 6, time: '13:00', ground: 'Nehru Ground' },
      ],
    });
    expect(plan.fixtures.map(line).map((l) => l.slice(2, 23))).toEqual(['Sat 5 Dec 09:00 Nehru', 'Sat 5 Dec 13:00 Nehru']);
    expect(plan.unplaced[0]!.reason).toMatch(/^No free slot on 2026-12-05 at a time when neither team \d nor team \d is playing another match$/);
  });

  it("keeps the league's existing fixtures' teams off the field while they play, and counts them in the day's limit", () => {
    // Team 4 plays a friendly at 07:00 on the first Saturday at another ground; team 5 one the day after.
    const plan = planFixtures({
      ...december,
      existing: [
        { team1Id: 4, team2Id: 99, matchDate: '2026-12-05T01:30:00.000Z', ground: 'Railway Oval' },
        { team1Id: 5, team2Id: 98, matchDate: '2026-12-06T08:30:00.000Z', ground: 'Railway Oval' },
      ],
    });
    const days = (team: number) => plan.fixtures.filter((f) => f.team1Id === team || f.team2Id === team).map((f) => f.matchDate.slice(0, 10));
    // One match a day: neither plays the generator's matches on the day of its friendly.
    expect(days(4)).not.toContain('2026-12-05');
    expect(days(5)).not.toContain('2026-12-06');
    expect(plan.fixtures.filter((f) => f.matchDate.startsWith('2026-12-05')).length).toBeGreaterThan(0);
  });

  it('leaves out a slot whose local time the clocks skip (London, 29 March 2026, 01:00 to 02:00)', () => {
    const plan = planFixtures({
      ...december,
      teams: [{ id: 1 }, { id: 2 }],
      rounds: 2,
      startDate: '2026-03-22',
      endDate: '2026-04-05',
      timeZone: 'Europe/London',
      slots: [{ weekday: 0, time: '01:30', ground: 'Hackney Marshes' }],
    });
    // 01:30 GMT, then (29 March has no 01:30) 01:30 BST.
    expect(plan.fixtures.map((f) => f.matchDate)).toEqual(['2026-03-22T01:30:00.000Z', '2026-04-05T00:30:00.000Z']);
  });

  it('refuses what it cannot plan with', () => {
    expect(() => planFixtures({ ...december, maxPerTeamPerDay: 0 })).toThrow('maxPerTeamPerDay must be a whole number of at least 1, not 0');
    expect(() => planFixtures({ ...december, rounds: 3 as 1 })).toThrow('rounds must be 1 or 2, not 3');
    expect(() => planFixtures({ ...december, timeZone: 'Asia/Bangalore' })).toThrow('Unknown time zone "Asia/Bangalore"');
    expect(() => planFixtures({ ...december, endDate: '2026-11-30' })).toThrow('endDate 2026-11-30 is before startDate 2026-12-01');
    expect(() => planFixtures({ ...december, startDate: '2026-02-30' })).toThrow('startDate must be a date written YYYY-MM-DD, not "2026-02-30"');
    expect(() => planFixtures({ ...december, slots: [{ weekday: 7, time: '07:00', ground: 'Nehru Ground' }] })).toThrow(
      "A slot's weekday must be 0 (Sunday) to 6, not 7",
    );
    expect(() => planFixtures({ ...december, slots: [{ weekday: 6, time: '7 AM', ground: 'Nehru Ground' }] })).toThrow(
      `A slot's time must be written HH:MM, not "7 AM"`,
    );
    expect(() => planFixtures({ ...december, teams: [{ id: 1 }, { id: 1 }] })).toThrow('Team 1 is listed twice');
  });
});

describe('nextFreeSlot (rain reschedule)', () => {
  const plan = planFixtures(december);
  const washedOut = plan.fixtures[0]!; // 4 v 5, Saturday 5 December, 7 AM, Nehru Ground
  const others = plan.fixtures.filter((f) => f !== washedOut);

  it('moves a washed-out match to the next free slot the same day when both teams are free', () => {
    // The washed-out match itself is left out of `existing`: it no longer counts against the day's limit.
    expect(nextFreeSlot({ ...december, team1Id: 4, team2Id: 5, after: washedOut.matchDate, existing: others })).toEqual({
      matchDate: '2026-12-05T08:30:00.000Z',
      ground: 'Nehru Ground',
    });
  });

  it('skips days a team is blacked out or already plays, and ground slots taken', () => {
    const blackout = { ...december, blackouts: [{ teamId: 4, from: '2026-12-05', to: '2026-12-13' }] };
    // 19 December: both 4 and 5 already play.
    expect(nextFreeSlot({ ...blackout, team1Id: 4, team2Id: 5, after: washedOut.matchDate, existing: others })).toEqual({
      matchDate: '2026-12-20T01:30:00.000Z',
      ground: 'Nehru Ground',
    });
    expect(
      nextFreeSlot({
        ...blackout,
        team1Id: 4,
        team2Id: 5,
        after: washedOut.matchDate,
        existing: others,
        taken: [{ ground: 'Nehru Ground', matchDate: '2026-12-20T01:30:00.000Z' }],
      }),
    ).toEqual({ matchDate: '2026-12-20T01:30:00.000Z', ground: "St Xavier's" });
  });

  it('answers null when nothing is left before the end date', () => {
    expect(nextFreeSlot({ ...december, endDate: '2026-12-19', team1Id: 4, team2Id: 5, after: '2026-12-19T08:30:00.000Z', existing: plan.fixtures })).toBeNull();
  });

  it("counts the pair's other meeting in a double round robin, even at the moment searched from", () => {
    // Found by the properties: two teams meet on Thursday and again early on Sunday; moving
    // Thursday's match to after Sunday's first meeting must not put them on the field twice that day.
    const twice: FixturePlanInput = {
      teams: [{ id: 1 }, { id: 2 }],
      rounds: 2,
      startDate: '2026-03-05',
      endDate: '2026-03-08',
      timeZone: 'Asia/Kolkata',
      slots: [
        { weekday: 4, time: '07:00', ground: 'Nehru Ground' },
        { weekday: 0, time: '07:00', ground: 'Nehru Ground' },
        { weekday: 0, time: '01:30', ground: 'Nehru Ground' },
      ],
      blackouts: [],
      maxPerTeamPerDay: 1,
      matchLengthMs: THREE_HOURS,
      seed: '',
    };
    const [thursday, sunday] = planFixtures(twice).fixtures;
    expect(sunday!.matchDate).toBe('2026-03-07T20:00:00.000Z');
    expect(nextFreeSlot({ ...twice, team1Id: thursday!.team1Id, team2Id: thursday!.team2Id, after: sunday!.matchDate, existing: [sunday!] })).toBeNull();
  });
});
