/**
 * The points table (spec section 3): ICC Net Run Rate with overs counted in balls, the
 * all-out rule, D/L credits, super overs and playoffs left out.
 */
import type { MatchSetup } from './events';
import { oversText, oversToBalls } from './format';
import type { InningsCard, Scorecard } from './types';

export interface StandingsInput {
  tournament: {
    format: MatchSetup['format'];
    points: { win: number; tie: number; noResult: number; loss: number };
    superOverDecidesTie: boolean;
  };
  teams: { id: string; name: string }[];
  matches: { id: string; stage: 'league' | 'playoff'; setup: MatchSetup; scorecard: Scorecard }[];
}

export interface StandingsMatch {
  matchId: string;
  opponent: string;
  runsFor: number;
  ballsFaced: number;
  runsAgainst: number;
  ballsBowled: number;
  note: string;
}

export interface StandingsRow {
  teamId: string;
  team: string;
  played: number;
  won: number;
  lost: number;
  tied: number;
  noResult: number;
  points: number;
  runsFor: number;
  ballsFaced: number;
  oversFaced: string;
  runsAgainst: number;
  ballsBowled: number;
  oversBowled: string;
  nrr: number;
  matches: StandingsMatch[];
}

interface Credit {
  runs: number;
  balls: number;
  note?: string;
}

/** What one innings counts for in NRR. */
function credits(first: InningsCard, second: InningsCard, card: Scorecard, bpo: number): [Credit, Credit] {
  const method = card.result?.method;
  const revised = method !== undefined && method !== 'awarded';
  const creditOf = (inn: InningsCard): Credit => {
    if (inn.allOut && inn.balls < inn.quotaBalls) {
      return { runs: inn.runs, balls: inn.quotaBalls, note: `${inn.team} all out: credited ${inn.quotaOvers} overs` };
    }
    return { runs: inn.runs, balls: inn.balls };
  };
  let firstCredit = creditOf(first);
  if (revised && card.result?.parScore !== undefined) {
    firstCredit = {
      runs: card.result.parScore,
      balls: second.balls,
      note: `${method}: 1st innings credited the par score ${card.result.parScore} off ${second.overs} overs`,
    };
  } else if (revised && second.target) {
    firstCredit = {
      runs: second.target.runs - 1,
      balls: oversToBalls(second.target.overs, bpo),
      note: `${method}: 1st innings credited target-1 (${second.target.runs - 1}) off ${second.target.overs} overs`,
    };
  }
  return [firstCredit, creditOf(second)];
}

function emptyRow(teamId: string, team: string): StandingsRow {
  return {
    teamId,
    team,
    played: 0,
    won: 0,
    lost: 0,
    tied: 0,
    noResult: 0,
    points: 0,
    runsFor: 0,
    ballsFaced: 0,
    oversFaced: '0.0',
    runsAgainst: 0,
    ballsBowled: 0,
    oversBowled: '0.0',
    nrr: 0,
    matches: [],
  };
}

export function computeStandings(input: StandingsInput): StandingsRow[] {
  const { points, superOverDecidesTie } = input.tournament;
  const bpo = input.tournament.format.ballsPerOver;
  const rows = new Map<string, StandingsRow>();
  for (const t of input.teams) rows.set(t.name.toLowerCase(), emptyRow(t.id, t.name));
  const row = (name: string | undefined) => (name ? rows.get(name.toLowerCase()) : undefined);

  for (const match of input.matches) {
    const { scorecard: card } = match;
    const result = card.result;
    if (match.stage !== 'league' || !result) continue;
    const [nameA, nameB] = match.setup.teams;
    const a = row(nameA);
    const b = row(nameB);
    for (const r of [a, b]) if (r) r.played += 1;
    if (result.type === 'no-result' || result.type === 'abandoned') {
      for (const r of [a, b])
        if (r) {
          r.noResult += 1;
          r.points += points.noResult;
        }
      continue;
    }
    const winner = result.type === 'win' ? result.winner : superOverDecidesTie ? result.superOverWinner : undefined;
    if (winner) {
      for (const r of [a, b]) {
        if (!r) continue;
        const won = r.team.toLowerCase() === winner.toLowerCase();
        if (won) r.won += 1;
        else r.lost += 1;
        r.points += won ? points.win : points.loss;
      }
    } else {
      for (const r of [a, b])
        if (r) {
          r.tied += 1;
          r.points += points.tie;
        }
    }

    // Super overs never count towards NRR.
    const main = card.innings.filter((i) => !i.superOver);
    const [first, second] = main;
    if (!first || !second) continue;
    const [c1, c2] = credits(first, second, card, bpo);
    const notes = [c1.note, c2.note].filter(Boolean).join('; ');
    const add = (batting: InningsCard, mine: Credit, theirs: Credit, opponent: string) => {
      const r = row(batting.team);
      if (!r) return;
      r.runsFor += mine.runs;
      r.ballsFaced += mine.balls;
      r.runsAgainst += theirs.runs;
      r.ballsBowled += theirs.balls;
      r.matches.push({
        matchId: match.id,
        opponent,
        runsFor: mine.runs,
        ballsFaced: mine.balls,
        runsAgainst: theirs.runs,
        ballsBowled: theirs.balls,
        note: notes,
      });
    };
    add(first, c1, c2, second.team);
    add(second, c2, c1, first.team);
  }

  const list = [...rows.values()];
  for (const r of list) {
    r.oversFaced = oversText(r.ballsFaced, bpo);
    r.oversBowled = oversText(r.ballsBowled, bpo);
    const forRate = r.ballsFaced ? r.runsFor / (r.ballsFaced / bpo) : 0;
    const againstRate = r.ballsBowled ? r.runsAgainst / (r.ballsBowled / bpo) : 0;
    r.nrr = forRate - againstRate;
  }
  return list.sort((x, y) => y.points - x.points || y.nrr - x.nrr || y.won - x.won || x.team.localeCompare(y.team));
}
