import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createPlayersMock, makePlayer, playersHandlers, type PlayersMock } from '../testing';
import { PlayersPage } from './players-page';
import { renderScreen, signInAs } from './test-render';

const mock: PlayersMock = createPlayersMock();
const server = setupServer(...playersHandlers(mock));
const useRoster = (players: ReturnType<typeof makePlayer>[]) => Object.assign(mock, createPlayersMock(players));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function roster() {
  return [
    makePlayer({
      name: 'Ravi Kumar',
      phone: '9876543210',
      jerseyNumber: 18,
      batStyle: 'LHB',
      bowlStyle: 'Left-arm',
      batting: { runs: 412, strikeRate: 138.5 },
      bowling: { wickets: 3, best: '2/14' },
      fielding: { catches: 5 },
    }),
    makePlayer({ name: 'Meera Nair', phone: '9123400077', jerseyNumber: 7, batStyle: 'RHB', bowlStyle: 'Right-arm' }),
    makePlayer({ name: 'Imran Khan', phone: '9000011118', jerseyNumber: null, batStyle: null, bowlStyle: null }),
  ];
}

const cards = () => within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');
const names = () => cards().map((c) => within(c).getByRole('heading', { level: 2 }).textContent);

describe('Player Profiles for a visitor', () => {
  it('shows six skeletons, then cards with masked phones, styles, jersey and the three stat blocks', async () => {
    useRoster(roster());
    mock.delayMs = 50;
    renderScreen(<PlayersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Player Profiles' })).toBeInTheDocument();
    expect(screen.getByTestId('skeleton-cards').children).toHaveLength(6);
    expect(await screen.findByRole('list', { name: 'Players' })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);

    const ravi = cards().find((c) => c.textContent?.includes('Ravi Kumar'))!;
    expect(ravi).toHaveTextContent('******3210');
    expect(ravi).not.toHaveTextContent('9876543210');
    expect(ravi).toHaveTextContent('LHB · Left-arm');
    expect(ravi).toHaveTextContent('Jersey number #18');
    expect(
      within(ravi)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Batting', 'Bowling', 'Fielding']);
    expect(ravi).toHaveTextContent('Runs412');
    expect(ravi).toHaveTextContent('Strike rate138.50');
    expect(ravi).toHaveTextContent('Best bowling2/14');
    expect(ravi).toHaveTextContent('Catches5');
    expect(ravi.querySelector('.ui-avatar')).toHaveTextContent('RK');

    // Read-only: no form, no Edit or Delete.
    expect(screen.queryByRole('heading', { name: 'Add Player' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(mock.calls[0]).toMatchObject({ method: 'GET', authorized: false });
  });

  it('a signed-in non-admin also reads only', async () => {
    useRoster(roster());
    signInAs('user');
    renderScreen(<PlayersPage />);
    await screen.findByRole('list', { name: 'Players' });
    expect(screen.queryByRole('heading', { name: 'Add Player' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('searches by name (any case), jersey number, or the phone digits the visitor can see', async () => {
    useRoster(roster());
    const user = userEvent.setup();
    renderScreen(<PlayersPage />);
    await screen.findByRole('list', { name: 'Players' });
    const search = screen.getByRole('searchbox', { name: 'Search players' });
    expect(search).toHaveAttribute('placeholder', 'Search by name, jersey or phone');

    await user.type(search, 'mEeRa');
    await waitFor(() => expect(names()).toEqual(['Meera Nair']));
    await user.clear(search);
    await user.type(search, '18');
    await waitFor(() => expect(names()).toEqual(['Ravi Kumar']));
    await user.clear(search);
    await user.type(search, '1118');
    await waitFor(() => expect(names()).toEqual(['Imran Khan']));
    // Hidden digits are not searchable by a visitor.
    await user.clear(search);
    await user.type(search, '98765');
    expect(await screen.findByText('No players found.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Players' })).not.toBeInTheDocument();
  });

  it('draws 24 cards at a time with "Show more players"; a search looks through all of them', async () => {
    useRoster(Array.from({ length: 30 }, (_, i) => makePlayer({ name: `Batter ${String(i).padStart(2, '0')}` })));
    const user = userEvent.setup();
    renderScreen(<PlayersPage />);
    await screen.findByRole('list', { name: 'Players' });
    expect(cards()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more players (6 more)' }));
    await waitFor(() => expect(cards()).toHaveLength(30), { timeout: 3000 });
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('searchbox', { name: 'Search players' }));
    await user.paste('batter 29');
    // The search waits for typing to pause, then asks the server.
    await waitFor(() => expect(names()).toEqual(['Batter 29']), { timeout: 3000 });
    expect(screen.getByText(/of 30 players/)).toBeInTheDocument();
  });

  it('says "No players found." when the roster is empty', async () => {
    useRoster([]);
    renderScreen(<PlayersPage />);
    expect(await screen.findByText('No players found.')).toBeInTheDocument();
  });

  it('shows the server message, else "Failed to load players", in a red banner with Retry', async () => {
    useRoster(roster());
    mock.failNext = { method: 'GET', status: 503, message: 'Service temporarily unavailable. Please try again shortly.' };
    const user = userEvent.setup();
    const first = renderScreen(<PlayersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Players' })).toBeInTheDocument();
    first.unmount();

    mock.failNext = { method: 'GET', status: 500 };
    renderScreen(<PlayersPage />);
    expect(await screen.findByText('Failed to load players')).toBeInTheDocument();
  });
});

describe('Player Profiles for an admin: cards', () => {
  it('shows whole phones, Edit and Delete; Delete asks "Delete this player?" and removes the card', async () => {
    useRoster(roster());
    signInAs('admin');
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    window.confirm = confirm;
    const user = userEvent.setup();
    renderScreen(<PlayersPage />);
    await screen.findByRole('list', { name: 'Players' });
    expect(screen.getByText('9876543210')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Meera Nair' }));
    expect(confirm).toHaveBeenCalledWith('Delete this player?');
    expect(mock.calls.some((c) => c.method === 'DELETE')).toBe(false);

    // By the profile's id: a sister on the same phone would be another profile (issue 34).
    const meera = mock.players.find((p) => p.name === 'Meera Nair')!;
    await user.click(screen.getByRole('button', { name: 'Delete Meera Nair' }));
    await waitFor(() => expect(names()).toEqual(['Ravi Kumar', 'Imran Khan']));
    expect(mock.calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: `/api/players/${meera.id}`, authorized: true });
  });

  it('alerts the server message, else "Delete failed", when a delete fails', async () => {
    useRoster(roster());
    signInAs('admin');
    window.confirm = vi.fn(() => true);
    const alert = vi.fn();
    window.alert = alert;
    const user = userEvent.setup();
    renderScreen(<PlayersPage />);
    await screen.findByRole('list', { name: 'Players' });

    mock.failNext = { method: 'DELETE', status: 403, message: 'Admin access required' };
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Admin access required'));
    mock.failNext = { method: 'DELETE', status: 500 };
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Delete failed'));
    expect(names()).toContain('Ravi Kumar');
  });
});
