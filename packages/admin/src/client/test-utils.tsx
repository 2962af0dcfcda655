/** Renders an admin screen the way the app does, at a URL, with a stand-in for the pages it leads to. */
// Also brings the jest-dom matcher types to the compiler (the shared setup file is outside src).
import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '@league/core/client';

function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      Landed on {name} {location.pathname}
    </p>
  );
}

export function renderAt(url: string, routes: Record<string, ReactElement>): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={<Landing name="another page" />} />
          </Routes>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

export const storedSession = () => ({ user: localStorage.getItem('user'), token: localStorage.getItem('token') });
