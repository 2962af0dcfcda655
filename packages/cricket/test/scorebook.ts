/** The scorebook identities every scorecard must satisfy (shared by the real-data and property tests). */
import { expect } from 'vitest';
import type { Scorecard } from '../src/index';

export function expectScorebookBalances(card: Scorecard): void {
  for (const inn of card.innings) {
    const batRuns = inn.batting.reduce((s, b) => s + b.runs, 0);
    const bowlRuns = inn.bowling.reduce((s, b) => s + b.runs, 0);
    const { wides, noballs, byes, legbyes, penalty, total } = inn.extras;
    expect(batRuns + wides + noballs, `${inn.team} bowlers' runs`).toBe(bowlRuns);
    expect(bowlRuns + byes + legbyes + penalty, `${inn.team} total`).toBe(inn.runs);
    expect(total).toBe(wides + noballs + byes + legbyes + penalty);
    // Each over counts whole for its bowler as for the team (a 5- or 7-ball over is one over).
    expect(
      inn.bowling.reduce((s, b) => s + b.balls, 0),
      `${inn.team} bowlers' balls`,
    ).toBe(inn.balls);
    expect(inn.fallOfWickets.length).toBe(inn.wickets);
    expect(inn.batting.filter((b) => b.out).length).toBe(inn.wickets);
    expect(inn.oversSummary.reduce((s, o) => s + o.wickets, 0)).toBe(inn.wickets);
    const bowlerWickets = inn.batting.filter((b) => b.bowler).length;
    expect(inn.bowling.reduce((s, b) => s + b.wickets, 0)).toBe(bowlerWickets);
    const fow = inn.fallOfWickets.map((f) => f.runs);
    expect([...fow].sort((a, b) => a - b)).toEqual(fow);
  }
}
