/**
 * The fixture generator (issue 31): a double round robin for 16 teams (240 fixtures) over 30
 * slot-days (the Saturdays and Sundays of 15 weekends, 7 AM, 10:30, 2 PM and 5 PM at two grounds:
 * 240 slots, every one needed) in Asia/Kolkata, one match per team per day; and the same league
 * with exams (four teams blacked out for a weekend each) and twice the slots. Measured in
 * this process: planFixtures, and beside it the circle method alone (roundRobinPairs, timed over
 * many calls as it takes microseconds); median of the runs, target planFixtures < 1 s.
 * Run: `npx tsx src/fixtures.ts` (BENCH_RUNS to change the number of runs, 15 by default).
 */
import { planFixtures, roundRobinPairs, type FixturePlanInput } from '@league/cricket';
import { monotonicMs } from './clock';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PAIRING_CALLS = 1000;
const teams = Array.from({ length: 16 }, (_, i) => ({ id: i + 1 }));
const slots = (grounds: string[]) =>
  [6, 0].flatMap((weekday) => ['07:00', '10:30', '14:00', '17:00'].flatMap((time) => grounds.map((ground) => ({ weekday, time, ground }))));

/** The league both cases share: a double round robin from January to mid-April. */
const league: Omit<FixturePlanInput, 'slots' | 'blackouts'> = {
  teams,
  rounds: 2,
  startDate: '2027-01-02',
  endDate: '2027-04-11',
  timeZone: 'Asia/Kolkata',
  maxPerTeamPerDay: 1,
  // The league's match length (its calendar events'): 3 hours.
  matchLengthMs: 3 * 60 * 60 * 1000,
  seed: 'bench',
};

const cases: { name: string; input: FixturePlanInput }[] = [
  { name: '16 teams, 2 rounds, 30 slot-days x 8 slots', input: { ...league, slots: slots(['Nehru Ground', "St Xavier's"]), blackouts: [] } },
  {
    name: '... with exams, 4 grounds (16 slots a day)',
    input: {
      ...league,
      slots: slots(['Nehru Ground', "St Xavier's", 'Railway Oval', 'DAV School']),
      blackouts: [3, 7, 11, 15].map((teamId, i) => ({
        teamId,
        from: `2027-02-${String(6 + 7 * i).padStart(2, '0')}`,
        to: `2027-02-${String(7 + 7 * i).padStart(2, '0')}`,
      })),
    },
  },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const lines = [
  `Fixture generator, ${RUNS} runs, medians (target: planFixtures < 1000 ms)`,
  '',
  '| case | placed | unplaced | slot-days | planFixtures ms | pairing alone ms | ratio |',
  '|---|---|---|---|---|---|---|',
];
let ok = true;
for (const { name, input } of cases) {
  // Warm-up, not measured: the first call compiles the code and loads the time zone data.
  const warm = planFixtures(input);
  roundRobinPairs(
    teams.map((t) => t.id),
    2,
  );
  const plan: number[] = [];
  const pairing: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let start = monotonicMs();
    planFixtures({ ...input, seed: `${String(input.seed)}-${run}` });
    plan.push(monotonicMs() - start);
    start = monotonicMs();
    for (let i = 0; i < PAIRING_CALLS; i++)
      roundRobinPairs(
        teams.map((t) => t.id),
        2,
      );
    pairing.push((monotonicMs() - start) / PAIRING_CALLS);
  }
  const days = new Set(warm.fixtures.map((f) => f.matchDate.slice(0, 10))).size;
  const p = median(plan);
  const q = median(pairing);
  ok &&= p < 1000;
  lines.push(`| ${name} | ${warm.fixtures.length} | ${warm.unplaced.length} | ${days} | ${p.toFixed(2)} | ${q.toFixed(4)} | ${(p / q).toFixed(0)}x |`);
}
console.log(lines.join('\n'));
if (!ok) process.exitCode = 1;
