import { describe, expect, it } from 'vitest';
import { buildScorecard, computeStandings, computeStats, effectiveEvents, type LoggedEvent, type MatchSetup, type Scorecard } from '../src/index';
import { A, B, ball, nextId, over, overs, setup } from './build';

const card = (events: LoggedEvent[], s = setup) => buildScorecard(s, events);
const inn0 = (events: LoggedEvent[]) => card(events).innings[0]!;

describe('bowling figures', () => {
  it('a maiden survives byes and leg-byes but not a wide', () => {
    const events = [
      ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { byes: 4 }),
      ...over(0, A, 0, 'Jones', [0, 0, 0, 0, 0]),
      ball(0, A, 1, 'P1', 'P2', 'Khan', 0, { legbyes: 1 }),
      ball(0, A, 1, 'P2', 'P1', 'Khan', 0, { wides: 1 }),
      ...over(0, A, 1, 'Khan', [0, 0, 0, 0, 0]),
    ];
    const i = inn0(events);
    const jones = i.bowling.find((b) => b.name === 'Jones')!;
    const khan = i.bowling.find((b) => b.name === 'Khan')!;
    expect(jones).toMatchObject({ maidens: 1, runs: 0, balls: 6, overs: '1.0' });
    expect(khan).toMatchObject({ maidens: 0, runs: 1, wides: 1, balls: 6 });
    expect(i.runs).toBe(6);
    expect(i.extras).toEqual({ wides: 1, noballs: 0, byes: 4, legbyes: 1, penalty: 0, total: 6 });
  });

  it("an umpire's 7-ball over is one over: the innings shows 2.0, and the bowler 1.0", () => {
    const events = [...over(0, A, 0, 'Jones', [1, 0, 0, 0, 0, 0, 0]), ...over(0, A, 1, 'Khan', [0, 0, 0, 0, 0, 0])];
    const i = inn0(events);
    expect(i).toMatchObject({ balls: 12, legalBalls: 13, overs: '2.0' });
    expect(i.bowling[0]).toMatchObject({ name: 'Jones', balls: 6, overs: '1.0', runs: 1, economy: 1 });
  });

  it('a short (5-ball) over is still a whole over once the next over starts', () => {
    const events = [...over(0, A, 0, 'Jones', [0, 0, 0, 0, 0]), ...over(0, A, 1, 'Khan', [0, 0])];
    expect(inn0(events)).toMatchObject({ balls: 8, overs: '1.2' });
  });

  it('wides are not balls faced; no-balls are; byes off a no-ball are not charged to the bowler', () => {
    const events = [
      ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { wides: 1 }),
      ball(0, A, 0, 'P1', 'P2', 'Jones', 4, { noballs: 1 }),
      ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { noballs: 1, byes: 2 }),
      ball(0, A, 0, 'P1', 'P2', 'Jones', 6),
    ];
    const i = inn0(events);
    expect(i.batting[0]).toMatchObject({ name: 'P1', runs: 10, balls: 3, fours: 1, sixes: 1 });
    expect(i.bowling[0]).toMatchObject({ balls: 1, runs: 13, wides: 1, noballs: 2 });
    expect(i.runs).toBe(15);
  });

  it('a run 4 without a boundary (non_boundary) is not a four', () => {
    const i = inn0([ball(0, A, 0, 'P1', 'P2', 'Jones', 4, { nonBoundary: true })]);
    expect(i.batting[0]).toMatchObject({ runs: 4, fours: 0 });
  });
});

describe('dismissals', () => {
  const events = [
    ball(0, A, 0, 'P1', 'P2', 'Jones', 0, { out: { kind: 'caught', fielders: ['Smith'] } }),
    ball(0, A, 0, 'P3', 'P2', 'Jones', 1, { out: { kind: 'run out', player: 'P2', fielders: ['Lee'] } }),
    ball(0, A, 0, 'P4', 'P3', 'Jones', 0, { out: { kind: 'caught and bowled' } }),
    ball(0, A, 0, 'P5', 'P3', 'Jones', 0, { out: { kind: 'caught', fielders: ['Jones'] } }),
    ball(0, A, 0, 'P6', 'P3', 'Jones', 0, { out: { kind: 'stumped', fielders: ['Kumar'] } }),
    ball(0, A, 0, 'P7', 'P3', 'Jones', 0, { out: { kind: 'lbw' } }),
    ball(0, A, 1, 'P3', 'P8', 'Khan', 2, { out: { kind: 'retired hurt' } }),
    ball(0, A, 1, 'P8', 'P9', 'Khan', 0, { out: { kind: 'bowled' } }),
  ];
  const c = card(events);
  const i = c.innings[0]!;
  const text = Object.fromEntries(i.batting.map((b) => [b.name, b.dismissal]));

  it('reads as on a scorecard', () => {
    expect(text).toMatchObject({
      P1: 'c Smith b Jones',
      P2: 'run out (Lee)',
      P4: 'c & b Jones',
      P5: 'c & b Jones',
      P6: 'st †Kumar b Jones',
      P7: 'lbw b Jones',
      P3: 'retired hurt',
      P8: 'b Khan',
      P9: 'not out',
    });
  });

  it('retired hurt is not a wicket and a run out is not the bowler\u2019s', () => {
    expect(i.wickets).toBe(7);
    expect(i.batting.find((b) => b.name === 'P3')).toMatchObject({ out: false, runs: 3 });
    expect(i.fallOfWickets.map((f) => f.batter)).not.toContain('P3');
    expect(i.bowling.find((b) => b.name === 'Jones')!.wickets).toBe(5);
    expect(i.fallOfWickets[1]).toEqual({ wicket: 2, runs: 1, over: '0.2', batter: 'P2' });
  });

  it('fielding stats: a caught-and-bowled is the bowler\u2019s catch; stumpings and run outs to the fielder', () => {
    const stats = computeStats([{ id: 'm1', scorecard: c }]);
    const f = Object.fromEntries(stats.fielding.map((x) => [x.name, x]));
    expect(f.Jones).toMatchObject({ catches: 2, team: B });
    expect(f.Smith).toMatchObject({ catches: 1 });
    expect(f.Kumar).toMatchObject({ stumpings: 1, catches: 0 });
    expect(f.Lee).toMatchObject({ runOuts: 1 });
    const p3 = stats.batting.find((b) => b.name === 'P3')!;
    expect(p3).toMatchObject({ notOuts: 1, average: null, highest: '3*' });
  });
});

function twoInnings(firstRuns: number, secondRuns: number, extra: LoggedEvent[] = []): LoggedEvent[] {
  // Innings of 20 overs: `firstRuns` then `secondRuns` scored in the first ball of each innings.
  const pad = (inn: number, team: string, runs: number) => [ball(inn, team, 0, 'P1', 'P2', 'X', runs), ...overs(inn, team, 20, 0, ['X', 'Y']).slice(1)];
  return [...pad(0, A, firstRuns), ...pad(1, B, secondRuns), ...extra];
}

describe('results', () => {
  it('won by runs, won by wickets, singular words, and a tie', () => {
    expect(card(twoInnings(150, 136)).result).toMatchObject({ type: 'win', winner: A, by: { runs: 14 }, text: `${A} won by 14 runs` });
    expect(card(twoInnings(150, 149)).result?.text).toBe(`${A} won by 1 run`);
    const chase = [...overs(0, A, 20, 0, ['X', 'Y']), ball(1, B, 0, 'Q1', 'Q2', 'Z', 1)];
    expect(card(chase).result).toMatchObject({ winner: B, by: { wickets: 10 }, text: `${B} won by 10 wickets` });
    expect(card(twoInnings(150, 150)).result).toMatchObject({ type: 'tie', text: 'Match tied' });
    expect(card(twoInnings(150, 10).slice(0, 130)).status).toBe('live');
  });

  it('a result event overrides: abandoned, awarded', () => {
    const abandoned = card([{ id: nextId(), type: 'result', result: 'abandoned' }]);
    expect(abandoned).toMatchObject({ status: 'abandoned', result: { type: 'abandoned', text: 'Match abandoned' } });
    expect(card([{ id: nextId(), type: 'result', result: 'awarded', winner: B }]).result).toMatchObject({ type: 'win', winner: B, method: 'awarded' });
  });

  it('a super over decides a tie (and counts for nothing else)', () => {
    const so = [
      ball(2, B, 0, 'Q1', 'Q2', 'X', 6, { superOver: true }),
      ball(2, B, 0, 'Q1', 'Q2', 'X', 4, { superOver: true }),
      ...over(2, B, 0, 'X', [0, 0, 0, 0]).map((e) => ({ ...e, superOver: true })),
      ball(3, A, 0, 'P1', 'P2', 'Z', 4, { superOver: true }),
      ball(3, A, 0, 'P1', 'P2', 'Z', 0, { out: { kind: 'bowled' }, superOver: true }),
      ball(3, A, 0, 'P3', 'P2', 'Z', 0, { out: { kind: 'bowled' }, superOver: true }),
    ];
    const c = card(twoInnings(150, 150, so));
    expect(c.result).toMatchObject({ type: 'tie', superOverWinner: B, text: `Match tied (${B} won the super over)` });
    expect(c.innings[3]).toMatchObject({ allOut: true, target: { runs: 11, overs: 1 } });
    const stats = computeStats([{ id: 'm', scorecard: c }]);
    expect(stats.batting.find((b) => b.name === 'Q1')).toBeUndefined();
    expect(stats.batting.find((b) => b.name === 'P1' && b.team === B)).toMatchObject({ runs: 150 });
    const standings = (decides: boolean) =>
      computeStandings({
        tournament: { format: setup.format, points: { win: 2, tie: 1, noResult: 1, loss: 0 }, superOverDecidesTie: decides },
        teams: [
          { id: 'a', name: A },
          { id: 'b', name: B },
        ],
        matches: [{ id: 'm', stage: 'league', setup, scorecard: c }],
      });
    const decided = standings(true);
    expect(decided.map((r) => [r.team, r.won, r.lost, r.tied, r.points])).toEqual([
      [B, 1, 0, 0, 2],
      [A, 0, 1, 0, 0],
    ]);
    expect(decided[0]).toMatchObject({ runsFor: 150, ballsFaced: 120, runsAgainst: 150 });
    expect(standings(false).map((r) => [r.tied, r.points])).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });
});

describe('amendments', () => {
  it('replacing a ball equals scoring it right first time; deleting removes it', () => {
    const right = [ball(0, A, 0, 'P1', 'P2', 'X', 4), ball(0, A, 0, 'P1', 'P2', 'X', 1)];
    const wrong = { ...right[0]!, runs: { batter: 6, extras: 0, total: 6 } } as LoggedEvent;
    const { id: _id, ...body } = right[0] as Extract<LoggedEvent, { type: 'delivery' }>;
    const amended: LoggedEvent[] = [wrong, right[1]!, { id: nextId(), type: 'amend', target: wrong.id, delivery: body }];
    expect(card(amended)).toEqual(card(right));
    expect(effectiveEvents(amended).map((e) => e.id)).toEqual(right.map((e) => e.id));
    const deleted = card([...right, { id: nextId(), type: 'amend', target: right[1]!.id }]);
    expect(deleted.innings[0]!.runs).toBe(4);
  });
});

function standingsOf(matches: { id: string; scorecard: Scorecard; stage?: 'league' | 'playoff' }[], s = setup) {
  return computeStandings({
    tournament: { format: s.format, points: { win: 2, tie: 1, noResult: 1, loss: 0 }, superOverDecidesTie: true },
    teams: [
      { id: 'a', name: A },
      { id: 'b', name: B },
    ],
    matches: matches.map((m) => ({ id: m.id, stage: m.stage ?? 'league', setup: s, scorecard: m.scorecard })),
  });
}

describe('points table', () => {
  it('ranks by points, then net run rate, and only then by wins', () => {
    // Mango: two washouts and a one-run defeat (2 points, no win, NRR -0.050). Banyan: a win
    // and a thrashing (2 points, one win, NRR -6.000). Level on points, Mango is above.
    const C = 'Coconut Cobras';
    const vs = (x: string, y: string): MatchSetup => ({ ...setup, teams: [x, y] });
    const played = (x: string, y: string, first: LoggedEvent[], second: LoggedEvent[]) => buildScorecard(vs(x, y), [...first, ...second]);
    const washout = (x: string, y: string) =>
      buildScorecard(vs(x, y), [...overs(0, x, 2, 1, ['X', 'Y']), { id: nextId(), type: 'result', result: 'no-result' }]);
    const matches = [
      { id: 'm1', setup: vs(A, C), scorecard: played(A, C, overs(0, A, 20, 1, ['X', 'Y']), overs(1, C, 20, 0, ['Z', 'W'])) },
      { id: 'm2', setup: vs(C, A), scorecard: played(C, A, overs(0, C, 20, 3, ['Z', 'W']), overs(1, A, 20, 0, ['X', 'Y'])) },
      { id: 'm3', setup: vs(B, C), scorecard: washout(B, C) },
      { id: 'm4', setup: vs(B, C), scorecard: washout(B, C) },
      {
        id: 'm5',
        setup: vs(C, B),
        scorecard: played(C, B, overs(0, C, 20, 1, ['Z', 'W']), [...overs(1, B, 19, 1, ['X', 'Y']), ...over(1, B, 19, 'X', [1, 1, 1, 1, 1, 0])]),
      },
    ];
    const rows = computeStandings({
      tournament: { format: setup.format, points: { win: 2, tie: 1, noResult: 1, loss: 0 }, superOverDecidesTie: true },
      teams: [A, B, C].map((name, i) => ({ id: `t${i}`, name })),
      matches: matches.map((m) => ({ ...m, stage: 'league' as const })),
    });
    expect(rows.map((r) => [r.team, r.points, r.won, Math.round(r.nrr * 1000) / 1000])).toEqual([
      [C, 6, 2, expect.any(Number)],
      [B, 2, 0, -0.05],
      [A, 2, 1, -6],
    ]);
  });

  it('all out with an absent-hurt batter is credited the full quota', () => {
    const wickets = Array.from({ length: 9 }, (_, k) => ball(0, A, k < 6 ? 10 : 11, `P${k + 1}`, 'P11', k < 6 ? 'X' : 'Y', 0, { out: { kind: 'bowled' } }));
    const events: LoggedEvent[] = [
      ...overs(0, A, 10, 1, ['X', 'Y']),
      ...wickets,
      { id: nextId(), type: 'absent-hurt', innings: 0, player: 'P10' },
      ...overs(1, B, 20, 0, ['Z', 'W']),
    ];
    const c = card(events);
    expect(c.innings[0]).toMatchObject({ wickets: 9, allOut: true, overs: '11.3' });
    const a = standingsOf([{ id: 'm', scorecard: c }]).find((r) => r.team === A)!;
    expect(a).toMatchObject({ runsFor: 60, ballsFaced: 120, oversFaced: '20.0', won: 1 });
    expect(a.matches[0]!.note).toContain('all out: credited 20 overs');
    // Without the absent batter, nine wickets is not all out: the overs actually faced count.
    const nine = card(events.filter((e) => e.type !== 'absent-hurt'));
    expect(standingsOf([{ id: 'm', scorecard: nine }]).find((r) => r.team === A)!.ballsFaced).toBe(69);
  });

  it('a side of 7 is all out at 6 wickets (lineup capped at playersPerSide)', () => {
    const small = { ...setup, format: { ...setup.format, playersPerSide: 7 } };
    const events: LoggedEvent[] = [
      { id: nextId(), type: 'lineups', team: A, players: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'] },
      ...Array.from({ length: 6 }, (_, k) => ball(0, A, 0, `P${k + 1}`, 'P7', 'X', 0, { out: { kind: 'bowled' } })),
    ];
    expect(buildScorecard(small, events).innings[0]!.allOut).toBe(true);
  });

  it('D/L: the side batting first is credited target-1 off the overs allotted to the chase', () => {
    const events: LoggedEvent[] = [
      ...overs(0, A, 11, 1, ['X', 'Y']),
      { id: nextId(), type: 'target', innings: 1, runs: 89, overs: 8 },
      ...overs(1, B, 8, 2, ['Z', 'W']),
      { id: nextId(), type: 'result', result: 'win', winner: B, method: 'D/L', by: { wickets: 10 } },
    ];
    const rows = standingsOf([{ id: 'm', scorecard: card(events) }]);
    const a = rows.find((r) => r.team === A)!;
    expect(a).toMatchObject({ runsFor: 88, ballsFaced: 48, runsAgainst: 96, ballsBowled: 48 });
    expect(a.matches[0]!.note).toBe('D/L: 1st innings credited target-1 (88) off 8 overs');
  });

  it('no result and playoffs are left out of NRR; a no result earns its points', () => {
    const nr = card([...overs(0, A, 5, 1, ['X', 'Y']), { id: nextId(), type: 'result', result: 'no-result' }]);
    const playoff = card(twoInnings(200, 100));
    const rows = standingsOf([
      { id: 'nr', scorecard: nr },
      { id: 'p', scorecard: playoff, stage: 'playoff' },
    ]);
    expect(rows.map((r) => [r.played, r.noResult, r.points, r.runsFor, r.nrr])).toEqual([
      [1, 1, 1, 0, 0],
      [1, 1, 1, 0, 0],
    ]);
  });
});

describe('career statistics', () => {
  it('highest with a star, average null when never out, best figures and five-fors', () => {
    const events = [
      ball(0, A, 0, 'P1', 'P2', 'X', 100),
      ball(0, A, 0, 'P1', 'P2', 'X', 12),
      ...Array.from({ length: 5 }, (_, k) => ball(0, A, 1, `P${k + 2}`, 'P1', 'Y', 4, { out: { kind: 'bowled' } })),
    ];
    const stats = computeStats([{ id: 'm', scorecard: card(events) }]);
    expect(stats.batting[0]).toMatchObject({ name: 'P1', runs: 112, highest: '112*', average: null, hundreds: 1, notOuts: 1 });
    expect(stats.bowling[0]).toMatchObject({ name: 'Y', wickets: 5, runs: 20, best: '5/20', fiveFors: 1, average: 4, strikeRate: 1 });
  });
});
