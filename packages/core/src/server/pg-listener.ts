/**
 * One PostgreSQL session per instance for LISTEN, shared by every feature that hears the other
 * instances (the live hub's new sequence numbers, the response caches' invalidations): one
 * reconnect loop, one connection held, each feature on a channel of its own.
 *
 * A channel says `up` once its LISTEN is active (again, after the session was lost and came
 * back a second later), `down` when the session is lost, and hands over each payload. Why a
 * round trip on the session is a read barrier: PostgreSQL sends a session its pending
 * notifications before the answer to any query, and node-pg emits them before that query
 * resolves.
 */
import type pg from 'pg';
import { withTimeout } from './timeout';

export interface ChannelEvents {
  /** Awaited on the session's first start: a feature may announce itself there (on `channel`). */
  up?(channel: PgChannel): void | Promise<void>;
  down?(error?: unknown): void;
  message(payload: string): void;
}

export interface PgChannel {
  /**
   * NOTIFY `payload` on this channel: on the LISTEN session when it is up (node-pg writes an
   * idle client's query to the socket at once), tried once more on the pool.
   */
  send(payload: string): Promise<void>;
  /** Resolves once every notification committed before the call has been delivered. */
  roundTrip(): Promise<void>;
  /** Drops the session (every channel); it comes back, and says `up` again, shortly. */
  restart(): void;
  /** Stops hearing this channel. */
  close(): Promise<void>;
}

export interface PgListener {
  /**
   * LISTENs on `name` (starting the session on first use); resolves once the first attempt is
   * over. Several may hear one channel (two apps on one database handle, as tests build them):
   * each gets every payload, and the channel is UNLISTENed when the last closes.
   */
  channel(name: string, events: ChannelEvents): Promise<PgChannel>;
  /** Drops the session for good. */
  stop(): Promise<void>;
}

export interface PgListenerOptions {
  reconnectAfterMs?: number;
  /** A round trip slower than this means the session is in trouble. */
  roundTripTimeoutMs?: number;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function createPgListener(pool: pg.Pool, options: PgListenerOptions = {}): PgListener {
  const reconnectAfterMs = options.reconnectAfterMs ?? 1000;
  const roundTripTimeoutMs = options.roundTripTimeoutMs ?? 1000;
  const channels = new Map<string, Set<{ events: ChannelEvents; handle: PgChannel }>>();
  const everyone = () => [...channels.values()].flatMap((set) => [...set]);
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let stopped = false;
  const released = new WeakSet<pg.PoolClient>();

  const dropped = (lost: pg.PoolClient, error?: unknown) => {
    if (client === lost) client = null;
    if (released.has(lost)) return;
    released.add(lost);
    lost.release(true);
    for (const { events } of everyone()) events.down?.(error);
    if (!stopped) setTimeout(() => void connect(), reconnectAfterMs).unref();
  };

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      if (stopped) return;
      let fresh: pg.PoolClient | null = null;
      try {
        fresh = await pool.connect();
        const mine = fresh;
        mine.on('notification', (message) => {
          for (const { events } of channels.get(message.channel) ?? []) events.message(message.payload ?? '');
        });
        mine.on('error', (error) => dropped(mine, error));
        mine.on('end', () => dropped(mine));
        for (const name of channels.keys()) await mine.query(`LISTEN ${name}`);
        client = mine;
        await Promise.all(everyone().map(({ events, handle }) => events.up?.(handle)));
      } catch (error) {
        if (fresh) dropped(fresh, error);
        else {
          for (const { events } of everyone()) events.down?.(error);
          if (!stopped) setTimeout(() => void connect(), reconnectAfterMs).unref();
        }
      }
    })().finally(() => {
      connecting = null;
    }));

  return {
    async channel(name, events) {
      if (!CHANNEL_NAME.test(name)) throw new Error(`not a channel name: ${name}`);
      const notify = (target: Pick<pg.Pool, 'query'>, payload: string) => target.query('select pg_notify($1, $2)', [name, payload]).then(() => undefined);
      const handle: PgChannel = {
        send: (payload) => notify(client ?? pool, payload).catch(() => notify(pool, payload)),
        roundTrip: () =>
          client ? withTimeout(client.query('select 1'), roundTripTimeoutMs).then(() => undefined) : Promise.reject(new Error('not listening')),
        restart: () => {
          if (client) dropped(client);
        },
        async close() {
          const set = channels.get(name);
          if (!set?.delete(entry)) return;
          if (set.size) return;
          channels.delete(name);
          await client?.query(`UNLISTEN ${name}`).catch(() => {});
        },
      };
      const entry = { events, handle };
      const set = channels.get(name);
      const fresh = !set;
      if (set) set.add(entry);
      else channels.set(name, new Set([entry]));
      if (client) {
        // The session is up: this channel joins it.
        const session = client;
        try {
          if (fresh) await session.query(`LISTEN ${name}`);
          await events.up?.(handle);
        } catch (error) {
          dropped(session, error);
        }
      } else await (connecting ?? connect());
      return handle;
    },
    async stop() {
      stopped = true;
      await connecting?.catch(() => {});
      const last = client;
      client = null;
      if (last && !released.has(last)) {
        released.add(last);
        await last.query('UNLISTEN *').catch(() => {});
        last.release();
      }
    },
  };
}
