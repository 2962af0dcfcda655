import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createLedger, financeHandlers, makeContribution, makeExpense, type FinanceLedger } from '../testing';
import { FinancePage } from './finance-page';

// chart.js cannot draw in happy-dom: the charts render their data as text instead.
vi.mock('@league/ui/charts', () => {
  const Stub = ({ ariaLabel, labels, datasets }: { ariaLabel: string; labels: string[]; datasets: Array<{ label: string; data: number[] }> }) => (
    <div role="img" aria-label={ariaLabel} data-labels={labels.join('|')} data-series={datasets.map((d) => `${d.label}:${d.data.join(',')}`).join(';')} />
  );
  return { AreaChart: Stub, BarChart: Stub, PieChart: Stub, LineChart: Stub, DoughnutChart: Stub, chartPalette: ['#1', '#2', '#3', '#4'] };
});

const server = setupServer();
let ledger: FinanceLedger;
let alerts: string[];
let confirmAnswer = true;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  ledger = createLedger({
    contributions: [
      makeContribution({ contributorName: 'Kaveri Motors', contributorType: 'SPONSOR', amountPaise: 1_000_000, note: 'Banner' }),
      makeContribution({ contributorName: 'Aarav Sharma', amountPaise: 150_000 }),
    ],
    expenses: [makeExpense({ item: 'Match balls', amountPaise: 240_000 })],
  });
  server.use(...financeHandlers(ledger, window.location.origin));
  localStorage.setItem('token', 'test-token');
  alerts = [];
  confirmAnswer = true;
  // happy-dom has no native dialogs: record alerts, answer confirms.
  window.alert = vi.fn((message?: unknown) => void alerts.push(String(message)));
  window.confirm = vi.fn(() => confirmAnswer);
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FinancePage />
    </QueryClientProvider>,
  );
}

const summary = () => screen.getByRole('group', { name: 'Financial summary' });
const tile = (label: string) => within(summary()).getByText(label).closest('.ui-stat') as HTMLElement;
const table = (name: 'Contributions' | 'Expenses') => screen.findByRole('table', { name: `${name}, newest first` });

describe('summary', () => {
  it('shows the loading card, then the five totals with the balance green', async () => {
    renderPage();
    expect(screen.getByText('Loading financial summary…').closest('[role=status]')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Financial summary' });
    expect(tile('Players Fund')).toHaveTextContent('₹1,500');
    expect(tile('Sponsors Fund')).toHaveTextContent('₹10,000');
    expect(tile('Total Funds')).toHaveTextContent('₹11,500');
    expect(tile('Total Expenses')).toHaveTextContent('₹2,400');
    expect(tile('Balance')).toHaveTextContent('₹9,100');
    expect(tile('Balance')).toHaveClass('ui-stat--ok');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Finance & Expense Tracker');
  });

  it('turns the balance red when negative and shows zeros when the summary fails', async () => {
    ledger.expenses.push(makeExpense({ amountPaise: 5_000_000 }));
    const view = renderPage();
    await waitFor(() => expect(tile('Balance')).toHaveTextContent('-₹40,900'));
    expect(tile('Balance')).toHaveClass('ui-stat--error');
    view.unmount();

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    ledger.failures.set('GET /api/finance/summary', { status: 500, message: 'Database unavailable' });
    renderPage();
    await screen.findByRole('group', { name: 'Financial summary' });
    for (const label of ['Players Fund', 'Sponsors Fund', 'Total Funds', 'Total Expenses', 'Balance']) expect(tile(label)).toHaveTextContent('₹0');
    expect(log).toHaveBeenCalled();
  });
});

describe('add forms', () => {
  it('refuses an empty contribution, labels the name by type, and saves in paise', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = screen.getByRole('region', { name: 'Add Contribution' });
    await user.click(within(form).getByRole('button', { name: 'Save Contribution' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Name and amount are required');
    expect(ledger.requests.filter((r) => r.startsWith('POST'))).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Type'), 'SPONSOR');
    expect(within(form).queryByLabelText('Player Name')).toBeNull();
    await user.type(within(form).getByLabelText('Sponsor Name'), '  Nandi Cycles ');
    await user.type(within(form).getByLabelText('Amount (₹)'), '₹ 1,500.50');
    await user.click(within(form).getByRole('button', { name: 'Save Contribution' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Contribution added successfully! ✅');
    expect(ledger.bodies.at(-1)).toEqual({ contributorType: 'SPONSOR', contributorName: 'Nandi Cycles', amountPaise: 150_050, note: null });
    expect(within(form).getByLabelText('Sponsor Name')).toHaveValue('');
    expect(within(form).getByLabelText('Amount (₹)')).toHaveValue('');
    await waitFor(() => expect(tile('Sponsors Fund')).toHaveTextContent('₹11,500.50'));
    expect(within(await table('Contributions')).getAllByRole('row')[1]).toHaveTextContent('Nandi Cycles');
  });

  it('links a PLAYER contribution to the player picked among people of that name (their dues), and drops the link when the name changes', async () => {
    const person = '7a000000-0000-4000-8000-000000000001';
    server.use(
      http.get(`${window.location.origin}/api/people`, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        const people = [
          {
            id: person,
            name: 'Asha Rao',
            phone: '9845011111',
            birthDate: '1990-01-01',
            birthYearOnly: false,
            birthDateText: '1990-01-01',
            age: 36,
            ageStatus: 'adult',
            adultConfirmed: false,
            consent: null,
            photoConsent: false,
            isPublic: true,
            placeholder: 'Player 1',
            names: [],
            teams: [],
          },
        ];
        const data = people.filter((p) => p.name.toLowerCase().includes(q.toLowerCase()));
        return HttpResponse.json({ success: true, data, counts: { all: 1, hidden: 0, minor: 0, unknown: 0 } });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const form = screen.getByRole('region', { name: 'Add Contribution' });
    const link = within(form).getByLabelText(/^Dues of/);
    expect(link).toBeDisabled();
    await user.type(within(form).getByLabelText('Player Name'), 'Asha');
    await waitFor(() => expect(link).toBeEnabled());
    // Nothing is linked until a player is chosen, and the hint says so.
    expect(within(form).getByText('Choose the player to count it toward their dues')).toBeInTheDocument();
    expect(within(form).queryByText(/^Linked/)).not.toBeInTheDocument();
    await user.selectOptions(link, 'Asha Rao (…1111)');
    expect(within(form).getByText('Linked: it pays their dues line of exactly this amount')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Amount (₹)'), '500');
    await user.click(within(form).getByRole('button', { name: 'Save Contribution' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Contribution added successfully! ✅');
    expect(ledger.bodies.at(-1)).toEqual({ contributorType: 'PLAYER', contributorName: 'Asha', amountPaise: 50_000, note: null, personId: person });

    // Another name: the link chosen for the first one does not travel with it.
    await user.type(within(form).getByLabelText('Player Name'), 'Asha');
    await waitFor(() => expect(link).toBeEnabled());
    await user.selectOptions(link, 'Asha Rao (…1111)');
    await user.type(within(form).getByLabelText('Player Name'), ' R');
    await user.type(within(form).getByLabelText('Amount (₹)'), '500');
    await user.click(within(form).getByRole('button', { name: 'Save Contribution' }));
    await waitFor(() => expect(ledger.bodies).toHaveLength(2));
    expect(ledger.bodies.at(-1)).toEqual({ contributorType: 'PLAYER', contributorName: 'Asha R', amountPaise: 50_000, note: null });
  });

  it('says beside each amount box what the typed amount is read as', async () => {
    const user = userEvent.setup();
    renderPage();
    for (const title of ['Add Contribution', 'Add Expense']) {
      const form = screen.getByRole('region', { name: title });
      const amount = within(form).getByLabelText('Amount (₹)');
      await user.type(amount, '₹1.5k');
      // Spec 5 drops the "k": the organiser sees the ₹1.50 before saving it.
      expect(amount).toHaveAccessibleDescription('Reads as ₹1.50');
      await user.clear(amount);
      await user.type(amount, '2,000.5');
      expect(amount).toHaveAccessibleDescription('Reads as ₹2,000.50');
      await user.clear(amount);
      await user.type(amount, 'abc');
      expect(amount).toHaveAccessibleDescription('Not an amount above ₹0');
    }
  });

  it('shows the server error after "Error: " and resets the expense category after success', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = screen.getByRole('region', { name: 'Add Expense' });
    await user.type(within(form).getByLabelText('Item name'), 'Umpire fees');
    await user.type(within(form).getByLabelText('Amount (₹)'), 'Rs. 800');
    await user.selectOptions(within(form).getByLabelText('Category'), 'TRAVEL');
    ledger.failures.set('POST /api/finance/expenses', { status: 409, message: 'Try again' });
    await user.click(within(form).getByRole('button', { name: 'Save Expense' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Error: Try again');
    ledger.failures.clear();
    await user.click(within(form).getByRole('button', { name: 'Save Expense' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Expense added successfully! ✅');
    expect(ledger.bodies.at(-1)).toEqual({ item: 'Umpire fees', amountPaise: 80_000, category: 'TRAVEL', note: null });
    expect(within(form).getByLabelText('Category')).toHaveValue('EQUIPMENT');
  });
});

describe('contributions table', () => {
  it('edits amount and note only, optimistically, and restores the exact rows on failure', async () => {
    const user = userEvent.setup();
    renderPage();
    const rows = within(await table('Contributions'));
    const before = (await table('Contributions')).innerHTML;
    await user.click(rows.getByRole('button', { name: /^Edit Aarav Sharma/ }));
    const amount = screen.getByLabelText('Amount for Aarav Sharma');
    expect(amount).toHaveValue('1500');
    ledger.failures.set('PUT /api/finance/contributions', { status: 500 });
    await user.clear(amount);
    await user.type(amount, '2,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts).toEqual(['Update error: Update failed']));
    expect((await table('Contributions')).innerHTML).toBe(before);

    ledger.failures.clear();
    await user.click(rows.getByRole('button', { name: /^Edit Aarav Sharma/ }));
    await user.clear(screen.getByLabelText('Amount for Aarav Sharma'));
    await user.type(screen.getByLabelText('Amount for Aarav Sharma'), '2,000');
    await user.type(screen.getByLabelText('Note for Aarav Sharma'), 'Raised');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rows.getByText('₹2,000')).toBeInTheDocument());
    expect(ledger.bodies.at(-1)).toEqual({ amountPaise: 200_000, note: 'Raised' });
    await waitFor(() => expect(tile('Players Fund')).toHaveTextContent('₹2,000'));
    expect(rows.getByRole('button', { name: /^Edit Aarav Sharma/ })).toHaveFocus();
  });

  it('asks before deleting, and puts the row back with the spec alert when the server fails', async () => {
    const user = userEvent.setup();
    renderPage();
    const t = await table('Contributions');
    const before = t.innerHTML;
    confirmAnswer = false;
    await user.click(within(t).getByRole('button', { name: /^Delete Kaveri Motors/ }));
    expect(window.confirm).toHaveBeenCalledWith('Delete latest contribution for this contributor?');
    expect(ledger.requests.some((r) => r.startsWith('DELETE'))).toBe(false);

    confirmAnswer = true;
    ledger.failures.set('DELETE /api/finance/contributions', { status: 503, message: 'Database unavailable' });
    await user.click(within(t).getByRole('button', { name: /^Delete Kaveri Motors/ }));
    await waitFor(() => expect(alerts).toEqual(['Delete error: Database unavailable']));
    expect((await table('Contributions')).innerHTML).toBe(before);

    ledger.failures.clear();
    await user.click(within(t).getByRole('button', { name: /^Delete Kaveri Motors/ }));
    await waitFor(() => expect(within(t).queryByText('Kaveri Motors')).toBeNull());
    await waitFor(() => expect(tile('Sponsors Fund')).toHaveTextContent('₹0'));
  });

  it('pages with Load More until All Loaded, with a count line', async () => {
    ledger.contributions = Array.from({ length: 25 }, (_, i) => makeContribution({ contributorName: `Player ${i + 1}` }));
    const user = userEvent.setup();
    renderPage();
    await table('Contributions');
    expect(screen.getByText('Showing 20 contributions (more available)')).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Contributions' })).getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 25 contributions')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Contributions' })).getByRole('button', { name: 'All Loaded' })).toBeDisabled();
    expect(ledger.requests).toContain('GET /api/finance/contributions?limit=20&nextToken=20');
  });

  it('applies and clears the filters from the first page; shows the empty text', async () => {
    const user = userEvent.setup();
    renderPage();
    await table('Contributions');
    const filters = screen.getByRole('form', { name: 'Filter contributions' });
    await user.selectOptions(within(filters).getByLabelText('Type'), 'PLAYER');
    await user.type(within(filters).getByLabelText('Search by name'), 'zzz');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No contributions yet. Add your first contribution above!')).toBeInTheDocument();
    expect(ledger.requests).toContain('GET /api/finance/contributions?type=PLAYER&name=zzz&limit=20');
    await user.click(within(filters).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Showing 2 contributions')).toBeInTheDocument();
    expect(within(filters).getByLabelText('Search by name')).toHaveValue('');
    expect(ledger.requests.filter((r) => r === 'GET /api/finance/contributions?limit=20').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a list failure in a red box with a cross mark, non-JSON text cut down', async () => {
    ledger.failures.set('GET /api/finance/contributions', { status: 502, raw: '<html>  Bad \n\n gateway </html>' });
    renderPage();
    const region = screen.getByRole('region', { name: 'Contributions' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('❌');
    expect(alert).toHaveTextContent('<html> Bad gateway </html>');
  });
});

describe('expenses table', () => {
  it('shows amounts negative, edits every field trimmed, and alerts "Error: " on a failed delete', async () => {
    const user = userEvent.setup();
    renderPage();
    const t = await table('Expenses');
    expect(within(t).getByText('-₹2,400')).toBeInTheDocument();
    await user.click(within(t).getByRole('button', { name: /^Edit Match balls/ }));
    await user.clear(screen.getByLabelText('Item for Match balls'));
    await user.type(screen.getByLabelText('Item for Match balls'), '  Tennis balls  ');
    await user.selectOptions(screen.getByLabelText('Category for Match balls'), 'MISCELLANEOUS');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(t).getByText('Tennis balls')).toBeInTheDocument());
    expect(ledger.bodies.at(-1)).toEqual({ item: 'Tennis balls', category: 'MISCELLANEOUS', amountPaise: 240_000, note: null });

    const before = t.innerHTML;
    ledger.failures.set('DELETE /api/finance/expenses', { status: 500, message: 'Nope' });
    await user.click(within(t).getByRole('button', { name: /^Delete Tennis balls/ }));
    expect(window.confirm).toHaveBeenCalledWith('Delete this expense?');
    await waitFor(() => expect(alerts).toEqual(['Error: Nope']));
    expect(t.innerHTML).toBe(before);
  });

  it('filters by date range as ISO instants and shows the empty text', async () => {
    const user = userEvent.setup();
    ledger.expenses = [];
    renderPage();
    expect(await screen.findByText('No expenses yet. Add your first expense above!')).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'Filter expenses' });
    await user.type(within(filters).getByLabelText('From Date'), '2026-11-01T09:30');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    const iso = new Date('2026-11-01T09:30').toISOString();
    await waitFor(() => expect(ledger.requests).toContain(`GET /api/finance/expenses?from=${encodeURIComponent(iso)}&limit=20`));
  });
});

describe('charts and recently deleted', () => {
  it('draws the three charts from the latest 200 rows', async () => {
    renderPage();
    const pie = await screen.findByRole('img', { name: /^Fund sources/ });
    expect(pie).toHaveAttribute('data-labels', 'Players|Sponsors|Expenses');
    expect(pie).toHaveAttribute('data-series', 'Amount:1500,10000,2400');
    expect(screen.getByRole('img', { name: /Net, income and expense per day/ })).toBeInTheDocument();
    expect(ledger.requests).toContain('GET /api/finance/contributions?limit=200');
    expect(ledger.requests).toContain('GET /api/finance/expenses?limit=200');
  });

  it('restores a deleted record and reloads', async () => {
    ledger.deleted = [
      {
        auditId: '11111111-1111-4111-8111-111111111111',
        entity: 'contribution',
        entityId: 'x',
        label: 'Meera Bhat (PLAYER)',
        amountPaise: 50_000,
        deletedAt: new Date().toISOString(),
        deletedBy: 'Tara',
      },
    ];
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Restore Meera Bhat (PLAYER)' }));
    expect(await screen.findByText('Restored Meera Bhat (PLAYER).')).toBeInTheDocument();
    expect(ledger.requests).toContain('POST /api/finance/audit/11111111-1111-4111-8111-111111111111/restore');
  });
});
