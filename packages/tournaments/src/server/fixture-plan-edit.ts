/**
 * An organiser's edit of a plan, checked before apply writes it: the tournament's teams, the
 * league's grounds, the plan's dates, no ground twice at one time (existing fixtures included)
 * and no team over the day's limit. Blackouts are the organiser's to override.
 */
import { badRequest } from '@league/core/server';
import { resolveMatchDate } from '@league/schedule/server';
import { FIXTURE_PLAN_MESSAGES as M, type PlannedFixtureInput } from '../fixture-plan-contract';
import { leagueDay, type Ground, type PlanContext } from './fixture-plan-data';

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
  const teamAt = new Set<string>();
  const perDay = new Map<string, number>();
  return fixtures.map((f) => {
    const [one, two] = [teams.numberOf(f.team1Id), teams.numberOf(f.team2Id)];
    if (one === undefined || two === undefined) throw badRequest(M.fixtureTeam);
    if (one === two) throw badRequest(M.fixtureSameTeam);
    const ground = grounds.get(f.ground.trim().toLowerCase())!;
    const at = resolveMatchDate(f.matchDate, timeZone);
    const day = leagueDay(at, timeZone);
    const when = `${day} ${timeOf(at, timeZone)}`;
    const pair = `${teams.nameOf(f.team1Id)} v ${teams.nameOf(f.team2Id)}`;
    if (day < body.startDate || day > body.endDate) throw badRequest(`${M.fixtureOutOfRange}: ${pair} on ${day}`);
    const slot = `${ground.name.toLowerCase()} ${at.getTime()}`;
    if (groundAt.has(slot)) throw badRequest(`${M.groundTwice}: ${ground.name}, ${when}`);
    groundAt.add(slot);
    for (const id of [f.team1Id, f.team2Id]) {
      const key = id.toLowerCase();
      if (teamAt.has(`${key} ${at.getTime()}`)) throw badRequest(`${M.teamTwice}: ${teams.nameOf(id)}, ${when}`);
      teamAt.add(`${key} ${at.getTime()}`);
      const count = (perDay.get(`${key} ${day}`) ?? 0) + 1;
      if (count > body.maxPerTeamPerDay) throw badRequest(`${M.perDay} ${teams.nameOf(id)} on ${day} (at most ${body.maxPerTeamPerDay})`);
      perDay.set(`${key} ${day}`, count);
    }
    return { team1Id: f.team1Id.toLowerCase(), team2Id: f.team2Id.toLowerCase(), matchDate: at, ground };
  });
}
