/** buildScorecard: the whole match from its log, replayed from the first event. */
import type { LoggedEvent, MatchSetup } from './events';
import { buildInnings } from './innings';
import { effectiveEvents, groupLog, type MatchLog } from './replay';
import { deriveResult } from './result';
import type { InningsCard, Scorecard } from './types';

export function sidePlayersOf(setup: MatchSetup, log: MatchLog, team: string): number {
  const lineup = log.lineups.get(team);
  const cap = setup.format.playersPerSide;
  // Impact-player rules list twelve names, but only eleven bat: the side is capped.
  return lineup && lineup.length > 0 ? Math.min(lineup.length, cap) : cap;
}

/**
 * The overs an innings was allotted. A revised target on the second innings without a
 * D/L-style method (on the target or the result) means the match was shortened for both
 * sides before it began.
 */
function quotaOf(setup: MatchSetup, log: MatchLog, index: number, superOver: boolean, mainPosition: number): number {
  if (superOver) return 1;
  const own = log.targets.get(index);
  if (own) return own.overs;
  const full = setup.format.oversPerInnings;
  if (mainPosition === 0 && !log.result?.method) {
    const chase = log.innings.find((i) => !i.superOver && i.index > index);
    const chaseTarget = chase ? log.targets.get(chase.index) : undefined;
    if (chaseTarget && !chaseTarget.method) return Math.min(full, chaseTarget.overs);
  }
  return full;
}

export function buildScorecard(setup: MatchSetup, events: readonly LoggedEvent[]): Scorecard {
  return scorecardFromLog(setup, groupLog(effectiveEvents(events)));
}

export function scorecardFromLog(setup: MatchSetup, log: MatchLog): Scorecard {
  const innings: InningsCard[] = [];
  const main: InningsCard[] = [];
  const superOvers: InningsCard[] = [];
  log.innings.forEach((inn, position) => {
    const pairFirst = inn.superOver ? (superOvers.length % 2 === 1 ? superOvers[superOvers.length - 1] : undefined) : main.length === 1 ? main[0] : undefined;
    let target = inn.target;
    if (!target && pairFirst) target = { runs: pairFirst.runs + 1, overs: inn.superOver ? 1 : quotaOf(setup, log, inn.index, false, main.length) };
    const closed = position < log.innings.length - 1 || inn.ended !== undefined || log.result !== undefined;
    const card = buildInnings(inn, {
      ballsPerOver: setup.format.ballsPerOver,
      quotaOvers: quotaOf(setup, log, inn.index, inn.superOver, main.length),
      sidePlayers: sidePlayersOf(setup, log, inn.team),
      closed,
      ...(target ? { target } : {}),
    });
    innings.push(card);
    (inn.superOver ? superOvers : main).push(card);
  });
  const result = deriveResult({
    main,
    superOvers,
    sidePlayers: (team) => sidePlayersOf(setup, log, team),
    ...(log.result ? { event: log.result } : {}),
  });
  const status: Scorecard['status'] = result?.type === 'abandoned' ? 'abandoned' : result ? 'completed' : innings.length ? 'live' : 'scheduled';
  const card: Scorecard = { status, teams: [...setup.teams], ballsPerOver: setup.format.ballsPerOver, innings };
  if (log.toss) card.toss = { winner: log.toss.winner, decision: log.toss.decision };
  if (result) card.result = result;
  return card;
}
