import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@league/core/client';
import { ToastProvider } from '@league/ui';
import type { Dues, DuesCharge, DuesRow, DuesUnmatched } from '../contract';
import { DuesPage } from './dues-page';

const CHARGE = '3c000000-0000-4000-8000-000000000001';
const NO_UPI = { reference: '', upiRef: null, upiLink: null, payPage: null, reminderLink: null };
let charges: DuesCharge[];
let paid: string[];
let unmatched: DuesUnmatched[];
let extraRows: DuesRow[];
const dues = (): Dues => ({
  success: true,
  season: '2026',
  feePaise: 50_000,
  rows: [
    ...extraRows,
    {
      lineId: '1a000000-0000-4000-8000-000000000001',
      playerPhone: '9845011111',
      name: 'Asha Rao',
      personId: 'p1',
      paid: true,
      contributionId: 'c1',
      paidAt: '2026-11-01T10:00:00.000Z',
      amountPaise: 50_000,
      ...NO_UPI,
      reference: 'AB12CD34EF',
    },
  ],
  charges,
  unmatched,
  totals: {
    players: 1 + extraRows.length,
    paid: 1,
    unpaid: 0,
    owedPaise: charges.filter((c) => !c.paid).reduce((s, c) => s + c.owedPaise, 0),
    collectedPaise: 50_000,
    matchedTodayPaise: 0,
  },
  upi: null,
});
const server = setupServer(
  http.get('/api/dues', () => HttpResponse.json(dues())),
  http.post('/api/dues/charges/:id/paid', ({ params }) => {
    paid.push(String(params.id));
    charges = charges.map((c) =>
      c.chargeId === params.id ? { ...c, paid: true, contributionId: 'c2', paidAt: '2026-11-02T10:00:00.000Z', amountPaise: c.owedPaise } : c,
    );
    return HttpResponse.json({ success: true, contributionId: 'c2' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  paid = [];
  unmatched = [];
  extraRows = [];
  charges = [
    {
      chargeId: CHARGE,
      personId: 'p1',
      name: 'Asha Rao',
      reason: 'Bought at Season 6 auction',
      owedPaise: 20_000,
      paid: false,
      contributionId: null,
      paidAt: null,
      amountPaise: 0,
      ...NO_UPI,
      reference: 'GH56JK78MN',
    },
  ];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage() {
  localStorage.setItem('user', JSON.stringify({ name: 'Admin', role: 'admin' }));
  localStorage.setItem('token', 'test-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>
          <ToastProvider>
            <DuesPage />
          </ToastProvider>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('dues: charges besides the fee', () => {
  it("lists a bought player's charge and marks it paid once, through the ledger", async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Other charges: players bought at auction' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('Bought at Season 6 auction');
    expect(row).toHaveTextContent('Not paid');
    await user.click(within(row).getByRole('button', { name: 'Mark paid for Asha Rao, Bought at Season 6 auction' }));
    expect(await within(table).findByText(/^Paid/)).toBeInTheDocument();
    expect(paid).toEqual([CHARGE]);
    expect(within(table).queryByRole('button', { name: /Mark paid/ })).not.toBeInTheDocument();
  });

  it('shows no charges list when nobody owes anything besides the fee', async () => {
    charges = [];
    renderPage();
    expect(await screen.findByRole('table', { name: 'Approved players, who has not paid first' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Other charges/ })).not.toBeInTheDocument();
  });

  it("lists a Finance payment that equals none of the player's lines as paid, not matched", async () => {
    unmatched = [{ contributionId: 'c9', personId: 'p1', name: 'Asha Rao', amountPaise: 100, paidAt: '2026-11-03T10:00:00.000Z' }];
    renderPage();
    const table = await screen.findByRole('table', { name: /Paid, not matched/ });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('₹1');
  });

  it('counts unpaid charges in "Not paid", as "Still owed" counts their amount', async () => {
    renderPage();
    const tiles = await screen.findByRole('group', { name: 'Totals' });
    expect(within(tiles).getByText('Not paid').closest('.ui-stat')).toHaveTextContent('1 of 2');
    expect(within(tiles).getByText('Still owed').closest('.ui-stat')).toHaveTextContent('₹200');
  });
});

describe('dues: a line a child', () => {
  it('shows two children on one phone as a row each, and marks each paid on its own line', async () => {
    const line = (lineId: string, name: string, reference: string): DuesRow => ({
      lineId,
      playerPhone: '9845022222',
      name,
      personId: null,
      paid: false,
      contributionId: null,
      paidAt: null,
      amountPaise: 0,
      ...NO_UPI,
      reference,
    });
    const ARJUN = '1b000000-0000-4000-8000-000000000002';
    const MEERA = '1c000000-0000-4000-8000-000000000003';
    extraRows = [line(ARJUN, 'Arjun Iyer', 'AR12AR34AR'), line(MEERA, 'Meera Iyer', 'ME12ME34ME')];
    server.use(
      http.post('/api/dues/:line/paid', ({ params }) => {
        paid.push(String(params.line));
        extraRows = extraRows.map((r) => (r.lineId === params.line ? { ...r, paid: true, amountPaise: 50_000, paidAt: '2026-11-02T10:00:00.000Z' } : r));
        return HttpResponse.json({ success: true, contributionId: 'c3' });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Approved players, who has not paid first' });
    const row = (name: string) => within(table).getByRole('cell', { name }).closest('tr')!;
    expect(row('Arjun Iyer')).toHaveTextContent('9845022222');
    expect(row('Meera Iyer')).toHaveTextContent('9845022222');
    await user.click(within(row('Meera Iyer')).getByRole('button', { name: 'Mark paid for Meera Iyer' }));
    expect(await within(row('Meera Iyer')).findByText(/^Paid/)).toBeInTheDocument();
    expect(paid).toEqual([MEERA]);
    expect(within(row('Arjun Iyer')).getByText('Not paid')).toBeInTheDocument();
    expect(within(row('Arjun Iyer')).getByRole('button', { name: 'Mark paid for Arjun Iyer' })).toBeEnabled();
  });
});

describe('dues: UPI', () => {
  it("shows an unpaid line's QR code, reference and WhatsApp reminder", async () => {
    charges = charges.map((c) => ({
      ...c,
      payPage: 'https://league.example/api/pay/GH56JK78MN',
      reminderLink: 'https://wa.me/919845011111?text=pay',
      upiLink: 'upi://pay?pa=x%40okaxis',
    }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Other charges: players bought at auction' });
    const qr = within(table).getByRole('img', { name: 'UPI QR code for Asha Rao' });
    expect(qr).toHaveAttribute('src', 'https://league.example/api/pay/GH56JK78MN/qr.svg');
    expect(qr.closest('a')).toHaveAttribute('href', 'https://league.example/api/pay/GH56JK78MN');
    expect(within(table).getByText('GH56JK78MN')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Remind Asha Rao on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919845011111?text=pay');
    // A paid line offers none of it.
    expect(screen.queryByText('AB12CD34EF')).toBeNull();
  });

  it('previews a bank statement, lists the lines to decide, and marks the matching ones paid', async () => {
    const bodies: Array<{ url: string; csv: string }> = [];
    const answer = (applied: number) => ({
      success: true,
      counts: { match: 1, amount: 1, paid: 0, duplicate: 0, foreign: 1, debits: 2 },
      matchedPaise: 20_000,
      applied,
      lines: [
        {
          row: 4,
          date: '03/11/26',
          narration: 'UPI-GH56JK78MN',
          amountPaise: 10_000,
          upiRef: null,
          outcome: 'amount',
          reference: 'GH56JK78MN',
          name: 'Asha Rao',
          owedPaise: 20_000,
        },
        {
          row: 5,
          date: '04/11/26',
          narration: 'NEFT-SPONSOR',
          amountPaise: 500_000,
          upiRef: null,
          outcome: 'foreign',
          reference: null,
          name: null,
          owedPaise: null,
        },
        {
          row: 3,
          date: '02/11/26',
          narration: 'UPI-ASHA',
          amountPaise: 20_000,
          upiRef: null,
          outcome: 'match',
          reference: 'GH56JK78MN',
          name: 'Asha Rao',
          owedPaise: 20_000,
        },
      ],
    });
    server.use(
      http.post('/api/dues/statement/preview', async ({ request }) => {
        bodies.push({ url: 'preview', ...((await request.json()) as { csv: string }) });
        return HttpResponse.json(answer(0));
      }),
      http.post('/api/dues/statement', async ({ request }) => {
        bodies.push({ url: 'apply', ...((await request.json()) as { csv: string }) });
        return HttpResponse.json(answer(1));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const csv = 'Date,Narration,Deposit Amt.\n02/11/26,UPI-ASHA,200.00\n';
    await user.upload(await screen.findByLabelText('Bank statement CSV'), new File([csv], 'statement.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/1 to mark paid \(₹200(\.00)?\); 2 debits left out\./)).toBeInTheDocument();
    const decide = screen.getByRole('list', { name: 'Statement lines to decide' });
    expect(
      within(decide)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Row 4, ₹100(\.00)?: another amount than owed \(Asha Rao\)\. UPI-GH56JK78MN$/),
      expect.stringMatching(/^Row 5, ₹5,000(\.00)?: no dues reference\. NEFT-SPONSOR$/),
    ]);
    await user.click(screen.getByRole('button', { name: 'Mark 1 paid' }));
    expect(await screen.findByText(/^Marked 1 paid; 2 debits left out\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark \d+ paid/ })).toBeNull();
    // Apply says how many lines the preview promised to pay.
    expect(bodies).toEqual([
      { url: 'preview', csv },
      { url: 'apply', csv, expect: 1 },
    ]);
  });

  it('says why a file is not a bank statement', async () => {
    server.use(
      http.post('/api/dues/statement/preview', () =>
        HttpResponse.json({ success: false, message: 'No credit and narration columns found: is this the bank statement CSV?' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.upload(await screen.findByLabelText('Bank statement CSV'), new File(['Name,Phone\n'], 'x.csv', { type: 'text/csv' }));
    expect(await screen.findByText('No credit and narration columns found: is this the bank statement CSV?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark \d+ paid/ })).toBeNull();
  });
});
