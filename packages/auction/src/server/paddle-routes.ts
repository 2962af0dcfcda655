/**
 * The team paddles: a bid (an admin's or a paddle link's), a paddle asking who it is, and the
 * admin's paddle links (create, rotate, revoke).
 */
import type { FastifyRequest } from 'fastify';
import { errorSchema, okSchema } from '@league/core/contract';
import { badRequest, forbidden, notFound, unauthorized, type SecurityRequirements } from '@league/core/server';
import {
  MESSAGES,
  auctionParamsSchema,
  bidResponseSchema,
  bidSchema,
  paddleCreateSchema,
  paddleLinkResponseSchema,
  paddleListResponseSchema,
  paddleParamsSchema,
  paddleWhoResponseSchema,
} from '../contract';
import { activePaddles, isId, revokePaddle, rotatePaddle } from './repo';
import { createPaddleGuard } from './paddle-guard';
import { PaddleCache } from './paddle-cache';
import { admin, errors, type AuctionApp, type AuctionContext } from './context';

export const PADDLE_HEADER = 'x-paddle-token';
/** A phone tapping as fast as a captain can; far below what would load the server. */
export const PADDLE_BIDS_PER_MINUTE = 600;

export function paddleRoutes(app: AuctionApp, { db, stateOf, write }: AuctionContext) {
  const paddles = new PaddleCache(db);
  const guard = createPaddleGuard();

  /**
   * Who is bidding, decided on onRequest (before the body is even parsed): an admin may bid
   * for any team; a paddle link for its own team in its own auction (checked once the body
   * names the team). Null means an admin.
   */
  const bidders = new WeakMap<FastifyRequest, string | null>();
  const paddleOrBearer: SecurityRequirements = [{ bearer: [] }, { paddle: [] }];
  async function paddleRequired(request: FastifyRequest) {
    const token = request.headers[PADDLE_HEADER];
    if (typeof token !== 'string' || !token) throw unauthorized(MESSAGES.paddleRequired);
  }
  /** A wrong paddle token: 429 once this address has tried too many this minute, else 401 (and counted). */
  function refuseUnknownPaddle(request: FastifyRequest): never {
    guard.check(request);
    guard.failed(request);
    throw unauthorized(MESSAGES.paddleInvalid);
  }
  async function identifyBidder(request: FastifyRequest) {
    const { id } = request.params as { id: string };
    const token = request.headers[PADDLE_HEADER];
    if (typeof token === 'string' && token) {
      // A live link bids even from an address that others' wrong tokens have blocked (a
      // venue's shared Wi-Fi): only unknown tokens count, and only they are refused.
      const own = isId(id) ? await paddles.team(id, token) : null;
      if (!own) refuseUnknownPaddle(request);
      bidders.set(request, own);
      return;
    }
    const viewer = await request.viewer();
    if (!viewer) throw unauthorized(MESSAGES.paddleRequired);
    if (!viewer.isAdmin) throw forbidden();
    bidders.set(request, null);
  }

  app.post(
    '/auctions/:id/bids',
    {
      config: {
        // Core's access rule, with this route's own credential: admin token or paddle link.
        access: { check: identifyBidder, security: paddleOrBearer },
        rateLimit: {
          max: PADDLE_BIDS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => {
            const token = request.headers[PADDLE_HEADER];
            return typeof token === 'string' ? `paddle:${token.slice(0, 64)}` : `ip:${request.ip}`;
          },
        },
      },
      schema: { tags: ['auction'], params: auctionParamsSchema, body: bidSchema, response: { 200: bidResponseSchema, 429: errorSchema, ...errors } },
    },
    async (request) => {
      const { lotId, teamId, amount, after } = request.body;
      const paddle = bidders.get(request);
      if (paddle && paddle !== teamId) throw forbidden(MESSAGES.paddleOtherTeam);
      const { data } = await write(request.params.id, () => ({ type: 'bid', lotId, teamId, amount }), undefined, after);
      const { pool: _pool, ...rest } = data;
      return { success: true as const, data: rest };
    },
  );

  // ---- Paddle links (admin creates, rotates, revokes; a paddle asks who it is) -------------

  app.get(
    '/auctions/:id/paddles',
    { ...admin, schema: { tags: ['auction'], params: auctionParamsSchema, response: { 200: paddleListResponseSchema, ...errors } } },
    async (request) => {
      const v = await stateOf(request.params.id);
      const active = await activePaddles(db, v._id);
      return {
        success: true as const,
        data: v.teams.map((t) => {
          const link = active.find((a) => a.teamId === t.teamId);
          return { teamId: t.teamId, teamName: t.name, active: !!link, createdAt: link?.createdAt.toISOString() ?? null };
        }),
      };
    },
  );

  app.post(
    '/auctions/:id/paddles',
    { ...admin, schema: { tags: ['auction'], params: auctionParamsSchema, body: paddleCreateSchema, response: { 201: paddleLinkResponseSchema, ...errors } } },
    async (request, reply) => {
      const v = await stateOf(request.params.id);
      const team = v.teams.find((t) => t.teamId === request.body.teamId);
      if (!team) throw badRequest(MESSAGES.teamNotFound);
      const token = await rotatePaddle(db, v._id, team.teamId);
      paddles.forget(v._id);
      const path = `/auction/${v._id}/paddle?token=${encodeURIComponent(token)}`;
      return reply.code(201).send({ success: true as const, data: { teamId: team.teamId, teamName: team.name, token, path } });
    },
  );

  app.delete(
    '/auctions/:id/paddles/:teamId',
    { ...admin, schema: { tags: ['auction'], params: paddleParamsSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      const { id, teamId } = request.params;
      if (!isId(id) || !isId(teamId) || !(await revokePaddle(db, id, teamId))) throw notFound('No active paddle link for that team');
      paddles.forget(id);
      return { success: true as const, message: 'Paddle link revoked' };
    },
  );

  app.get(
    '/auctions/:id/paddle',
    {
      config: { access: { check: paddleRequired, security: [{ paddle: [] }] } },
      schema: { tags: ['auction'], params: auctionParamsSchema, response: { 200: paddleWhoResponseSchema, 429: errorSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = request.headers[PADDLE_HEADER];
      if (typeof token !== 'string' || !token) throw unauthorized(MESSAGES.paddleRequired);
      const v = await stateOf(request.params.id);
      const teamId = await paddles.team(v._id, token);
      const team = teamId && v.teams.find((t) => t.teamId === teamId);
      if (!team) refuseUnknownPaddle(request);
      return { success: true as const, data: { auctionId: v._id, teamId: team.teamId, teamName: team.name } };
    },
  );
}
