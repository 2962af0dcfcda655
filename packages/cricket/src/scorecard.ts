/** buildScorecard: the whole match from its log, replayed from the first event. */
import type { LoggedEvent, MatchSetup } from './events';
import { oversText, oversToBalls } from './format';
import { buildInnings } from './innings';
import { rainTarget, type InningsResources, type Stoppage } from './rain';
import { effectiveEvents, groupLog, type InningsLog, type MatchLog } from './replay';
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
export function quotaOf(setup: MatchSetup, log: MatchLog, index: number, superOver: boolean, mainPosition: number): number {
  if (superOver) return 1;
  const own = log.targets.get(index);
  if (own) return own.overs;
  const stopped = interruptedQuota(log, index, mainPosition);
  if (stopped !== undefined) return stopped;
  const full = setup.format.oversPerInnings;
  if (mainPosition === 0 && !log.result?.method) {
    const chase = log.innings.find((i) => !i.superOver && i.index > index);
    const chaseTarget = chase ? log.targets.get(chase.index) : undefined;
    if (chaseTarget && !chaseTarget.method) return Math.min(full, chaseTarget.overs);
  }
  return full;
}

/** The overs an interruption left an innings (the chase inherits the first innings' last one). */
function interruptedQuota(log: MatchLog, index: number, mainPosition: number): number | undefined {
  const own = log.interruptions.get(index);
  if (own?.length) return own[own.length - 1]!.overs;
  const first = mainPosition === 1 ? log.interruptions.get(index - 1) : undefined;
  return first?.length ? first[first.length - 1]!.overs : undefined;
}

/** An innings' allotment at its start and each stoppage's balls and wickets, for the rain rule. */
function stoppagesOf(setup: MatchSetup, log: MatchLog, index: number, inn: InningsLog | undefined, startOvers: number): InningsResources {
  const bpo = setup.format.ballsPerOver;
  const startBalls = oversToBalls(startOvers, bpo);
  let quota = startBalls;
  const stoppages: Stoppage[] = [];
  for (const stop of log.interruptions.get(index) ?? []) {
    const sofar = inn
      ? buildInnings(
          {
            ...inn,
            deliveries: inn.deliveries.slice(0, stop.afterDeliveries),
            offBall: inn.offBall.filter((o) => o.afterDeliveries <= stop.afterDeliveries),
          },
          { ballsPerOver: bpo, quotaOvers: startOvers, sidePlayers: sidePlayersOf(setup, log, inn.team), closed: false },
        )
      : { balls: 0, wickets: 0 };
    const after = oversToBalls(stop.overs, bpo);
    stoppages.push({ quotaBefore: quota, quotaAfter: after, balls: sofar.balls, wickets: sofar.wickets });
    quota = after;
  }
  return { startBalls, stoppages };
}

/**
 * The chase's target by the tournament's rain rule, once the first innings is over and either
 * innings was interrupted; set on the log (the live state reads it before the chase's first
 * ball). A target typed by the scorer stands instead.
 */
function applyRainRule(setup: MatchSetup, log: MatchLog, first: InningsCard, firstLog: InningsLog): void {
  const chaseIndex = first.index + 1;
  if (!setup.rain || log.targets.has(chaseIndex)) return;
  // Overs taken away before the first ball shorten the match for both sides: no rule applies.
  const duringPlay = (log.interruptions.get(first.index) ?? []).some((i) => i.afterDeliveries > 0);
  if (!duringPlay && !log.interruptions.get(chaseIndex)?.length) return;
  const bpo = setup.format.ballsPerOver;
  const full = setup.format.oversPerInnings;
  const chaseOvers = quotaOf(setup, log, chaseIndex, false, 1);
  const firstRes = stoppagesOf(setup, log, first.index, firstLog, full);
  // The chase starts with the overs the first innings was left with (or the full match).
  const chaseStart = interruptedQuota(log, first.index, 0) ?? full;
  const chaseLog = log.innings.find((i) => i.index === chaseIndex);
  const chaseRes = stoppagesOf(setup, log, chaseIndex, chaseLog, chaseStart);
  const computed = rainTarget(
    setup.rain,
    [first.team, chaseLog?.team ?? setup.teams.find((t) => t !== first.team) ?? setup.teams[1]],
    first.runs,
    { ...firstRes, quotaBalls: first.quotaBalls, usedBalls: first.allOut ? first.quotaBalls : Math.max(1, first.balls) },
    { ...chaseRes, quotaBalls: oversToBalls(chaseOvers, bpo) },
    bpo,
  );
  const overs = Number(oversText(oversToBalls(chaseOvers, bpo), bpo));
  log.targets.set(chaseIndex, { runs: computed.runs, overs, method: setup.rain.rule, working: computed.working });
}

export function buildScorecard(setup: MatchSetup, events: readonly LoggedEvent[]): Scorecard {
  return scorecardFromLog(setup, groupLog(effectiveEvents(events)));
}

export function scorecardFromLog(setup: MatchSetup, log: MatchLog): Scorecard {
  const innings: InningsCard[] = [];
  const main: InningsCard[] = [];
  const superOvers: InningsCard[] = [];
  const firstOver = (c: InningsCard) => c.closed || c.allOut || c.balls >= c.quotaBalls;
  log.innings.forEach((inn, position) => {
    if (!inn.superOver && main.length === 1) applyRainRule(setup, log, main[0]!, log.innings[position - 1]!);
    if (!inn.superOver && main.length === 1 && log.targets.get(inn.index)) inn.target = log.targets.get(inn.index)!;
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
  if (main.length === 1 && firstOver(main[0]!))
    applyRainRule(
      setup,
      log,
      main[0]!,
      log.innings.find((i) => i.index === main[0]!.index)!,
    );
  const result = deriveResult({
    main,
    superOvers,
    sidePlayers: (team) => sidePlayersOf(setup, log, team),
    ...(log.result ? { event: log.result } : {}),
    awaitsRuling:
      !setup.rain && main.length === 2 && !log.targets.has(main[1]!.index) && (log.interruptions.get(main[1]!.index) ?? []).some((i) => i.afterDeliveries > 0),
  });
  const status: Scorecard['status'] = result?.type === 'abandoned' ? 'abandoned' : result ? 'completed' : innings.length ? 'live' : 'scheduled';
  const card: Scorecard = { status, teams: [...setup.teams], ballsPerOver: setup.format.ballsPerOver, innings };
  if (log.toss) card.toss = { winner: log.toss.winner, decision: log.toss.decision };
  if (result) card.result = result;
  return card;
}
