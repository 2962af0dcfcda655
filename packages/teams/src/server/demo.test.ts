import { afterAll, beforeAll, expect, it } from 'vitest';
import { listTeams } from './repo';
import { seedTeamsDemo } from './demo';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const ctx = () => ({ db: h.db.db, log: { info: () => {}, warn: () => {} }, now: new Date('2025-06-01T10:00:00Z') });

it('seeds about a dozen teams over both sections with captains and believable squads', async () => {
  await seedTeamsDemo(ctx());
  const teams = await listTeams(h.db.db);
  expect(teams.length).toBeGreaterThanOrEqual(10);
  expect(teams.length).toBeLessThanOrEqual(14);
  for (const section of ['GICPL-OG', 'GICPL-H']) {
    expect(teams.filter((t) => t.section === section).length, section).toBeGreaterThanOrEqual(5);
  }
  for (const team of teams) {
    expect(team.players.length, team.name).toBeGreaterThanOrEqual(8);
    expect(team.players.length, team.name).toBeLessThanOrEqual(14);
    const roles = team.players.map((p) => p.role);
    expect(
      roles.filter((r) => r === 'C'),
      team.name,
    ).toHaveLength(1);
    expect(
      roles.filter((r) => r === 'VC'),
      team.name,
    ).toHaveLength(1);
    expect(
      roles.filter((r) => r === 'WK'),
      team.name,
    ).toHaveLength(1);
    expect(team.players.find((p) => p.role === 'C')!.name, team.name).toBe(team.captain);
    expect(new Set(team.players.map((p) => p.name)).size, `${team.name} has no duplicate names`).toBe(team.players.length);
  }
  // Six distinct squad sizes at the top give the home page's ranking something to show.
  const sizes = teams.map((t) => t.players.length).sort((a, b) => b - a);
  expect(sizes[0]).toBeGreaterThan(sizes[5]!);
});

it('does nothing on a database that already has teams', async () => {
  const before = (await listTeams(h.db.db)).length;
  await seedTeamsDemo(ctx());
  expect((await listTeams(h.db.db)).length).toBe(before);
});
