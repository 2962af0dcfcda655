/**
 * The demo league's season (decisions.md 6): each section's tournament of this year with a
 * round robin played in the weeks before `now`, every past fixture scored ball by ball by
 * the engine's seeded simulation, and the future fixtures left scheduled.
 */
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DemoContext } from '@league/core/server';
import { matches } from '@league/schedule/schema';
import { teamPlayers, teams } from '@league/teams/schema';
import { simulateMatch } from '@league/cricket';
import { matchContext, recompute } from './log';
import { linkPartOneData } from './part-one';
import { matchEvents, tournaments } from './schema';

const DAY = 86_400_000;
/** The demo plays shorter matches than the migration's default: a Sunday-league T16. */
const DEMO_FORMAT = { oversPerInnings: 16, ballsPerOver: 6, playersPerSide: 11 };

export async function seedTournamentsDemo(ctx: DemoContext): Promise<void> {
  const { db, now } = ctx;
  const year = now.getUTCFullYear();
  // The match centre migration's data step, with the demo's year instead of the clock's.
  await linkPartOneData(db, year);
  const seasonTournaments = await db
    .select()
    .from(tournaments)
    .where(eq(tournaments.season, String(year)));
  if (seasonTournaments.length === 0) return;
  await db
    .update(tournaments)
    .set({ format: DEMO_FORMAT })
    .where(eq(tournaments.season, String(year)));

  // A round robin per section before the schedule seed's fixtures.
  const fixtures: (typeof matches.$inferInsert)[] = [];
  for (const [k, tournament] of seasonTournaments.entries()) {
    const sides = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.currentTournamentId, tournament.id)).orderBy(asc(teams.name));
    let slot = 0;
    for (let i = 0; i < sides.length; i++) {
      for (let j = i + 1; j < sides.length; j++) {
        const [one, two] = slot % 2 ? [sides[j]!, sides[i]!] : [sides[i]!, sides[j]!];
        const day = -100 + slot * 5 + k * 2;
        fixtures.push({
          team1: one.name,
          team2: two.name,
          team1Id: one.id,
          team2Id: two.id,
          tournamentId: tournament.id,
          venue: ['Shivaji Park', 'Azad Maidan', 'Oval Maidan', 'Cross Maidan'][slot % 4],
          stage: 'league',
          matchDate: new Date(Date.UTC(year, now.getUTCMonth(), now.getUTCDate(), slot % 2 ? 10 : 2) + day * DAY),
          createdAt: now,
        });
        slot++;
      }
    }
  }
  if (fixtures.length) await db.insert(matches).values(fixtures);

  const past = await db
    .select({ id: matches.id, team1: matches.team1, team2: matches.team2, team1Id: matches.team1Id, team2Id: matches.team2Id })
    .from(matches)
    .where(
      and(
        lt(matches.matchDate, now),
        isNotNull(matches.tournamentId),
        inArray(
          matches.tournamentId,
          seasonTournaments.map((t) => t.id),
        ),
      ),
    )
    .orderBy(asc(matches.matchDate), asc(matches.id));
  const squadRows = await db.select({ teamId: teamPlayers.teamId, name: teamPlayers.name }).from(teamPlayers).orderBy(asc(teamPlayers.seq));
  const squads = new Map<string, string[]>();
  for (const row of squadRows) squads.set(row.teamId, [...(squads.get(row.teamId) ?? []), row.name]);

  let events = 0;
  for (const [n, fixture] of past.entries()) {
    const ctxMatch = await matchContext(db, fixture.id);
    // Each side bats its squad in entry order (captain first); an unlinked side gets the engine's names.
    const players: Record<string, string[]> = {};
    for (const [id, name] of [
      [fixture.team1Id, fixture.team1],
      [fixture.team2Id, fixture.team2],
    ] as const) {
      const list = id ? squads.get(id)?.slice(0, 11) : undefined;
      if (list && list.length >= 2) players[name] = list;
    }
    const log = simulateMatch(ctxMatch.setup, 2026 + n, { players });
    const rows = log.map((event, i) => {
      const { id, seq: _seq, ...body } = event;
      return { matchId: fixture.id, seq: i + 1, id, type: event.type, body: body as Record<string, unknown>, createdAt: now };
    });
    for (let i = 0; i < rows.length; i += 500) await db.insert(matchEvents).values(rows.slice(i, i + 500));
    await recompute(
      db,
      ctxMatch,
      rows.map((r) => ({ ...r, answer: null, createdBy: null })),
    );
    events += rows.length;
  }
  await db
    .update(tournaments)
    .set({ status: 'active' })
    .where(eq(tournaments.season, String(year)));
  const log = ctx.log as Pick<Console, 'info'>;
  log.info(`tournaments: ${seasonTournaments.length} tournaments, ${past.length} matches scored (${events} events)`);
}
