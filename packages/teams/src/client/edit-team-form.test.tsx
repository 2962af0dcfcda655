/** Issue 31: the popup's "Edit team": a rename and a captain picked from the squad. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { leagueConfigHandler, makeTeam, noFixturesHandler, teamsHandlers, type TeamsStore } from '../testing';
import { TeamsPage } from './teams-page';
import { createTeamsStore, demoLeague, renderWithProviders, squadLine } from './test-utils';

const server = setupServer();
let store: TeamsStore;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  store = createTeamsStore([
    ...demoLeague(),
    // A captain typed before squads were marked: in no squad line.
    makeTeam({ name: 'Old Guard', captain: 'Outsider Singh', players: ['Jai Prakash', 'Kiran Bedi'] }),
  ]);
  server.resetHandlers(leagueConfigHandler(), noFixturesHandler(), ...teamsHandlers(store));
  localStorage.setItem('token', 'admin-token');
});
afterAll(() => server.close());

async function openEdit(team: string) {
  const user = userEvent.setup();
  renderWithProviders(<TeamsPage />);
  await user.click(await screen.findByRole('button', { name: team }));
  const dialog = await screen.findByRole('dialog', { name: team });
  await user.click(within(dialog).getByRole('button', { name: 'Edit team' }));
  const form = within(dialog).getByRole('form', { name: 'Edit team' });
  return { user, dialog, form };
}
const stored = (id: string) => store.teams.find((t) => t._id === id)!;

describe('editing a team in its popup', () => {
  it('opens with the name and the squad as the captain list, the C selected', async () => {
    const { form } = await openEdit('Maidan Mavericks');
    const name = within(form).getByRole('textbox', { name: /Team name/ });
    expect(name).toHaveValue('Maidan Mavericks');
    expect(name).toHaveFocus();
    const captain = within(form).getByRole('combobox', { name: 'Captain' });
    expect(captain).toHaveDisplayValue('Sourav Banerjee');
    expect(
      within(captain)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sourav Banerjee', 'Abhijit Das', 'Partha Sen', 'Tapas Dutta']);
  });

  it('renames and moves the C to the picked member; the popup, squad and card follow', async () => {
    const { user, dialog, form } = await openEdit('Maidan Mavericks');
    const id = store.teams.find((t) => t.name === 'Maidan Mavericks')!._id;
    const name = within(form).getByRole('textbox', { name: /Team name/ });
    await user.clear(name);
    await user.type(name, '  Maidan Masters ');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Captain' }), 'Partha Sen');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Team saved')).toBeInTheDocument();
    expect(store.writes).toEqual([`PUT /api/teams/${id}`]);
    expect(stored(id)).toMatchObject({ name: 'Maidan Masters', captain: 'Partha Sen' });
    expect(stored(id).players.map((p) => `${p.name}:${p.role}`)).toEqual(['Sourav Banerjee:Player', 'Abhijit Das:VC', 'Partha Sen:C', 'Tapas Dutta:Player']);

    expect(within(dialog).queryByRole('form', { name: 'Edit team' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Maidan Masters' })).toBe(dialog);
    expect(within(dialog).getByText(squadLine('Partha Sen (C)'))).toHaveTextContent('Partha Sen (C) (captain)');
    expect(within(dialog).getByText(squadLine('Sourav Banerjee'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit team' })).toHaveFocus();
    const card = screen.getByRole('article', { name: 'Maidan Masters' });
    expect(card).toHaveTextContent('Partha Sen');
    expect(screen.queryByRole('article', { name: 'Maidan Mavericks' })).not.toBeInTheDocument();
  });

  it('works from the keyboard alone', async () => {
    const { user, dialog } = await openEdit('Chowpatty Chargers');
    await user.keyboard('{Control>}a{/Control}Chowpatty Champs');
    await user.tab();
    const captain = within(dialog).getByRole('combobox', { name: 'Captain' });
    expect(captain).toHaveFocus();
    // happy-dom does not move a native select with arrow keys: the browser spec does.
    await user.selectOptions(captain, 'Kunal Mehta');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText(squadLine('Kunal Mehta (C)'))).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Chowpatty Champs' })).toBeInTheDocument();
  });

  it('checks the name with the contract before sending anything', async () => {
    const { user, form } = await openEdit('Maidan Mavericks');
    const name = within(form).getByRole('textbox', { name: /Team name/ });
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Team name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(store.writes).toEqual([]);
  });

  it("shows the server's duplicate-name answer beside the name, and keeps the form", async () => {
    const { user, form } = await openEdit('Maidan Mavericks');
    const name = within(form).getByRole('textbox', { name: /Team name/ });
    await user.clear(name);
    await user.type(name, 'BANYAN blasters');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A team named BANYAN blasters already exists in GICPL-OG')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(store.teams.filter((t) => t.name === 'Maidan Mavericks')).toHaveLength(1);
  });

  it('says "Failed to save team" beside the buttons when the save fails, and keeps what was typed', async () => {
    store.fail.update = { status: 500 };
    const { user, form } = await openEdit('Maidan Mavericks');
    await user.type(within(form).getByRole('textbox', { name: /Team name/ }), ' II');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to save team');
    expect(within(form).getByRole('textbox', { name: /Team name/ })).toHaveValue('Maidan Mavericks II');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('offers a captain typed before as it is, so a rename alone keeps them', async () => {
    const { user, dialog, form } = await openEdit('Old Guard');
    const captain = within(form).getByRole('combobox', { name: 'Captain' });
    expect(captain).toHaveDisplayValue('Outsider Singh (not in the squad)');
    await user.type(within(form).getByRole('textbox', { name: /Team name/ }), ' XI');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Old Guard XI' });
    const team = store.teams.find((t) => t.name === 'Old Guard XI')!;
    expect(team.captain).toBe('Outsider Singh');
    expect(team.players.map((p) => p.role)).toEqual(['Player', 'Player']);
    expect(within(dialog).getByRole('button', { name: 'Edit team' })).toBeInTheDocument();
  });

  it('Cancel closes the form without sending anything', async () => {
    const { user, dialog, form } = await openEdit('Maidan Mavericks');
    await user.type(within(form).getByRole('textbox', { name: /Team name/ }), ' changed');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Edit team' })).toHaveFocus());
    expect(store.writes).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Maidan Mavericks' })).toBeInTheDocument();
  });

  it('is not offered to a visitor', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    renderWithProviders(<TeamsPage />);
    await user.click(await screen.findByRole('button', { name: 'Maidan Mavericks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maidan Mavericks' });
    expect(within(dialog).queryByRole('button', { name: 'Edit team' })).not.toBeInTheDocument();
  });
});
