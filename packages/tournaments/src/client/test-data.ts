/** Sample answers for the screens' tests, shaped by the contract. */
import type { AwardPlayer, Awards } from '../awards-contract';
import type { Innings, Scorecard, Stats, StandingsRow, Tournament } from './types';

const now = '2026-11-20T10:00:00.000Z';

export function makeTournament(over: Partial<Tournament> = {}): Tournament {
  const id = over.id ?? 't-og-2026';
  return {
    id,
    _id: id,
    name: 'GICPL-OG 2026',
    season: '2026',
    section: 'GICPL-OG',
    format: { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 },
    points: { win: 2, tie: 1, noResult: 1, loss: 0 },
    superOverDecidesTie: true,
    rain: { rule: 'none', g50: 200 },
    status: 'active',
    matchCount: 12,
    completedCount: 6,
    createdAt: now,
    updatedAt: now,
    ...over,
  };
}

function innings(team: string, runs: number, wickets: number, balls: number, overRuns: number[]): Innings {
  return {
    team,
    superOver: false,
    runs,
    wickets,
    balls,
    overs: `${Math.floor(balls / 6)}${balls % 6 ? `.${balls % 6}` : ''}`,
    extras: { wides: 4, noballs: 1, byes: 0, legbyes: 2, penalty: 0, total: 7 },
    batting: [
      { name: `${team} Opener`, runs: 62, balls: 41, fours: 6, sixes: 3, strikeRate: 151.22, out: true, dismissal: 'c Rao b Menon' },
      { name: `${team} Captain`, runs: 45, balls: 30, fours: 4, sixes: 1, strikeRate: 150, out: false, dismissal: 'not out' },
    ],
    bowling: [
      {
        name: `${team === 'Banyan Blasters' ? 'Kaveri' : 'Banyan'} Quick`,
        overs: '4',
        balls: 24,
        maidens: 1,
        runs: 28,
        wickets: 2,
        wides: 2,
        noballs: 1,
        economy: 7,
      },
    ],
    fallOfWickets: [{ wicket: 1, runs: 88, over: '9.2', batter: `${team} Opener` }],
    overRuns,
  };
}

export function makeScorecard(over: Partial<Scorecard> = {}): Scorecard {
  return {
    matchId: 'm1',
    tournamentId: 't-og-2026',
    teams: ['Banyan Blasters', 'Kaveri Kings'],
    teamIds: ['team-b', 'team-k'],
    matchDate: '2026-11-15T09:30:00.000Z',
    venue: 'Maidan Ground 2',
    stage: 'league',
    status: 'completed',
    toss: { winner: 'Kaveri Kings', decision: 'field' },
    result: { type: 'win', winner: 'Banyan Blasters', by: { runs: 14 }, text: 'Banyan Blasters won by 14 runs' },
    innings: [
      innings('Banyan Blasters', 172, 4, 120, [8, 10, 6, 12, 9, 7, 8, 11, 9, 8, 7, 10, 6, 9, 8, 10, 9, 8, 7, 6]),
      innings('Kaveri Kings', 158, 9, 120, [6, 9, 5, 10, 8, 7, 9, 8, 7, 6, 9, 8, 7, 9, 8, 7, 9, 8, 9, 9]),
    ],
    seq: 480,
    updatedAt: now,
    ...over,
  };
}

export function makeRow(team: string, over: Partial<StandingsRow> = {}): StandingsRow {
  return {
    teamId: `id-${team}`,
    team,
    played: 3,
    won: 2,
    lost: 1,
    tied: 0,
    noResult: 0,
    points: 4,
    runsFor: 500,
    ballsFaced: 358,
    oversFaced: '59.4',
    runsAgainst: 480,
    ballsBowled: 360,
    oversBowled: '60.0',
    nrr: 0.3795,
    matches: [
      { matchId: 'm1', opponent: 'Kaveri Kings', runsFor: 172, ballsFaced: 120, runsAgainst: 158, ballsBowled: 120, outcome: 'won' },
      { matchId: 'm2', opponent: 'Deccan Dhurandhars', runsFor: 150, ballsFaced: 118, runsAgainst: 149, ballsBowled: 120, outcome: 'won' },
      {
        matchId: 'm3',
        opponent: 'Maidan Mavericks',
        runsFor: 178,
        ballsFaced: 120,
        runsAgainst: 173,
        ballsBowled: 120,
        outcome: 'lost',
        note: 'all out: full quota',
      },
    ],
    ...over,
  };
}

export function makeStats(): Stats {
  const who = (name: string, team: string) => ({ name, team, matches: 3 });
  return {
    batting: [
      {
        ...who('Arjun Rao', 'Banyan Blasters'),
        innings: 3,
        notOuts: 1,
        runs: 142,
        balls: 100,
        highest: '71*',
        average: 71,
        strikeRate: 142,
        fifties: 2,
        hundreds: 0,
        fours: 12,
        sixes: 5,
      },
      {
        ...who('Vikram Menon', 'Kaveri Kings'),
        innings: 3,
        notOuts: 0,
        runs: 160,
        balls: 130,
        highest: '88',
        average: 53.33,
        strikeRate: 123.08,
        fifties: 1,
        hundreds: 0,
        fours: 15,
        sixes: 3,
      },
      {
        ...who('Sanjay Iyer', 'Kaveri Kings'),
        innings: 2,
        notOuts: 2,
        runs: 20,
        balls: 18,
        highest: '12*',
        average: null,
        strikeRate: 111.11,
        fifties: 0,
        hundreds: 0,
        fours: 1,
        sixes: 0,
      },
    ],
    bowling: [
      {
        ...who('Rahul Nair', 'Banyan Blasters'),
        balls: 72,
        overs: '12.0',
        maidens: 1,
        runs: 80,
        wickets: 7,
        average: 11.43,
        economy: 6.67,
        strikeRate: 10.29,
        best: '4/20',
        fiveFors: 0,
      },
      {
        ...who('Kiran Das', 'Kaveri Kings'),
        balls: 66,
        overs: '11.0',
        maidens: 0,
        runs: 90,
        wickets: 7,
        average: 12.86,
        economy: 8.18,
        strikeRate: 9.43,
        best: '4/18',
        fiveFors: 0,
      },
    ],
    fielding: [{ ...who('Arjun Rao', 'Banyan Blasters'), catches: 3, stumpings: 0, runOuts: 1 }],
  };
}

/** An awards answer (GET /api/tournaments/{id}/awards): empty until a match is scored. */
export function makeAwards(over: Partial<Awards> = {}): Awards {
  const player = (name: string, personId: string, extra: Partial<AwardPlayer> = {}): AwardPlayer => ({
    name,
    personId,
    points: 40,
    matches: 4,
    breakdown: { fours: 6, sixes: 2, wickets: 3, dots: 10, catches: 2, stumpings: 0, runOuts: 1 },
    runs: 180,
    ballsFaced: 120,
    strikeRate: 150,
    ballsBowled: 60,
    runsConceded: 70,
    economy: 7,
    ...extra,
  });
  const asha = player('Asha Rao', 'p-asha', { points: 61.5, breakdown: { fours: 9, sixes: 5, wickets: 4, dots: 12, catches: 1, stumpings: 0, runOuts: 0 } });
  const dev = player('Dev Menon', 'p-dev', {
    points: 48,
    runs: 60,
    breakdown: { fours: 1, sixes: 0, wickets: 9, dots: 20, catches: 3, stumpings: 0, runOuts: 1 },
  });
  return {
    formula: { four: 2.5, six: 3.5, wicket: 3.5, dot: 1, catch: 2.5, stumping: 2.5, runOut: 2.5, minMatches: 3 },
    mvp: [asha, dev].map(({ name, personId, points, matches, breakdown }) => ({ name, personId, points, matches, breakdown })),
    playerOfTheMatch: [{ matchId: 'm1', suggested: { name: 'Asha Rao', personId: 'p-asha', points: 22 }, chosen: null }],
    season: { minMatches: 3, mostValuable: asha, bestBatter: asha, bestBowler: dev, bestFielder: dev, mostSixes: asha, emergingPlayer: null },
    teamOfTheTournament: [
      { ...asha, role: 'batter' },
      { ...dev, role: 'bowler' },
    ],
    ...over,
  };
}
