/**
 * The browser's entry. A prerendered page (react-router.config.ts) came drawn as a visitor
 * sees it: its first render, which adopts that markup, is a visitor's too, whoever is signed
 * in here, and without data (adoption.tsx, until the whole page is adopted). The SPA
 * fallback draws nothing of the site, so a path without a prerender starts with the real
 * session.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { adoptPageCatalogs } from '@league/ui/i18n';
import { holdUntilAdopted } from './adoption';

// A prerendered page carries the words it was drawn with: hydrated in its language at once.
adoptPageCatalogs(document);

if (document.getElementById('main')) holdUntilAdopted();

// The prerendered page has painted already: boot/app-boot.js asks for the app after it.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
