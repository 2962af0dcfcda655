/** Auction: the server-side public door (apps/api registers the plugin and runs the seed). */
export { auctionPlugin, AUCTIONS_CACHE_TAG, PADDLE_HEADER, type AuctionPluginOptions } from './plugin';
export { seedAuctionDemo } from './demo';
export * as auctionSchema from './schema';
