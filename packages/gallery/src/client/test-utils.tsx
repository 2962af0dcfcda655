/** Renders gallery screens the way the app does: query client, session, router. */
// The matchers are installed by the shared setup; importing them here gives tsc their types.
import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from '@league/core/client';

export function renderWithApp(ui: ReactElement): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/gallery']}>
        <SessionProvider>{ui}</SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Stores a session the way the login screen does (token and user in localStorage). */
export function signIn(user: Record<string, unknown> | null, token = 'header.payload.signature') {
  localStorage.setItem('token', token);
  if (user) localStorage.setItem('user', JSON.stringify(user));
}

export function imageFile(name: string, bytes = 1536, type = 'image/jpeg') {
  return new File([new Uint8Array(bytes)], name, { type });
}
