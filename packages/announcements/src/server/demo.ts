import type { DemoContext } from '@league/core/server';
import type { AnnouncementData } from '../contract';
import { announcements } from './schema';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The demo's announcements, relative to `now`: every type and priority, plus one that has
 * expired, one switched off and one scheduled for later, so visitors and admins see
 * different lists.
 */
export function demoAnnouncements(now: Date): Array<AnnouncementData & { ageHours: number }> {
  const at = (offset: number) => new Date(now.getTime() + offset).toISOString();
  return [
    {
      title: 'Season opener this Sunday at 7 AM',
      message:
        'GICPL-OG kicks off with Banyan Blasters vs Gully Gladiators on the school ground. Reporting time 6:30 AM, whites optional, enthusiasm compulsory.',
      type: 'EVENT',
      priority: 'HIGH',
      isActive: true,
      startsAt: at(-3 * DAY),
      expiresAt: at(6 * DAY),
      ageHours: 2,
    },
    {
      title: 'Ground change for Saturday',
      message: 'The municipal ground is closed for maintenance. Saturday matches move to the Sector 9 ground, same timings.',
      type: 'ALERT',
      priority: 'MEDIUM',
      isActive: true,
      startsAt: null,
      expiresAt: at(4 * DAY),
      ageHours: 20,
    },
    {
      title: 'Registrations open for GICPL-H',
      message: 'Under-16 players can register through the Register Now button. Bring a parent to the auction briefing.',
      type: 'INFO',
      priority: 'LOW',
      isActive: true,
      startsAt: null,
      expiresAt: null,
      ageHours: 50,
    },
    {
      title: 'Auction press conference moved to 6 PM',
      message: 'Captains, please reach the clubhouse by 5:45 PM. The link will be on the schedule page.',
      type: 'INFO',
      priority: 'MEDIUM',
      isActive: true,
      startsAt: at(-2 * DAY),
      expiresAt: null,
      ageHours: 30,
    },
    {
      title: 'Rain delay: morning match pushed back',
      message: 'The 7 AM match started at 9 AM after the outfield dried. Thanks for waiting, everyone.',
      type: 'ALERT',
      priority: 'HIGH',
      isActive: true,
      startsAt: at(-10 * DAY),
      expiresAt: at(-8 * DAY),
      ageHours: 240,
    },
    {
      title: 'Jersey collection (draft)',
      message: 'Team jerseys can be collected from the treasurer after the auction. Details to follow.',
      type: 'INFO',
      priority: 'LOW',
      isActive: false,
      startsAt: null,
      expiresAt: null,
      ageHours: 5,
    },
    {
      title: 'Finals day fan zone',
      message: 'Food stalls, a bowling-speed challenge for kids and the trophy on display from 4 PM on finals day.',
      type: 'EVENT',
      priority: 'LOW',
      isActive: true,
      startsAt: at(14 * DAY),
      expiresAt: at(21 * DAY),
      ageHours: 1,
    },
  ];
}

/** Demo data for announcements. */
export async function seedAnnouncementsDemo(ctx: DemoContext): Promise<void> {
  const rows = demoAnnouncements(ctx.now).map(({ ageHours, startsAt, expiresAt, ...rest }) => {
    const stamp = new Date(ctx.now.getTime() - ageHours * HOUR);
    return {
      ...rest,
      startsAt: startsAt ? new Date(startsAt) : null,
      expiresAt: expiresAt ? new Date(expiresAt) : null,
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
  await ctx.db.insert(announcements).values(rows);
  (ctx.log.info as (message: string) => void)(`announcements demo: ${rows.length} announcements`);
}
