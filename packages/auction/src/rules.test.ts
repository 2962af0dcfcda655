import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RuleError,
  check,
  cheapestBase,
  initialState,
  maxBid,
  purseLeft,
  replay,
  step,
  type AuctionEvent,
  type AuctionSetup,
  type AuctionState,
} from './rules';

const setup: AuctionSetup = {
  squadMin: 3,
  squadMax: 4,
  categories: [
    { name: 'Diamond', basePrice: 100 },
    { name: 'Gold', basePrice: 75 },
    { name: 'Silver', basePrice: 50 },
  ],
  increments: [
    { from: 0, step: 5 },
    { from: 100, step: 10 },
    { from: 200, step: 25 },
  ],
  teams: [
    { teamId: 'a', name: 'Banyan Blasters', purse: 400 },
    { teamId: 'b', name: 'Royal Strikers', purse: 400 },
    { teamId: 'c', name: 'Lake Lions', purse: 300 },
  ],
  pool: Array.from({ length: 14 }, (_, i) => ({
    poolId: `p${i}`,
    name: `Player ${i}`,
    category: ['Diamond', 'Gold', 'Silver'][i % 3]!,
    role: null,
    teamId: i === 13 ? 'c' : null,
  })),
};

/** Strips the undo chain so two states compare by what a user can see. */
const view = (s: AuctionState): unknown => ({ ...s, beforeHammer: s.beforeHammer ? view(s.beforeHammer) : null });

const live = () => step(setup, initialState(setup), { type: 'status', status: 'live' });
const call = (s: AuctionState, poolId: string, lotId = `lot-${poolId}`) => step(setup, s, { type: 'lot', lotId, poolId, category: 'Gold', basePrice: 75 });

describe('bids are refused in the spec words', () => {
  it('first bid below base, small raise, above maximum, full squad', () => {
    let s = call(live(), 'p1');
    expect(() => check(setup, s, { type: 'bid', lotId: 'lot-p1', teamId: 'a', amount: 70 })).toThrow('Bid must be at least 75');
    s = step(setup, s, { type: 'bid', lotId: 'lot-p1', teamId: 'a', amount: 80 });
    expect(() => check(setup, s, { type: 'bid', lotId: 'lot-p1', teamId: 'b', amount: 84 })).toThrow('Bid must be at least 85');
    // 400 purse, 3 to reach squadMin: after this one, two more at 50 each -> 300.
    expect(maxBid(setup, s, 'a')).toBe(300);
    expect(() => check(setup, s, { type: 'bid', lotId: 'lot-p1', teamId: 'b', amount: 305 })).toThrow("Above Royal Strikers' maximum bid of 300");
    const full: AuctionSetup = { ...setup, squadMax: 1 };
    let f = step(full, initialState(full), { type: 'status', status: 'live' });
    f = step(full, f, { type: 'lot', lotId: 'x', poolId: 'p1', category: 'Gold', basePrice: 75 });
    expect(() => check(full, f, { type: 'bid', lotId: 'x', teamId: 'c', amount: 75 })).toThrow('Squad is full');
  });

  it('a raise over a stale amount is marked stale (the race loser gets 409)', () => {
    let s = call(live(), 'p1');
    s = step(setup, s, { type: 'bid', lotId: 'lot-p1', teamId: 'a', amount: 80 });
    try {
      check(setup, s, { type: 'bid', lotId: 'lot-p1', teamId: 'b', amount: 80 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RuleError);
      expect((error as RuleError).stale).toBe(true);
    }
  });
});

/** An intent: what an auctioneer or a paddle might try; the rules accept or refuse it. */
const intent = fc.oneof(
  fc.record({ kind: fc.constant('lot' as const), pool: fc.nat(13) }),
  fc.record({ kind: fc.constant('bid' as const), team: fc.constantFrom('a', 'b', 'c'), raise: fc.nat(60) }),
  fc.record({ kind: fc.constant('sold' as const) }),
  fc.record({ kind: fc.constant('unsold' as const) }),
  fc.record({ kind: fc.constant('undo' as const) }),
  fc.record({ kind: fc.constant('pause' as const) }),
);
type Intent = typeof intent extends fc.Arbitrary<infer T> ? T : never;

function toEvent(s: AuctionState, it: Intent, n: number): AuctionEvent {
  const lotId = s.current?.lotId ?? 'none';
  switch (it.kind) {
    case 'lot':
      return { type: 'lot', lotId: `l${n}`, poolId: `p${it.pool}`, category: 'Gold', basePrice: 50 + (it.pool % 3) * 25 };
    case 'bid': {
      const top = s.current?.bids.at(-1)?.amount ?? (s.current?.basePrice ?? 50) - 5;
      return { type: 'bid', lotId, teamId: it.team, amount: top + it.raise };
    }
    case 'sold':
    case 'unsold':
      return { type: it.kind, lotId };
    case 'undo':
      return { type: 'undo' };
    case 'pause':
      return { type: 'status', status: s.status === 'paused' ? 'live' : 'paused' };
  }
}

/** Runs the intents; returns the accepted log and the state before and after each event. */
function run(intents: Intent[]) {
  let s = live();
  const log: AuctionEvent[] = [{ type: 'status', status: 'live' }];
  const trail: AuctionState[] = [initialState(setup), s];
  intents.forEach((it, n) => {
    const event = toEvent(s, it, n);
    try {
      s = step(setup, s, event);
      log.push(event);
      trail.push(s);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
    }
  });
  return { s, log, trail };
}

describe('properties', () => {
  const runs = fc.array(intent, { maxLength: 200 });

  it('no purse below zero, no squad above its maximum, every state', () => {
    fc.assert(
      fc.property(runs, (intents) => {
        for (const s of run(intents).trail) {
          for (const t of setup.teams) {
            expect(purseLeft(setup, s, t.teamId)).toBeGreaterThanOrEqual(0);
            expect(s.teams[t.teamId]!.squad.length).toBeLessThanOrEqual(setup.squadMax);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a team can still reach squadMin at the cheapest base price (the max-bid formula)', () => {
    fc.assert(
      fc.property(runs, (intents) => {
        const { s } = run(intents);
        for (const t of setup.teams) {
          const have = s.teams[t.teamId]!.squad.length;
          const needed = Math.max(0, setup.squadMin - have);
          expect(purseLeft(setup, s, t.teamId)).toBeGreaterThanOrEqual(needed * cheapestBase(setup));
          const expected = have >= setup.squadMax ? 0 : Math.max(0, purseLeft(setup, s, t.teamId) - cheapestBase(setup) * Math.max(0, needed - 1));
          expect(maxBid(setup, s, t.teamId)).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('every undo restores exactly the state before the undone sale', () => {
    fc.assert(
      fc.property(runs, (intents) => {
        const { log, trail } = run(intents);
        log.forEach((event, i) => {
          if (event.type !== 'undo') return;
          // trail[i] is the state before log[i]; find the hammer it undoes.
          const before = trail[i]!;
          const after = trail[i + 1]!;
          expect(view(after)).toEqual(view({ ...before.beforeHammer!, status: before.status }));
        });
      }),
      { numRuns: 200 },
    );
  });

  it('replaying the accepted log reproduces the state', () => {
    fc.assert(
      fc.property(runs, (intents) => {
        const { s, log } = run(intents);
        expect(view(replay(setup, log))).toEqual(view(s));
      }),
      { numRuns: 200 },
    );
  });

  it('a sale then its undo leaves the purse and the squad as they were', () => {
    let s = call(live(), 'p2');
    s = step(setup, s, { type: 'bid', lotId: 'lot-p2', teamId: 'b', amount: 75 });
    const beforeSale = s;
    s = step(setup, s, { type: 'sold', lotId: 'lot-p2' });
    expect(purseLeft(setup, s, 'b')).toBe(325);
    s = step(setup, s, { type: 'undo' });
    expect(view(s)).toEqual(view(beforeSale));
    expect(s.current?.bids).toEqual([{ teamId: 'b', amount: 75 }]);
  });
});
