import type { DemoContext } from '@league/core/server';
import { eq } from 'drizzle-orm';
import { ensureAdmin, recordLoginEvent } from './repo';
import { createAdminSignInLink } from './links';
import { admins } from './schema';

export const DEMO_ADMIN = { email: 'admin@league.local', name: 'Demo Admin', phone: '9876543210' };

// A few organisers with sign-ins over the last half day, so the dashboard's login chart,
// recent-logins list and "active now" have something true to show.
const ORGANISERS = [
  { email: 'rahul.mehta@league.local', name: 'Rahul Mehta', phone: '9812345670', hoursAgo: [0.2, 3.5, 9] },
  { email: 'priya.nair@league.local', name: 'Priya Nair', phone: '9823456781', hoursAgo: [1.2, 5.8, 11.5] },
  { email: 'arjun.singh@league.local', name: 'Arjun Singh', phone: '9834567892', hoursAgo: [2.4, 7.1] },
];

/**
 * Creates the demo admin and a few organisers with past sign-ins, then prints the demo
 * admin's one-time sign-in link in the start log (decisions.md 2 and 5).
 */
export async function seedAdminDemo(ctx: DemoContext & { publicUrl: string }): Promise<void> {
  const { db, now } = ctx;
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  for (const person of ORGANISERS) {
    const { admin } = await ensureAdmin(db, person);
    for (const h of person.hoursAgo) {
      await recordLoginEvent(db, {
        adminId: admin.id,
        email: admin.email,
        method: 'google',
        success: true,
        ip: '10.0.0.12',
        userAgent: 'Mozilla/5.0 (demo)',
        at: hoursAgo(h),
      });
    }
    const latest = hoursAgo(Math.min(...person.hoursAgo));
    await db.update(admins).set({ lastLoginAt: latest, lastSeenAt: latest }).where(eq(admins.id, admin.id));
  }
  await recordLoginEvent(db, {
    email: 'someone@example.com',
    method: 'google',
    success: false,
    reason: 'not_admin',
    ip: '10.0.0.40',
    userAgent: 'Mozilla/5.0 (demo)',
    at: hoursAgo(4.2),
  });

  await ensureAdmin(db, DEMO_ADMIN);
  const link = await createAdminSignInLink(db, { email: DEMO_ADMIN.email, publicUrl: ctx.publicUrl, now });
  // Both a pino logger and console take a plain message.
  (ctx.log as Pick<Console, 'info'>).info(
    `Sign in as the demo admin: ${link.url} (valid 15 minutes, once; \`pnpm admin:link ${DEMO_ADMIN.email}\` makes another)`,
  );
}
