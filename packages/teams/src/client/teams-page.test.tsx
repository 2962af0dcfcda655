import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { useSession } from '@league/core/client';
import { leagueConfigHandler, makeTeam, noFixturesHandler, teamsHandlers, type TeamsStore } from '../testing';
import { TeamsPage } from './teams-page';
import { createTeamsStore, demoLeague, renderWithProviders, squadLine } from './test-utils';

const server = setupServer();
let store: TeamsStore;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createTeamsStore(demoLeague());
  server.resetHandlers(leagueConfigHandler(), noFixturesHandler(), ...teamsHandlers(store));
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

const cardNames = () =>
  within(screen.getByRole('list', { name: /teams$/ }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('a visitor on the Teams screen', () => {
  it('sees placeholders, then the GICPL-OG teams sorted by name with a count, and no admin tools', async () => {
    renderWithProviders(<TeamsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByText('Loading teams…')).toBeInTheDocument();
    expect(await screen.findByText('Maidan Mavericks')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'GICPL-OG' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['banyan Blasters', 'Chowpatty Chargers', 'Maidan Mavericks']);
    expect(screen.getByText('3 teams')).toBeInTheDocument();
    const maidan = screen.getByRole('article', { name: 'Maidan Mavericks' });
    expect(maidan).toHaveTextContent('Sourav Banerjee');
    expect(maidan).toHaveTextContent('4');
    expect(screen.queryByRole('region', { name: 'Admin tools' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Token')).not.toBeInTheDocument();
  });

  it('switches sections with the tabs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamsPage />);
    await screen.findByText('Maidan Mavericks');
    await user.click(screen.getByRole('tab', { name: 'GICPL-H' }));
    expect(cardNames()).toEqual(['Ashoka Avengers', 'Kaveri Kings']);
    expect(screen.getByText('2 teams')).toBeInTheDocument();
  });

  it('searches team, captain and player names without regard to case', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamsPage />);
    await screen.findByText('Maidan Mavericks');
    const search = screen.getByRole('searchbox', { name: 'Search teams, captains or players' });
    await user.type(search, 'CHOWPATTY');
    expect(cardNames()).toEqual(['Chowpatty Chargers']);
    expect(screen.getByText('1 team')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'rohit desh');
    expect(cardNames()).toEqual(['banyan Blasters']);
    await user.clear(search);
    await user.type(search, 'partha');
    expect(cardNames()).toEqual(['Maidan Mavericks']);
    await user.clear(search);
    await user.type(search, 'gokul');
    expect(screen.getByText('No teams match “gokul”')).toBeInTheDocument();
    expect(screen.getByText('0 teams')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 1 in GICPL-H' }));
    expect(screen.getByRole('tab', { name: 'GICPL-H' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Kaveri Kings']);
  });

  it('opens a team in a popup with roles in brackets, and closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamsPage />);
    await user.click(await screen.findByRole('button', { name: 'Maidan Mavericks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maidan Mavericks' });
    const squad = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // Shown in brackets (spec 3), and spelled out for screen readers.
    expect(squad).toEqual(['Sourav Banerjee (C) (captain)', 'Abhijit Das (VC) (vice-captain)', 'Partha Sen (WK) (wicket-keeper)', 'Tapas Dutta']);
    expect(within(dialog).getByText('Squad (4 players)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete Team' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens a team's popup at its own address, with a Share link to that address", async () => {
    const team = store.teams.find((t) => t.name === 'Chowpatty Chargers')!;
    renderWithProviders(<TeamsPage />, { at: `/teams/${team._id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Chowpatty Chargers' });
    const share = within(dialog).getByRole('link', { name: 'Share' });
    await waitFor(() => expect(new URL(share.getAttribute('href')!).searchParams.get('text')).toContain(`/teams/${team._id}`));
    expect(new URL(share.getAttribute('href')!).origin).toBe('https://wa.me');
    // Beside it, following the team with push notifications.
    expect(within(dialog).getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Refresh fetches the team again and shows what changed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamsPage />);
    await screen.findByText('Maidan Mavericks');
    await user.click(screen.getByRole('tab', { name: 'GICPL-H' }));
    await user.click(screen.getByRole('button', { name: 'Ashoka Avengers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ashoka Avengers' });
    store.teams.find((t) => t.name === 'Ashoka Avengers')!.players.push({ _id: 'new-1', name: 'Vihaan Gupta', role: 'VC' });
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await within(dialog).findByText(squadLine('Vihaan Gupta (VC)'))).toBeInTheDocument();
  });

  it('shows "No teams yet" for an empty section', async () => {
    store.teams = store.teams.filter((t) => t.section === 'GICPL-H');
    renderWithProviders(<TeamsPage />);
    expect(await screen.findByText('No teams yet')).toBeInTheDocument();
  });

  it('shows a red banner when the list fails, and Retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    store.fail.list = { status: 500, message: 'Something went wrong' };
    const user = userEvent.setup();
    renderWithProviders(<TeamsPage />);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load teams');
    delete store.fail.list;
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maidan Mavericks')).toBeInTheDocument();
  });
});

describe('who sees the admin tools (spec 6)', () => {
  const cases: Array<[string, () => void, boolean]> = [
    ['any stored token', () => localStorage.setItem('token', 'anything'), true],
    ['the stored role ADMIN', () => localStorage.setItem('role', 'ADMIN'), true],
    ['the stored role admin in lower case', () => localStorage.setItem('role', 'admin'), true],
    ['another stored role', () => localStorage.setItem('role', 'PLAYER'), false],
    ['a stored user with role admin but no token', () => localStorage.setItem('user', JSON.stringify({ role: 'admin' })), false],
  ];
  for (const [label, arrange, shown] of cases) {
    it(`${shown ? 'shows' : 'hides'} them for ${label}`, async () => {
      arrange();
      renderWithProviders(<TeamsPage />);
      await screen.findByText('Maidan Mavericks');
      const tools = screen.queryByRole('region', { name: 'Admin tools' });
      if (shown) {
        expect(tools).toBeInTheDocument();
        expect(within(tools!).getByRole('heading', { name: 'Create team' })).toBeInTheDocument();
        expect(within(tools!).getByLabelText('Token')).toBeInTheDocument();
        expect(within(tools!).getByLabelText('Role')).toBeInTheDocument();
      } else {
        expect(tools).not.toBeInTheDocument();
      }
    });
  }

  it('signs the whole app out when a signed-in organiser clears the token', async () => {
    localStorage.setItem('user', JSON.stringify({ name: 'Org Aniser', role: 'admin' }));
    localStorage.setItem('token', 'header.payload.sig');
    // What the header shows, from the same session every screen reads.
    function Header() {
      const { user, isAdmin } = useSession();
      return <p data-testid="header">{user ? `Logout (${user.name})${isAdmin ? ' admin' : ''}` : 'Login'}</p>;
    }
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Header />
        <TeamsPage />
      </>,
    );
    expect(screen.getByTestId('header')).toHaveTextContent('Logout (Org Aniser) admin');
    const tools = await screen.findByRole('region', { name: 'Admin tools' });
    await user.click(within(tools).getByRole('button', { name: 'Clear Token' }));
    expect(await screen.findByText('Token cleared')).toBeInTheDocument();
    expect(screen.getByTestId('header')).toHaveTextContent('Login');
    expect(localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Admin tools' })).not.toBeInTheDocument());
  });

  it('pastes and clears a token and a role, with the alerts, and hides the tools when neither is left', async () => {
    localStorage.setItem('role', 'ADMIN');
    const user = userEvent.setup();
    renderWithProviders(<TeamsPage />);
    const tools = await screen.findByRole('region', { name: 'Admin tools' });
    expect(within(tools).getByRole('button', { name: 'Save Token' })).toBeDisabled();
    await user.type(within(tools).getByLabelText('Token'), '  header.payload.sig ');
    await user.click(within(tools).getByRole('button', { name: 'Save Token' }));
    expect(await screen.findByText('Token saved')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('header.payload.sig');
    expect(within(tools).getByText(/A token is stored/)).toBeInTheDocument();

    await user.click(within(tools).getByRole('button', { name: 'Clear Token' }));
    expect(await screen.findByText('Token cleared')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();

    await user.type(within(tools).getByLabelText('Role'), 'ADMIN');
    await user.click(within(tools).getByRole('button', { name: 'Save Role' }));
    expect(await screen.findByText('Role saved')).toBeInTheDocument();
    expect(localStorage.getItem('role')).toBe('ADMIN');

    await user.click(within(tools).getByRole('button', { name: 'Clear Role' }));
    expect(await screen.findByText('Role cleared')).toBeInTheDocument();
    expect(localStorage.getItem('role')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Admin tools' })).not.toBeInTheDocument());
  });
});

describe('a league with its own sections', () => {
  it('shows the sections its settings name, and none of the demo words', async () => {
    store.teams = [makeTeam({ section: 'Seniors', name: 'Old Oaks' }), makeTeam({ section: 'Juniors', name: 'Young Guns' })];
    server.use(leagueConfigHandler(['Seniors', 'Juniors', 'Veterans'], 'Riverside'));
    renderWithProviders(<TeamsPage />);
    expect(await screen.findByRole('tab', { name: 'Seniors' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Juniors' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Veterans' })).toBeInTheDocument();
    expect(screen.getByText('Riverside squads')).toBeInTheDocument();
    expect(await screen.findByText('Old Oaks')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/GICPL/);
  });
});
