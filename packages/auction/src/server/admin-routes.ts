/**
 * The admin's setup and running of an auction: create it, edit it in setup and move its status,
 * call lots, sell or pass them, undo. Paddle links are in paddle-routes.ts.
 */
import { randomInt } from 'node:crypto';
import { badRequest } from '@league/core/server';
import {
  MESSAGES,
  auctionParamsSchema,
  auctionResponseSchema,
  callLotSchema,
  createAuctionSchema,
  lotParamsSchema,
  updateAuctionSchema,
  type CreateAuction,
} from '../contract';
import { lowerCategory } from '../rules';
import { createAuction, loadAuction, updateSetup } from './repo';
import { newLotId, view, type Folded } from './room';
import { joinSquad, leaveSquad, startSquads, writeSquads } from './squads';
import { AUCTIONS_CACHE_TAG, admin, errors, type AuctionApp, type AuctionContext } from './context';

export function adminRoutes(app: AuctionApp, { db, cache, room, stateOf, write, squadsChanged }: AuctionContext) {
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

  app.post(
    '/auctions',
    { ...admin, schema: { tags: ['auction'], body: createAuctionSchema, response: { 201: auctionResponseSchema, ...errors } } },
    async (request, reply) => {
      const id = await createAuction(db, request.body);
      cache.invalidate(AUCTIONS_CACHE_TAG);
      return reply.code(201).send({ success: true as const, data: await stateOf(id) });
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
}
