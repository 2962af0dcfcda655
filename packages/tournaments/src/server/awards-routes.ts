/**
 * Awards calls (part 3 spec 5): a tournament's awards (public, cached under the match
 * centre's tag like its statistics) and the organiser's player of the match (admin).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@league/core/contract';
import type { FeatureOptions } from '@league/core/server';
import { SCHEDULE_CACHE_TAG } from '@league/schedule/server';
import { awardsResponseSchema, matchParamsSchema, playerOfMatchInputSchema, playerOfMatchResponseSchema, tournamentParamsSchema } from '../contract';
import { choosePlayerOfMatch, readAwards } from './awards';

export const awardsRoutes: FastifyPluginAsyncZod<FeatureOptions & { tag: string }> = async (app, { db, cache, tag }) => {
  const tags = ['tournaments'];

  app.get(
    '/tournaments/:id/awards',
    {
      schema: {
        tags,
        summary: 'MVP points, players of the match, season awards and the team of the tournament',
        params: tournamentParamsSchema,
        response: { 200: awardsResponseSchema, 404: errorSchema },
      },
    },
    (request, reply) =>
      cache.serve(request, reply, tag, `awards:${request.params.id}`, async () => ({ success: true, data: await readAwards(db, request.params.id) })),
  );

  app.put(
    '/matches/:id/player-of-match',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The organiser's player of the match (null: the scorecard's suggestion)",
        params: matchParamsSchema,
        body: playerOfMatchInputSchema,
        response: { 200: playerOfMatchResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const data = await choosePlayerOfMatch(db, request.params.id, request.body.personId);
      cache.invalidate(tag);
      cache.invalidate(SCHEDULE_CACHE_TAG);
      return { success: true as const, data };
    },
  );
};
