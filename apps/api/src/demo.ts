/**
 * Loads the demo league on an empty database (unless SEED_DEMO=false). Each package seeds
 * its own tables; the order matters where one seed reads another's rows.
 */
import { eq } from 'drizzle-orm';
import type { DemoContext, Db } from '@league/core/server';
import { seedAdminDemo } from '@league/admin/server';
import { listTeams, seedTeamsDemo } from '@league/teams/server';
import { seedPlayersDemo } from '@league/players/server';
import { seedScheduleDemo } from '@league/schedule/server';
import { seedTournamentsDemo } from '@league/tournaments/server';
import { seedGalleryDemo } from '@league/gallery/server';
import { seedFinanceDemo } from '@league/finance/server';
import { seedRegistrationsDemo } from '@league/registrations/server';
import { seedAnnouncementsDemo } from '@league/announcements/server';
import { seedSponsorsDemo } from '@league/sponsors/server';
import { seedAuctionDemo } from '@league/auction/server';
import type { Storage } from '@league/gallery/server';
import { appMeta } from './meta-schema';

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'));
  return rows.length > 0;
}

/** Seeds everything once; returns false when the database was already seeded. */
export async function seedDemo(ctx: DemoContext & { storage: Storage; publicUrl: string }): Promise<boolean> {
  if (await isSeeded(ctx.db)) return false;
  await seedTeamsDemo(ctx);
  await seedPlayersDemo(ctx);
  await seedScheduleDemo({ ...ctx, teams: await listTeams(ctx.db) });
  await seedTournamentsDemo(ctx);
  await seedAnnouncementsDemo(ctx);
  await seedSponsorsDemo(ctx);
  await seedAuctionDemo(ctx);
  await seedFinanceDemo(ctx);
  await seedRegistrationsDemo(ctx);
  await seedGalleryDemo({ ...ctx, storage: ctx.storage });
  await seedAdminDemo({ ...ctx, publicUrl: ctx.publicUrl });
  await ctx.db.insert(appMeta).values({ key: 'demo_seeded', value: new Date().toISOString() });
  return true;
}
