/** Seasons and tournaments: the newest season first, and the current one (the table and stats screens, and the schedule's scope on the server). */
import type { Tournament } from './contract';

export function seasonsOf(tournaments: Pick<Tournament, 'season'>[]): string[] {
  return [...new Set(tournaments.map((t) => t.season))].sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
}

/**
 * The current season: the one with an active tournament, else the newest. The one definition:
 * the schedule's scope (issue 31) asks the server's `readSeasons`, which calls this too.
 */
export function currentSeason(tournaments: Pick<Tournament, 'season' | 'status'>[]): string | undefined {
  const active = tournaments.filter((t) => t.status === 'active').map((t) => t.season);
  return seasonsOf(active.length ? tournaments.filter((t) => active.includes(t.season)) : tournaments)[0];
}

export function tournamentsOf(tournaments: Tournament[], season: string | undefined): Tournament[] {
  return tournaments.filter((t) => t.season === season).sort((a, b) => (a.section ?? a.name).localeCompare(b.section ?? b.name));
}
