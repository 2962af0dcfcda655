import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createPlayersMock, makePlayer, playersHandlers, type PlayersMock } from '../testing';
import { PlayersPage } from './players-page';
import { renderScreen, signInAs } from './test-render';

const mock: PlayersMock = createPlayersMock();
const server = setupServer(...playersHandlers(mock));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ravi = () => makePlayer({ name: 'Ravi Kumar', phone: '9876543210', jerseyNumber: 18, batting: { runs: 412, average: 41.2 } });

beforeEach(() => {
  Object.assign(mock, createPlayersMock([ravi()]));
  signInAs('admin');
  window.scrollTo = vi.fn();
});

async function openPage() {
  const user = userEvent.setup();
  renderScreen(<PlayersPage />);
  await screen.findByRole('list', { name: 'Players' });
  const form = screen.getByRole('region', { name: 'Add Player' });
  return { user, form };
}
const group = (form: HTMLElement, name: string) => within(within(form).getByRole('group', { name }));
const posts = () => mock.calls.filter((c) => c.method === 'POST');

describe('Add Player form', () => {
  it('requires Name and Phone and sends nothing until they are there', async () => {
    const { user, form } = await openPage();
    await user.click(within(form).getByRole('button', { name: 'Add Player' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Phone is required')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(form).getByLabelText(/^Name/)).toHaveFocus());
    expect(posts()).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Name/), 'Asha');
    expect(within(form).queryByText('Name is required')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Phone/), '12345');
    await user.click(within(form).getByRole('button', { name: 'Add Player' }));
    expect(await within(form).findByText('Phone must be 6-15 digits')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('lets only digits into phone, jersey and whole-number stats, and one point into decimals', async () => {
    const { user, form } = await openPage();
    const phone = within(form).getByLabelText(/^Phone/);
    await user.type(phone, '+91 98-76x5');
    expect(phone).toHaveValue('9198765');
    const jersey = within(form).getByLabelText('Jersey number');
    await user.type(jersey, '1a2');
    expect(jersey).toHaveValue('12');
    const runs = group(form, 'Batting').getByLabelText('Runs');
    await user.type(runs, '4.5e1');
    expect(runs).toHaveValue('451');
    const average = group(form, 'Batting').getByLabelText('Average');
    await user.type(average, '3a2.5.1');
    expect(average).toHaveValue('32.51');
    const best = group(form, 'Bowling').getByLabelText(/^Best/);
    await user.type(best, '4 for 17/');
    expect(best).toHaveValue('417/');
  });

  it('sends blank stats as 0, a lone "." as 0, a blank jersey as absent, and adds the card', async () => {
    const { user, form } = await openPage();
    await user.type(within(form).getByLabelText(/^Name/), '  Asha Rao ');
    await user.type(within(form).getByLabelText(/^Phone/), '9000000001');
    await user.selectOptions(within(form).getByLabelText('Bat style'), 'LHB');
    await user.type(group(form, 'Batting').getByLabelText('Runs'), '77');
    await user.type(group(form, 'Batting').getByLabelText('Strike rate'), '.');
    await user.type(group(form, 'Bowling').getByLabelText('Economy'), '6.5');
    await user.click(within(form).getByRole('button', { name: 'Add Player' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('jerseyNumber');
    expect(body).not.toHaveProperty('dob');
    expect(body).toMatchObject({
      name: '  Asha Rao ',
      phone: '9000000001',
      batStyle: 'LHB',
      batting: { matches: 0, runs: 77, balls: 0, strikeRate: 0, average: 0 },
      bowling: { economy: 6.5, best: '', wickets: 0 },
      fielding: { catches: 0, stumpings: 0, runouts: 0 },
    });
    expect(posts()[0]!.authorized).toBe(true);
    const card = await screen.findByRole('heading', { level: 2, name: 'Asha Rao' });
    expect(card.closest('li')).toHaveTextContent('Best bowling0/0');
    // Back to a blank add form.
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('');
    expect(group(form, 'Batting').getByLabelText('Runs')).toHaveValue('');
  });

  it('reads "Saving..." and is disabled while saving; shows the server message, else "Save failed"', async () => {
    const { user, form } = await openPage();
    mock.delayMs = 150;
    await user.type(within(form).getByLabelText(/^Name/), 'Dup');
    await user.type(within(form).getByLabelText(/^Phone/), '9876543210');
    await user.click(within(form).getByRole('button', { name: 'Add Player' }));
    const saving = await within(form).findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(await within(form).findByRole('alert')).toHaveTextContent('A player with this phone number already exists');

    mock.delayMs = 0;
    mock.failNext = { method: 'POST', status: 500 };
    await user.clear(within(form).getByLabelText(/^Phone/));
    await user.type(within(form).getByLabelText(/^Phone/), '9876543299');
    await user.click(within(form).getByRole('button', { name: 'Add Player' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Save failed'));
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Dup');
  });
});

describe('Update Player (edit mode)', () => {
  it('loads the player, locks the phone, shows "Editing {phone}", scrolls up and saves with PATCH', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Ravi Kumar' }));
    const form = screen.getByRole('region', { name: 'Update Player' });
    expect(within(form).getByText('Editing 9876543210')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    const name = within(form).getByLabelText(/^Name/);
    expect(name).toHaveValue('Ravi Kumar');
    await waitFor(() => expect(name).toHaveFocus());
    const phone = within(form).getByLabelText(/^Phone/);
    expect(phone).toHaveValue('9876543210');
    expect(phone).toHaveAttribute('readonly');
    await user.type(phone, '1');
    expect(phone).toHaveValue('9876543210');
    expect(group(form, 'Batting').getByLabelText('Average')).toHaveValue('41.2');

    const runs = group(form, 'Batting').getByLabelText('Runs');
    await user.clear(runs);
    await user.type(runs, '450');
    await user.clear(within(form).getByLabelText('Jersey number'));
    await user.click(within(form).getByRole('button', { name: 'Update Player' }));

    await waitFor(() => expect(mock.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = mock.calls.find((c) => c.method === 'PATCH')!;
    // By the profile's id, not the phone a sibling may share (issue 34).
    expect(patch.path).toBe(`/api/players/${mock.players.find((p) => p.name === 'Ravi Kumar')!.id}`);
    // A cleared jersey is sent as null: to PATCH an absent field means "keep it".
    expect(patch.body).toMatchObject({ name: 'Ravi Kumar', jerseyNumber: null, batting: { runs: 450, average: 41.2 } });
    // Back in add mode, and the card shows the new runs.
    expect(await screen.findByRole('region', { name: 'Add Player' })).toBeInTheDocument();
    expect(screen.queryByText('Editing 9876543210')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ravi Kumar' }).closest('li')).toHaveTextContent('Runs450');
  });

  it('Cancel returns to add mode without saving', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Ravi Kumar' }));
    const form = screen.getByRole('region', { name: 'Update Player' });
    await user.type(within(form).getByLabelText(/^Name/), ' Changed');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const add = screen.getByRole('region', { name: 'Add Player' });
    expect(within(add).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(add).getByLabelText(/^Phone/)).not.toHaveAttribute('readonly');
    expect(within(add).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(mock.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
