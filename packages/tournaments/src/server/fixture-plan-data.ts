/**
 * What the fixture generator's calls read from the database: the tournament's teams, the
 * league's grounds and the slots existing fixtures already hold. The generator numbers teams;
 * the league's ids are uuids, so each plan numbers them 1..n in a fixed order.
 */
import { and, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { localDay, localTime, type ExistingFixture } from '@league/cricket';
import { badRequest, type Executor } from '@league/core/server';
import { groundsByName } from '@league/schedule/server';
import { grounds, matches } from '@league/schedule/schema';
import { teams } from '@league/teams/schema';
import { FIXTURE_PLAN_MESSAGES as M, type FixtureSlot, type fixturePlanInputSchema } from '../fixture-plan-contract';
import type { z } from 'zod';
import type { TournamentGroup } from '../contract';

export interface Ground {
  id: string;
  name: string;
}

/** Team uuids <-> the generator's numbers, and their names. */
export class TeamNumbers {
  readonly ids: string[];
  private readonly numbers: Map<string, number>;

  constructor(
    ids: string[],
    private readonly names: Map<string, string>,
  ) {
    // Sorted: the same set of teams numbers the same, whatever order they were chosen in.
    this.ids = [...ids].map((id) => id.toLowerCase()).sort();
    this.numbers = new Map(this.ids.map((id, i) => [id, i + 1]));
  }

  numberOf(id: string): number | undefined {
    return this.numbers.get(id.toLowerCase());
  }

  idOf(n: number): string {
    return this.ids[n - 1]!;
  }

  nameOf(id: string): string {
    return this.names.get(id.toLowerCase()) ?? id;
  }

  /** The generator's reasons say "team 3": an organiser reads the team's name. */
  explain(reason: string): string {
    return reason.replace(/\bteam (\d+)/g, (whole, n: string) => {
      const id = this.ids[Number(n) - 1];
      return id ? this.nameOf(id) : whole;
    });
  }
}

export async function teamNumbers(db: Executor, ids: string[]): Promise<TeamNumbers> {
  const rows = ids.length ? await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids)) : [];
  return new TeamNumbers(
    rows.map((r) => r.id),
    new Map(rows.map((r) => [r.id.toLowerCase(), r.name])),
  );
}

/** The league's ground for each name a slot gives (case-insensitively): 400 "Unknown ground: X". */
export async function resolveGrounds(db: Executor, names: string[]): Promise<Map<string, Ground>> {
  const known = await groundsByName(db);
  const out = new Map<string, Ground>();
  for (const name of names) {
    const ground = known.get(name.trim().toLowerCase());
    if (!ground) throw badRequest(`${M.unknownGround}: ${name}`);
    out.set(name.trim().toLowerCase(), { id: ground.id, name: ground.name });
  }
  return out;
}

/** A fixture already in the book, with its ground's name (a typed venue naming a ground counts). */
export interface Booked {
  id: string;
  team1Id: string | null;
  team2Id: string | null;
  team1: string;
  team2: string;
  matchDate: Date;
  ground: string | null;
}

/** Every fixture between two instants (padded a day: a slot's local day is not its UTC day). */
export async function bookedBetween(db: Executor, from: Date, to: Date): Promise<Booked[]> {
  const day = 86_400_000;
  const rows = await db
    .select({
      id: matches.id,
      team1Id: matches.team1Id,
      team2Id: matches.team2Id,
      team1: matches.team1,
      team2: matches.team2,
      matchDate: matches.matchDate,
      ground: grounds.name,
    })
    .from(matches)
    .leftJoin(
      grounds,
      or(
        eq(grounds.id, matches.groundId),
        and(sql`${matches.groundId} is null`, isNotNull(matches.venue), eq(sql`lower(${grounds.name})`, sql`lower(${matches.venue})`)),
      ),
    )
    .where(and(gte(matches.matchDate, new Date(from.getTime() - day)), lte(matches.matchDate, new Date(to.getTime() + day))));
  return rows;
}

/** A fixture's team: its id, or its name when it has none (typed by hand). */
export const teamKey = (id: string | null | undefined, name: string) => (id ? id.toLowerCase() : `name:${name.toLowerCase()}`);

/**
 * The fixtures in the book that involve a team `numberOf` knows, as the generator's
 * `existing`: their teams are busy then. Teams it does not know are numbered below zero.
 */
export function existingFixtures(booked: Booked[], numberOf: (key: string) => number | undefined): ExistingFixture[] {
  const others = new Map<string, number>();
  const number = (key: string) => numberOf(key) ?? others.get(key) ?? others.set(key, -(others.size + 1)).get(key)!;
  return booked
    .filter((b) => numberOf(teamKey(b.team1Id, b.team1)) !== undefined || numberOf(teamKey(b.team2Id, b.team2)) !== undefined)
    .map((b) => ({
      team1Id: number(teamKey(b.team1Id, b.team1)),
      team2Id: number(teamKey(b.team2Id, b.team2)),
      matchDate: b.matchDate.toISOString(),
      // A fixture at no ground of the league's holds none of its slots.
      ground: b.ground ?? `fixture ${b.id}`,
    }));
}

/**
 * The generator's calls read the book and then write to it: one at a time across the league,
 * so two of them (two applies, two reschedules) cannot take one slot. Taken first in the transaction.
 */
export const lockFixtureSlots = (db: Executor) => db.execute(sql`select pg_advisory_xact_lock(hashtext('fixture_slots'))`);

/** What both generator calls work from. */
export interface PlanContext {
  tournamentId: string;
  teams: TeamNumbers;
  /** The slots' grounds, by lower-case name. */
  grounds: Map<string, Ground>;
  booked: Booked[];
  body: z.output<typeof fixturePlanInputSchema>;
  /** The groups planned with: the body's, else the tournament's ([]: none). */
  groups: TournamentGroup[];
  timeZone: string;
}

/**
 * The weekly slots fixtures are played at (weekday, league time, ground), read from the fixtures
 * with a ground: a tournament's own, or every fixture's for a match outside a tournament.
 */
export async function slotsInUse(db: Executor, tournamentId: string | null, timeZone: string): Promise<FixtureSlot[]> {
  const rows = await db
    .select({ matchDate: matches.matchDate, ground: grounds.name })
    .from(matches)
    .innerJoin(grounds, eq(grounds.id, matches.groundId))
    .where(tournamentId ? eq(matches.tournamentId, tournamentId) : undefined);
  const slots = new Map<string, FixtureSlot>();
  for (const { matchDate, ground } of rows) {
    const day = localDay(matchDate, timeZone);
    const slot = { weekday: new Date(`${day}T00:00:00Z`).getUTCDay(), time: localTime(matchDate, timeZone), ground };
    slots.set(`${slot.weekday} ${slot.time} ${ground.toLowerCase()}`, slot);
  }
  return [...slots.values()];
}
