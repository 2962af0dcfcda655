/**
 * What a frame script tells the rest of the page, on `window`: the boot script waits while
 * the frame is still filling in data, and the app seeds its query cache with that data so
 * its first render (which hydrates the frame) matches what is on screen.
 */
export interface FrameState {
  /** True while the frame is loading and drawing its data; the app starts after. */
  pending: boolean;
  /** Query cache entries the frame's markup was drawn from. */
  queries: Array<[readonly unknown[], unknown]>;
  /** Home's frame took care of the greeting (showed it, or skipped it for reduced motion). */
  greeted: boolean;
}

export const FRAME_READY_EVENT = 'league:frame-ready';

export function frameState(): FrameState {
  const holder = window as unknown as { __leagueFrame?: FrameState };
  holder.__leagueFrame ??= { pending: false, queries: [], greeted: false };
  return holder.__leagueFrame;
}
