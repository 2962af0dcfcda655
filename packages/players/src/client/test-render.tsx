/** Renders a players screen the way the app does: query client, session, router, toasts. */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@league/core/client';
import { ToastProvider } from '@league/ui';

/** A token whose payload decodes to role admin (the client only reads it; msw trusts it). */
export const FAKE_ADMIN_TOKEN = `e30.${btoa(JSON.stringify({ sub: 'a', role: 'admin' })).replace(/=+$/, '')}.sig`;

export function signInAs(role: 'admin' | 'user') {
  localStorage.setItem('user', JSON.stringify({ name: 'Asha', role }));
  localStorage.setItem('token', FAKE_ADMIN_TOKEN);
}

export function renderScreen(ui: ReactElement): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>
          <ToastProvider>{ui}</ToastProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
