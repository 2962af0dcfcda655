/**
 * What the auction's route files share within one plugin instance: the room (the folded log
 * and its replay buffer), the live hub, and the way every write goes out (screens hear of it,
 * lists drop their cache).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@league/core/contract';
import { PEOPLE_CACHE_TAG, notFound, type FeatureOptions, type LiveHub } from '@league/core/server';
import { TEAMS_CACHE_TAG } from '@league/teams/server';
import { MESSAGES } from '../contract';
import type { AuctionEvent } from '../rules';
import { isId } from './repo';
import { Room, liveMessage, view, type Folded } from './room';

export const AUCTIONS_CACHE_TAG = 'auctions';

/** The instance the auction's routes are registered on (the plugin's own, zod-typed). */
export type AuctionApp = Parameters<FastifyPluginAsyncZod>[0];

export const admin = { config: { access: 'admin' as const } };
export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
export const topic = (id: string) => `auction:${id}`;

export type AuctionContext = ReturnType<typeof createAuctionContext>;

export function createAuctionContext({ db, cache, live }: FeatureOptions & { live: LiveHub }) {
  const room = new Room(db);

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

  return { db, cache, live, room, stateOf, write, squadsChanged };
}
