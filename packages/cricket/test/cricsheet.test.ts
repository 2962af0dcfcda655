import { describe, expect, it } from 'vitest';
import { buildScorecard, computeStandings, fromCricsheet, toCricsheet, type LoggedEvent, type MatchSetup } from '../src/index';
import { A, B, ball, nextId, over, overs, setup, standingsOf } from './build';
import { loadSeason } from './seasons';

describe('Cricsheet import', () => {
  it('rejects what is not a Cricsheet match with a clear message', () => {
    expect(() => fromCricsheet({ hello: 1 })).toThrow(/Not a Cricsheet match.*meta/);
    const m = loadSeason('ipl2023')[0]!.raw as { meta: object };
    expect(() => fromCricsheet({ ...m, meta: { data_version: '2.0.0' } })).toThrow(/data_version/);
    expect(() => fromCricsheet(null)).toThrow(/Not a Cricsheet match/);
  });

  it('maps the outcome to result events only where the deliveries alone would not say it', () => {
    const season = loadSeason('ipl2023');
    const withResult = season.filter((m) => m.events.some((e) => e.type === 'result')).map((m) => m.id);
    expect(withResult.sort()).toEqual(['1359476', '1359519', '1370353']);
    const nr = season.find((m) => m.id === '1359519')!;
    expect(nr.scorecard.result).toMatchObject({ type: 'no-result', text: 'No result' });
    expect(season.find((m) => m.id === '1370353')!.scorecard.result?.text).toBe('Chennai Super Kings won by 5 wickets (D/L method)');
    expect(nr.info).toMatchObject({ matchNumber: 45, eventName: 'Indian Premier League', season: '2023', city: 'Lucknow' });
  });

  it('a super-over tie, penalty runs and absent hurt survive export and import', () => {
    const so: LoggedEvent[] = [
      ball(2, B, 0, 'Q1', 'Q2', 'X', 6, { superOver: true }),
      ...over(3, A, 0, 'Z', [1, 0, 0, 0, 0, 0]).map((e) => ({ ...e, superOver: true })),
    ];
    const tied = [...overs(0, A, 20, 1, ['X', 'Y']), ...overs(1, B, 20, 1, ['Z', 'W']), ...so];
    const events: LoggedEvent[] = [
      { id: nextId(), type: 'penalty', innings: 0, team: A, runs: 5, when: 'pre' },
      ...tied.slice(0, 120),
      { id: nextId(), type: 'absent-hurt', innings: 1, player: 'Q11' },
      ...tied.slice(120),
      { id: nextId(), type: 'penalty', innings: 1, team: B, runs: 5, when: 'post' },
    ];
    const card = buildScorecard(setup, events);
    expect(card.innings[0]).toMatchObject({ runs: 125, extras: { penalty: 5, total: 5 } });
    expect(card.result).toMatchObject({ type: 'tie', superOverWinner: B });
    const file = toCricsheet({ setup, info: { dates: ['2026-02-01'], eventName: 'GICPL', matchNumber: 3 } }, events) as {
      info: { outcome: unknown };
      innings: Record<string, unknown>[];
    };
    expect(file.info.outcome).toEqual({ result: 'tie', eliminator: B });
    expect(file.innings[0]!.penalty_runs).toEqual({ pre: 5 });
    expect(file.innings[1]).toMatchObject({ absent_hurt: ['Q11'], penalty_runs: { post: 5 }, target: { runs: 126, overs: 20 } });
    expect(file.innings[2]!.super_over).toBe(true);
    const back = fromCricsheet(JSON.parse(JSON.stringify(file)));
    expect(buildScorecard(back.setup, back.events)).toEqual(card);
  });
});

describe('abandoned with a D/L result', () => {
  it('credits the side batting first with the par score off the overs the chase faced', () => {
    const events: LoggedEvent[] = [
      ...overs(0, A, 20, 1, ['X', 'Y']),
      ...overs(1, B, 9, 1, ['Z', 'W']),
      { id: nextId(), type: 'result', result: 'win', winner: B, method: 'DLS', by: { runs: 4 }, parScore: 50 },
    ];
    const card = buildScorecard(setup, events);
    expect(card.result).toMatchObject({ winner: B, parScore: 50, text: `${B} won by 4 runs (DLS method)` });
    const rows = computeStandings({
      tournament: { format: setup.format, points: { win: 2, tie: 1, noResult: 1, loss: 0 }, superOverDecidesTie: true },
      teams: [
        { id: 'a', name: A },
        { id: 'b', name: B },
      ],
      matches: [{ id: 'm', stage: 'league', setup, scorecard: card }],
    });
    expect(rows.find((r) => r.team === A)).toMatchObject({ runsFor: 50, ballsFaced: 54, runsAgainst: 54, ballsBowled: 54, points: 0 });
  });
});

describe('a rain-rule tie and its super over round-trip through Cricsheet (issue 29)', () => {
  const fifty: MatchSetup = { ...setup, format: { ...setup.format, oversPerInnings: 50 }, rain: { rule: 'D/L', g50: 200 } };
  const run = (innings: number, team: string, from: number, to: number, pattern: number[]) =>
    Array.from({ length: to - from }, (_, k) =>
      over(innings, team, from + k, (from + k) % 2 ? 'Bowler 1' : 'Bowler 2', pattern, [`${team} 1`, `${team} 2`]),
    ).flat();
  // A 250 off 50; the chase cut to 30 overs before it starts (D/L target 188, dl.test.ts) and B make 187: a tie under the rule.
  const tied: LoggedEvent[] = [
    ...run(0, A, 0, 50, [1, 1, 1, 1, 1, 0]),
    { id: nextId(), type: 'interruption', innings: 1, overs: 30 } as LoggedEvent,
    ...run(1, B, 0, 29, [1, 1, 1, 1, 1, 1]),
    ...over(1, B, 29, 'Bowler 2', [2, 2, 2, 2, 2, 3], [`${B} 1`, `${B} 2`]),
  ];
  const superOver: LoggedEvent[] = [
    ...over(2, B, 0, 'Bowler 1', [1, 0, 0, 0, 0, 0]).map((e) => ({ ...e, superOver: true })),
    ball(3, A, 0, 'P1', 'P2', 'Bowler 2', 6, { superOver: true }),
  ];
  const roundTrip = (events: LoggedEvent[], matchSetup = fifty) => {
    const file = JSON.parse(JSON.stringify(toCricsheet({ setup: matchSetup, info: { dates: ['2026-02-01'] } }, events)));
    const back = fromCricsheet(file);
    return { file, back, table: standingsOf(back.setup, back.events) };
  };

  it('a tie under D/L keeps its method: { result: "tie", method: "D/L" }, and the table after import credits A 187 off 30 overs as before', () => {
    expect(buildScorecard(fifty, tied).result).toMatchObject({ type: 'tie', method: 'D/L' });
    const { file, back, table } = roundTrip(tied);
    expect(file.info.outcome).toEqual({ result: 'tie', method: 'D/L' });
    expect(buildScorecard(back.setup, back.events).result).toMatchObject({ type: 'tie', method: 'D/L', text: 'Match tied (D/L method)' });
    expect(table.find((r) => r.team === A)).toMatchObject({ points: 1, runsFor: 187, ballsFaced: 180, runsAgainst: 187, ballsBowled: 180 });
    expect(table).toEqual(standingsOf(fifty, tied));
  });

  it('its super over: { result: "tie", eliminator, method }, the super over as an innings with super_over true, and the same table', () => {
    const events = [...tied, ...superOver];
    expect(buildScorecard(fifty, events).result).toMatchObject({ type: 'tie', superOverWinner: A, method: 'D/L' });
    const { file, back, table } = roundTrip(events);
    expect(file.info.outcome).toEqual({ result: 'tie', eliminator: A, method: 'D/L' });
    expect(file.innings.map((i: { team: string; super_over?: boolean }) => [i.team, i.super_over ?? false])).toEqual([
      [A, false],
      [B, false],
      [B, true],
      [A, true],
    ]);
    expect(buildScorecard(back.setup, back.events).result).toMatchObject({ type: 'tie', superOverWinner: A, method: 'D/L' });
    expect(table.find((r) => r.team === A)).toMatchObject({ points: 2, runsFor: 187, ballsFaced: 180 });
    expect(table).toEqual(standingsOf(fifty, events));
  });

  it('a tie with no super over and no rule is { result: "tie" }; an ARR win names the engine\'s rule, ARR (Cricsheet has no value for it)', () => {
    const plain = [...overs(0, A, 20, 1, ['X', 'Y']), ...overs(1, B, 20, 1, ['Z', 'W'])];
    expect(roundTrip(plain, setup).file.info.outcome).toEqual({ result: 'tie' });
    const arr: MatchSetup = { ...setup, rain: { rule: 'ARR', g50: 200 } };
    const events = [
      ...overs(0, A, 20, 1, ['X', 'Y']),
      { id: nextId(), type: 'interruption', innings: 1, overs: 10 } as LoggedEvent,
      ...overs(1, B, 5, 2, ['Z', 'W']),
      ball(1, B, 5, 'P1', 'P2', 'Z', 2),
    ];
    const { file, table } = roundTrip(events, arr);
    // 120 off 20, the chase cut to 10 overs: par 60, target 61; B reach 62 off 31 balls.
    expect(file.info.outcome).toEqual({ winner: B, by: { wickets: 10 }, method: 'ARR' });
    expect(table).toEqual(standingsOf(arr, events));
  });
});
