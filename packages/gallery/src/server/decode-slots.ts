/**
 * Images are decoded one at a time, process-wide (issue 18, then issue 35): twelve parallel
 * uploads of a 60-megapixel JPEG took the server from 0.8 to 1.7 GB, and on a 512 MB server
 * two phone photos decoded side by side (some 75 MB each) add their peaks. Others wait their
 * turn; past a short queue they are told to try again, instead of holding their bytes in
 * memory meanwhile.
 */
import { HttpError } from '@league/core/server';

export class DecodeSlots {
  private active = 0;
  private readonly queue: Array<() => void> = [];
  /** The most decodes seen running at once (for tests and the slow-request log). */
  peak = 0;

  constructor(
    readonly size: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) {
      if (this.queue.length >= this.maxWaiting) {
        throw new HttpError(503, 'The server is busy with other uploads. Please try again in a moment.', { 'retry-after': '5' });
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    this.peak = Math.max(this.peak, this.active);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (active stays the same), or frees up.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** The gallery's pixel work runs inside it: each upload's (and sign-up photo's) decode, encodes and thumbnail, and the demo's drawings. */
export const imageDecodes = new DecodeSlots(1, 16);
