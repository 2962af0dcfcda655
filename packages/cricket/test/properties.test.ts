import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildScorecard, fromCricsheet, liveState, simulateMatch, toCricsheet, type LoggedEvent, type MatchSetup } from '../src/index';
import { expectScorebookBalances } from './scorebook';

type Of<A> = A extends fc.Arbitrary<infer T> ? T : never;

const matchArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  oversPerInnings: fc.integer({ min: 1, max: 20 }),
  ballsPerOver: fc.constantFrom(6, 6, 8),
  playersPerSide: fc.integer({ min: 2, max: 11 }),
});

function simulated({ seed, oversPerInnings, ballsPerOver, playersPerSide }: Of<typeof matchArb>) {
  const setup: MatchSetup = { teams: ['Banyan Blasters', 'Mango Mavericks'], format: { oversPerInnings, ballsPerOver, playersPerSide } };
  return { setup, events: simulateMatch(setup, seed) };
}

const deliveryAt = (events: LoggedEvent[], pick: number) => {
  const indexes = events.flatMap((e, i) => (e.type === 'delivery' ? [i] : []));
  return indexes[pick % indexes.length]!;
};

const altDelivery = fc.record({
  batter: fc.integer({ min: 0, max: 6 }),
  extra: fc.constantFrom<'wides' | 'noballs' | 'byes' | 'legbyes' | undefined>(undefined, 'wides', 'noballs', 'byes', 'legbyes'),
});

function alter(e: Extract<LoggedEvent, { type: 'delivery' }>, alt: Of<typeof altDelivery>): Extract<LoggedEvent, { type: 'delivery' }> {
  const { wickets: _w, extras: _e, ...rest } = e;
  const extraRuns = alt.extra ? 1 : 0;
  const changed: Extract<LoggedEvent, { type: 'delivery' }> = {
    ...rest,
    runs: { batter: alt.extra === 'wides' ? 0 : alt.batter, extras: extraRuns, total: 0 },
  };
  if (alt.extra) changed.extras = { [alt.extra]: 1 };
  changed.runs.total = changed.runs.batter + extraRuns;
  return changed;
}

const body = ({ id: _id, seq: _seq, ...rest }: Extract<LoggedEvent, { type: 'delivery' }>) => rest;

describe('simulated law-abiding matches', () => {
  it('balance the scorebook and reach a result consistent with the totals', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const { setup, events } = simulated(m);
        const card = buildScorecard(setup, events);
        expectScorebookBalances(card);
        expect(card.status).toBe('completed');
        const [first, second] = card.innings;
        const r = card.result!;
        if (r.type === 'win' && r.by?.runs !== undefined) expect(first!.runs - second!.runs).toBe(r.by.runs);
        if (r.type === 'win' && r.by?.wickets !== undefined) expect(second!.runs).toBeGreaterThan(first!.runs);
        if (r.type === 'tie') expect(first!.runs).toBe(second!.runs);
        for (const inn of card.innings) expect(inn.balls).toBeLessThanOrEqual(inn.quotaOvers * m.ballsPerOver);
      }),
      { numRuns: 60 },
    );
  });

  it('amending a ball and replaying equals scoring it right first time', () => {
    fc.assert(
      fc.property(matchArb, fc.nat(), altDelivery, (m, pick, alt) => {
        const { setup, events } = simulated(m);
        const at = deliveryAt(events, pick);
        const right = events[at] as Extract<LoggedEvent, { type: 'delivery' }>;
        const wrong = [...events];
        wrong[at] = alter(right, alt);
        const amended: LoggedEvent[] = [...wrong, { id: 'fix', type: 'amend', target: right.id, delivery: body(right) }];
        expect(buildScorecard(setup, amended)).toEqual(buildScorecard(setup, events));
        expect(liveState(setup, amended)).toEqual(liveState(setup, events));
      }),
      { numRuns: 60 },
    );
  });

  it('a ball recorded by mistake and deleted by an amendment leaves no trace', () => {
    fc.assert(
      fc.property(matchArb, fc.nat(), altDelivery, (m, pick, alt) => {
        const { setup, events } = simulated(m);
        const at = deliveryAt(events, pick);
        const extra = { ...alter(events[at] as Extract<LoggedEvent, { type: 'delivery' }>, alt), id: 'mistake' };
        const withMistake: LoggedEvent[] = [...events.slice(0, at + 1), extra, ...events.slice(at + 1), { id: 'del', type: 'amend', target: 'mistake' }];
        expect(buildScorecard(setup, withMistake)).toEqual(buildScorecard(setup, events));
      }),
      { numRuns: 60 },
    );
  });

  it('export to Cricsheet then import gives back the same log and scorecard', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const { setup, events } = simulated(m);
        const file = JSON.parse(JSON.stringify(toCricsheet({ setup, info: { dates: ['2026-01-10'] } }, events)));
        const back = fromCricsheet(file);
        const strip = (list: LoggedEvent[]) => list.map(({ id: _id, ...e }) => e);
        expect(strip(back.events)).toEqual(strip(events));
        expect(back.setup).toEqual(setup);
        expect(buildScorecard(back.setup, back.events)).toEqual(buildScorecard(setup, events));
      }),
      { numRuns: 60 },
    );
  });

  it('the simulator is deterministic per seed', () => {
    const setup: MatchSetup = { teams: ['A', 'B'], format: { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 } };
    expect(simulateMatch(setup, 42)).toEqual(simulateMatch(setup, 42));
    expect(simulateMatch(setup, 42)).not.toEqual(simulateMatch(setup, 43));
  });

  it('the scorebook balances for any sequence of deliveries, penalties included', () => {
    const names = ['P1', 'P2', 'P3', 'P4'];
    const deliveryArb = fc.record({
      batter: fc.integer({ min: 0, max: 6 }),
      wides: fc.constantFrom(0, 0, 0, 1, 5),
      noballs: fc.constantFrom(0, 0, 0, 1),
      byes: fc.constantFrom(0, 0, 1, 4),
      legbyes: fc.constantFrom(0, 0, 1),
      penalty: fc.constantFrom(0, 0, 0, 5),
      out: fc.constantFrom(undefined, 'bowled', 'caught', 'run out', 'retired hurt', 'stumped'),
      bowler: fc.constantFrom('X', 'Y'),
      newOver: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(deliveryArb, { maxLength: 80 }), (list) => {
        let over = 0;
        const events: LoggedEvent[] = list.map((d, i) => {
          if (d.newOver) over += 1;
          const extras = Object.fromEntries(
            Object.entries({ wides: d.wides, noballs: d.noballs, byes: d.byes, legbyes: d.legbyes, penalty: d.penalty }).filter(([, v]) => v > 0),
          );
          const extraRuns = Object.values(extras).reduce<number>((a, b) => a + b, 0);
          const batter = d.wides ? 0 : d.batter;
          const e: LoggedEvent = {
            id: `d${i}`,
            type: 'delivery',
            innings: 0,
            team: 'A',
            over,
            batter: names[i % 4]!,
            non_striker: names[(i + 1) % 4]!,
            bowler: d.bowler,
            runs: { batter, extras: extraRuns, total: batter + extraRuns },
          };
          if (extraRuns) e.extras = extras;
          if (d.out) e.wickets = [{ player_out: e.batter, kind: d.out, ...(d.out === 'caught' ? { fielders: [{ name: 'F' }] } : {}) }];
          return e;
        });
        const setup: MatchSetup = { teams: ['A', 'B'], format: { oversPerInnings: 50, ballsPerOver: 6, playersPerSide: 11 } };
        const card = buildScorecard(setup, events);
        if (card.innings[0]) {
          const inn = card.innings[0];
          const bat = inn.batting.reduce((a, b) => a + b.runs, 0);
          const bowl = inn.bowling.reduce((a, b) => a + b.runs, 0);
          expect(bat + inn.extras.wides + inn.extras.noballs).toBe(bowl);
          expect(bowl + inn.extras.byes + inn.extras.legbyes + inn.extras.penalty).toBe(inn.runs);
          expect(inn.balls).toBeLessThanOrEqual(inn.legalBalls + 6 * inn.oversSummary.length);
        }
      }),
      { numRuns: 150 },
    );
  });
});
