import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@league/core/testing';
import * as schema from './schema';
import { demoPlayers, seedPlayersDemo } from './demo';
import { listPlayers } from './repo';

let testDb: TestDb;
const log = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  testDb = await createTestDb({ ...schema, ...peopleSchema });
});
afterAll(() => testDb.close());

describe('demo roster', () => {
  it('seeds about a hundred believable players once (no teams table here: built-in names)', async () => {
    await seedPlayersDemo({ db: testDb.db, log, now: new Date() });
    const roster = await listPlayers(testDb.db);
    expect(roster.length).toBe(100);
    expect(new Set(roster.map((p) => p.phone)).size).toBe(100);
    for (const p of roster) {
      expect(p.photoUrl).toBeNull();
      expect(p.jerseyNumber).toBeGreaterThanOrEqual(1);
      expect(['RHB', 'LHB']).toContain(p.batStyle);
      expect(['Right-arm', 'Left-arm']).toContain(p.bowlStyle);
      const b = p.batting;
      expect(b.highest).toBeLessThanOrEqual(b.runs);
      expect(b.fifties * 50 + b.hundreds * 100).toBeLessThanOrEqual(b.runs);
      if (b.balls) expect(b.strikeRate).toBeCloseTo((b.runs * 100) / b.balls, 1);
      const w = p.bowling;
      if (w.balls) expect(w.economy).toBeCloseTo((w.runsConceded * 6) / w.balls, 1);
      const [bestWickets] = w.best.split('/').map(Number);
      expect(bestWickets).toBeLessThanOrEqual(w.wickets);
    }
    // Figures from before this site: the rankings never read them, the profile shows them.
    expect(roster.filter((p) => p.batting.runs > 200).length).toBeGreaterThan(4);
    expect(roster.some((p) => p.fielding.stumpings > 0)).toBe(true);

    await seedPlayersDemo({ db: testDb.db, log, now: new Date() });
    expect(await listPlayers(testDb.db)).toHaveLength(100);
  });

  it('uses the team squads when there are enough, with keepers keeping', () => {
    const squads = Array.from({ length: 96 }, (_, i) => ({ name: `Squad Player ${i}`, role: i % 8 === 0 ? 'WK' : 'Player' }));
    const roster = demoPlayers([...squads, { name: 'squad player 3' }]);
    expect(roster.map((p) => p.name)).toEqual(squads.map((s) => s.name));
    expect(roster.filter((_, i) => i % 8 === 0).every((p) => p.fielding.stumpings > 0)).toBe(true);
  });

  it('tops a small squad list up to a hundred', () => {
    const roster = demoPlayers([{ name: 'Only One' }]);
    expect(roster).toHaveLength(100);
    expect(roster[0]!.name).toBe('Only One');
  });
});
