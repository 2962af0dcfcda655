/**
 * Live scoring routes under /api: the public live feed of a match (SSE), the live matches
 * for home, and the scorer's own calls (matches to score, who holds one, take over).
 * Accepted events reach the feed through `scoringHooks`, which apps/api hands to the
 * tournaments plugin (it owns the event log and its POST).
 */
import { asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@league/core/contract';
import type { Db, FeatureOptions, LiveHub } from '@league/core/server';
import { matches } from '@league/schedule/schema';
import { tournamentsSchema } from '@league/tournaments/server';
import { holdBodySchema, holdResponseSchema, liveMatchListResponseSchema, matchParamsSchema, scorerMatchListResponseSchema } from '../contract';
import { assertMatch, claimHold, holdCheck, readHold } from './holds';
import { loadScores, matchTopic } from './live';
import { scoringHolds } from './schema';

export interface ScoringPluginOptions extends FeatureOptions {
  live: LiveHub;
}

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The two hooks the tournaments plugin takes: hold check before, publish after. */
export function scoringHooks(db: Db, live: LiveHub) {
  return {
    beforeEvent: holdCheck(db),
    onEventAccepted(matchId: string, seq: number) {
      // The hub wants the events themselves: read what was just committed (and anything
      // before it a racing writer added) and hand it over; streams drop repeats.
      loadScores(db, matchId, seq - 1)
        .then((events) => live.publish(matchTopic(matchId), events))
        .catch(() => {
          // A later event or a reconnect loads what this one missed.
        });
    },
  };
}

export const scoringPlugin: FastifyPluginAsyncZod<ScoringPluginOptions> = async (app, { db, live }) => {
  const tags = ['scoring'];
  const scorer = { config: { access: 'scorer' as const } };

  app.get('/matches/:id/live', { schema: { tags, params: matchParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    await assertMatch(db, id);
    // A watcher opened halfway gets everything so far, then follows (?after= or Last-Event-ID skip ahead).
    await live.stream(request, reply, { topic: matchTopic(id), load: (after) => loadScores(db, id, after), defaultAfter: 0 });
  });

  app.get('/live-matches', { schema: { tags, response: { 200: liveMatchListResponseSchema } } }, async (_request, reply) => {
    const rows = await db
      .select({ id: matches.id, team1: matches.team1, team2: matches.team2, scorecard: tournamentsSchema.matchSummaries.scorecard })
      .from(matches)
      .leftJoin(tournamentsSchema.matchSummaries, eq(tournamentsSchema.matchSummaries.matchId, matches.id))
      .where(eq(matches.status, 'live'))
      .orderBy(asc(matches.matchDate))
      .limit(10);
    reply.header('cache-control', 'no-store');
    return {
      success: true as const,
      data: rows.map((r) => ({ id: r.id, team1: r.team1, team2: r.team2, summary: summaryOf(r.scorecard) })),
    };
  });

  app.get('/scorer/matches', { ...scorer, schema: { tags, response: { 200: scorerMatchListResponseSchema, ...errors } } }, async () => {
    const rows = await db
      .select({ m: matches, holderName: scoringHolds.holderName })
      .from(matches)
      .leftJoin(scoringHolds, eq(scoringHolds.matchId, matches.id))
      .where(or(inArray(matches.status, ['scheduled', 'live']), isNull(matches.status)))
      .orderBy(desc(eq(matches.status, 'live')), asc(matches.matchDate))
      .limit(100);
    return {
      success: true as const,
      data: rows.map(({ m, holderName }) => ({
        id: m.id,
        team1: m.team1,
        team2: m.team2,
        matchDate: m.matchDate.toISOString(),
        venue: m.venue,
        status: m.status,
        holderName: holderName ?? null,
      })),
    };
  });

  app.get('/matches/:id/hold', { ...scorer, schema: { tags, params: matchParamsSchema, response: { 200: holdResponseSchema, ...errors } } }, async (request) => ({
    success: true as const,
    data: await readHold(db, request, request.params.id),
  }));

  app.post(
    '/matches/:id/hold',
    { ...scorer, schema: { tags, params: matchParamsSchema, body: holdBodySchema, response: { 200: holdResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await claimHold(db, request, request.params.id, request.body.takeOver) }),
  );
};

/** "Banyan Blasters 87/3 (11.2)" from a stored scorecard's current innings. */
function summaryOf(scorecard: Record<string, unknown> | null): string {
  const innings = (scorecard?.innings as Array<{ team: string; runs: number; wickets: number; overs: string }> | undefined) ?? [];
  const last = innings.at(-1);
  return last ? `${last.team} ${last.runs}/${last.wickets} (${last.overs})` : 'Starting soon';
}
