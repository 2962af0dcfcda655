import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLiveHub, type FeatureOptions, type LiveHub } from '@league/core/server';
import { createAuctionContext } from './context';
import { readRoutes } from './read-routes';
import { adminRoutes } from './admin-routes';
import { paddleRoutes } from './paddle-routes';

export { AUCTIONS_CACHE_TAG } from './context';
export { PADDLE_BIDS_PER_MINUTE, PADDLE_HEADER } from './paddle-routes';

export interface AuctionPluginOptions extends FeatureOptions {
  /** The instance's live hub (shared with other live features); one is made when absent. */
  live?: LiveHub;
}

/**
 * Auction routes under /api (spec 6). Reads are public; writes admin, bids admin or paddle.
 * The parts register on this same instance (no encapsulation of their own) and share one room.
 */
export const auctionPlugin: FastifyPluginAsyncZod<AuctionPluginOptions> = async (app, { db, cache, live: given }) => {
  const live = given ?? (await createLiveHub({ log: app.log }));
  // preClose: open streams would otherwise hold the server's close until they end.
  if (!given) app.addHook('preClose', () => live.close());
  const context = createAuctionContext({ db, cache, live });

  readRoutes(app, context);
  adminRoutes(app, context);
  paddleRoutes(app, context);
};
