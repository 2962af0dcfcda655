import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@league/core/client';
import { ToastProvider } from '@league/ui';
import { makeRegistration, registrationsHandlers, type RegistrationsHandlerState } from '../testing';
import { RegistrationsPage } from './registrations-page';
import { useNow } from '@league/ui';

// chart.js cannot draw in happy-dom: each chart becomes its accessible description.
vi.mock('@league/ui/charts', () => {
  const Fake = (kind: string) => (props: { ariaLabel: string }) => <div role="img" aria-label={props.ariaLabel} data-kind={kind} />;
  return { AreaChart: Fake('area'), LineChart: Fake('line'), BarChart: Fake('bar'), DoughnutChart: Fake('doughnut'), PieChart: Fake('pie') };
});

const state: RegistrationsHandlerState = { rows: [], lastSyncAt: null };
const server = setupServer(...registrationsHandlers(state));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function seed() {
  const rows = [
    makeRegistration({ daysAgo: 0.01, fullName: 'Asha Rao', role: 'Bowler', emailAddress: 'asha@yahoo.co.in', phNo: '98450 12345' }),
    makeRegistration({ daysAgo: 2, fullName: 'Ravi Kumar', role: 'Batsman', emailAddress: 'ravi@gmail.com' }),
    makeRegistration({ daysAgo: 12, fullName: 'Kiran Das', role: 'Bowler', emailAddress: '' }),
    makeRegistration({ daysAgo: 45, fullName: 'Old Timer', role: 'Wicket-keeper' }),
    ...Array.from({ length: 14 }, (_, i) => makeRegistration({ daysAgo: 3 + i, fullName: `Filler ${i}`, role: 'All-rounder' })),
  ];
  Object.assign(state, { rows, lastSyncAt: '2026-11-20T10:00:00.000Z', incoming: [], listError: undefined, syncError: undefined, syncDelayMs: 0 });
}

function renderPage() {
  localStorage.setItem('user', JSON.stringify({ name: 'Admin', role: 'admin' }));
  localStorage.setItem('token', 'test-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ToastProvider>
          <RegistrationsPage />
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const stat = (label: string) => screen.getByText(label, { selector: '.ui-stat__label' }).nextElementSibling?.textContent;

describe('RegistrationsPage', () => {
  it('shows the header, the last 30 days by default and the latest 12 newest first', async () => {
    seed();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'New Registrations Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Real-time dashboard with filters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('record-count')).toHaveTextContent('18'));
    expect(screen.getByTestId('last-sync').querySelector('time')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(screen.getByRole('radio', { name: '30d' })).toBeChecked();
    expect(stat('Total Users')).toBe('17');
    expect(stat('Unique Roles')).toBe('3');
    expect(stat('Email Contacts')).toBe('16');
    const items = within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent('Asha Rao');
    expect(items[0]).toHaveTextContent('14m ago');
    expect(await screen.findByRole('img', { name: /Registration timeline, area chart: 17 registrations over 31 days/ })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Top email domains: gmail.com 15, unknown 1, yahoo.co.in 1/ })).toBeInTheDocument();
  });

  it('filters by range, role (chip and dropdown, with Clear) and search', async () => {
    seed();
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(stat('Total Users')).toBe('17'));
    await user.click(screen.getByRole('radio', { name: '7d' }));
    expect(stat('Total Users')).toBe('6');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(stat('Total Users')).toBe('18');
    expect(screen.getByText('Showing 18 of 18 records')).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'Clear role filter' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Bowler: show only this role' })[0]!);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Bowler');
    expect(stat('Total Users')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Clear role filter' }));
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Wicket-keeper');
    expect(stat('Total Users')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Clear role filter' }));

    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'name/email/phone');
    await user.type(search, '9845012345');
    await waitFor(() => expect(stat('Total Users')).toBe('1'));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(stat('Total Users')).toBe('18'));
    await user.type(search, 'nobody-at-all');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Recent Activity' })).getByText('No records')).toBeInTheDocument());
  });

  it('switches the timeline between area and line', async () => {
    seed();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('img', { name: /area chart/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Area' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Line' }));
    expect(await screen.findByRole('img', { name: /line chart/ })).toHaveAttribute('data-kind', 'line');
  });

  it('syncs: Syncing… while busy, then the new rows and a toast', async () => {
    seed();
    state.incoming = [makeRegistration({ daysAgo: 0, fullName: 'Fresh Signup' })];
    state.syncDelayMs = 150;
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('button', { name: 'Sync Data' });
    expect(button).toHaveAttribute('title', 'Reloads the registrations from the spreadsheet');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Syncing…' })).toBeDisabled();
    expect(await screen.findByText('Sync complete: 1 new, 19 in total')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('record-count')).toHaveTextContent('19'));
    expect(screen.getByRole('button', { name: 'Sync Data' })).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem')[0]).toHaveTextContent('Fresh Signup');
  });

  it('shows a failed sync in the banner and keeps the rows', async () => {
    seed();
    state.syncError = { status: 502, message: 'Sheet fetch failed: 500 Internal Server Error' };
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sync Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sheet fetch failed: 500 Internal Server Error');
    expect(screen.getByTestId('record-count')).toHaveTextContent('18');
  });

  it('shows the load error with rows cleared, and Retry', async () => {
    seed();
    state.listError = { status: 500, message: 'Database unavailable' };
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(stat('Total Users')).toBe('0');
    expect(screen.getByTestId('last-sync')).toHaveTextContent('—');
    state.listError = undefined;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(stat('Total Users')).toBe('17');
  });

  it('copies an email and a phone number with a toast', async () => {
    seed();
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'asha@yahoo.co.in, copy email' }));
    expect(writeText).toHaveBeenCalledWith('asha@yahoo.co.in');
    expect(await screen.findByText('Email copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '98450 12345, copy phone number' }));
    expect(writeText).toHaveBeenLastCalledWith('98450 12345');
    expect(await screen.findByText('Phone number copied')).toBeInTheDocument();
  });

  it('shows No records when the sheet is empty', async () => {
    Object.assign(state, { rows: [], lastSyncAt: null, listError: undefined });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('record-count')).toHaveTextContent('0'));
    expect(screen.getAllByText('No records').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByTestId('last-sync')).toHaveTextContent('—');
  });
});

describe('useNow', () => {
  it('ticks every interval so "x ago" labels refresh', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNow(60_000));
    const first = result.current;
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toBe(first);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBeGreaterThan(first);
    vi.useRealTimers();
  });
});
