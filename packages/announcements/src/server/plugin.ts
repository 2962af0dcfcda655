import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '@league/core/contract';
import { addVary, adminOrNull, notFound, type FeatureOptions } from '@league/core/server';
import {
  MESSAGES,
  announcementInputSchema,
  announcementListResponseSchema,
  announcementParamsSchema,
  announcementSavedResponseSchema,
} from '../contract';
import {
  createAnnouncement,
  deleteAnnouncement,
  listActiveAnnouncements,
  listAllAnnouncements,
  nextWindowChange,
  updateAnnouncement,
} from './repo';

/** Cache tag of the public list; every write drops it. */
export const ANNOUNCEMENTS_CACHE_TAG = 'announcements';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Announcements routes under /api (spec 7): the live list for everyone, admin-only writes. */
export const announcementsPlugin: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, cache }) => {
  // Authorised before the body is validated: a visitor learns nothing about the payload rules.
  const admin = { config: { access: 'admin' as const } };

  const changed = () => cache.invalidate(ANNOUNCEMENTS_CACHE_TAG);

  app.get(
    '/announcements/active',
    {
      schema: {
        tags: ['announcements'],
        summary: 'Live announcements, newest first (admins get every announcement)',
        response: { 200: announcementListResponseSchema },
      },
    },
    async (request, reply) => {
      // One URL, two answers: shared caches must key on who is asking.
      addVary(reply, 'Authorization');
      if (await adminOrNull(request)) {
        const all = await listAllAnnouncements(db);
        return { success: true as const, data: all, items: all };
      }
      // The visitors' list depends on the clock as well as on writes (an announcement starts
      // or ends with no write at all): the cached answer expires at the next such instant.
      return cache.serve(request, reply, ANNOUNCEMENTS_CACHE_TAG, 'active', async (expireAt) => {
        const now = new Date();
        const [live, next] = await Promise.all([listActiveAnnouncements(db, now), nextWindowChange(db, now)]);
        if (next) expireAt(next.getTime());
        return { success: true, data: live, items: live };
      });
    },
  );

  app.post(
    '/announcements',
    {
      ...admin,
      schema: {
        tags: ['announcements'],
        body: announcementInputSchema,
        response: { 201: announcementSavedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await createAnnouncement(db, request.body);
      changed();
      return reply.code(201).send({ success: true as const, message: MESSAGES.created, data: saved });
    },
  );

  app.put(
    '/announcements/:id',
    {
      ...admin,
      schema: {
        tags: ['announcements'],
        params: announcementParamsSchema,
        body: announcementInputSchema,
        response: { 200: announcementSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await updateAnnouncement(db, request.params.id, request.body);
      if (!saved) throw notFound(MESSAGES.notFound);
      changed();
      return { success: true as const, message: MESSAGES.updated, data: saved };
    },
  );

  app.delete(
    '/announcements/:id',
    {
      ...admin,
      schema: {
        tags: ['announcements'],
        params: announcementParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await deleteAnnouncement(db, request.params.id))) throw notFound(MESSAGES.notFound);
      changed();
      return { success: true as const, message: MESSAGES.deleted };
    },
  );
};
