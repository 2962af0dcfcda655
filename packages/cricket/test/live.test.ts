import { describe, expect, it } from 'vitest';
import { liveState, type LoggedEvent } from '../src/index';
import { A, B, ball, nextId, over, overs, setup } from './build';

const toss: LoggedEvent = { id: 'toss', type: 'toss', winner: B, decision: 'field' };

describe('liveState: the scorer screen', () => {
  it('before a ball: the toss decides who bats, nobody is on strike', () => {
    const s = liveState(setup, [toss]);
    expect(s).toMatchObject({ status: 'scheduled', inningsIndex: 0, battingTeam: A, bowlingTeam: B, striker: null, bowler: null, overs: '0.0' });
  });

  it('odd runs swap the strike, even runs do not, and the over end swaps again', () => {
    const one = liveState(setup, [toss, ball(0, A, 0, 'P1', 'P2', 'Jones', 1)]);
    expect(one).toMatchObject({ striker: 'P2', nonStriker: 'P1', bowler: 'Jones', legalBallsThisOver: 1 });
    expect(liveState(setup, [toss, ball(0, A, 0, 'P1', 'P2', 'Jones', 2)])).toMatchObject({ striker: 'P1' });
    // A wide with a run taken (2 wides) crosses the batters; a plain wide does not and is not a legal ball.
    expect(liveState(setup, [toss, ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { wides: 2 })])).toMatchObject({ striker: 'P2', legalBallsThisOver: 0 });
    const endOfOver = liveState(setup, [toss, ...over(0, A, 0, 'Jones', [0, 0, 0, 0, 0, 0])]);
    expect(endOfOver).toMatchObject({ striker: 'P2', nonStriker: 'P1', bowler: null, previousOverBowler: 'Jones', over: 1, thisOver: [] });
    const singleOffLast = liveState(setup, [toss, ...over(0, A, 0, 'Jones', [0, 0, 0, 0, 0, 1])]);
    expect(singleOffLast).toMatchObject({ striker: 'P1', nonStriker: 'P2' });
  });

  it('a dismissal leaves that end empty; after a catch the new batter takes strike', () => {
    const bowled = liveState(setup, [toss, ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { out: { kind: 'bowled' } })]);
    expect(bowled).toMatchObject({ striker: null, nonStriker: 'P2', wickets: 1, dismissed: ['P1'] });
    const caughtAfterCrossing = liveState(setup, [toss, ball(0, A, 0, 'P1', 'P2', 'Jones', 1, { out: { kind: 'caught', fielders: ['Smith'] } })]);
    expect(caughtAfterCrossing).toMatchObject({ striker: null, nonStriker: 'P2' });
    const runOutNonStriker = liveState(setup, [toss, ball(0, A, 0, 'P1', 'P2', 'Jones', 1, { out: { kind: 'run out', player: 'P2' } })]);
    expect(runOutNonStriker).toMatchObject({ striker: null, nonStriker: 'P1' });
  });

  it('in a chase: target, runs and balls needed, required and current rate', () => {
    const events = [toss, ...overs(0, A, 20, 1, ['X', 'Y']), ...overs(1, B, 10, 1, ['Z', 'W'])];
    const s = liveState(setup, events);
    expect(s).toMatchObject({ inningsIndex: 1, battingTeam: B, target: { runs: 121, overs: 20 }, runs: 60, runsNeeded: 61, ballsRemaining: 60 });
    expect(s.requiredRunRate).toBe(6.1);
    expect(s.currentRunRate).toBe(6);
    const between = liveState(setup, events.slice(0, 121));
    expect(between).toMatchObject({ inningsIndex: 1, battingTeam: B, runs: 0, target: { runs: 121, overs: 20 }, striker: null });
  });

  it('when the chase is won the match is over', () => {
    const events = [toss, ...overs(0, A, 1, 1, ['X']), ball(1, B, 0, 'Q1', 'Q2', 'Z', 6), ball(1, B, 0, 'Q1', 'Q2', 'Z', 1)];
    const s = liveState(setup, events);
    expect(s).toMatchObject({ status: 'completed', battingTeam: null, result: { winner: B } });
  });

  it('warns of a seventh legal ball, a bowler in consecutive overs, a batter out twice', () => {
    const seven = liveState(setup, [toss, ...over(0, A, 0, 'Jones', [0, 0, 0, 0, 0, 0])]);
    expect(seven.warnings).toEqual([]);
    const events: LoggedEvent[] = [
      toss,
      ...over(0, A, 0, 'Jones', [0, 0, 0, 0, 0]),
      ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { out: { kind: 'bowled' } }),
      ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { out: { kind: 'bowled' } }),
      ...over(0, A, 1, 'Jones', [0]),
    ];
    const codes = liveState(setup, events).warnings.map((w) => w.code);
    expect(codes).toEqual(expect.arrayContaining(['extra-legal-ball', 'consecutive-overs', 'dismissed-twice']));
    expect(liveState(setup, events).warnings.find((w) => w.code === 'consecutive-overs')?.message).toBe('Jones bowled overs 1 and 2 in a row');
  });

  it('reflects an amendment at once', () => {
    const first = ball(0, A, 0, 'P1', 'P2', 'Jones', 1);
    const { id: _id, ...body } = { ...first, runs: { batter: 4, extras: 0, total: 4 } } as Extract<LoggedEvent, { type: 'delivery' }>;
    const s = liveState(setup, [toss, first, { id: nextId(), type: 'amend', target: first.id, delivery: body }]);
    expect(s).toMatchObject({ runs: 4, striker: 'P1' });
  });

  it('after a tie the side that batted second opens the super over, then the other chases', () => {
    const tie = [toss, ...overs(0, A, 20, 1, ['X', 'Y']), ...overs(1, B, 20, 1, ['Z', 'W'])];
    expect(liveState(setup, tie)).toMatchObject({ inningsIndex: 2, superOver: true, battingTeam: B, target: null, ballsRemaining: 6 });
    const half = [...tie, ...over(2, B, 0, 'X', [1, 1, 1, 1, 1, 1]).map((e) => ({ ...e, superOver: true }))];
    expect(liveState(setup, half)).toMatchObject({ inningsIndex: 3, superOver: true, battingTeam: A, target: { runs: 7, overs: 1 } });
  });

  it('a revised target set before the chase starts is the one shown', () => {
    const events: LoggedEvent[] = [toss, ...overs(0, A, 20, 1, ['X', 'Y']), { id: nextId(), type: 'target', innings: 1, runs: 90, overs: 12 }];
    expect(liveState(setup, events)).toMatchObject({
      inningsIndex: 1,
      battingTeam: B,
      target: { runs: 90, overs: 12 },
      runsNeeded: 90,
      ballsRemaining: 72,
      requiredRunRate: 7.5,
    });
  });

  it("carries what a watcher's page draws: the batters' and bowler's figures, the partnership, the last wicket and the recent balls", () => {
    const events: LoggedEvent[] = [
      toss,
      ...over(0, A, 0, 'Jones', [4, 0, 1, 0, 0, 2], ['P1', 'P2']), // 7/0; P2 faces next over
      ball(0, A, 1, 'P1', 'P2', 'Smith', 0, { out: { kind: 'caught', fielders: ['Lee'] } }), // P1 c Lee b Smith 5 (4)
      ball(0, A, 1, 'P3', 'P2', 'Smith', 6),
      ball(0, A, 1, 'P3', 'P2', 'Smith', 0, { wides: 1 }),
    ];
    const { watch } = liveState(setup, events);
    expect(watch.striker).toEqual({ name: 'P3', runs: 6, balls: 1 });
    expect(watch.nonStriker).toMatchObject({ name: 'P2', runs: 2, balls: 3 });
    expect(watch.bowler).toEqual({ name: 'Smith', runs: 7, overs: '0.2', maidens: 0, wickets: 1 });
    expect(watch.partnership).toEqual({ runs: 7, balls: 1 });
    expect(watch.lastWicket).toEqual({ batter: 'P1', runs: 5, balls: 4, dismissal: 'c Lee b Smith', score: '7/1', over: '1.1' });
    expect(watch.recent).toHaveLength(9);
    expect(watch.recent.at(-3)).toMatchObject({ over: 1, out: true });
    expect(watch.recent.at(-1)).toMatchObject({ over: 1, extras: { wides: 1 } });
    expect(JSON.stringify(watch.recent)).not.toContain('P1');
  });
});
