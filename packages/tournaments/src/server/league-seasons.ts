/**
 * The league's seasons for the schedule's scope (part 3 spec 4, issue 31), read from the
 * tournaments with the screens' own definition of the current season (../season).
 */
import type { Executor } from '@league/core/server';
import type { LeagueSeasons } from '@league/schedule/server';
import { currentSeason, seasonsOf } from '../season';
import type { TournamentStatus } from '../contract';
import { tournaments } from './schema';

/** Every tournament's season, the seasons newest first and the current one (schedule's `seasons.read`). */
export async function readSeasons(db: Executor): Promise<LeagueSeasons> {
  const rows = await db.select({ id: tournaments.id, season: tournaments.season, status: tournaments.status }).from(tournaments);
  const known = rows.map((r) => ({ season: r.season, status: r.status as TournamentStatus }));
  return {
    current: currentSeason(known) ?? null,
    seasons: seasonsOf(known),
    seasonOf: new Map(rows.map((r) => [r.id, r.season])),
  };
}
