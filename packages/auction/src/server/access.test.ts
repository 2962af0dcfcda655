import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { bearer, expectAccessMatrix, mintToken } from '@league/core/testing';
import type { AuctionView } from '../contract';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const counts = async () => ({
  auctions: await h.db.query('select id, name, status, purse from auctions order by id'),
  events: await h.db.query('select auction_id, seq, type from auction_events order by auction_id, seq'),
  paddles: await h.db.query('select id, revoked_at from auction_paddles order by id'),
});

async function started() {
  const v = await h.create();
  await h.app.inject({ method: 'PUT', url: `/api/auctions/${v._id}`, headers: h.admin, payload: { status: 'live' } });
  const lot = (await h.post(`/api/auctions/${v._id}/lots`, {})).body.data!.current!;
  return { v, lot };
}

async function paddleFor(auctionId: string, teamId: string) {
  const res = await h.post(`/api/auctions/${auctionId}/paddles`, { teamId });
  expect(res.status).toBe(201);
  return (res.body.data as unknown as { token: string; path: string }).token;
}

it('every admin route refuses each bad token (401/403) without changing a row', async () => {
  const { v, lot } = await started();
  const url = `/api/auctions/${v._id}`;
  const teamIds = (await h.teams()).slice(0, 2);
  const team = v.teams[0]!.teamId;
  await expectAccessMatrix(
    h.app,
    [
      {
        method: 'POST',
        url: '/api/auctions',
        payload: {
          name: 'Another',
          purse: 100,
          squadMin: 1,
          squadMax: 2,
          categories: [{ name: 'A', basePrice: 10 }],
          increments: [{ from: 0, step: 5 }],
          teams: teamIds.map((teamId) => ({ teamId })),
        },
        adminStatus: 201,
      },
      { method: 'GET', url: `${url}/paddles`, adminStatus: 200 },
      { method: 'POST', url: `${url}/paddles`, payload: { teamId: team }, adminStatus: 201 },
      { method: 'DELETE', url: `${url}/paddles/${team}`, adminStatus: 200 },
      { method: 'POST', url: `${url}/bids`, payload: { lotId: lot.lotId, teamId: team, amount: 100 }, adminStatus: 200 },
      { method: 'POST', url: `${url}/lots/${lot.lotId}/sold`, adminStatus: 200 },
      { method: 'POST', url: `${url}/undo`, adminStatus: 200 },
      { method: 'POST', url: `${url}/lots/${lot.lotId}/unsold`, adminStatus: 200 },
      { method: 'POST', url: `${url}/lots`, payload: {}, adminStatus: 200 },
      { method: 'PUT', url, payload: { status: 'paused' }, adminStatus: 200 },
    ],
    counts,
  );
});

it('a paddle bids for its own team in its own auction, and nothing else', async () => {
  const { v, lot } = await started();
  const other = await started();
  const url = `/api/auctions/${v._id}`;
  const [mine, theirs] = [v.teams[0]!.teamId, v.teams[1]!.teamId];
  const token = await paddleFor(v._id, mine);
  expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  const paddle = { 'x-paddle-token': token };

  const who = await h.app.inject({ method: 'GET', url: `${url}/paddle`, headers: paddle });
  expect(who.json().data).toEqual({ auctionId: v._id, teamId: mine, teamName: 'Banyan Blasters' });
  const ok = await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: mine, amount: 100 }, paddle);
  expect(ok.status).toBe(200);

  const before = await counts();
  const refusals: Array<[string, { status: number; body: { message?: string } }, number]> = [
    ['for another team', await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: theirs, amount: 110 }, paddle), 403],
    [
      'in another auction',
      await h.post(`/api/auctions/${other.v._id}/bids`, { lotId: other.lot.lotId, teamId: other.v.teams[0]!.teamId, amount: 100 }, paddle),
      401,
    ],
    ['selling', await h.post(`${url}/lots/${lot.lotId}/sold`, undefined, paddle), 401],
    ['undoing', await h.post(`${url}/undo`, undefined, paddle), 401],
    ['calling a lot', await h.post(`${url}/lots`, {}, paddle), 401],
    ['as a bearer token', await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: mine, amount: 110 }, bearer(token)), 401],
    ['with a made-up token', await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: mine, amount: 110 }, { 'x-paddle-token': 'x'.repeat(32) }), 401],
    ['with a broken body', await h.post(`${url}/bids`, '{"oops":', { ...paddle, 'content-type': 'application/json' }), 400],
  ];
  for (const [name, res, status] of refusals) expect(res.status, name).toBe(status);
  expect(refusals[0]![1].body.message).toBe('This paddle bids only for its own team');
  // A signed-in non-admin is not a paddle either.
  const member = await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: mine, amount: 110 }, bearer(await mintToken({ role: 'member' })));
  expect(member.status).toBe(403);
  expect(await counts()).toEqual(before);

  // Rotating the link revokes the old token at once.
  const fresh = await paddleFor(v._id, mine);
  const stale = await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: mine, amount: 120 }, paddle);
  expect([stale.status, stale.body.message]).toEqual([401, 'This paddle link is not valid any more. Ask the auctioneer for a new one.']);
  const other2 = await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: theirs, amount: 110 });
  expect(other2.status).toBe(200);
  expect((await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: mine, amount: 120 }, { 'x-paddle-token': fresh })).status).toBe(200);
  // Only the hash is stored.
  const rows = await h.db.query<{ token_hash: string }>('select token_hash from auction_paddles');
  expect(rows.map((r) => r.token_hash)).not.toContain(fresh);
  const revoked = await h.app.inject({ method: 'DELETE', url: `${url}/paddles/${mine}`, headers: h.admin });
  expect(revoked.statusCode).toBe(200);
  expect((await h.post(`${url}/bids`, { lotId: lot.lotId, teamId: mine, amount: 140 }, { 'x-paddle-token': fresh })).status).toBe(401);
  const state = (await h.app.inject({ method: 'GET', url })).json().data as AuctionView;
  expect(state.current!.leader).toMatchObject({ teamName: 'Banyan Blasters', amount: 120 });
});
