import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { makeTeam } from '../testing';
import { TeamMatches } from './team-matches';
import { renderWithProviders } from './test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const team = { ...makeTeam({ name: 'Banyan Blasters' }), _id: 'b' };
const match = (id: string, team1: string, team2: string, matchDate: string, result: string | null = null) => ({
  id,
  _id: id,
  team1,
  team2,
  matchDate,
  pressLink: null,
  auctionLink: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  team1Id: team1 === 'Banyan Blasters' ? 'b' : 'x',
  team2Id: team2 === 'Banyan Blasters' ? 'b' : 'y',
  venue: 'Maidan Ground 2',
  result,
});

describe('TeamMatches (a team card to its next match and results in two taps)', () => {
  it('shows the next match and the latest results first, each opening its match page', async () => {
    const list = [
      match('old', 'Banyan Blasters', 'Kaveri Kings', '2026-01-10T09:30:00.000Z', 'Banyan Blasters won by 14 runs'),
      match('recent', 'Deccan Dhurandhars', 'Banyan Blasters', '2026-01-17T09:30:00.000Z', 'Deccan Dhurandhars won by 3 wickets'),
      match('other', 'Deccan Dhurandhars', 'Kaveri Kings', '2026-01-18T09:30:00.000Z', 'Kaveri Kings won by 1 run'),
      match('next', 'Banyan Blasters', 'Maidan Mavericks', '2099-01-24T09:30:00.000Z'),
    ];
    server.use(http.get('*/api/matches', () => HttpResponse.json({ success: true, data: list, matches: list })));
    renderWithProviders(<TeamMatches team={team} />);
    const section = await screen.findByRole('region', { name: 'Matches' });
    const next = await within(section).findByRole('link', { name: /vs Maidan Mavericks/ });
    expect(next).toHaveAttribute('href', '/matches/next');
    expect(next).toHaveTextContent('Maidan Ground 2');
    const results = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(results).toEqual([
      expect.stringMatching(/^vs Deccan Dhurandhars .*Deccan Dhurandhars won by 3 wickets$/),
      expect.stringMatching(/^vs Kaveri Kings .*Banyan Blasters won by 14 runs$/),
    ]);
    expect(within(section).getByRole('link', { name: /All Banyan Blasters matches/ })).toHaveAttribute('href', '/schedule?team=b');
  });

  it('says when there is nothing yet', async () => {
    server.use(http.get('*/api/matches', () => HttpResponse.json({ success: true, data: [], matches: [] })));
    renderWithProviders(<TeamMatches team={team} />);
    expect(await screen.findByText('None scheduled')).toBeInTheDocument();
    expect(screen.getByText('No results yet')).toBeInTheDocument();
  });
});
