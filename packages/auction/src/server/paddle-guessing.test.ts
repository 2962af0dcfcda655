/**
 * Issue 35: guessing paddle links is limited per address. The bid limit counts per token, so
 * an address trying a new token each time was never slowed; now its wrong tokens are
 * counted, and past the limit it is answered 429 (the envelope, Retry-After) before any
 * lookup, while a paddle at another address bids as usual.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createHarness, type Harness } from './harness';
import { PADDLE_FAILURES_PER_MINUTE } from './paddle-guard';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

it('answers 429 to an address past its wrong paddle tokens, and not to a paddle elsewhere', async () => {
  const v = await h.create();
  await h.app.inject({ method: 'PUT', url: `/api/auctions/${v._id}`, headers: h.admin, payload: { status: 'live' } });
  const lot = (await h.post(`/api/auctions/${v._id}/lots`, {})).body.data!.current!;
  const mine = v.teams[0]!.teamId;
  const real = (await h.post(`/api/auctions/${v._id}/paddles`, { teamId: mine })).body.data as unknown as { token: string };
  const bid = (token: string, remoteAddress: string, amount: number) =>
    h.app.inject({
      method: 'POST',
      url: `/api/auctions/${v._id}/bids`,
      remoteAddress,
      headers: { 'x-paddle-token': token, 'content-type': 'application/json' },
      payload: { lotId: lot.lotId, teamId: mine, amount },
    });
  const guess = () => randomBytes(16).toString('base64url');

  for (let i = 0; i < PADDLE_FAILURES_PER_MINUTE; i++) expect((await bid(guess(), '203.0.113.9', 100)).statusCode).toBe(401);
  const blocked = await bid(guess(), '203.0.113.9', 100);
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect(blocked.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many wrong paddle links/) });
  // The "who am I" lookup is the same door.
  const who = await h.app.inject({ method: 'GET', url: `/api/auctions/${v._id}/paddle`, remoteAddress: '203.0.113.9', headers: { 'x-paddle-token': guess() } });
  expect(who.statusCode).toBe(429);

  // The real paddle, at its own address, is not held up by someone else's guessing.
  expect((await bid(real.token, '198.51.100.7', 100)).statusCode).toBe(200);
});

it("bids and answers who it is for a live paddle at an address blocked by others' guesses (a venue's shared Wi-Fi)", async () => {
  const v = await h.start();
  const lot = (await h.post(`/api/auctions/${v._id}/lots`, {})).body.data!.current!;
  const mine = v.teams[0]!.teamId;
  const real = (await h.post(`/api/auctions/${v._id}/paddles`, { teamId: mine })).body.data as unknown as { token: string };
  const venue = '192.0.2.44';
  const bid = (token: string) =>
    h.app.inject({
      method: 'POST',
      url: `/api/auctions/${v._id}/bids`,
      remoteAddress: venue,
      headers: { 'x-paddle-token': token, 'content-type': 'application/json' },
      payload: { lotId: lot.lotId, teamId: mine, amount: 100 },
    });
  for (let i = 0; i < PADDLE_FAILURES_PER_MINUTE; i++) expect((await bid(randomBytes(16).toString('base64url'))).statusCode).toBe(401);
  expect((await bid(randomBytes(16).toString('base64url'))).statusCode).toBe(429);

  const who = await h.app.inject({ method: 'GET', url: `/api/auctions/${v._id}/paddle`, remoteAddress: venue, headers: { 'x-paddle-token': real.token } });
  expect(who.statusCode, who.body).toBe(200);
  expect(who.json().data.teamId).toBe(mine);
  const placed = await bid(real.token);
  expect(placed.statusCode, placed.body).toBe(200);
  // Guesses from there are still refused.
  expect((await bid(randomBytes(16).toString('base64url'))).statusCode).toBe(429);
});
