/**
 * Which team a paddle token bids for, from the auction's live links remembered for a few
 * seconds: a captain taps many times a minute and each bid should cost one database write,
 * not a lookup too; and a wrong token (a guess) is answered from memory, so guessing costs
 * one read per auction and TTL however many guesses come. Rotating or revoking a link on
 * this instance forgets the auction's links at once; another instance stops honouring a
 * revoked link within TTL_MS.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@league/core/server';
import { hashToken } from './repo';
import { auctionPaddles } from './schema';

export const PADDLE_CACHE_TTL_MS = 5_000;
const MAX_AUCTIONS = 10_000;

export class PaddleCache {
  private readonly links = new Map<string, { teamByHash: Map<string, string>; until: number }>();

  constructor(private readonly db: Executor) {}

  /** The team `token` bids for in `auctionId`, or null (unknown, revoked, another auction). */
  async team(auctionId: string, token: string): Promise<string | null> {
    let entry = this.links.get(auctionId);
    if (!entry || entry.until <= Date.now()) {
      const rows = await this.db
        .select({ teamId: auctionPaddles.teamId, tokenHash: auctionPaddles.tokenHash })
        .from(auctionPaddles)
        .where(and(eq(auctionPaddles.auctionId, auctionId), isNull(auctionPaddles.revokedAt)));
      if (this.links.size >= MAX_AUCTIONS) this.links.clear();
      entry = { teamByHash: new Map(rows.map((r) => [r.tokenHash, r.teamId])), until: Date.now() + PADDLE_CACHE_TTL_MS };
      this.links.set(auctionId, entry);
    }
    return entry.teamByHash.get(hashToken(token)) ?? null;
  }

  forget(auctionId: string) {
    this.links.delete(auctionId);
  }
}
