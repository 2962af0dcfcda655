/**
 * Replaying the log: amendments are applied first, then the events are grouped by innings.
 * Every figure is derived from this, so a corrected ball changes everything after it.
 */
import type { EventOf, LoggedEvent } from './events';
import { isDelivery } from './laws';

/**
 * The log with amendments applied: an `amend` replaces the delivery it targets (keeping
 * the original id and position) or, with no delivery, deletes it. An `amend` whose target is
 * itself an amendment (and carries no delivery) takes that one back, as if it had never been made (an undone edit or
 * deletion); taking back a take-back restores it. Amendments of unknown or already deleted
 * events are ignored, so a stale correction cannot corrupt the log.
 */
export function effectiveEvents(events: readonly LoggedEvent[]): LoggedEvent[] {
  const amendments = new Set(events.filter((e) => e.type === 'amend').map((e) => e.id));
  // Latest first: whether a take-back counts depends only on the amendments after it.
  const takenBack = new Set<string>();
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.type === 'amend' && !event.delivery && !takenBack.has(event.id) && amendments.has(event.target)) takenBack.add(event.target);
  }
  const out: (LoggedEvent | null)[] = [];
  const position = new Map<string, number>();
  for (const event of events) {
    if (event.type !== 'amend') {
      position.set(event.id, out.length);
      out.push(event);
      continue;
    }
    // A take-back has done its work above; an amendment taken back does nothing.
    if (takenBack.has(event.id) || amendments.has(event.target)) continue;
    const at = position.get(event.target);
    const original = at === undefined ? null : out[at];
    if (at === undefined || !original) continue;
    if (!event.delivery) {
      out[at] = null;
    } else if (original.type === 'delivery') {
      const replacement: LoggedEvent = { ...event.delivery, type: 'delivery', id: original.id };
      if (original.seq !== undefined) replacement.seq = original.seq;
      out[at] = replacement;
    }
  }
  return out.filter((e): e is LoggedEvent => e !== null);
}

/**
 * What the pad's Undo takes back next: the latest action (a ball, an edit, a deletion, an end
 * of innings, any event) that no Undo (an `amend` marked `undo`) has taken back yet.
 */
export function lastAction(events: readonly LoggedEvent[]): LoggedEvent | undefined {
  const undone = new Set<string>();
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.type === 'amend' && event.undo) {
      undone.add(event.target);
      continue;
    }
    if (!undone.has(event.id)) return event;
  }
  return undefined;
}

export interface InningsLog {
  index: number;
  team: string;
  superOver: boolean;
  deliveries: EventOf<'delivery'>[];
  absentHurt: string[];
  /** Every penalty run awarded outside a delivery. */
  penaltyRuns: number;
  /** The same, each with how many of the innings' deliveries came before it in the log (fall of wickets counts them from there). */
  penalties: { runs: number; afterDeliveries: number }[];
  /** Over indexes the umpire called complete short or long, with the legal balls called at when given (see `over-miscounted`). */
  miscounted: Map<number, number | null>;
  /** Retirements and timed out between balls, each after that many of the innings' deliveries. */
  offBall: { player: string; kind: EventOf<'between-balls'>['kind']; afterDeliveries: number }[];
  target?: { runs: number; overs: number; method?: string; working?: string[] };
  ended?: EventOf<'innings-end'>;
}

export interface MatchLog {
  innings: InningsLog[];
  toss?: EventOf<'toss'>;
  lineups: Map<string, string[]>;
  result?: EventOf<'result'>;
  /** Revised targets by innings index (they may precede the innings' first ball). */
  targets: Map<number, { runs: number; overs: number; method?: string; working?: string[] }>;
  /** Interruptions by innings index, in order, each after that many of the innings' deliveries. */
  interruptions: Map<number, { overs: number; afterDeliveries: number }[]>;
}

/** Groups an already effective log by innings; the later of two same-kind events wins. */
export function groupLog(events: readonly LoggedEvent[]): MatchLog {
  const byIndex = new Map<number, InningsLog>();
  const log: MatchLog = { innings: [], lineups: new Map(), targets: new Map(), interruptions: new Map() };
  const pending: { event: LoggedEvent; delivered: Map<number, number> }[] = [];
  // Deliveries seen so far per innings, so an event knows where in its innings it fell.
  const delivered = new Map<number, number>();
  const fresh = (index: number, team: string, superOver: boolean): InningsLog => ({
    index,
    team,
    superOver,
    deliveries: [],
    absentHurt: [],
    penaltyRuns: 0,
    penalties: [],
    miscounted: new Map(),
    offBall: [],
  });
  for (const e of events) {
    if (isDelivery(e)) {
      let inn = byIndex.get(e.innings);
      if (!inn) {
        inn = fresh(e.innings, e.team, e.superOver === true);
        byIndex.set(e.innings, inn);
      }
      inn.deliveries.push(e);
      delivered.set(e.innings, (delivered.get(e.innings) ?? 0) + 1);
    } else if (e.type === 'toss') log.toss = e;
    else if (e.type === 'lineups') log.lineups.set(e.team, e.players);
    else if (e.type === 'result') log.result = e;
    else if (e.type === 'target') log.targets.set(e.innings, { runs: e.runs, overs: e.overs, ...(e.method ? { method: e.method } : {}) });
    else if (e.type === 'interruption')
      log.interruptions.set(e.innings, [...(log.interruptions.get(e.innings) ?? []), { overs: e.overs, afterDeliveries: delivered.get(e.innings) ?? 0 }]);
    else pending.push({ event: e, delivered: new Map(delivered) });
  }
  for (const { event: e, delivered: before } of pending) {
    if (e.type !== 'absent-hurt' && e.type !== 'penalty' && e.type !== 'innings-end' && e.type !== 'over-miscounted' && e.type !== 'between-balls') continue;
    let inn = byIndex.get(e.innings);
    if (!inn && (e.type === 'penalty' || e.type === 'between-balls')) {
      inn = fresh(e.innings, e.team, false);
      byIndex.set(e.innings, inn);
    }
    if (!inn) continue;
    if (e.type === 'absent-hurt' && !inn.absentHurt.includes(e.player)) inn.absentHurt.push(e.player);
    if (e.type === 'penalty') {
      inn.penaltyRuns += e.runs;
      // Cricsheet's "pre" penalties open the innings and "post" ones close it, wherever they sit.
      const at = e.when === 'pre' ? 0 : e.when === 'post' ? Number.MAX_SAFE_INTEGER : (before.get(e.innings) ?? 0);
      inn.penalties.push({ runs: e.runs, afterDeliveries: at });
    }
    if (e.type === 'over-miscounted') inn.miscounted.set(e.over, e.balls ?? null);
    if (e.type === 'between-balls') inn.offBall.push({ player: e.player, kind: e.kind, afterDeliveries: before.get(e.innings) ?? 0 });
    if (e.type === 'innings-end') inn.ended = e;
  }
  log.innings = [...byIndex.values()].sort((a, b) => a.index - b.index);
  for (const inn of log.innings) {
    const target = log.targets.get(inn.index);
    if (target) inn.target = target;
  }
  return log;
}
