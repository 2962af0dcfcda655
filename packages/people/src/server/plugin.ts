/**
 * People routes under /api, all admin-only (they carry phones, birth dates and guardians):
 * the list with each person's age and visibility, a person, edits (name, birth date in any
 * form, an adult's confirmation, photo consent), a guardian's consent recorded or withdrawn,
 * merge and undo. Every write drops every cached public answer (core's 'people' tag).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, okSchema } from '@league/core/contract';
import { notFound, PEOPLE_CACHE_TAG, type FeatureOptions } from '@league/core/server';
import {
  consentSchema,
  MESSAGES,
  mergeResponseSchema,
  mergeSchema,
  peopleListResponseSchema,
  peopleQuerySchema,
  personParamsSchema,
  personPatchSchema,
  personResponseSchema,
} from '../contract';
import { leagueToday, setLeagueTimeZone } from './rule';
import { countPeople, listPeople, mergePeople, patchPerson, setConsent, undoMerge, type PersonReference } from './repo';
import type { PlacesOf } from './visibility';

export interface PeoplePluginOptions extends FeatureOptions {
  timeZone: string;
  /** Every column of other packages that points at a person (merges move them all). */
  references: PersonReference[];
  placesOf?: PlacesOf;
}

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const peoplePlugin: FastifyPluginAsyncZod<PeoplePluginOptions> = async (app, { db, cache, timeZone, references, placesOf }) => {
  // The rule's default day (profile lists, careers, the player import) is the league's, from config.
  setLeagueTimeZone(timeZone);
  const admin = { config: { access: 'admin' as const } };
  const changed = () => cache.invalidate(PEOPLE_CACHE_TAG);
  const by = async (request: { viewer(): Promise<{ email?: string } | null> }) => (await request.viewer())?.email ?? null;
  const one = async (id: string) => {
    const [person] = await listPeople(db, { timeZone, ids: [id], placesOf });
    if (!person) throw notFound(MESSAGES.notFound);
    return person;
  };

  app.get(
    '/people',
    {
      ...admin,
      schema: {
        tags: ['people'],
        summary: 'Every person, with age and visibility (admin)',
        querystring: peopleQuerySchema,
        response: { 200: peopleListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPeople(db, { timeZone, ...request.query, placesOf }),
      counts: await countPeople(db, timeZone),
    }),
  );

  app.get(
    '/people/:id',
    { ...admin, schema: { tags: ['people'], params: personParamsSchema, response: { 200: personResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await one(request.params.id) }),
  );

  app.patch(
    '/people/:id',
    { ...admin, schema: { tags: ['people'], params: personParamsSchema, body: personPatchSchema, response: { 200: personResponseSchema, ...errors } } },
    async (request) => {
      const who = await by(request);
      await db.transaction((tx) => patchPerson(tx, request.params.id, request.body, who, references, leagueToday(timeZone)));
      changed();
      return { success: true as const, message: 'Saved', data: await one(request.params.id) };
    },
  );

  app.post(
    '/people/:id/consent',
    { ...admin, schema: { tags: ['people'], params: personParamsSchema, body: consentSchema, response: { 200: personResponseSchema, ...errors } } },
    async (request) => {
      const body = request.body;
      await setConsent(
        db,
        request.params.id,
        body.action === 'record' ? { guardianName: body.guardianName!, guardianPhone: body.guardianPhone } : null,
        await by(request),
      );
      changed();
      return {
        success: true as const,
        message: body.action === 'record' ? MESSAGES.consentRecorded : MESSAGES.consentWithdrawn,
        data: await one(request.params.id),
      };
    },
  );

  app.post(
    '/people/merge',
    {
      ...admin,
      schema: { tags: ['people'], summary: 'Merge two records of one person', body: mergeSchema, response: { 200: mergeResponseSchema, ...errors } },
    },
    async (request) => {
      const who = await by(request);
      const result = await db.transaction((tx) => mergePeople(tx, request.body.fromId, request.body.intoId, who, references));
      changed();
      return { success: true as const, message: 'Merged', data: result };
    },
  );

  app.post(
    '/people/merges/:id/undo',
    { ...admin, schema: { tags: ['people'], params: z.object({ id: z.string().uuid('Merge not found') }), response: { 200: okSchema, ...errors } } },
    async (request) => {
      await db.transaction((tx) => undoMerge(tx, request.params.id));
      changed();
      return { success: true as const, message: 'Merge undone' };
    },
  );
};
