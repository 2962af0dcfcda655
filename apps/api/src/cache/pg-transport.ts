/**
 * The bus's wire: one dedicated PostgreSQL session per instance, LISTENing on one channel.
 * Thin on purpose: it knows connections, not caches. It reports `up` once LISTEN is active,
 * `down` when the session is lost (and comes back by itself a second later), and each payload.
 *
 * Why a round trip is a read barrier: PostgreSQL sends a session its pending notifications
 * before the answer to any query, and node-pg emits them before that query resolves.
 */
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { withTimeout } from '../timeout';

export const CHANNEL = 'league_cache';
/** A round trip slower than this means the session is in trouble: answer from the database. */
const ROUND_TRIP_TIMEOUT_MS = 1_000;
const RECONNECT_AFTER_MS = 1_000;

export interface TransportEvents {
  /** Awaited before the transport is handed out: the bus announces itself there. */
  up(): void | Promise<void>;
  down(): void;
  message(payload: string): void;
}

export interface BusTransport {
  /** Starts listening; resolves once the first attempt is over (a failure retries in the background). */
  start(): Promise<void>;
  /**
   * NOTIFY `payload`. On the LISTEN session when it is up: node-pg writes an idle client's
   * query to the socket at once, so it leaves before the caller has even returned. Tried once
   * more on the pool; rejects when both fail.
   */
  send(payload: string): Promise<void>;
  /** Resolves once every notification committed before the call has been delivered. */
  roundTrip(): Promise<void>;
  /** Drops the session; it comes back (and says `up` again) shortly. */
  restart(): void;
  stop(): Promise<void>;
}

export function pgTransport(pool: pg.Pool, events: TransportEvents, log: FastifyBaseLogger): BusTransport {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let warned = false;
  const released = new WeakSet<pg.PoolClient>();

  const notify = (target: Pick<pg.Pool, 'query'>, payload: string) => target.query('select pg_notify($1, $2)', [CHANNEL, payload]).then(() => undefined);

  const dropped = (lost: pg.PoolClient) => {
    if (client === lost) client = null;
    events.down();
    if (released.has(lost)) return;
    released.add(lost);
    lost.release(true);
    if (!stopped) setTimeout(connect, RECONNECT_AFTER_MS).unref();
  };

  async function connect() {
    if (stopped) return;
    let fresh: pg.PoolClient | null = null;
    try {
      fresh = await pool.connect();
      const mine = fresh;
      mine.on('notification', (message) => events.message(message.payload ?? ''));
      mine.on('error', () => dropped(mine));
      mine.on('end', () => dropped(mine));
      await mine.query(`LISTEN ${CHANNEL}`);
      client = mine;
      if (warned) log.info('cache bus: listening again');
      warned = false;
      await events.up();
    } catch (error) {
      if (!warned) log.warn({ err: error }, 'cache bus: LISTEN failed; caching is off until it is back');
      warned = true;
      if (fresh) dropped(fresh);
      else setTimeout(connect, RECONNECT_AFTER_MS).unref();
    }
  }
  return {
    start: connect,
    send: (payload) => notify(client ?? pool, payload).catch(() => notify(pool, payload)),
    roundTrip: () =>
      client ? withTimeout(client.query('select 1'), ROUND_TRIP_TIMEOUT_MS).then(() => undefined) : Promise.reject(new Error('cache bus down')),
    restart: () => {
      if (client) dropped(client);
    },
    async stop() {
      stopped = true;
      const last = client;
      client = null;
      if (last && !released.has(last)) {
        released.add(last);
        last.release();
      }
    },
  };
}
