import type { DemoContext } from '@league/core/server';
import type { SponsorInput } from '../contract';
import { sponsors } from './schema';

/** Neighbourhood businesses that back the league; one without an owner, one without an overview. */
export const demoSponsors: SponsorInput[] = [
  {
    companyName: 'Shree Ganesh Sports',
    ownerName: 'Ramesh Patil',
    companyOverview:
      'The sports shop next to the school gate since 1998: English-willow bats, pads, gloves and leather balls, with free knocking-in for league players.',
  },
  {
    companyName: 'Annapurna Sweets & Snacks',
    ownerName: 'Meena Joshi',
    companyOverview: 'Samosas, jalebis and cutting chai for every finals day. Annapurna feeds both teams and the umpires after each match.',
  },
  {
    companyName: 'Sai Krupa Medicals',
    ownerName: 'Anil Kulkarni',
    companyOverview: 'Open till midnight on the main road. Keeps the league first-aid kit stocked with ice packs, crepe bandages and ORS.',
  },
  {
    companyName: 'Green Valley Dairy',
    ownerName: 'Suresh Yadav',
    companyOverview: 'Fresh milk, lassi and buttermilk delivered to the ground on hot summer match days.',
  },
  {
    companyName: 'Sunrise Auto Works',
    ownerName: 'Imran Shaikh',
    companyOverview: 'Two-wheeler and car servicing. Sponsors the Player of the Match award and the free pick-up for the under-16 players.',
  },
  {
    companyName: 'Kiran Stationers & Xerox',
    ownerName: 'Kiran Deshmukh',
    companyOverview: 'Prints the scorecards, fixtures posters and the registration forms, and laminates the team photos.',
  },
  {
    companyName: 'Pixel Print Studio',
    companyOverview: 'Jersey printing and banners: the names and numbers on every GICPL shirt come from here.',
  },
  {
    companyName: 'Hotel Sahyadri Family Restaurant',
    ownerName: 'Prakash Shetty',
  },
];

/** Demo data for sponsors: older ones first, so the newest-first list starts at the last. */
export async function seedSponsorsDemo(ctx: DemoContext): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const rows = demoSponsors.map((sponsor, index) => {
    const stamp = new Date(ctx.now.getTime() - (demoSponsors.length - index) * 3 * day);
    return {
      companyName: sponsor.companyName,
      ownerName: sponsor.ownerName ?? null,
      companyOverview: sponsor.companyOverview ?? null,
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
  await ctx.db.insert(sponsors).values(rows);
  (ctx.log.info as (message: string) => void)(`sponsors demo: ${rows.length} sponsors`);
}
