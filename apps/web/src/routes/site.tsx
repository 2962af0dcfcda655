/** The site: session, toasts and the shell (navigation bar, footer) around every screen. */
import { Outlet, useNavigate } from 'react-router';
import { SessionProvider } from '@league/core/client';
import { ToastProvider } from '@league/ui';
import { useLocalePath } from '@league/ui/i18n';
import { Layout } from '../shell/layout';
import { RouteErrorPage } from '../shell/route-error';

export default function Site() {
  const navigate = useNavigate();
  const to = useLocalePath();
  return (
    <SessionProvider onLogout={() => navigate(to('/login'))}>
      <ToastProvider>
        <Layout>
          <Outlet />
        </Layout>
      </ToastProvider>
    </SessionProvider>
  );
}

export const ErrorBoundary = RouteErrorPage;
