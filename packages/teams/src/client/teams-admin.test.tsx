import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { leagueConfigHandler, teamsHandlers, type TeamsStore } from '../testing';
import { TeamsPage } from './teams-page';
import { createTeamsStore, demoLeague, renderWithProviders } from './test-utils';

const server = setupServer();
let store: TeamsStore;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createTeamsStore(demoLeague());
  server.resetHandlers(leagueConfigHandler(), ...teamsHandlers(store));
  localStorage.setItem('token', 'admin-token');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** happy-dom has no confirm(); the answers are given in order. */
function stubConfirm(...answers: boolean[]) {
  const confirm = vi.fn((_message: string) => answers.shift() ?? false);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}
afterAll(() => server.close());

async function openTools() {
  const user = userEvent.setup();
  renderWithProviders(<TeamsPage />);
  const tools = await screen.findByRole('region', { name: 'Admin tools' });
  await screen.findByText('Maidan Mavericks');
  return { user, tools };
}

async function openTeam(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('creating a team', () => {
  it('checks name and captain before sending anything', async () => {
    const { user, tools } = await openTools();
    await user.type(within(tools).getByLabelText(/Team name/), '   ');
    await user.click(within(tools).getByRole('button', { name: 'Create Team' }));
    expect(within(tools).getByText('Team name is required')).toBeInTheDocument();
    expect(within(tools).getByText('Captain is required')).toBeInTheDocument();
    expect(within(tools).getByLabelText(/Team name/)).toHaveFocus();
    expect(store.writes).toEqual([]);
  });

  it('sends trimmed names without blank players, alerts "Team created" and shows the team in its section', async () => {
    const { user, tools } = await openTools();
    await user.selectOptions(within(tools).getByLabelText('Section'), 'GICPL-H');
    await user.type(within(tools).getByLabelText(/Team name/), '  Nalanda Knights ');
    await user.type(within(tools).getByLabelText(/Captain/), 'Aryan Sinha');
    await user.type(within(tools).getByLabelText('Players'), 'Aryan Sinha\n\n  Rishabh Jha  \n ');
    await user.click(within(tools).getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team created')).toBeInTheDocument();
    const team = store.teams.find((t) => t.name === 'Nalanda Knights')!;
    expect(team.section).toBe('GICPL-H');
    expect(team.players.map((p) => [p.name, p.role])).toEqual([
      ['Aryan Sinha', 'Player'],
      ['Rishabh Jha', 'Player'],
    ]);
    expect(screen.getByRole('tab', { name: 'GICPL-H' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Nalanda Knights' })).toBeInTheDocument();
    expect(within(tools).getByLabelText(/Team name/)).toHaveValue('');
  });

  it('alerts "Failed to create team" with the server\'s reason', async () => {
    const { user, tools } = await openTools();
    await user.type(within(tools).getByLabelText(/Team name/), 'maidan mavericks');
    await user.type(within(tools).getByLabelText(/Captain/), 'Someone');
    await user.click(within(tools).getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Failed to create team: A team named maidan mavericks already exists in GICPL-OG')).toBeInTheDocument();
    expect(within(tools).getByLabelText(/Team name/)).toHaveValue('maidan mavericks');
  });

  it('alerts plain "Failed to create team" when the server gives no reason', async () => {
    store.fail.create = { status: 502 };
    const { user, tools } = await openTools();
    await user.type(within(tools).getByLabelText(/Team name/), 'New XI');
    await user.type(within(tools).getByLabelText(/Captain/), 'Someone');
    await user.click(within(tools).getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Failed to create team')).toBeInTheDocument();
  });
});

describe('managing a squad in the popup', () => {
  it('adds a player with a role, and ignores a blank name', async () => {
    const { user } = await openTools();
    const dialog = await openTeam(user, 'Chowpatty Chargers');
    const name = within(dialog).getByLabelText('Player name');
    // Focus lands inside the popup but not in the field (no keyboard popping up on phones).
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(name).not.toHaveFocus();
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(store.writes).toEqual([]);
    await user.clear(name);
    await user.type(name, 'Faizan Qureshi');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'WK');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await within(dialog).findByText('Faizan Qureshi (WK)')).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(within(dialog).getByText('Squad (4 players)')).toBeInTheDocument();
    // The grid behind shows the new count too.
    await waitFor(() => expect(screen.getByRole('article', { name: 'Chowpatty Chargers' })).toHaveTextContent('4'));
  });

  it('removes a player only after "Remove this player?" is accepted', async () => {
    const confirm = stubConfirm(false, true);
    const { user } = await openTools();
    const dialog = await openTeam(user, 'Chowpatty Chargers');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Moin Khan' }));
    expect(confirm).toHaveBeenLastCalledWith('Remove this player?');
    expect(store.writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Moin Khan' }));
    await waitFor(() => expect(within(dialog).queryByText('Moin Khan')).not.toBeInTheDocument());
    expect(store.writes).toHaveLength(1);
  });

  it('deletes the team only after "Delete this team?" is accepted, and closes the popup', async () => {
    const confirm = stubConfirm(false, true);
    const { user } = await openTools();
    const dialog = await openTeam(user, 'Maidan Mavericks');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Team' }));
    expect(confirm).toHaveBeenLastCalledWith('Delete this team?');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Team' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Maidan Mavericks' })).not.toBeInTheDocument();
    expect(screen.getByText('2 teams')).toBeInTheDocument();
  });

  const failures: Array<[string, keyof TeamsStore['fail'], (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => Promise<void>, string]> = [
    ['deleting', 'delete', (user, d) => user.click(within(d).getByRole('button', { name: 'Delete Team' })), 'Failed to delete team'],
    ['removing a player', 'removePlayer', (user, d) => user.click(within(d).getByRole('button', { name: 'Remove Kunal Mehta' })), 'Failed to remove player'],
    [
      'adding a player',
      'addPlayer',
      async (user, d) => {
        await user.type(within(d).getByLabelText('Player name'), 'Rakesh Iyer');
        await user.click(within(d).getByRole('button', { name: 'Add player' }));
      },
      'Failed to add player',
    ],
  ];
  for (const [label, op, act, message] of failures) {
    it(`alerts "${message}" when ${label} fails`, async () => {
      stubConfirm(true, true);
      store.fail[op] = { status: 500 };
      const { user } = await openTools();
      const dialog = await openTeam(user, 'Chowpatty Chargers');
      await act(user, dialog);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Chowpatty Chargers' })).toBeInTheDocument();
    });
  }
});
