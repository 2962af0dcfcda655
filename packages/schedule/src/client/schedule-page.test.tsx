import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import { createScheduleStore, makeMatch, scheduleHandlers, type ScheduleStore } from '../testing';
import { SchedulePage } from './schedule-page';
import { configHandler, renderScreen, signInAs } from './test-utils';

const server = setupServer();
let store: ScheduleStore;

// 10:00 in New York (the test zone), 15:00 UTC.
const NOW = new Date('2026-12-01T15:00:00Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  store = createScheduleStore({
    matches: [
      // 18:30 and 20:00 on 30 Nov in New York, though the second is already 1 Dec in UTC.
      makeMatch({ team1: 'Royal Strikers', team2: 'Thunder Kings', matchDate: '2026-11-30T23:30:00.000Z' }),
      makeMatch({ team1: 'Thunder Kings', team2: 'Heritage Lions', matchDate: '2026-12-03T18:30:00.000Z' }),
      makeMatch({ team1: 'Blue Panthers', team2: 'Golden Eagles', matchDate: '2026-12-01T01:00:00.000Z' }),
    ],
    links: { pressConferenceLink: 'https://meet.example.org/press', auctionLink: null },
  });
  server.use(configHandler, ...scheduleHandlers(store));
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dayGroups = () => screen.getAllByRole('heading', { level: 2 }).filter((h) => /\d{4}$/.test(h.textContent ?? ''));

describe('SchedulePage for a visitor', () => {
  it('groups by local day oldest first, with local times, relative times and badges', async () => {
    renderScreen(<SchedulePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Match Schedule' })).toBeInTheDocument();
    expect(screen.getByText(/your local time zone/)).toHaveTextContent('America/New_York');

    await screen.findByText('Royal Strikers', { selector: 'h3 span' });
    expect(dayGroups().map((h) => h.textContent)).toEqual(['Monday, 30 November 2026', 'Thursday, 3 December 2026']);

    const first = screen.getByRole('region', { name: 'Monday, 30 November 2026' });
    expect(within(first).getByText('2 matches')).toBeInTheDocument();
    const cards = within(first).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Royal Strikers vs Thunder Kings',
      'Blue Panthers vs Golden Eagles',
    ]);
    expect(cards[0]).toHaveTextContent('Mon, 30 Nov 2026, 6:30 pm');
    expect(cards[0]).toHaveTextContent('0d 15h ago');
    expect(within(cards[0]!).getByText('Finished')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('8:00 pm');

    const later = screen.getByRole('region', { name: 'Thursday, 3 December 2026' });
    expect(within(later).getByText('1 match')).toBeInTheDocument();
    expect(later).toHaveTextContent('Thu, 3 Dec 2026, 1:30 pm');
    expect(later).toHaveTextContent('in 2d 3h');
    expect(within(later).getByText('Upcoming')).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: /Delete Match/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add New Match' })).not.toBeInTheDocument();
  });

  it('shows a link section only when its link is set, opening a new tab', async () => {
    renderScreen(<SchedulePage />);
    const view = await screen.findByRole('link', { name: 'View Press Conference' });
    expect(view).toHaveAttribute('href', 'https://meet.example.org/press');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('heading', { name: 'Press Conference Link' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Auction Link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Auction' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('links the calendar feed', async () => {
    renderScreen(<SchedulePage />);
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/matches.ics');
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toMatch(/^webcal:\/\/.+\/api\/matches\.ics$/);
  });

  it('shows six placeholders while loading, then the empty texts', async () => {
    store.matches = [];
    server.use(
      http.get('*/api/matches', async () => {
        await delay(50);
        return HttpResponse.json({ success: true, data: [], matches: [] });
      }),
    );
    renderScreen(<SchedulePage />);
    expect(screen.getByTestId('skeleton-cards').children).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Loading schedule…');
    expect(await screen.findByText('No matches scheduled yet')).toBeInTheDocument();
    expect(screen.getByText('Stay tuned—fixtures drop here first.')).toBeInTheDocument();
  });

  it('shows the server message in a red banner, or the fallback', async () => {
    server.use(http.get('*/api/matches', () => HttpResponse.json({ success: false, message: 'Database is napping' }, { status: 503 })));
    const { unmount } = renderScreen(<SchedulePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is napping');
    unmount();
    server.use(http.get('*/api/matches', () => new HttpResponse(null, { status: 500 })));
    renderScreen(<SchedulePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load schedule.');
  });
});

describe('SchedulePage for an admin', () => {
  beforeEach(() => signInAs('admin'));

  it('refuses a blank match with the spec alert and sends nothing; adds a filled one', async () => {
    const user = userEvent.setup();
    renderScreen(<SchedulePage />);
    await screen.findByText('Royal Strikers', { selector: 'h3 span' });
    const form = screen.getByRole('region', { name: 'Add New Match' });
    await user.type(within(form).getByLabelText('Team 1'), 'Storm Riders');
    await user.click(within(form).getByRole('button', { name: 'Add Match' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Team names and date are required.');
    expect(store.writes).toEqual([]);

    await user.type(within(form).getByLabelText('Team 2'), 'Valley Titans');
    await user.type(within(form).getByLabelText('Date and time'), '2026-12-05T15:30');
    await user.click(within(form).getByRole('button', { name: 'Add Match' }));
    await waitFor(() => expect(store.writes).toHaveLength(1));
    expect(store.writes[0]).toEqual({
      call: 'POST /api/matches',
      // The store parses with the contract, which fills in the match centre's defaults.
      body: expect.objectContaining({ team1: 'Storm Riders', team2: 'Valley Titans', matchDate: '2026-12-05T15:30' }),
    });
    expect(await screen.findByText('Storm Riders', { selector: 'h3 span' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Team 1')).toHaveValue('');
    expect(within(form).getByText('Kick-off in league time (Asia/Kolkata)')).toBeInTheDocument();
  });

  it('deletes a match after confirming, and keeps it when the admin cancels', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderScreen(<SchedulePage />);
    const card = (await screen.findByText('Royal Strikers', { selector: 'h3 span' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Delete Match' }));
    expect(confirm).toHaveBeenLastCalledWith('Delete this match?');
    expect(store.writes).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Delete Match' }));
    await waitFor(() => expect(screen.queryByText('Royal Strikers', { selector: 'h3 span' })).not.toBeInTheDocument());
    expect(store.writes.map((w) => w.call)).toEqual([expect.stringMatching(/^DELETE \/api\/matches\/.+/)]);
  });

  it('shows a failed delete in the red banner, server message first', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('confirm', () => true);
    server.use(http.delete('*/api/matches/:id', () => new HttpResponse('', { status: 500 })));
    renderScreen(<SchedulePage />);
    const card = (await screen.findByText('Royal Strikers', { selector: 'h3 span' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Delete Match' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete match.');
    expect(screen.getByText('Royal Strikers', { selector: 'h3 span' })).toBeInTheDocument();
  });
});
