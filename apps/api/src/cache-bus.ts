/**
 * Keeps the public-list caches of several instances coherent (quality P1: a read after a
 * successful write never sees stale data, on whichever instance it lands). The embedded
 * database has one process by construction, so it needs no bus.
 *
 * The protocol, on one dedicated PostgreSQL connection per instance (LISTEN league_cache):
 * - Writer: an invalidation is published with NOTIFY, written to that connection at once;
 *   when `app` is given, the write's answer also waits until the NOTIFY has committed.
 *   PostgreSQL signals every listening session at that commit.
 * - Reader: before answering from its cache, an instance makes one round trip on its LISTEN
 *   connection. PostgreSQL sends a session its pending notifications before the answer to
 *   any query, and node-pg applies them (dropping the entries) before that query resolves,
 *   so every invalidation committed before the read arrived has been applied. Concurrent
 *   reads share one round trip, and an instance that has heard from no other instance
 *   skips it (instances announce themselves before they accept requests).
 * - Losing the connection clears the cache and turns it off until LISTEN is back.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { DbHandle, ResponseCache } from '@league/core/server';
import { withTimeout } from './timeout';

const CHANNEL = 'league_cache';
/** How often an instance says it is alive, and after how long a silent peer is forgotten. */
const ALIVE_EVERY_MS = 5_000;
const PEER_TTL_MS = 3 * ALIVE_EVERY_MS;
/**
 * After LISTEN starts, how long to act as if there were peers: they answer our hello at once,
 * and even one that missed it says it is alive within ALIVE_EVERY_MS.
 */
export const START_GRACE_MS = ALIVE_EVERY_MS + 1_000;
/** A round trip slower than this means the connection is in trouble: answer from the database. */
const ROUND_TRIP_TIMEOUT_MS = 1_000;


export async function wireCacheInvalidation(database: DbHandle, cache: ResponseCache, log: FastifyBaseLogger, app?: FastifyInstance): Promise<() => Promise<void>> {
  const pool = database.pool;
  if (!pool) return async () => {};
  const me = randomUUID();
  let client: pg.PoolClient | null = null;
  let stopped = false;
  const peers = new Map<string, number>();
  // Until peers have had time to answer our hello, act as if there were some.
  let listeningSince = Date.now();
  let warned = false;

  const notify = (target: Pick<pg.Pool, 'query'>, kind: string, tags: string) =>
    target.query('select pg_notify($1, $2)', [CHANNEL, `${kind}|${me}|${tags}`]).then(() => undefined);
  const send = (kind: string, tags = ''): Promise<void> =>
    // On the LISTEN connection when it is up: node-pg writes an idle client's query to the
    // socket at once, so the NOTIFY leaves before the handler has even returned.
    notify(client ?? pool, kind, tags).catch((error: unknown) => log.warn({ err: error }, 'cache notify failed'));
  /**
   * An invalidation must reach the other instances, or they keep answering from a list this
   * write changed: tried again on another connection, and if that fails too, this instance
   * drops its LISTEN connection. Coming back it says hello, and every instance that hears a
   * hello starts its cache afresh.
   */
  const sendInvalidation = (tags: string) =>
    notify(client ?? pool, 'inv', tags)
      .catch(() => notify(pool, 'inv', tags))
      .catch((error: unknown) => {
        log.error({ err: error }, 'cache bus: an invalidation could not be sent; reconnecting so the other instances start afresh');
        if (client) dropped(client);
      });

  /*
   * Invalidations, coalesced: at most one NOTIFY on the wire, and every tag invalidated
   * while it is there rides together on the next one (never on the one already sent, which
   * may have left before that write committed). Fifty concurrent writes cost two NOTIFYs,
   * not a queue of fifty that each write would wait behind.
   */
  let onWire: Promise<void> | null = null;
  let next: { tags: Set<string>; sent: Promise<void> } | null = null;
  const transmit = (tags: string[]) => {
    const sending: Promise<void> = sendInvalidation(tags.join(',')).finally(() => {
      if (onWire === sending) onWire = null;
    });
    onWire = sending;
    return sending;
  };
  const publish = (tag: string): Promise<void> => {
    if (!onWire) return transmit([tag]);
    if (!next) {
      const tags = new Set<string>();
      next = {
        tags,
        sent: onWire.then(() => {
          next = null;
          return transmit([...tags]);
        }),
      };
    }
    next.tags.add(tag);
    return next.sent;
  };

  const onNotification = (message: pg.Notification) => {
    const [kind, from, tag] = (message.payload ?? '').split('|');
    if (!from || from === me) return;
    if (kind === 'bye') peers.delete(from);
    else peers.set(from, Date.now());
    if (kind === 'hello') {
      // A newcomer, or a peer back from a lost connection or a failed invalidation: it may
      // have written what we never heard of.
      cache.clear();
      void send('alive'); // so it learns of us too
    }
    if (kind === 'inv' && tag) for (const one of tag.split(',')) cache.invalidateLocal(one);
  };

  const released = new WeakSet<pg.PoolClient>();
  const connect = async () => {
    if (stopped) return;
    let fresh: pg.PoolClient | null = null;
    try {
      fresh = await pool.connect();
      const mine = fresh;
      mine.on('notification', onNotification);
      mine.on('error', () => dropped(mine));
      mine.on('end', () => dropped(mine));
      await mine.query(`LISTEN ${CHANNEL}`);
      client = mine;
      listeningSince = Date.now();
      cache.clear(); // whatever was cached may have missed messages
      await send('hello');
      if (warned) log.info('cache bus: listening again');
      warned = false;
    } catch (error) {
      if (!warned) log.warn({ err: error }, 'cache bus: LISTEN failed; caching is off until it is back');
      warned = true;
      if (fresh) dropped(fresh);
      else setTimeout(connect, 1000).unref();
    }
  };
  const dropped = (lost: pg.PoolClient) => {
    if (client === lost) client = null;
    cache.clear();
    if (released.has(lost)) return;
    released.add(lost);
    lost.release(true);
    if (!stopped) setTimeout(connect, 1000).unref();
  };
  await connect();

  // Reader side: one shared round trip on the LISTEN connection, started after the read arrived.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const roundTrip = () => (client ? withTimeout(client.query('select 1'), ROUND_TRIP_TIMEOUT_MS).then(() => undefined) : Promise.reject(new Error('cache bus down')));
  const barrier = (): Promise<void> => {
    if (!running) {
      running = roundTrip().finally(() => (running = null));
      return running;
    }
    // One is already on the wire: it may have left before our read arrived, so take the next.
    queued ??= running.catch(() => {}).then(() => {
      queued = null;
      return barrier();
    });
    return queued;
  };
  const hasPeers = () => {
    const now = Date.now();
    if (now - listeningSince < START_GRACE_MS) return true;
    for (const [id, seen] of peers) if (now - seen > PEER_TTL_MS) peers.delete(id);
    return peers.size > 0;
  };
  cache.setReadBarrier({
    needed: () => !client || hasPeers(),
    pass: () =>
      barrier().catch(() => {
        cache.clear(); // no bus, no guarantee: answer from the database
      }),
  });

  // Writer side.
  cache.onInvalidate((tag) => void publish(tag));
  // A write is answered only once its NOTIFY has committed (bounded: a database that does not
  // answer has failed the write itself already).
  app?.addHook('onSend', async (request, _reply, payload) => {
    // The newest invalidation pending carries this write's tags, or came after them.
    const pending = next?.sent ?? onWire;
    if (request.method !== 'GET' && request.method !== 'HEAD' && pending) await withTimeout(pending, 2_000).catch(() => {});
    return payload;
  });

  const alive = setInterval(() => void send('alive'), ALIVE_EVERY_MS);
  alive.unref();

  return async () => {
    stopped = true;
    clearInterval(alive);
    await withTimeout(send('bye'), 500).catch(() => {});
    const last = client;
    client = null;
    if (last && !released.has(last)) {
      released.add(last);
      last.release();
    }
  };
}
