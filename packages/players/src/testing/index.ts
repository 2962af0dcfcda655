/**
 * Players: factories and msw handlers for tests. The handlers parse requests with the same
 * contract as the server, and answer the way it does (409, 404, masking for visitors).
 */
import { http, HttpResponse } from 'msw';
import { maskPhone, messages, playerInputSchema, playerPatchSchema, playersPaths, type Leaderboards, type Player, type PlayerInput } from '../contract';

let serial = 0;

/** A valid create payload; `phone` is unique per call unless given. */
export function makePlayerInput(overrides: Partial<PlayerInput> = {}): PlayerInput {
  serial += 1;
  return {
    name: `Player ${serial}`,
    phone: `98765${String(10000 + serial).slice(-5)}`,
    jerseyNumber: serial % 100,
    batStyle: 'RHB',
    bowlStyle: 'Right-arm',
    dob: '2008-04-12',
    ...overrides,
  };
}

/** A player as the API answers an admin (whole phone, dob). */
export function makePlayer(overrides: Partial<PlayerInput> & { id?: string } = {}): Player {
  const parsed = playerInputSchema.parse(makePlayerInput(overrides));
  const now = new Date('2025-01-01T10:00:00Z').toISOString();
  return {
    id: overrides.id ?? `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    name: parsed.name,
    phone: parsed.phone,
    jerseyNumber: parsed.jerseyNumber ?? null,
    photoUrl: parsed.photoUrl ?? null,
    dob: parsed.dob ?? null,
    batStyle: parsed.batStyle ?? null,
    bowlStyle: parsed.bowlStyle ?? null,
    batting: parsed.batting,
    bowling: parsed.bowling,
    fielding: parsed.fielding,
    createdAt: now,
    updatedAt: now,
  };
}

export interface PlayersMock {
  players: Player[];
  /** Requests the handlers received, newest last (method, path, parsed body). */
  calls: Array<{ method: string; path: string; body?: unknown; authorized: boolean }>;
  /** When set, the next matching request fails with this status and message. */
  failNext: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; status: number; message?: string } | null;
  /** Milliseconds each answer waits (to see "Saving..." and skeletons). */
  delayMs: number;
}

const fail = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

/** msw handlers backed by an in-memory roster. Requests with a bearer token count as admin. */
export function playersHandlers(mock: PlayersMock) {
  const wait = () => new Promise((resolve) => setTimeout(resolve, mock.delayMs));
  const failure = (method: string) => {
    const f = mock.failNext;
    if (!f || f.method !== method) return null;
    mock.failNext = null;
    return f.message ? fail(f.status, f.message) : new HttpResponse(null, { status: f.status });
  };
  const isAdmin = (request: Request) => /^Bearer \S+/.test(request.headers.get('authorization') ?? '');
  const record = (request: Request, body?: unknown) =>
    mock.calls.push({ method: request.method, path: new URL(request.url).pathname, body, authorized: isAdmin(request) });

  return [
    // The match centre's career figures (GET /api/stats): no scorecards in these tests.
    http.get('*/api/stats', () => HttpResponse.json({ success: true, data: { batting: [], bowling: [], fielding: [] } })),
    http.get(`*${playersPaths.top}`, async ({ request }) => {
      record(request);
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 3);
      const data = [...mock.players]
        .sort((a, b) => b.batting.runs - a.batting.runs)
        .slice(0, limit)
        .map(({ dob: _dob, ...p }) => ({ ...p, phone: maskPhone(p.phone) }));
      return HttpResponse.json({ success: true, data });
    }),
    http.get(`*${playersPaths.leaderboards}`, ({ request }) => {
      record(request);
      const byRuns = [...mock.players].sort((a, b) => b.batting.runs - a.batting.runs);
      const data: Leaderboards = {
        ...emptyLeaderboards,
        topRuns: byRuns.slice(0, 5).map((p) => ({ name: p.name, value: p.batting.runs })),
        table: byRuns.slice(0, 10).map((p) => ({
          name: p.name,
          runs: p.batting.runs,
          strikeRate: p.batting.strikeRate,
          wickets: p.bowling.wickets,
          economy: p.bowling.economy,
          catches: p.fielding.catches,
        })),
      };
      return HttpResponse.json({ success: true, data });
    }),
    http.get(`*${playersPaths.list}`, async ({ request }) => {
      record(request);
      await wait();
      const failed = failure('GET');
      if (failed) return failed;
      const admin = isAdmin(request);
      const data = mock.players.map((p) => {
        if (admin) return p;
        const { dob: _dob, ...rest } = p;
        return { ...rest, phone: maskPhone(p.phone) };
      });
      return HttpResponse.json({ success: true, data });
    }),
    http.post(`*${playersPaths.list}`, async ({ request }) => {
      const body = await request.json();
      record(request, body);
      await wait();
      const failed = failure('POST');
      if (failed) return failed;
      const parsed = playerInputSchema.safeParse(body);
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      if (mock.players.some((p) => p.phone === parsed.data.phone)) return fail(409, messages.duplicatePhone);
      const player = makePlayer({ ...(body as PlayerInput) });
      mock.players.push(player);
      return HttpResponse.json({ success: true, data: player }, { status: 201 });
    }),
    http.patch(`*${playersPaths.list}/:key`, async ({ request, params }) => {
      const body = await request.json();
      record(request, body);
      await wait();
      const failed = failure('PATCH');
      if (failed) return failed;
      const parsed = playerPatchSchema.safeParse(body);
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      // A profile by its id, or by its phone (the server takes both; issue 34).
      const index = mock.players.findIndex((p) => p.id === params.key || p.phone === params.key);
      if (index < 0) return fail(404, messages.notFound);
      const old = mock.players[index]!;
      const { batting, bowling, fielding, ...rest } = parsed.data;
      const next: Player = {
        ...old,
        ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
        batting: { ...old.batting, ...batting },
        bowling: { ...old.bowling, ...bowling },
        fielding: { ...old.fielding, ...fielding },
      };
      mock.players[index] = next;
      return HttpResponse.json({ success: true, data: next });
    }),
    http.delete(`*${playersPaths.list}/:key`, async ({ request, params }) => {
      record(request);
      await wait();
      const failed = failure('DELETE');
      if (failed) return failed;
      const before = mock.players.length;
      mock.players = mock.players.filter((p) => p.id !== params.key && p.phone !== params.key);
      if (mock.players.length === before) return fail(404, messages.notFound);
      return HttpResponse.json({ success: true, message: 'Player deleted' });
    }),
  ];
}

export function createPlayersMock(players: Player[] = []): PlayersMock {
  return { players, calls: [], failNext: null, delayMs: 0 };
}

/** An empty leaderboard answer, for screens that only need the shape. */
export const emptyLeaderboards: Leaderboards = {
  topRuns: [],
  topWickets: [],
  topDismissals: [],
  topStrikeRate: [],
  dismissalsMix: { catches: 0, stumpings: 0, runouts: 0 },
  table: [],
};
