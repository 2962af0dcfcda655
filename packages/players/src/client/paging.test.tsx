import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { makePlayer } from '../testing';
import { PlayersPage } from './players-page';
import { renderScreen } from './test-render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const cards = () =>
  within(screen.getByRole('list', { name: 'Players' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Players');

describe('Player Profiles on a server that pages (operations spec 5)', () => {
  it('asks for one page at a time and sends the search to the server, never the whole roster', async () => {
    const roster = Array.from({ length: 60 }, (_, i) => makePlayer({ name: `Batter ${String(i).padStart(2, '0')}` }));
    const asked: string[] = [];
    server.use(
      http.get('*/api/config', () => HttpResponse.json({})),
      http.get('*/api/stats', () => HttpResponse.json({ success: true, data: { batting: [], bowling: [], fielding: [] } })),
      http.get('*/api/players', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const found = roster.filter((p) => p.name.toLowerCase().includes(q));
        return HttpResponse.json({ success: true, data: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<PlayersPage />);
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(asked.every((q) => /limit=/.test(q))).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('60 players');

    await user.click(screen.getByRole('button', { name: 'Show more players (36 more)' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(asked).toContain('?page=2&limit=24');

    await user.click(screen.getByRole('searchbox', { name: 'Search players' }));
    await user.paste('batter 5');
    await waitFor(() => expect(cards()).toHaveLength(10), { timeout: 3000 });
    expect(asked).toContain('?page=1&limit=24&q=batter+5');
    expect(screen.getByRole('status')).toHaveTextContent('10 of 60 players');
  });
});
