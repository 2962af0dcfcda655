import { describe, expect, it } from 'vitest';
import { builtInAnswer, detectIntent } from './intents';
import { testFacts } from './test-facts';
import type { TableFact } from './facts';

const row = (team: string, points: number, nrr: number, played = 3): TableFact['rows'][number] => ({
  team,
  played,
  won: points / 2,
  lost: played - points / 2,
  points,
  nrr,
  runsFor: 480,
  oversFaced: '58.2',
  runsAgainst: 450,
  oversBowled: '60.0',
});
const facts = testFacts({
  results: [
    { team1: 'Banyan Blasters', team2: 'Kaveri Kings', at: new Date('2031-03-08T04:00:00Z'), result: 'Banyan Blasters won by 14 runs' },
    { team1: 'Deccan Dhurandhars', team2: 'Gully Gladiators', at: new Date('2031-03-01T04:00:00Z'), result: 'Gully Gladiators won by 5 wickets' },
  ],
  tables: [
    { tournament: 'GICPL-OG 2031', season: '2031', rows: [row('Banyan Blasters', 6, 0.6321), row('Deccan Dhurandhars', 2, -1.16)] },
    { tournament: 'GICPL-H 2031', season: '2031', rows: [row('Kaveri Kings', 4, 0.1)] },
  ],
});

describe('results, the table and NRR (operations spec 5)', () => {
  it('knows the questions', () => {
    expect(detectIntent('Who won the last match?')).toBe('results');
    expect(detectIntent('show me the points table')).toBe('table');
    expect(detectIntent('standings please')).toBe('table');
    expect(detectIntent("what is Banyan Blasters' NRR")).toBe('nrr');
    expect(detectIntent('net run rate of kaveri kings')).toBe('nrr');
  });

  it('answers who won, newest first, for everyone or one team', () => {
    expect(builtInAnswer('who won?', facts)).toBe(
      'Latest results:\n• Banyan Blasters vs Kaveri Kings (8 Mar): Banyan Blasters won by 14 runs\n• Deccan Dhurandhars vs Gully Gladiators (1 Mar): Gully Gladiators won by 5 wickets\nEvery scorecard is on the Schedule page.',
    );
    expect(builtInAnswer('results of kaveri kings', facts)).toContain('Banyan Blasters won by 14 runs');
    expect(builtInAnswer('results of kaveri kings', facts)).not.toContain('Gully');
    expect(builtInAnswer('who won', testFacts())).toMatch(/^There are no results yet/);
  });

  it('reads the points table, or one team’s place in it', () => {
    const table = builtInAnswer('points table', facts);
    expect(table).toContain('GICPL-OG 2031:\n1. Banyan Blasters: 6 pts, NRR +0.632 (P3 W3 L0)\n2. Deccan Dhurandhars: 2 pts, NRR -1.160');
    expect(table).toContain('GICPL-H 2031:\n1. Kaveri Kings');
    expect(builtInAnswer('where are Kaveri Kings in the table', facts)).toBe('Kaveri Kings are 1st in GICPL-H 2031 with 4 points from 3 matches (NRR +0.100).');
  });

  it("gives a team's NRR with the figures it comes from", () => {
    expect(builtInAnswer("what is Banyan Blasters's NRR?", facts)).toBe(
      "Banyan Blasters's net run rate in GICPL-OG 2031 is +0.632: 480 runs in 58.2 overs for, 450 runs in 60.0 overs against (runs per over scored minus runs per over conceded).",
    );
    expect(builtInAnswer('nrr', facts)).toContain('Kaveri Kings: +0.100');
    expect(builtInAnswer('nrr', testFacts())).toMatch(/^No net run rates yet/);
  });
});
