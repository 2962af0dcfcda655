/**
 * Knockout calls (part 3 spec 4): the bracket with its placeholders and the teams known (public,
 * cached under the match centre's tag, which every result drops), and its fixtures made from a
 * template (admin).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@league/core/contract';
import type { FeatureOptions } from '@league/core/server';
import { tournamentParamsSchema } from '../contract';
import { knockoutBracketResponseSchema, knockoutsInputSchema } from '../knockouts-contract';
import { createKnockouts, readKnockouts } from './knockouts';

export const knockoutsRoutes: FastifyPluginAsyncZod<FeatureOptions & { tag: string; timeZone: string; changed: () => void }> = async (
  app,
  { db, cache, tag, timeZone, changed },
) => {
  const tags = ['tournaments'];

  app.get(
    '/tournaments/:id/knockouts',
    {
      schema: {
        tags,
        summary: 'The knockout bracket: each stage with its placeholders and the teams known',
        params: tournamentParamsSchema,
        response: { 200: knockoutBracketResponseSchema, 404: errorSchema },
      },
    },
    (request, reply) =>
      cache.serve(request, reply, tag, `knockouts:${request.params.id}`, async () => ({ success: true, data: await readKnockouts(db, request.params.id) })),
  );

  app.post(
    '/tournaments/:id/knockouts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Knockout fixtures from a template (semis, top6, ipl), one date per match',
        params: tournamentParamsSchema,
        body: knockoutsInputSchema,
        response: { 201: knockoutBracketResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await createKnockouts(db, request.params.id, request.body, timeZone);
      changed();
      return reply.code(201).send({ success: true as const, data });
    },
  );
};
