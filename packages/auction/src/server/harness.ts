/** Test-only: the auction and teams plugins on a real database, and short helpers for calls. */
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import { teamsPlugin, teamsSchema } from '@league/teams/server';
import { financePlugin } from '@league/finance/server';
import * as financeSchema from '@league/finance/schema';
import * as playersSchema from '@league/players/schema';
import { registrationsPlugin, registrationsSchema } from '@league/registrations/server';
import type { AuctionView, CreateAuctionInput } from '../contract';
import { auctionPlugin } from './plugin';
import * as schema from './schema';

/** The season's registration fee in the harness league: ₹500. */
export const REGISTRATION_FEE = 50_000;

export interface Harness {
  db: TestDb;
  app: Awaited<ReturnType<typeof createTestApp>>;
  admin: Record<string, string>;
  /** Three teams in the teams package: Banyan Blasters, Royal Strikers, Lake Lions. */
  teams(): Promise<string[]>;
  create(overrides?: Partial<CreateAuctionInput>): Promise<AuctionView>;
  /** POSTs the harness auction with these changes (three new teams unless `teams` is given), as it is answered. */
  tryCreate(overrides?: Partial<CreateAuctionInput>): Promise<{ status: number; body: { success: boolean; message?: string; data?: AuctionView } }>;
  post(
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: { success: boolean; message?: string; data?: AuctionView } }>;
  /** Creates the auction and starts it (setup to live). */
  start(overrides?: Partial<CreateAuctionInput>): Promise<AuctionView>;
  /** Calls the named player, lets `teamId` bid the base price, and sells. */
  sell(v: AuctionView, name: string, teamId: string): Promise<AuctionView>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function createHarness(): Promise<Harness> {
  // A sale reaches the squads (teams), the sign-ups' people (registrations, players) and the dues (finance).
  const db = await createTestDb(teamsSchema, schema, playersSchema, registrationsSchema, financeSchema);
  const cache = new ResponseCache();
  const source = { url: null, file: null, allowPrivate: false };
  const app = await createTestApp({
    plugins: [
      [teamsPlugin, { db: db.db, cache }],
      [auctionPlugin, { db: db.db, cache }],
      [registrationsPlugin, { db: db.db, cache, source, registrationFee: async () => REGISTRATION_FEE }],
      [financePlugin, { db: db.db, cache }],
    ],
  });
  const admin = bearer(await mintToken());
  // A second set of teams in one test gets numbered names (names are unique per section).
  let sets = 0;
  const h: Harness = {
    db,
    app,
    admin,
    async teams() {
      const ids: string[] = [];
      const suffix = sets++ ? ` ${sets}` : '';
      for (const base of ['Banyan Blasters', 'Royal Strikers', 'Lake Lions']) {
        const name = base + suffix;
        const res = await app.inject({ method: 'POST', url: '/api/teams', headers: admin, payload: { section: 'GICPL-OG', name, captain: `${name} captain` } });
        ids.push(res.json().data._id);
      }
      return ids;
    },
    async create(overrides = {}) {
      const res = await h.tryCreate(overrides);
      if (res.status !== 201) throw new Error(res.body.message);
      return res.body.data!;
    },
    async tryCreate(overrides = {}) {
      const teamIds = overrides.teams ? [] : await h.teams();
      const payload: CreateAuctionInput = {
        name: 'Season 5 auction',
        purse: 400,
        squadMin: 3,
        squadMax: 4,
        categories: [
          { name: 'Diamond', basePrice: 100 },
          { name: 'Gold', basePrice: 75 },
          { name: 'Silver', basePrice: 50 },
        ],
        increments: [
          { from: 0, step: 5 },
          { from: 100, step: 10 },
          { from: 200, step: 25 },
        ],
        teams: teamIds.map((teamId) => ({ teamId })),
        pool: Array.from({ length: 12 }, (_, i) => ({
          name: `Player ${i + 1}`,
          category: ['Diamond', 'Gold', 'Silver'][i % 3]!,
          role: i % 4 === 0 ? 'WK' : 'Batter',
        })),
        ...overrides,
      };
      return h.post('/api/auctions', payload);
    },
    async post(url, payload, headers = admin) {
      const res = await app.inject({ method: 'POST', url, headers, payload: payload as never });
      return { status: res.statusCode, body: res.json() };
    },
    async start(overrides = {}) {
      const v = await h.create(overrides);
      const live = await app.inject({ method: 'PUT', url: `/api/auctions/${v._id}`, headers: admin, payload: { status: 'live' } });
      if (live.statusCode !== 200) throw new Error(live.body);
      return live.json().data;
    },
    async sell(v, name, teamId) {
      const lot = await h.post(`/api/auctions/${v._id}/lots`, { name });
      if (lot.status !== 200) throw new Error(lot.body.message);
      const current = lot.body.data!.current!;
      const bid = await h.post(`/api/auctions/${v._id}/bids`, { lotId: current.lotId, teamId, amount: current.nextBid });
      if (bid.status !== 200) throw new Error(bid.body.message);
      const sold = await h.post(`/api/auctions/${v._id}/lots/${current.lotId}/sold`);
      if (sold.status !== 200) throw new Error(sold.body.message);
      return sold.body.data!;
    },
    async reset() {
      await db.reset();
      cache.clear();
      sets = 0;
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
  return h;
}
