/** URLs of the teams API, kept apart from the zod contract so public screens need no zod. */
export const teamsPaths = {
  list: '/api/teams',
  one: (id: string) => `/api/teams/${encodeURIComponent(id)}`,
  players: (id: string) => `/api/teams/${encodeURIComponent(id)}/players`,
  player: (id: string, playerId: string) => `/api/teams/${encodeURIComponent(id)}/players/${encodeURIComponent(playerId)}`,
} as const;
