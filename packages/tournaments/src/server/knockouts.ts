/**
 * Knockouts from a template (part 3 spec 4, issue 31). The bracket is the engine's
 * (`KNOCKOUT_TEMPLATES`, `resolveKnockouts`); this file keeps its fixtures in schedule's
 * `matches` (stage `playoff`, one `knockout_slots` row each) and fills their teams from the final
 * table and the knockout results. Until a side is known the fixture's team name is its label
 * ("1st in the table", "Winner SF1"), so the schedule, the calendar and every list show it.
 *
 * `fillKnockouts` runs in the transaction that writes a result (log.ts `storeSummary`): the
 * places fill once every league fixture has a result (completed or abandoned), a later stage
 * once its sources have theirs. A fixture whose log has begun keeps its teams; one not yet
 * begun follows the table, so a result taken back or corrected moves it again.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { badRequest, conflict, type Db, type Executor } from '@league/core/server';
import { matches } from '@league/schedule/schema';
import { findGround, raisedSequence, resolveMatchDate } from '@league/schedule/server';
import {
  KNOCKOUT_TEMPLATES,
  knockoutLabel,
  knockoutPlaces,
  resolveKnockouts,
  type KnockoutOutcome,
  type KnockoutTemplateName,
  type ResolvedStage,
  type Scorecard as EngineScorecard,
} from '@league/cricket';
import { KNOCKOUT_MESSAGES as M, type KnockoutBracket, type KnockoutsInput } from '../knockouts-contract';
import { getTournament } from './repo';
import { knockoutSlots, matchEvents, matchSummaries, tournaments } from './schema';
import { readStandings } from './standings';

const SETTLED = ['completed', 'abandoned'];

interface Team {
  id: string | null;
  name: string;
}

/** The engine resolves by one key per team: its id, or its name for a side typed in without one. */
const keyOf = (id: string | null, name: string) => id ?? `name:${name}`;

/** The tournament's knockout fixtures (template order) and what the table and their results say of them. */
async function bracketState(db: Executor, tournamentId: string) {
  const slots = await db
    .select({
      matchId: matches.id,
      template: knockoutSlots.template,
      code: knockoutSlots.code,
      team1: matches.team1,
      team2: matches.team2,
      team1Id: matches.team1Id,
      team2Id: matches.team2Id,
      matchDate: matches.matchDate,
      status: matches.status,
      result: matches.result,
      begun: sql<boolean>`exists (select 1 from ${matchEvents} where ${matchEvents.matchId} = ${matches.id})`,
    })
    .from(knockoutSlots)
    .innerJoin(matches, eq(matches.id, knockoutSlots.matchId))
    .where(eq(knockoutSlots.tournamentId, tournamentId));
  if (slots.length === 0) return null;
  const template = slots[0]!.template as KnockoutTemplateName;

  const [league] = await db
    .select({ all: count(), open: sql<number>`count(*) filter (where ${matches.status} not in ('completed', 'abandoned'))::int` })
    .from(matches)
    .where(and(eq(matches.tournamentId, tournamentId), eq(matches.stage, 'league')));
  const leagueComplete = Number(league?.all ?? 0) > 0 && Number(league?.open ?? 0) === 0;

  const teams = new Map<string, Team>();
  const order = leagueComplete
    ? (await readStandings(db, tournamentId)).map((row) => {
        const key = keyOf(row.teamId, row.team);
        teams.set(key, { id: row.teamId, name: row.team });
        return key;
      })
    : null;

  // Each settled knockout's result, its names turned into the keys of the fixture's teams.
  const settled = slots.filter((s) => SETTLED.includes(s.status));
  const cards = settled.length
    ? await db
        .select({ matchId: matchSummaries.matchId, card: sql<EngineScorecard>`coalesce(${matchSummaries.tableCard}, ${matchSummaries.scorecard})` })
        .from(matchSummaries)
        .where(
          inArray(
            matchSummaries.matchId,
            settled.map((s) => s.matchId),
          ),
        )
    : [];
  const results: Record<string, KnockoutOutcome> = {};
  for (const slot of settled) {
    const result = cards.find((c) => c.matchId === slot.matchId)?.card.result;
    const teamKey = (name: string | undefined) =>
      name === slot.team1 ? keyOf(slot.team1Id, slot.team1) : name === slot.team2 ? keyOf(slot.team2Id, slot.team2) : undefined;
    if (!result) {
      if (slot.status === 'abandoned') results[slot.code] = {};
    } else if (result.type === 'win') {
      const winner = teamKey(result.winner);
      if (winner) results[slot.code] = { winner };
    } else if (result.type === 'tie') {
      results[slot.code] = { superOverWinner: teamKey(result.superOverWinner) ?? null };
    } else {
      results[slot.code] = {};
    }
  }
  const stages = resolveKnockouts(template, order, results);
  return { template, leagueComplete, slots, stages, teams };
}

/** A stage's side as the fixture should carry it: the team once known, else the placeholder's label. */
function sideOf(stage: ResolvedStage, i: 0 | 1, teams: Map<string, Team>): Team {
  const side = stage.sides[i];
  const team = side.teamId ? teams.get(side.teamId) : undefined;
  return team ?? { id: null, name: side.label };
}

/**
 * Writes each knockout fixture's teams as the table and the results known say (a fixture whose
 * log has begun is left as played). Call it inside the transaction that changed a result.
 */
export async function fillKnockouts(db: Executor, tournamentId: string): Promise<void> {
  const state = await bracketState(db, tournamentId);
  if (!state) return;
  for (const stage of state.stages) {
    const slot = state.slots.find((s) => s.code === stage.code);
    if (!slot || slot.begun) continue;
    const [one, two] = [sideOf(stage, 0, state.teams), sideOf(stage, 1, state.teams)];
    if (slot.team1 === one.name && slot.team2 === two.name && slot.team1Id === one.id && slot.team2Id === two.id) continue;
    // New teams are a new calendar event text: its SEQUENCE rises.
    await db
      .update(matches)
      .set({ team1: one.name, team2: two.name, team1Id: one.id, team2Id: two.id, updatedAt: new Date(), sequence: raisedSequence })
      .where(eq(matches.id, slot.matchId));
  }
}

/** GET /api/tournaments/{id}/knockouts: the bracket (null when the tournament has none); 404 for no tournament. */
export async function readKnockouts(db: Executor, tournamentId: string): Promise<KnockoutBracket | null> {
  await getTournament(db, tournamentId);
  const state = await bracketState(db, tournamentId);
  if (!state) return null;
  return {
    template: state.template,
    leagueComplete: state.leagueComplete,
    stages: state.stages.flatMap((stage) => {
      const slot = state.slots.find((s) => s.code === stage.code);
      if (!slot) return [];
      // The fixture as stored: a side is a team once its name is no longer the label.
      const side = (i: 0 | 1) => {
        const label = stage.sides[i].label;
        const [name, id] = i === 0 ? [slot.team1, slot.team1Id] : [slot.team2, slot.team2Id];
        return { label, teamId: id, team: name === label && !id ? null : name };
      };
      return [
        {
          code: stage.code,
          name: stage.name,
          matchId: slot.matchId,
          matchDate: slot.matchDate.toISOString(),
          status: slot.status,
          result: slot.result,
          sides: [side(0), side(1)] as const,
          winnerId: stage.winner ? (state.teams.get(stage.winner)?.id ?? null) : null,
        },
      ];
    }),
  };
}

/**
 * POST /api/tournaments/{id}/knockouts: one fixture per stage of the template, on the dates
 * given (the league's wall time unless an offset is given), at the ground if one is given.
 * Once per tournament (409); the template's places need as many teams (400).
 */
export async function createKnockouts(db: Db, tournamentId: string, body: KnockoutsInput, timeZone: string): Promise<KnockoutBracket> {
  const tournament = await getTournament(db, tournamentId);
  // The templates seed from one table; a grouped tournament's places are its groups' (not built yet).
  if (tournament.groups?.length) throw badRequest(M.grouped);
  const template = body.template;
  const dates = body.dates.map((d) => resolveMatchDate(d, timeZone));
  if (dates.some((d, i) => i > 0 && d.getTime() < dates[i - 1]!.getTime())) throw badRequest(M.dateOrder);
  const ground = body.groundId ? await findGround(db, body.groundId) : null;
  if (body.groundId && !ground) throw badRequest(M.unknownGround);
  await db.transaction(async (tx) => {
    // The tournament's row lock makes a second POST at the same moment wait, then see the first.
    await tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, tournament.id)).for('update');
    const [made] = await tx.select({ n: count() }).from(knockoutSlots).where(eq(knockoutSlots.tournamentId, tournament.id));
    if (Number(made?.n ?? 0) > 0) throw conflict(M.exists);
    const fixtures = await tx
      .select({ team1: matches.team1, team2: matches.team2 })
      .from(matches)
      .where(and(eq(matches.tournamentId, tournament.id), eq(matches.stage, 'league')));
    const playing = new Set(fixtures.flatMap((f) => [f.team1.toLowerCase(), f.team2.toLowerCase()]));
    if (Math.max(playing.size, tournament.teamIds?.length ?? 0) < knockoutPlaces(template)) throw badRequest(M.tooFewTeams);
    const stages = KNOCKOUT_TEMPLATES[template];
    const inserted = await tx
      .insert(matches)
      .values(
        stages.map((stage, i) => ({
          tournamentId: tournament.id,
          team1: knockoutLabel(template, stage.sides[0]),
          team2: knockoutLabel(template, stage.sides[1]),
          matchDate: dates[i]!,
          groundId: ground?.id ?? null,
          venue: ground?.name ?? null,
          stage: 'playoff',
        })),
      )
      .returning({ id: matches.id });
    await tx.insert(knockoutSlots).values(stages.map((stage, i) => ({ matchId: inserted[i]!.id, tournamentId: tournament.id, template, code: stage.code })));
    // Made after the league ended: the places are known now.
    await fillKnockouts(tx, tournament.id);
  });
  return (await readKnockouts(db, tournament.id))!;
}

/**
 * A knockout fixture a side of which is still its placeholder: no event may be logged (log.ts
 * answers 409) until its teams are known, or the fill could never give it them.
 */
export async function awaitingTeams(db: Executor, fixture: { id: string; stage: string; team1: string; team2: string }): Promise<boolean> {
  if (fixture.stage !== 'playoff') return false;
  const [slot] = await db
    .select({ template: knockoutSlots.template, code: knockoutSlots.code })
    .from(knockoutSlots)
    .where(eq(knockoutSlots.matchId, fixture.id));
  if (!slot) return false;
  const template = slot.template as KnockoutTemplateName;
  const stage = KNOCKOUT_TEMPLATES[template].find((s) => s.code === slot.code);
  return Boolean(stage?.sides.some((side, i) => knockoutLabel(template, side) === (i === 0 ? fixture.team1 : fixture.team2)));
}
