/** Health and readiness. The public settings (GET /api/config) are @league/settings'. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@league/core/contract';
import type { Config } from './config';
import { withTimeout, type DbHandle } from '@league/core/server';

const statusSchema = z.object({ success: z.boolean(), status: z.string() });

export const systemRoutes: FastifyPluginAsyncZod<{ config: Config; database: DbHandle }> = async (app, { database }) => {
  app.get('/health', { schema: { tags: ['system'], response: { 200: statusSchema } } }, async () => ({ success: true, status: 'ok' }));

  app.get('/ready', { schema: { tags: ['system'], response: { 200: statusSchema, 503: errorSchema } } }, async (_request, reply) => {
    try {
      await withTimeout(database.ping(), 2000);
      return { success: true, status: 'ready' };
    } catch {
      return reply.code(503).send({ success: false as const, message: 'Database unavailable' });
    }
  });
};
