import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { withoutLocale } from '@league/ui/i18n';
import { Trans } from '@league/ui/i18n/macro';
import { NavBar } from './nav-bar';
import { Footer } from './footer';

// A chunk that cannot load (a deploy replaced it, or the server is restarting) costs the chat, not the page.
const ChatWidget = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    return { default: (await import('@league/assistant/pages')).ChatWidget };
  } catch {
    return { default: () => null };
  }
});

/** The frame around every screen; the assistant floats on the public pages. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const publicPage = !/^\/(admin|dashboard|finance|login|forgot-password)/.test(withoutLocale(pathname));
  // The chat loads after the page has painted: it must not cost the first screen anything.
  const [chatReady, setChatReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setChatReady(true), 1200);
    return () => window.clearTimeout(id);
  }, []);

  return (
    <div className="shell">
      <a className="shell-skip" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <NavBar />
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {publicPage && chatReady && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </div>
  );
}
