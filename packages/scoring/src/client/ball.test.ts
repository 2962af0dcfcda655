import { expect, it } from 'vitest';
import { buildScorecard, type LoggedEvent } from '@league/cricket';
import { ballLabel, buildDelivery } from './ball';

const place = { innings: 0, team: 'A', over: 0 };
const ends = { striker: 'a1', nonStriker: 'a2', bowler: 'b1' };

it('taps become deliveries the engine counts as the laws do', () => {
  const taps = [
    buildDelivery(place, ends, { batterRuns: 4 }),
    buildDelivery(place, ends, { extra: 'wides', extraRuns: 1 }),
    buildDelivery(place, ends, { extra: 'noballs', batterRuns: 6 }),
    buildDelivery(place, ends, { extra: 'legbyes', extraRuns: 2 }),
    buildDelivery(place, ends, { wicket: { kind: 'caught', playerOut: 'a1', fielder: 'b7' } }),
  ];
  const events = taps.map((t, i) => ({ ...t, id: `e${i}` })) as unknown as LoggedEvent[];
  const inn = buildScorecard({ teams: ['A', 'B'], format: { oversPerInnings: 5, ballsPerOver: 6, playersPerSide: 11 } }, events).innings[0]!;
  expect(inn.runs).toBe(4 + 2 + 7 + 2);
  expect(inn.wickets).toBe(1);
  expect(inn.extras).toMatchObject({ wides: 2, noballs: 1, legbyes: 2 });
  expect(inn.batting[0]).toMatchObject({ name: 'a1', runs: 10, balls: 4, fours: 1, sixes: 1, dismissal: 'c b7 b b1' });
  expect(taps.map((t) => ballLabel(t as never))).toEqual(['4', '2Wd', 'Nb+6', '2lb', 'W']);
});
