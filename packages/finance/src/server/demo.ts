import { randomUUID } from 'node:crypto';
import type { DemoContext } from '@league/core/server';
import { EXPENSE_CATEGORIES } from '../contract';
import { financeAudit, financeContributions, financeExpenses } from './schema';

const PLAYERS = [
  'Aarav Sharma',
  'Vihaan Patel',
  'Ishaan Reddy',
  'Kabir Singh',
  'Arjun Nair',
  'Reyansh Gupta',
  'Aditya Rao',
  'Sai Krishna',
  'Rohan Mehta',
  'Dhruv Iyer',
  'Karthik Menon',
  'Nikhil Joshi',
  'Pranav Kulkarni',
  'Yash Verma',
  'Siddharth Das',
  'Ananya Pillai',
  'Tanvi Desai',
  'Meera Bhat',
];
const SPONSORS = ['Sri Lakshmi Sports', 'Green Valley Dairy', 'Kaveri Motors', 'Sunrise Tutorials', 'Annapurna Caterers'];
const EXPENSES: Record<(typeof EXPENSE_CATEGORIES)[number], Array<[string, number, number]>> = {
  EQUIPMENT: [
    ['Match balls (dozen)', 2400, 3600],
    ['Stumps and bails set', 1800, 2600],
    ['Batting gloves', 1200, 2200],
    ['Scorebook', 250, 450],
  ],
  GROUND_RENT: [
    ['Ground booking, Saturday', 3000, 5000],
    ['Ground booking, Sunday', 3000, 5000],
    ['Net practice slot', 800, 1500],
  ],
  TRAVEL: [
    ['Team van to away ground', 1500, 3200],
    ['Umpires travel', 400, 900],
  ],
  FOOD: [
    ['Water and energy drinks', 600, 1400],
    ['Lunch for both teams', 2500, 4800],
    ['Tea and snacks', 350, 800],
  ],
  MISCELLANEOUS: [
    ['First-aid kit refill', 500, 1100],
    ['Trophy engraving', 900, 2000],
    ['Printing of fixtures', 300, 700],
  ],
};

/** A small deterministic generator, so every demo start shows the same season. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A season of money: player fees and sponsorships (income) and expenses in every
 * category, spread over the ~60 days before `now`, each with its audit row.
 */
export async function seedFinanceDemo(ctx: DemoContext): Promise<void> {
  const rnd = random(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const day = 24 * 60 * 60 * 1000;
  const at = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * day - Math.floor(rnd() * 10 * 60) * 60_000);
  const contributions: Array<typeof financeContributions.$inferInsert> = [];
  const expenses: Array<typeof financeExpenses.$inferInsert> = [];

  PLAYERS.forEach((name, i) => {
    const fee = 1500 * 100;
    contributions.push({
      id: randomUUID(),
      contributorType: 'PLAYER',
      contributorName: name,
      amountPaise: fee,
      note: 'Season registration fee',
      createdAt: at(58 - i),
    });
    if (rnd() < 0.4) {
      contributions.push({
        id: randomUUID(),
        contributorType: 'PLAYER',
        contributorName: name,
        amountPaise: (200 + Math.floor(rnd() * 6) * 50) * 100,
        note: 'Kit and jersey',
        createdAt: at(30 - Math.floor(rnd() * 25)),
      });
    }
  });
  SPONSORS.forEach((name, i) => {
    contributions.push({
      id: randomUUID(),
      contributorType: 'SPONSOR',
      contributorName: name,
      amountPaise: (10_000 + i * 5_000) * 100,
      note: i === 0 ? 'Title sponsor, first instalment' : null,
      createdAt: at(55 - i * 9),
    });
  });
  contributions.push({
    id: randomUUID(),
    contributorType: 'SPONSOR',
    contributorName: SPONSORS[0]!,
    amountPaise: 15_000 * 100,
    note: 'Title sponsor, second instalment',
    createdAt: at(12),
  });

  for (const category of EXPENSE_CATEGORIES) {
    const items = EXPENSES[category];
    const count = category === 'GROUND_RENT' || category === 'FOOD' ? 7 : 4;
    for (let i = 0; i < count; i++) {
      const [item, low, high] = pick(items);
      const rupees = Math.round((low + rnd() * (high - low)) / 10) * 10;
      expenses.push({
        id: randomUUID(),
        item,
        category,
        amountPaise: rupees * 100,
        note: rnd() < 0.3 ? 'Paid in cash, receipt with treasurer' : null,
        createdAt: at(Math.floor(rnd() * 58)),
      });
    }
  }
  for (const row of [...contributions, ...expenses]) row.updatedAt = row.createdAt;

  await ctx.db.transaction(async (tx) => {
    const c = await tx.insert(financeContributions).values(contributions).returning();
    const e = await tx.insert(financeExpenses).values(expenses).returning();
    const actor = { adminSub: 'demo-seed', adminEmail: null, adminName: 'Demo data' };
    const trail = [
      ...c.map((row) => ({
        entity: 'contribution',
        entityId: row.id,
        action: 'create',
        before: null,
        after: JSON.parse(JSON.stringify(row)),
        at: row.createdAt,
        ...actor,
      })),
      ...e.map((row) => ({
        entity: 'expense',
        entityId: row.id,
        action: 'create',
        before: null,
        after: JSON.parse(JSON.stringify(row)),
        at: row.createdAt,
        ...actor,
      })),
    ];
    await tx.insert(financeAudit).values(trail);
  });
  (ctx.log as { info(message: string): void }).info(`finance demo: ${contributions.length} contributions, ${expenses.length} expenses`);
}
