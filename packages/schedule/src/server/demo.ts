import { sql } from 'drizzle-orm';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { DemoContext, Executor } from '@league/core/server';
import { grounds, matches } from './schema';
import { setGlobalLink } from './repo';

export interface DemoTeam {
  section: string;
  name: string;
}

/** Used when the teams seed has not run (or its table is not there): same sections. */
export const FALLBACK_TEAMS: DemoTeam[] = [
  ...['Royal Strikers', 'Thunder Kings', 'Green Warriors', 'Sunrise Smashers', 'Desert Hawks', 'Coastal Chargers'].map((name) => ({
    section: 'GICPL-OG',
    name,
  })),
  ...['Heritage Lions', 'Blue Panthers', 'Golden Eagles', 'Metro Mavericks', 'Valley Titans', 'Storm Riders'].map((name) => ({ section: 'GICPL-H', name })),
];

const DEMO_ZONE = 'Asia/Kolkata';
const PRESS_LINK = 'https://meet.example.org/league-press-conference';
const AUCTION_LINK = 'https://auction.example.org/league-players-auction';

/**
 * Reads the teams the teams seed created. Schedule does not depend on the teams package
 * (features only read each other's public doors), so this reads the two public columns
 * and falls back to a fixed list when they are not there.
 */
async function seededTeams(db: Executor): Promise<DemoTeam[]> {
  try {
    const result = await db.execute(sql`select section, name from teams order by section, name`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as DemoTeam[];
    return rows.filter((row) => typeof row.name === 'string' && typeof row.section === 'string');
  } catch {
    return [];
  }
}

// Day offsets from "now" and the league-local kick-off: two weekend games on some days.
const SLOTS: Array<[day: number, time: string]> = [
  [-13, '07:30'],
  [-13, '15:30'],
  [-9, '16:00'],
  [-6, '07:30'],
  [-6, '15:30'],
  [-2, '16:00'],
  [1, '16:00'],
  [3, '07:30'],
  [3, '15:30'],
  [7, '16:00'],
  [10, '07:30'],
  [10, '15:30'],
  [14, '16:00'],
  [17, '07:30'],
];

/** Past and future fixtures around `now` in both sections, and the two global links. */
export async function seedScheduleDemo(ctx: DemoContext & { teams?: DemoTeam[] }): Promise<void> {
  const known = ctx.teams ?? (await seededTeams(ctx.db));
  const bySection = new Map<string, string[]>();
  for (const team of known.length >= 4 ? known : FALLBACK_TEAMS) {
    bySection.set(team.section, [...(bySection.get(team.section) ?? []), team.name]);
  }
  const sections = [...bySection.values()].filter((names) => names.length >= 2);
  if (sections.length === 0) return;

  // Two school grounds shared in slots, as Indian community leagues play (part 3 spec 4).
  const demoGrounds = [
    { name: 'St. Xavier School Ground', address: 'Navrangpura, Ahmedabad', mapUrl: 'https://maps.example.org/st-xavier-school-ground' },
    { name: 'Riverside Park', address: 'Sabarmati Riverfront, Ahmedabad', mapUrl: 'https://maps.example.org/riverside-park' },
  ];
  await ctx.db.insert(grounds).values(demoGrounds).onConflictDoNothing();
  const byName = new Map((await ctx.db.select().from(grounds)).map((g) => [g.name, g.id]));
  const [school, park] = demoGrounds.map((g) => byName.get(g.name));
  const rows = SLOTS.map(([day, time], i) => {
    // Alternate sections so both have past and future games; rotate pairings in a section.
    const names = sections[i % sections.length]!;
    const round = Math.floor(i / sections.length);
    const home = names[(round * 2) % names.length]!;
    const away = names[(round * 2 + 1 + Math.floor(round / names.length)) % names.length]!;
    const localDay = formatInTimeZone(new Date(ctx.now.getTime() + day * 86_400_000), DEMO_ZONE, 'yyyy-MM-dd');
    return {
      team1: home,
      team2: away === home ? names[(names.indexOf(home) + 1) % names.length]! : away,
      matchDate: fromZonedTime(`${localDay}T${time}`, DEMO_ZONE),
      groundId: (time === '07:30' ? school : park) ?? null,
      createdAt: ctx.now,
    };
  });
  await ctx.db.insert(matches).values(rows);
  await setGlobalLink(ctx.db, 'pressConferenceLink', PRESS_LINK);
  await setGlobalLink(ctx.db, 'auctionLink', AUCTION_LINK);
  // Either logger type takes a plain message; the union's signatures just do not unify.
  const log = ctx.log as Pick<Console, 'info'>;
  log.info(`schedule: ${rows.length} demo fixtures at 2 grounds and both links`);
}
