/** Renders a screen the way the app does: query client, session, toasts, router. */
// Also brings the jest-dom matcher types to the compiler (the shared setup file is outside src).
import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { SessionProvider } from '@league/core/client';
import { ToastProvider } from '@league/ui';

export function renderScreen(ui: ReactElement): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <ToastProvider>{ui}</ToastProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

export function signInAs(role: 'admin' | 'user') {
  localStorage.setItem('user', JSON.stringify({ name: 'Asha', role }));
  localStorage.setItem('token', 'test-token');
}

export const configHandler = http.get('*/api/config', () =>
  HttpResponse.json({
    leagueName: 'League',
    leagueShortName: 'L',
    googleClientId: null,
    registrationFormUrl: null,
    timeZone: 'Asia/Kolkata',
    contactEmail: null,
    contactPhone: null,
    social: { instagram: null, youtube: null, facebook: null },
    passwordLogin: false,
  }),
);
