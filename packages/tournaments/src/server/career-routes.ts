/**
 * The roster's lists of top players, answered here because they are cut from the scorecards'
 * ranking (careers.ts), which the players package cannot reach: the paths and answers are
 * still the players package's contract (spec 7's API table), tagged 'players' in the docs.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '@league/core/server';
import { leaderboardsResponseSchema, topPlayersQuerySchema, topPlayersResponseSchema } from '@league/players/contract';
import { readLeaderboards, readTopPlayers } from './career-boards';

/**
 * Cached under the match centre's tag (every scorecard, fixture and squad write drops it; the
 * players package drops it on profile writes). A squad written elsewhere (an auction closing)
 * binds people, so it drops the people tag, which drops every cached answer.
 */
export const careerRoutes: FastifyPluginAsyncZod<FeatureOptions & { tag: string }> = async (app, { db, cache, tag }) => {
  const tags = ['players'];

  app.get(
    '/players/top',
    {
      schema: {
        tags,
        summary: "Top players by runs on this site's scorecards (figures typed before this site as beforeSite)",
        querystring: topPlayersQuerySchema,
        response: { 200: topPlayersResponseSchema },
      },
    },
    (request, reply) =>
      cache.serve(request, reply, tag, `players-top:${request.query.limit}`, async () => ({
        success: true,
        data: await readTopPlayers(db, request.query.limit),
      })),
  );

  app.get(
    '/players/leaderboards',
    { schema: { tags, summary: "Leaderboards from this site's scorecards (names and figures only)", response: { 200: leaderboardsResponseSchema } } },
    (request, reply) => cache.serve(request, reply, tag, 'players-leaderboards', async () => ({ success: true, data: await readLeaderboards(db) })),
  );
};
