/**
 * The phone menu (spec 2): a right-side panel titled Menu over a dimmed backdrop. It closes
 * on the backdrop, the close button, Escape and any change of path, and locks page scroll
 * while open. It is drawn at the end of <body>, outside the sticky header's stacking context,
 * so that it sits above everything fixed on the page (the assistant's bubble too).
 */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'react-router-dom';
import { useSession } from '@league/core/client';
import { useLocalePath } from '@league/ui/i18n';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { LanguageSwitch } from './language-switch';
import { NAV_LINKS } from './nav-links';
import { SessionButton } from './session-button';

export function MobileMenu({ open, onClose, shortName }: { open: boolean; onClose: () => void; shortName: string }) {
  const { isAdmin } = useSession();
  const location = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const { i18n, t } = useLingui();
  const to = useLocalePath();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    closeRef.current();
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="shell-mobile" id="mobile-menu">
      <div className="shell-mobile__backdrop" data-testid="menu-backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className="shell-mobile__panel" role="dialog" aria-modal="true" aria-labelledby="mobile-menu-title">
        <div className="shell-mobile__head">
          <h2 id="mobile-menu-title">
            <Trans>Menu</Trans>
          </h2>
          <button type="button" className="ui-btn ui-btn--ghost ui-btn--sm" aria-label={t`Close menu`} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <ul className="shell-mobile__links">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={to(link.to)} end={link.to === '/'} className={({ isActive }) => `shell-mobile__link${isActive ? ' is-active' : ''}`}>
                {i18n._(link.label)}
              </NavLink>
            </li>
          ))}
          {isAdmin && (
            <li>
              <NavLink to={to('/admin-dashboard')} className={({ isActive }) => `shell-mobile__link${isActive ? ' is-active' : ''}`}>
                <Trans>Admin Dashboard</Trans>
              </NavLink>
            </li>
          )}
        </ul>
        <div className="shell-mobile__session">
          <LanguageSwitch />
          <SessionButton onNavigate={onClose} />
        </div>
        <p className="shell-mobile__tags">
          <span>#Cricket</span> <span>#{shortName}</span> <span>#Tournament</span>
        </p>
      </div>
    </div>,
    document.body,
  );
}
