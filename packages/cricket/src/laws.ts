/**
 * The Laws the figures count by, apart from the log's schemas (events.ts), so the scorer's
 * phone loads these without the validation it never runs.
 */
import type { Delivery, EventOf, LoggedEvent } from './events';

/**
 * Every way a batter's innings ends, as Cricsheet writes them (MCC Laws 2017). Each is a word
 * of the catalogs too (`/* message *\/`): the law checks fill a kind into their messages
 * ("A batter cannot be caught off a no-ball"), and a Hindi page says the kind in Hindi.
 */
export const DISMISSAL_KINDS = [
  /* message */ 'bowled',
  /* message */ 'caught',
  /* message */ 'caught and bowled',
  /* message */ 'lbw',
  /* message */ 'stumped',
  /* message */ 'hit wicket',
  /* message */ 'run out',
  /* message */ 'obstructing the field',
  /* message */ 'hit the ball twice',
  /* message */ 'handled the ball',
  /* message */ 'timed out',
  /* message */ 'retired hurt',
  /* message */ 'retired not out',
  /* message */ 'retired out',
] as const;

/** Dismissals that do not count as a wicket to the team (Law 25.4). */
export const NOT_A_WICKET = new Set(['retired hurt', 'retired not out']);
/** Dismissals credited to the bowler. */
export const BOWLER_WICKETS = new Set(['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket']);

export function isLegal(d: Delivery): boolean {
  return !d.extras?.wides && !d.extras?.noballs;
}

export function isDelivery(e: LoggedEvent): e is EventOf<'delivery'> {
  return e.type === 'delivery';
}
