/**
 * The top bar: brand, the links of NAV_LINKS (current one highlighted), Admin for admins, and
 * Login or Logout (with the user's name). Below the medium breakpoint a menu button opens
 * the slide-in panel instead.
 */
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useSession, usePublicConfig } from '@league/core/client';
import { useLocalePath } from '@league/ui/i18n';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { LanguageSwitch } from './language-switch';
import { NAV_LINKS } from './nav-links';
import { MobileMenu } from './mobile-menu';
import { SessionButton } from './session-button';

export function NavBar() {
  const { isAdmin } = useSession();
  const { data: config } = usePublicConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const { i18n, t } = useLingui();
  const to = useLocalePath();
  // The brand reads "<short> Cricket League": before the settings arrive, just the second part.
  const short = config?.leagueShortName ?? '';
  // Named in full even where a tablet's width shows only the short name (or, before the
  // settings arrive, nothing): a link always has a name.
  const brand = short ? t`${short} Cricket League` : t`Cricket League`;

  return (
    <header className="shell-header">
      <nav className="shell-nav ui-container" aria-label="Main">
        <button
          type="button"
          className="shell-menu-button"
          aria-label={t`Open menu`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link to={to('/')} className="shell-brand" aria-label={brand}>
          <span className="shell-brand__ball" aria-hidden="true" />
          <span className="shell-brand__text">
            {short}{' '}
            <span className="shell-brand__sub">
              <Trans>Cricket League</Trans>
            </span>
          </span>
        </Link>
        <ul className="shell-links">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={to(link.to)} end={link.to === '/'} className={({ isActive }) => `shell-link${isActive ? ' is-active' : ''}`}>
                {i18n._(link.label)}
              </NavLink>
            </li>
          ))}
          {isAdmin && (
            <li>
              <NavLink to={to('/admin-dashboard')} className={({ isActive }) => `shell-link${isActive ? ' is-active' : ''}`}>
                <Trans>Admin</Trans>
              </NavLink>
            </li>
          )}
        </ul>
        <LanguageSwitch compact />
        <div className="shell-session">
          <SessionButton />
        </div>
      </nav>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} shortName={short} />
    </header>
  );
}
