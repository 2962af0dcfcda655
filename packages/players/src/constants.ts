/**
 * Players constants with no zod in them, so screens outside the players page (the home
 * highlights) can import them without pulling the schema library into their chunk.
 */
export const BAT_STYLES = ['RHB', 'LHB'] as const;
export const BOWL_STYLES = ['Right-arm', 'Left-arm'] as const;
export type BatStyle = (typeof BAT_STYLES)[number];
export type BowlStyle = (typeof BOWL_STYLES)[number];

/** The roster is bounded (decisions.md 3: every list has a maximum). */
export const MAX_PLAYERS = 1000;
export const LEADERBOARD_SIZE = 5;
export const LEADERBOARD_TABLE_SIZE = 10;
export const MAX_TOP_PLAYERS = 20;
/** Strike rates only rank ahead once a batter has this many runs (no 1-ball 600 SR leader). */
export const STRIKE_RATE_MIN_RUNS = 50;

export const messages = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone is required',
  phoneDigits: 'Phone must be 6-15 digits',
  duplicatePhone: 'A player with this phone number already exists',
  notFound: 'Player not found',
  rosterFull: `The roster is full (${MAX_PLAYERS} players)`,
  best: 'Best bowling must look like 5/12',
  loadFailed: 'Failed to load players',
  saveFailed: 'Save failed',
  deleteFailed: 'Delete failed',
  confirmDelete: 'Delete this player?',
  empty: 'No players found.',
} as const;

/**
 * Where ranked figures come from (issues 28, 32), said wherever a ranking is shown: the
 * scorecards of this site; what was typed into a profile from before it is labelled apart.
 */
export const rankingNotes = {
  source: "Runs, strike rates and wickets from this site's scorecards.",
  beforeSite: 'Before this site',
  elsewhere: "Figures from before this site are on each player's profile and are not counted here.",
} as const;

/** Routes (under /api). */
export const playersPaths = {
  list: '/api/players',
  top: '/api/players/top',
  leaderboards: '/api/players/leaderboards',
  /** One profile, by its id (or, for older callers, its phone when no other profile shares it). */
  one: (key: string) => `/api/players/${encodeURIComponent(key)}`,
} as const;

/** What a visitor sees of a phone: its last four digits (decisions.md 4). */
export function maskPhone(phone: string): string {
  return `******${phone.slice(-4)}`;
}
