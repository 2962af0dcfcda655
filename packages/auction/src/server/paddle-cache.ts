/**
 * Which team a paddle token bids for, remembered for a few seconds: a captain taps many
 * times a minute and each bid should cost one database write, not a lookup too. Rotating
 * or revoking a link on this instance forgets it at once; another instance stops honouring
 * it within TTL_MS.
 */
import type { Executor } from '@league/core/server';
import { hashToken, paddleTeam } from './repo';

export const PADDLE_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export class PaddleCache {
  private readonly known = new Map<string, { auctionId: string; teamId: string | null; until: number }>();

  constructor(private readonly db: Executor) {}

  /** The team `token` bids for in `auctionId`, or null (unknown, revoked, another auction). */
  async team(auctionId: string, token: string): Promise<string | null> {
    const key = `${auctionId}|${hashToken(token)}`;
    const hit = this.known.get(key);
    if (hit && hit.until > Date.now()) return hit.teamId;
    const teamId = await paddleTeam(this.db, auctionId, token);
    // Only good answers are kept: a wrong token is looked up every time (and rate-limited).
    if (teamId) {
      if (this.known.size >= MAX_ENTRIES) this.known.clear();
      this.known.set(key, { auctionId, teamId, until: Date.now() + PADDLE_CACHE_TTL_MS });
    }
    return teamId;
  }

  forget(auctionId: string, teamId: string) {
    for (const [key, entry] of this.known) if (entry.auctionId === auctionId && entry.teamId === teamId) this.known.delete(key);
  }
}
