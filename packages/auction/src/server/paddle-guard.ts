/**
 * Paddle links are 128-bit secrets, but each guess still costs a database lookup, and the bid
 * limit counts per token, so one address trying token after token was never slowed (issue
 * 35). Wrong tokens are counted per address; past the limit that address's wrong tokens are
 * answered 429 until its minute is over. A live link is never refused here: many captains
 * share one address at a venue, and one stranger's guesses must not stop their bids (the
 * paddle cache answers guesses from memory). Counted per instance, in memory.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '@league/core/server';
import { MESSAGES } from '../contract';

export const PADDLE_FAILURES_PER_MINUTE = 20;
const WINDOW_MS = 60_000;
const MAX_ADDRESSES = 10_000;

export function createPaddleGuard(max = PADDLE_FAILURES_PER_MINUTE, now = () => Date.now()) {
  const failures = new Map<string, { count: number; until: number }>();
  const current = (address: string) => {
    const entry = failures.get(address);
    if (entry && entry.until <= now()) {
      failures.delete(address);
      return undefined;
    }
    return entry;
  };
  return {
    /** Throws 429 when this address has guessed wrong too often this minute. */
    check(request: FastifyRequest) {
      const entry = current(request.ip);
      if (entry && entry.count >= max) {
        const seconds = Math.max(1, Math.ceil((entry.until - now()) / 1000));
        throw new HttpError(429, MESSAGES.paddleGuessing(seconds), { 'retry-after': String(seconds) });
      }
    },
    /** A wrong token from this address. */
    failed(request: FastifyRequest) {
      const entry = current(request.ip);
      if (entry) entry.count++;
      else {
        if (failures.size >= MAX_ADDRESSES) failures.delete(failures.keys().next().value!);
        failures.set(request.ip, { count: 1, until: now() + WINDOW_MS });
      }
    },
  };
}
