/**
 * The only route table (spec 2): paths, layout, role guards and providers. Screens are
 * imported lazily, so each package is its own chunk and chart.js never loads on public pages.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, RouterProvider, useNavigate, type DataRouter, type RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider, useSession } from '@league/core/client';
import { ToastProvider } from '@league/ui';
import { Layout } from './shell/layout';
import { PageFallback } from './shell/page-fallback';
import { RouteErrorPage } from './shell/route-error';

/**
 * A lazily loaded screen that can also be loaded ahead of its first render: the entry loads
 * the current URL's screen before it renders, so the first render already shows it (no
 * fallback in between), as the pre-painted frame it hydrates does (build/first-paint.ts).
 */
function lazyPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    // Chosen once per mount: switching from Lazy to the loaded screen later would remount it.
    const [Screen] = useState(() => loaded ?? Lazy);
    return <Screen />;
  }
  Page.preload = preload;
  return Page;
}

const HomePage = lazyPage(() => import('./pages/home-page').then((m) => m.HomePage));
const AboutPage = lazyPage(() => import('./pages/about-page').then((m) => m.AboutPage));
const TeamsPage = lazyPage(() => import('@league/teams/pages').then((m) => m.TeamsPage));
const PlayersPage = lazyPage(() => import('@league/players/pages').then((m) => m.PlayersPage));
// The schedule's live cards follow each live match (@league/scoring).
const SchedulePage = lazyPage(() =>
  Promise.all([import('@league/schedule/pages'), import('@league/scoring/client')]).then(([m, live]) => live.withLiveMatches(m.SchedulePage)),
);
const AdminViewPage = lazyPage(() => import('@league/schedule/pages').then((m) => m.AdminViewPage));
const GalleryPage = lazyPage(() => import('@league/gallery/pages').then((m) => m.GalleryPage));
const FinancePage = lazyPage(() => import('@league/finance/pages').then((m) => m.FinancePage));
const RegistrationsPage = lazyPage(() => import('@league/registrations/pages').then((m) => m.RegistrationsPage));
const SettingsPage = lazyPage(() => import('@league/settings/pages').then((m) => m.SettingsPage));
const DuesPage = lazyPage(() => import('@league/registrations/pages').then((m) => m.DuesPage));
// The match page follows the match live (each accepted ball refreshes it: @league/scoring).
const MatchPage = lazyPage(() =>
  Promise.all([import('@league/tournaments/pages'), import('@league/scoring/client')]).then(([m, live]) => live.withLiveMatch(m.MatchPage)),
);
const StandingsPage = lazyPage(() => import('@league/tournaments/pages').then((m) => m.StandingsPage));
const StatsPage = lazyPage(() => import('@league/tournaments/pages').then((m) => m.StatsPage));
const AdminTournamentsPage = lazyPage(() => import('@league/tournaments/admin-pages').then((m) => m.AdminTournamentsPage));
const LoginPage = lazyPage(() => import('@league/admin/pages').then((m) => m.LoginPage));
const ResetPasswordPage = lazyPage(() => import('@league/admin/pages').then((m) => m.ResetPasswordPage));
const AuctionProjectorPage = lazyPage(() => import('@league/auction/pages').then((m) => m.ProjectorPage));
const AuctionPaddlePage = lazyPage(() => import('@league/auction/pages').then((m) => m.PaddlePage));
const AuctionConsolePage = lazyPage(() => import('@league/auction/pages').then((m) => m.ConsolePage));
const AuctionSetupPage = lazyPage(() => import('@league/auction/pages').then((m) => m.AuctionSetupPage));
const ScorerPage = lazyPage(() => import('@league/scoring/pages').then((m) => m.ScorerPage));
const ScorerListPage = lazyPage(() => import('@league/scoring/pages').then((m) => m.ScorerListPage));
const ScorersPage = lazyPage(() => import('@league/scoring/pages').then((m) => m.ScorersPage));
// Its own entry, so /login never downloads the dashboard.
const AdminDashboardPage = lazyPage(() => import('@league/admin/dashboard').then((m) => m.AdminDashboardPage));

const page = (element: ReactNode) => <Suspense fallback={<PageFallback />}>{element}</Suspense>;
/** A route showing one lazy screen, which `preloadRoute` can fetch before the first render. */
const screen = (path: string, Screen: ReturnType<typeof lazyPage>) => ({ path, element: page(<Screen />), handle: { preload: Screen.preload } });

/** Admin-only routes: a visitor goes to /login, a signed-in non-admin to / (spec 2). */
export function RequireAdmin() {
  const { user, isAdmin } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}

function Providers() {
  const navigate = useNavigate();
  return (
    <SessionProvider onLogout={() => navigate('/login')}>
      <ToastProvider>
        <Layout>
          <Outlet />
        </Layout>
      </ToastProvider>
    </SessionProvider>
  );
}

/** Screens that fill the whole window (the auction's projector and paddles): no site shell. */
function BareProviders() {
  const navigate = useNavigate();
  return (
    <SessionProvider onLogout={() => navigate('/login')}>
      <main id="main">
        <Outlet />
      </main>
    </SessionProvider>
  );
}

const adminRoutes = {
  element: <RequireAdmin />,
  children: [
    screen('/admin-dashboard', AdminDashboardPage),
    screen('/admin/dashboard', AdminDashboardPage),
    screen('/admin-view', AdminViewPage),
    screen('/dashboard/sheets', RegistrationsPage),
    screen('/dashboard/settings', SettingsPage),
    screen('/dashboard/dues', DuesPage),
    screen('/finance', FinancePage),
    screen('/admin/tournaments', AdminTournamentsPage),
    screen('/admin/scorers', ScorersPage),
    screen('/admin/auctions', AuctionSetupPage),
    screen('/auction/:id/console', AuctionConsolePage),
  ],
};

export const routes = [
  {
    element: <BareProviders />,
    errorElement: <RouteErrorPage />,
    children: [screen('/auction/:id', AuctionProjectorPage), screen('/auction/:id/paddle', AuctionPaddlePage), screen('/score/:matchId', ScorerPage)],
  },
  {
    element: <Providers />,
    errorElement: <RouteErrorPage />,
    children: [
      screen('/', HomePage),
      screen('/about', AboutPage),
      screen('/teams', TeamsPage),
      screen('/schedule', SchedulePage),
      screen('/login', LoginPage),
      screen('/admin-auth', LoginPage),
      screen('/gallery', GalleryPage),
      screen('/forgot-password', ResetPasswordPage),
      screen('/players', PlayersPage),
      screen('/matches/:id', MatchPage),
      screen('/standings', StandingsPage),
      screen('/stats', StatsPage),
      screen('/score', ScorerListPage),
      adminRoutes,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/**
 * Loads the screen of `pathname`, so the first render shows it without suspending. Not for
 * admin screens: RequireAdmin decides first, and a visitor must not download them.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes as RouteObject[], pathname) ?? [];
  if (matches.some((m) => m.route === adminRoutes)) return;
  const handle = matches.at(-1)?.route.handle as { preload?: () => Promise<unknown> } | undefined;
  await handle?.preload?.();
}

/**
 * The browser app. The entry may pass a query cache seeded from the frame; the build's frame
 * renderer passes a memory router for one path.
 */
export function App({ createRouter = () => createBrowserRouter(routes), client }: { createRouter?: () => DataRouter; client?: QueryClient }) {
  const [router] = useState(createRouter);
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
