import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveState } from '@league/cricket';
import type { Scorecard } from '@league/tournaments/client';
import { overlayView, type OverlayState } from './overlay-model';
import { OverlayPage } from './overlay-page';

const extras = { wides: 0, noballs: 0, byes: 0, legbyes: 0, penalty: 0, total: 0 };
const bat = (name: string, runs: number, balls: number, out = false) => ({
  name,
  runs,
  balls,
  fours: 0,
  sixes: 0,
  strikeRate: null,
  out,
  dismissal: out ? 'b Anand' : 'not out',
});
const bowl = (name: string, overs: string, runs: number, wickets: number) => ({
  name,
  overs,
  balls: 0,
  maidens: 0,
  runs,
  wickets,
  wides: 0,
  noballs: 0,
  economy: null,
});

function card(over: Partial<Scorecard> = {}): Scorecard {
  return {
    matchId: 'm1',
    tournamentId: null,
    teams: ['Kaveri Kings', 'Ashoka Avengers'],
    teamIds: [null, null],
    stage: 'league',
    status: 'live',
    toss: null,
    result: null,
    seq: 130,
    updatedAt: null,
    innings: [
      { team: 'Kaveri Kings', superOver: false, runs: 152, wickets: 9, balls: 120, overs: '20.0', extras, batting: [], bowling: [], fallOfWickets: [] },
      {
        team: 'Ashoka Avengers',
        superOver: false,
        runs: 87,
        wickets: 3,
        balls: 68,
        overs: '11.2',
        extras,
        target: { runs: 153 },
        batting: [bat('Kabir Arora', 41, 30), bat('Advait Joshi', 12, 9), bat('Aarav Sharma', 20, 15, true)],
        bowling: [bowl('Gokul Anand', '2.2', 18, 1)],
        fallOfWickets: [],
      },
    ],
    ...over,
  };
}

const delivery = (batter: number, wicket = false) => ({
  batter: 'x',
  bowler: 'Gokul Anand',
  runs: { batter, extras: 0, total: batter },
  ...(wicket ? { wickets: [{ kind: 'bowled', player_out: 'Aarav Sharma' }] } : {}),
});

function state(live: Partial<LiveState> = {}): OverlayState {
  return {
    status: 'live',
    result: null,
    live: {
      status: 'live',
      inningsIndex: 1,
      battingTeam: 'Ashoka Avengers',
      bowlingTeam: 'Kaveri Kings',
      superOver: false,
      striker: 'Kabir Arora',
      nonStriker: 'Advait Joshi',
      bowler: 'Gokul Anand',
      previousOverBowler: null,
      over: 11,
      thisOver: [delivery(4), delivery(0, true)] as unknown as LiveState['thisOver'],
      legalBallsThisOver: 2,
      runs: 87,
      wickets: 3,
      balls: 68,
      overs: '11.2',
      target: { runs: 153, overs: 20 },
      runsNeeded: 66,
      ballsRemaining: 52,
      requiredRunRate: 7.6,
      currentRunRate: 7.7,
      dismissed: ['Aarav Sharma'],
      result: null,
      warnings: [],
      watch: {
        striker: { name: 'Kabir Arora', runs: 41, balls: 30 },
        nonStriker: { name: 'Advait Joshi', runs: 12, balls: 9 },
        bowler: { name: 'Gokul Anand', runs: 18, overs: '2.2', maidens: 0, wickets: 1 },
        partnership: { runs: 0, balls: 0 },
        lastWicket: null,
        recent: [],
        over: { balls: [], done: false },
      },
      ...live,
    },
  };
}

describe('overlayView', () => {
  it('shows the score, overs, both batters with the striker, the bowler, this over and the chase', () => {
    expect(overlayView(card(), state())).toEqual({
      title: 'Ashoka Avengers',
      score: '87/3',
      overs: '11.2',
      batters: [
        { name: 'Kabir Arora', figures: '41 (30)', onStrike: true },
        { name: 'Advait Joshi', figures: '12 (9)', onStrike: false },
      ],
      bowler: { name: 'Gokul Anand', figures: '1-18 (2.2)' },
      thisOver: ['4', 'W'],
      target: 'Target 153',
      chase: 'Need 66 from 52 balls',
      banner: null,
    });
  });

  it("draws the batters' and bowler's figures from the frame, not from the scorecard read before it", () => {
    const before = card();
    const frame = state();
    frame.live!.watch = {
      ...frame.live!.watch,
      striker: { name: 'Kabir Arora', runs: 45, balls: 31 },
      bowler: { name: 'Gokul Anand', runs: 22, overs: '2.3', maidens: 0, wickets: 1 },
    };
    expect(overlayView(before, frame)).toMatchObject({
      batters: [
        { name: 'Kabir Arora', figures: '45 (31)', onStrike: true },
        { name: 'Advait Joshi', figures: '12 (9)', onStrike: false },
      ],
      bowler: { name: 'Gokul Anand', figures: '1-22 (2.3)' },
    });
  });

  it('says Innings break between the innings, over the first innings total', () => {
    const first = card({ innings: [card().innings[0]!] });
    const view = overlayView(first, state({ balls: 0, runs: 0, wickets: 0, striker: null, nonStriker: null, bowler: null, thisOver: [], runsNeeded: 153 }));
    expect(view).toMatchObject({
      banner: 'Innings break',
      title: 'Kaveri Kings',
      score: '152/9',
      batters: [],
      bowler: null,
      target: 'Target 153',
      chase: null,
    });
  });

  it('shows the result once there is one, and the operator note over anything else', () => {
    const done = card({ status: 'completed', result: { type: 'win', winner: 'Kaveri Kings', text: 'Kaveri Kings won by 1 run' } });
    expect(overlayView(done, null)).toMatchObject({ banner: 'Kaveri Kings won by 1 run', target: null, chase: null });
    expect(overlayView(card(), state(), 'Rain: play suspended').banner).toBe('Rain: play suspended');
  });
});

/** EventSource in miniature: the test pushes frames the way the server sends them. */
class FakeSource {
  static last: FakeSource | null = null;
  listeners = new Map<string, (e: MessageEvent) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.last = this;
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, fn);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    this.listeners.get('score')?.(new MessageEvent('score', { data: JSON.stringify(data) }));
  }
}

beforeEach(() => {
  FakeSource.last = null;
  vi.stubGlobal('EventSource', FakeSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: card() }), { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('OverlayPage', () => {
  it('draws the score at once, then follows the live feed from the latest ball, on a transparent, scaled stage', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/overlay/m1?scale=0.5']}>
          <Routes>
            <Route path="/overlay/:matchId" element={<OverlayPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('overlay-stage').style.transform).toBe('scale(0.5)');
    expect(document.documentElement.classList.contains('ov-transparent')).toBe(true);
    // Before any frame: the scorecard's figures.
    expect(await screen.findByText('87/3')).toBeTruthy();
    expect(screen.getByText('Ashoka Avengers')).toBeTruthy();
    // The feed starts at the last event, whose state is the match as it stands.
    expect(FakeSource.last?.url).toBe('/api/matches/m1/live?after=129');
    act(() => FakeSource.last!.emit({ seq: 130, event: { type: 'delivery' }, state: state() }));
    const crease = screen.getByRole('list', { name: 'At the crease' });
    expect(within(crease).getByText('Kabir Arora')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'This over' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['4', 'W']);
    expect(screen.getByText('Target 153')).toBeTruthy();
    expect(screen.getByText(/Need 66 from 52 balls/)).toBeTruthy();
  });

  it('reads the scorecard as a visitor even where an admin is signed in (the overlay is broadcast)', async () => {
    localStorage.setItem('token', 'admin-token');
    localStorage.setItem('role', 'admin');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/overlay/m1']}>
          <Routes>
            <Route path="/overlay/:matchId" element={<OverlayPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('87/3')).toBeTruthy();
    const calls = vi.mocked(fetch).mock.calls;
    expect(calls.length).toBeGreaterThan(0);
    for (const [url, init] of calls) {
      expect(String(url)).toBe('/api/matches/m1/scorecard');
      expect(new Headers(init?.headers).has('authorization')).toBe(false);
    }
  });
});
