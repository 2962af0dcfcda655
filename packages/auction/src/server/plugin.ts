import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '@league/core/contract';
import {
  badRequest,
  createLiveHub,
  PEOPLE_CACHE_TAG,
  forbidden,
  notFound,
  unauthorized,
  type FeatureOptions,
  type LiveHub,
  type SecurityRequirements,
} from '@league/core/server';
import { TEAMS_CACHE_TAG } from '@league/teams/server';
import {
  MESSAGES,
  auctionListResponseSchema,
  auctionParamsSchema,
  auctionResponseSchema,
  bidResponseSchema,
  bidSchema,
  callLotSchema,
  createAuctionSchema,
  lotParamsSchema,
  paddleCreateSchema,
  paddleLinkResponseSchema,
  paddleListResponseSchema,
  paddleParamsSchema,
  paddleWhoResponseSchema,
  updateAuctionSchema,
  type CreateAuction,
} from '../contract';
import { lowerCategory, type AuctionEvent } from '../rules';
import { activePaddles, createAuction, isId, listAuctions, loadAuction, revokePaddle, rotatePaddle, updateSetup } from './repo';
import { createPaddleGuard } from './paddle-guard';
import { Room, liveMessage, newLotId, squadsCsv, view, type Folded } from './room';
import { PaddleCache } from './paddle-cache';
import { joinSquad, leaveSquad, startSquads, writeSquads } from './squads';

export const AUCTIONS_CACHE_TAG = 'auctions';
export const PADDLE_HEADER = 'x-paddle-token';
/** A phone tapping as fast as a captain can; far below what would load the server. */
export const PADDLE_BIDS_PER_MINUTE = 600;

export interface AuctionPluginOptions extends FeatureOptions {
  /** The instance's live hub (shared with other live features); one is made when absent. */
  live?: LiveHub;
}

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const topic = (id: string) => `auction:${id}`;

/** Auction routes under /api (spec 6). Reads are public; writes admin, bids admin or paddle. */
export const auctionPlugin: FastifyPluginAsyncZod<AuctionPluginOptions> = async (app, { db, cache, live: given }) => {
  const admin = { config: { access: 'admin' as const } };
  const live = given ?? (await createLiveHub({ log: app.log }));
  // preClose: open streams would otherwise hold the server's close until they end.
  if (!given) app.addHook('preClose', () => live.close());
  const room = new Room(db);
  const paddles = new PaddleCache(db);
  const guard = createPaddleGuard();

  const stateOf = async (id: string) => {
    if (!isId(id)) throw notFound(MESSAGES.auctionNotFound);
    const f = await room.at(db, id);
    return view(f.record, f.seq, f.state);
  };
  /** After a commit: screens hear of it, lists drop their cache. */
  const published = ({ next, event }: { next: Folded; event: AuctionEvent }) => {
    const message = liveMessage(next.record, next.seq, event, next.state);
    room.remember(next.record.id, message);
    live.publish(topic(next.record.id), [message]);
    cache.invalidate(AUCTIONS_CACHE_TAG);
    return { success: true as const, data: view(next.record, next.seq, next.state) };
  };
  const write = async (id: string, make: (f: Folded) => AuctionEvent, after?: Parameters<Room['write']>[2], expectSeq?: number) => {
    if (!isId(id)) throw notFound(MESSAGES.auctionNotFound);
    return published(await room.write(id, make, after, expectSeq));
  };
  /** Squads changed (a squad line may bring a new person): the team and people answers go. */
  const squadsChanged = <T>(answer: T) => {
    cache.invalidate(TEAMS_CACHE_TAG);
    cache.invalidate(PEOPLE_CACHE_TAG);
    return answer;
  };
  /**
   * The squads a status change writes: the start (setup to live) brings the pre-assigned
   * captains in before the first lot and makes the auction's tournament the one its teams'
   * pages show; the close writes any sale still missing from its squad. A pause or a resume
   * writes nothing, so a line the organiser removed stays removed.
   */
  const statusEvent = (id: string, status: 'live' | 'paused' | 'closed') => {
    let from: string | null = null;
    return write(
      id,
      (f) => ((from = f.state.status), { type: 'status', status }),
      async (tx, f) => {
        const signings = Object.values(f.state.teams).flatMap((t) => t.squad);
        if (from === 'setup' && status === 'live') {
          await startSquads(
            tx,
            f.record,
            f.record.setup.teams.map((t) => t.teamId),
          );
          await writeSquads(
            tx,
            f.record,
            signings.filter((s) => s.lotId === null),
          );
        } else if (status === 'closed') await writeSquads(tx, f.record, signings);
      },
    ).then(squadsChanged);
  };

  app.get('/auctions', { schema: { tags: ['auction'], response: { 200: auctionListResponseSchema } } }, (request, reply) =>
    cache.serve(request, reply, AUCTIONS_CACHE_TAG, 'list', async () => ({ success: true, data: await listAuctions(db) })),
  );

  app.post(
    '/auctions',
    { ...admin, schema: { tags: ['auction'], body: createAuctionSchema, response: { 201: auctionResponseSchema, ...errors } } },
    async (request, reply) => {
      const id = await createAuction(db, request.body);
      cache.invalidate(AUCTIONS_CACHE_TAG);
      return reply.code(201).send({ success: true as const, data: await stateOf(id) });
    },
  );

  app.get(
    '/auctions/:id',
    { schema: { tags: ['auction'], params: auctionParamsSchema, response: { 200: auctionResponseSchema, 404: errorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await stateOf(request.params.id) };
    },
  );

  app.put(
    '/auctions/:id',
    { ...admin, schema: { tags: ['auction'], params: auctionParamsSchema, body: updateAuctionSchema, response: { 200: auctionResponseSchema, ...errors } } },
    async (request) => {
      const { id } = request.params;
      const { status, ...given } = request.body;
      const changes = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
      const current = await stateOf(id);
      if (Object.keys(changes).length) {
        if (current.status !== 'setup') throw badRequest(MESSAGES.notInSetup);
        const record = (await loadAuction(db, id))!;
        const merged = createAuctionSchema.safeParse({
          name: record.name,
          tournamentId: record.tournamentId,
          playerFeePaise: record.playerFeePaise,
          purse: record.purse,
          squadMin: record.setup.squadMin,
          squadMax: record.setup.squadMax,
          categories: record.setup.categories,
          increments: record.setup.increments,
          teams: record.setup.teams.map((t) => ({ teamId: t.teamId, purse: t.purse === record.purse ? null : t.purse })),
          pool: current.pool.map((p) => ({
            name: p.name,
            playerId: p.playerId,
            category: p.category,
            role: p.role,
            stats: p.stats,
            teamId: p.teamId,
            registrationId: p.registrationId ?? null,
            personId: p.personId ?? null,
          })),
          ...changes,
        });
        if (!merged.success) throw badRequest(merged.error.issues[0]?.message ?? 'Invalid auction');
        await updateSetup(db, id, merged.data as CreateAuction, changes);
        room.forget(id);
        cache.invalidate(AUCTIONS_CACHE_TAG);
      }
      if (status && status !== current.status) {
        if (status === 'setup') throw badRequest(`The auction cannot go from ${current.status} to setup`);
        return statusEvent(id, status);
      }
      return { success: true as const, data: await stateOf(id) };
    },
  );

  app.get('/auctions/:id/live', { schema: { tags: ['auction'], params: auctionParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    const f = await stateOf(id); // 404 before the stream opens
    await live.stream(request, reply, { topic: topic(id), load: (after) => room.messagesAfter(id, after), defaultAfter: f.seq });
  });

  app.post(
    '/auctions/:id/lots',
    { ...admin, schema: { tags: ['auction'], params: auctionParamsSchema, body: callLotSchema, response: { 200: auctionResponseSchema, ...errors } } },
    async (request) =>
      write(request.params.id, (f) => {
        const { name, lower } = request.body;
        const v = view(f.record, f.seq, f.state);
        const fresh = v.pool.filter((p) => p.status === 'waiting' && p.calls === 0);
        let pick;
        if (name) {
          pick = v.pool.find((p) => p.name.toLowerCase() === name.toLowerCase() && (p.status === 'unsold' || (p.status === 'waiting' && p.calls === 0)));
          if (!pick) throw badRequest(MESSAGES.playerNotFound(name));
        } else {
          // Random within the current category: the first (in the auction's order) with players waiting.
          const category = f.record.setup.categories.find((c) => fresh.some((p) => p.category === c.name));
          const candidates = category ? fresh.filter((p) => p.category === category.name) : v.pool.filter((p) => p.status === 'unsold');
          if (!candidates.length) throw badRequest(MESSAGES.nobodyLeft);
          pick = candidates[randomInt(candidates.length)]!;
        }
        const own = f.record.setup.categories.find((c) => c.name === pick.category)!;
        const category = pick.status === 'unsold' && lower ? (lowerCategory(f.record.setup, own.name) ?? own) : own;
        return { type: 'lot', lotId: newLotId(), poolId: pick.poolId, category: category.name, basePrice: category.basePrice };
      }),
  );

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

  for (const kind of ['sold', 'unsold'] as const) {
    app.post(
      `/auctions/:id/lots/:lotId/${kind}`,
      { ...admin, schema: { tags: ['auction'], params: lotParamsSchema, response: { 200: auctionResponseSchema, ...errors } } },
      async (request) =>
        write(
          request.params.id,
          () => ({ type: kind, lotId: request.params.lotId }),
          // A sale puts the player in the squad at once (and charges the bought-player fee).
          kind === 'sold' ? (tx, f) => joinSquad(tx, f.record, f.state.sold.at(-1)!) : undefined,
        ).then(squadsChanged),
    );
  }

  app.post(
    '/auctions/:id/undo',
    { ...admin, schema: { tags: ['auction'], params: auctionParamsSchema, response: { 200: auctionResponseSchema, ...errors } } },
    async (request) => {
      // The undone sale is the one the state before the undo has and the state after lacks.
      let before: Folded | null = null;
      const answer = await write(
        request.params.id,
        (f) => ((before = f), { type: 'undo' }),
        async (tx, after) => {
          const gone = before?.state.sold.filter((s) => !after.state.sold.some((a) => a.lotId === s.lotId)) ?? [];
          for (const signing of gone) await leaveSquad(tx, after.record, signing);
        },
      );
      return squadsChanged(answer);
    },
  );

  app.get('/auctions/:id/squads.csv', { schema: { tags: ['auction'], params: auctionParamsSchema } }, async (request, reply) => {
    const v = await stateOf(request.params.id);
    const file = v.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'auction';
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}-squads.csv"`)
      .header('cache-control', 'no-store')
      .send(squadsCsv(v));
  });

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
};
