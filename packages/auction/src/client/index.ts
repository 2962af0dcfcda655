/** Auction: hooks and query keys other screens may reuse. */
export { auctionKeys, auctionQuery, useAuction, useAuctions, useAuctionLive } from './queries';
export type { AuctionView, AuctionSummary } from '../contract';
