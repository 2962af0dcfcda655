import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { StandingsPage } from './standings-page';
import { makeAwards, makeRow, makeTournament } from './test-data';
import { configHandler, renderScreen } from './test-render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const og = makeTournament();
const h = makeTournament({ id: 't-h-2026', name: 'GICPL-H 2026', section: 'GICPL-H' });
const old = makeTournament({ id: 't-og-2025', name: 'GICPL-OG 2025', season: '2025', status: 'completed' });

function serve(rows: Record<string, ReturnType<typeof makeRow>[]>, awards: Record<string, ReturnType<typeof makeAwards>> = {}) {
  server.use(
    configHandler,
    http.get('*/api/tournaments/:id/awards', ({ params }) =>
      HttpResponse.json({ success: true, data: awards[params.id as string] ?? makeAwards({ mvp: [], playerOfTheMatch: [], teamOfTheTournament: [] }) }),
    ),
    http.get('*/api/tournaments/:id/knockouts', () => HttpResponse.json({ success: true, data: null })),
    http.get('*/api/tournaments', () => HttpResponse.json({ success: true, data: [old, h, og] })),
    http.get('*/api/tournaments/:id/standings', ({ params }) => HttpResponse.json({ success: true, data: rows[params.id as string] ?? [] })),
  );
}

describe('StandingsPage', () => {
  it('shows the current season as tabs, with P W L T NR Pts NRR and runs/overs for and against', async () => {
    serve({ [og.id]: [makeRow('Banyan Blasters'), makeRow('Kaveri Kings', { won: 1, lost: 2, points: 2, nrr: -1.1604 })] });
    renderScreen(<StandingsPage />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['GICPL-H', 'GICPL-OG']);
    await userEvent.click(screen.getByRole('tab', { name: 'GICPL-OG' }));
    const table = await screen.findByRole('table', { name: 'Points table, GICPL-OG 2026' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(headers).toEqual(['#', 'Team', 'P', 'W', 'L', 'T', 'NR', 'Pts', 'NRR', 'For', 'Against']);
    const first = within(table).getByRole('row', { name: /Banyan Blasters/ });
    expect(first).toHaveTextContent('+0.380');
    expect(first).toHaveTextContent('500/59.4');
    expect(first).toHaveTextContent('480/60.0');
    expect(within(table).getByRole('row', { name: /Kaveri Kings/ })).toHaveTextContent('-1.160');
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue('2026');
  });

  it('opens how an NRR was computed: every match, the sums and the subtraction', async () => {
    serve({ [h.id]: [makeRow('Banyan Blasters')] });
    renderScreen(<StandingsPage />);
    await userEvent.click(await screen.findByRole('button', { name: /how Banyan Blasters's net run rate was computed/ }));
    const dialog = screen.getByRole('dialog', { name: 'Banyan Blasters: net run rate +0.380' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(5);
    expect(within(dialog).getByRole('row', { name: /Maidan Mavericks/ })).toHaveTextContent('all out: full quota');
    expect(dialog).toHaveTextContent('500 ÷ 59.4 (= 59.667) = 8.380');
    expect(dialog).toHaveTextContent('480 ÷ 60 = 8.000');
    expect(dialog).toHaveTextContent('8.380 − 8.000 = +0.380');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists earlier seasons in a selector', async () => {
    serve({ [old.id]: [makeRow('Deccan Dhurandhars')] });
    renderScreen(<StandingsPage />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Season' }), '2025');
    expect(screen.getByRole('tab', { name: 'GICPL-OG' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('row', { name: /Deccan Dhurandhars/ })).toBeInTheDocument();
  });

  it('has empty and error states', async () => {
    serve({});
    renderScreen(<StandingsPage />);
    expect(await screen.findByText('No results yet')).toBeInTheDocument();

    server.use(http.get('*/api/tournaments', () => HttpResponse.json({ success: true, data: [] })));
    renderScreen(<StandingsPage />);
    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();

    server.use(http.get('*/api/tournaments', () => HttpResponse.json({ success: false, message: 'Server unavailable' }, { status: 503 })));
    renderScreen(<StandingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server unavailable');
  });

  it("shows the awards' failed load as an error with Retry, and the awards once a retry answers", async () => {
    serve({ [h.id]: [makeRow('Banyan Blasters')] });
    let fail = true;
    server.use(
      http.get('*/api/tournaments/:id/awards', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'The awards are unavailable' }, { status: 500 })
          : HttpResponse.json({ success: true, data: makeAwards() }),
      ),
    );
    renderScreen(<StandingsPage />);
    const alert = await screen.findByText('The awards are unavailable');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Awards' })).toBeInTheDocument();
  });

  it('shows the awards under the table: season awards with their figures, the MVP top five, the team of the tournament', async () => {
    serve({ [h.id]: [makeRow('Banyan Blasters')] }, { [h.id]: makeAwards() });
    renderScreen(<StandingsPage />);
    const awards = await screen.findByRole('region', { name: 'Awards' });
    expect(within(awards).getByText('Best batter').nextElementSibling).toHaveTextContent('Asha Rao · 180 runs');
    expect(within(awards).getByText('Best bowler').nextElementSibling).toHaveTextContent('Dev Menon · 9 wickets');
    expect(within(awards).getByText('Best fielder').nextElementSibling).toHaveTextContent('Dev Menon · 4 dismissals');
    // No one under 19 played the minimum: that award is not shown.
    expect(within(awards).queryByText(/Emerging player/)).not.toBeInTheDocument();
    const mvp = within(awards).getByRole('table', { name: 'MVP points' });
    expect(
      within(mvp)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Asha Rao461.5', 'Dev Menon448']);
    expect(within(awards).getByRole('list')).toHaveTextContent('Asha Rao batterDev Menon bowler');
  });

  it('shows a tournament in groups as a table per group, ranked within it', async () => {
    const grouped = makeTournament({
      ...h,
      groups: [
        { name: 'Group A', teamIds: ['id-Banyan Blasters', 'id-Kaveri Kings'] },
        { name: 'Group B', teamIds: ['id-Nalanda Knights', 'id-Riverside Cubs'] },
      ],
    });
    serve({ [h.id]: ['Banyan Blasters', 'Nalanda Knights', 'Kaveri Kings', 'Riverside Cubs'].map((team) => makeRow(team)) });
    server.use(http.get('*/api/tournaments', () => HttpResponse.json({ success: true, data: [old, grouped, og] })));
    renderScreen(<StandingsPage />);
    expect(await screen.findByRole('heading', { name: 'Group A' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Group B' })).toBeInTheDocument();
    const teams = (name: string) =>
      within(screen.getByRole('table', { name: `Points table, GICPL-H 2026, ${name}` }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => `${(r as HTMLTableRowElement).cells[0]!.textContent} ${(r as HTMLTableRowElement).cells[1]!.textContent}`);
    expect(teams('Group A')).toEqual(['1 Banyan Blasters', '2 Kaveri Kings']);
    expect(teams('Group B')).toEqual(['1 Nalanda Knights', '2 Riverside Cubs']);
    expect(screen.queryByRole('table', { name: 'Points table, GICPL-H 2026' })).not.toBeInTheDocument();
  });

  it('shows no awards section before a match is scored', async () => {
    serve({ [h.id]: [makeRow('Banyan Blasters')] });
    renderScreen(<StandingsPage />);
    await screen.findByRole('table', { name: /Points table/ });
    expect(screen.queryByRole('region', { name: 'Awards' })).not.toBeInTheDocument();
  });
});
