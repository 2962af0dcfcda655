/**
 * Players routes under /api (the lists of top players are answered by the tournaments
 * package, from the scorecards: see its career-routes.ts). Reads are public, but what they carry depends on the viewer:
 * visitors get masked phones and no date of birth (decisions.md 4) from the shared cache;
 * admins get whole records straight from the database. Every write is admin-only and
 * drops the cached answers. Writes declare `access: 'admin'`: the check runs before
 * the body is read, so a visitor learns nothing about the payload rules.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addVary, adminOrNull, type FeatureOptions } from '@league/core/server';
import type { PersonReference } from '@league/people/server';
import { errorSchema, okSchema } from '@league/core/contract';
import { playerInputSchema, playerPageQuerySchema, playerPageResponseSchema, playerParamsSchema, playerPatchSchema, playerResponseSchema } from '../contract';
import { createPlayer, deletePlayer, listPlayers, listPublicPlayers, searchPlayerPage, updatePlayer } from './repo';

/** The players' cached answers: dropped by every write that changes a profile (registrations' too). */
export const PLAYERS_CACHE_TAG = 'players';
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export interface PlayersPluginOptions extends FeatureOptions {
  /**
   * Tags other packages' answers are cached under that carry profiles: the match centre's
   * rankings, and the people tag (a profile makes, renames or re-dates a person, which can
   * hide or show a name anywhere). apps/api passes them.
   */
  alsoInvalidate?: string[];
  /** Every column that points at a person (apps/api's list): a rename or a new date reaches the copies. */
  personReferences?: PersonReference[];
}

export const playersPlugin: FastifyPluginAsyncZod<PlayersPluginOptions> = async (app, { db, cache, alsoInvalidate = [], personReferences = [] }) => {
  const changed = () => {
    cache.invalidate(PLAYERS_CACHE_TAG);
    for (const tag of alsoInvalidate) cache.invalidate(tag);
  };

  app.get(
    '/players',
    {
      schema: {
        tags: ['players'],
        summary: 'The roster (phones masked for visitors); with q, page or limit one page of a search',
        querystring: playerPageQuerySchema,
        response: { 200: playerPageResponseSchema },
      },
    },
    async (request, reply) => {
      // The same URL answers differently per viewer: shared caches must key on the token.
      addVary(reply, 'authorization');
      const { q, page, limit } = request.query;
      if (q !== undefined || page !== undefined || limit !== undefined) {
        const paged = { q, page: page ?? 1, limit: limit ?? 24 };
        const answer = async (visitor: boolean) => {
          const { items, total } = await searchPlayerPage(db, { ...paged, visitor });
          return { success: true as const, data: items, total, page: paged.page, limit: paged.limit };
        };
        if (await adminOrNull(request)) return answer(false);
        return cache.serve(request, reply, PLAYERS_CACHE_TAG, `page:${JSON.stringify(paged)}`, () => answer(true));
      }
      if (await adminOrNull(request)) return { success: true as const, data: await listPlayers(db) };
      return cache.serve(request, reply, PLAYERS_CACHE_TAG, 'public', async () => ({ success: true, data: await listPublicPlayers(db) }));
    },
  );

  app.post(
    '/players',
    {
      config: { access: 'admin' },
      schema: { tags: ['players'], body: playerInputSchema, response: { 201: playerResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const player = await createPlayer(db, request.body);
      changed();
      return reply.code(201).send({ success: true as const, data: player });
    },
  );

  // The key is the profile's id, or its phone while that phone is one profile's (the roster
  // form's key; children on a parent's phone are several profiles: 409, never the wrong one).
  app.patch(
    '/players/:phone',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['players'],
        params: playerParamsSchema,
        body: playerPatchSchema,
        response: { 200: playerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const player = await updatePlayer(db, request.params.phone, request.body, personReferences);
      changed();
      return { success: true as const, data: player };
    },
  );

  app.delete(
    '/players/:phone',
    {
      config: { access: 'admin' },
      schema: { tags: ['players'], params: playerParamsSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await deletePlayer(db, request.params.phone);
      changed();
      return { success: true as const, message: 'Player deleted' };
    },
  );
};
