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
 * players package drops it on profile writes, a change to people drops everything). A squad
 * written elsewhere (an auction closing) rebinds names too: answers are kept at most a minute.
 */
export const CAREER_ANSWER_TTL_MS = 60_000;

export const careerRoutes: FastifyPluginAsyncZod<FeatureOptions & { tag: string }> = async (app, { db, cache, tag }) => {
  const tags = ['players'];
  const minute = (expireAt: (at: number) => void) => expireAt(Date.now() + CAREER_ANSWER_TTL_MS);

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
      cache.serve(request, reply, tag, `players-top:${request.query.limit}`, async (expireAt) => {
        minute(expireAt);
        return { success: true, data: await readTopPlayers(db, request.query.limit) };
      }),
  );

  app.get(
    '/players/leaderboards',
    { schema: { tags, summary: "Leaderboards from this site's scorecards (names and figures only)", response: { 200: leaderboardsResponseSchema } } },
    (request, reply) =>
      cache.serve(request, reply, tag, 'players-leaderboards', async (expireAt) => {
        minute(expireAt);
        return { success: true, data: await readLeaderboards(db) };
      }),
  );
};
