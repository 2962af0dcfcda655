/**
 * The word catalogs (lingui.config.ts) each route's screens draw, by route id (routes.ts;
 * a Hindi copy's id is the same after `hi/`). root.tsx loads a page's catalogs for its
 * language before drawing it, and the build's render carries them in the page. One table
 * rather than a `handle` in every route module: thirty small arrays cost 1.8 KiB of script.
 * A screen that starts drawing another package's components adds that package here; `core`
 * (the API's own errors) is on every page, `cricket` (the engine's result lines and scorer
 * messages) wherever a result or the scorer is shown.
 */
const ADMIN = ['admin', 'players', 'schedule', 'settings', 'teams'];
const AUCTION = ['auction', 'people', 'players', 'teams', 'tournaments'];
const MATCH_CENTRE = ['tournaments', 'schedule', 'teams', 'cricket'];
const SCORING = ['scoring', 'schedule', 'tournaments', 'cricket'];

export const ROUTE_CATALOGS: Record<string, readonly string[]> = {
  site: ['web', 'ui', 'assistant', 'core'],
  bare: ['ui', 'core'],
  home: ['announcements', 'schedule', 'scoring', 'sponsors', 'teams', 'players', 'tournaments', 'people', 'cricket'],
  teams: ['teams', 'people', 'schedule'],
  team: ['teams', 'people', 'schedule', 'cricket'],
  schedule: ['schedule', 'scoring', 'tournaments', 'teams', 'cricket'],
  login: ['admin'],
  'admin-auth': ['admin'],
  'forgot-password': ['admin'],
  gallery: ['gallery'],
  players: ['players'],
  'players/:id': ['reach', 'players'],
  'matches/:id': ['tournaments', 'scoring', 'schedule', 'teams', 'cricket'],
  standings: MATCH_CENTRE,
  stats: MATCH_CENTRE,
  score: SCORING,
  'admin-dashboard-legacy': ADMIN,
  'admin/dashboard': ADMIN,
  'admin-view': ['schedule'],
  'dashboard/sheets': ['registrations'],
  'dashboard/dues': ['registrations'],
  'dashboard/settings': ['settings'],
  'dashboard/people': ['people'],
  finance: ['finance', 'people'],
  'admin/tournaments': MATCH_CENTRE,
  'admin/tournaments/:id/fixtures': MATCH_CENTRE,
  'admin/grounds': ['schedule'],
  'admin/scorers': SCORING,
  'admin/auctions': AUCTION,
  'auction/:id/console': AUCTION,
  'auction/:id': AUCTION,
  'auction/:id/paddle': AUCTION,
  'score/:matchId': SCORING,
  'overlay/:matchId': ['scoring', 'cricket'],
};

/** The catalogs of every route a page matched, once each and in order. */
export function catalogsOf(routeIds: readonly string[]): string[] {
  const out = new Set<string>();
  for (const id of routeIds) for (const c of ROUTE_CATALOGS[id.replace(/^hi\//, '')] ?? []) out.add(c);
  return [...out].sort();
}
