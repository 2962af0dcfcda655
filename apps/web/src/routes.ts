/**
 * The only route table (spec 2). Each route module re-exports one package's screen from its
 * `./pages` entry (or `pages/` for home and about), and React Router loads each as its own
 * chunk: chart.js never reaches a public page. Prerendered paths: react-router.config.ts.
 */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every route's id is its name, `hi/` before it for the Hindi copy: route-catalogs.ts names
 * the word catalogs each draws by that name.
 */
const as = (lang: '' | 'hi', id: string) => ({ id: lang ? `hi/${id}` : id });

/** The organisers' screens, signed in (`lang` 'hi': their Hindi copies, with ids of their own). */
const admin = (lang: '' | 'hi') => [
  route('admin-dashboard', 'routes/admin-dashboard.tsx', as(lang, 'admin-dashboard-legacy')),
  route('admin/dashboard', 'routes/admin-dashboard.tsx', as(lang, 'admin/dashboard')),
  route('admin-view', 'routes/admin-view.tsx', as(lang, 'admin-view')),
  route('dashboard/sheets', 'routes/sheets.tsx', as(lang, 'dashboard/sheets')),
  route('dashboard/settings', 'routes/settings.tsx', as(lang, 'dashboard/settings')),
  route('dashboard/dues', 'routes/dues.tsx', as(lang, 'dashboard/dues')),
  route('dashboard/people', 'routes/people.tsx', as(lang, 'dashboard/people')),
  route('finance', 'routes/finance.tsx', as(lang, 'finance')),
  route('admin/tournaments', 'routes/admin-tournaments.tsx', as(lang, 'admin/tournaments')),
  route('admin/tournaments/:id/fixtures', 'routes/admin-fixture-plan.tsx', as(lang, 'admin/tournaments/:id/fixtures')),
  route('admin/grounds', 'routes/admin-grounds.tsx', as(lang, 'admin/grounds')),
  route('admin/scorers', 'routes/scorers.tsx', as(lang, 'admin/scorers')),
  route('admin/auctions', 'routes/auction-setup.tsx', as(lang, 'admin/auctions')),
  route('auction/:id/console', 'routes/auction-console.tsx', as(lang, 'auction/:id/console')),
];

/** Screens that fill the whole window, in one language ('hi': under /hi). */
const bare = (lang: '' | 'hi') => {
  const at = (path: string) => (lang ? `hi/${path}` : path);
  return [
    route(at('auction/:id'), 'routes/auction-projector.tsx', as(lang, 'auction/:id')),
    route(at('auction/:id/paddle'), 'routes/auction-paddle.tsx', as(lang, 'auction/:id/paddle')),
    route(at('score/:matchId'), 'routes/scorer.tsx', as(lang, 'score/:matchId')),
    // The stream overlay: a transparent stage for OBS, PRISM or Moblin browser sources.
    route(at('overlay/:matchId'), 'routes/overlay.tsx', as(lang, 'overlay/:matchId')),
  ];
};

/** The site's screens in one language (English at the root, Hindi under /hi). */
const site = (lang: '' | 'hi') => [
  index('routes/home.tsx', as(lang, 'home')),
  route('about', 'routes/about.tsx', as(lang, 'about')),
  route('teams', 'routes/teams.tsx', as(lang, 'teams')),
  // A team's own address opens its popup on the Teams screen (shared links, the sitemap).
  route('teams/:id', 'routes/teams.tsx', as(lang, 'team')),
  route('schedule', 'routes/schedule.tsx', as(lang, 'schedule')),
  route('login', 'routes/login.tsx', as(lang, 'login')),
  route('admin-auth', 'routes/login.tsx', as(lang, 'admin-auth')),
  route('gallery', 'routes/gallery.tsx', as(lang, 'gallery')),
  route('forgot-password', 'routes/forgot-password.tsx', as(lang, 'forgot-password')),
  route('players', 'routes/players.tsx', as(lang, 'players')),
  route('players/:id', 'routes/player.tsx', as(lang, 'players/:id')),
  route('matches/:id', 'routes/match.tsx', as(lang, 'matches/:id')),
  route('standings', 'routes/standings.tsx', as(lang, 'standings')),
  route('stats', 'routes/stats.tsx', as(lang, 'stats')),
  route('score', 'routes/score-list.tsx', as(lang, 'score')),
  layout('routes/require-admin.tsx', as(lang, 'require-admin'), admin(lang)),
  route('*', 'routes/catch-all.tsx', as(lang, 'catch-all')),
];

export default [
  layout('routes/bare.tsx', { id: 'bare' }, [...bare(''), ...bare('hi')]),
  layout('routes/site.tsx', { id: 'site' }, site('')),
  // The same screens in Hindi (issue 32): /hi, /hi/schedule, … (the language is the address's).
  route('hi', 'routes/site.tsx', { id: 'hi/site' }, site('hi')),
] satisfies RouteConfig;
