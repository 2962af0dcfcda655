/**
 * The only route table (spec 2). Each route module re-exports one package's screen from its
 * `./pages` entry (or `pages/` for home and about), and React Router loads each as its own
 * chunk: chart.js never reaches a public page. Prerendered paths: react-router.config.ts.
 */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

const admin = [
  route('admin-dashboard', 'routes/admin-dashboard.tsx', { id: 'admin-dashboard-legacy' }),
  route('admin/dashboard', 'routes/admin-dashboard.tsx'),
  route('admin-view', 'routes/admin-view.tsx'),
  route('dashboard/sheets', 'routes/sheets.tsx'),
  route('dashboard/settings', 'routes/settings.tsx'),
  route('dashboard/dues', 'routes/dues.tsx'),
  route('dashboard/people', 'routes/people.tsx'),
  route('finance', 'routes/finance.tsx'),
  route('admin/tournaments', 'routes/admin-tournaments.tsx'),
  route('admin/tournaments/:id/fixtures', 'routes/admin-fixture-plan.tsx'),
  route('admin/grounds', 'routes/admin-grounds.tsx'),
  route('admin/scorers', 'routes/scorers.tsx'),
  route('admin/auctions', 'routes/auction-setup.tsx'),
  route('auction/:id/console', 'routes/auction-console.tsx'),
];

export default [
  layout('routes/bare.tsx', [
    route('auction/:id', 'routes/auction-projector.tsx'),
    route('auction/:id/paddle', 'routes/auction-paddle.tsx'),
    route('score/:matchId', 'routes/scorer.tsx'),
    // The stream overlay: a transparent stage for OBS, PRISM or Moblin browser sources.
    route('overlay/:matchId', 'routes/overlay.tsx'),
  ]),
  layout('routes/site.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('teams', 'routes/teams.tsx'),
    // A team's own address opens its popup on the Teams screen (shared links, the sitemap).
    route('teams/:id', 'routes/teams.tsx', { id: 'team' }),
    route('schedule', 'routes/schedule.tsx'),
    route('login', 'routes/login.tsx'),
    route('admin-auth', 'routes/login.tsx', { id: 'admin-auth' }),
    route('gallery', 'routes/gallery.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('players', 'routes/players.tsx'),
    route('players/:id', 'routes/player.tsx'),
    route('matches/:id', 'routes/match.tsx'),
    route('standings', 'routes/standings.tsx'),
    route('stats', 'routes/stats.tsx'),
    route('score', 'routes/score-list.tsx'),
    layout('routes/require-admin.tsx', admin),
    route('*', 'routes/catch-all.tsx'),
  ]),
] satisfies RouteConfig;
