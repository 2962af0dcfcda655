/**
 * Values only the visitor's browser knows: its time zone, the site's host, this year. The
 * public screens are prerendered at build time (apps/web), where none of them is known, so
 * the first render (the prerender, and the hydration that adopts it) has none: the hook
 * returns null there, and the values right after hydration (and at once on a render in
 * the browser that is not a hydration).
 */
import { useSyncExternalStore } from 'react';
import { localTimeZone } from './format';

export interface BrowserValues {
  /** IANA name, e.g. "Asia/Kolkata". */
  timeZone: string;
  /** `location.host`, e.g. "league.example:8080". */
  host: string;
  year: number;
}

let values: BrowserValues | undefined;
// Read once per page load: the same object every render (useSyncExternalStore needs that).
const read = (): BrowserValues => (values ??= { timeZone: localTimeZone(), host: window.location.host, year: new Date().getFullYear() });
const noSubscription = () => () => undefined;
const unknown = () => null;

export function useBrowserValues(): BrowserValues | null {
  return useSyncExternalStore(noSubscription, read, unknown);
}
