/** Health, readiness and the public settings the browser needs. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbHandle } from '@league/core/server';
import { errorSchema, publicConfigSchema, type PublicConfig } from '@league/core/contract';
import type { Config } from './config';
import { withTimeout } from './timeout';

const statusSchema = z.object({ success: z.boolean(), status: z.string() });

export const systemRoutes: FastifyPluginAsyncZod<{ config: Config; database: DbHandle }> = async (app, { config, database }) => {
  app.get('/health', { schema: { tags: ['system'], response: { 200: statusSchema } } }, async () => ({ success: true, status: 'ok' }));

  app.get('/ready', { schema: { tags: ['system'], response: { 200: statusSchema, 503: errorSchema } } }, async (_request, reply) => {
    try {
      await withTimeout(database.ping(), 2000);
      return { success: true, status: 'ready' };
    } catch {
      return reply.code(503).send({ success: false as const, message: 'Database unavailable' });
    }
  });

  const publicConfig: PublicConfig = {
    leagueName: config.LEAGUE_NAME,
    leagueShortName: config.LEAGUE_SHORT_NAME,
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    registrationFormUrl: config.REGISTRATION_FORM_URL ?? null,
    timeZone: config.LEAGUE_TIMEZONE,
    contactEmail: config.CONTACT_EMAIL ?? null,
    contactPhone: config.CONTACT_PHONE ?? null,
    social: {
      instagram: config.SOCIAL_INSTAGRAM ?? null,
      youtube: config.SOCIAL_YOUTUBE ?? null,
      facebook: config.SOCIAL_FACEBOOK ?? null,
    },
    passwordLogin: config.AUTH_PASSWORD_LOGIN,
  };
  app.get('/config', { schema: { tags: ['system'], response: { 200: publicConfigSchema } } }, async () => publicConfig);
};
