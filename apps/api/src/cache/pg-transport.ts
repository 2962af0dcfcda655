/**
 * The bus's wire: its channel on the instance's one LISTEN session (core's pg-listener.ts,
 * shared with the live hub). Thin on purpose: it knows channels, not caches. It reports `up`
 * once LISTEN is active, `down` when the session is lost (it comes back by itself a second
 * later), and each payload; a round trip on the session is the bus's read barrier.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PgChannel, PgListener } from '@league/core/server';

export const CHANNEL = 'league_cache';

export interface TransportEvents {
  /** Awaited before the transport is handed out: the bus announces itself there. */
  up(): void | Promise<void>;
  down(): void;
  message(payload: string): void;
}

export interface BusTransport {
  /** Starts listening; resolves once the first attempt is over (a failure retries in the background). */
  start(): Promise<void>;
  /** NOTIFY `payload` (on the LISTEN session when it is up, else on the pool); rejects when both fail. */
  send(payload: string): Promise<void>;
  /** Resolves once every notification committed before the call has been delivered. */
  roundTrip(): Promise<void>;
  /** Drops the session; it comes back (and says `up` again) shortly. */
  restart(): void;
  stop(): Promise<void>;
}

export function pgTransport(listener: PgListener, events: TransportEvents, log: FastifyBaseLogger): BusTransport {
  let channel: PgChannel | null = null;
  let warned = false;
  const notYet = () => Promise.reject(new Error('cache bus not started'));
  return {
    async start() {
      channel = await listener.channel(CHANNEL, {
        async up(mine) {
          // Set before the bus announces itself on it.
          channel = mine;
          if (warned) log.info('cache bus: listening again');
          warned = false;
          await events.up();
        },
        down(error) {
          if (!warned) log.warn({ err: error }, 'cache bus: LISTEN lost; caching is off until it is back');
          warned = true;
          events.down();
        },
        message: events.message,
      });
    },
    send: (payload) => channel?.send(payload) ?? notYet(),
    roundTrip: () => channel?.roundTrip() ?? notYet(),
    restart: () => channel?.restart(),
    async stop() {
      await channel?.close();
    },
  };
}
