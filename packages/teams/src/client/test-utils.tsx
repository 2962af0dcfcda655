/** Test-only: renders a screen with the providers the app shell gives it, against msw. */
// Also brings the jest-dom matcher types to the compiler (the shared setup file installs them).
import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '@league/core/client';
import { ToastProvider } from '@league/ui';
import { createTeamsStore, makeTeam } from '../testing';

/** `at`: the address the screen is opened at (`/teams/{id}` opens that team's popup). */
export function renderWithProviders(ui: ReactElement, { at = '/teams' }: { at?: string } = {}): RenderResult & { client: QueryClient } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  const result = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path="/teams" element={ui} />
              <Route path="/teams/:id" element={ui} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** The same little league in every test: three OG teams, two H teams. */
export function demoLeague() {
  return [
    makeTeam({ name: 'Maidan Mavericks', captain: 'Sourav Banerjee', players: ['Sourav Banerjee:C', 'Abhijit Das:VC', 'Partha Sen:WK', 'Tapas Dutta'] }),
    makeTeam({ name: 'banyan Blasters', captain: 'Rohit Deshmukh', players: ['Rohit Deshmukh:C', 'Amol Jadhav'] }),
    makeTeam({ name: 'Chowpatty Chargers', captain: 'Imran Shaikh', players: ['Imran Shaikh:C', 'Kunal Mehta', 'Moin Khan'] }),
    makeTeam({ section: 'GICPL-H', name: 'Kaveri Kings', captain: 'Karthik S', players: ['Karthik S:C', 'Gokul Anand'] }),
    makeTeam({ section: 'GICPL-H', name: 'Ashoka Avengers', captain: 'Aarav Sharma', players: ['Aarav Sharma:C'] }),
  ];
}

/**
 * Finds a squad line by what it shows ("Asha (C)"), leaving out the words only screen
 * readers get ("(captain)"): `within(dialog).findByText(squadLine('Asha (C)'))`.
 */
export function squadLine(shown: string) {
  return (_content: string, element: Element | null) =>
    element?.classList.contains('team-squad__name') === true &&
    [...element.childNodes]
      .filter((node) => !(node instanceof Element && node.classList.contains('ui-visually-hidden')))
      .map((node) => node.textContent)
      .join('') === shown;
}

export { createTeamsStore };
