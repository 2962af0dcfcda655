/**
 * The scorer's screen state: who is on strike, who bowls, what is needed. Strike is derived
 * from what happened (runs run, end of over, dismissals), so the scorer only records events.
 */
import type { EventOf, LoggedEvent, MatchSetup } from './events';
import { NOT_A_WICKET, isLegal } from './laws';
import { oversText, oversToBalls, perOver } from './format';
import { effectiveEvents, groupLog } from './replay';
import { quotaOf, scorecardFromLog } from './scorecard';
import type { InningsCard, MatchResult } from './types';

type Delivery = EventOf<'delivery'>;

export interface LiveWarning {
  code: 'extra-legal-ball' | 'consecutive-overs' | 'dismissed-twice';
  message: string;
}

export interface LiveState {
  status: 'scheduled' | 'live' | 'completed' | 'abandoned';
  inningsIndex: number;
  battingTeam: string | null;
  bowlingTeam: string | null;
  superOver: boolean;
  striker: string | null;
  nonStriker: string | null;
  /** The bowler of the over in progress; null when a new over is due. */
  bowler: string | null;
  /** Who bowled the last completed over: not to be offered for the next one. */
  previousOverBowler: string | null;
  over: number;
  thisOver: Delivery[];
  legalBallsThisOver: number;
  runs: number;
  wickets: number;
  balls: number;
  overs: string;
  target: { runs: number; overs: number; method?: string; working?: string[] } | null;
  runsNeeded: number | null;
  ballsRemaining: number | null;
  requiredRunRate: number | null;
  currentRunRate: number | null;
  /** Batters already dismissed this innings (not to be offered again). */
  dismissed: string[];
  result: MatchResult | null;
  warnings: LiveWarning[];
  /** What a watcher's screen draws, so a live frame needs no second read (issue 29). */
  watch: LiveWatch;
}

/** A batter at the crease or a bowler, as the live page shows them. */
export interface LiveFigures {
  name: string;
  runs: number;
  balls?: number;
  overs?: string;
  maidens?: number;
  wickets?: number;
}

/** A ball of the recent-balls strip: what it scored, without names. */
export interface RecentBall {
  over: number;
  runs: Delivery['runs'];
  extras?: Delivery['extras'];
  out?: true;
}

export interface LiveWatch {
  striker: LiveFigures | null;
  nonStriker: LiveFigures | null;
  /** The bowler of the over in progress, or of the last one between overs. */
  bowler: LiveFigures | null;
  partnership: { runs: number; balls: number };
  lastWicket: { batter: string; runs: number; balls: number; dismissal: string; score: string; over: string } | null;
  /** The innings' last twelve balls, oldest first. */
  recent: RecentBall[];
  /** The over in progress, or between overs the one just bowled (`done`). */
  over: { balls: RecentBall[]; done: boolean };
}

/** The watcher's figures of the innings in progress. */
const recentOf = (d: Delivery): RecentBall => ({
  over: d.over,
  runs: d.runs,
  ...(d.extras ? { extras: d.extras } : {}),
  ...(d.wickets?.length ? { out: true as const } : {}),
});

function watchOf(card: InningsCard | undefined, deliveries: readonly Delivery[], ends: Ends, bowler: string | null, overDone: boolean): LiveWatch {
  const bat = (name: string | null): LiveFigures | null => {
    if (!name) return null;
    const b = card?.batting.find((x) => x.name === name);
    return { name, runs: b?.runs ?? 0, balls: b?.balls ?? 0 };
  };
  const spell = bowler ? card?.bowling.find((x) => x.name === bowler) : undefined;
  let since = 0;
  deliveries.forEach((d, i) => {
    if ((d.wickets ?? []).some((w) => !NOT_A_WICKET.has(w.kind))) since = i + 1;
  });
  const stand = deliveries.slice(since);
  const fall = card?.fallOfWickets.at(-1);
  const out = fall ? card?.batting.find((b) => b.name === fall.batter) : undefined;
  return {
    striker: bat(ends.striker),
    nonStriker: bat(ends.nonStriker),
    bowler: bowler ? { name: bowler, runs: spell?.runs ?? 0, overs: spell?.overs ?? '0.0', maidens: spell?.maidens ?? 0, wickets: spell?.wickets ?? 0 } : null,
    partnership: { runs: stand.reduce((n, d) => n + d.runs.total, 0), balls: stand.filter(isLegal).length },
    lastWicket:
      fall && out
        ? { batter: fall.batter, runs: out.runs, balls: out.balls, dismissal: out.dismissal, score: `${fall.runs}/${fall.wicket}`, over: fall.over }
        : null,
    recent: deliveries.slice(-12).map(recentOf),
    over: { balls: deliveries.filter((d) => d.over === deliveries.at(-1)?.over).map(recentOf), done: overDone },
  };
}

/** Runs the batters actually ran (penalty extras and the one-run wide/no-ball penalty are not run). */
function runsRun(d: Delivery): number {
  const e = d.extras ?? {};
  const wides = e.wides ? e.wides - 1 : 0;
  return d.runs.batter + (e.byes ?? 0) + (e.legbyes ?? 0) + wides;
}

interface Ends {
  striker: string | null;
  nonStriker: string | null;
}

/** The batters at each end after a delivery, before any end-of-over change. */
export function endsAfter(d: Delivery): Ends {
  let striker: string | null = d.batter;
  let nonStriker: string | null = d.non_striker;
  if (runsRun(d) % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
  for (const w of d.wickets ?? []) {
    if (w.kind === 'caught' || w.kind === 'caught and bowled') {
      // Law 18.11 (2022): after a catch the new batter takes strike.
      const survivor = w.player_out === d.batter ? d.non_striker : d.batter;
      return { striker: null, nonStriker: survivor === w.player_out ? null : survivor };
    }
    // Any other dismissal or retirement leaves that end empty for the next batter.
    if (striker === w.player_out) striker = null;
    if (nonStriker === w.player_out) nonStriker = null;
  }
  return { striker, nonStriker };
}

function warningsFor(inn: InningsCard | undefined, deliveries: Delivery[], bpo: number, called: ReadonlyMap<number, number | null>): LiveWarning[] {
  const warnings: LiveWarning[] = [];
  if (!inn) return warnings;
  for (const o of inn.oversSummary) {
    // An over the umpire called with 7 balls was recorded so on purpose.
    if (o.legalBalls > bpo && !called.has(o.over - 1)) warnings.push({ code: 'extra-legal-ball', message: `Over ${o.over} has ${o.legalBalls} legal balls` });
  }
  const bowlerOf = new Map<number, string>();
  for (const d of deliveries) if (!bowlerOf.has(d.over)) bowlerOf.set(d.over, d.bowler);
  for (const [over, bowler] of bowlerOf) {
    if (bowlerOf.get(over - 1) === bowler) warnings.push({ code: 'consecutive-overs', message: `${bowler} bowled overs ${over} and ${over + 1} in a row` });
  }
  const outs = new Map<string, number>();
  for (const d of deliveries) for (const w of d.wickets ?? []) if (!NOT_A_WICKET.has(w.kind)) outs.set(w.player_out, (outs.get(w.player_out) ?? 0) + 1);
  for (const [name, n] of outs) if (n > 1) warnings.push({ code: 'dismissed-twice', message: `${name} is out ${n} times in this innings` });
  return warnings;
}

export function liveState(setup: MatchSetup, events: readonly LoggedEvent[]): LiveState {
  const log = groupLog(effectiveEvents(events));
  const card = scorecardFromLog(setup, log);
  const bpo = setup.format.ballsPerOver;
  const lastLog = log.innings[log.innings.length - 1];
  const lastCard = card.innings[card.innings.length - 1];
  const finished = (c: InningsCard) => c.closed || c.allOut || c.balls >= c.quotaBalls || (c.target !== undefined && c.runs >= c.target.runs);
  // A tie with no super-over winner yet may still go to a super over.
  const open = !card.result || (card.result.type === 'tie' && !card.result.superOverWinner && !log.result);
  const moveOn = !!lastCard && open && finished(lastCard);
  const current = moveOn ? undefined : lastCard;
  const currentLog = moveOn ? undefined : lastLog;
  const other = (team: string) => setup.teams.find((t) => t !== team) ?? null;

  const inningsIndex = current ? current.index : lastCard ? lastCard.index + 1 : 0;
  const mainCount = card.innings.filter((i) => !i.superOver).length;
  const superOverCount = card.innings.length - mainCount;
  const superOver = current ? current.superOver : !!lastCard && mainCount >= 2;
  // A super-over pair starts with the side that batted second in the tie (or the last super over).
  const startsPair = superOver && !current && superOverCount % 2 === 0;
  let battingTeam: string | null = current?.team ?? null;
  if (!battingTeam && lastCard) battingTeam = startsPair ? lastCard.team : other(lastCard.team);
  if (!battingTeam && log.toss) battingTeam = log.toss.decision === 'bat' ? log.toss.winner : other(log.toss.winner);

  const deliveries = currentLog?.deliveries ?? [];
  const last = deliveries[deliveries.length - 1];
  const over = last ? last.over : 0;
  const thisOverAll = deliveries.filter((d) => d.over === over);
  const legal = thisOverAll.filter(isLegal).length;
  const called = currentLog?.miscounted ?? new Map<number, number | null>();
  // The umpire may call an over after 5 balls: it is over as bowled; or give a 7th (recorded
  // with the balls it is called at, before that ball): it goes on until then.
  const calledAt = called.get(over);
  const overDone = !!last && (calledAt === undefined ? legal >= bpo : calledAt === null || legal >= calledAt);
  let ends: Ends = last ? endsAfter(last) : { striker: null, nonStriker: null };
  if (overDone) ends = { striker: ends.nonStriker, nonStriker: ends.striker };
  // A batter who retired (or was timed out) since the last ball leaves that end empty.
  for (const o of currentLog?.offBall ?? []) {
    if (o.afterDeliveries < deliveries.length) continue;
    if (ends.striker === o.player) ends = { ...ends, striker: null };
    if (ends.nonStriker === o.player) ends = { ...ends, nonStriker: null };
  }
  const previousOver = overDone ? last : [...deliveries].reverse().find((d) => d.over < over);

  let target = current?.target ?? null;
  if (!current && lastCard && (mainCount === 1 || (superOver && !startsPair))) {
    // A revised target may be set before the chase's first ball.
    target = log.targets.get(inningsIndex) ?? { runs: lastCard.runs + 1, overs: quotaOf(setup, log, inningsIndex, superOver, 1) };
  }
  const runs = current?.runs ?? 0;
  const balls = current?.balls ?? 0;
  const quotaBalls = current?.quotaBalls ?? oversToBalls(superOver ? 1 : (target?.overs ?? setup.format.oversPerInnings), bpo);
  const runsNeeded = target ? Math.max(0, target.runs - runs) : null;
  const ballsRemaining = Math.max(0, (target ? oversToBalls(target.overs, bpo) : quotaBalls) - balls);
  const dismissed = (current?.batting ?? []).filter((b) => b.out).map((b) => b.name);

  return {
    status: card.status,
    inningsIndex,
    battingTeam: open ? battingTeam : null,
    bowlingTeam: open && battingTeam ? other(battingTeam) : null,
    superOver,
    striker: ends.striker,
    nonStriker: ends.nonStriker,
    bowler: last && !overDone ? last.bowler : null,
    previousOverBowler: previousOver?.bowler ?? null,
    over: overDone ? over + 1 : over,
    thisOver: overDone ? [] : thisOverAll,
    legalBallsThisOver: overDone ? 0 : legal,
    runs,
    wickets: current?.wickets ?? 0,
    balls,
    overs: oversText(balls, bpo),
    target,
    runsNeeded,
    ballsRemaining,
    requiredRunRate: target && runsNeeded !== null ? perOver(runsNeeded, ballsRemaining, bpo) : null,
    currentRunRate: perOver(runs, balls, bpo),
    dismissed,
    result: card.result ?? null,
    warnings: warningsFor(current, deliveries, bpo, called),
    watch: watchOf(current, deliveries, ends, (last && !overDone ? last.bowler : null) ?? previousOver?.bowler ?? null, overDone),
  };
}
