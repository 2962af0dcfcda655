/**
 * Registrations routes under /api. Both are admin-only (the rows hold phone numbers and
 * emails, decisions.md 2) and never go through the shared response cache.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';
import { errorSchema } from '@league/core/contract';
import { REGISTRATION_LIMITS, registrationsListSchema, syncResultSchema } from '../contract';
import { importRegistrations, listRegistrations } from './repo';
import { loadRegistrations, type RegistrationSource } from './source';
import { assertTimeZone } from './timestamps';

export interface RegistrationsPluginOptions {
  source: RegistrationSource;
  /** Zone of the sheet's wall-clock timestamps; defaults to the league's, Asia/Kolkata. */
  timeZone?: string;
  /** Syncs per minute per client (each one fetches the sheet). */
  syncPerMinute?: number;
}

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const errors = { 401: errorSchema, 403: errorSchema, 429: errorSchema, 500: errorSchema, 502: errorSchema, 504: errorSchema };

export const registrationsPlugin: FastifyPluginAsyncZod<FeatureOptions & RegistrationsPluginOptions> = async (app, options) => {
  const { db, source } = options;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  assertTimeZone(timeZone);

  app.get(
    '/registrations',
    {
      config: { access: 'admin' },
      schema: { tags: ['registrations'], response: { 200: registrationsListSchema, ...errors } },
    },
    async (_request, reply) => {
      const list = await listRegistrations(db);
      // Personal data: a browser may keep it for revalidation (ETag) but no shared cache may.
      reply.header('cache-control', 'private, no-cache');
      return { success: true as const, ...list, lastSyncAt: list.lastSyncAt?.toISOString() ?? null };
    },
  );

  app.post(
    '/registrations/sync',
    {
      config: { access: 'admin', rateLimit: { max: options.syncPerMinute ?? REGISTRATION_LIMITS.syncPerMinute, timeWindow: '1 minute' } },
      schema: { tags: ['registrations'], response: { 200: syncResultSchema, ...errors } },
    },
    async (request) => {
      const now = new Date();
      const { kind, parsed } = await loadRegistrations(source, { timeZone, now });
      const result = await importRegistrations(db, parsed.rows, kind, now);
      request.log.info(
        { source: kind, added: result.added, total: result.total, dropped: parsed.dropped, duplicates: parsed.duplicates },
        'registrations synced',
      );
      return { success: true as const, added: result.added, total: result.total, lastSyncAt: result.lastSyncAt.toISOString() };
    },
  );
};
