/**
 * Live scoring routes under /api: the public live feed of a match (SSE), the live matches
 * for home, and the scorer's own calls (matches to score, who holds one, take over).
 * Accepted events reach the feed through `scoringHooks`, which apps/api hands to the
 * tournaments plugin (it owns the event log and its POST).
 */
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '@league/core/contract';
import { badRequest, notFound, PEOPLE_CACHE_TAG, type Db, type FeatureOptions, type LiveHub } from '@league/core/server';
import { TEAMS_CACHE_TAG } from '@league/teams/server';
import { matches } from '@league/schedule/schema';
import { tournamentsSchema, TOURNAMENTS_CACHE_TAG } from '@league/tournaments/server';
import {
  SCORING_MESSAGES,
  scorerGrantBodySchema,
  scorerGrantResponseSchema,
  scorerListResponseSchema,
  type Scorer,
  assignmentBodySchema,
  assignmentResponseSchema,
  holdBodySchema,
  holdResponseSchema,
  liveMatchListResponseSchema,
  matchParamsSchema,
  matchPeopleQuerySchema,
  matchPeopleResponseSchema,
  matchPersonBodySchema,
  matchPersonResponseSchema,
  scorerMatchListResponseSchema,
  scorerPackResponseSchema,
} from '../contract';
import { readPack } from './pack';
import { addMatchPerson, searchMatchPeople } from './people';
import { startDemoLiveScorer } from './demo-live';
import {
  assertMatch,
  assignedMatchIds,
  assignmentEmailOf,
  claimHold,
  holdCheck,
  matchScorerSeesNames,
  readAssignment,
  readHold,
  writeAssignment,
} from './holds';
import { lastSeq, loadScores, matchTopic } from './live';
import { LIVE_HOLD_EVENT } from '../constants';
import { scoringHolds } from './schema';

/** Scorer accounts, kept by the admin package (apps/api passes its functions in). */
export interface ScorerAccounts {
  list(): Promise<Scorer[]>;
  /** null: the email is an admin's (who can already score). */
  grant(input: { email: string; name?: string }): Promise<{ scorer: Scorer; url: string; expiresAt: string } | null>;
  revoke(id: string): Promise<boolean>;
}

export interface ScoringPluginOptions extends FeatureOptions {
  live: LiveHub;
  scorers?: ScorerAccounts;
  /** DEMO_LIVE: a simulated scorer plays a demo match while the server runs (ms between balls, or true for 20 s). */
  demoLive?: boolean | number;
}

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The two hooks the tournaments plugin takes: hold check before, publish after. */
export function scoringHooks(db: Db, live: LiveHub) {
  return {
    beforeEvent: holdCheck(),
    realNames: matchScorerSeesNames(db),
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

export const scoringPlugin: FastifyPluginAsyncZod<ScoringPluginOptions> = async (app, { db, cache, live, scorers, demoLive }) => {
  if (demoLive) {
    let stop: () => Promise<void> = async () => {};
    const { onEventAccepted } = scoringHooks(db, live);
    app.addHook('onReady', async () => {
      stop = startDemoLiveScorer({ db, cache, onAccepted: onEventAccepted, log: app.log, intervalMs: typeof demoLive === 'number' ? demoLive : undefined });
    });
    app.addHook('onClose', async () => stop());
  }

  const tags = ['scoring'];
  const scorer = { config: { access: 'scorer' as const } };

  const realNames = matchScorerSeesNames(db);
  app.get('/matches/:id/live', { config: { realNames }, schema: { tags, params: matchParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    // Many watchers connecting at once (a match page shared in a group chat) ask the same
    // questions: one database read answers them all until the match has news (live.memo).
    const topic = matchTopic(id);
    await live.memo(topic, 'exists', () => assertMatch(db, id));
    // A watcher opened halfway gets everything so far, then follows (?after= or Last-Event-ID
    // skip ahead; ?from=latest only follows, for a page that has just read the scorecard).
    const fromLatest = (request.query as { from?: unknown } | undefined)?.from === 'latest';
    const defaultAfter = fromLatest ? await live.memo(topic, 'last', () => lastSeq(db, id)) : 0;
    await live.stream(request, reply, { topic, load: (after) => live.memo(topic, `after:${after}`, () => loadScores(db, id, after)), defaultAfter });
  });

  if (scorers) {
    const admin = { config: { access: 'admin' as const } };
    app.get('/scorers', { ...admin, schema: { tags, response: { 200: scorerListResponseSchema, ...errors } } }, async () => ({
      success: true as const,
      data: await scorers.list(),
    }));
    app.post(
      '/scorers',
      { ...admin, schema: { tags, body: scorerGrantBodySchema, response: { 201: scorerGrantResponseSchema, 400: errorSchema, ...errors } } },
      async (request, reply) => {
        const granted = await scorers.grant(request.body);
        if (!granted) throw badRequest(SCORING_MESSAGES.isAdmin);
        return reply.code(201).send({ success: true as const, data: granted });
      },
    );
    app.delete('/scorers/:id', { ...admin, schema: { tags, params: matchParamsSchema, response: { 200: okSchema, ...errors } } }, async (request) => {
      if (!(await scorers.revoke(request.params.id))) throw notFound(SCORING_MESSAGES.notAScorer);
      return { success: true as const, message: 'Scorer removed' };
    });
  }

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

  app.get(
    '/matches/:id/scorers',
    { config: { access: 'admin' }, schema: { tags, params: matchParamsSchema, response: { 200: assignmentResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await readAssignment(db, request.params.id) }),
  );

  app.put(
    '/matches/:id/scorers',
    {
      config: { access: 'admin' },
      schema: { tags, params: matchParamsSchema, body: assignmentBodySchema, response: { 200: assignmentResponseSchema, 400: errorSchema, ...errors } },
    },
    async (request) => {
      const viewer = await request.viewer();
      return { success: true as const, data: await writeAssignment(db, request.params.id, request.body.emails, viewer?.sub ?? null) };
    },
  );

  app.get('/scorer/matches', { ...scorer, schema: { tags, response: { 200: scorerMatchListResponseSchema, ...errors } } }, async (request) => {
    const viewer = await request.viewer();
    // A scorer sees the matches assigned to them or that they hold; an admin sees every one.
    let mine: ReturnType<typeof or> | undefined;
    if (viewer && !viewer.isAdmin) {
      const assigned = await assignedMatchIds(db, assignmentEmailOf(viewer));
      mine = or(eq(scoringHolds.holder, viewer.sub.toLowerCase()), assigned.length ? inArray(matches.id, assigned) : undefined);
    }
    const rows = await db
      .select({ m: matches, holderName: scoringHolds.holderName })
      .from(matches)
      .leftJoin(scoringHolds, eq(scoringHolds.matchId, matches.id))
      .where(and(or(inArray(matches.status, ['scheduled', 'live']), isNull(matches.status)), mine))
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

  app.get(
    '/scorer/matches/:id',
    { config: { access: 'scorer', realNames }, schema: { tags, params: matchParamsSchema, response: { 200: scorerPackResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: await readPack(db, request, request.params.id) }),
  );

  app.get(
    '/matches/:id/people',
    {
      config: { access: 'scorer', realNames },
      schema: { tags, params: matchParamsSchema, querystring: matchPeopleQuerySchema, response: { 200: matchPeopleResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await searchMatchPeople(db, request, request.params.id, request.query.q) };
    },
  );

  app.post(
    '/matches/:id/people',
    {
      config: { access: 'scorer', realNames },
      schema: {
        tags,
        params: matchParamsSchema,
        body: matchPersonBodySchema,
        response: { 201: matchPersonResponseSchema, 400: errorSchema, 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await addMatchPerson(db, request, request.params.id, request.body);
      // A squad changed: teams, scorecards' bindings and placeholders are read again.
      for (const tag of [TEAMS_CACHE_TAG, TOURNAMENTS_CACHE_TAG, PEOPLE_CACHE_TAG]) cache.invalidate(tag);
      reply.code(201);
      return { success: true as const, data };
    },
  );

  app.get(
    '/matches/:id/hold',
    { ...scorer, schema: { tags, params: matchParamsSchema, response: { 200: holdResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await readHold(db, request, request.params.id),
    }),
  );

  app.post(
    '/matches/:id/hold',
    { ...scorer, schema: { tags, params: matchParamsSchema, body: holdBodySchema, response: { 200: holdResponseSchema, ...errors } } },
    async (request) => {
      const data = await claimHold(db, request, request.params.id, request.body.takeOver);
      // The phone that held the match is told at once, on the feed it follows, not at its next tap.
      if (request.body.takeOver) live.signal(matchTopic(request.params.id), LIVE_HOLD_EVENT);
      return { success: true as const, data };
    },
  );
};

/** "Banyan Blasters 87/3 (11.2)" from a stored scorecard's current innings. */
function summaryOf(scorecard: Record<string, unknown> | null): string {
  const innings = (scorecard?.innings as Array<{ team: string; runs: number; wickets: number; overs: string }> | undefined) ?? [];
  const last = innings.at(-1);
  return last ? `${last.team} ${last.runs}/${last.wickets} (${last.overs})` : 'Starting soon';
}
