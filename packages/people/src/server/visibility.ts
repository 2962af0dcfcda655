/**
 * The people package's side of core's visibility seam: who is hidden today, by every name
 * they are known by, and the placeholder each is shown as. Loaded in one query batch and
 * kept until something about people changes (core's cache drops it on the 'people' tag,
 * here and through the cache bus on other instances) or the league's day turns (ages move).
 */
import { and, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import { NO_FILTER, type Executor, type PublicFilter, type VisibilitySource } from '@league/core/server';
import { leagueToday, publicPersonSql } from './rule';
import { people, personNames } from './schema';

/** Where a hidden person plays, for the placeholder: the team and their place in its squad. */
export type PlacesOf = (db: Executor, personIds: string[]) => Promise<Map<string, { team: string; number: number }>>;

export interface HiddenPerson {
  id: string;
  placeholder: string;
  names: string[];
}

export function placeholderOf(place: { team: string; number: number } | undefined, serial: number): string {
  return place ? `${place.team} player ${place.number}` : `Player ${serial}`;
}

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const escape = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');

/** A public person known by an older spelling: shown everywhere under their current name. */
export interface Renamed {
  alias: string;
  name: string;
}

/**
 * A filter replacing each hidden person's names with their placeholder, and each public
 * person's older spellings with their current name: whole words only, any case and spacing.
 */
export function buildFilter(hidden: HiddenPerson[], renamed: Renamed[] = []): PublicFilter {
  const byName = new Map<string, string>();
  for (const { alias, name } of renamed) if (key(alias).length > 1) byName.set(key(alias), name);
  const hiddenNames = new Map<string, string>();
  for (const person of hidden) {
    for (const name of person.names) {
      const k = key(name);
      if (k.length < 2) continue;
      // Two hidden people of one name: either placeholder would name the wrong team.
      hiddenNames.set(k, hiddenNames.has(k) && hiddenNames.get(k) !== person.placeholder ? 'Player (name hidden)' : person.placeholder);
    }
  }
  // Hiding wins over renaming.
  for (const [k, placeholder] of hiddenNames) byName.set(k, placeholder);
  if (!byName.size) return NO_FILTER;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}_])(?:${names.map(escape).join('|')})(?![\\p{L}\\p{N}\\p{M}_])`, 'giu');
  return {
    empty: false,
    text: (input) => (input.length < 2 ? input : input.replace(pattern, (found) => byName.get(key(found)) ?? 'Player (name hidden)')),
  };
}

export async function loadHidden(db: Executor, today: Date, placesOf?: PlacesOf): Promise<HiddenPerson[]> {
  const rows = await db
    .select({ id: people.id, serial: people.serial, name: people.name })
    .from(people)
    .where(and(isNull(people.mergedInto), not(publicPersonSql(today))));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const aliases = await db.select({ personId: personNames.personId, name: personNames.name }).from(personNames).where(inArray(personNames.personId, ids));
  const places = placesOf ? await placesOf(db, ids) : new Map();
  return rows.map((row) => ({
    id: row.id,
    placeholder: placeholderOf(places.get(row.id), row.serial),
    names: [row.name, ...aliases.filter((a) => a.personId === row.id).map((a) => a.name)],
  }));
}

/** Public people's older spellings that name nobody else (a shared spelling is left as written). */
export async function loadRenamed(db: Executor, today: Date): Promise<Renamed[]> {
  const rows = await db
    .select({ personId: people.id, alias: personNames.name, name: people.name })
    .from(personNames)
    .innerJoin(people, eq(people.id, personNames.personId))
    .where(and(isNull(people.mergedInto), publicPersonSql(today), sql`lower(${personNames.name}) <> lower(${people.name})`));
  if (!rows.length) return [];
  const current = await db
    .select({ name: sql<string>`lower(${people.name})` })
    .from(people)
    .where(isNull(people.mergedInto));
  const taken = new Set(current.map((c) => c.name.replace(/\s+/g, ' ')));
  const owners = new Map<string, Set<string>>();
  for (const row of rows) owners.set(key(row.alias), (owners.get(key(row.alias)) ?? new Set()).add(row.personId));
  return rows.filter((row) => !taken.has(key(row.alias)) && owners.get(key(row.alias))!.size === 1).map(({ alias, name }) => ({ alias, name }));
}

export interface PeopleVisibilityOptions {
  timeZone: string;
  placesOf?: PlacesOf;
  now?: () => Date;
}

export function createPeopleVisibility(db: Executor, options: PeopleVisibilityOptions): VisibilitySource {
  const now = options.now ?? (() => new Date());
  let filter: PublicFilter = NO_FILTER;
  let loadedFor = '';
  let stale = true;
  let loading: Promise<void> | null = null;
  // The league's day, worked out at most once a minute (live frames ask for every ball).
  let day = { key: '', until: 0 };
  const today = () => {
    const at = now();
    if (at.getTime() >= day.until) day = { key: leagueToday(options.timeZone, at).toISOString(), until: at.getTime() + 60_000 };
    return day.key;
  };

  const reload = () => {
    if (!loading) {
      stale = false;
      const key = today();
      const date = new Date(key);
      loading = Promise.all([loadHidden(db, date, options.placesOf), loadRenamed(db, date)])
        .then(([hidden, renamed]) => {
          filter = buildFilter(hidden, renamed);
          loadedFor = key;
        })
        .catch((error: unknown) => {
          stale = true;
          throw error;
        })
        .finally(() => {
          loading = null;
        });
    }
    return loading;
  };
  const current = async () => {
    // A change that lands while a load runs makes that load stale too: load again after it
    // (a few times at most under a stream of changes). A failed load throws: an answer is
    // refused rather than sent without the rule.
    for (let round = 0; round < 5 && (stale || loading || loadedFor !== today()); round++) {
      if (loading) await loading.catch(() => {});
      else await reload();
    }
    return filter;
  };
  return {
    current,
    peek: () => filter,
    stale: () => {
      stale = true;
      // Loaded again at once, so a live frame written next already hides whom it must.
      void current().catch(() => {});
    },
  };
}
