/** A schedule fixture, with the match centre's fields (spec 1). */
import type { Match } from '@league/schedule/client';

export type Fixture = Match;

/** A datetime-local value ("2026-12-01T15:30") in the viewer's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An instant as the league's wall time "2026-04-05T07:00": what the input shows and apply reads. */
export function wallTime(iso: string, timeZone?: string): string {
  // Swedish dates are ISO-shaped ("2026-04-05 07:00"), so no parts need assembling.
  return new Intl.DateTimeFormat('sv', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)).replace(' ', 'T');
}
