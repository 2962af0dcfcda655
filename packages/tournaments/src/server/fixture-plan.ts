/**
 * The fixture generator's calls (part 3 spec 4): a preview that writes nothing, its apply
 * (the same plan, or the organiser's edit of it, written in one transaction) and a washed-out
 * fixture's move to the next legal free slot. The pairing and slotting are the engine's
 * (`planFixtures`, `nextFreeSlot` in @league/cricket); this file turns uuids, ground names and
 * existing fixtures into its input and its numbers back into the league's teams.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fairnessOf, localDay, nextFreeSlot, planFixtures, type FairnessRow, type FixturePlan, type FixturePlanInput } from '@league/cricket';
import { errorSchema } from '@league/core/contract';
import { badRequest, conflict, notFound, type Executor, type FeatureOptions } from '@league/core/server';
import { matchResponseSchema } from '@league/schedule/contract';
import { getMatch, MATCH_DURATION_MS, raisedSequence } from '@league/schedule/server';
import { matches } from '@league/schedule/schema';
import { MESSAGES, matchParamsSchema, tournamentParamsSchema } from '../contract';
import {
  FIXTURE_PLAN_MESSAGES as M,
  appliedFixturesResponseSchema,
  fixturePlanApplySchema,
  fixturePlanInputSchema,
  fixturePlanResponseSchema,
  rescheduleInputSchema,
  type FixturePlanAnswer,
} from '../fixture-plan-contract';
import {
  bookedBetween,
  existingFixtures,
  lockFixtureSlots,
  resolveGrounds,
  slotsInUse,
  teamKey,
  teamNumbers,
  type PlanContext,
  type TeamNumbers,
} from './fixture-plan-data';
import { checkEditedPlan, type FixtureRow } from './fixture-plan-edit';
import { getTournament } from './repo';
import { tournaments } from './schema';

/** How far a reschedule looks for a free slot when the organiser names no end date. */
const RESCHEDULE_DAYS = 56;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The engine throws on input it cannot plan; the contract catches nearly all of it first. */
function engine<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    // Its refusals are plain Errors with a sentence for the organiser; anything else is a bug.
    if (!(error instanceof Error) || error.constructor !== Error) throw error;
    throw badRequest(error.message);
  }
}

/** Instants bounding the plan's days (bookedBetween pads them by a day for the time zone). */
const spanOf = (body: { startDate: string; endDate: string }) => ({
  from: new Date(`${body.startDate}T00:00:00Z`),
  to: new Date(`${body.endDate}T23:59:59Z`),
});

/** Everything both calls read: 400 for too few teams, an unknown ground or a stranger's blackout. */
async function planContext(db: Executor, tournamentId: string, body: PlanContext['body'], timeZone: string): Promise<PlanContext> {
  const tournament = await getTournament(db, tournamentId);
  const teams = await teamNumbers(db, tournament.teamIds ?? []);
  if (teams.ids.length < 2) throw badRequest(M.tooFewTeams);
  const grounds = await resolveGrounds(
    db,
    body.slots.map((s) => s.ground),
  );
  if (body.blackouts.some((b) => teams.numberOf(b.teamId) === undefined)) throw badRequest(M.blackoutNotInTournament);
  // The body's groups, else the tournament's (checked again: its teams may have changed since).
  const groups = body.groups ?? tournament.groups ?? [];
  if (groups.some((g) => g.teamIds.some((id) => teams.numberOf(id) === undefined))) throw badRequest(M.groupTeamNotInTournament);
  const { from, to } = spanOf(body);
  return { tournamentId: tournament.id, teams, grounds, booked: await bookedBetween(db, from, to), body, groups, timeZone };
}

function planInputOf(ctx: PlanContext): FixturePlanInput {
  const { body, teams, grounds } = ctx;
  const groupOf = new Map(ctx.groups.flatMap((g) => g.teamIds.map((id) => [teams.numberOf(id)!, g.name])));
  return {
    // A round robin within each group (a team in none plays the others in none); no groups: one of all.
    teams: teams.ids.map((_, i) => ({ id: i + 1, group: groupOf.get(i + 1) ?? null })),
    rounds: body.rounds,
    startDate: body.startDate,
    endDate: body.endDate,
    timeZone: ctx.timeZone,
    slots: body.slots.map((s) => ({ weekday: s.weekday, time: s.time, ground: grounds.get(s.ground.toLowerCase())!.name })),
    blackouts: body.blackouts.map((b) => ({ teamId: teams.numberOf(b.teamId)!, from: b.from, to: b.to })),
    maxPerTeamPerDay: body.maxPerTeamPerDay,
    matchLengthMs: MATCH_DURATION_MS,
    seed: body.seed,
    taken: ctx.booked.flatMap((b) => (b.ground ? [{ ground: b.ground, matchDate: b.matchDate.toISOString() }] : [])),
    // The tournament's teams' other fixtures (friendlies, another tournament): busy then.
    existing: existingFixtures(ctx.booked, (key) => teams.numberOf(key)),
  };
}

function runPlan(ctx: PlanContext): FixturePlan {
  return engine(() => planFixtures(planInputOf(ctx)));
}

/** A fairness row with the team's id and name instead of the generator's number. */
function fairnessRow(row: FairnessRow, teams: TeamNumbers) {
  const id = teams.idOf(row.teamId);
  return { ...row, teamId: id, team: teams.nameOf(id) };
}

function answerOf(plan: FixturePlan, teams: TeamNumbers): FixturePlanAnswer {
  const id = (n: number) => teams.idOf(n);
  return {
    fixtures: plan.fixtures.map((f) => ({
      team1Id: id(f.team1Id),
      team2Id: id(f.team2Id),
      team1: teams.nameOf(id(f.team1Id)),
      team2: teams.nameOf(id(f.team2Id)),
      matchDate: f.matchDate,
      ground: f.ground,
      round: f.round,
      group: f.group,
    })),
    unplaced: plan.unplaced.map((u) => ({ team1Id: id(u.team1Id), team2Id: id(u.team2Id), reason: teams.explain(u.reason) })),
    fairness: plan.fairness.map((row) => fairnessRow(row, teams)),
  };
}

export interface FixturePlanRoutesOptions extends FeatureOptions {
  /** The league's time zone (LEAGUE_TIMEZONE): the plan's days and slot times are its. */
  timeZone: string;
  /** Drops the cached answers that show fixtures (the tournaments plugin's and the schedule's). */
  changed: () => void;
  /** The clock a reschedule starts from (tests may pin it). */
  now?: () => Date;
}

export const fixturePlanRoutes: FastifyPluginAsyncZod<FixturePlanRoutesOptions> = async (app, { db, timeZone, changed, now = () => new Date() }) => {
  const admin = { config: { access: 'admin' as const } };
  const tags = ['tournaments'];

  app.post(
    '/tournaments/:id/fixture-plan',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Preview a round robin (writes nothing)',
        params: tournamentParamsSchema,
        body: fixturePlanInputSchema,
        response: { 200: fixturePlanResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = await planContext(db, request.params.id, request.body, timeZone);
      return { success: true as const, data: answerOf(runPlan(ctx), ctx.teams) };
    },
  );

  app.post(
    '/tournaments/:id/fixture-plan/apply',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Write a round robin',
        params: tournamentParamsSchema,
        body: fixturePlanApplySchema,
        response: { 201: appliedFixturesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fixtures: edited, ...body } = request.body;
      const written = await db.transaction(async (tx) => {
        // Applied once: a second apply (a double click, a retry after a timeout, another
        // organiser at the same moment) waits for the first and is refused, never a second
        // season; and an apply or reschedule elsewhere cannot take a slot this one reads as free.
        await lockFixtureSlots(tx);
        const ctx = await planContext(tx, request.params.id, body, timeZone);
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(matches)
          .where(and(eq(matches.tournamentId, ctx.tournamentId), eq(matches.stage, 'league')));
        if (count > 0) throw conflict(M.alreadyApplied);
        // The groups planned with are the tournament's from now on (its table splits by them).
        if (body.groups) await tx.update(tournaments).set({ groups: body.groups, updatedAt: new Date() }).where(eq(tournaments.id, ctx.tournamentId));
        let rows: FixtureRow[];
        let unplaced: FixturePlanAnswer['unplaced'] = [];
        const plan = runPlan(ctx);
        if (edited) {
          rows = checkEditedPlan(edited, ctx, await resolveGrounds(tx, [...new Set(edited.map((f) => f.ground))]));
        } else {
          const answer = answerOf(plan, ctx.teams);
          unplaced = answer.unplaced;
          rows = answer.fixtures.map((f) => {
            const ground = [...ctx.grounds.values()].find((g) => g.name === f.ground)!;
            return { team1Id: f.team1Id, team2Id: f.team2Id, matchDate: new Date(f.matchDate), ground };
          });
        }
        const inserted = rows.length
          ? await tx
              .insert(matches)
              .values(
                rows.map((r) => ({
                  tournamentId: ctx.tournamentId,
                  team1Id: r.team1Id,
                  team2Id: r.team2Id,
                  team1: ctx.teams.nameOf(r.team1Id),
                  team2: ctx.teams.nameOf(r.team2Id),
                  matchDate: r.matchDate,
                  groundId: r.ground.id,
                  venue: r.ground.name,
                  stage: 'league',
                })),
              )
              .returning()
          : [];
        const groundName = new Map(rows.map((r) => [r.ground.id, r.ground.name]));
        const fixtures = inserted.map((m) => ({
          id: m.id,
          team1Id: m.team1Id!,
          team2Id: m.team2Id!,
          team1: m.team1,
          team2: m.team2,
          matchDate: m.matchDate.toISOString(),
          ground: groundName.get(m.groundId!)!,
          groundId: m.groundId!,
        }));
        // The report of what was written (an edit's dates and grounds included); byes come from the pairing.
        const byes = new Map(plan.fairness.map((row) => [row.teamId, row.byes]));
        const numbered = rows.map((r) => ({
          team1Id: ctx.teams.numberOf(r.team1Id)!,
          team2Id: ctx.teams.numberOf(r.team2Id)!,
          matchDate: r.matchDate.toISOString(),
          ground: r.ground.name,
        }));
        const fairness = fairnessOf(planInputOf(ctx), numbered, byes).map((row) => fairnessRow(row, ctx.teams));
        return { fixtures, unplaced, fairness };
      });
      changed();
      return reply.code(201).send({ success: true as const, data: written });
    },
  );

  app.post(
    '/matches/:id/reschedule',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Move a washed-out fixture to the next legal free slot',
        params: matchParamsSchema,
        body: rescheduleInputSchema,
        response: { 200: matchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const moved = await db.transaction(async (tx) => {
        // One at a time with applies and other reschedules: two cannot take the one free slot.
        await lockFixtureSlots(tx);
        const match = await getMatch(tx, request.params.id);
        if (!match) throw notFound(MESSAGES.matchNotFound);
        if (match.status === 'completed' || match.status === 'live') throw conflict(M.notMovable);
        // Its result stays in the table and its log: the replay is a fixture of its own.
        if (match.status === 'abandoned') throw conflict(M.abandoned);
        const slots = body.slots ?? (await slotsInUse(tx, match.tournamentId ?? null, timeZone));
        if (!slots.length) throw badRequest(M.slotsRequired);
        const grounds = await resolveGrounds(
          tx,
          slots.map((s) => s.ground),
        );
        const after = new Date(Math.max(new Date(match.matchDate).getTime(), now().getTime()));
        const startDate = localDay(after, timeZone);
        const until = body.until ?? localDay(after.getTime() + RESCHEDULE_DAYS * 86_400_000, timeZone);
        const noSlot = conflict(`${M.noFreeSlot} ${until}`);
        if (until < startDate) throw noSlot;
        // The pair is 1 and 2.
        const pair = new Map([
          [teamKey(match.team1Id, match.team1), 1],
          [teamKey(match.team2Id, match.team2), 2],
        ]);
        const booked = (await bookedBetween(tx, after, new Date(`${until}T23:59:59Z`))).filter((b) => b.id !== match.id);
        const found = engine(() =>
          nextFreeSlot({
            team1Id: 1,
            team2Id: 2,
            after: after.toISOString(),
            startDate,
            endDate: until,
            timeZone,
            slots: slots.map((s) => ({ weekday: s.weekday, time: s.time, ground: grounds.get(s.ground.toLowerCase())!.name })),
            // Only the pair's own blackouts matter here; a screen may send the season's whole list.
            blackouts: body.blackouts.flatMap((b) => {
              const n = pair.get(b.teamId.toLowerCase());
              return n ? [{ teamId: n, from: b.from, to: b.to }] : [];
            }),
            maxPerTeamPerDay: body.maxPerTeamPerDay,
            matchLengthMs: MATCH_DURATION_MS,
            taken: booked.flatMap((b) => (b.ground ? [{ ground: b.ground, matchDate: b.matchDate.toISOString() }] : [])),
            existing: existingFixtures(booked, (key) => pair.get(key)),
          }),
        );
        if (!found) throw noSlot;
        const ground = [...grounds.values()].find((g) => g.name === found.ground)!;
        await tx
          .update(matches)
          .set({ matchDate: new Date(found.matchDate), groundId: ground.id, venue: ground.name, sequence: raisedSequence, updatedAt: new Date() })
          .where(eq(matches.id, match.id));
        return (await getMatch(tx, match.id))!;
      });
      changed();
      return { success: true as const, message: 'Match rescheduled', data: moved };
    },
  );
};
