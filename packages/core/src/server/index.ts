/** Server-side infrastructure shared by every feature plugin. */
export * from './db';
export * from './errors';
export * from './auth';
export * from './tokens';
export * from './cache';
export * from './app';
export * from './pagination';
export * from './random';
export * from './live';
export * from './pg-listener';
export * from './timeout';
export * from './address-policy';
export * from './openapi';
export { capStreamsPerAddress } from './stream-cap';
// For apps/api's web answers; the HTTP server's own machinery (connection caps, the drain,
// the compression hook) is createCoreApp's and not exported.
export { compress, COMPRESS_MIN_BYTES, pickEncoding, type Encoding } from './encoding';
export * from './csv';
export { keepOnce } from './keep-once';
export * from './visibility';

import type { Db } from './db';
import type { VisibilitySource } from './visibility';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who is hidden from visitors: ask it before a name leaves the server any other way. */
    visibility: VisibilitySource;
  }
}
import type { ResponseCache } from './cache';
import type { FastifyBaseLogger } from 'fastify';

/** What every feature plugin receives (packages never open connections themselves). */
export interface FeatureOptions {
  db: Db;
  cache: ResponseCache;
}

/** What every feature's demo seed receives. */
export interface DemoContext {
  db: Db;
  log: FastifyBaseLogger | Pick<Console, 'info' | 'warn'>;
  /** Fixed "now" so seeds can place fixtures in the past and the future. */
  now: Date;
}
export * from './escape';
