/**
 * Issue 29's figures fixes against scorecards worked by hand: a last over cut short shows as
 * bowled, a maiden needs a completed over, an umpire's miscounted over is a whole one, and
 * the Cricsheet export is complete and claims no result for a live match.
 */
import { describe, expect, it } from 'vitest';
import { buildScorecard, computeStandings, fromCricsheet, liveState, toCricsheet, type LoggedEvent, type MatchSetup } from '../src/index';
import { A, B, ball, nextId, over, overs, setup } from './build';
import { loadSeason } from './seasons';

const twoOvers: MatchSetup = { teams: [A, B], format: { oversPerInnings: 2, ballsPerOver: 6, playersPerSide: 11 } };

describe('a last over cut short (issue 29)', () => {
  // Hand-worked: Jones bowls over 1 for 0 (a maiden); Khan bowls 2 dots of over 2 and rain
  // ends the innings at 1.2. The card reads 0/0 off 1.2 overs; Jones 1-1-0-0, Khan 0.2-0-0-0.
  const events: LoggedEvent[] = [
    ...over(0, A, 0, 'Jones', [0, 0, 0, 0, 0, 0]),
    ...over(0, A, 1, 'Khan', [0, 0]),
    { id: nextId(), type: 'innings-end', innings: 0, reason: 'other' },
  ];

  it('shows as bowled (1.2 of 2 overs, as 19.2 of 20), not as the full quota', () => {
    const inn = buildScorecard(twoOvers, events).innings[0]!;
    expect(inn).toMatchObject({ overs: '1.2', balls: 8, legalBalls: 8, closed: true });
  });

  it('a 2-ball unfinished over is not a maiden; the completed one is', () => {
    const inn = buildScorecard(twoOvers, events).innings[0]!;
    expect(inn.bowling.map((b) => [b.name, b.overs, b.maidens, b.runs])).toEqual([
      ['Jones', '1.0', 1, 0],
      ['Khan', '0.2', 0, 0],
    ]);
  });

  it('the same at 20 overs: 19.2, and the real washed-out IPL 2023 match (Lucknow, no result) reads 19.2', () => {
    const long = [...overs(0, A, 19, 1, ['X', 'Y']), ...over(0, A, 19, 'X', [0, 0]), { id: nextId(), type: 'innings-end', innings: 0 } as LoggedEvent];
    expect(buildScorecard(setup, long).innings[0]).toMatchObject({ overs: '19.2', balls: 116 });
    const washed = loadSeason('ipl2023').find((m) => m.id === '1359519')!;
    expect(washed.scorecard.innings[0]).toMatchObject({ team: 'Lucknow Super Giants', overs: '19.2', runs: 125, wickets: 7 });
  });
});

describe("an over the umpire miscounted (Law 17.5, Cricsheet's miscounted_overs)", () => {
  it('a 5-ball last over called complete is a whole over, for the team and for its bowler, and a maiden when nothing was charged', () => {
    // Hand-worked: Jones 6 singles (over 1), Khan 5 dots called over by the umpire: 6 off 2.0;
    // Jones 1-0-6-0 (economy 6), Khan 1-1-0-0 (economy 0): the bowlers' overs add up to the team's.
    const events: LoggedEvent[] = [
      ...over(0, A, 0, 'Jones', [1, 1, 1, 1, 1, 1]),
      ...over(0, A, 1, 'Khan', [0, 0, 0, 0, 0]),
      { id: nextId(), type: 'over-miscounted', innings: 0, over: 1, umpire: 'Aleem Dar' },
    ];
    const inn = buildScorecard(twoOvers, events).innings[0]!;
    expect(inn).toMatchObject({ runs: 6, overs: '2.0', balls: 12, legalBalls: 11 });
    expect(inn.bowling.map((b) => [b.name, b.overs, b.maidens, b.runs, b.economy])).toEqual([
      ['Jones', '1.0', 0, 6, 6],
      ['Khan', '1.0', 1, 0, 0],
    ]);
  });

  it('a short over followed by the next, and a 7-ball over, are one over each for their bowler; the short dot over is a maiden', () => {
    // Hand-worked: Jones bowls 5 dots and Khan starts the next over (the short one counts
    // whole: 1.0 and a maiden); Khan bowls 7 singles (a whole over: 1-0-7-0, economy 7).
    // The team: 7 off 2.0; the bowlers' overs add up to it.
    const events: LoggedEvent[] = [...over(0, A, 0, 'Jones', [0, 0, 0, 0, 0]), ...over(0, A, 1, 'Khan', [1, 1, 1, 1, 1, 1, 1])];
    const inn = buildScorecard(twoOvers, events).innings[0]!;
    expect(inn).toMatchObject({ runs: 7, overs: '2.0', balls: 12, legalBalls: 12 });
    expect(inn.bowling.map((b) => [b.name, b.overs, b.maidens, b.runs, b.economy])).toEqual([
      ['Jones', '1.0', 1, 0, 0],
      ['Khan', '1.0', 0, 7, 7],
    ]);
  });

  it('on the pad: the call ends the over after 5 balls, and a 7th ball called so raises no warning', () => {
    const five: LoggedEvent[] = [...over(0, A, 0, 'Jones', [0, 0, 0, 0, 0]), { id: nextId(), type: 'over-miscounted', innings: 0, over: 0 }];
    expect(liveState(setup, five)).toMatchObject({ over: 1, bowler: null, previousOverBowler: 'Jones', legalBallsThisOver: 0 });
    const seven: LoggedEvent[] = [...over(0, A, 0, 'Jones', [0, 0, 0, 0, 0, 0, 0]), ...over(0, A, 1, 'Khan', [0])];
    expect(liveState(setup, seven).warnings.map((w) => w.code)).toEqual(['extra-legal-ball']);
    const called = [...seven, { id: nextId(), type: 'over-miscounted', innings: 0, over: 0 } as LoggedEvent];
    expect(liveState(setup, called).warnings).toEqual([]);
  });

  it('on the pad: the umpire gives a 7th ball, recorded before it: the over goes on with the same bowler and ends, then ends after it, a whole over', () => {
    // Hand-worked: Jones bowls six singles (6/0, the batters have crossed six times: A 1 on
    // strike), the umpire gives a 7th: still over 1, Jones bowling, A 1 on strike; the 7th is
    // a 4 by A 1. Then the over is done: 10/0 off 1.0 overs, Jones 1.0-0-10-0, ends changed.
    const six = over(0, A, 0, 'Jones', [1, 1, 1, 1, 1, 1], [`${A} 1`, `${A} 2`]);
    expect(liveState(setup, six)).toMatchObject({ over: 1, bowler: null });
    const given = [...six, { id: nextId(), type: 'over-miscounted', innings: 0, over: 0, balls: 7 } as LoggedEvent];
    const during = liveState(setup, given);
    expect(during).toMatchObject({ over: 0, bowler: 'Jones', legalBallsThisOver: 6, striker: `${A} 1`, nonStriker: `${A} 2` });
    const seventh = ball(0, A, 0, `${A} 1`, `${A} 2`, 'Jones', 4);
    const after = liveState(setup, [...given, seventh]);
    expect(after).toMatchObject({ over: 1, bowler: null, previousOverBowler: 'Jones', runs: 10, overs: '1.0', warnings: [] });
    expect(after).toMatchObject({ striker: `${A} 2`, nonStriker: `${A} 1` });
    const inn = buildScorecard(setup, [...given, seventh]).innings[0]!;
    expect(inn.bowling.map((b) => [b.name, b.overs, b.maidens, b.runs])).toEqual([['Jones', '1.0', 0, 10]]);
    expect(inn.batting.find((b) => b.name === `${A} 1`)).toMatchObject({ runs: 7, balls: 4 });
  });

  it('import keeps the calls of the real 2008 files and export writes them back', () => {
    const m = loadSeason('ipl2008').find((x) => x.id === '335987')!;
    expect(m.events.filter((e) => e.type === 'over-miscounted')).toEqual([
      { id: 'i0-miscounted-7', type: 'over-miscounted', innings: 0, over: 7, umpire: 'Aleem Dar' },
    ]);
    const file = toCricsheet({ setup: m.setup, info: m.info }, m.events) as { innings: Record<string, unknown>[] };
    expect(file.innings[0]!.miscounted_overs).toEqual({ '7': { balls: 5, umpire: 'Aleem Dar' } });
  });
});

describe('Cricsheet export (issue 29)', () => {
  const finished = [...overs(0, A, 20, 1, ['X', 'Y']), ...overs(1, B, 20, 0, ['Z', 'W'])];

  it('carries meta.created, gender, match_type, team_type and a registry naming everyone in it', () => {
    const file = toCricsheet({ setup, info: { dates: ['2026-02-01'] }, created: '2026-02-03' }, finished) as {
      meta: Record<string, unknown>;
      info: Record<string, unknown> & { registry: { people: Record<string, string> } };
    };
    expect(file.meta).toEqual({ data_version: '1.1.0', created: '2026-02-03', revision: 1 });
    expect(file.info).toMatchObject({ gender: 'male', match_type: 'T20', team_type: 'club', outcome: { winner: A, by: { runs: 120 } } });
    expect(Object.keys(file.info.registry.people).sort()).toEqual(['P1', 'P2', 'W', 'X', 'Y', 'Z']);
    for (const id of Object.values(file.info.registry.people)) expect(id).toMatch(/^[0-9a-f]{8}$/);
    // A 10-over league match is not a T20; without `created` the match's last day is used.
    const short = toCricsheet({ setup: twoOvers, info: { dates: ['2026-02-01'] } }, []) as { meta: { created: string }; info: { match_type: string } };
    expect(short.info.match_type).toBe('ODM');
    expect(short.meta.created).toBe('2026-02-01');
  });

  it("keeps an imported file's register, gender and types", () => {
    const m = loadSeason('ipl2023')[0]!;
    const raw = m.raw as { info: { registry: { people: Record<string, string> }; gender: string; match_type: string; team_type: string } };
    const file = toCricsheet({ setup: m.setup, info: m.info }, m.events) as { info: typeof raw.info };
    expect(file.info).toMatchObject({ gender: raw.info.gender, match_type: raw.info.match_type, team_type: raw.info.team_type });
    expect(file.info.registry.people).toEqual(raw.info.registry.people);
  });

  it('a live match claims no result: no outcome, and importing it elsewhere gives nobody a point', () => {
    const live = finished.slice(0, 130);
    const file = JSON.parse(JSON.stringify(toCricsheet({ setup, info: { dates: ['2026-02-01'] } }, live))) as { info: Record<string, unknown> };
    expect(file.info.outcome).toBeUndefined();
    const back = fromCricsheet(file);
    expect(back.events.some((e) => e.type === 'result')).toBe(false);
    const card = buildScorecard(back.setup, back.events);
    expect(card.status).toBe('live');
    const rows = computeStandings({
      tournament: { format: setup.format, points: { win: 2, tie: 1, noResult: 1, loss: 0 }, superOverDecidesTie: true },
      teams: [
        { id: 'a', name: A },
        { id: 'b', name: B },
      ],
      matches: [{ id: 'm', stage: 'league', setup, scorecard: card }],
    });
    for (const row of rows) expect(row).toMatchObject({ played: 0, points: 0 });
  });
});

describe('penalty runs keep the fall of wickets right (issue 29)', () => {
  it('5 penalty runs awarded after the third ball count from there, not from the start', () => {
    // Hand-worked: 1, W (P1 bowled: 1/1 at 0.2), 2, +5 penalty (fielder's helmet), 1, W (P3 lbw: 9/2 at 0.5).
    const events: LoggedEvent[] = [
      ball(0, A, 0, 'P1', 'P2', 'Jones', 1),
      ball(0, A, 0, 'P2', 'P1', 'Jones', 0, { out: { kind: 'bowled' } }),
      ball(0, A, 0, 'P3', 'P1', 'Jones', 2),
      { id: nextId(), type: 'penalty', innings: 0, team: A, runs: 5 },
      ball(0, A, 0, 'P3', 'P1', 'Jones', 1),
      ball(0, A, 0, 'P1', 'P3', 'Jones', 0, { out: { kind: 'lbw' } }),
    ];
    const inn = buildScorecard(setup, events).innings[0]!;
    expect(inn.runs).toBe(9);
    expect(inn.extras.penalty).toBe(5);
    expect(inn.fallOfWickets).toEqual([
      { wicket: 1, runs: 1, over: '0.2', batter: 'P2' },
      { wicket: 2, runs: 9, over: '0.5', batter: 'P1' },
    ]);
  });
});
