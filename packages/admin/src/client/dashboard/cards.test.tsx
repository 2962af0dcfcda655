import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '@league/ui';
import { makeMatch } from '@league/schedule/testing';
import { makeRecentLogin } from '../../testing';
import { UpcomingMatchCard } from './upcoming-match-card';
import { NO_LOGIN_DATA, RecentLoginsCard } from './recent-logins-card';
import { AUCTION, HOUR, PRESS } from './test-kit';

vi.mock('@league/ui/charts', () => ({
  LineChart: ({ ariaLabel, datasets }: { ariaLabel: string; datasets: Array<{ data: number[] }> }) => (
    <div role="img" aria-label={ariaLabel} data-values={datasets[0]?.data.join(',')} />
  ),
}));

const T0 = new Date(2026, 10, 21, 10, 15, 0).getTime();
// A click, then the clipboard promise settles (fake timers: no user-event delays here).
const click = (el: HTMLElement) =>
  act(async () => {
    fireEvent.click(el);
    await Promise.resolve();
  });
const withToasts = (ui: React.ReactNode) =>
  render(
    <MemoryRouter>
      <ToastProvider>{ui}</ToastProvider>
    </MemoryRouter>,
  );

describe('Upcoming Match card', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ now: T0, shouldAdvanceTime: false });
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  const fixture = (overrides = {}) =>
    makeMatch({ team1: 'Night Owls', team2: 'Royal Strikers', matchDate: new Date(T0 + 26 * HOUR + 61_000).toISOString(), ...overrides });

  it('counts down every second', () => {
    withToasts(<UpcomingMatchCard matches={[fixture()]} links={{ pressConferenceLink: null, auctionLink: null }} loading={false} />);
    const timer = screen.getByRole('timer', { name: 'Time until the match starts' });
    expect(timer).toHaveTextContent('01days02hours01minutes01seconds');
    act(() => void vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01days02hours01minutes00seconds');
    act(() => void vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01days02hours00minutes59seconds');
    expect(screen.queryByRole('list', { name: 'Match links' })).not.toBeInTheDocument();
  });

  it("moves on when a match starts, and says 'No upcoming match scheduled.' after the last", () => {
    withToasts(
      <UpcomingMatchCard
        matches={[fixture({ matchDate: new Date(T0 + 2000).toISOString() })]}
        links={{ pressConferenceLink: null, auctionLink: null }}
        loading={false}
      />,
    );
    expect(screen.getByText('Night Owls')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.getByText('No upcoming match scheduled.')).toBeInTheDocument();
  });

  it("copy: the icon changes for 1.2 s and a 'Link copied' toast shows", async () => {
    withToasts(<UpcomingMatchCard matches={[fixture()]} links={{ pressConferenceLink: PRESS, auctionLink: AUCTION }} loading={false} />);
    const copy = screen.getByRole('button', { name: 'Copy Press Meet link' });
    expect(copy.querySelector('[data-icon="copy"]')).not.toBeNull();
    await click(copy);
    expect(writeText).toHaveBeenCalledWith(PRESS);
    expect(copy.querySelector('[data-icon="copied"]')).not.toBeNull();
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByText('Link copied')).toBeInTheDocument();
    expect(within(toasts).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // The other link's button is untouched.
    expect(screen.getByRole('button', { name: 'Copy Auction link' }).querySelector('[data-icon="copy"]')).not.toBeNull();

    act(() => void vi.advanceTimersByTime(1150));
    expect(copy.querySelector('[data-icon="copied"]')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(60));
    expect(copy.querySelector('[data-icon="copy"]')).not.toBeNull();
  });

  it('a refused clipboard shows an error toast and no tick', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    withToasts(<UpcomingMatchCard matches={[fixture()]} links={{ pressConferenceLink: null, auctionLink: AUCTION }} loading={false} />);
    const copy = screen.getByRole('button', { name: 'Copy Auction link' });
    await click(copy);
    expect(screen.getByText('Could not copy the link')).toBeInTheDocument();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    expect(copy.querySelector('[data-icon="copy"]')).not.toBeNull();
  });

  it("a match's own links win over the global ones", () => {
    withToasts(
      <UpcomingMatchCard
        matches={[fixture({ pressLink: 'https://own.example.org/press' })]}
        links={{ pressConferenceLink: PRESS, auctionLink: AUCTION }}
        loading={false}
      />,
    );
    expect(screen.getByRole('link', { name: /Press Meet/ })).toHaveAttribute('href', 'https://own.example.org/press');
    expect(screen.getByRole('link', { name: /Auction/ })).toHaveAttribute('href', AUCTION);
  });
});

describe('Recent Admin Logins card', () => {
  const logins = [
    makeRecentLogin({ name: 'Asha Rao', email: 'asha@league.local', at: new Date(Date.now() - 5 * 60_000).toISOString() }),
    makeRecentLogin({ name: 'Vikram Menon', email: 'vikram@club.example', at: new Date(Date.now() - 2 * HOUR).toISOString() }),
    makeRecentLogin({ name: '', email: 'treasurer@league.local', at: new Date(Date.now() - 30 * HOUR).toISOString() }),
  ];
  const list = () => screen.getByRole('region', { name: 'Login list' });

  it('lists name or email with a time, and charts the last 12 hours', async () => {
    withToasts(<RecentLoginsCard logins={logins} loading={false} />);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list()).getByText('treasurer@league.local')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute('dateTime', logins[0]!.at);
    const chart = await screen.findByRole('img', { name: /^Logins per hour, last 12 hours: 2 in total/ });
    expect(chart.getAttribute('data-values')!.split(',')).toHaveLength(12);
  });

  it('search matches name or email, case-insensitive and trimmed', async () => {
    const user = userEvent.setup();
    withToasts(<RecentLoginsCard logins={logins} loading={false} />);
    const box = screen.getByPlaceholderText('Search name/email');
    expect(box).toHaveAccessibleName('Search logins by name or email');
    await user.type(box, '  VIKRAM ');
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Vikram Menon')]);
    await user.clear(box);
    await user.type(box, 'LEAGUE.local');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    await user.clear(box);
    await user.type(box, 'nobody');
    expect(within(list()).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(list()).getByText('No logins match “nobody”.')).toBeInTheDocument();
  });

  it('says how to wire the endpoints when there is no login data', () => {
    withToasts(<RecentLoginsCard logins={[]} loading={false} />);
    expect(screen.getByText(NO_LOGIN_DATA)).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search name/email')).not.toBeInTheDocument();
  });
});
