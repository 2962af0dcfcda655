import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@league/core/client';
import { makePlayer } from '@league/players/testing';
import type { AuctionSummary, AuctionView, CreateAuctionInput } from '../contract';
import type { PoolCandidate } from './auction-form-model';
import { AuctionSetupPage } from './pages';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const C = 'cccccccc-0000-4000-8000-000000000003';
const ID = 'dddddddd-0000-4000-8000-000000000004';
const ASHA = 'eeeeeeee-0000-4000-8000-000000000005';
const CAPTAIN = 'ffffffff-0000-4000-8000-000000000006';
const R1 = '11111111-0000-4000-8000-000000000001';
const R2 = '11111111-0000-4000-8000-000000000002';
const R3 = '11111111-0000-4000-8000-000000000003';
const T6 = '22222222-0000-4000-8000-000000000006';
const tournaments = [
  { _id: T6, id: T6, name: 'Season 6', season: '2026', section: null, status: 'upcoming' },
  { _id: 'x', id: 'x', name: 'Season 5', season: '2025', section: null, status: 'completed' },
];

const teams = [
  { _id: A, section: 'GICPL-OG', name: 'Banyan Blasters', captain: 'X', players: [] },
  { _id: B, section: 'GICPL-OG', name: 'Royal Strikers', captain: 'Y', players: [] },
  { _id: C, section: 'GICPL-OG', name: 'Lake Lions', captain: 'Z', players: [] },
];

const stored: AuctionView = {
  _id: ID,
  name: 'Season 5 auction',
  tournamentId: null,
  purse: 400,
  squadMin: 3,
  squadMax: 4,
  categories: [
    { name: 'Gold', basePrice: 75 },
    { name: 'Bronze', basePrice: 25 },
  ],
  increments: [{ from: 0, step: 5 }],
  status: 'setup',
  seq: 0,
  teams: [
    { teamId: A, name: 'Banyan Blasters', purse: 400, purseLeft: 400, squadCount: 1, maxBid: 300, squad: [] },
    { teamId: B, name: 'Royal Strikers', purse: 450, purseLeft: 450, squadCount: 0, maxBid: 350, squad: [] },
  ],
  pool: [
    { poolId: 'p1', name: 'Cap Tain', category: 'Gold', role: 'Captain', stats: '300 runs', playerId: CAPTAIN, teamId: A, status: 'waiting', calls: 0 },
    { poolId: 'p2', name: 'Meera', category: 'Bronze', role: null, stats: null, playerId: null, teamId: null, status: 'waiting', calls: 0 },
  ],
  current: null,
  sold: [],
  unsold: [],
  hammer: null,
  canUndo: false,
};
const summary = (over: Partial<AuctionSummary> = {}): AuctionSummary => ({
  _id: ID,
  name: 'Season 5 auction',
  tournamentId: null,
  status: 'setup',
  teamCount: 2,
  poolCount: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const candidates: PoolCandidate[] = [
  { registrationId: R1, name: 'Asha Rao', role: 'Batter', status: 'approved', category: null, playerId: ASHA },
  { registrationId: R2, name: 'Ravi Das', role: '', status: 'pooled', category: 'gold', playerId: null },
  { registrationId: R3, name: 'Meera', role: '', status: 'approved', category: null, playerId: null },
];

const P_ASHA = '33333333-0000-4000-8000-000000000001';
const P_ASHA_TOO = '33333333-0000-4000-8000-000000000002';
const P_MEERA = '33333333-0000-4000-8000-000000000003';
/** The admin's person search (GET /api/people?q=), only what the picker reads. */
const people = [
  { id: P_ASHA, name: 'Asha Rao', teams: ['Lake Lions'] },
  { id: P_ASHA_TOO, name: 'Asha Rao', teams: [] },
  { id: P_MEERA, name: 'Meera', teams: ['Royal Strikers'] },
];

let list: AuctionSummary[];
let signups: PoolCandidate[] | { status: number; message: string };
let sent: Array<{ method: string; body: CreateAuctionInput }>;
let putAnswer: { status: number; message: string } | null;
let tournamentList: unknown[] | null;
let storedTournament: string | null;
const server = setupServer(
  http.get('/api/tournaments', () =>
    tournamentList
      ? HttpResponse.json({ success: true, data: tournamentList })
      : HttpResponse.json({ success: false, message: 'Tournaments unavailable' }, { status: 503 }),
  ),
  http.get('/api/auctions', () => HttpResponse.json({ success: true, data: list })),
  http.get(`/api/auctions/${ID}`, () => HttpResponse.json({ success: true, data: { ...stored, tournamentId: storedTournament } })),
  http.get('/api/teams', () => HttpResponse.json({ success: true, data: teams })),
  http.get('/api/people', ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    const data = people.filter((p) => p.name.toLowerCase().includes(q));
    return HttpResponse.json({ success: true, data, counts: { all: data.length, hidden: 0, minor: 0, unknown: 0 } });
  }),
  http.get('/api/players', () => HttpResponse.json({ success: true, data: [makePlayer({ name: 'Roster Ram' })] })),
  http.get('/api/registrations/pool-candidates', () =>
    Array.isArray(signups)
      ? HttpResponse.json({ success: true, data: signups })
      : HttpResponse.json({ success: false, message: signups.message }, { status: signups.status }),
  ),
  http.post('/api/auctions', async ({ request }) => {
    sent.push({ method: 'POST', body: (await request.json()) as CreateAuctionInput });
    return HttpResponse.json({ success: true, data: { ...stored, _id: 'new-auction' } }, { status: 201 });
  }),
  http.put(`/api/auctions/${ID}`, async ({ request }) => {
    sent.push({ method: 'PUT', body: (await request.json()) as CreateAuctionInput });
    if (putAnswer) return HttpResponse.json({ success: false, message: putAnswer.message }, { status: putAnswer.status });
    return HttpResponse.json({ success: true, data: { ...stored, purse: 500 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  list = [];
  signups = candidates;
  sent = [];
  putAnswer = null;
  tournamentList = tournaments;
  storedTournament = null;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderSetup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/auctions']}>
        <SessionProvider>
          <Routes>
            <Route path="/admin/auctions" element={<AuctionSetupPage />} />
            <Route path="/auction/:id/console" element={<p>Console open</p>} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('auction setup: tournament, chosen sign-ups and captains', () => {
  it('takes the tournament from the list, the sign-ups ticked (select all, one unticked), a name with a comma, and a captain for each team', async () => {
    const user = userEvent.setup();
    renderSetup();
    await user.click(await screen.findByRole('button', { name: 'New auction' }));
    const form = screen.getByRole('form', { name: 'New auction' });
    expect(within(form).getByRole('heading', { name: 'New auction' })).toHaveFocus();
    await user.type(within(form).getByLabelText(/^Name/), 'Season 6 auction');
    await user.selectOptions(await within(form).findByRole('combobox', { name: /^Tournament/ }), 'Season 6 (2026)');
    const fee = within(form).getByLabelText(/^Fee for a bought player/);
    await user.clear(fee);
    await user.type(fee, '200');
    // A name written surname first, with a comma: still one player in Silver.
    await user.type(within(form).getByLabelText(/^Pool/), 'Das, Pranav, Silver, Bowler');

    await user.click(await within(form).findByRole('checkbox', { name: 'Select all (3)' }));
    expect(within(form).getByText('3 of 3 chosen')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: /^Meera/ }));
    expect(within(form).getByText('2 of 3 chosen')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Select all (3)' })).toHaveProperty('indeterminate', true);

    await user.click(within(form).getByRole('checkbox', { name: 'Banyan Blasters' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Lake Lions' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Captain of Banyan Blasters' }), 'Asha Rao');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Captain of Lake Lions' }), "Z (the team's captain)");
    // Asha is Banyan's: Lake Lions is not offered her too.
    expect(within(within(form).getByRole('combobox', { name: 'Captain of Lake Lions' })).queryByRole('option', { name: 'Asha Rao' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create auction' }));
    expect(await screen.findByText('Console open')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ tournamentId: T6, playerFeePaise: 20_000 });
    expect(sent[0]!.body.pool).toEqual([
      { name: 'Z', category: 'Diamond', role: null, playerId: null, stats: null, teamId: C, registrationId: null },
      { name: 'Das, Pranav', category: 'Silver', role: 'Bowler', playerId: null, stats: null, teamId: null, registrationId: null },
      { name: 'Asha Rao', category: 'Bronze', role: 'Batter', playerId: ASHA, stats: null, teamId: A, registrationId: R1 },
      { name: 'Ravi Das', category: 'Gold', role: null, playerId: null, stats: null, teamId: null, registrationId: R2 },
    ]);
    expect(sent[0]!.body.teams).toEqual([
      { teamId: A, purse: null },
      { teamId: C, purse: null },
    ]);
  });

  it('says so when there are no sign-ups or tournaments, and shows why when they cannot be read, with a retry', async () => {
    const user = userEvent.setup();
    signups = [];
    tournamentList = [];
    renderSetup();
    await user.click(await screen.findByRole('button', { name: 'New auction' }));
    expect(await screen.findByText('No approved sign-ups yet: approve them on the Registration Dashboard first.')).toBeInTheDocument();
    expect(await screen.findByText('No tournaments yet: add one under Tournaments to write the squads into it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    signups = { status: 503, message: 'Database unavailable' };
    tournamentList = null;
    renderSetup();
    await user.click((await screen.findAllByRole('button', { name: 'New auction' })).at(-1)!);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(await screen.findByText('Tournaments unavailable')).toBeInTheDocument();
    signups = candidates;
    const retry = screen.getAllByRole('button', { name: 'Retry' });
    await user.click(retry[retry.length - 1]!);
    expect(await screen.findByRole('checkbox', { name: 'Select all (3)' })).toBeInTheDocument();
  });
});

describe('auction setup: editing', () => {
  it('opens the stored setup in the form and saves the whole of it, captains, profiles and own purses kept', async () => {
    const user = userEvent.setup();
    list = [summary(), summary({ _id: 'live-one', name: 'Last season', status: 'live' })];
    renderSetup();
    const live = await screen.findByRole('region', { name: /Last season/ });
    expect(within(live).queryByRole('button', { name: 'Edit setup' })).not.toBeInTheDocument();
    const edit = screen.getByRole('button', { name: 'Edit setup' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await user.click(edit);
    const form = await screen.findByRole('form', { name: 'Edit Season 5 auction' });
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Season 5 auction');
    expect(within(form).getByLabelText('Categories and base prices')).toHaveValue('Gold 75\nBronze 25');
    expect(within(form).getByLabelText('Pool')).toHaveValue('Cap Tain, Gold, Captain\nMeera, Bronze');
    expect(within(form).getByRole('checkbox', { name: 'Royal Strikers' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Lake Lions' })).not.toBeChecked();

    const purse = within(form).getByLabelText(/^Purse per team/);
    await user.clear(purse);
    await user.type(purse, '500');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Season 5 auction' })).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: {
          name: 'Season 5 auction',
          tournamentId: null,
          playerFeePaise: 0,
          purse: 500,
          squadMin: 3,
          squadMax: 4,
          categories: stored.categories,
          increments: stored.increments,
          teams: [
            { teamId: A, purse: null },
            { teamId: B, purse: 450 },
          ],
          pool: [
            { name: 'Cap Tain', category: 'Gold', role: 'Captain', playerId: CAPTAIN, stats: '300 runs', teamId: A, registrationId: null },
            { name: 'Meera', category: 'Bronze', role: null, playerId: null, stats: null, teamId: null, registrationId: null },
          ],
        },
      },
    ]);
  });

  it("shows the server's refusal and keeps the form open", async () => {
    const user = userEvent.setup();
    list = [summary()];
    putAnswer = { status: 400, message: 'The auction can only be edited before it starts' };
    renderSetup();
    await user.click(await screen.findByRole('button', { name: 'Edit setup' }));
    const form = await screen.findByRole('form', { name: 'Edit Season 5 auction' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('The auction can only be edited before it starts')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  const openEdit = async () => {
    const user = userEvent.setup();
    list = [summary()];
    renderSetup();
    await user.click(await screen.findByRole('button', { name: 'Edit setup' }));
    const form = await screen.findByRole('form', { name: 'Edit Season 5 auction' });
    const picker = await within(form).findByRole('combobox', { name: /^Tournament/ });
    await waitFor(() => expect(picker).toBeEnabled());
    return { user, form, picker };
  };

  it('keeps a stored tournament the list no longer has choosable', async () => {
    storedTournament = '22222222-0000-4000-8000-000000000009';
    const { picker } = await openEdit();
    expect(within(picker).getByRole('option', { name: 'The tournament chosen before' })).toBeInTheDocument();
    expect(picker).toHaveValue(storedTournament);
  });

  it('does not offer a tournament typed as text before the list (it cannot be saved): the setup saves without one', async () => {
    storedTournament = 'Season 5';
    const { user, form, picker } = await openEdit();
    expect(within(picker).queryByRole('option', { name: 'The tournament chosen before' })).not.toBeInTheDocument();
    expect(picker).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.tournamentId).toBeNull();
  });
});

describe('auction setup: people picked for the pool', () => {
  it('a person picked keeps their id on the pool line; a new person asked for is a line of the typed name; Enter never submits the auction', async () => {
    const user = userEvent.setup();
    renderSetup();
    await user.click(await screen.findByRole('button', { name: 'New auction' }));
    const form = screen.getByRole('form', { name: 'New auction' });
    await user.type(within(form).getByLabelText(/^Name/), 'Season 6 auction');
    await user.click(within(form).getByRole('checkbox', { name: 'Banyan Blasters' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Lake Lions' }));
    const box = within(form).getByRole('combobox', { name: 'Add a person to the pool' });

    await user.type(box, 'asha');
    await user.click(await within(form).findByRole('option', { name: 'Asha Rao, no team yet' }));
    expect(within(form).getByLabelText('Pool')).toHaveValue('Asha Rao, Bronze');
    expect(within(form).getByText('Asha Rao added to the pool')).toBeInTheDocument();

    // A name someone on record has, typed and Enter: the admin is asked to choose, nothing is sent.
    await user.type(box, 'Meera{Enter}');
    expect(await within(form).findByText('Someone named Meera is on record: choose them from the list, or add a new person')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(box);
    await user.type(box, 'Zoya Khan');
    await user.click(await within(form).findByRole('option', { name: 'Add “Zoya Khan” as a new person' }));
    // A name no one has, typed and Enter: a line of its own.
    await user.type(box, 'Ira Sen{Enter}');
    await waitFor(() => expect(within(form).getByLabelText('Pool')).toHaveValue('Asha Rao, Bronze\nZoya Khan, Bronze\nIra Sen, Bronze'));
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Create auction' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.pool).toEqual([
      { name: 'Asha Rao', category: 'Bronze', role: null, playerId: null, stats: null, teamId: null, registrationId: null, personId: P_ASHA_TOO },
      { name: 'Zoya Khan', category: 'Bronze', role: null, playerId: null, stats: null, teamId: null, registrationId: null },
      { name: 'Ira Sen', category: 'Bronze', role: null, playerId: null, stats: null, teamId: null, registrationId: null },
    ]);
  });

  it("keeps a stored line's person when the setup is edited, and a person picked for a typed line binds it", async () => {
    const user = userEvent.setup();
    list = [summary()];
    const before = stored.pool;
    stored.pool = [{ ...before[0]!, personId: P_ASHA }, before[1]!];
    try {
      renderSetup();
      await user.click(await screen.findByRole('button', { name: 'Edit setup' }));
      const form = await screen.findByRole('form', { name: 'Edit Season 5 auction' });
      const box = within(form).getByRole('combobox', { name: 'Add a person to the pool' });
      await user.type(box, 'meera');
      await user.click(await within(form).findByRole('option', { name: 'Meera, Royal Strikers' }));
      expect(within(form).getByText("Meera's line in the pool is now the person picked")).toBeInTheDocument();
      expect(within(form).getByLabelText('Pool')).toHaveValue('Cap Tain, Gold, Captain\nMeera, Bronze');
      await user.click(within(form).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.body.pool).toEqual([
        { name: 'Cap Tain', category: 'Gold', role: 'Captain', playerId: CAPTAIN, stats: '300 runs', teamId: A, registrationId: null, personId: P_ASHA },
        { name: 'Meera', category: 'Bronze', role: null, playerId: null, stats: null, teamId: null, registrationId: null, personId: P_MEERA },
      ]);
    } finally {
      stored.pool = before;
    }
  });
});
