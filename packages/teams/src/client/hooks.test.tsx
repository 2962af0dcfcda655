import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createTeamsStore, leagueConfigHandler, makeTeam, teamsHandlers } from '../testing';
import './test-utils';
import { TeamCard, useTeamCounts, useTopTeams } from './index';

const squad = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`);
const store = createTeamsStore([
  makeTeam({ name: 'Seven', players: squad(7) }),
  makeTeam({ name: 'Three', players: squad(3) }),
  makeTeam({ name: 'Twelve', players: squad(12), section: 'GICPL-H' }),
  makeTeam({ name: 'Nine', players: squad(9) }),
  makeTeam({ name: 'Alpha Nine', players: squad(9), section: 'GICPL-H' }),
  makeTeam({ name: 'One', players: squad(1) }),
  makeTeam({ name: 'Five', players: squad(5), section: 'GICPL-H' }),
  makeTeam({ name: 'Empty', players: [] }),
]);
const server = setupServer(leagueConfigHandler(), ...teamsHandlers(store));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

it('useTopTeams gives the six teams with the most players, ties by name', async () => {
  const { result } = renderHook(() => useTopTeams(), { wrapper });
  expect(result.current.isLoading).toBe(true);
  await waitFor(() => expect(result.current.data).toBeDefined());
  expect(result.current.data!.map((t) => t.name)).toEqual(['Twelve', 'Alpha Nine', 'Nine', 'Seven', 'Five', 'Three']);
});

it('useTopTeams(n) takes n', async () => {
  const { result } = renderHook(() => useTopTeams(2), { wrapper });
  await waitFor(() => expect(result.current.data?.map((t) => t.name)).toEqual(['Twelve', 'Alpha Nine']));
});

it('useTeamCounts counts all teams and each section', async () => {
  const { result } = renderHook(() => useTeamCounts(), { wrapper });
  expect(result.current).toMatchObject({ teams: 0, og: 0, h: 0, isLoading: true });
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current).toMatchObject({ teams: 8, og: 5, h: 3 });
});

it('TeamCard shows name, section, captain and player count, and opens on click when asked', async () => {
  const team = makeTeam({ name: 'Kaveri Kings', captain: 'Karthik', section: 'GICPL-H', players: squad(10) });
  const picked: string[] = [];
  const { rerender } = render(<TeamCard team={team} />);
  const card = screen.getByRole('article', { name: 'Kaveri Kings' });
  expect(card).toHaveTextContent('Kaveri Kings');
  expect(card).toHaveTextContent('GICPL-H');
  expect(card).toHaveTextContent('Karthik');
  expect(card).toHaveTextContent('10');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  rerender(<TeamCard team={team} onSelect={(t) => picked.push(t.name)} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Kaveri Kings' }));
  expect(picked).toEqual(['Kaveri Kings']);
});
