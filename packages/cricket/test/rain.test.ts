/**
 * Issue 29, "Rain": a revised target typed during the match (its method "D/L") decides the
 * result and the table at once, with no result step after it. ICC playing conditions (net
 * run rate, interrupted matches): the side batting first is credited with the revised target
 * minus one off the revised overs. Worked here by hand: A 120/4 off 20 overs; rain; B's chase
 * cut to 10 overs, target 70 (D/L Standard Edition, typed). B makes 72/1 in 9 overs.
 *   B: 72 / 9      = 8.000 per over    A credited 69 off 10 overs = 6.900
 *   B's NRR = 8.000 - 6.900 = +1.100;  A's = -1.100
 * (Crediting A's 120 off 20 instead would give B +2.000: the figure the table showed before.)
 */
import { describe, expect, it } from 'vitest';
import { buildScorecard, toCricsheet, type LoggedEvent } from '../src/index';
import { A, B, nextId, over, overs, setup, standingsOf } from './build';

const firstInnings = overs(0, A, 20, 1, ['X', 'Y']); // 120 off 20 overs
const chase = (method?: string): LoggedEvent[] => [
  ...firstInnings,
  { id: nextId(), type: 'target', innings: 1, runs: 70, overs: 10, ...(method ? { method } : {}) } as LoggedEvent,
  ...overs(1, B, 9, 1, ['P', 'Q']).slice(0, 48), // 48 runs in 8 overs
  ...over(1, B, 8, 'P', [4, 4, 4, 4, 4, 4]), // 72 in 9 overs
];
const table = (events: LoggedEvent[]) => standingsOf(setup, events);

describe('a revised target typed during the match', () => {
  it('decides the result by its method, and the table credits the first innings target - 1 off the revised overs at once', () => {
    const card = buildScorecard(setup, chase('D/L'));
    expect(card.innings[0]).toMatchObject({ runs: 120, overs: '20.0', quotaOvers: 20 });
    expect(card.result).toMatchObject({ type: 'win', winner: B, method: 'D/L' });
    expect(card.result!.text).toBe(`${B} won by 10 wickets (D/L method)`);
    const rows = table(chase('D/L'));
    const b = rows.find((r) => r.team === B)!;
    expect(b).toMatchObject({ points: 2, runsFor: 72, ballsFaced: 54, runsAgainst: 69, ballsBowled: 60 });
    expect(b.nrr).toBeCloseTo(1.1, 3);
    expect(rows.find((r) => r.team === A)!.nrr).toBeCloseTo(-1.1, 3);
  });

  it('without a method it is a match shortened for both sides before it began', () => {
    const card = buildScorecard(setup, chase());
    expect(card.innings[0]).toMatchObject({ quotaOvers: 10 });
    expect(card.result!.method).toBeUndefined();
  });

  it("a chase ended again by rain before its overs waits for the par score; the export keeps Cricsheet's target", () => {
    const stopped: LoggedEvent[] = [
      ...firstInnings,
      { id: nextId(), type: 'target', innings: 1, runs: 70, overs: 10, method: 'D/L' } as LoggedEvent,
      ...overs(1, B, 5, 1, ['P', 'Q']), // 30 off 5 overs
      { id: nextId(), type: 'innings-end', innings: 1, reason: 'other' } as LoggedEvent,
    ];
    expect(buildScorecard(setup, stopped).result).toBeUndefined();
    const ruled = [...stopped, { id: nextId(), type: 'result', result: 'win', winner: B, method: 'D/L', parScore: 28 } as LoggedEvent];
    expect(buildScorecard(setup, ruled).result).toMatchObject({ type: 'win', winner: B, method: 'D/L', parScore: 28 });
    const file = toCricsheet({ setup }, chase('D/L')) as { innings: Array<{ target?: unknown }> };
    expect(file.innings[1]!.target).toEqual({ runs: 70, overs: 10 });
  });

  // The same chase stopped at 30 off 5 overs, and ruled level with the par score (30): a tie
  // under the rule is written as the win is (the method named, the par score kept), and the
  // table counts a tie, crediting A the par score off B's 5 overs: both 6.000 an over, NRR 0.
  const stoppedAt30 = (): LoggedEvent[] => [
    ...firstInnings,
    { id: nextId(), type: 'target', innings: 1, runs: 70, overs: 10, method: 'D/L' } as LoggedEvent,
    ...overs(1, B, 5, 1, ['P', 'Q']),
    { id: nextId(), type: 'innings-end', innings: 1, reason: 'other' } as LoggedEvent,
  ];

  it('a tie ruled at the par score is written as a win is: "Match tied (D/L method)", the par score kept, and the table counts a tie at NRR 0', () => {
    const ruled = [...stoppedAt30(), { id: nextId(), type: 'result', result: 'tie', method: 'D/L', parScore: 30 } as LoggedEvent];
    expect(buildScorecard(setup, ruled).result).toEqual({ type: 'tie', text: 'Match tied (D/L method)', method: 'D/L', parScore: 30 });
    const rows = table(ruled);
    for (const team of [A, B]) {
      const row = rows.find((r) => r.team === team)!;
      expect(row).toMatchObject({ played: 1, won: 0, lost: 0, tied: 1, points: 1, runsFor: 30, ballsFaced: 30, runsAgainst: 30, ballsBowled: 30 });
      expect(row.nrr).toBeCloseTo(0, 6);
    }
  });

  it("a result entered without a method after a revised target is decided under that target's rule, as the win the balls decide is", () => {
    const tie = [...stoppedAt30(), { id: nextId(), type: 'result', result: 'tie' } as LoggedEvent];
    expect(buildScorecard(setup, tie).result).toMatchObject({ type: 'tie', text: 'Match tied (D/L method)', method: 'D/L' });
    expect(table(tie).find((r) => r.team === B)).toMatchObject({ tied: 1, points: 1, runsAgainst: 69, ballsBowled: 60 });
    const win = [...stoppedAt30(), { id: nextId(), type: 'result', result: 'win', winner: B } as LoggedEvent];
    expect(buildScorecard(setup, win).result).toMatchObject({ type: 'win', winner: B, method: 'D/L', text: `${B} won (D/L method)` });
    // Awarded stays awarded, and an abandonment names no rule.
    const awarded = [...stoppedAt30(), { id: nextId(), type: 'result', result: 'awarded', winner: A } as LoggedEvent];
    expect(buildScorecard(setup, awarded).result).toMatchObject({ winner: A, method: 'awarded', text: expect.stringMatching(/ \(awarded\)$/) });
    const abandoned = [...stoppedAt30(), { id: nextId(), type: 'result', result: 'abandoned' } as LoggedEvent];
    expect(buildScorecard(setup, abandoned).result).toEqual({ type: 'abandoned', text: 'Match abandoned' });
  });
});
