/** Screens that fill the whole window (the auction's projector and paddles, the scorer): no site shell. */
import { Outlet, useNavigate } from 'react-router';
import { SessionProvider } from '@league/core/client';
import { RouteErrorPage } from '../shell/route-error';

export default function Bare() {
  const navigate = useNavigate();
  return (
    <SessionProvider onLogout={() => navigate('/login')}>
      <main id="main">
        <Outlet />
      </main>
    </SessionProvider>
  );
}

export const ErrorBoundary = RouteErrorPage;
