/**
 * Seasons as a scope (part 3 spec 4, issue 31): which fixtures the list and the calendar answer.
 * The seasons themselves belong to the tournaments package (apps/api passes its reader); this
 * file only turns them into a filter on the fixtures.
 */
import { and, gte, inArray, isNotNull, isNull, lt, max, min, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { notFound, type Executor } from '@league/core/server';
import { ALL_SEASONS } from '../match-time';
import { matches } from './schema';

/** The league's seasons as their owner knows them. */
export interface LeagueSeasons {
  /** The current season (the one definition lives with the tournaments), null with no tournaments. */
  current: string | null;
  /** Every season, newest first. */
  seasons: string[];
  /** Each tournament's id and its season. */
  seasonOf: Map<string, string>;
}

/** Reads the seasons (apps/api passes the tournaments package's `readSeasons`). */
export type ReadSeasons = (db: Executor) => Promise<LeagueSeasons>;

export const SEASON_NOT_FOUND = 'Season not found';

export interface SeasonScope {
  /** The season answered; null when the league has no seasons (or all were asked for). */
  season: string | null;
  /** The current season first, then the others newest first: the order a picker offers them. */
  seasons: string[];
  /** The fixtures' filter; undefined for every fixture. */
  where?: SQL;
}

/**
 * The fixtures of `asked` (default: the current season). A fixture of a tournament is its
 * season's. A friendly (no tournament, or one since deleted) belongs to the season that had
 * most recently begun (its first fixture) on its date; one older than every season is the
 * current season's. A current season with no fixtures yet begins just after the last fixture
 * of the others, so the friendlies played since fall in it.
 */
export async function seasonScope(db: Executor, read: ReadSeasons | undefined, asked: string | undefined): Promise<SeasonScope> {
  const league = read ? await read(db) : null;
  if (!league?.current) {
    if (asked && asked !== ALL_SEASONS) throw notFound(SEASON_NOT_FOUND);
    return { season: null, seasons: [] };
  }
  const current = league.current;
  const seasons = [current, ...league.seasons.filter((s) => s !== current)];
  if (asked === ALL_SEASONS) return { season: null, seasons };
  const season = asked ?? current;
  if (!seasons.includes(season)) throw notFound(SEASON_NOT_FOUND);

  const spans = await db
    .select({ tournamentId: matches.tournamentId, first: min(matches.matchDate), last: max(matches.matchDate) })
    .from(matches)
    .where(isNotNull(matches.tournamentId))
    .groupBy(matches.tournamentId);
  const starts = new Map<string, number>();
  let last = -Infinity;
  for (const span of spans) {
    const owner = league.seasonOf.get(span.tournamentId!);
    if (!owner || !span.first || !span.last) continue;
    starts.set(owner, Math.min(starts.get(owner) ?? Infinity, span.first.getTime()));
    last = Math.max(last, span.last.getTime());
  }
  if (!starts.has(current)) starts.set(current, last + 1);

  // Each season's friendlies: from its start to the next season's; those before every start are the current's.
  const order = [...starts].sort((a, b) => a[1] - b[1]);
  const windows: Array<[number, number]> = [];
  order.forEach(([name, from], i) => {
    if (name === season) windows.push([from, order[i + 1]?.[1] ?? Infinity]);
  });
  if (season === current) windows.push([-Infinity, order[0]![1]]);

  const known = [...league.seasonOf.keys()];
  const own = known.filter((id) => league.seasonOf.get(id) === season);
  const friendly = known.length ? or(isNull(matches.tournamentId), notInArray(matches.tournamentId, known)) : isNull(matches.tournamentId);
  const inWindow = or(
    ...windows
      .filter(([from, to]) => from < to)
      .map(
        ([from, to]) =>
          and(
            Number.isFinite(from) ? gte(matches.matchDate, new Date(from)) : undefined,
            Number.isFinite(to) ? lt(matches.matchDate, new Date(to)) : undefined,
          ) ?? sql`true`,
      ),
  );
  const friendlies = inWindow ? and(friendly, inWindow) : undefined;
  return { season, seasons, where: or(own.length ? inArray(matches.tournamentId, own) : undefined, friendlies) ?? sql`false` };
}
