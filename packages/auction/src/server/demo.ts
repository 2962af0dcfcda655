/**
 * The demo league's auction, already run: the teams' own players went under the hammer
 * (each to the team they play for), one was unsold and re-called a category lower, and
 * the auction is closed. Every event goes through the rules, as a live one would.
 */
import { randomUUID } from 'node:crypto';
import type { DemoContext } from '@league/core/server';
import { listTeams } from '@league/teams/server';
import { initialState, lowerCategory, step, type AuctionEvent, type AuctionSetup, type AuctionState } from '../rules';
import { createAuction, insertEvent, loadAuction } from './repo';

const CATEGORIES = [
  { name: 'Diamond', basePrice: 100 },
  { name: 'Gold', basePrice: 75 },
  { name: 'Silver', basePrice: 50 },
];

export async function seedAuctionDemo(ctx: DemoContext): Promise<void> {
  const teams = (await listTeams(ctx.db)).filter((t) => t.players.length >= 2).slice(0, 4);
  if (teams.length < 2) return;
  const pool = teams.flatMap((t) => [
    // The captain is pre-assigned at a price of 0.
    { name: t.captain, category: 'Diamond', role: 'Captain', teamId: t._id, playerId: null, stats: null, registrationId: null, personId: null },
    ...t.players
      .filter((p) => p.name !== t.captain)
      .slice(0, 3)
      .map((p, i) => ({
        name: p.name,
        category: CATEGORIES[i % 3]!.name,
        role: p.role === 'WK' ? 'WK' : null,
        teamId: null,
        playerId: null,
        stats: null,
        registrationId: null,
        personId: null,
      })),
  ]);
  const id = await createAuction(ctx.db, {
    name: 'Season auction',
    tournamentId: null,
    playerFeePaise: 0,
    purse: 1000,
    squadMin: 3,
    squadMax: 6,
    categories: CATEGORIES,
    increments: [
      { from: 0, step: 5 },
      { from: 100, step: 10 },
      { from: 200, step: 25 },
    ],
    teams: teams.map((t) => ({ teamId: t._id, purse: null })),
    pool,
  });
  const record = (await loadAuction(ctx.db, id))!;
  const setup: AuctionSetup = record.setup;
  let state: AuctionState = initialState(setup);
  let seq = 0;
  const log = async (event: AuctionEvent) => {
    state = step(setup, state, event);
    await insertEvent(ctx.db, id, ++seq, event);
  };
  // The team a player plays for wins the lot, after a short bidding war.
  const owner = new Map(teams.flatMap((t) => t.players.map((p) => [p.name, t._id] as const)));
  await log({ type: 'status', status: 'live' });
  const lots = setup.pool.filter((p) => !p.teamId);
  for (const [n, p] of lots.entries()) {
    const category = CATEGORIES.find((c) => c.name === p.category)!;
    const lotId = randomUUID();
    if (n === 1) {
      // Nobody bid the first time; re-called one category lower, then sold.
      await log({ type: 'lot', lotId, poolId: p.poolId, category: category.name, basePrice: category.basePrice });
      await log({ type: 'unsold', lotId });
      const lower = lowerCategory(setup, category.name)!;
      const again = randomUUID();
      await log({ type: 'lot', lotId: again, poolId: p.poolId, category: lower.name, basePrice: lower.basePrice });
      await log({ type: 'bid', lotId: again, teamId: owner.get(p.name)!, amount: lower.basePrice });
      await log({ type: 'sold', lotId: again });
      continue;
    }
    await log({ type: 'lot', lotId, poolId: p.poolId, category: category.name, basePrice: category.basePrice });
    const winner = owner.get(p.name)!;
    const rival = teams.find((t) => t._id !== winner)!._id;
    const rounds = 1 + (n % 4);
    let amount = category.basePrice;
    for (let r = 0; r < rounds; r++) {
      await log({ type: 'bid', lotId, teamId: rival, amount });
      amount += amount >= 200 ? 25 : amount >= 100 ? 10 : 5;
      await log({ type: 'bid', lotId, teamId: winner, amount });
      amount += amount >= 200 ? 25 : amount >= 100 ? 10 : 5;
    }
    await log({ type: 'sold', lotId });
  }
  // Closed: its players already play for these teams, so no squad changes.
  await log({ type: 'status', status: 'closed' });
  (ctx.log.info as (message: string) => void)(`demo: auction "${record.name}" with ${state.sold.length} sales`);
}
