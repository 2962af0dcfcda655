/** MVP points and awards on a hand-built match: each credit line of the formula, and a changed formula. */
import { describe, expect, it } from 'vitest';
import { buildScorecard, computeAwards, IPL_MVP_FORMULA, teamOfTheTournament, type AwardsMatch, type LoggedEvent, type PlayerFigures } from '../src/index';
import { A, B, ball, setup } from './build';

const dot = (bowler: string, batter = 'Kohli') => ball(0, A, 2, batter, 'Rohit', bowler, 0);

/** A bats; B's Bumrah and Shami bowl, Pant keeps, Jadeja throws. */
function events(winner: string = B): LoggedEvent[] {
  return [
    ball(0, A, 0, 'Kohli', 'Rohit', 'Bumrah', 4), // a four
    ball(0, A, 0, 'Kohli', 'Rohit', 'Bumrah', 6), // a six
    ball(0, A, 0, 'Kohli', 'Rohit', 'Bumrah', 0), // a dot
    ball(0, A, 0, 'Kohli', 'Rohit', 'Bumrah', 4, { nonBoundary: true }), // four run: no four, no dot
    ball(0, A, 0, 'Kohli', 'Rohit', 'Bumrah', 0, { legbyes: 1 }), // a leg bye: not a dot
    ball(0, A, 0, 'Kohli', 'Rohit', 'Bumrah', 0, { wides: 1 }), // a wide: not a dot
    ball(0, A, 0, 'Kohli', 'Rohit', 'Bumrah', 0, { out: { kind: 'caught', fielders: ['Pant'] } }), // wicket + catch + dot
    ball(0, A, 1, 'Rohit', 'Dhoni', 'Shami', 0, { out: { kind: 'stumped', fielders: ['Pant'] } }), // wicket + stumping + dot
    ball(0, A, 1, 'Dhoni', 'Gill', 'Shami', 1, { out: { kind: 'run out', fielders: ['Jadeja', 'Pant'] } }), // two run outs, no wicket
    ball(0, A, 1, 'Gill', 'Jaiswal', 'Shami', 0, { out: { kind: 'caught and bowled' } }), // wicket + catch to the bowler + dot
    { id: 'r', type: 'result', result: 'win', winner },
  ];
}

function match(id = 'm1', winner: string = B): AwardsMatch {
  const log = events(winner);
  return { id, scorecard: buildScorecard(setup, log), deliveries: log.filter((e) => e.type === 'delivery') };
}

const row = (awards: ReturnType<typeof computeAwards>, name: string) => awards.mvp.find((r) => r.name === name)!;

describe('MVP points (IPL formula)', () => {
  const awards = computeAwards([match()]);

  it('credits fours and sixes off the bat, never runs all run', () => {
    expect(row(awards, 'Kohli')).toMatchObject({ points: 6, breakdown: { fours: 1, sixes: 1, wickets: 0, dots: 0 } });
  });

  it("credits a bowler's wicket and each legal ball off which nothing was scored", () => {
    expect(row(awards, 'Bumrah')).toMatchObject({ points: 5.5, breakdown: { wickets: 1, dots: 2 } });
  });

  it('credits catches, stumpings and run outs to the fielders named; a caught and bowled is the bowler’s catch', () => {
    expect(row(awards, 'Pant')).toMatchObject({ points: 7.5, breakdown: { catches: 1, stumpings: 1, runOuts: 1 } });
    expect(row(awards, 'Jadeja')).toMatchObject({ points: 2.5, breakdown: { runOuts: 1 } });
    // Two wickets (the stumping and the caught and bowled; the run out is not his), a catch, two dots.
    expect(row(awards, 'Shami')).toMatchObject({ points: 11.5, breakdown: { wickets: 2, catches: 1, dots: 2, runOuts: 0 } });
  });

  it('orders best first, ties by name, and suggests the best of the match', () => {
    expect(awards.mvp.map((r) => [r.name, r.points])).toEqual([
      ['Shami', 11.5],
      ['Pant', 7.5],
      ['Kohli', 6],
      ['Bumrah', 5.5],
      ['Jadeja', 2.5],
      ['Dhoni', 0],
      ['Gill', 0],
      ['Jaiswal', 0],
      ['Rohit', 0],
    ]);
    expect(awards.playerOfTheMatch).toEqual([{ matchId: 'm1', suggested: { name: 'Shami', personId: null, points: 11.5 } }]);
  });

  it('counts no dots without the deliveries, and none in a super over', () => {
    const { deliveries: _d, ...card } = match();
    expect(row(computeAwards([card]), 'Bumrah').breakdown.dots).toBe(0);
    const superOver = { ...match(), deliveries: [{ ...dot('Bumrah'), superOver: true }] as AwardsMatch['deliveries'] };
    expect(row(computeAwards([superOver]), 'Bumrah').breakdown.dots).toBe(0);
  });
});

describe('a formula the league changes', () => {
  it('recomputes every line with the new weights', () => {
    const formula = { ...IPL_MVP_FORMULA, dot: 0, runOut: 10, six: 6 };
    const awards = computeAwards([match()], formula);
    expect(row(awards, 'Pant').points).toBe(2.5 + 2.5 + 10);
    expect(row(awards, 'Shami').points).toBe(3.5 * 2 + 2.5);
    expect(row(awards, 'Kohli').points).toBe(2.5 + 6);
    expect(awards.mvp[0]!.name).toBe('Pant');
  });

  it('gives a tie of points for player of the match to the winning side', () => {
    const formula = { ...IPL_MVP_FORMULA, four: 2, six: 0, wicket: 1, dot: 0, catch: 0, stumping: 0, runOut: 0 };
    // Kohli (A) 2 points, Shami (B) 2 points.
    expect(computeAwards([match('m', B)], formula).playerOfTheMatch[0]!.suggested.name).toBe('Shami');
    expect(computeAwards([match('m', A)], formula).playerOfTheMatch[0]!.suggested.name).toBe('Kohli');
  });
});

describe('season awards', () => {
  it('asks the formula’s minimum matches, capped at half the busiest team’s matches while the tournament is played', () => {
    const three = [match('a'), match('b'), match('c')];
    expect(computeAwards(three).minMatches).toBe(2);
    expect(computeAwards([...three, match('d'), match('e'), match('f')]).minMatches).toBe(3);
    expect(computeAwards([match('a')], { ...IPL_MVP_FORMULA, minMatches: 5 }).minMatches).toBe(1);
    // Once the tournament is over, the league's own minimum stands.
    const eight = 'abcdefgh'.split('').map((id) => match(id));
    expect(computeAwards(eight, { ...IPL_MVP_FORMULA, minMatches: 5 }).minMatches).toBe(4);
    expect(computeAwards(eight, { ...IPL_MVP_FORMULA, minMatches: 5 }, { finished: true }).minMatches).toBe(5);
  });

  it('names each award from the eligible players, and the emerging player among the under-19s only', () => {
    const people = new Map([
      ['Jadeja', 'p-jadeja'],
      ['Kohli', 'p-kohli'],
    ]);
    const awards = computeAwards([match('a'), match('b')], IPL_MVP_FORMULA, {
      personOf: (name) => people.get(name),
      under19: new Map([
        ['p-jadeja', true],
        ['p-kohli', false],
      ]),
    });
    expect(awards.season.mostValuable?.name).toBe('Shami');
    expect(awards.season.bestBatter).toMatchObject({ name: 'Kohli', personId: 'p-kohli', runs: 28 });
    expect(awards.season.bestBowler).toMatchObject({ name: 'Shami', breakdown: { wickets: 4 } });
    expect(awards.season.bestFielder?.name).toBe('Pant');
    expect(awards.season.mostSixes?.name).toBe('Kohli');
    expect(awards.season.emergingPlayer).toMatchObject({ name: 'Jadeja', personId: 'p-jadeja' });
  });
});

describe('team of the tournament', () => {
  const player = (name: string, f: Partial<PlayerFigures> & { wickets?: number; stumpings?: number; catches?: number }): PlayerFigures => ({
    name,
    personId: null,
    matches: 5,
    points: f.points ?? 0,
    breakdown: { fours: 0, sixes: 0, wickets: f.wickets ?? 0, dots: 0, catches: f.catches ?? 0, stumpings: f.stumpings ?? 0, runOuts: 0 },
    runs: f.runs ?? 0,
    ballsFaced: 10,
    strikeRate: f.strikeRate ?? 100,
    ballsBowled: 0,
    runsConceded: 0,
    overs: 0,
    economy: f.economy ?? null,
  });

  it('picks a keeper, four batters, four bowlers and two all-rounders, no one twice', () => {
    const pool = [
      player('Keeper', { stumpings: 3, runs: 400, points: 50 }),
      ...['B1', 'B2', 'B3', 'B4', 'B5'].map((n, i) => player(n, { runs: 300 - i * 10, points: 40 - i })),
      ...['W1', 'W2', 'W3', 'W4', 'W5'].map((n, i) => player(n, { wickets: 20 - i, economy: 7, points: 60 - i })),
      player('AR1', { runs: 100, wickets: 10, points: 70 }),
      player('AR2', { runs: 90, wickets: 9, points: 65 }),
      player('AR3', { runs: 80, wickets: 8, points: 20 }),
    ];
    const team = teamOfTheTournament(pool);
    expect(team.map((p) => [p.name, p.role])).toEqual([
      ['Keeper', 'wicket-keeper'],
      ['B1', 'batter'],
      ['B2', 'batter'],
      ['B3', 'batter'],
      ['B4', 'batter'],
      ['W1', 'bowler'],
      ['W2', 'bowler'],
      ['W3', 'bowler'],
      ['W4', 'bowler'],
      ['AR1', 'all-rounder'],
      ['AR2', 'all-rounder'],
    ]);
    expect(new Set(team.map((p) => p.name)).size).toBe(11);
  });

  it('keeps no place for a keeper when nobody made a stumping, and fills short lists by MVP points', () => {
    const team = teamOfTheTournament([player('Only', { runs: 10, wickets: 1, points: 5 }), player('Other', { points: 1 })]);
    expect(team.map((p) => [p.name, p.role])).toEqual([
      ['Only', 'batter'],
      ['Other', 'next best'],
    ]);
  });
});
