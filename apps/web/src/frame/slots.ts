import { localTimeZone } from '@league/ui';

/**
 * Values of a frame (see build/first-paint.ts) that only the visitor's browser knows: the
 * build renders these markers in their place and the frame script fills them in.
 */
export const SLOTS = { timeZone: '\u2063tz\u2063', host: '\u2063host\u2063', year: '\u2063year\u2063' } as const;

/** The markup with the visitor's values in its slots. */
export function fillSlots(markup: string): string {
  let text = markup;
  // Only when asked for: the first Intl.DateTimeFormat of a page is slow to create.
  if (text.includes(SLOTS.timeZone)) text = text.split(SLOTS.timeZone).join(localTimeZone());
  return text.split(SLOTS.host).join(location.host).split(SLOTS.year).join(String(new Date().getFullYear()));
}
