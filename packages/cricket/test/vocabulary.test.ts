/**
 * The pad's full vocabulary of the Laws (issue 29), each new kind of ball against a
 * scorecard worked by hand: extras together, dismissals off wides and no-balls, five runs,
 * retirements and timed out between balls, the rarer dismissals, and what may not be scored.
 */
import { describe, expect, it } from 'vitest';
import {
  buildScorecard,
  deliveryProblem,
  eventProblem,
  liveState,
  simulateMatch,
  toCricsheet,
  fromCricsheet,
  type LoggedEvent,
  type EventOf,
} from '../src/index';
import { A, B, ball, nextId, setup } from './build';
import { loadSeason } from './seasons';
import { expectScorebookBalances } from './scorebook';

const inn0 = (events: LoggedEvent[]) => {
  const card = buildScorecard(setup, events);
  expectScorebookBalances(card);
  return card.innings[0]!;
};
const who = (events: LoggedEvent[], name: string) => inn0(events).batting.find((b) => b.name === name)!;
const jones = (events: LoggedEvent[]) => inn0(events).bowling.find((b) => b.name === 'Jones')!;
const offBall = (player: string, kind: EventOf<'between-balls'>['kind'], team = A): LoggedEvent => ({
  id: nextId(),
  type: 'between-balls',
  innings: 0,
  team,
  player,
  kind,
});

describe('extras together', () => {
  it('no-ball + 2 byes: 3 to the total, 1 no-ball to the bowler, a ball faced, no run to the batter, no strike change', () => {
    const events = [ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { noballs: 1, byes: 2 })];
    expect(inn0(events)).toMatchObject({ runs: 3, legalBalls: 0, extras: { noballs: 1, byes: 2, total: 3 } });
    expect(jones(events)).toMatchObject({ runs: 1, noballs: 1, balls: 0 });
    expect(who(events, 'P1')).toMatchObject({ runs: 0, balls: 1 });
    expect(liveState(setup, events)).toMatchObject({ striker: 'P1', nonStriker: 'P2' });
  });

  it('no-ball + 1 leg-bye: 2 to the total, the batters cross', () => {
    const events = [ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { noballs: 1, legbyes: 1 })];
    expect(inn0(events)).toMatchObject({ runs: 2, extras: { noballs: 1, legbyes: 1, total: 2 } });
    expect(jones(events)).toMatchObject({ runs: 1 });
    expect(liveState(setup, events)).toMatchObject({ striker: 'P2', nonStriker: 'P1' });
  });

  it('a wide the batters run 2 on ("wide + byes"): 3 wides, all charged to the bowler, no ball faced, no strike change', () => {
    const events = [ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { wides: 3 })];
    expect(inn0(events)).toMatchObject({ runs: 3, legalBalls: 0, extras: { wides: 3, byes: 0, total: 3 } });
    expect(jones(events)).toMatchObject({ runs: 3, wides: 3, balls: 0 });
    expect(who(events, 'P1')).toMatchObject({ balls: 0 });
    expect(liveState(setup, events)).toMatchObject({ striker: 'P1', legalBallsThisOver: 0 });
  });
});

describe('dismissals off wides and no-balls', () => {
  it('stumped off a wide: the bowler’s wicket, a wide to the total, not a ball faced, fall at 0.0', () => {
    const events = [ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { wides: 1, out: { kind: 'stumped', fielders: ['Keeper'] } })];
    const inn = inn0(events);
    expect(inn).toMatchObject({ runs: 1, wickets: 1, legalBalls: 0 });
    expect(inn.fallOfWickets).toEqual([{ wicket: 1, runs: 1, over: '0.0', batter: 'P1' }]);
    expect(jones(events)).toMatchObject({ wickets: 1, runs: 1, wides: 1 });
    expect(who(events, 'P1')).toMatchObject({ out: true, balls: 0, dismissal: 'st †Keeper b Jones' });
  });

  it('run out off a wide going for a second run: 2 wides, not the bowler’s, the non-striker out', () => {
    const events = [
      ball(0, A, 0, 'P1', 'P2', 'Jones', 1),
      ball(0, A, 0, 'P2', 'P1', 'Jones', 0, { wides: 2, out: { kind: 'run out', player: 'P1', fielders: ['Lee'] } }),
    ];
    const inn = inn0(events);
    expect(inn).toMatchObject({ runs: 3, wickets: 1 });
    expect(inn.fallOfWickets).toEqual([{ wicket: 1, runs: 3, over: '0.1', batter: 'P1' }]);
    expect(jones(events)).toMatchObject({ wickets: 0, runs: 3 });
    expect(who(events, 'P1')).toMatchObject({ dismissal: 'run out (Lee)' });
  });

  it('run out off a no-ball with a run off the bat: the run counts, the bowler has no wicket', () => {
    const events = [ball(0, A, 0, 'P1', 'P2', 'Jones', 1, { noballs: 1, out: { kind: 'run out', player: 'P2', fielders: ['Lee'] } })];
    expect(inn0(events)).toMatchObject({ runs: 2, wickets: 1, legalBalls: 0 });
    expect(jones(events)).toMatchObject({ runs: 2, wickets: 0, noballs: 1 });
    expect(who(events, 'P1')).toMatchObject({ runs: 1, balls: 1 });
  });
});

describe('five runs', () => {
  it('five all run: five to the batter, not a boundary, the batters cross', () => {
    const events = [ball(0, A, 0, 'P1', 'P2', 'Jones', 5)];
    expect(who(events, 'P1')).toMatchObject({ runs: 5, fours: 0, sixes: 0 });
    expect(liveState(setup, events)).toMatchObject({ striker: 'P2' });
  });

  it('five penalty runs on a ball (the ball hit a fielder’s helmet on the ground): extras, not charged, no strike change', () => {
    const events = [ball(0, A, 0, 'P1', 'P2', 'Jones', 1, { penalty: 5 })];
    expect(inn0(events)).toMatchObject({ runs: 6, extras: { penalty: 5, total: 5 } });
    expect(jones(events)).toMatchObject({ runs: 1 });
    expect(liveState(setup, events)).toMatchObject({ striker: 'P2' });
  });
});

describe('between balls (no ball used)', () => {
  const opening = [ball(0, A, 0, 'P1', 'P2', 'Jones', 2), ball(0, A, 0, 'P1', 'P2', 'Jones', 1)];

  it('retired hurt: no wicket, no ball, the end is free for the next batter; coming back, not out', () => {
    const events = [...opening, offBall('P2', 'retired hurt')];
    const inn = inn0(events);
    expect(inn).toMatchObject({ runs: 3, wickets: 0, legalBalls: 2, overs: '0.2' });
    expect(who(events, 'P2')).toMatchObject({ out: false, dismissal: 'retired hurt' });
    expect(liveState(setup, events)).toMatchObject({ striker: null, nonStriker: 'P1', legalBallsThisOver: 2 });
    const back = [
      ...events,
      ball(0, A, 0, 'P3', 'P1', 'Jones', 0),
      ball(0, A, 0, 'P3', 'P1', 'Jones', 0, { out: { kind: 'bowled' } }),
      ball(0, A, 0, 'P2', 'P1', 'Jones', 4),
    ];
    expect(who(back, 'P2')).toMatchObject({ out: false, dismissal: 'not out', runs: 4 });
  });

  it('retired out: a wicket at the score and over it happened, not the bowler’s', () => {
    const events = [...opening, offBall('P2', 'retired out')];
    const inn = inn0(events);
    expect(inn).toMatchObject({ runs: 3, wickets: 1, legalBalls: 2 });
    expect(inn.fallOfWickets).toEqual([{ wicket: 1, runs: 3, over: '0.2', batter: 'P2' }]);
    expect(jones(events)).toMatchObject({ wickets: 0 });
    expect(liveState(setup, events)).toMatchObject({ striker: null, dismissed: ['P2'] });
  });

  it('timed out before facing: a wicket, no ball, the batter on the card with 0 (0)', () => {
    const events = [...opening, ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { out: { kind: 'bowled' } }), offBall('P3', 'timed out')];
    const inn = inn0(events);
    expect(inn).toMatchObject({ wickets: 2, legalBalls: 3 });
    expect(inn.fallOfWickets.at(-1)).toEqual({ wicket: 2, runs: 3, over: '0.3', batter: 'P3' });
    expect(who(events, 'P3')).toMatchObject({ runs: 0, balls: 0, out: true, dismissal: 'timed out' });
  });

  it('survive a Cricsheet round trip (written on the ball before, as Cricsheet records them)', () => {
    const events = [
      { id: nextId(), type: 'toss', winner: A, decision: 'bat' } as LoggedEvent,
      ...opening,
      offBall('P2', 'retired out'),
      ball(0, A, 0, 'P1', 'P3', 'Jones', 1),
    ];
    const file = JSON.parse(JSON.stringify(toCricsheet({ setup, info: { dates: ['2026-02-01'] } }, events)));
    const back = fromCricsheet(file);
    const [a, b] = [buildScorecard(setup, events).innings[0]!, buildScorecard(back.setup, back.events).innings[0]!];
    expect(b.batting).toEqual(a.batting);
    expect(b.fallOfWickets).toEqual(a.fallOfWickets);
    expect(b.runs).toBe(a.runs);
  });
});

describe('the rarer dismissals', () => {
  it.each([
    ['obstructing the field', 'P2'],
    ['hit the ball twice', 'P1'],
  ])('%s: a wicket, never the bowler’s, as the kind on the card', (kind, player) => {
    const events = [ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { out: { kind, player } })];
    expect(inn0(events)).toMatchObject({ wickets: 1 });
    expect(jones(events).wickets).toBe(0);
    expect(who(events, player)).toMatchObject({ out: true, dismissal: kind });
  });
});

describe('what a scored ball may say (deliveryProblem)', () => {
  const d = (o: Parameters<typeof ball>[7], runs = 0) => ball(0, A, 0, 'P1', 'P2', 'Jones', runs, o) as EventOf<'delivery'>;
  it('accepts every ball above, every ball of two real IPL seasons and of simulated matches', () => {
    for (const o of [
      { noballs: 1, byes: 2 },
      { noballs: 1, legbyes: 1 },
      { wides: 3 },
      { wides: 1, out: { kind: 'stumped', fielders: ['K'] } },
      { penalty: 5 },
    ]) {
      expect(deliveryProblem(d(o))).toBeNull();
    }
    for (const season of ['ipl2008', 'ipl2023']) {
      for (const m of loadSeason(season))
        for (const e of m.events) if (e.type === 'delivery') expect(deliveryProblem(e), `${m.id} ${JSON.stringify(e)}`).toBeNull();
    }
    for (let seed = 1; seed <= 20; seed++) {
      for (const e of simulateMatch({ teams: [A, B], format: setup.format }, seed))
        if (e.type === 'delivery') expect(deliveryProblem(e), JSON.stringify(e)).toBeNull();
    }
  });

  it('refuses what cannot happen', () => {
    const cases: Array<[Parameters<typeof ball>[7], number, RegExp]> = [
      [{ noballs: 1, out: { kind: 'bowled' } }, 0, /bowled off a no-ball/],
      [{ noballs: 1, out: { kind: 'stumped', fielders: ['K'] } }, 0, /stumped off a no-ball/],
      [{ wides: 1, out: { kind: 'caught', fielders: ['K'] } }, 0, /caught off a wide/],
      [{ wides: 1, byes: 1 }, 0, /off a wide are wides/],
      [{ wides: 1 }, 4, /cannot score off a wide/],
      [{ wides: 1, noballs: 1 }, 0, /both a wide and a no-ball/],
      [{ out: { kind: 'timed out' } }, 0, /between balls/],
      [{ out: { kind: 'run out', player: 'P9' } }, 0, /P9 is not batting/],
      [{ out: { kind: 'lbw', player: 'P2' } }, 0, /Only the striker/],
      [{ out: { kind: 'retired' } }, 0, /Unknown dismissal/],
    ];
    for (const [o, runs, message] of cases) expect(deliveryProblem(d(o, runs))).toMatch(message);
    const wrongSum = { ...d({}, 4), runs: { batter: 4, extras: 0, total: 5 } } as EventOf<'delivery'>;
    expect(deliveryProblem(wrongSum)).toMatch(/runs.total/);
  });
});

describe('choices from the lineups and the bowler rule (eventProblem)', () => {
  const log: LoggedEvent[] = [
    { id: 'l1', type: 'lineups', team: A, players: ['P1', 'P2', 'P3'] },
    { id: 'l2', type: 'lineups', team: B, players: ['Jones', 'Khan', 'Keeper'] },
    ...Array.from({ length: 6 }, () => ball(0, A, 0, 'P1', 'P2', 'Jones', 0)),
  ];
  const next = (o: Partial<EventOf<'delivery'>>) => ({ ...(ball(0, A, 1, 'P1', 'P2', 'Khan', 0) as EventOf<'delivery'>), ...o });

  it('refuses the same bowler for the next over, and lets another bowl it', () => {
    expect(eventProblem(setup, log, next({ bowler: 'Jones' }))).toMatchObject({ code: 'consecutive-overs' });
    expect(eventProblem(setup, log, next({}))).toBeNull();
    // An umpire's over 0 was Jones's: nobody checks an over two away.
    expect(eventProblem(setup, log, next({ over: 2, bowler: 'Jones' }))).toBeNull();
  });

  it('names from the right side; a substitute fielder only when marked', () => {
    expect(eventProblem(setup, log, next({ batter: 'Khan' }))).toEqual({ code: 'not-in-lineup', message: `Khan is not in ${A}'s lineup` });
    expect(eventProblem(setup, log, next({ bowler: 'P3' }))).toMatchObject({ message: `P3 is not in ${B}'s lineup` });
    const caught = (fielder: { name: string; substitute?: boolean }) => next({ wickets: [{ player_out: 'P1', kind: 'caught', fielders: [fielder] }] });
    expect(eventProblem(setup, log, caught({ name: 'Sub' }))).toMatchObject({ code: 'not-in-lineup' });
    expect(eventProblem(setup, log, caught({ name: 'Sub', substitute: true }))).toBeNull();
    expect(eventProblem(setup, log, next({ team: 'Elsewhere XI' }))).toMatchObject({ code: 'not-a-team' });
    // Without a lineup for a side, its names are not checked.
    expect(eventProblem(setup, log.slice(1), next({ batter: 'Anyone' }))).toBeNull();
  });
});
