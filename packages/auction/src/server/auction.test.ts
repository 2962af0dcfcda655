import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuctionView } from '../contract';
import { csvCell } from './room';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const team = (v: AuctionView, name: string) => v.teams.find((t) => t.name === name)!;

const liveAuction = () => h.start();

describe('setup', () => {
  it('creates an auction whose state lists every team with its purse, squad and maximum bid', async () => {
    const v = await h.create();
    expect(v.status).toBe('setup');
    expect(v.teams.map((t) => [t.name, t.purseLeft, t.squadCount, t.maxBid])).toEqual([
      ['Banyan Blasters', 400, 0, 300],
      ['Royal Strikers', 400, 0, 300],
      ['Lake Lions', 400, 0, 300],
    ]);
    expect(v.pool).toHaveLength(12);
    const list = await h.app.inject({ method: 'GET', url: '/api/auctions' });
    expect(list.json().data).toMatchObject([{ name: 'Season 5 auction', status: 'setup', teamCount: 3, poolCount: 12 }]);
  });

  it('refuses an inconsistent auction in words, and a squad maximum below the minimum', async () => {
    const teamIds = await h.teams();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auctions',
      headers: h.admin,
      payload: {
        name: 'x',
        purse: 100,
        squadMin: 5,
        squadMax: 3,
        categories: [{ name: 'Gold', basePrice: 10 }],
        increments: [{ from: 0, step: 5 }],
        teams: teamIds.map((teamId) => ({ teamId })),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Squad maximum must be at least the squad minimum');
  });

  it('refuses pool, category and auction names with control or text-direction characters (issue 35), changing nothing', async () => {
    const teamIds = await h.teams();
    const valid = {
      name: 'Season 5 auction',
      purse: 100,
      squadMin: 1,
      squadMax: 3,
      categories: [{ name: 'Gold', basePrice: 10 }],
      increments: [{ from: 0, step: 5 }],
      teams: teamIds.map((teamId) => ({ teamId })),
      pool: [{ name: 'Asha Rao', category: 'Gold' }],
    };
    const bad = 'Ravi\u202Eetis.exe';
    for (const payload of [
      { ...valid, pool: [{ name: bad, category: 'Gold' }] },
      { ...valid, pool: [{ name: 'Line\nbreak', category: 'Gold' }] },
      { ...valid, pool: [{ name: 'Asha Rao', category: 'Gold', role: 'Bat\u2066ter' }] },
      { ...valid, categories: [{ name: 'Go\u200Fld', basePrice: 10 }], pool: [] },
      { ...valid, name: bad },
    ]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/auctions', headers: h.admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Names cannot contain control or text-direction characters' });
    }
    const list = await h.app.inject({ method: 'GET', url: '/api/auctions', headers: h.admin });
    expect(list.json().data).toEqual([]);
    expect((await h.app.inject({ method: 'POST', url: '/api/auctions', headers: h.admin, payload: valid })).statusCode).toBe(201);
  });

  it('pre-assigns captains at a price of 0 and edits only while in setup', async () => {
    const teamIds = await h.teams();
    const v = await h.create({
      teams: teamIds.map((teamId) => ({ teamId })),
      pool: [
        { name: 'Captain Banyan', category: 'Gold', teamId: teamIds[0] },
        { name: 'Free Agent', category: 'Silver' },
      ],
    });
    expect(team(v, 'Banyan Blasters')).toMatchObject({ squadCount: 1, purseLeft: 400, maxBid: 350 });
    const edited = await h.app.inject({ method: 'PUT', url: `/api/auctions/${v._id}`, headers: h.admin, payload: { purse: 500 } });
    expect(edited.json().data.teams[1].purseLeft).toBe(500);
    await h.app.inject({ method: 'PUT', url: `/api/auctions/${v._id}`, headers: h.admin, payload: { status: 'live' } });
    const late = await h.app.inject({ method: 'PUT', url: `/api/auctions/${v._id}`, headers: h.admin, payload: { purse: 600 } });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('The auction can only be edited before it starts');
  });

  it("saves the whole setup as the setup screen sends it: teams, own purses, sign-ups' profiles and captains kept", async () => {
    const teamIds = await h.teams();
    const v = await h.create({
      teams: teamIds.slice(0, 2).map((teamId) => ({ teamId })),
      pool: [{ name: 'Captain Banyan', category: 'Gold', teamId: teamIds[0] }],
    });
    const profile = '11111111-0000-4000-8000-000000000001';
    const whole = {
      name: 'Season 5 auction (final)',
      tournamentId: null,
      purse: 500,
      squadMin: 2,
      squadMax: 5,
      categories: [
        { name: 'Gold', basePrice: 75 },
        { name: 'Bronze', basePrice: 25 },
      ],
      increments: [{ from: 0, step: 5 }],
      teams: [
        { teamId: teamIds[0], purse: null },
        { teamId: teamIds[1], purse: 450 },
        { teamId: teamIds[2], purse: null },
      ],
      pool: [
        { name: 'Captain Banyan', category: 'Gold', role: 'Captain', playerId: null, stats: '300 runs', teamId: teamIds[0] },
        { name: 'Asha Rao', category: 'Bronze', role: 'Batter', playerId: profile, stats: null, teamId: null },
      ],
    };
    const res = await h.app.inject({ method: 'PUT', url: `/api/auctions/${v._id}`, headers: h.admin, payload: whole });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await h.app.inject({ method: 'GET', url: `/api/auctions/${v._id}`, headers: h.admin })).json().data as AuctionView;
    expect(saved).toMatchObject({ name: 'Season 5 auction (final)', purse: 500, squadMin: 2, squadMax: 5, categories: whole.categories, status: 'setup' });
    expect(saved.teams.map((t) => [t.name, t.purse, t.squadCount])).toEqual([
      ['Banyan Blasters', 500, 1],
      ['Royal Strikers', 450, 0],
      ['Lake Lions', 500, 0],
    ]);
    expect(saved.pool.map(({ name, category, role, playerId, stats, teamId }) => ({ name, category, role, playerId, stats, teamId }))).toEqual(whole.pool);
    const list = (await h.app.inject({ method: 'GET', url: '/api/auctions' })).json().data;
    expect(list).toMatchObject([{ name: 'Season 5 auction (final)', teamCount: 3, poolCount: 2 }]);
    // A pool entry in a category the edit removed is refused in words, and nothing changes.
    const stale = await h.app.inject({
      method: 'PUT',
      url: `/api/auctions/${v._id}`,
      headers: h.admin,
      payload: { categories: [{ name: 'Gold', basePrice: 75 }] },
    });
    expect(stale.json()).toEqual({ success: false, message: "Category Bronze is not one of the auction's categories" });
    expect((await h.app.inject({ method: 'GET', url: `/api/auctions/${v._id}`, headers: h.admin })).json().data.categories).toEqual(whole.categories);
  });
});

describe('the room', () => {
  it('calls a lot, refuses bids in the spec words, sells, undoes exactly, and closes into the squads', async () => {
    const v0 = await liveAuction();
    const url = `/api/auctions/${v0._id}`;
    const [a, b] = [team(v0, 'Banyan Blasters').teamId, team(v0, 'Royal Strikers').teamId];

    const called = await h.post(`${url}/lots`, { name: 'player 2' });
    expect(called.status).toBe(200);
    const lot = called.body.data!.current!;
    expect(lot).toMatchObject({ name: 'Player 2', category: 'Gold', basePrice: 75, nextBid: 75, bids: [] });

    const low = await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: a, amount: 70 });
    expect([low.status, low.body.message]).toEqual([400, 'Bid must be at least 75']);
    expect((await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: a, amount: 80 })).status).toBe(200);
    const small = await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: b, amount: 84 });
    expect([small.status, small.body.message]).toEqual([409, 'Bid must be at least 85']);
    const big = await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: b, amount: 305 });
    expect([big.status, big.body.message]).toEqual([400, "Above Royal Strikers' maximum bid of 300"]);
    const raised = await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: b, amount: 120 });
    expect(raised.body.data!.current!.leader).toMatchObject({ teamName: 'Royal Strikers', amount: 120 });
    const beforeSale = (await h.app.inject({ method: 'GET', url })).json().data as AuctionView;

    const sold = await h.post(`${url}/lots/${lot.lotId}/sold`);
    expect(sold.status).toBe(200);
    expect(sold.body.data!.hammer).toMatchObject({ kind: 'sold', name: 'Player 2', teamName: 'Royal Strikers', price: 120 });
    expect(team(sold.body.data!, 'Royal Strikers')).toMatchObject({ purseLeft: 280, squadCount: 1, maxBid: 230 });

    const undone = await h.post(`${url}/undo`);
    expect(undone.status).toBe(200);
    const { seq: _a, ...afterUndo } = undone.body.data!;
    const { seq: _b, ...before } = beforeSale;
    expect(afterUndo).toEqual(before);
    expect((await h.post(`${url}/undo`)).body.message).toBe('Sell or mark the current lot unsold first');

    await h.post(`${url}/lots/${lot.lotId}/sold`);
    // Unsold, then re-called one category lower.
    const next = (await h.post(`${url}/lots`, { name: 'Player 1' })).body.data!.current!;
    const unsold = await h.post(`${url}/lots/${next.lotId}/unsold`);
    expect(unsold.body.data!.unsold.map((u) => u.name)).toEqual(['Player 1']);
    expect(unsold.body.data!.hammer).toMatchObject({ kind: 'unsold', name: 'Player 1' });
    const recalled = (await h.post(`${url}/lots`, { name: 'Player 1', lower: true })).body.data!.current!;
    expect(recalled).toMatchObject({ category: 'Gold', basePrice: 75, round: 2 });
    await h.post(`${url}/bids`, { lotId: recalled.lotId, teamId: a, amount: 75 });
    await h.post(`${url}/lots/${recalled.lotId}/sold`);

    const closed = await h.app.inject({ method: 'PUT', url, headers: h.admin, payload: { status: 'closed' } });
    expect(closed.json().data.status).toBe('closed');
    const teams = (await h.app.inject({ method: 'GET', url: '/api/teams' })).json().data as { name: string; players: { name: string }[] }[];
    expect(teams.find((t) => t.name === 'Royal Strikers')!.players.map((p) => p.name)).toEqual(['Player 2']);
    expect(teams.find((t) => t.name === 'Banyan Blasters')!.players.map((p) => p.name)).toEqual(['Player 1']);
    const late = await h.post(`${url}/lots`, {});
    expect([late.status, late.body.message]).toEqual([400, 'The auction is closed']);

    const csv = await h.app.inject({ method: 'GET', url: `${url}/squads.csv` });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    // With a byte-order mark (issue 35): without one, Excel garbles Hindi names.
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toBe('\uFEFFTeam,Player,Category,Role,Price\r\nBanyan Blasters,Player 1,Diamond,WK,75\r\nRoyal Strikers,Player 2,Gold,Batter,120\r\n');
  });

  it('a bid naming the state it saw (`after`) is refused with 409 once the state has moved on', async () => {
    const v = await liveAuction();
    const url = `/api/auctions/${v._id}`;
    const lot = (await h.post(`${url}/lots`, {})).body.data!;
    const [a, b] = [v.teams[0]!.teamId, v.teams[1]!.teamId];
    const first = await h.post(`${url}/bids`, { lotId: lot.current!.lotId, teamId: a, amount: 100, after: lot.seq });
    expect(first.status).toBe(200);
    // A higher bid, still valid by the rules, but made on the state before the first bid.
    const stale = await h.post(`${url}/bids`, { lotId: lot.current!.lotId, teamId: b, amount: 150, after: lot.seq });
    expect([stale.status, stale.body.message]).toEqual([409, 'The auction has moved on since you looked. Look again and bid.']);
    const fresh = await h.post(`${url}/bids`, { lotId: lot.current!.lotId, teamId: b, amount: 150, after: first.body.data!.seq });
    expect(fresh.status).toBe(200);
  });

  it('calls at random within the current category (the first with players waiting)', async () => {
    const v = await liveAuction();
    const res = await h.post(`/api/auctions/${v._id}/lots`, {});
    expect(res.body.message).toBeUndefined();
    const lot = res.body.data!.current!;
    expect(lot.category).toBe('Diamond');
  });

  it('a paused auction takes no bids, and no lot is sold without a bid', async () => {
    const v = await liveAuction();
    const url = `/api/auctions/${v._id}`;
    const lot = (await h.post(`${url}/lots`, {})).body.data!.current!;
    expect((await h.post(`${url}/lots/${lot.lotId}/sold`)).body.message).toBe('No bids: mark the lot unsold');
    await h.app.inject({ method: 'PUT', url, headers: h.admin, payload: { status: 'paused' } });
    const bid = await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: v.teams[0]!.teamId, amount: 100 });
    expect([bid.status, bid.body.message]).toEqual([400, 'The auction is paused']);
  });

  it('a full squad cannot bid', async () => {
    const teamIds = await h.teams();
    const v = await h.create({
      squadMin: 1,
      squadMax: 1,
      teams: teamIds.map((teamId) => ({ teamId })),
      pool: [
        { name: 'Cap', category: 'Gold', teamId: teamIds[0] },
        { name: 'Open', category: 'Gold' },
      ],
    });
    const url = `/api/auctions/${v._id}`;
    await h.app.inject({ method: 'PUT', url, headers: h.admin, payload: { status: 'live' } });
    const lot = (await h.post(`${url}/lots`, {})).body.data!.current!;
    const bid = await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: teamIds[0], amount: 75 });
    expect([bid.status, bid.body.message]).toEqual([400, 'Squad is full']);
  });
});

it('CSV cells are quoted around separators and never start a formula', () => {
  expect(csvCell('Smith, J')).toBe('"Smith, J"');
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvCell('+91')).toBe("'+91");
  expect(csvCell('@me')).toBe("'@me");
  expect(csvCell('-5')).toBe("'-5");
  expect(csvCell(120)).toBe('120');
});
