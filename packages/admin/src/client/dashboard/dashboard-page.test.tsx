import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { emptyLeague, fullLeague, getsOf, renderDashboard, serveStores, type DashboardStores } from './test-kit';
import { NO_LOGIN_DATA } from './recent-logins-card';

// chart.js cannot draw in happy-dom: each chart becomes a named image listing its data.
vi.mock('@league/ui/charts', () => {
  const Stub = ({ ariaLabel, labels, datasets }: { ariaLabel: string; labels: string[]; datasets: Array<{ data: number[] }> }) => (
    <div role="img" aria-label={ariaLabel} data-labels={labels.join('|')} data-values={datasets[0]?.data.join(',')} />
  );
  return { AreaChart: Stub, BarChart: Stub, PieChart: Stub, LineChart: Stub, DoughnutChart: Stub, chartPalette: ['#1', '#2', '#3', '#4', '#5'] };
});

const server = setupServer();
let stores: DashboardStores;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  stores = fullLeague();
  serveStores(server, stores);
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

const stat = (label: string) => screen.getByText(label, { selector: '.ui-stat__label' }).closest('.ui-stat') as HTMLElement;
const status = () => screen.getByTestId('dashboard-status');

describe('Admin Dashboard: loaded', () => {
  it('shows the four stat cards from the teams, players, matches and login-stats calls', async () => {
    renderDashboard();
    await waitFor(() => expect(stat('Total Players')).toHaveTextContent('3'));
    expect(stat('Total Teams')).toHaveTextContent('2');
    expect(stat('Total Matches')).toHaveTextContent('3');
    expect(stat('Admins Active')).toHaveTextContent('2');
    expect(stat('Admins Active')).toHaveTextContent('of 3 admins');
    expect(status()).toHaveTextContent('Live');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Expense Tracker/ })).toHaveAttribute('href', '/finance');
    expect(screen.getByRole('link', { name: /Registration Dashboard/ })).toHaveAttribute('href', '/dashboard/sheets');
  });

  it('shows the nearest future match with a countdown and its Press Meet and Auction links', async () => {
    renderDashboard();
    const card = (await screen.findByRole('heading', { name: 'Upcoming Match' })).closest('section')!;
    const teams = async () => within(card).findAllByText(/./, { selector: '.dash-fixture__team' });
    expect((await teams()).map((t) => t.textContent)).toEqual(['Night Owls', 'Royal Strikers']);
    // The fixture after it is listed below; the finished one nowhere.
    expect(within(card).getByRole('heading', { name: 'Later fixtures' }).nextElementSibling).toHaveTextContent(/^Thunder XI vs Night Owls/);
    expect(
      within(card)
        .getAllByRole('listitem')
        .filter((li) => li.textContent?.includes('Thunder XI vs Royal Strikers')),
    ).toHaveLength(0);
    const timer = within(card).getByRole('timer');
    expect(timer).toHaveTextContent(/02\s*days\s*0[23]\s*hours/);
    expect(within(card).getByRole('link', { name: /Press Meet/ })).toHaveAttribute('href', 'https://press.example.org/meet');
    expect(within(card).getByRole('link', { name: /Auction/ })).toHaveAttribute('href', 'https://auction.example.org/live');
    expect(within(card).getByRole('button', { name: 'Copy Press Meet link' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy Auction link' })).toBeInTheDocument();
  });

  it('draws the six charts and the Players (Top 10 by Runs) table from the leaderboards', async () => {
    stores.boards = {
      topRuns: [{ name: 'Aarav Shah', value: 412 }],
      topWickets: [{ name: 'Kabir Rao', value: 14 }],
      topDismissals: [{ name: 'Dev Iyer', value: 9 }],
      topStrikeRate: [{ name: 'Aarav Shah', value: 138.5 }],
      dismissalsMix: { catches: 20, stumpings: 3, runouts: 5 },
      table: [{ name: 'Aarav Shah', runs: 412, strikeRate: 138.5, wickets: 2, economy: 7.25, catches: 6 }],
    };
    renderDashboard();
    const names = [
      'Top Batting (Runs)',
      'Top Bowling (Wickets)',
      'Top Fielding (Dismissals)',
      'Matches Participation Share',
      'Dismissals Mix',
      'Top Strike Rates',
    ];
    for (const name of names) expect(await screen.findByRole('img', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Top Batting/ })).toHaveAccessibleName('Top Batting (Runs): Aarav Shah 412');
    expect(screen.getByRole('img', { name: /^Dismissals Mix/ })).toHaveAttribute('data-values', '20,3,5');
    // Participation: every team's fixtures in the schedule, busiest first.
    expect(screen.getByRole('img', { name: /^Matches Participation/ })).toHaveAttribute('data-labels', 'Night Owls|Royal Strikers|Thunder XI');
    expect(screen.getByRole('img', { name: /^Logins per hour, last 12 hours/ })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Players (Top 10 by Runs)' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Runs', 'SR', 'Wickets', 'Eco', 'Catches']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Aarav Shah\s*412\s*138\.50\s*2\s*7\.25\s*6/);
    // Both say where the figures come from: this site's scorecards, not the typed profile figures.
    const source = "Runs, strike rates and wickets from this site's scorecards.";
    expect(within(screen.getByRole('region', { name: 'Charts' })).getByText(source)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Players (Top 10 by Runs)' })).getByText(
        new RegExp(`^${source.replace('.', '\\.')} Figures from before this site`),
      ),
    ).toBeInTheDocument();
  });
});

describe('Admin Dashboard: empty league', () => {
  it('shows every empty text of spec 2', async () => {
    stores = emptyLeague();
    server.resetHandlers();
    serveStores(server, stores);
    renderDashboard();
    expect(await screen.findByText('No upcoming match scheduled.')).toBeInTheDocument();
    expect(await screen.findByText(NO_LOGIN_DATA)).toBeInTheDocument();
    expect(await screen.findByText('No players found.')).toBeInTheDocument();
    expect(await screen.findAllByText('No data yet.')).toHaveLength(6);
    expect(stat('Total Players')).toHaveTextContent('0');
    expect(stat('Admins Active')).toHaveTextContent('of 1 admins');
  });
});

describe('Admin Dashboard: failures', () => {
  it('a failed call is an empty default and makes the dashboard Degraded; Retry recovers', async () => {
    stores.teams.fail.list = { status: 500, message: 'Teams are resting' };
    const user = userEvent.setup();
    renderDashboard();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Teams are resting');
    expect(status()).toHaveTextContent('Degraded');
    await waitFor(() => expect(stat('Total Players')).toHaveTextContent('3'));
    expect(stat('Total Teams')).toHaveTextContent('0');

    delete stores.teams.fail.list;
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(status()).toHaveTextContent('Live');
    expect(stat('Total Teams')).toHaveTextContent('2');
    expect(await screen.findByText('Dashboard refreshed')).toBeInTheDocument();
  });

  it("says 'Failed to load data' when the server gives no message", async () => {
    server.use(http.get('*/api/admin/logins/stats', () => new HttpResponse(null, { status: 502 })));
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
    expect(status()).toHaveTextContent('Degraded');
  });

  it.each([401, 403])('a %i on any call logs out and goes to /login', async (code) => {
    server.use(http.get('*/api/admin/logins/recent', () => HttpResponse.json({ success: false, message: 'Token expired' }, { status: code })));
    renderDashboard();
    expect(await screen.findByText('Landed on /login', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('Logout ends the session on the server, clears it and goes to /login', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(screen.getByRole('button', { name: /Logout/ }));
    expect(await screen.findByText('Landed on /login', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(stores.admin.calls.map((c) => c.call)).toContain('POST /api/admin/logout'));
  });

  it('lists the admin’s sessions and admins; ends another session and removes another admin', async () => {
    const user = userEvent.setup();
    Object.assign(window, { confirm: vi.fn(() => true) });
    renderDashboard();
    const sessions = await screen.findByRole('list', { name: 'Your sessions' });
    expect(await within(sessions).findByText(/Firefox on Linux.*\(this session\)/)).toBeInTheDocument();
    await user.click(within(sessions).getByRole('button', { name: 'End session on Chrome on Android' }));
    await waitFor(() => expect(within(sessions).queryByText(/Chrome on Android/)).toBeNull());
    const admins = screen.getByRole('list', { name: 'Admins' });
    expect(within(admins).queryByRole('button', { name: 'Remove Asha Rao' })).toBeNull();
    await user.click(within(admins).getByRole('button', { name: 'Remove Ravi Kumar' }));
    await waitFor(() => expect(within(admins).queryByText(/Ravi Kumar/)).toBeNull());
    expect(stores.admin.calls.map((c) => c.call)).toEqual(expect.arrayContaining(['DELETE /api/admin/sessions/s-phone', 'DELETE /api/admin/admins/a-ravi']));
  });
});

describe('Admin Dashboard: refreshing', () => {
  const ALL = [
    '/api/teams',
    '/api/players',
    '/api/matches',
    '/api/global-links',
    '/api/admin/logins/stats',
    '/api/admin/logins/recent',
    '/api/players/leaderboards',
  ];
  const settle = () =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });

  it('loads every call on open, again every 30 s without a toast, and Refresh now says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDashboard();
    await waitFor(() => expect(stat('Total Teams')).toHaveTextContent('2'));
    for (const path of ALL) expect(getsOf(stores, path), path).toBe(1);
    expect(stores.gets).toContain('/api/admin/logins/recent');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await settle();
    for (const path of ALL) expect(getsOf(stores, path), path).toBe(2);
    expect(screen.queryByText('Dashboard refreshed')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Refresh now/ }));
    expect(await screen.findByText('Dashboard refreshed')).toBeInTheDocument();
    for (const path of ALL) expect(getsOf(stores, path), path).toBe(3);
  });

  it('pause stops the auto-refresh and resume starts it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDashboard();
    await waitFor(() => expect(stat('Total Teams')).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: 'Pause auto-refresh' }));
    expect(screen.getByText(/Auto-refresh paused/)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(65_000);
    });
    expect(getsOf(stores, '/api/teams')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Resume auto-refresh' }));
    expect(screen.getByRole('button', { name: 'Pause auto-refresh' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await settle();
    expect(getsOf(stores, '/api/teams')).toBe(2);
  });

  it('the slider runs from 15 to 60 s in 5 s steps and sets the interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDashboard();
    await waitFor(() => expect(stat('Total Teams')).toHaveTextContent('2'));
    const slider = screen.getByRole('slider', { name: 'Refresh interval' });
    expect(slider).toHaveAttribute('min', '15');
    expect(slider).toHaveAttribute('max', '60');
    expect(slider).toHaveAttribute('step', '5');
    expect(slider).toHaveValue('30');
    expect(screen.getByText('30 s')).toBeInTheDocument();

    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(slider, { target: { value: '45' } });
    expect(screen.getByText('45 s')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuetext', '45 seconds');
    expect(screen.getByText(/Auto-refresh every 45 s/)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    expect(getsOf(stores, '/api/teams')).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    await settle();
    expect(getsOf(stores, '/api/teams')).toBe(2);
  });
});
