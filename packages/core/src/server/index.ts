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
export * from './stream-cap';
export * from './connections';
export * from './compress';
export * from './encoding';
export * from './csv';
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
