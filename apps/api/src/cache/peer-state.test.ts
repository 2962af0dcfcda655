import { describe, expect, it } from 'vitest';
import {
  decode,
  encode,
  initialState,
  PEER_TTL_MS,
  readPolicy,
  START_GRACE_MS,
  step,
  type BusEvent,
  type BusState,
  type Effect,
  type Kind,
} from './peer-state';

const ME = 'me';
const T0 = 1_000_000;
const msg = (kind: Kind, from: string, at: number, tags: string[] = []): BusEvent => ({ type: 'message', message: { kind, from, tags }, at });

/** Feeds `events` from the start; returns the final state and every effect in order. */
function run(...events: BusEvent[]): { state: BusState; effects: Effect[] } {
  let state = initialState;
  const effects: Effect[] = [];
  for (const event of events) {
    const result = step(state, event, ME);
    state = result.state;
    effects.push(...result.effects);
  }
  return { state, effects };
}

describe('the peer state machine', () => {
  it('is off until LISTEN is up: invalidations from others would go unheard', () => {
    expect(readPolicy(initialState, T0)).toBe('off');
  });

  it('coming up clears the cache, says hello, and checks through the start-up grace', () => {
    const { state, effects } = run({ type: 'up', at: T0 });
    expect(effects).toEqual([{ type: 'clear' }, { type: 'send', kind: 'hello' }]);
    expect(readPolicy(state, T0)).toBe('check');
    expect(readPolicy(state, T0 + START_GRACE_MS - 1)).toBe('check');
  });

  it('trusts its own cache once the grace is over and no one else has spoken', () => {
    const { state } = run({ type: 'up', at: T0 });
    expect(readPolicy(state, T0 + START_GRACE_MS)).toBe('trust');
  });

  it('checks while a peer has been heard within the TTL, and trusts again after', () => {
    const heard = T0 + START_GRACE_MS + 10;
    const { state } = run({ type: 'up', at: T0 }, msg('alive', 'peer', heard));
    expect(readPolicy(state, heard + PEER_TTL_MS)).toBe('check');
    expect(readPolicy(state, heard + PEER_TTL_MS + 1)).toBe('trust');
  });

  it('forgets a peer that says bye at once, and prunes silent ones as messages arrive', () => {
    const later = T0 + START_GRACE_MS;
    expect(readPolicy(run({ type: 'up', at: T0 }, msg('alive', 'peer', later), msg('bye', 'peer', later + 1)).state, later + 2)).toBe('trust');
    const pruned = run({ type: 'up', at: T0 }, msg('alive', 'gone', T0), msg('alive', 'peer', T0 + PEER_TTL_MS + 1)).state;
    expect([...pruned.peers.keys()]).toEqual(['peer']);
  });

  it("answers a peer's hello by starting afresh and saying it is alive", () => {
    const { state, effects } = run({ type: 'up', at: T0 }, msg('hello', 'newcomer', T0 + 1));
    expect(effects.slice(2)).toEqual([{ type: 'clear' }, { type: 'send', kind: 'alive' }]);
    expect(state.peers.has('newcomer')).toBe(true);
  });

  it("drops the tags of a peer's invalidation, and counts the sender as a peer", () => {
    const { state, effects } = run({ type: 'up', at: T0 }, msg('inv', 'peer', T0 + 1, ['teams', 'sponsors']));
    expect(effects.slice(2)).toEqual([{ type: 'invalidate', tags: ['teams', 'sponsors'] }]);
    expect(state.peers.has('peer')).toBe(true);
  });

  it('ignores its own messages (PostgreSQL echoes them to the sender)', () => {
    const up = run({ type: 'up', at: T0 });
    for (const kind of ['hello', 'alive', 'inv', 'bye'] as const) {
      const result = step(up.state, msg(kind, ME, T0 + 1, ['teams']), ME);
      expect(result).toEqual({ state: up.state, effects: [] });
    }
  });

  it('going down clears the cache and turns it off until LISTEN is back', () => {
    const { state, effects } = run({ type: 'up', at: T0 }, msg('alive', 'peer', T0 + 1), { type: 'down' });
    expect(effects.at(-1)).toEqual({ type: 'clear' });
    expect(readPolicy(state, T0 + 2)).toBe('off');
    expect(readPolicy(step(state, { type: 'up', at: T0 + 3 }, ME).state, T0 + 3)).toBe('check');
  });

  it('encodes and decodes its messages, refusing anything else', () => {
    expect(decode(encode('inv', 'a1', ['teams', 'sponsors']))).toEqual({ kind: 'inv', from: 'a1', tags: ['teams', 'sponsors'] });
    expect(decode(encode('hello', 'a1'))).toEqual({ kind: 'hello', from: 'a1', tags: [] });
    for (const bad of ['', 'inv', 'nonsense|a1|x', 'inv||teams', undefined]) expect(decode(bad), String(bad)).toBeNull();
  });
});
