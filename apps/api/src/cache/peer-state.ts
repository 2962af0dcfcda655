/**
 * What one instance knows about the others, as a pure state machine. The bus feeds it events
 * (its LISTEN session came up or went down, a message arrived) with the time they happened;
 * it answers with the new state and what to do to the cache. `readPolicy` says how a read
 * may use the cache in that state. No I/O and no clock here, so every state is unit-tested.
 */

/** How often an instance says it is alive, and after how long a silent peer is forgotten. */
export const ALIVE_EVERY_MS = 5_000;
export const PEER_TTL_MS = 3 * ALIVE_EVERY_MS;
/**
 * After LISTEN starts, how long to act as if there were peers: they answer our hello at once,
 * and even one that missed it says it is alive within ALIVE_EVERY_MS.
 */
export const START_GRACE_MS = ALIVE_EVERY_MS + 1_000;

export type Kind = 'hello' | 'alive' | 'bye' | 'inv';
export interface Message {
  kind: Kind;
  /** The sender's instance id. */
  from: string;
  /** The invalidated tags (`inv` only). */
  tags: string[];
}

export interface BusState {
  /** When the LISTEN session came up; null while it is down. */
  listeningSince: number | null;
  /** The other instances heard from, with when each was last heard. */
  peers: ReadonlyMap<string, number>;
}

export type BusEvent = { type: 'up'; at: number } | { type: 'down' } | { type: 'message'; message: Message; at: number };

export type Effect =
  /** Drop every entry: something may have been written that we never heard of. */
  { type: 'clear' } | { type: 'invalidate'; tags: string[] } | { type: 'send'; kind: 'hello' | 'alive' };

/**
 * - `off`: not listening, so invalidations from others go unheard: answer from the database.
 * - `check`: others may be writing: apply every invalidation committed so far (one round trip) first.
 * - `trust`: alone: this instance's own invalidations are all there are.
 */
export type ReadPolicy = 'off' | 'check' | 'trust';

export const initialState: BusState = { listeningSince: null, peers: new Map() };

export function step(state: BusState, event: BusEvent, me: string): { state: BusState; effects: Effect[] } {
  switch (event.type) {
    case 'up':
      // Whatever was cached may have missed messages while we were not listening; the hello
      // makes every other instance start afresh too (we may have written what they missed).
      return { state: { ...state, listeningSince: event.at }, effects: [{ type: 'clear' }, { type: 'send', kind: 'hello' }] };
    case 'down':
      return { state: { ...state, listeningSince: null }, effects: [{ type: 'clear' }] };
    case 'message': {
      const { kind, from, tags } = event.message;
      if (from === me) return { state, effects: [] };
      const peers = new Map(state.peers);
      for (const [id, seen] of peers) if (event.at - seen > PEER_TTL_MS) peers.delete(id);
      if (kind === 'bye') peers.delete(from);
      else peers.set(from, event.at);
      const next = { ...state, peers };
      // A newcomer, or a peer back from a lost connection: it may have written what we never
      // heard of. Answering `alive` lets it learn of us at once.
      if (kind === 'hello') return { state: next, effects: [{ type: 'clear' }, { type: 'send', kind: 'alive' }] };
      if (kind === 'inv' && tags.length) return { state: next, effects: [{ type: 'invalidate', tags }] };
      return { state: next, effects: [] };
    }
  }
}

export function readPolicy(state: BusState, now: number): ReadPolicy {
  if (state.listeningSince === null) return 'off';
  if (now - state.listeningSince < START_GRACE_MS) return 'check';
  for (const seen of state.peers.values()) if (now - seen <= PEER_TTL_MS) return 'check';
  return 'trust';
}

/** Messages on the wire: `kind|from|tag,tag`. */
export function encode(kind: Kind, from: string, tags: readonly string[] = []): string {
  return `${kind}|${from}|${tags.join(',')}`;
}

const KINDS = new Set<string>(['hello', 'alive', 'bye', 'inv']);

export function decode(payload: string | undefined): Message | null {
  const [kind = '', from = '', tags = ''] = (payload ?? '').split('|');
  if (!KINDS.has(kind) || !from) return null;
  return { kind: kind as Kind, from, tags: tags.split(',').filter(Boolean) };
}
