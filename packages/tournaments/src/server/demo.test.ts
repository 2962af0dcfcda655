/** The demo season: full tables, stats and scorecards on first start, future fixtures still open. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTeamsDemo, listTeams } from '@league/teams/server';
import { seedScheduleDemo } from '@league/schedule/server';
import { createHarness, type Harness } from './harness';
import { seedTournamentsDemo } from './demo';

let h: Harness;
const now = new Date('2026-06-14T06:00:00Z');
const quiet = { info() {}, warn() {} };
let seconds = 0;

beforeAll(async () => {
  h = await createHarness();
  const ctx = { db: h.db.db, log: quiet, now };
  await seedTeamsDemo(ctx);
  await seedScheduleDemo({ ...ctx, teams: await listTeams(ctx.db) });
  const started = performance.now();
  await seedTournamentsDemo(ctx);
  seconds = (performance.now() - started) / 1000;
});
afterAll(async () => h.close());

describe('seedTournamentsDemo', () => {
  it("puts both sections into this season's tournaments with their squads, quickly", async () => {
    const list = (await h.app.inject({ method: 'GET', url: '/api/tournaments' })).json().data;
    expect(list.map((t: { name: string; status: string }) => [t.name, t.status])).toEqual([
      ['GICPL-H 2026', 'active'],
      ['GICPL-OG 2026', 'active'],
    ]);
    const teams = (await h.app.inject({ method: 'GET', url: '/api/teams' })).json().data;
    for (const team of teams) {
      expect(team.tournamentId).toBe(list.find((t: { section: string }) => t.section === team.section).id);
      expect(team.players.length).toBeGreaterThan(5);
    }
    // About 2 s on a quiet machine; the bound only catches a runaway seed on a loaded one.
    expect(seconds).toBeLessThan(30);
  });

  it('scores every past fixture ball by ball and leaves the future ones scheduled', async () => {
    const fixtures = (await h.app.inject({ method: 'GET', url: '/api/matches' })).json().data as Array<{
      id: string;
      matchDate: string;
      status: string;
      result: string | null;
      tournamentId: string;
    }>;
    const past = fixtures.filter((f) => new Date(f.matchDate) < now);
    const future = fixtures.filter((f) => new Date(f.matchDate) >= now);
    expect(past.length).toBeGreaterThanOrEqual(30);
    expect(future.length).toBeGreaterThanOrEqual(2);
    for (const f of past) {
      expect(f.status).toBe('completed');
      expect(f.result).toMatch(/won by|tied/);
      expect(f.tournamentId).toBeTruthy();
    }
    for (const f of future) expect(f.status).toBe('scheduled');
    const card = (await h.app.inject({ method: 'GET', url: `/api/matches/${past[0]!.id}/scorecard` })).json().data;
    expect(card.innings).toHaveLength(2);
    expect(card.innings[0].batting.length).toBeGreaterThan(1);
    expect(card.innings[0].bowling.length).toBeGreaterThan(1);
  });

  it('fills each table (every team has played) and the leaderboards', async () => {
    const list = (await h.app.inject({ method: 'GET', url: '/api/tournaments' })).json().data;
    for (const t of list) {
      const table = (await h.app.inject({ method: 'GET', url: `/api/tournaments/${t.id}/standings` })).json().data;
      expect(table).toHaveLength(6);
      for (const row of table) expect(row.played).toBeGreaterThanOrEqual(5);
      expect(table.reduce((n: number, r: { won: number }) => n + r.won, 0)).toBeGreaterThan(0);
      const stats = (await h.app.inject({ method: 'GET', url: `/api/tournaments/${t.id}/stats` })).json().data;
      expect(stats.batting.length).toBeGreaterThan(30);
      expect(stats.bowling.length).toBeGreaterThan(10);
    }
  });
});
