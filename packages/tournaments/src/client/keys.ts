/**
 * The match centre's TanStack Query keys, the one place they are spelled. A module of its
 * own, importing nothing, so another package (live scoring refreshes a scorecard on every
 * ball) takes them through `@league/tournaments/keys` without the screens' modules and
 * their CSS that `@league/tournaments/client` brings.
 */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: ['tournaments', 'list'] as const,
  standings: (id: string) => ['tournaments', 'standings', id] as const,
  stats: (id: string) => ['tournaments', 'stats', id] as const,
  /** GET /api/stats; the players page reads the same entry (players' `careerFiguresKey`, checked in keys.test.ts). */
  career: ['tournaments', 'career'] as const,
  scorecard: (matchId: string) => ['tournaments', 'scorecard', matchId] as const,
  awards: (id: string) => ['tournaments', 'awards', id] as const,
  knockouts: (id: string) => ['tournaments', 'knockouts', id] as const,
};
