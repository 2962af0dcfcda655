/**
 * The only route table (spec 2): paths, layout, role guards and providers. Screens are
 * imported lazily, so each package is its own chunk and chart.js never loads on public pages.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider, useSession } from '@league/core/client';
import { ToastProvider } from '@league/ui';
import { Layout } from './shell/layout';
import { PageFallback } from './shell/page-fallback';
import { RouteErrorPage } from './shell/route-error';

const HomePage = lazy(() => import('./pages/home-page').then((m) => ({ default: m.HomePage })));
const AboutPage = lazy(() => import('./pages/about-page').then((m) => ({ default: m.AboutPage })));
const TeamsPage = lazy(() => import('@league/teams/pages').then((m) => ({ default: m.TeamsPage })));
const PlayersPage = lazy(() => import('@league/players/pages').then((m) => ({ default: m.PlayersPage })));
const SchedulePage = lazy(() => import('@league/schedule/pages').then((m) => ({ default: m.SchedulePage })));
const AdminViewPage = lazy(() => import('@league/schedule/pages').then((m) => ({ default: m.AdminViewPage })));
const GalleryPage = lazy(() => import('@league/gallery/pages').then((m) => ({ default: m.GalleryPage })));
const FinancePage = lazy(() => import('@league/finance/pages').then((m) => ({ default: m.FinancePage })));
const RegistrationsPage = lazy(() => import('@league/registrations/pages').then((m) => ({ default: m.RegistrationsPage })));
const LoginPage = lazy(() => import('@league/admin/pages').then((m) => ({ default: m.LoginPage })));
const ResetPasswordPage = lazy(() => import('@league/admin/pages').then((m) => ({ default: m.ResetPasswordPage })));
// Its own entry, so /login never downloads the dashboard.
const AdminDashboardPage = lazy(() => import('@league/admin/dashboard').then((m) => ({ default: m.AdminDashboardPage })));

const page = (element: ReactNode) => <Suspense fallback={<PageFallback />}>{element}</Suspense>;

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

export const routes = [
  {
    element: <Providers />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: page(<HomePage />) },
      { path: '/about', element: page(<AboutPage />) },
      { path: '/teams', element: page(<TeamsPage />) },
      { path: '/schedule', element: page(<SchedulePage />) },
      { path: '/login', element: page(<LoginPage />) },
      { path: '/admin-auth', element: page(<LoginPage />) },
      { path: '/gallery', element: page(<GalleryPage />) },
      { path: '/forgot-password', element: page(<ResetPasswordPage />) },
      { path: '/players', element: page(<PlayersPage />) },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin-dashboard', element: page(<AdminDashboardPage />) },
          { path: '/admin/dashboard', element: page(<AdminDashboardPage />) },
          { path: '/admin-view', element: page(<AdminViewPage />) },
          { path: '/dashboard/sheets', element: page(<RegistrationsPage />) },
          { path: '/finance', element: page(<FinancePage />) },
        ],
      },
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

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
