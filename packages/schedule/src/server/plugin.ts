import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { etagOf, isFresh, type FeatureOptions } from '@league/core/server';
import { errorSchema, idParamsSchema, okSchema } from '@league/core/contract';
import {
  auctionLinkInputSchema,
  globalLinksResponseSchema,
  matchAuctionLinkInputSchema,
  matchInputSchema,
  matchListResponseSchema,
  matchPressLinkInputSchema,
  matchResponseSchema,
  pressLinkInputSchema,
  type GlobalLinks,
} from '../contract';
import { buildCalendar } from './calendar';
import {
  createMatch,
  deleteMatch,
  getGlobalLinks,
  listMatches,
  resolveMatchDate,
  setGlobalLink,
  setMatchLink,
} from './repo';

const TAG = 'schedule';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

function linksBody(links: GlobalLinks, message?: string) {
  return { success: true as const, message, data: links, ...links };
}

/**
 * Schedule routes under /api: fixtures, the two global links, the older form's per-match
 * links and the calendar feed. Reads are public and cached; every write is admin-only.
 */
export const schedulePlugin: FastifyPluginAsyncZod<FeatureOptions & { timeZone: string }> = async (app, options) => {
  const { db, cache, timeZone } = options;

  const addMatch = async (body: z.output<typeof matchInputSchema>) => {
    const match = await createMatch(db, {
      team1: body.team1,
      team2: body.team2,
      matchDate: resolveMatchDate(body.matchDate, timeZone),
    });
    cache.invalidate(TAG);
    return { success: true as const, message: 'Match added', data: match };
  };

  app.get(
    '/matches',
    { schema: { tags: ['schedule'], response: { 200: matchListResponseSchema } } },
    (request, reply) =>
      cache.serve(request, reply, TAG, 'matches', async () => {
        const list = await listMatches(db);
        return { success: true, data: list, matches: list };
      }),
  );

  app.get('/matches.ics', { schema: { tags: ['schedule'] } }, async (request, reply) => {
    const [list, links] = await Promise.all([listMatches(db), getGlobalLinks(db)]);
    const body = buildCalendar(list, links, { timeZone });
    const etag = etagOf(body);
    reply
      .header('etag', etag)
      .header('cache-control', 'no-cache')
      .header('content-disposition', 'inline; filename="league-fixtures.ics"');
    if (isFresh(request, etag)) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(body);
  });

  app.post(
    '/matches',
    {
      config: { access: 'admin' },
      schema: { tags: ['schedule'], body: matchInputSchema, response: { 201: matchResponseSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await addMatch(request.body)),
  );

  // The older admin form's spelling of the same write.
  app.post(
    '/add-match',
    {
      config: { access: 'admin' },
      schema: { tags: ['schedule'], body: matchInputSchema, response: { 201: matchResponseSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await addMatch(request.body)),
  );

  app.delete(
    '/matches/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['schedule'], params: idParamsSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await deleteMatch(db, request.params.id);
      cache.invalidate(TAG);
      return { success: true as const, message: 'Match deleted' };
    },
  );

  app.post(
    '/add-press-conference',
    {
      config: { access: 'admin' },
      schema: { tags: ['schedule'], body: matchPressLinkInputSchema, response: { 200: matchResponseSchema, ...errors } },
    },
    async (request) => {
      const match = await setMatchLink(db, request.body.matchId, 'pressLink', request.body.pressLink);
      cache.invalidate(TAG);
      return { success: true as const, message: 'Press conference link saved', data: match };
    },
  );

  app.post(
    '/add-auction',
    {
      config: { access: 'admin' },
      schema: { tags: ['schedule'], body: matchAuctionLinkInputSchema, response: { 200: matchResponseSchema, ...errors } },
    },
    async (request) => {
      const match = await setMatchLink(db, request.body.matchId, 'auctionLink', request.body.auctionLink);
      cache.invalidate(TAG);
      return { success: true as const, message: 'Auction link saved', data: match };
    },
  );

  app.get(
    '/global-links',
    { schema: { tags: ['schedule'], response: { 200: globalLinksResponseSchema } } },
    (request, reply) => cache.serve(request, reply, TAG, 'links', async () => linksBody(await getGlobalLinks(db))),
  );

  const linkRoutes = [
    { path: '/global-links/press', field: 'pressConferenceLink', body: pressLinkInputSchema, noun: 'Press link' },
    { path: '/global-links/auction', field: 'auctionLink', body: auctionLinkInputSchema, noun: 'Auction link' },
  ] as const;
  for (const route of linkRoutes) {
    app.patch(
      route.path,
      {
        config: { access: 'admin' },
        schema: { tags: ['schedule'], body: route.body, response: { 200: globalLinksResponseSchema, ...errors } },
      },
      async (request) => {
        const link = (request.body as Record<string, string>)[route.field]!;
        const links = await setGlobalLink(db, route.field, link);
        cache.invalidate(TAG);
        return linksBody(links, `${route.noun} updated`);
      },
    );
    app.delete(
      route.path,
      {
        config: { access: 'admin' },
        schema: { tags: ['schedule'], response: { 200: globalLinksResponseSchema, ...errors } },
      },
      async () => {
        const links = await setGlobalLink(db, route.field, null);
        cache.invalidate(TAG);
        return linksBody(links, `${route.noun} deleted`);
      },
    );
  }
};
