/** Login, or Logout with the user's name: shared by the top bar and the mobile menu. */
import { Link } from 'react-router-dom';
import { api, useSession } from '@league/core/client';

export function SessionButton({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useSession();
  if (!user) {
    return (
      <Link to="/login" className="ui-btn ui-btn--primary ui-btn--sm" onClick={onNavigate}>
        Login
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="ui-btn ui-btn--secondary ui-btn--sm"
      onClick={() => {
        onNavigate?.();
        // End the session on the server first (the token is read now), then forget it here.
        void api.post('/api/admin/logout').catch(() => undefined);
        logout();
      }}
    >
      Logout{user.name ? ` (${user.name})` : ''}
    </button>
  );
}
