import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createScheduleStore, makeMatch, scheduleHandlers, type ScheduleStore } from '../testing';
import { SchedulePage } from './schedule-page';
import { AdminViewPage } from './admin-view-page';
import { useGlobalLinks, useMatches, useUpcomingMatch } from './index';
import { configHandler, renderScreen, signInAs } from './test-utils';

const server = setupServer();
let store: ScheduleStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  store = createScheduleStore({
    matches: [makeMatch({ team1: 'Royal Strikers', team2: 'Thunder Kings', matchDate: '2030-01-05T10:00:00.000Z' })],
    links: { pressConferenceLink: 'https://meet.example.org/press', auctionLink: null },
  });
  server.use(configHandler, ...scheduleHandlers(store));
  signInAs('admin');
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('the two global links, for an admin', () => {
  it('updates the press link and deletes it after confirming', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderScreen(<SchedulePage />);
    await screen.findByRole('link', { name: 'View Press Conference' });
    const press = section('Press Conference Link');
    const input = within(press).getByLabelText('Press conference link');
    expect(input).toHaveValue('https://meet.example.org/press');

    await user.clear(input);
    await user.type(input, 'https://meet.example.org/final');
    await user.click(within(press).getByRole('button', { name: /^Update/ }));
    expect(await screen.findByText('Press link updated')).toBeInTheDocument();
    expect(store.links.pressConferenceLink).toBe('https://meet.example.org/final');
    await waitFor(() => expect(screen.getByRole('link', { name: 'View Press Conference' })).toHaveAttribute('href', 'https://meet.example.org/final'));

    await user.click(within(press).getByRole('button', { name: /^Delete/ }));
    expect(confirm).toHaveBeenCalledWith('Delete press conference link?');
    expect(await screen.findByText('Press link deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'View Press Conference' })).not.toBeInTheDocument());
    expect(store.links.pressConferenceLink).toBeNull();
  });

  it('sets the auction link, and refuses a javascript: link without sending it', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('confirm', () => true);
    renderScreen(<SchedulePage />);
    await screen.findByRole('link', { name: 'View Press Conference' });
    const auction = section('Auction Link');
    expect(within(auction).getByRole('button', { name: /^Delete/ })).toBeDisabled();
    const input = within(auction).getByLabelText('Auction link');

    await user.type(input, 'javascript:alert(1)');
    await user.click(within(auction).getByRole('button', { name: /^Update/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link must be an absolute http(s) URL');
    expect(store.writes).toEqual([]);

    await user.clear(input);
    await user.type(input, 'https://auction.example.org/live');
    await user.click(within(auction).getByRole('button', { name: /^Update/ }));
    expect(await screen.findByText('Auction link updated')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View Auction' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(section('Auction Link')).getByRole('button', { name: /^Delete/ }));
    expect(await screen.findByText('Auction link deleted')).toBeInTheDocument();
  });

  it('shows failures in the red banner: server message first, then the spec fallback', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('confirm', () => true);
    server.use(
      http.patch('*/api/global-links/press', () => HttpResponse.json({ success: false, message: 'Admin access required' }, { status: 403 })),
      http.delete('*/api/global-links/press', () => new HttpResponse(null, { status: 500 })),
    );
    renderScreen(<SchedulePage />);
    await screen.findByRole('link', { name: 'View Press Conference' });
    const press = section('Press Conference Link');
    await user.click(within(press).getByRole('button', { name: /^Update/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required');
    await user.click(within(press).getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete press link.'));
  });
});

describe('the older admin form (/admin-view)', () => {
  it('adds a match through /api/add-match and saves per-match links', async () => {
    const user = userEvent.setup();
    renderScreen(<AdminViewPage />);
    const list = await screen.findByRole('region', { name: 'Match Schedules' });
    const row = (await within(list).findByText('Royal Strikers vs Thunder Kings')).closest('li')!;

    await user.type(within(row).getByLabelText('Press Conference link'), 'https://meet.example.org/m1');
    await user.click(within(row).getByRole('button', { name: 'Save Press Link' }));
    await waitFor(() => expect(store.matches[0]!.pressLink).toBe('https://meet.example.org/m1'));
    expect(store.writes[0]).toEqual({
      call: 'POST /api/add-press-conference',
      body: { matchId: store.matches[0]!.id, pressLink: 'https://meet.example.org/m1' },
    });

    await user.type(within(row).getByLabelText('Auction link'), 'https://auction.example.org/m1');
    await user.click(within(row).getByRole('button', { name: 'Save Auction Link' }));
    await waitFor(() => expect(store.matches[0]!.auctionLink).toBe('https://auction.example.org/m1'));

    const add = screen.getByRole('region', { name: 'Add Match Schedule' });
    await user.type(within(add).getByLabelText('Team 1'), 'Storm Riders');
    await user.type(within(add).getByLabelText('Team 2'), 'Valley Titans');
    await user.type(within(add).getByLabelText('Date and time'), '2030-02-01T09:00');
    await user.click(within(add).getByRole('button', { name: 'Add Match' }));
    expect(await within(list).findByText('Storm Riders vs Valley Titans')).toBeInTheDocument();
    expect(store.writes.at(-1)!.call).toBe('POST /api/add-match');
  });
});

describe('useUpcomingMatch', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
  );

  it('is the nearest future match, its missing links taken from the global ones', async () => {
    const soon = makeMatch({
      team1: 'Soon',
      team2: 'Side',
      matchDate: new Date(Date.now() + 3_600_000).toISOString(),
      auctionLink: 'https://a.example.org/own',
    });
    store.matches.push(makeMatch({ team1: 'Past', matchDate: '2020-01-01T00:00:00.000Z' }), soon);
    const { result } = renderHook(() => useUpcomingMatch(), { wrapper });
    await waitFor(() => expect(result.current?.team1).toBe('Soon'));
    expect(result.current).toMatchObject({ pressLink: 'https://meet.example.org/press', auctionLink: 'https://a.example.org/own' });
  });

  it('is null when nothing is ahead', async () => {
    store.matches = [makeMatch({ matchDate: '2020-01-01T00:00:00.000Z' })];
    // Null is also the answer while loading: wait until both lists have arrived.
    const { result } = renderHook(() => ({ upcoming: useUpcomingMatch(), matches: useMatches(), links: useGlobalLinks() }), { wrapper });
    await waitFor(() => expect(result.current.matches.isSuccess && result.current.links.isSuccess).toBe(true));
    expect(result.current.upcoming).toBeNull();
  });
});
