/** Renders a match-centre screen the way the app does: query client, router, session, toasts. */
import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { SessionProvider } from '@league/core/client';
import { ToastProvider } from '@league/ui';

export const FAKE_ADMIN_TOKEN = `e30.${btoa(JSON.stringify({ sub: 'a', role: 'admin' })).replace(/=+$/, '')}.sig`;

export function signInAsAdmin() {
  localStorage.setItem('user', JSON.stringify({ name: 'Asha', role: 'admin' }));
  localStorage.setItem('token', FAKE_ADMIN_TOKEN);
}

export function renderScreen(ui: ReactElement, { path = '/', route = '/' }: { path?: string; route?: string } = {}): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <ToastProvider>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          </ToastProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
