/**
 * How the public-list caches stay true to the database, by the INSTANCES setting (config.ts):
 * - `one`: this process is the only writer, so each write's `cache.invalidate` is the whole
 *   story and nothing is wired. The embedded database enforces it (a second process on the
 *   same data directory refuses to start); on PostgreSQL it is the operator's promise.
 * - `many`: instances tell each other of their invalidations over PostgreSQL LISTEN/NOTIFY
 *   (./cache/bus.ts); while that channel is down, the cache is off.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DbHandle, ResponseCache } from '@league/core/server';
import { startCacheBus } from './cache/bus';
import { pgTransport } from './cache/pg-transport';

export { START_GRACE_MS } from './cache/peer-state';

export type Instances = 'one' | 'many';

/** Returns `stop`. */
export async function wireCacheInvalidation(
  instances: Instances,
  database: DbHandle,
  cache: ResponseCache,
  log: FastifyBaseLogger,
  app?: FastifyInstance,
): Promise<() => Promise<void>> {
  const listener = database.listener;
  if (instances === 'one') return async () => {};
  // config.ts refuses `many` without DATABASE_URL: this is a programming error.
  if (!listener) throw new Error('INSTANCES=many needs PostgreSQL (DATABASE_URL)');
  return startCacheBus({ cache, log, app, transport: (events) => pgTransport(listener, events, log) });
}
