import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@league/core/client';
import type { AuctionView } from '../contract';
import { PaddlePage, ProjectorPage } from './pages';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const ID = 'cccccccc-0000-4000-8000-000000000003';

function state(over: Partial<AuctionView> = {}): AuctionView {
  return {
    _id: ID,
    name: 'Season 5 auction',
    tournamentId: null,
    purse: 400,
    squadMin: 3,
    squadMax: 4,
    categories: [{ name: 'Gold', basePrice: 75 }],
    increments: [{ from: 0, step: 5 }],
    status: 'live',
    seq: 3,
    teams: [
      { teamId: A, name: 'Banyan Blasters', purse: 400, purseLeft: 400, squadCount: 0, maxBid: 300, squad: [] },
      { teamId: B, name: 'Royal Strikers', purse: 400, purseLeft: 400, squadCount: 0, maxBid: 300, squad: [] },
    ],
    pool: [],
    current: {
      lotId: 'lot-1',
      poolId: 'p1',
      name: 'Ishaan Rao',
      category: 'Gold',
      role: 'Batter',
      stats: '412 runs',
      basePrice: 75,
      round: 1,
      bids: [{ teamId: A, teamName: 'Banyan Blasters', amount: 80 }],
      leader: { teamId: A, teamName: 'Banyan Blasters', amount: 80 },
      nextBid: 85,
    },
    sold: [],
    unsold: [],
    hammer: null,
    canUndo: false,
    ...over,
  };
}

/** A stand-in EventSource the test can push server messages through. */
class FakeSource {
  static last: FakeSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (e: MessageEvent) => void>();
  constructor(public url: string) {
    FakeSource.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, fn);
  }
  push(message: object) {
    this.listeners.get('state')?.(new MessageEvent('state', { data: JSON.stringify(message) }));
  }
  close() {}
}

let current = state();
let fail = false;
const bids: unknown[] = [];
const server = setupServer(
  http.get(`/api/auctions/${ID}`, () =>
    fail ? HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }) : HttpResponse.json({ success: true, data: current }),
  ),
  http.get(`/api/auctions/${ID}/paddle`, ({ request }) =>
    request.headers.get('x-paddle-token') === 'good-token'
      ? HttpResponse.json({ success: true, data: { auctionId: ID, teamId: B, teamName: 'Royal Strikers' } })
      : HttpResponse.json({ success: false, message: 'This paddle link is not valid any more. Ask the auctioneer for a new one.' }, { status: 401 }),
  ),
  http.post(`/api/auctions/${ID}/bids`, async ({ request }) => {
    bids.push({ body: await request.json(), token: request.headers.get('x-paddle-token') });
    return HttpResponse.json({
      success: true,
      data: state({ seq: 4, current: { ...current.current!, leader: { teamId: B, teamName: 'Royal Strikers', amount: 85 }, nextBid: 90 } }),
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  current = state();
  fail = false;
  bids.length = 0;
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Routes>
            <Route path="/auction/:id" element={<ProjectorPage />} />
            <Route path="/auction/:id/paddle" element={<PaddlePage />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('projector', () => {
  it('loads, shows the lot, the bid and every team, then follows the live stream', async () => {
    renderAt(`/auction/${ID}`);
    expect(screen.getByText('Loading the auction…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Season 5 auction' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Current bid' })).toHaveTextContent('80Banyan Blasters');
    expect(screen.getByRole('row', { name: /Royal Strikers/ })).toHaveTextContent('400');
    await waitFor(() => expect(FakeSource.last?.url).toBe(`/api/auctions/${ID}/live?after=3`));
    // A bid carries only the lot; it applies to the state just before it.
    const raised = { ...current.current!, leader: { teamId: B, teamName: 'Royal Strikers', amount: 85 }, nextBid: 90 };
    act(() => FakeSource.last!.push({ seq: 4, type: 'bid', current: raised }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Current bid' })).toHaveTextContent('85Royal Strikers'));
    const { pool: _pool, ...sold } = state({
      seq: 5,
      current: null,
      hammer: { kind: 'sold', lotId: 'lot-1', name: 'Ishaan Rao', teamName: 'Banyan Blasters', price: 80 },
    });
    act(() => FakeSource.last!.push({ seq: 5, type: 'sold', state: sold }));
    expect(await screen.findByText('SOLD')).toBeInTheDocument();
    expect(screen.getByText('to Banyan Blasters for 80')).toBeInTheDocument();
    // An older message arriving late never replaces the newer state.
    act(() => FakeSource.last!.push({ seq: 4, type: 'bid', current: raised }));
    expect(screen.getByText('SOLD')).toBeInTheDocument();
  });

  it('says so when the auction has not started, and shows an error with a retry', async () => {
    current = state({ status: 'setup', current: null });
    renderAt(`/auction/${ID}`);
    expect((await screen.findAllByText('The auction has not started yet.')).length).toBeGreaterThan(0);
    expect(screen.getByText('Nobody sold yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    fail = true;
    renderAt(`/auction/${ID}`);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Season 5 auction' })).toBeInTheDocument();
  });
});

describe('paddle', () => {
  it('bids the next step for its own team with its link token', async () => {
    renderAt(`/auction/${ID}/paddle?token=good-token`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Strikers' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Bid 85' }));
    await waitFor(() => expect(bids).toEqual([{ body: { lotId: 'lot-1', teamId: B, amount: 85 }, token: 'good-token' }]));
    expect(await screen.findByRole('button', { name: 'You lead' })).toBeDisabled();
  });

  it('explains a link that no longer works, and a page opened without one', async () => {
    renderAt(`/auction/${ID}/paddle?token=old-token`);
    expect(await screen.findByText('This paddle link is not valid any more. Ask the auctioneer for a new one.')).toBeInTheDocument();
  });

  it('asks for the link when there is none', async () => {
    sessionStorage.clear();
    renderAt(`/auction/${ID}/paddle`);
    expect(await screen.findByText('This page needs the paddle link the auctioneer sent to your team.')).toBeInTheDocument();
  });
});
