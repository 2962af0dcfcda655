/**
 * The players' TanStack Query keys, the one place they are spelled. A module of its own,
 * importing nothing, so another package (registrations refreshes the roster after an import)
 * takes them through `@league/players/keys` without the cards and their CSS that
 * `@league/players/client` brings.
 */

/** Keys by prefix: every players mutation invalidates `playerKeys.all`. */
export const playerKeys = {
  all: ['players'] as const,
  /** Admins and visitors get different answers (whole vs masked phones), so separate entries. */
  list: (view: 'admin' | 'public') => [...playerKeys.all, 'list', view] as const,
  top: (n: number) => [...playerKeys.all, 'top', n] as const,
  leaderboards: () => [...playerKeys.all, 'leaderboards'] as const,
  search: (view: 'admin' | 'public', q: string) => [...playerKeys.all, 'search', view, q] as const,
  count: (view: 'admin' | 'public') => [...playerKeys.all, 'count', view] as const,
};

/**
 * The match centre's career figures (GET /api/stats): the tournaments package's key
 * (`tournamentKeys.career`), so the profiles and the stats page's Career tab share one entry
 * and a match-centre write refreshes both. Spelled here because this package cannot depend on
 * tournaments (it depends on this one); tournaments' keys.test.ts holds the two equal.
 */
export const careerFiguresKey = ['tournaments', 'career'] as const;
