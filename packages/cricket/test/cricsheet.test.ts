import { describe, expect, it } from 'vitest';
import { buildScorecard, computeStandings, fromCricsheet, toCricsheet, type LoggedEvent } from '../src/index';
import { A, B, ball, nextId, over, overs, setup } from './build';
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
