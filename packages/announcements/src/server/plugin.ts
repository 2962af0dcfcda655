import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromZonedTime } from 'date-fns-tz';
import { errorSchema, okSchema } from '@league/core/contract';
import { addVary, adminOrNull, badRequest, notFound, type FeatureOptions } from '@league/core/server';
import {
  MESSAGES,
  announcementInputSchema,
  announcementListResponseSchema,
  announcementParamsSchema,
  announcementSavedResponseSchema,
  isWallTime,
  type AnnouncementData,
} from '../contract';
import { createAnnouncement, deleteAnnouncement, listActiveAnnouncements, listAllAnnouncements, nextWindowChange, updateAnnouncement } from './repo';

/** Cache tag of the public list; every write drops it. */
export const ANNOUNCEMENTS_CACHE_TAG = 'announcements';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export interface AnnouncementsOptions extends FeatureOptions {
  /** LEAGUE_TIMEZONE: start and end times typed without an offset are wall times there. */
  timeZone?: string;
}

/**
 * Places wall times ("2026-12-01T18:30") in the league's zone, as match times are, then
 * checks the window again now that both ends are instants.
 */
export function resolveWallTimes(input: AnnouncementData, timeZone: string): AnnouncementData {
  const place = (value: string | null) => (isWallTime(value) ? fromZonedTime(value, timeZone).toISOString() : value);
  const startsAt = place(input.startsAt);
  const expiresAt = place(input.expiresAt);
  if (startsAt && expiresAt && Date.parse(expiresAt) <= Date.parse(startsAt)) throw badRequest(MESSAGES.window);
  return { ...input, startsAt, expiresAt };
}

/** Announcements routes under /api (spec 7): the live list for everyone, admin-only writes. */
export const announcementsPlugin: FastifyPluginAsyncZod<AnnouncementsOptions> = async (app, { db, cache, timeZone = 'Asia/Kolkata' }) => {
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
      const saved = await createAnnouncement(db, resolveWallTimes(request.body, timeZone));
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
      const saved = await updateAnnouncement(db, request.params.id, resolveWallTimes(request.body, timeZone));
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
