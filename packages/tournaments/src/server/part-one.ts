/**
 * Match centre, data step (issue 19): part 1's teams and fixtures move into tournaments named
 * after their section and a season, nothing lost. Safe to run again: it only touches rows
 * that have no tournament (team, squad line, fixture) or no link yet.
 *
 * Migration 0003 (apps/api/drizzle/0003_match_centre_data.sql) shipped these steps as SQL
 * with the clock's year; that file is history and stays as it is. The demo seed calls this
 * with its own year, and apps/api's part-one-data-step test holds the two to the same result.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@league/core/server';
import { players } from '@league/players/schema';
import { matches } from '@league/schedule/schema';
import { teamPlayers, teams } from '@league/teams/schema';
import type { TournamentFormat, TournamentPoints } from '../contract';
import { tournaments } from './schema';

/** Fixtures whose teams are not on the list go to this section's tournament. */
const FIRST_SECTION = 'GICPL-OG';
// What migration 0003 gave each tournament (not DEFAULT_FORMAT: that may change, this may not).
const PART_ONE_FORMAT: TournamentFormat = { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 };
const PART_ONE_POINTS: TournamentPoints = { win: 2, tie: 1, noResult: 1, loss: 0 };

/** Puts part 1's teams, squads and fixtures into `year`'s tournament of their section. */
export async function linkPartOneData(db: Executor, year: number): Promise<void> {
  const season = String(year);

  // A tournament for each section with a team outside any tournament, and for the first
  // section when a fixture has none, unless the season already has that section's.
  const sections = new Set((await db.selectDistinct({ section: teams.section }).from(teams).where(isNull(teams.currentTournamentId))).map((r) => r.section));
  const [looseFixture] = await db.select({ id: matches.id }).from(matches).where(isNull(matches.tournamentId)).limit(1);
  if (looseFixture) sections.add(FIRST_SECTION);
  const existing = new Set((await db.select({ section: tournaments.section }).from(tournaments).where(eq(tournaments.season, season))).map((t) => t.section));
  const missing = [...sections].filter((section) => !existing.has(section));
  if (missing.length) {
    await db.insert(tournaments).values(
      missing.map((section) => ({
        name: `${section} ${season}`,
        season,
        section,
        format: PART_ONE_FORMAT,
        points: PART_ONE_POINTS,
        superOverDecidesTie: true,
        status: 'active',
      })),
    );
  }

  await db
    .update(teams)
    .set({ currentTournamentId: sql`${tournaments.id}` })
    .from(tournaments)
    .where(and(isNull(teams.currentTournamentId), eq(tournaments.section, teams.section), eq(tournaments.season, season)));

  // The first spec's team players become the squad of the team's current tournament.
  await db
    .update(teamPlayers)
    .set({ tournamentId: sql`${teams.currentTournamentId}` })
    .from(teams)
    .where(and(eq(teamPlayers.teamId, teams.id), isNull(teamPlayers.tournamentId)));

  // Squad members linked to roster profiles by exact name, only when one profile has it.
  const namesake = alias(players, 'namesake');
  await db
    .update(teamPlayers)
    .set({ playerId: sql`${players.id}` })
    .from(players)
    .where(
      and(
        isNull(teamPlayers.playerId),
        eq(players.name, teamPlayers.name),
        sql`(${db
          .select({ n: sql`count(*)` })
          .from(namesake)
          .where(eq(namesake.name, players.name))}) = 1`,
      ),
    );

  // Fixtures linked to teams by name (case-insensitive; the other side's section first).
  await db
    .update(matches)
    .set({
      team1Id: sql`(${db
        .select({ id: teams.id })
        .from(teams)
        .where(eq(sql`lower(${teams.name})`, sql`lower(${matches.team1})`))
        .orderBy(asc(teams.section))
        .limit(1)})`,
    })
    .where(isNull(matches.team1Id));
  const other = alias(teams, 'other');
  const otherSection = db.select({ section: other.section }).from(other).where(eq(other.id, matches.team1Id));
  await db
    .update(matches)
    .set({
      team2Id: sql`(${db
        .select({ id: teams.id })
        .from(teams)
        .where(eq(sql`lower(${teams.name})`, sql`lower(${matches.team2})`))
        .orderBy(sql`(${teams.section} = (${otherSection})) desc nulls last`, asc(teams.section))
        .limit(1)})`,
    })
    .where(isNull(matches.team2Id));

  const firstSectionTournament = db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.section, FIRST_SECTION), eq(tournaments.season, season)))
    .orderBy(asc(tournaments.createdAt))
    .limit(1);
  await db
    .update(matches)
    .set({
      tournamentId: sql`coalesce((${db
        .select({ id: teams.currentTournamentId })
        .from(teams)
        .where(eq(teams.id, sql`coalesce(${matches.team1Id}, ${matches.team2Id})`))}), (${firstSectionTournament}))`,
    })
    .where(isNull(matches.tournamentId));
}
