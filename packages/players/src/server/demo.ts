/**
 * Demo roster: one player for every name in the teams' squads (so the Teams and Player
 * Profiles screens tell the same story), topped up to about a hundred, with seeded stats.
 * Photos are left empty so the initials avatars show.
 */
import type { DemoContext, Executor } from '@league/core/server';
import { playerInputSchema, BAT_STYLES, BOWL_STYLES, type PlayerCreate } from '../contract';
import { countPlayers, rowOf } from './repo';
import { ageStatus } from '@league/people/contract';
import { ensurePersonByPhone } from '@league/people/server';
import { players } from './schema';
import { seededRandom } from '@league/core/server';
import { demoStats, fallbackNames, pickKind, type Rng } from './demo-stats';

export const DEMO_ROSTER_SIZE = 100;

type Log = { info(message: string): void; warn(message: string): void };

interface SquadName {
  name: string;
  role?: string;
}

/** Squad names from the teams package, or [] when it has none (or is not built yet). */
async function squadNames(db: Executor, log: Log): Promise<SquadName[]> {
  try {
    const teams = (await import('@league/teams/server')) as {
      listTeams?: (db: Executor) => Promise<Array<{ players?: Array<{ name: string; role?: string }> }>>;
    };
    if (typeof teams.listTeams !== 'function') return [];
    const list = await teams.listTeams(db);
    return list.flatMap((team) => team.players ?? []).map((p) => ({ name: p.name.trim(), role: p.role }));
  } catch (error) {
    log.warn(`players demo: team squads unavailable (${(error as Error).message}); using built-in names`);
    return [];
  }
}

function pick<T>(rng: Rng, values: readonly T[], firstWeight: number): T {
  return (rng() < firstWeight ? values[0] : values[1]) as T;
}

/** Builds the demo players (exported for tests). */
export function demoPlayers(squads: SquadName[], seed = 2025): PlayerCreate[] {
  const rng = seededRandom(seed);
  const seen = new Set<string>();
  const roster: SquadName[] = [];
  for (const entry of squads) {
    const key = entry.name.toLowerCase();
    if (!entry.name || seen.has(key)) continue;
    seen.add(key);
    roster.push(entry);
  }
  if (roster.length < DEMO_ROSTER_SIZE * 0.9) {
    for (const name of fallbackNames(rng, DEMO_ROSTER_SIZE * 2)) {
      if (roster.length >= DEMO_ROSTER_SIZE) break;
      if (!seen.has(name.toLowerCase())) roster.push({ name });
      seen.add(name.toLowerCase());
    }
  }

  const phones = new Set<string>();
  return roster.map(({ name, role }) => {
    let phone: string;
    do phone = `${6 + Math.floor(rng() * 4)}${String(Math.floor(rng() * 1e9)).padStart(9, '0')}`;
    while (phones.has(phone));
    phones.add(phone);
    const year = 1988 + Math.floor(rng() * 22);
    const month = String(1 + Math.floor(rng() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(rng() * 28)).padStart(2, '0');
    // Parsing through the contract proves the demo obeys the same rules as the API.
    return playerInputSchema.parse({
      name,
      phone,
      jerseyNumber: 1 + Math.floor(rng() * 99),
      dob: `${year}-${month}-${day}`,
      batStyle: pick(rng, BAT_STYLES, 0.78),
      bowlStyle: pick(rng, BOWL_STYLES, 0.74),
      ...demoStats(rng, pickKind(rng, role)),
    });
  });
}

export async function seedPlayersDemo(ctx: DemoContext): Promise<void> {
  if ((await countPlayers(ctx.db)) > 0) return;
  const log = ctx.log as Log;
  const roster = demoPlayers(await squadNames(ctx.db, log));
  // Each profile is a person; two in three of the demo's minors have a guardian's consent
  // on record, so the demo shows both a named child and a hidden one.
  let minors = 0;
  const rows = [];
  for (const player of roster) {
    const minor = ageStatus({ birthDate: player.dob ?? null }, ctx.now) !== 'adult';
    const consent = minor && minors++ % 3 !== 2 ? { by: 'demo', at: ctx.now, guardianName: 'Demo guardian', guardianPhone: '' } : null;
    // The squads already hold this name as a person: the profile is that person.
    const personId = await ensurePersonByPhone(ctx.db, { name: player.name, phone: player.phone, birthDateText: player.dob ?? null, consent }, ctx.now);
    rows.push({ ...rowOf(player), personId });
  }
  await ctx.db.insert(players).values(rows);
  log.info(`players demo: ${roster.length} players`);
}
