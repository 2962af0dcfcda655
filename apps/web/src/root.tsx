/**
 * The document and what every screen shares: the stylesheets, the query cache. The public
 * screens are prerendered at build time (react-router.config.ts) and hydrated; every other
 * path starts from the SPA fallback, which is this document with nothing in it yet.
 */
import { useState, type ReactNode } from 'react';
import { Meta, Outlet, Scripts, useLocation, useMatches } from 'react-router';
import { CATALOG_SCRIPT_ID, LanguageProvider, LOCALES, catalogScript, i18nFor, localeOf, localePath, say, useCatalogs, type Locale } from '@league/ui/i18n';
import { sayServerMessagesWith } from '@league/core/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { useFrameAdopted } from './adoption';
import { Stylesheets } from './stylesheets';
import { catalogsOf } from './route-catalogs';
import bootSource from './boot/app-boot.js?raw';
import '@league/ui/styles.css';
import './shell/shell.css';

/** The word catalogs every screen of this address draws (route-catalogs.ts). */
function usePageCatalogs(): { locale: Locale; catalogs: string[] } {
  const locale = localeOf(useLocation().pathname);
  const catalogs = catalogsOf(useMatches().map((m) => m.id));
  return { locale, catalogs };
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOf(pathname);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#14532d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {/* The scorer's screen points this at its own manifest (packages/scoring). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* No <title> or description here: React would hoist its own over the one the server
            writes for each page (its share preview). The footer names the league's other tabs. */}
        <Meta />
        {/* The same page in the other language (issue 32), for search engines and the switch. */}
        {LOCALES.map((l) => (
          <link key={l} rel="alternate" hrefLang={l} href={localePath(pathname, l)} />
        ))}
        <Stylesheets />
      </head>
      <body>
        {children}
        <PageWords />
        <DeferredScripts />
      </body>
    </html>
  );
}

/**
 * React Router's scripts, held back in a <noscript> until boot/app-boot.js (inline, right
 * after) runs them: the prerendered page paints before the app's ~140 KiB of modules are
 * fetched and evaluated, on a slow phone as in Lighthouse's model of one (quality F2). In a
 * noscript React neither hoists the module preloads into the head nor hydrates the content;
 * it is filled only in the build's render.
 */
function DeferredScripts() {
  const prerendering = typeof document === 'undefined';
  return (
    <>
      <noscript id="app-boot">{prerendering ? <Scripts /> : null}</noscript>
      {/* Only the build's render writes it: a script set by React in the browser never runs, so the client bundle carries none of it. */}
      <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? bootSource : '' }} />
    </>
  );
}

/**
 * The words this page was drawn with, written by the build's render so the browser hydrates
 * it in the same language without asking for them (data, not script: no CSP hash, no JS).
 */
function PageWords() {
  const { locale, catalogs } = usePageCatalogs();
  return (
    <script id={CATALOG_SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? catalogScript(locale, catalogs) : '' }} />
  );
}

export default function App() {
  const [client] = useState(createQueryClient);
  // Adopted (each section of the page too): the signed-in browser's own view and the data.
  useFrameAdopted();
  const { locale, catalogs } = usePageCatalogs();
  // A navigation to a screen whose words are not here yet waits for them (the last page stays).
  useCatalogs(locale, catalogs);
  // The document's language follows a move between English and Hindi (screen readers, fonts),
  // before the new page draws: @league/ui/format reads it for dates and numbers.
  if (typeof document !== 'undefined' && document.documentElement.lang !== locale) document.documentElement.lang = locale;
  // An error the API answers is shown in the page's language too.
  sayServerMessagesWith((message) => say(i18nFor(locale), message));
  return (
    <LanguageProvider locale={locale}>
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    </LanguageProvider>
  );
}

/** A path that is not prerendered shows nothing until the app has drawn it (as before). */
export function HydrateFallback() {
  return null;
}
