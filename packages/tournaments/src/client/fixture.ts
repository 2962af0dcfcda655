/** A schedule fixture, with the match centre's fields (spec 1). */
import type { Match } from '@league/schedule/client';

export type Fixture = Match;

/** A datetime-local value ("2026-12-01T15:30") in the viewer's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
