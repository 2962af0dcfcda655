import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedTeamsDemo } from '@league/teams/server';
import type { AuctionView } from '../contract';
import { seedAuctionDemo } from './demo';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('the demo league has an auction that ran: closed, every lot sold within the rules, squads unchanged', async () => {
  const ctx = { db: h.db.db, log: { info: () => {}, warn: () => {} }, now: new Date('2026-03-01T10:00:00Z') };
  await seedTeamsDemo(ctx);
  const before = await h.db.query('select team_id, name from team_players order by team_id, name');
  await seedAuctionDemo(ctx);
  const list = (await h.app.inject({ method: 'GET', url: '/api/auctions' })).json().data;
  expect(list).toHaveLength(1);
  const v = (await h.app.inject({ method: 'GET', url: `/api/auctions/${list[0]._id}` })).json().data as AuctionView;
  expect(v.status).toBe('closed');
  expect(v.sold.length).toBeGreaterThan(3);
  expect(v.unsold).toEqual([]);
  for (const t of v.teams) {
    expect(t.purseLeft).toBeGreaterThanOrEqual(0);
    expect(t.squadCount).toBeLessThanOrEqual(v.squadMax);
  }
  expect(await h.db.query('select team_id, name from team_players order by team_id, name')).toEqual(before);
});
