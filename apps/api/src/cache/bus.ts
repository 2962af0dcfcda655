/**
 * Keeps the response caches of several instances coherent (quality P1: a read after a
 * successful write never sees stale data, on whichever instance it lands). It joins three
 * parts, each tested on its own: the peer state machine (peer-state.ts), the coalesced
 * NOTIFYs (coalesce.ts) and the shared read round trip (shared-round-trip.ts), over a
 * transport (pg-transport.ts in production, a fake in the tests).
 *
 * - Writer: `cache.invalidate(tag)` publishes `inv`; the write's answer waits until it has
 *   committed (so a read that follows the answer, anywhere, comes after it).
 * - Reader: while others may be writing, a read first passes one round trip, which applies
 *   every invalidation committed before it; while the bus is down, the cache is off.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { withTimeout, type ResponseCache } from '@league/core/server';
import { createCoalescer } from './coalesce';
import { ALIVE_EVERY_MS, decode, encode, initialState, readPolicy, step, type BusEvent, type Effect } from './peer-state';
import { createSharedRoundTrip } from './shared-round-trip';
import type { BusTransport, TransportEvents } from './pg-transport';

export interface CacheBusOptions {
  cache: ResponseCache;
  log: FastifyBaseLogger;
  /** Makes the wire, reporting to `events`. */
  transport(events: TransportEvents): BusTransport;
  /** When given, a write's answer waits until its invalidation has been published. */
  app?: FastifyInstance;
  now?: () => number;
  id?: string;
}

/** Starts the bus; resolves once this instance has announced itself (or failed to listen). Returns `stop`. */
export async function startCacheBus({
  cache,
  log,
  transport: makeTransport,
  app,
  now = Date.now,
  id = randomUUID(),
}: CacheBusOptions): Promise<() => Promise<void>> {
  let state = initialState;
  const sendControl = (kind: 'hello' | 'alive' | 'bye') =>
    wire.send(encode(kind, id)).catch((error: unknown) => log.warn({ err: error }, 'cache notify failed'));

  const run = (effect: Effect): Promise<void> | undefined => {
    if (effect.type === 'clear') cache.clear();
    else if (effect.type === 'invalidate') for (const tag of effect.tags) cache.invalidateLocal(tag);
    else return sendControl(effect.kind);
  };
  const apply = async (event: BusEvent) => {
    const result = step(state, event, id);
    state = result.state;
    await Promise.all(result.effects.map(run));
  };

  const wire = makeTransport({
    // Awaited on the first start: this instance has said hello before it takes requests.
    up: () => apply({ type: 'up', at: now() }),
    down: () => void apply({ type: 'down' }),
    message: (payload) => {
      const message = decode(payload);
      if (message) void apply({ type: 'message', message, at: now() });
    },
  });

  // Writer: an invalidation that cannot be sent leaves the others answering from a list this
  // write changed; dropping the session makes this instance say hello again when it is back,
  // and every instance that hears a hello starts afresh.
  const invalidations = createCoalescer((tags) =>
    wire.send(encode('inv', id, tags)).catch((error: unknown) => {
      log.error({ err: error }, 'cache bus: an invalidation could not be sent; reconnecting so the other instances start afresh');
      wire.restart();
    }),
  );
  cache.onInvalidate((tag) => void invalidations.publish(tag));
  app?.addHook('onSend', async (request, _reply, payload) => {
    // Bounded: a database that does not answer has failed the write itself already.
    const pending = invalidations.pending();
    if (request.method !== 'GET' && request.method !== 'HEAD' && pending) await withTimeout(pending, 2_000).catch(() => {});
    return payload;
  });

  // Reader.
  const roundTrip = createSharedRoundTrip(() => wire.roundTrip());
  cache.setReadBarrier({
    needed: () => readPolicy(state, now()) !== 'trust',
    // No bus, or no answer on it: no guarantee, so this read goes to the database.
    pass: () =>
      readPolicy(state, now()) === 'off'
        ? Promise.resolve(false)
        : roundTrip().then(
            () => true,
            () => false,
          ),
  });

  await wire.start();
  const alive = setInterval(() => void sendControl('alive'), ALIVE_EVERY_MS);
  alive.unref();

  return async () => {
    clearInterval(alive);
    await withTimeout(sendControl('bye'), 500).catch(() => {});
    await wire.stop();
  };
}
