/**
 * Keeps the public-list caches of several instances coherent: an invalidation here is
 * published with PostgreSQL NOTIFY and applied by every other instance's LISTEN.
 * The embedded database has one process by construction, so it needs no bus.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle, ResponseCache } from '@league/core/server';

const CHANNEL = 'league_cache';

export async function wireCacheInvalidation(database: DbHandle, cache: ResponseCache, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const pool = database.pool;
  if (!pool) return async () => {};
  const me = randomUUID();
  let client: Awaited<ReturnType<typeof pool.connect>> | null = null;
  let stopped = false;

  const listen = async () => {
    if (stopped) return;
    try {
      client = await pool.connect();
      client.on('notification', (message) => {
        const [from, tag] = (message.payload ?? '').split('|');
        if (from !== me && tag) cache.invalidateLocal(tag);
      });
      client.on('error', () => {
        client = null;
        cache.clear(); // we may have missed messages while disconnected
        setTimeout(listen, 1000);
      });
      await client.query(`LISTEN ${CHANNEL}`);
      cache.clear();
    } catch {
      client = null;
      setTimeout(listen, 1000);
    }
  };
  await listen();

  cache.onInvalidate((tag) => {
    pool.query('select pg_notify($1, $2)', [CHANNEL, `${me}|${tag}`]).catch((error) => log.warn({ err: error }, 'cache notify failed'));
  });

  return async () => {
    stopped = true;
    client?.release();
  };
}
