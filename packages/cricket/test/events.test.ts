import { describe, expect, it } from 'vitest';
import { buildScorecard, loggedEventSchema, matchEventSchema, matchSummary, type LoggedEvent } from '../src/index';
import { A, B, ball, overs, setup } from './build';

describe('event schemas', () => {
  it('accept a Cricsheet delivery with replacements and reject a malformed one', () => {
    const delivery = {
      type: 'delivery',
      innings: 0,
      team: A,
      over: 3,
      batter: 'P1',
      non_striker: 'P2',
      bowler: 'X',
      runs: { batter: 1, extras: 0, total: 1 },
      replacements: { match: [{ in: 'Q', out: 'R', team: A, reason: 'impact_player' }] },
    };
    expect(matchEventSchema.parse(delivery)).toMatchObject({ type: 'delivery', over: 3 });
    expect(matchEventSchema.safeParse({ ...delivery, runs: { batter: -1, extras: 0, total: 1 } }).success).toBe(false);
    expect(matchEventSchema.safeParse({ type: 'toss', winner: A, decision: 'bowl' }).success).toBe(false);
    expect(loggedEventSchema.parse({ id: 'u1', type: 'toss', winner: A, decision: 'field' })).toEqual({ id: 'u1', type: 'toss', winner: A, decision: 'field' });
  });

  it('an amendment may leave out the type of its replacement delivery', () => {
    const first = ball(0, A, 0, 'P1', 'P2', 'X', 1);
    const amend = matchEventSchema.parse({
      type: 'amend',
      target: first.id,
      delivery: { innings: 0, team: A, over: 0, batter: 'P1', non_striker: 'P2', bowler: 'X', runs: { batter: 4, extras: 0, total: 4 } },
    });
    const card = buildScorecard(setup, [first, { ...amend, id: 'a1' } as LoggedEvent]);
    expect(card.innings[0]!.runs).toBe(4);
  });
});

describe('scorecard details', () => {
  it('a retired-hurt batter who comes back is not out; a substitute catch says so', () => {
    const events = [
      ball(0, A, 0, 'P1', 'P2', 'X', 0, { out: { kind: 'retired hurt' } }),
      ball(0, A, 0, 'P3', 'P2', 'X', 0, { out: { kind: 'bowled' } }),
      ball(0, A, 0, 'P1', 'P2', 'X', 2),
    ];
    const sub = ball(0, A, 0, 'P2', 'P1', 'X', 0, { out: { kind: 'caught', fielders: ['Sub'] } });
    if (sub.type === 'delivery') sub.wickets![0]!.fielders = [{ name: 'Sub', substitute: true }];
    const card = buildScorecard(setup, [...events, sub]);
    const text = Object.fromEntries(card.innings[0]!.batting.map((b) => [b.name, b.dismissal]));
    expect(text).toEqual({ P1: 'not out', P2: 'c sub (Sub) b X', P3: 'b X' });
  });

  it('overs summary feeds the Manhattan: runs and wickets per over', () => {
    const card = buildScorecard(setup, [...overs(0, A, 3, 1, ['X', 'Y']), ball(0, A, 3, 'P1', 'P2', 'X', 0, { out: { kind: 'bowled' } })]);
    expect(card.innings[0]!.oversSummary.map((o) => [o.over, o.runs, o.wickets])).toEqual([
      [1, 6, 0],
      [2, 6, 0],
      [3, 6, 0],
      [4, 0, 1],
    ]);
  });

  it('matchSummary gives the scoreline, result and top performers', () => {
    const events = [...overs(0, A, 20, 1, ['X', 'Y']), ...overs(1, B, 20, 0, ['Z', 'W'])];
    const summary = matchSummary(setup, buildScorecard(setup, events));
    expect(summary).toMatchObject({
      status: 'completed',
      winner: A,
      resultText: `${A} won by 120 runs`,
      scoreline: `${A} 120/0 (20.0) · ${B} 0/0 (20.0)`,
    });
    expect(summary.topBatter?.team).toBe(A);
  });
});
