/** The auction's public reads: the list, an auction's state, the projector's live stream and the squads file. */
import { errorSchema } from '@league/core/contract';
import { auctionListResponseSchema, auctionParamsSchema, auctionResponseSchema } from '../contract';
import { listAuctions } from './repo';
import { squadsCsv } from './room';
import { AUCTIONS_CACHE_TAG, topic, type AuctionApp, type AuctionContext } from './context';

export function readRoutes(app: AuctionApp, { db, cache, live, room, stateOf }: AuctionContext) {
  app.get('/auctions', { schema: { tags: ['auction'], response: { 200: auctionListResponseSchema } } }, (request, reply) =>
    cache.serve(request, reply, AUCTIONS_CACHE_TAG, 'list', async () => ({ success: true, data: await listAuctions(db) })),
  );

  app.get(
    '/auctions/:id',
    { schema: { tags: ['auction'], params: auctionParamsSchema, response: { 200: auctionResponseSchema, 404: errorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await stateOf(request.params.id) };
    },
  );

  app.get('/auctions/:id/live', { schema: { tags: ['auction'], params: auctionParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    const f = await stateOf(id); // 404 before the stream opens
    await live.stream(request, reply, { topic: topic(id), load: (after) => room.messagesAfter(id, after), defaultAfter: f.seq });
  });

  app.get('/auctions/:id/squads.csv', { schema: { tags: ['auction'], params: auctionParamsSchema } }, async (request, reply) => {
    const v = await stateOf(request.params.id);
    const file = v.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'auction';
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}-squads.csv"`)
      .header('cache-control', 'no-store')
      .send(squadsCsv(v));
  });
}
