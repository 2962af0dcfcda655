/**
 * Issue 29, "Rain": the revised target computed from the scorer's interruptions by the
 * tournament's rule, used by the result and the table with no second step.
 *
 * D/L Standard Edition, worked by hand from the published table (ICC, "Duckworth/Lewis
 * Standard Edition Table": percent of resources left by overs left and wickets lost), with a
 * league G50 of 200. Each example names the table cells it reads.
 */
import { describe, expect, it } from 'vitest';
import { buildScorecard, liveState, resourcesLeft, type LoggedEvent, type MatchSetup } from '../src/index';
import { A, B, nextId, over, standingsOf } from './build';
import { PUBLISHED } from './standard-edition';

const fifty: MatchSetup = { teams: [A, B], format: { oversPerInnings: 50, ballsPerOver: 6, playersPerSide: 11 }, rain: { rule: 'D/L', g50: 200 } };
const twenty: MatchSetup = { teams: [A, B], format: { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 }, rain: { rule: 'D/L', g50: 200 } };

/** Overs `from`..`to - 1` of one innings, each ball scoring as `pattern` says. */
function run(innings: number, team: string, from: number, to: number, pattern: number[]): LoggedEvent[] {
  const out: LoggedEvent[] = [];
  for (let i = from; i < to; i++) out.push(...over(innings, team, i, i % 2 ? 'Bowler 1' : 'Bowler 2', pattern, [`${team} 1`, `${team} 2`]));
  return out;
}
/** One over in which the first `n` balls take a wicket each (no runs). */
function wicketsOver(innings: number, team: string, index: number, n: number): LoggedEvent[] {
  return Array.from({ length: 6 }, (_, b): LoggedEvent => {
    const out = b < n;
    return {
      id: nextId(),
      type: 'delivery',
      innings,
      team,
      over: index,
      batter: out ? `${team} out ${b}` : `${team} 1`,
      non_striker: `${team} 2`,
      bowler: 'Bowler 3',
      runs: { batter: 0, extras: 0, total: 0 },
      ...(out ? { wickets: [{ player_out: `${team} out ${b}`, kind: 'bowled' }] } : {}),
    };
  });
}
const stop = (innings: number, overs: number): LoggedEvent => ({ id: nextId(), type: 'interruption', innings, overs }) as LoggedEvent;
const table = standingsOf;
// A makes 250 off 50 overs (five an over).
const a250 = run(0, A, 0, 50, [1, 1, 1, 1, 1, 0]);

describe('the Standard Edition table', () => {
  it('holds every cell of the published table', () => {
    const rows = PUBLISHED.trim()
      .split('\n')
      .map((row) => row.split(' ').map(Number));
    expect(rows).toHaveLength(51);
    rows.forEach((row, oversLeft) =>
      row.forEach((cell, wickets) => expect([oversLeft, wickets, resourcesLeft(oversLeft, wickets)]).toEqual([oversLeft, wickets, cell])),
    );
  });

  it('reads whole overs from the table and interpolates part overs', () => {
    expect(resourcesLeft(50, 0)).toBe(100);
    expect(resourcesLeft(30, 0)).toBe(75.1);
    expect(resourcesLeft(20, 3)).toBe(49.1);
    expect(resourcesLeft(1, 9)).toBe(2.5);
    expect(resourcesLeft(10, 10)).toBe(0);
    // Halfway between 10 overs (32.1) and 11 overs (34.9) with none down.
    expect(resourcesLeft(10.5, 0)).toBeCloseTo(33.5, 5);
  });
});

describe('D/L Standard Edition targets from interruptions', () => {
  it('a chase cut to 30 overs before it starts: R1 = 100.0 (50 overs, 0 down), R2 = 75.1 (30, 0); 250 x 75.1 / 100 = 187.75, target 188', () => {
    const events = [...a250, stop(1, 30)];
    const state = liveState(fifty, events);
    expect(state.target).toMatchObject({ runs: 188, overs: 30, method: 'D/L' });
    const working = buildScorecard(fifty, [...events, ...run(1, B, 0, 1, [0, 0, 0, 0, 0, 0])]).innings[1]!.target!.working!;
    expect(working).toContain('R2 < R1: par = 250 x 75.1 / 100.0 = 187.75');
    expect(working.at(-1)).toBe('Target 188 off 30 overs');
  });

  it('the first innings cut from 50 to 40 overs at 30 overs, 2 down: R1 = 100 - (52.4 - 30.8) = 78.4; R2 = 89.3 (40, 0); 234 + 200 x 10.9 / 100 = 255.8, target 256', () => {
    const events = [
      ...wicketsOver(0, A, 0, 2),
      ...run(0, A, 1, 30, [1, 1, 1, 1, 1, 1]), // 174/2 after 30 overs
      stop(0, 40),
      ...run(0, A, 30, 40, [1, 1, 1, 1, 1, 1]), // 234/2 off 40
    ];
    const card = buildScorecard(fifty, events);
    expect(card.innings[0]).toMatchObject({ runs: 234, wickets: 2, quotaOvers: 40, overs: '40.0' });
    const state = liveState(fifty, events);
    expect(state.target).toMatchObject({ runs: 256, overs: 40, method: 'D/L' });
    expect(state.ballsRemaining).toBe(240);
  });

  it('the chase cut from 50 to 40 overs at 20 overs, 3 down: R2 = 100 - (61.6 - 49.1) = 87.5; 250 x 87.5 / 100 = 218.75, target 219; reaching it wins', () => {
    const before = [...a250, ...wicketsOver(1, B, 0, 3), ...run(1, B, 1, 20, [1, 1, 1, 1, 1, 1])]; // 114/3
    const interrupted = [...before, stop(1, 40)];
    expect(liveState(fifty, interrupted).target).toMatchObject({ runs: 219, overs: 40 });
    // 105 more off 17.3 overs: 219/3.
    const won = [...interrupted, ...run(1, B, 20, 37, [1, 1, 1, 1, 1, 1]), ...over(1, B, 37, 'Bowler 2', [1, 1, 1], [`${B} 1`, `${B} 2`])];
    const card = buildScorecard(fifty, won);
    expect(card.innings[1]).toMatchObject({ runs: 219, quotaOvers: 40 });
    expect(card.result).toMatchObject({ type: 'win', winner: B, method: 'D/L', by: { wickets: 7 } });
    expect(card.result!.text).toBe(`${B} won by 7 wickets (D/L method)`);
  });

  it('a chase that ends one short of the revised target is a tie under the rule, and says so: 187 off 30 against 188 is "Match tied (D/L method)"', () => {
    const events = [...a250, stop(1, 30), ...run(1, B, 0, 29, [1, 1, 1, 1, 1, 1]), ...over(1, B, 29, 'Bowler 2', [2, 2, 2, 2, 2, 3], [`${B} 1`, `${B} 2`])];
    const card = buildScorecard(fifty, events);
    expect(card.innings[1]).toMatchObject({ runs: 187, overs: '30.0' });
    expect(card.result).toMatchObject({ type: 'tie', method: 'D/L' });
    expect(card.result!.text).toBe('Match tied (D/L method)');
  });

  it('no more play at 25 overs, 2 down: R2 = 100 - 60.5 (25 overs left, 2 down) = 39.5; par 250 x 39.5 / 100 = 98.75, so B on 80 lose by 18 runs, and the table counts it at once', () => {
    const events = [...a250, ...wicketsOver(1, B, 0, 2), ...run(1, B, 1, 21, [1, 1, 1, 1, 0, 0]), ...run(1, B, 21, 25, [0, 0, 0, 0, 0, 0]), stop(1, 25)];
    const card = buildScorecard(fifty, events);
    expect(card.innings[1]).toMatchObject({ runs: 80, wickets: 2, overs: '25.0' });
    expect(card.innings[1]!.target).toMatchObject({ runs: 99, overs: 25, method: 'D/L' });
    expect(card.result).toMatchObject({ type: 'win', winner: A, method: 'D/L', by: { runs: 18 } });
    // ICC: the side batting first is credited the par score off the overs the chase faced.
    const rows = table(fifty, events);
    expect(rows.find((r) => r.team === A)).toMatchObject({ points: 2, runsFor: 98, ballsFaced: 150, runsAgainst: 80, ballsBowled: 150 });
    expect(rows.find((r) => r.team === A)!.nrr).toBeCloseTo(0.72, 3);
    expect(rows.find((r) => r.team === B)!.nrr).toBeCloseTo(-0.72, 3);
  });

  it('a 20-over match: R1 = 56.6 (20 overs, 0 down), R2 = 37.6 (12, 0); 160 x 37.6 / 56.6 = 106.29, target 107 off 12', () => {
    const events = [...run(0, A, 0, 20, [1, 1, 1, 1, 2, 2]), stop(1, 12)]; // 160 off 20
    expect(liveState(twenty, events).target).toMatchObject({ runs: 107, overs: 12, method: 'D/L' });
  });

  it('overs taken away before the first ball shorten the match for both sides, with no rule', () => {
    const events = [stop(0, 12), ...run(0, A, 0, 12, [1, 1, 1, 1, 2, 2]), ...run(1, B, 0, 12, [1, 1, 1, 1, 1, 1])]; // 96 v 72
    const card = buildScorecard(twenty, events);
    expect(card.innings.map((i) => i.quotaOvers)).toEqual([12, 12]);
    expect(card.innings[1]!.target).toEqual({ runs: 97, overs: 12 });
    expect(card.result).toMatchObject({ type: 'win', winner: A, by: { runs: 24 } });
    expect(card.result!.method).toBeUndefined();
  });

  it('a delayed start recorded before the toss is the same match as one recorded after it: 12 overs a side, and a later stoppage in the chase is worked from 12', () => {
    const toss: LoggedEvent = { id: nextId(), type: 'toss', winner: A, decision: 'bat' };
    const play = [...run(0, A, 0, 12, [1, 1, 1, 1, 2, 2]), ...run(1, B, 0, 4, [1, 1, 1, 1, 1, 1]), stop(1, 8)]; // 96 off 12; 24/0 off 4, cut to 8
    for (const setup of [twenty, { ...twenty, rain: { rule: 'ARR' as const, g50: 200 } }]) {
      const before = [stop(0, 12), toss, ...play];
      const after = [toss, stop(0, 12), ...play];
      expect(buildScorecard(setup, before)).toEqual(buildScorecard(setup, after));
      expect(buildScorecard(setup, before).innings[0]!.quotaOvers).toBe(12);
      expect(liveState(setup, before).target).toEqual(liveState(setup, after).target);
      // D/L: R1 = 37.6 (12 overs, 0 down), R2 = 37.6 - (26.4 - 13.9) = 25.1, par 96 x 25.1 / 37.6 = 64.09; ARR: 96 x 8 / 12 = 64.
      expect(liveState(setup, before).target).toMatchObject({ runs: 65, overs: 8, method: setup.rain!.rule });
      expect(table(setup, before)).toEqual(table(setup, after));
    }
  });

  it('a target the scorer typed stands over the computed one', () => {
    const events = [...a250, stop(1, 30), { id: nextId(), type: 'target', innings: 1, runs: 190, overs: 30, method: 'D/L' } as LoggedEvent];
    expect(liveState(fifty, events).target).toMatchObject({ runs: 190, overs: 30 });
  });
});

describe('average run rate and no rain rule', () => {
  it('ARR: 160 off 20 overs, chase cut to 12: par 160 x 12 / 20 = 96, target 97', () => {
    const arr = { ...twenty, rain: { rule: 'ARR' as const, g50: 200 } };
    const events = [...run(0, A, 0, 20, [1, 1, 1, 1, 2, 2]), stop(1, 12)];
    expect(liveState(arr, events).target).toMatchObject({ runs: 97, overs: 12, method: 'ARR' });
  });

  it('with no rule an interruption shortens the innings only, and a chase cut short waits for a ruling', () => {
    const none: MatchSetup = { teams: [A, B], format: twenty.format };
    const first = run(0, A, 0, 20, [1, 1, 1, 1, 2, 2]);
    expect(liveState(none, [...first, stop(1, 12)]).target).toMatchObject({ runs: 161, overs: 12 });
    const cut = [...first, ...run(1, B, 0, 10, [1, 1, 1, 1, 1, 1]), stop(1, 10)];
    const card = buildScorecard(none, cut);
    expect(card.innings[1]).toMatchObject({ runs: 60, quotaOvers: 10 });
    expect(card.result).toBeUndefined();
  });
});
