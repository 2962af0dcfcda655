/** Login, or Logout with the user's name: shared by the top bar and the mobile menu. */
import { Link } from 'react-router-dom';
import { api, useSession } from '@league/core/client';
import { useLocalePath } from '@league/ui/i18n';
import { Trans } from '@league/ui/i18n/macro';

export function SessionButton({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useSession();
  const to = useLocalePath();
  if (!user) {
    return (
      <Link to={to('/login')} className="ui-btn ui-btn--primary ui-btn--sm" onClick={onNavigate}>
        <Trans>Login</Trans>
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
      {user.name ? <Trans>Logout ({user.name})</Trans> : <Trans>Logout</Trans>}
    </button>
  );
}
