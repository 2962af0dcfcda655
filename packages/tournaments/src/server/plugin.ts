/**
 * Match centre routes under /api (operations spec 4): tournaments, Cricsheet import and
 * export, scorecards, the event log, manual results, standings and statistics. Reads are
 * public and the computed ones cached under one tag that every write here drops.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '@league/core/contract';
import { PEOPLE_CACHE_TAG, type Executor, type FeatureOptions } from '@league/core/server';
import {
  CRICSHEET_MAX_BYTES,
  EVENT_MAX_BYTES,
  MESSAGES,
  cricsheetImportQuerySchema,
  cricsheetImportResponseSchema,
  eventAnswerResponseSchema,
  eventListResponseSchema,
  eventPostSchema,
  eventsQuerySchema,
  manualResultSchema,
  matchParamsSchema,
  scorecardResponseSchema,
  staleAfterResponseSchema,
  standingsResponseSchema,
  statsResponseSchema,
  tournamentInputSchema,
  tournamentListResponseSchema,
  tournamentParamsSchema,
  tournamentResponseSchema,
} from '../contract';
import { readCareerStats, readScorecard, readStandings, readStats } from './cards';
import { awardsRoutes } from './awards-routes';
import { careerRoutes } from './career-routes';
import { fixturePlanRoutes } from './fixture-plan';
import { knockoutsRoutes } from './knockouts-routes';
import { exportCricsheet, importCricsheet } from './cricsheet';
import { isCricsheetFile, readCricsheet } from './cricsheet-pool';
import { appendEvent, enterResult, listEvents, rebuildSummaries, StaleAfterError, type EventPostBody } from './log';
import { createTournament, deleteTournament, getTournament, listTournaments, tournamentMatchIds, updateTournament } from './repo';
import { SCHEDULE_CACHE_TAG } from '@league/schedule/server';

/** Cache tag of every answer computed from tournaments and logs. */
export const TOURNAMENTS_CACHE_TAG = 'tournaments';

/**
 * Runs `then` once the answer has gone out (or the client has gone): an accepted event's
 * news goes to its watchers after the scorer has their answer, so a scorer's POST never waits
 * behind the write of a ball to thousands of watchers (issue 29, P5).
 */
function afterAnswer(reply: FastifyReply, then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  reply.raw.once('finish', once);
  reply.raw.once('close', once);
}

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema };

/** Live scoring's hooks (@league/scoring): who may post to a match, and news of accepted events. */
export interface TournamentsPluginOptions extends FeatureOptions {
  /**
   * Before an event is appended, in its transaction once the fixture is locked (so it need not
   * read the fixture again): throws (e.g. 423 when another scorer holds the match).
   */
  beforeEvent?: (request: FastifyRequest, matchId: string, tx: Executor) => Promise<void>;
  /** After an event is committed (not for a retried id): the live feed publishes it. */
  onEventAccepted?: (matchId: string, seq: number) => void;
  /** Who besides admins sees real names on the match's scoring calls (the scoring package: its scorer). */
  realNames?: (request: FastifyRequest) => Promise<boolean>;
  /** The league's time zone (LEAGUE_TIMEZONE): a Cricsheet file's days are the league's. */
  timeZone?: string;
}

export const tournamentsPlugin: FastifyPluginAsyncZod<TournamentsPluginOptions> = async (
  app,
  { db, cache, beforeEvent, onEventAccepted, realNames, timeZone = 'Asia/Kolkata' },
) => {
  const admin = { config: { access: 'admin' as const } };
  const changed = (fixtures = false) => {
    cache.invalidate(TOURNAMENTS_CACHE_TAG);
    if (fixtures) cache.invalidate(SCHEDULE_CACHE_TAG);
  };
  const tags = ['tournaments'];

  app.get('/tournaments', { schema: { tags, response: { 200: tournamentListResponseSchema } } }, (request, reply) =>
    cache.serve(request, reply, TOURNAMENTS_CACHE_TAG, 'list', async () => ({ success: true, data: await listTournaments(db) })),
  );

  app.get(
    '/tournaments/:id',
    { schema: { tags, params: tournamentParamsSchema, response: { 200: tournamentResponseSchema, 404: errorSchema } } },
    async (request) => ({ success: true as const, data: await getTournament(db, request.params.id) }),
  );

  app.post(
    '/tournaments',
    { ...admin, schema: { tags, body: tournamentInputSchema, response: { 201: tournamentResponseSchema, ...errors } } },
    async (request, reply) => {
      const tournament = await createTournament(db, request.body);
      // A season or status written here may change the schedule's current season (issue 31).
      changed(true);
      return reply.code(201).send({ success: true as const, data: tournament });
    },
  );

  app.put(
    '/tournaments/:id',
    { ...admin, schema: { tags, params: tournamentParamsSchema, body: tournamentInputSchema, response: { 200: tournamentResponseSchema, ...errors } } },
    async (request) => {
      const tournament = await updateTournament(db, request.params.id, request.body);
      // The format and rain rule shape every scorecard: recompute the tournament's own.
      await rebuildSummaries(db, await tournamentMatchIds(db, tournament.id));
      changed(true);
      return { success: true as const, data: tournament };
    },
  );

  app.delete('/tournaments/:id', { ...admin, schema: { tags, params: tournamentParamsSchema, response: { 200: okSchema, ...errors } } }, async (request) => {
    await deleteTournament(db, request.params.id);
    changed(true);
    return { success: true as const, message: 'Tournament deleted' };
  });

  app.get(
    '/tournaments/:id/standings',
    { schema: { tags, params: tournamentParamsSchema, response: { 200: standingsResponseSchema, 404: errorSchema } } },
    (request, reply) =>
      cache.serve(request, reply, TOURNAMENTS_CACHE_TAG, `standings:${request.params.id}`, async () => ({
        success: true,
        data: await readStandings(db, request.params.id),
      })),
  );

  app.get(
    '/tournaments/:id/stats',
    { schema: { tags, params: tournamentParamsSchema, response: { 200: statsResponseSchema, 404: errorSchema } } },
    (request, reply) =>
      cache.serve(request, reply, TOURNAMENTS_CACHE_TAG, `stats:${request.params.id}`, async () => ({
        success: true,
        data: await readStats(db, request.params.id),
      })),
  );

  app.get('/stats', { schema: { tags, summary: 'Career figures over every scorecard', response: { 200: statsResponseSchema } } }, (request, reply) =>
    cache.serve(request, reply, TOURNAMENTS_CACHE_TAG, 'stats:career', async () => ({ success: true, data: await readCareerStats(db) })),
  );

  // GET /api/players/top and /players/leaderboards: the same ranking as /stats (careers.ts).
  await app.register(careerRoutes, { db, cache, tag: TOURNAMENTS_CACHE_TAG });
  await app.register(fixturePlanRoutes, { db, cache, timeZone, changed: () => changed(true) });
  await app.register(awardsRoutes, { db, cache, tag: TOURNAMENTS_CACHE_TAG });
  await app.register(knockoutsRoutes, { db, cache, tag: TOURNAMENTS_CACHE_TAG, timeZone, changed: () => changed(true) });

  // The Cricsheet import in a context of its own (issue 35): its JSON body is read, checked
  // and turned into rows and a scorecard in a worker thread (cricsheet-pool.ts), so a 5 MB
  // file never stops the event loop. What Fastify's parser would refuse, it refuses itself.
  await app.register(async (context) => {
    const child = context.withTypeProvider<ZodTypeProvider>();
    const fastifyJson = child.getDefaultJsonParser('error', 'error');
    child.removeContentTypeParser('application/json');
    child.addContentTypeParser('application/json', { parseAs: 'string' }, async (request: FastifyRequest, body: string | Buffer) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      // As every other JSON route here (core's parser): an empty body is no body.
      if (text.trim() === '') return undefined;
      return readCricsheet(
        text,
        (json) => new Promise((resolve, reject) => fastifyJson(request, json, (error, value) => (error ? reject(error) : resolve(value)))),
      );
    });
    // A file read but never imported (refused by validation, or the client gone) is let go.
    child.addHook('onResponse', async (request) => {
      if (isCricsheetFile(request.body)) request.body.release();
    });

    child.post(
      '/tournaments/:id/cricsheet',
      {
        config: {
          ...admin.config,
          openapiBody: {
            contentType: 'application/json',
            schema: {
              type: 'object',
              description: `One match as a Cricsheet JSON file (data version 1.0.0 or 1.1.0), at most ${CRICSHEET_MAX_BYTES / 1024 / 1024} MB`,
              required: ['meta', 'info', 'innings'],
              properties: { meta: { type: 'object' }, info: { type: 'object' }, innings: { type: 'array', items: { type: 'object' } } },
            },
          },
        },
        bodyLimit: CRICSHEET_MAX_BYTES,
        schema: {
          tags,
          params: tournamentParamsSchema,
          querystring: cricsheetImportQuerySchema,
          response: { 200: cricsheetImportResponseSchema, 201: cricsheetImportResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const viewer = await request.viewer();
        const { matchId, created, peopleChanged } = await importCricsheet(db, request.params.id, request.body, {
          adults: request.query.adults,
          by: viewer?.email ?? viewer?.sub ?? 'admin',
        });
        if (created) changed(true);
        // New people, or adults confirmed: every answer is filtered anew.
        if (peopleChanged) cache.invalidate(PEOPLE_CACHE_TAG);
        return reply.code(created ? 201 : 200).send({ success: true as const, data: { matchId, created } });
      },
    );
  });

  app.get('/matches/:id/cricsheet', { schema: { tags, params: matchParamsSchema } }, async (request, reply) => {
    const file = await exportCricsheet(db, request.params.id, timeZone);
    return reply.header('content-disposition', `attachment; filename="match-${request.params.id}.json"`).send(file);
  });

  app.get(
    '/matches/:id/scorecard',
    { config: { realNames }, schema: { tags, params: matchParamsSchema, response: { 200: scorecardResponseSchema, 404: errorSchema } } },
    (request, reply) =>
      cache.serve(request, reply, TOURNAMENTS_CACHE_TAG, `scorecard:${request.params.id}`, async () => ({
        success: true,
        data: await readScorecard(db, request.params.id),
      })),
  );

  app.get(
    '/matches/:id/events',
    {
      config: { realNames },
      schema: { tags, params: matchParamsSchema, querystring: eventsQuerySchema, response: { 200: eventListResponseSchema, 404: errorSchema } },
    },
    async (request) => ({ success: true as const, data: await listEvents(db, request.params.id, request.query.since) }),
  );

  app.post(
    '/matches/:id/events',
    {
      config: { access: 'scorer', realNames },
      // An event is at most 16 KB (issue 29), measured by appendEvent. The body may carry the id,
      // `after` and a client's whitespace around it; anything past twice that is refused unread,
      // with the same answer, so one limit has one message.
      bodyLimit: 2 * EVENT_MAX_BYTES,
      errorHandler: (error: FastifyError, _request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ success: false, message: MESSAGES.eventTooLarge });
        throw error;
      },
      schema: {
        tags,
        params: matchParamsSchema,
        body: eventPostSchema,
        response: { 200: eventAnswerResponseSchema, 201: eventAnswerResponseSchema, ...errors, 409: z.union([staleAfterResponseSchema, errorSchema]) },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const { id } = request.params;
      try {
        const actor = { sub: viewer?.sub ?? null, admin: viewer?.isAdmin === true };
        const beforeAppend = beforeEvent && ((tx: Executor) => beforeEvent(request, id, tx));
        const { created, answer, namesBound } = await appendEvent(db, id, request.body as EventPostBody, actor, beforeAppend ? { beforeAppend } : {});
        if (created) changed(true);
        // New people: every cached answer may name them, and the rule reloads on this tag.
        if (namesBound) cache.invalidate(PEOPLE_CACHE_TAG);
        if (created) afterAnswer(reply, () => onEventAccepted?.(request.params.id, answer.seq));
        return reply.code(created ? 201 : 200).send({ success: true as const, data: answer });
      } catch (error) {
        if (!(error instanceof StaleAfterError)) throw error;
        return reply.code(409).send({ success: false as const, message: error.message, lastId: error.lastId, lastSeq: error.lastSeq });
      }
    },
  );

  app.post(
    '/matches/:id/result',
    { ...admin, schema: { tags, params: matchParamsSchema, body: manualResultSchema, response: { 201: eventAnswerResponseSchema, ...errors } } },
    async (request, reply) => {
      const viewer = await request.viewer();
      const { answer } = await enterResult(db, request.params.id, request.body, { sub: viewer?.sub ?? null, admin: true });
      changed(true);
      afterAnswer(reply, () => onEventAccepted?.(request.params.id, answer.seq));
      return reply.code(201).send({ success: true as const, data: answer });
    },
  );
};
