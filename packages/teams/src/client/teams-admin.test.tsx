import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { leagueConfigHandler, noFixturesHandler, teamsHandlers, type TeamsStore } from '../testing';
import { TeamsPage } from './teams-page';
import { createTeamsStore, demoLeague, renderWithProviders, squadLine } from './test-utils';

const RAHUL_LIONS = 'a0000000-0000-4000-8000-000000000001';
const RAHUL_NEW = 'a0000000-0000-4000-8000-000000000002';
const KUNAL = 'a0000000-0000-4000-8000-000000000003';
/** The admin's person search (GET /api/people?q=), as the people package answers it (only what a picker reads). */
const PEOPLE = [
  { id: RAHUL_LIONS, name: 'Rahul Verma', teams: ['Lake Lions'] },
  { id: RAHUL_NEW, name: 'Rahul Verma', teams: [] },
  { id: KUNAL, name: 'Kunal Mehta', teams: ['Chowpatty Chargers'] },
];
let searches: string[];
let peopleDown: boolean;
const peopleHandler = () =>
  http.get('*/api/people', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    searches.push(q);
    if (peopleDown) return HttpResponse.json({ success: false, message: 'People unavailable' }, { status: 503 });
    const data = PEOPLE.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));
    return HttpResponse.json({ success: true, data, counts: { all: data.length, hidden: 0, minor: 0, unknown: 0 } });
  });

const server = setupServer();
let store: TeamsStore;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createTeamsStore(demoLeague());
  searches = [];
  peopleDown = false;
  server.resetHandlers(leagueConfigHandler(), noFixturesHandler(), ...teamsHandlers(store), peopleHandler());
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

/** The squad line the last add wrote (the handler keeps the parsed request: what was sent). */
const lastPlayer = (team: string) => store.teams.find((t) => t.name === team)!.players.at(-1);

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
    expect(await within(dialog).findByText(squadLine('Faizan Qureshi (WK)'))).toBeInTheDocument();
    // No one of that name is on record: a new person, made on purpose.
    expect(lastPlayer('Chowpatty Chargers')).toEqual({ _id: expect.any(String), name: 'Faizan Qureshi', role: 'WK', newPerson: true });
    expect(name).toHaveValue('');
    expect(within(dialog).getByText('Squad (4 players)')).toBeInTheDocument();
    // The grid behind shows the new count too.
    await waitFor(() => expect(screen.getByRole('article', { name: 'Chowpatty Chargers' })).toHaveTextContent('4'));
  });

  it('picks a person on record from the search, told apart by their teams, and sends who it is', async () => {
    const { user } = await openTools();
    const dialog = await openTeam(user, 'Chowpatty Chargers');
    const name = within(dialog).getByRole('combobox', { name: 'Player name' });
    await user.type(name, 'rahul');
    await within(dialog).findByRole('option', { name: 'Rahul Verma, Lake Lions' });
    const options = within(within(dialog).getByRole('listbox', { name: 'People found' })).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-label') ?? o.textContent)).toEqual([
      'Rahul Verma, Lake Lions',
      'Rahul Verma, no team yet',
      'Add “rahul” as a new player',
    ]);
    await user.click(within(dialog).getByRole('option', { name: 'Rahul Verma, Lake Lions' }));
    expect(name).toHaveValue('Rahul Verma');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'VC');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await within(dialog).findByText(squadLine('Rahul Verma (VC)'))).toBeInTheDocument();
    expect(lastPlayer('Chowpatty Chargers')).toEqual({ _id: expect.any(String), name: 'Rahul Verma', role: 'VC', personId: RAHUL_LIONS });
    expect(name).toHaveValue('');
  });

  it('says when someone in the squad is found, and adds a new person of a known name only when asked to', async () => {
    const { user } = await openTools();
    const dialog = await openTeam(user, 'Chowpatty Chargers');
    const name = within(dialog).getByRole('combobox', { name: 'Player name' });
    await user.type(name, 'Kunal');
    expect(await within(dialog).findByRole('option', { name: 'Kunal Mehta, in this squad' })).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Rahul Verma');
    await user.click(await within(dialog).findByRole('option', { name: 'Add “Rahul Verma” as a new player' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await within(dialog).findByText('Rahul Verma')).toBeInTheDocument();
    expect(lastPlayer('Chowpatty Chargers')).toEqual({ _id: expect.any(String), name: 'Rahul Verma', role: 'Player', newPerson: true });
  });

  it('does not send a typed name someone on record has until the admin chooses who is meant', async () => {
    const { user } = await openTools();
    const dialog = await openTeam(user, 'Chowpatty Chargers');
    const name = within(dialog).getByRole('combobox', { name: 'Player name' });
    await user.type(name, 'rahul verma');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await within(dialog).findByText('Someone named rahul verma is on record: choose them from the list, or add a new person')).toBeInTheDocument();
    expect(store.writes).toEqual([]);
    expect(name).toHaveFocus();
    // The check's search and the box's own (after its pause): the list then has both people.
    await waitFor(() => expect(searches).toEqual(['rahul verma', 'rahul verma']));
    // The keyboard alone: open the list, the second person, Enter picks, Enter again sends.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(name).toHaveValue('Rahul Verma');
    expect(within(dialog).queryByText(/is on record/)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.writes).toHaveLength(1));
    expect(lastPlayer('Chowpatty Chargers')).toEqual({ _id: expect.any(String), name: 'Rahul Verma', role: 'Player', personId: RAHUL_NEW });
  });

  it('sends a typed name as before (the server binds it) when the person search cannot be read', async () => {
    peopleDown = true;
    const { user } = await openTools();
    const dialog = await openTeam(user, 'Chowpatty Chargers');
    const name = within(dialog).getByRole('combobox', { name: 'Player name' });
    await user.type(name, 'Rahul Verma');
    expect(await within(dialog).findByText('Could not search: People unavailable')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await within(dialog).findByText('Rahul Verma')).toBeInTheDocument();
    expect(lastPlayer('Chowpatty Chargers')).toEqual({ _id: expect.any(String), name: 'Rahul Verma', role: 'Player' });
    expect(searches).toContain('Rahul Verma');
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
