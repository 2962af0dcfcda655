/** One innings' figures from its deliveries: batting, bowling, extras, fall of wickets, overs. */
import { BOWLER_WICKETS, NOT_A_WICKET, isLegal } from './laws';
import type { EventOf } from './events';
import { dismissalText, fieldersOf } from './dismissal';
import { oversText, oversToBalls, perOver, strikeRate } from './format';
import type { InningsLog } from './replay';
import type { BattingEntry, BowlingEntry, InningsCard, OverSummary } from './types';

export interface InningsContext {
  ballsPerOver: number;
  quotaOvers: number;
  /** Players the batting side can field (lineup, capped at playersPerSide). */
  sidePlayers: number;
  target?: { runs: number; overs: number; method?: string; working?: string[] };
  /** True once a later innings, an innings-end or a result exists. */
  closed: boolean;
}

type Delivery = EventOf<'delivery'>;

function groupOvers(deliveries: Delivery[]): Delivery[][] {
  const overs = new Map<number, Delivery[]>();
  for (const d of deliveries) {
    const list = overs.get(d.over) ?? [];
    list.push(d);
    overs.set(d.over, list);
  }
  return [...overs.entries()].sort((a, b) => a[0] - b[0]).map(([, list]) => list);
}

export function chargedToBowler(d: Delivery): number {
  return d.runs.batter + (d.extras?.wides ?? 0) + (d.extras?.noballs ?? 0);
}

export function buildInnings(log: InningsLog, ctx: InningsContext): InningsCard {
  const bpo = ctx.ballsPerOver;
  const batting = new Map<string, BattingEntry>();
  const bowling = new Map<string, BowlingEntry>();
  const extras = { wides: 0, noballs: 0, byes: 0, legbyes: 0, penalty: log.penaltyRuns, total: 0 };
  const fallOfWickets: InningsCard['fallOfWickets'] = [];
  const oversSummary: OverSummary[] = [];
  // Penalty runs count from where they were awarded, so the fall of wickets before them is right.
  let runs = 0;
  let delivered = 0;
  const awarded = log.penalties.map(() => false);
  /** Adds the penalties awarded before the innings' `upTo`-th delivery not yet counted. */
  const award = (upTo: number) =>
    log.penalties.forEach((p, k) => {
      if (awarded[k] || p.afterDeliveries > upTo) return;
      awarded[k] = true;
      runs += p.runs;
    });
  award(0);
  // Retirements and timed out between balls, in log order after `afterDeliveries` balls.
  const left = log.offBall.map(() => false);
  let lastOver = 0;
  let lastLegal = 0;
  /** Wickets between balls before the innings' first ball, shown with its first over. */
  let earlyWickets = 0;
  const leaveBetweenBalls = (upTo: number): number => {
    let fell = 0;
    log.offBall.forEach((o, k) => {
      if (left[k] || o.afterDeliveries > upTo) return;
      left[k] = true;
      const entry = batter(o.player);
      Object.assign(entry, { dismissal: o.kind, howOut: o.kind });
      if (NOT_A_WICKET.has(o.kind)) return;
      entry.out = true;
      wickets += 1;
      fell += 1;
      fallOfWickets.push({ wicket: wickets, runs, over: `${lastOver}.${lastLegal}`, batter: o.player });
    });
    return fell;
  };
  let wickets = 0;
  let legalBalls = 0;

  const batter = (name: string): BattingEntry => {
    let entry = batting.get(name);
    if (!entry) {
      entry = { name, runs: 0, balls: 0, fours: 0, sixes: 0, strikeRate: null, out: false, dismissal: 'not out', howOut: 'not out' };
      batting.set(name, entry);
    }
    return entry;
  };
  const bowler = (name: string): BowlingEntry => {
    let entry = bowling.get(name);
    if (!entry) {
      entry = { name, overs: '0.0', balls: 0, maidens: 0, runs: 0, wickets: 0, wides: 0, noballs: 0, economy: null };
      bowling.set(name, entry);
    }
    return entry;
  };

  earlyWickets = leaveBetweenBalls(0);

  const overs = groupOvers(log.deliveries);
  const quotaBalls = oversToBalls(ctx.quotaOvers, bpo);
  let countedBalls = 0;
  overs.forEach((overDeliveries, i) => {
    const overIndex = overDeliveries[0]!.over;
    let overRuns = 0;
    let overWickets = 0;
    let overLegal = 0;
    let overCharged = 0;
    overWickets += i === 0 ? earlyWickets : 0;
    for (const d of overDeliveries) {
      delivered += 1;
      const striker = batter(d.batter);
      const partner = batter(d.non_striker);
      // A retired-hurt batter who comes back is not out again until dismissed.
      for (const b of [striker, partner]) if (b.howOut === 'retired hurt') Object.assign(b, { dismissal: 'not out', howOut: 'not out' });
      const b = bowler(d.bowler);
      const legal = isLegal(d);
      const e = d.extras ?? {};
      runs += d.runs.total;
      overRuns += d.runs.total;
      striker.runs += d.runs.batter;
      if (!e.wides) striker.balls += 1;
      if (!d.runs.non_boundary && d.runs.batter === 4) striker.fours += 1;
      if (!d.runs.non_boundary && d.runs.batter === 6) striker.sixes += 1;
      if (legal) {
        legalBalls += 1;
        overLegal += 1;
        b.balls += 1;
      }
      const charged = chargedToBowler(d);
      b.runs += charged;
      overCharged += charged;
      b.wides += e.wides ?? 0;
      b.noballs += e.noballs ?? 0;
      extras.wides += e.wides ?? 0;
      extras.noballs += e.noballs ?? 0;
      extras.byes += e.byes ?? 0;
      extras.legbyes += e.legbyes ?? 0;
      extras.penalty += e.penalty ?? 0;
      for (const w of d.wickets ?? []) {
        const out = batter(w.player_out);
        out.dismissal = dismissalText(w, d.bowler);
        out.howOut = w.kind;
        const fielders = fieldersOf(w);
        if (fielders.length) out.fielders = fielders;
        if (BOWLER_WICKETS.has(w.kind)) {
          out.bowler = d.bowler;
          b.wickets += 1;
        }
        if (NOT_A_WICKET.has(w.kind)) continue;
        out.out = true;
        wickets += 1;
        overWickets += 1;
        fallOfWickets.push({ wicket: wickets, runs, over: `${overIndex}.${overLegal}`, batter: w.player_out });
      }
      // What happened before the next ball: penalty runs awarded, batters retired or timed out.
      award(delivered);
      lastOver = overIndex;
      lastLegal = overLegal;
      overWickets += leaveBetweenBalls(delivered);
    }
    const last = i === overs.length - 1;
    // An over counts whole when it has its balls, when the next one began (an umpire's short
    // over), or when the umpire called it complete; a last over cut short (rain, the end of a
    // chase) shows as bowled: 19.2, not 20.0.
    const called = overLegal >= bpo || log.miscounted.has(overIndex);
    const complete = called || !last;
    countedBalls += complete ? bpo : overLegal;
    const bowlers = new Set(overDeliveries.map((d) => d.bowler));
    if (complete && bowlers.size === 1) {
      // A whole over for the team is a whole over for its one bowler too (a 5- or 7-ball
      // over is "1" in the figures), and a maiden when nothing was charged to them.
      const one = bowler(overDeliveries[0]!.bowler);
      one.balls += bpo - overLegal;
      if (overCharged === 0) one.maidens += 1;
    }
    oversSummary.push({ over: overIndex + 1, runs: overRuns, wickets: overWickets, legalBalls: overLegal, bowler: overDeliveries[0]!.bowler });
  });

  award(Infinity);
  extras.total = extras.wides + extras.noballs + extras.byes + extras.legbyes + extras.penalty;
  for (const entry of batting.values()) entry.strikeRate = strikeRate(entry.runs, entry.balls);
  for (const entry of bowling.values()) {
    entry.overs = oversText(entry.balls, bpo);
    entry.economy = perOver(entry.runs, entry.balls, bpo);
  }
  const allOut = log.superOver ? wickets >= 2 : wickets + log.absentHurt.length >= ctx.sidePlayers - 1;
  const card: InningsCard = {
    index: log.index,
    team: log.team,
    superOver: log.superOver,
    runs,
    wickets,
    balls: countedBalls,
    legalBalls,
    overs: oversText(countedBalls, bpo),
    quotaOvers: ctx.quotaOvers,
    quotaBalls,
    extras,
    allOut,
    absentHurt: [...log.absentHurt],
    closed: ctx.closed,
    batting: [...batting.values()],
    bowling: [...bowling.values()],
    fallOfWickets,
    oversSummary,
  };
  if (ctx.target) card.target = ctx.target;
  return card;
}
