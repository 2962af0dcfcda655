/**
 * An organiser's edit of a plan, checked before apply writes it: the tournament's teams, the
 * league's grounds, the plan's dates, no ground twice at one time, no team in two matches at
 * once (a match holds its teams for the calendar's match length) and no team over the day's
 * limit, existing fixtures included. Blackouts are the organiser's to override.
 */
import { localDay } from '@league/cricket';
import { badRequest } from '@league/core/server';
import { MATCH_DURATION_MS, resolveMatchDate } from '@league/schedule/server';
import { FIXTURE_PLAN_MESSAGES as M, type PlannedFixtureInput } from '../fixture-plan-contract';
import type { Ground, PlanContext } from './fixture-plan-data';

export interface FixtureRow {
  team1Id: string;
  team2Id: string;
  matchDate: Date;
  ground: Ground;
}

const timeOf = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

export function checkEditedPlan(fixtures: PlannedFixtureInput[], ctx: PlanContext, grounds: Map<string, Ground>): FixtureRow[] {
  const { teams, timeZone, body } = ctx;
  const groundAt = new Set(ctx.booked.flatMap((b) => (b.ground ? [`${b.ground.toLowerCase()} ${b.matchDate.getTime()}`] : [])));
  /** Each team's match starts (lower-case id), and its matches per league day ("id day"). */
  const starts = new Map<string, number[]>();
  const perDay = new Map<string, number>();
  const book = (id: string, at: Date) => {
    starts.set(id, [...(starts.get(id) ?? []), at.getTime()]);
    const key = `${id} ${localDay(at, timeZone)}`;
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
    return perDay.get(key)!;
  };
  for (const b of ctx.booked) for (const id of [b.team1Id, b.team2Id]) if (id) book(id.toLowerCase(), b.matchDate);
  return fixtures.map((f) => {
    const [one, two] = [teams.numberOf(f.team1Id), teams.numberOf(f.team2Id)];
    if (one === undefined || two === undefined) throw badRequest(M.fixtureTeam);
    if (one === two) throw badRequest(M.fixtureSameTeam);
    const ground = grounds.get(f.ground.trim().toLowerCase())!;
    const at = resolveMatchDate(f.matchDate, timeZone);
    const day = localDay(at, timeZone);
    const when = `${day} ${timeOf(at, timeZone)}`;
    const pair = `${teams.nameOf(f.team1Id)} v ${teams.nameOf(f.team2Id)}`;
    if (day < body.startDate || day > body.endDate) throw badRequest(`${M.fixtureOutOfRange}: ${pair} on ${day}`);
    const slot = `${ground.name.toLowerCase()} ${at.getTime()}`;
    if (groundAt.has(slot)) throw badRequest(`${M.groundTwice}: ${ground.name}, ${when}`);
    groundAt.add(slot);
    for (const id of [f.team1Id, f.team2Id]) {
      const key = id.toLowerCase();
      if (starts.get(key)?.some((t) => Math.abs(t - at.getTime()) < MATCH_DURATION_MS)) throw badRequest(`${M.teamTwice}: ${teams.nameOf(id)}, ${when}`);
      if (book(key, at) > body.maxPerTeamPerDay) throw badRequest(`${M.perDay} ${teams.nameOf(id)} on ${day} (at most ${body.maxPerTeamPerDay})`);
    }
    return { team1Id: f.team1Id.toLowerCase(), team2Id: f.team2Id.toLowerCase(), matchDate: at, ground };
  });
}
