import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '@league/core/contract';
import { notFound, type FeatureOptions } from '@league/core/server';
import { MESSAGES, sponsorInputSchema, sponsorListResponseSchema, sponsorParamsSchema, sponsorSavedResponseSchema } from '../contract';
import { createSponsor, deleteSponsor, listSponsors, updateSponsor } from './repo';

/** Cache tag of the public list; every write drops it. */
export const SPONSORS_CACHE_TAG = 'sponsors';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Sponsors routes under /api (spec 7): a public list, admin-only writes. */
export const sponsorsPlugin: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, cache }) => {
  // Authorised before the body is validated: a visitor learns nothing about the payload rules.
  const admin = { config: { access: 'admin' as const } };
  const changed = () => cache.invalidate(SPONSORS_CACHE_TAG);

  app.get(
    '/sponsors',
    { schema: { tags: ['sponsors'], summary: 'Every sponsor, newest first', response: { 200: sponsorListResponseSchema } } },
    (request, reply) => cache.serve(request, reply, SPONSORS_CACHE_TAG, 'list', async () => ({ success: true, data: await listSponsors(db) })),
  );

  app.post(
    '/sponsors',
    {
      ...admin,
      schema: { tags: ['sponsors'], body: sponsorInputSchema, response: { 201: sponsorSavedResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const sponsor = await createSponsor(db, request.body);
      changed();
      return reply.code(201).send({ success: true as const, message: MESSAGES.created, data: sponsor });
    },
  );

  app.put(
    '/sponsors/:id',
    {
      ...admin,
      schema: {
        tags: ['sponsors'],
        params: sponsorParamsSchema,
        body: sponsorInputSchema,
        response: { 200: sponsorSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const sponsor = await updateSponsor(db, request.params.id, request.body);
      if (!sponsor) throw notFound(MESSAGES.notFound);
      changed();
      return { success: true as const, message: MESSAGES.updated, data: sponsor };
    },
  );

  app.delete(
    '/sponsors/:id',
    { ...admin, schema: { tags: ['sponsors'], params: sponsorParamsSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      if (!(await deleteSponsor(db, request.params.id))) throw notFound(MESSAGES.notFound);
      changed();
      return { success: true as const, message: MESSAGES.deleted };
    },
  );
};
