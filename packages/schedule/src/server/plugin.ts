import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, type FeatureOptions } from '@league/core/server';
import { errorSchema, idParamsSchema, okSchema } from '@league/core/contract';
import {
  auctionLinkInputSchema,
  globalLinksResponseSchema,
  matchAuctionLinkInputSchema,
  matchInputSchema,
  matchListResponseSchema,
  matchPressLinkInputSchema,
  matchResponseSchema,
  SAME_TEAM_MESSAGE,
  matchUpdateSchema,
  pressLinkInputSchema,
  seasonQuerySchema,
  type GlobalLinks,
} from '../contract';
import { buildCalendar } from './calendar';
import { groundRoutes, requireGround } from './grounds';
import { createMatch, deleteMatch, getGlobalLinks, listMatches, resolveMatchDate, setGlobalLink, setMatchLink, updateMatch } from './repo';
import { seasonScope, type ReadSeasons } from './seasons';

/** The two sides as posted, and the teams they link to (the teams package answers). */
interface FixtureTeams {
  team1: string;
  team2: string;
  team1Id: string | null;
  team2Id: string | null;
}
export type LinkTeams = (db: FeatureOptions['db'], input: FixtureTeams) => Promise<FixtureTeams & { tournamentId: string | null }>;

/** The fixtures' cached answers (the list, the calendar): dropped by every fixture write, a scorer's too. */
export const SCHEDULE_CACHE_TAG = 'schedule';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

function linksBody(links: GlobalLinks, message?: string) {
  return { success: true as const, message, data: links, ...links };
}

/**
 * Schedule routes under /api: fixtures, the two global links, the older form's per-match
 * links and the calendar feed. Reads are public and cached; every write is admin-only.
 */
export const schedulePlugin: FastifyPluginAsyncZod<
  FeatureOptions & {
    timeZone: string;
    /** Links names to teams (apps/api passes the teams package's); absent: names only. */
    linkTeams?: LinkTeams;
    /** Tags of other features' answers that show fixtures (standings, scorecards). */
    alsoInvalidate?: string[];
    /**
     * The league's seasons (apps/api passes the tournaments package's reader, whose writes drop
     * this package's cached answers): the list and the feed answer the current season. Absent: every fixture.
     */
    seasons?: ReadSeasons;
  }
> = async (app, options) => {
  const { db, cache, timeZone, linkTeams, seasons } = options;
  const invalidate = () => {
    cache.invalidate(SCHEDULE_CACHE_TAG);
    for (const tag of options.alsoInvalidate ?? []) cache.invalidate(tag);
  };

  const fixtureOf = async (body: z.output<typeof matchInputSchema>) => {
    const posted = { team1: body.team1, team2: body.team2, team1Id: body.team1Id, team2Id: body.team2Id };
    const linked = linkTeams ? await linkTeams(db, posted) : { ...posted, tournamentId: null };
    // Names compared case-insensitively: also after ids were turned into names.
    if (linked.team1.toLowerCase() === linked.team2.toLowerCase() || (linked.team1Id && linked.team1Id === linked.team2Id)) {
      throw badRequest(SAME_TEAM_MESSAGE);
    }
    const ground = body.groundId ? await requireGround(db, body.groundId) : null;
    return {
      team1: linked.team1,
      team2: linked.team2,
      team1Id: linked.team1Id,
      team2Id: linked.team2Id,
      tournamentId: body.tournamentId ?? linked.tournamentId,
      groundId: body.groundId,
      venue: body.venue ?? ground?.name ?? null,
      stage: body.stage,
      matchDate: resolveMatchDate(body.matchDate, timeZone),
    };
  };

  const addMatch = async (body: z.output<typeof matchInputSchema>) => {
    const match = await createMatch(db, await fixtureOf(body));
    invalidate();
    return { success: true as const, message: 'Match added', data: match };
  };

  await app.register(groundRoutes, { db, cache, tag: SCHEDULE_CACHE_TAG, invalidate });

  // The current season's fixtures unless `?season=` names another (or `all`); an unknown season is a 404.
  app.get(
    '/matches',
    { schema: { tags: ['schedule'], querystring: seasonQuerySchema, response: { 200: matchListResponseSchema, 404: errorSchema } } },
    (request, reply) =>
      cache.serve(request, reply, SCHEDULE_CACHE_TAG, `matches:${request.query.season ?? ''}`, async () => {
        const scope = await seasonScope(db, seasons, request.query.season);
        const list = await listMatches(db, scope.where);
        return { success: true, data: list, matches: list, season: scope.season, seasons: scope.seasons };
      }),
  );

  // `?team=` narrows the feed to one team's fixtures: its id, or its name for unlinked fixtures;
  // `?season=` as the list's (the current season when left out).
  const icsQuery = seasonQuerySchema.extend({ team: z.string().trim().max(100).optional() });
  // Kept with the fixtures' list until a write to them (a calendar app polls it, a season's
  // worth of subscribers at once): one build per team asked for, the rule applied before it is kept.
  app.get('/matches.ics', { schema: { tags: ['schedule'], querystring: icsQuery } }, async (request, reply) => {
    const { team, season } = request.query;
    // A season named is checked first: an unknown one is the usual 404 envelope, not a calendar file.
    if (season) await seasonScope(db, seasons, season);
    reply.header('content-disposition', 'inline; filename="league-fixtures.ics"');
    const key = `ics:${season ?? ''}:${(team ?? '').toLowerCase()}`;
    return cache.serveText(request, reply, SCHEDULE_CACHE_TAG, key, 'text/calendar; charset=utf-8', async () => {
      const scope = await seasonScope(db, seasons, season);
      const [all, links] = await Promise.all([listMatches(db, scope.where), getGlobalLinks(db)]);
      const plays = (m: (typeof all)[number]) =>
        m.team1Id === team || m.team2Id === team || [m.team1, m.team2].some((n) => n.toLowerCase() === team!.toLowerCase());
      return buildCalendar(team ? all.filter(plays) : all, links, { timeZone });
    });
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

  // Operations spec 1: edit a fixture instead of deleting and re-adding it.
  app.put(
    '/matches/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['schedule'], params: idParamsSchema, body: matchUpdateSchema, response: { 200: matchResponseSchema, ...errors } },
    },
    async (request) => {
      const match = await updateMatch(db, request.params.id, await fixtureOf(request.body));
      invalidate();
      return { success: true as const, message: 'Match updated', data: match };
    },
  );

  app.delete(
    '/matches/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['schedule'], params: idParamsSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      await deleteMatch(db, request.params.id);
      invalidate();
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
      cache.invalidate(SCHEDULE_CACHE_TAG);
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
      cache.invalidate(SCHEDULE_CACHE_TAG);
      return { success: true as const, message: 'Auction link saved', data: match };
    },
  );

  app.get('/global-links', { schema: { tags: ['schedule'], response: { 200: globalLinksResponseSchema } } }, (request, reply) =>
    cache.serve(request, reply, SCHEDULE_CACHE_TAG, 'links', async () => linksBody(await getGlobalLinks(db))),
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
        cache.invalidate(SCHEDULE_CACHE_TAG);
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
        cache.invalidate(SCHEDULE_CACHE_TAG);
        return linksBody(links, `${route.noun} deleted`);
      },
    );
  }
};
