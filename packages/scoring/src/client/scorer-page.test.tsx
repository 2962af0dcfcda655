import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@league/core/client';
import { ScorerPage } from './scorer-page';
import { dropStored } from './store';

// The phone's IndexedDB, in memory (happy-dom has none).
vi.mock('./store', () => {
  const kept = new Map<string, unknown>();
  let n = 0;
  return {
    readStored: async (id: string) => structuredClone(kept.get(id)),
    writeStored: async (id: string, value: unknown) => void kept.set(id, structuredClone(value)),
    dropStored: async (id: string) => void kept.delete(id),
    newEventId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  };
});

const HAWKS = ['Hana Hawk', 'Hari Hawk'];
const OWLS = ['Olu Owl', 'Oma Owl'];
const pack = {
  match: { id: 'm-1', team1: 'Scorer Hawks', team2: 'Scorer Owls', matchDate: '2026-05-01T10:00:00.000Z', venue: null, status: 'live', holderName: null },
  format: { oversPerInnings: 5, ballsPerOver: 6, playersPerSide: 11 },
  squads: { 'Scorer Hawks': HAWKS, 'Scorer Owls': OWLS },
  events: [
    { id: 'e-1', seq: 1, type: 'toss', winner: 'Scorer Hawks', decision: 'bat' },
    { id: 'e-2', seq: 2, type: 'lineups', team: 'Scorer Hawks', players: HAWKS },
    { id: 'e-3', seq: 3, type: 'lineups', team: 'Scorer Owls', players: OWLS },
  ],
  hold: { matchId: 'm-1', holder: 'me', holderName: 'Asha', since: null, mine: true },
};
const RAVI = { personId: 'p-ravi', name: 'Ravi Kumar', team: null, teams: ['Lake Lions'] };

let sent: Array<Record<string, unknown>>;
let joins: unknown[];
let offline: boolean;
/** What the server answers a posted event, when not the usual 201 (`only`: for the events it matches). */
let refuse: { status: number; message: string; only?: (event: Record<string, unknown>) => boolean } | null;
/** Every POST of an event, answered or refused: a refused entry must not be posted again and again. */
let posted: Array<Record<string, unknown>>;
/** The match as the server has it, when not the usual fresh one. */
let served: typeof pack;
let hold: { matchId: string; holder: string | null; holderName: string | null; since: string | null; mine: boolean };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  joins = [];
  offline = false;
  refuse = null;
  posted = [];
  served = pack;
  hold = pack.hold;
  localStorage.setItem('token', 'scorer-token');
  localStorage.setItem('user', JSON.stringify({ name: 'Asha', role: 'scorer' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { pathname, searchParams } = new URL(url, 'http://x');
      if (pathname === '/api/scorer/matches/m-1') return json(200, { success: true, data: structuredClone(served) });
      if (pathname === '/api/matches/m-1/events' && init.method === 'POST') {
        if (offline) throw new TypeError('Failed to fetch');
        const event = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(event);
        if (refuse && (!refuse.only || refuse.only(event))) return json(refuse.status, { success: false, message: refuse.message });
        sent.push(event);
        return json(201, { success: true, data: { seq: served.events.length + sent.length } });
      }
      if (pathname === '/api/matches/m-1/hold' && init.method === 'GET') return json(200, { success: true, data: hold });
      if (pathname === '/api/matches/m-1/events' && init.method === 'GET') return json(200, { success: true, data: [] });
      if (pathname === '/api/matches/m-1/people' && init.method === 'GET') {
        const q = (searchParams.get('q') ?? '').toLowerCase();
        return json(200, { success: true, data: [RAVI].filter((p) => p.name.toLowerCase().includes(q)) });
      }
      if (pathname === '/api/matches/m-1/people' && init.method === 'POST') {
        if (offline) throw new TypeError('Failed to fetch');
        const body = JSON.parse(String(init.body)) as { team: string; personId?: string; name?: string };
        joins.push(body);
        return json(201, { success: true, data: { personId: body.personId ?? 'p-new', name: body.personId ? RAVI.name : body.name, team: body.team } });
      }
      return json(404, { success: false, message: 'Not found' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderScorer() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/score/m-1']}>
          <Routes>
            <Route path="/score/:matchId" element={<ScorerPage />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** Hana and Hari at the crease, Olu to bowl: the pad is ready for a ball. */
async function chooseBattersAndBowler() {
  for (const [button, dialog, name] of [
    ['Choose batter', 'Batter', 'Hana Hawk'],
    ['Choose batter', 'Batter', 'Hari Hawk'],
    ['Choose bowler', 'Bowler for over 1', 'Olu Owl'],
  ]) {
    fireEvent.click(await screen.findByRole('button', { name: button }));
    fireEvent.click(within(screen.getByRole('dialog', { name: dialog })).getByRole('button', { name }));
  }
}

/** Picks someone on record through the open sheet's "Someone else (name)". */
async function someoneElse(dialog: HTMLElement, typed: string, option: string) {
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Someone else (name)' }), { target: { value: typed } });
  fireEvent.click(await within(dialog).findByRole('option', { name: option }));
}

describe('the scorer\'s "someone else"', () => {
  it("as a batter: joins the batting side's squad, then its lineup (a lineups event with the name added) before the ball that names them", async () => {
    renderScorer();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose batter' }));
    await someoneElse(screen.getByRole('dialog', { name: 'Batter' }), 'ravi', 'Ravi Kumar, Lake Lions');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(joins).toEqual([{ team: 'Scorer Hawks', personId: 'p-ravi' }]);
    expect(screen.getByRole('list', { name: 'At the crease' }).textContent).toMatch('Ravi Kumar *');

    fireEvent.click(screen.getByRole('button', { name: 'Choose batter' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Batter' })).getByRole('button', { name: 'Hana Hawk' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose bowler' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Bowler for over 1' })).getByRole('button', { name: 'Olu Owl' }));
    fireEvent.click(await screen.findByRole('button', { name: '1 run' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({ type: 'lineups', team: 'Scorer Hawks', players: ['Hana Hawk', 'Hari Hawk', 'Ravi Kumar'] });
    expect(sent[1]).toMatchObject({ type: 'delivery', batter: 'Ravi Kumar', non_striker: 'Hana Hawk', bowler: 'Olu Owl' });
  });

  it("as a bowler: a new person made on purpose joins the fielding side's squad and lineup, and bowls under the name answered", async () => {
    renderScorer();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose batter' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Batter' })).getByRole('button', { name: 'Hana Hawk' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose batter' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Batter' })).getByRole('button', { name: 'Hari Hawk' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose bowler' }));
    const dialog = screen.getByRole('dialog', { name: 'Bowler for over 1' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Someone else (name)' }), { target: { value: 'Zed Zebra' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(joins).toEqual([{ team: 'Scorer Owls', name: 'Zed Zebra' }]);
    // Both batters chosen before stay chosen: a lineup growing moves no one on the field.
    await waitFor(() => expect(screen.getByRole('list', { name: 'At the crease' }).textContent).toMatch(/Hana Hawk \*.*Hari Hawk.*Zed Zebra/));
    fireEvent.click(screen.getByRole('button', { name: '4 runs' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({ type: 'lineups', team: 'Scorer Owls', players: ['Olu Owl', 'Oma Owl', 'Zed Zebra'] });
    expect(sent[1]).toMatchObject({ type: 'delivery', batter: 'Hana Hawk', non_striker: 'Hari Hawk', bowler: 'Zed Zebra' });
  });

  it("as a fielder: joins the fielding side's squad and lineup, and the wicket names them", async () => {
    renderScorer();
    await chooseBattersAndBowler();
    fireEvent.click(await screen.findByRole('button', { name: 'Wicket' }));
    const dialog = screen.getByRole('dialog', { name: 'Wicket' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'How out' }), { target: { value: 'caught' } });
    await someoneElse(dialog, 'ravi', 'Ravi Kumar, Lake Lions');
    await waitFor(() => expect((within(dialog).getByRole('combobox', { name: /^Fielder/ }) as HTMLInputElement).value).toBe('Ravi Kumar'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record wicket' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(joins).toEqual([{ team: 'Scorer Owls', personId: 'p-ravi' }]);
    expect(sent[0]).toMatchObject({ type: 'lineups', team: 'Scorer Owls', players: ['Olu Owl', 'Oma Owl', 'Ravi Kumar'] });
    expect(sent[1]).toMatchObject({
      type: 'delivery',
      bowler: 'Olu Owl',
      wickets: [{ kind: 'caught', player_out: 'Hana Hawk', fielders: [{ name: 'Ravi Kumar' }] }],
    });
  });

  it('offline: says adding someone needs the network, and records nothing', async () => {
    renderScorer();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose batter' }));
    const dialog = screen.getByRole('dialog', { name: 'Batter' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Someone else (name)' }), { target: { value: 'ravi' } });
    const option = await within(dialog).findByRole('option', { name: 'Ravi Kumar, Lake Lions' });
    offline = true;
    fireEvent.click(option);
    expect(await within(dialog).findByText(/^No network: adding someone needs a connection/)).toBeTruthy();
    expect(screen.getByText('All balls sent')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('a ball the server refuses', () => {
  // The phone's store outlives a test: each starts with nothing waiting.
  beforeEach(() => dropStored('m-1'));

  async function tapOne() {
    renderScorer();
    await chooseBattersAndBowler();
    fireEvent.click(await screen.findByRole('button', { name: '1 run' }));
  }

  it('a completed match (403) is said as the server says it, and the ball is removed: it is not a sign-in problem', async () => {
    refuse = { status: 403, message: 'This match is completed: only an admin can change it' };
    await tapOne();
    expect(await screen.findByText('A ball was refused and removed: This match is completed: only an admin can change it')).toBeTruthy();
    expect(screen.queryByText(/Sign in/)).toBeNull();
    expect(screen.getByText('All balls sent')).toBeTruthy();
  });

  it('a scorer no longer assigned (403) is told so, and the ball waits on the phone', async () => {
    refuse = { status: 403, message: 'You are not assigned to score this match. Ask an admin to assign you.' };
    await tapOne();
    expect(await screen.findByText('You are not assigned to score this match. Ask an admin to assign you.')).toBeTruthy();
    expect(screen.queryByText('All balls sent')).toBeNull();
  });

  it('a signed-out phone (401) is asked to sign in, and the ball waits', async () => {
    refuse = { status: 401, message: 'Authentication required' };
    await tapOne();
    expect(await screen.findByText('Sign in as a scorer to send these balls.')).toBeTruthy();
    expect(screen.queryByText('All balls sent')).toBeNull();
  });
});

describe('an entry the server will never take', () => {
  beforeEach(() => dropStored('m-1'));

  it('any other 4xx (an event too large, 413) is said once and removed, not posted again and again; the next ball goes at once', async () => {
    const message = 'An event is at most 16 KB';
    refuse = { status: 413, message, only: (e) => (e.runs as { batter: number }).batter === 1 };
    renderScorer();
    await chooseBattersAndBowler();
    fireEvent.click(await screen.findByRole('button', { name: '1 run' }));
    expect(await screen.findByText(`A ball was refused and removed: ${message}`)).toBeTruthy();
    // The refused ball is gone, its batters and bowler with it: the scorer picks them again,
    // and the ball after it is sent at once, not held up behind the refused one or the notice.
    await chooseBattersAndBowler();
    fireEvent.click(screen.getByRole('button', { name: '4 runs' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'delivery', runs: { batter: 4 } });
    expect(posted.filter((e) => (e.runs as { batter: number }).batter === 1)).toHaveLength(1);
    expect(await screen.findByText('All balls sent')).toBeTruthy();
  });

  it('while someone else holds the match (423) the phone checks the hold every 5 s instead of posting again, and sends once the match is free', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const held = 'Ravi is scoring this match. Take over to score it here.';
      refuse = { status: 423, message: held };
      hold = { matchId: 'm-1', holder: 'ravi', holderName: 'Ravi', since: null, mine: false };
      renderScorer();
      await chooseBattersAndBowler();
      fireEvent.click(await screen.findByRole('button', { name: '1 run' }));
      expect(await screen.findByText(held)).toBeTruthy();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(posted).toHaveLength(1);
      // The hold checks say it in the server's words too, with the button they point to.
      expect(screen.getByText(held)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Take over' })).toBeTruthy();
      expect(screen.getByText('1 ball waiting to be sent')).toBeTruthy();
      // Ravi lets go without scoring: the next check finds the match free and the ball goes.
      refuse = null;
      hold = { matchId: 'm-1', holder: null, holderName: null, since: null, mine: false };
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(await screen.findByText('All balls sent')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a scorer no longer assigned is not posted again every 5 s: "Try again" sends it once an admin has assigned them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      refuse = { status: 403, message: 'You are not assigned to score this match. Ask an admin to assign you.' };
      renderScorer();
      await chooseBattersAndBowler();
      fireEvent.click(await screen.findByRole('button', { name: '1 run' }));
      expect(await screen.findByText(refuse.message)).toBeTruthy();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(posted).toHaveLength(1);
      refuse = null;
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(await screen.findByText('All balls sent')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('entries waiting behind one the server refuses', () => {
  beforeEach(() => dropStored('m-1'));

  /** Three balls tapped with no network (1, 4 and 6 runs), then the network comes back. */
  async function threeBallsOffline() {
    renderScorer();
    await chooseBattersAndBowler();
    offline = true;
    for (const name of ['1 run', '4 runs', '6 runs']) fireEvent.click(await screen.findByRole('button', { name }));
    expect(await screen.findByText('3 balls waiting to be sent')).toBeTruthy();
    offline = false;
    window.dispatchEvent(new Event('online'));
  }

  it('stop at the refused one: the balls entered on top of it are set aside and shown, never sent on a score the server does not have', async () => {
    const message = 'An event must be at most 16 KB';
    refuse = { status: 413, message, only: (e) => (e.runs as { batter: number }).batter === 1 };
    await threeBallsOffline();
    expect(await screen.findByText(`A ball was refused and removed: ${message}`)).toBeTruthy();
    const aside = screen.getByText(/^Not sent: 2 entries from this phone\./).closest('.sc-set-aside') as HTMLElement;
    expect(
      within(aside)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/4 runs$/), expect.stringMatching(/6 runs$/)]);
    expect(posted).toHaveLength(1);
    expect(sent).toEqual([]);
    expect(screen.getByText('All balls sent')).toBeTruthy();
  });

  it('a scorer whose access was revoked (403, not about the match) keeps every ball: "Try again" sends them all once it is back', async () => {
    refuse = { status: 403, message: 'Admin access required' };
    await threeBallsOffline();
    expect(await screen.findByText('Admin access required')).toBeTruthy();
    expect(screen.getByText('3 balls waiting to be sent')).toBeTruthy();
    expect(screen.queryByText(/refused and removed/)).toBeNull();
    expect(posted).toHaveLength(1);
    refuse = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((e) => (e.runs as { batter: number }).batter)).toEqual([1, 4, 6]);
    expect(await screen.findByText('All balls sent')).toBeTruthy();
  });
});

describe('Undo once the match is over', () => {
  beforeEach(() => dropStored('m-1'));

  // Two a side: one wicket ends an innings. The Hawks are out for 0; the Owls' first ball
  // (e-5, this scorer's) wins the match.
  const ball = (id: string, seq: number, innings: number, team: string, batter: string, nonStriker: string, bowler: string, runs: number, out?: string) => ({
    id,
    seq,
    type: 'delivery',
    innings,
    team,
    over: 0,
    batter,
    non_striker: nonStriker,
    bowler,
    runs: { batter: runs, extras: 0, total: runs },
    ...(out ? { wickets: [{ player_out: out, kind: 'bowled' }] } : {}),
  });
  const finished = {
    ...pack,
    match: { ...pack.match, status: 'completed' },
    format: { oversPerInnings: 1, ballsPerOver: 6, playersPerSide: 2 },
    events: [
      ...pack.events,
      ball('e-4', 4, 0, 'Scorer Hawks', 'Hana Hawk', 'Hari Hawk', 'Olu Owl', 0, 'Hana Hawk'),
      ball('e-5', 5, 1, 'Scorer Owls', 'Olu Owl', 'Oma Owl', 'Hana Hawk', 1),
    ],
  } as unknown as typeof pack;

  it('takes back the ball this scorer just posted (the server allows it): the match is open again', async () => {
    served = finished;
    renderScorer();
    expect(await screen.findByText('Scorer Owls won by 1 wicket')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'amend', target: 'e-5', undo: true, after: 'e-5' });
    expect(screen.queryByText('Scorer Owls won by 1 wicket')).toBeNull();
    expect(screen.getByRole('button', { name: '1 run' })).toHaveProperty('disabled', false);
    expect(await screen.findByText('All balls sent')).toBeTruthy();
  });

  it("refused (403: the match is closed to this scorer): the server's message shows once, the undo is removed, and it is not posted again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      served = finished;
      refuse = { status: 403, message: 'This match is completed: only an admin can change it' };
      renderScorer();
      fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
      expect(await screen.findByText('Undo was refused and removed: This match is completed: only an admin can change it')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(posted).toHaveLength(1);
      expect(screen.getAllByText(/refused and removed/)).toHaveLength(1);
      expect(screen.getByText('All balls sent')).toBeTruthy();
      // Nothing the server kept is lost: the match stands as it was.
      expect(screen.getByText('Scorer Owls won by 1 wicket')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('rain before the first ball', () => {
  beforeEach(() => dropStored('m-1'));

  it('shortens the match: the sheet asks only for the overs a side, with no target and no rain rule, and records them', async () => {
    served = { ...pack, format: { ...pack.format, oversPerInnings: 20 }, rain: { rule: 'D/L', g50: 200 } } as typeof pack;
    renderScorer();
    fireEvent.click(await screen.findByRole('button', { name: 'More…' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'More' })).getByRole('button', { name: 'Interruption (rain, light)' }));
    const sheet = screen.getByRole('dialog', { name: 'Interruption (rain, light)' });
    expect(
      within(sheet).getByText(
        'No ball has been bowled: the match is shortened for both sides. The rain rule does not apply; the chase’s target will be the first innings’ score + 1.',
      ),
    ).toBeTruthy();
    expect(within(sheet).queryByText(/rain rule is D\/L/)).toBeNull();
    expect(within(sheet).queryByLabelText('Overs this innings has now, in all')).toBeNull();
    const record = within(sheet).getByRole('button', { name: 'Record interruption' });
    // No overs at all is no match (a result), not a shorter one; a part of an over is not a side's allotment.
    for (const typed of ['0', '12.3', '21']) {
      fireEvent.change(within(sheet).getByLabelText('Overs per side'), { target: { value: typed } });
      expect(record).toHaveProperty('disabled', true);
    }
    fireEvent.change(within(sheet).getByLabelText('Overs per side'), { target: { value: '12' } });
    expect(within(sheet).getByText('12 overs a side.')).toBeTruthy();
    expect(within(sheet).queryByText(/Target/)).toBeNull();
    fireEvent.click(record);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'interruption', innings: 0, overs: 12 });
    // More rain before the start: the sheet knows the match is 12 overs a side now.
    fireEvent.click(await screen.findByRole('button', { name: 'More…' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'More' })).getByRole('button', { name: 'Interruption (rain, light)' }));
    expect(within(screen.getByRole('dialog', { name: 'Interruption (rain, light)' })).getByText('The match is 12 overs a side now')).toBeTruthy();
  });

  it('a delayed start before the toss: the toss screen records the same overs-a-side entry, which the sheet then counts (12 overs a side after the toss)', async () => {
    served = {
      ...pack,
      match: { ...pack.match, status: 'scheduled' },
      format: { ...pack.format, oversPerInnings: 20 },
      rain: { rule: 'ARR', g50: 200 },
      events: [],
    } as typeof pack;
    renderScorer();
    await screen.findByRole('heading', { name: 'Toss' });
    fireEvent.click(screen.getByRole('button', { name: 'Delayed start: fewer overs' }));
    const sheet = screen.getByRole('dialog', { name: 'Interruption (rain, light)' });
    expect(within(sheet).getByText('The match is 20 overs a side now')).toBeTruthy();
    expect(within(sheet).getByText(/No ball has been bowled: the match is shortened for both sides\./)).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('Overs per side'), { target: { value: '12' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Record interruption' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'interruption', innings: 0, overs: 12 });
    // The toss is still to come; then the teams, with the same way to a later start still there.
    fireEvent.click(screen.getByRole('button', { name: 'Save toss' }));
    await screen.findByRole('heading', { name: /Scorer Hawks: playing/ });
    fireEvent.click(screen.getByRole('button', { name: 'Delayed start: fewer overs' }));
    expect(within(screen.getByRole('dialog', { name: 'Interruption (rain, light)' })).getByText('The match is 12 overs a side now')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Interruption (rain, light)' })).getByRole('button', { name: /close/i }));
    fireEvent.click(screen.getByRole('button', { name: /Save Scorer Hawks’s team/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Save Scorer Owls’s team/ }));
    // Once the teams are in, the pad's More… has it (the test above) and this button goes.
    await screen.findByRole('button', { name: 'More…' });
    expect(screen.queryByRole('button', { name: 'Delayed start: fewer overs' })).toBeNull();
    await waitFor(() => expect(sent.map((e) => e.type)).toEqual(['interruption', 'toss', 'lineups', 'lineups']));
  });
});
