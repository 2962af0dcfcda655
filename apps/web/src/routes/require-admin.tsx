/** Admin-only routes: a visitor goes to /login, a signed-in non-admin to / (spec 2). */
import { Navigate, Outlet } from 'react-router';
import { useSession } from '@league/core/client';

export default function RequireAdmin() {
  const { user, isAdmin } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
