/** Seasons and tournaments for the table and stats screens: the newest season first. */
import type { Tournament } from './types';

export function seasonsOf(tournaments: Tournament[]): string[] {
  return [...new Set(tournaments.map((t) => t.season))].sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
}

/** The current season: the one with an active tournament, else the newest. */
export function currentSeason(tournaments: Tournament[]): string | undefined {
  const active = tournaments.filter((t) => t.status === 'active').map((t) => t.season);
  return seasonsOf(active.length ? tournaments.filter((t) => active.includes(t.season)) : tournaments)[0];
}

export function tournamentsOf(tournaments: Tournament[], season: string | undefined): Tournament[] {
  return tournaments.filter((t) => t.season === season).sort((a, b) => (a.section ?? a.name).localeCompare(b.section ?? b.name));
}
