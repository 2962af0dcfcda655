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

/** sessionStorage key set once Home's greeting has played in this browser session. */
const GREETED_KEY = 'league:greeted';

/** The greeting plays once per browser session (tab), not on every visit to Home. */
export function greetedThisSession(): boolean {
  try {
    return sessionStorage.getItem(GREETED_KEY) === '1';
  } catch {
    return false; // storage blocked: greet, as before
  }
}

export function markGreetedThisSession() {
  try {
    sessionStorage.setItem(GREETED_KEY, '1');
  } catch {
    /* storage blocked: nothing to remember it in */
  }
}

export function frameState(): FrameState {
  const holder = window as unknown as { __leagueFrame?: FrameState };
  holder.__leagueFrame ??= { pending: false, queries: [], greeted: false };
  return holder.__leagueFrame;
}
