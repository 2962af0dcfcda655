import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlayerCard } from '../contract';
import { PlayerPage } from './player-page';

const PLAYER: PlayerCard = {
  id: 'p1',
  name: 'Kabir Arora',
  jerseyNumber: 7,
  photoUrl: null,
  team: 'Ashoka Avengers',
  batting: { matches: 6, runs: 212, highest: 64, average: 42.4, strikeRate: 151.43 },
  bowling: { wickets: 1, best: '1/18', economy: 7.5 },
  fielding: { catches: 4, stumpings: 0, runouts: 1 },
  beforeSite: {
    batting: { matches: 40, runs: 5000, highest: 120, average: 38.5, strikeRate: 130 },
    bowling: { wickets: 300, best: '5/20', economy: 6 },
    fielding: { catches: 99, stumpings: 0, runouts: 0 },
  },
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(() => server.resetHandlers());

function open(id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/players/${id}`]}>
        <Routes>
          <Route path="/players/:id" element={<PlayerPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PlayerPage', () => {
  it("shows the scorecards' record, the typed figures apart as before this site, and a Share link to their page", async () => {
    server.use(http.get('*/api/share/players/p1', () => HttpResponse.json({ success: true, data: PLAYER })));
    open('p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kabir Arora #7' })).toBeInTheDocument();
    expect(screen.getByText('Ashoka Avengers')).toBeInTheDocument();
    const batting = screen.getByRole('region', { name: 'Batting' });
    expect(within(batting).getByText('212')).toBeInTheDocument();
    expect(within(batting).queryByText('5000')).toBeNull();
    const before = screen.getByRole('region', { name: 'Before this site' });
    expect(within(before).getByText('5000')).toBeInTheDocument();
    expect(within(before).getByText('300')).toBeInTheDocument();
    // The full address is filled in by an effect after the card's first paint.
    await waitFor(() => {
      const share = new URL(screen.getByRole('link', { name: 'Share' }).getAttribute('href')!);
      expect(share.origin).toBe('https://wa.me');
      expect(share.searchParams.get('text')).toBe(`Kabir Arora: 212 runs, 1 wicket ${window.location.origin}/players/p1`);
    });
  });

  it('shows no before-this-site section when nothing was typed', async () => {
    server.use(http.get('*/api/share/players/p2', () => HttpResponse.json({ success: true, data: { ...PLAYER, id: 'p2', beforeSite: null } })));
    open('p2');
    expect(await screen.findByRole('region', { name: 'Batting' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Before this site' })).toBeNull();
  });

  it('tells a missing player from a failure, with Retry for the failure', async () => {
    server.use(http.get('*/api/share/players/gone', () => HttpResponse.json({ success: false, message: 'Player not found' }, { status: 404 })));
    open('gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Player not found' })).toBeInTheDocument();
    server.use(http.get('*/api/share/players/broken', () => HttpResponse.json({ success: false, message: 'Internal error' }, { status: 500 })));
    open('broken');
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
