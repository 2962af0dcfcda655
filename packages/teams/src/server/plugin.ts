import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '@league/core/contract';
import { badRequest, notFound, type FeatureOptions } from '@league/core/server';
import {
  MESSAGES,
  SECTIONS,
  addPlayerSchema,
  createTeamSchema,
  teamCreatedResponseSchema,
  teamListResponseSchema,
  teamParamsSchema,
  teamPlayerParamsSchema,
  teamResponseSchema,
  teamSquadsResponseSchema,
  sectionMessage,
  updateTeamSchema,
} from '../contract';
import { addPlayer, createTeam, deleteTeam, getTeam, listSquads, listTeams, removePlayer, updateTeam } from './repo';

/** Cache tag of the public list; every write drops it so no reader sees a stale squad. */
export const TEAMS_CACHE_TAG = 'teams';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Teams routes under /api (spec 7): public reads, admin-only writes. */
export interface TeamsPluginOptions {
  alsoInvalidate?: string[];
  /** The league's current sections (its settings); the demo's two when not given. */
  sections?: () => Promise<readonly string[]>;
}

export const teamsPlugin: FastifyPluginAsyncZod<FeatureOptions & TeamsPluginOptions> = async (
  app,
  { db, cache, alsoInvalidate = [], sections = async () => SECTIONS },
) => {
  const checkSection = async (section: string | undefined) => {
    if (section === undefined) return;
    const allowed = await sections();
    if (!allowed.includes(section)) throw badRequest(sectionMessage(allowed));
  };

  // Authorised before the body is validated: a visitor learns nothing about the payload rules.
  const admin = { config: { access: 'admin' as const } };
  const changed = () => {
    cache.invalidate(TEAMS_CACHE_TAG);
    // Tables and scorecards show teams' current names (apps/api passes the tournaments tag).
    for (const tag of alsoInvalidate) cache.invalidate(tag);
  };

  app.get('/teams', { schema: { tags: ['teams'], summary: 'Every team with its players', response: { 200: teamListResponseSchema } } }, (request, reply) =>
    cache.serve(request, reply, TEAMS_CACHE_TAG, 'list', async () => ({ success: true, data: await listTeams(db) })),
  );

  app.get('/teams/:id', { schema: { tags: ['teams'], params: teamParamsSchema, response: { 200: teamResponseSchema, 404: errorSchema } } }, async (request) => {
    const team = await getTeam(db, request.params.id);
    if (!team) throw notFound(MESSAGES.teamNotFound);
    return { success: true as const, data: team };
  });

  app.post(
    '/teams',
    {
      ...admin,
      schema: { tags: ['teams'], body: createTeamSchema, response: { 201: teamCreatedResponseSchema, ...errors } },
    },
    async (request, reply) => {
      await checkSection(request.body.section);
      const team = await createTeam(db, request.body);
      changed();
      return reply.code(201).send({ success: true as const, message: 'Team created', data: team });
    },
  );

  // Operations spec 1: rename and a new captain; the squads stay.
  app.put(
    '/teams/:id',
    {
      ...admin,
      schema: { tags: ['teams'], params: teamParamsSchema, body: updateTeamSchema, response: { 200: teamResponseSchema, ...errors } },
    },
    async (request) => {
      // A team may keep the section it is in, even one the league has since retired: only a
      // move is checked against the current sections.
      const current = request.body.section === undefined ? null : await getTeam(db, request.params.id);
      if (current?.section !== request.body.section) await checkSection(request.body.section);
      const team = await updateTeam(db, request.params.id, request.body);
      changed();
      return { success: true as const, data: team };
    },
  );

  app.get(
    '/teams/:id/squads',
    { schema: { tags: ['teams'], params: teamParamsSchema, response: { 200: teamSquadsResponseSchema, 404: errorSchema } } },
    async (request) => ({ success: true as const, data: await listSquads(db, request.params.id) }),
  );

  app.delete('/teams/:id', { ...admin, schema: { tags: ['teams'], params: teamParamsSchema, response: { 200: okSchema, ...errors } } }, async (request) => {
    if (!(await deleteTeam(db, request.params.id))) throw notFound(MESSAGES.teamNotFound);
    changed();
    return { success: true as const, message: 'Team deleted' };
  });

  app.post(
    '/teams/:id/players',
    {
      ...admin,
      schema: { tags: ['teams'], params: teamParamsSchema, body: addPlayerSchema, response: { 200: teamResponseSchema, ...errors } },
    },
    async (request) => {
      const team = await addPlayer(db, request.params.id, request.body);
      changed();
      return { success: true as const, data: team };
    },
  );

  app.delete(
    '/teams/:id/players/:playerId',
    {
      ...admin,
      schema: { tags: ['teams'], params: teamPlayerParamsSchema, response: { 200: teamResponseSchema, ...errors } },
    },
    async (request) => {
      const team = await removePlayer(db, request.params.id, request.params.playerId);
      changed();
      return { success: true as const, data: team };
    },
  );
};
