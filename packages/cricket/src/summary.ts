/** A match in one line per innings: what lists, fixtures and the server's caches show. */
import type { MatchSetup } from './events';
import type { Scorecard } from './types';

export interface MatchSummary {
  teams: [string, string];
  status: Scorecard['status'];
  resultText: string | null;
  winner: string | null;
  innings: { team: string; superOver: boolean; runs: number; wickets: number; overs: string; balls: number; allOut: boolean }[];
  /** e.g. "Banyan Blasters 176/4 (20.0) · Mango Mavericks 162 (19.2)". */
  scoreline: string;
  topBatter: { name: string; team: string; runs: number; balls: number } | null;
  topBowler: { name: string; team: string; wickets: number; runs: number } | null;
}

export function matchSummary(setup: MatchSetup, scorecard: Scorecard): MatchSummary {
  const innings = scorecard.innings.map((i) => ({
    team: i.team,
    superOver: i.superOver,
    runs: i.runs,
    wickets: i.wickets,
    overs: i.overs,
    balls: i.balls,
    allOut: i.allOut,
  }));
  const scoreline = innings
    .filter((i) => !i.superOver)
    .map((i) => `${i.team} ${i.runs}${i.allOut ? '' : `/${i.wickets}`} (${i.overs})`)
    .join(' · ');
  let topBatter: MatchSummary['topBatter'] = null;
  let topBowler: MatchSummary['topBowler'] = null;
  for (const inn of scorecard.innings) {
    if (inn.superOver) continue;
    const fielding = setup.teams.find((t) => t !== inn.team) ?? '';
    for (const b of inn.batting) {
      if (!topBatter || b.runs > topBatter.runs || (b.runs === topBatter.runs && b.balls < topBatter.balls)) {
        topBatter = { name: b.name, team: inn.team, runs: b.runs, balls: b.balls };
      }
    }
    for (const b of inn.bowling) {
      if (!topBowler || b.wickets > topBowler.wickets || (b.wickets === topBowler.wickets && b.runs < topBowler.runs)) {
        topBowler = { name: b.name, team: fielding, wickets: b.wickets, runs: b.runs };
      }
    }
  }
  return {
    teams: [...setup.teams],
    status: scorecard.status,
    resultText: scorecard.result?.text ?? null,
    winner: scorecard.result?.type === 'win' ? (scorecard.result.winner ?? null) : (scorecard.result?.superOverWinner ?? null),
    innings,
    scoreline,
    topBatter,
    topBowler,
  };
}
