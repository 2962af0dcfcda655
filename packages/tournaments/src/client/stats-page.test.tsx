import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { StatsPage } from './stats-page';
import { makeStats, makeTournament } from './test-data';
import { configHandler, renderScreen } from './test-render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const og = makeTournament();
const old = makeTournament({ id: 't-og-2025', name: 'GICPL-OG 2025', season: '2025' });

function serve() {
  server.use(
    configHandler,
    http.get('*/api/tournaments', () => HttpResponse.json({ success: true, data: [og, old] })),
    http.get('*/api/tournaments/:id/stats', () => HttpResponse.json({ success: true, data: makeStats() })),
    http.get('*/api/stats', () => HttpResponse.json({ success: true, data: careerOf() })),
  );
}
/** What GET /api/stats answers for two seasons of the same figures. */
function careerOf() {
  const one = makeStats();
  return { ...one, batting: one.batting.map((b) => ({ ...b, runs: b.runs * 2, innings: b.innings * 2 })) };
}
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((c) => c.textContent);

describe('StatsPage', () => {
  it('sorts by runs, then by any column from the keyboard, with aria-sort', async () => {
    serve();
    renderScreen(<StatsPage />);
    const table = await screen.findByRole('table', { name: /Batting, GICPL-OG 2026/ });
    expect(names(table)[0]).toContain('Vikram Menon');
    const runs = within(table).getByRole('columnheader', { name: /Runs/ });
    expect(runs).toHaveAttribute('aria-sort', 'descending');

    within(table).getByRole('button', { name: /SR/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(table).getByRole('columnheader', { name: /SR/ })).toHaveAttribute('aria-sort', 'descending');
    expect(runs).not.toHaveAttribute('aria-sort');
    expect(names(table)[0]).toContain('Arjun Rao');
    await userEvent.keyboard(' ');
    expect(within(table).getByRole('columnheader', { name: /SR/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names(table)[0]).toContain('Sanjay Iyer');
  });

  it('keeps a missing average last whichever way it is sorted', async () => {
    serve();
    renderScreen(<StatsPage />);
    const table = await screen.findByRole('table', { name: /Batting/ });
    await userEvent.click(within(table).getByRole('button', { name: /Avg/ }));
    expect(names(table).at(-1)).toContain('Sanjay Iyer');
    await userEvent.click(within(table).getByRole('button', { name: /Avg/ }));
    expect(names(table).at(-1)).toContain('Sanjay Iyer');
  });

  it('searches players and teams, and switches to bowling and fielding', async () => {
    serve();
    renderScreen(<StatsPage />);
    await screen.findByRole('table', { name: /Batting/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search players or teams' }), 'kaveri');
    expect(names(screen.getByRole('table', { name: /Batting/ }))).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Bowling' }));
    const bowling = screen.getByRole('table', { name: /Bowling/ });
    expect(names(bowling)).toHaveLength(1);
    expect(bowling).toHaveTextContent('4/18');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search players or teams' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search players or teams' }), 'zzz');
    expect(screen.getByText('No players match “zzz”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Fielding' }));
    expect(screen.getByText('No players match “zzz”')).toBeInTheDocument();
  });

  it('adds every tournament up on the Career tab', async () => {
    serve();
    renderScreen(<StatsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Career' }));
    const table = await screen.findByRole('table', { name: /Batting, Career/ });
    expect(within(table).getByRole('row', { name: /Vikram Menon/ })).toHaveTextContent('320');
  });
});
