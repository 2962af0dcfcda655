/**
 * The auction room on the server: folds each auction's log (kept in memory, caught up from
 * the database on every write), appends events with optimistic concurrency, and turns a
 * state into what the screens show.
 */
import { randomUUID } from 'node:crypto';
import { conflict, csvCell, HttpError, toCsv, notFound, pgErrorCode, type Db, type Executor, type LiveEvent } from '@league/core/server';
import { MESSAGES, type AuctionLiveMessage, type AuctionView } from '../contract';
import { RuleError, apply, check, initialState, leader, maxBid, minimumBid, purseLeft, type AuctionEvent, type AuctionState } from '../rules';
import { eventsAfter, insertEvent, lastSeq, loadAuction, type AuctionRecord } from './repo';

export interface Folded {
  record: AuctionRecord;
  seq: number;
  state: AuctionState;
}

/** How often a write that lost the race on `seq` is retried against the new state. */
const RETRIES = 8;
/** How many recent live messages each auction keeps for streams that resume. */
const RECENT_MESSAGES = 500;

export class Room {
  private readonly folded = new Map<string, Folded>();

  constructor(private readonly db: Db) {}

  /** Forget an auction's setup (after an edit in setup). */
  forget(id: string) {
    this.folded.delete(id);
    this.recent.delete(id);
  }

  /** The state at `seq` (the latest when omitted), reading only what the cache has not seen. */
  async at(db: Executor, id: string, seq?: number): Promise<Folded> {
    let f = this.folded.get(id);
    if (!f) {
      const record = await loadAuction(db, id);
      if (!record) throw notFound(MESSAGES.auctionNotFound);
      f = { record, seq: 0, state: initialState(record.setup) };
    }
    const target = seq ?? (await lastSeq(db, id));
    if (target > f.seq) {
      let { seq: at, state } = f;
      for (const e of await eventsAfter(db, id, f.seq)) {
        if (e.seq > target) break;
        state = apply(state, e.event);
        at = e.seq;
      }
      f = { record: f.record, seq: at, state };
    }
    const cached = this.folded.get(id);
    if (!cached || cached.seq <= f.seq) this.folded.set(id, f);
    return f;
  }

  /**
   * Appends the event `make` builds from the current state at seq + 1. Optimistic: the state
   * folded in memory is trusted, and the (auction, seq) key refuses the write if another one
   * (here or on another instance) took that seq first; then the log is read again and the
   * event checked against the state it left. A bid is one INSERT; an event with more to
   * write (a status, closing into the squads) is one transaction. A rule refusal is a 400,
   * or a 409 when another write changed the state first.
   */
  write(
    id: string,
    make: (f: Folded) => AuctionEvent | Promise<AuctionEvent>,
    after?: (tx: Executor, f: Folded) => Promise<void>,
    /** The seq the writer saw (decisions.md 6, writes that race): anything newer is a 409. */
    expectSeq?: number,
  ) {
    return this.inTurn(id, () => this.append(id, make, after, expectSeq));
  }

  /**
   * One write at a time per auction on this instance. Twelve paddles raising at once would
   * otherwise all INSERT the same seq and all but one come back through the database; in
   * turn, each is checked against the state the one before it left, in memory. (Between
   * instances the (auction, seq) key still decides.)
   */
  private readonly turns = new Map<string, Promise<void>>();
  private inTurn<T>(id: string, run: () => Promise<T>): Promise<T> {
    const mine = (this.turns.get(id) ?? Promise.resolve()).then(run);
    const done = mine.then(
      () => {},
      () => {},
    );
    this.turns.set(id, done);
    void done.then(() => {
      if (this.turns.get(id) === done) this.turns.delete(id);
    });
    return mine;
  }

  private async append(
    id: string,
    make: (f: Folded) => AuctionEvent | Promise<AuctionEvent>,
    after: ((tx: Executor, f: Folded) => Promise<void>) | undefined,
    expectSeq: number | undefined,
  ) {
    let fresh = false;
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const cached = fresh ? undefined : this.folded.get(id);
      const f = cached ?? (await this.at(this.db, id));
      if (expectSeq !== undefined && expectSeq !== f.seq) {
        // This instance may be the one behind: read the log before refusing.
        if (cached && expectSeq > f.seq) {
          fresh = true;
          continue;
        }
        throw conflict(MESSAGES.movedOn);
      }
      try {
        const event = await make(f);
        try {
          check(f.record.setup, f.state, event);
        } catch (error) {
          if (!(error instanceof RuleError)) throw error;
          // Refused against what this instance knew: make sure the log has nothing newer. A
          // raise on the lot this instance holds, beaten here, needs no look: any newer state
          // has that lot higher or gone, so the bidder's view is behind either way (409).
          const beatenHere = error.stale && event.type === 'bid' && f.state.current?.lotId === event.lotId;
          if (cached && !beatenHere && (await lastSeq(this.db, id)) !== f.seq) {
            fresh = true;
            continue;
          }
          throw new HttpError(error.stale ? 409 : 400, error.message);
        }
        const next: Folded = { record: f.record, seq: f.seq + 1, state: apply(f.state, event) };
        if (event.type === 'status' || after) {
          await this.db.transaction(async (tx) => {
            await insertEvent(tx, id, next.seq, event);
            if (after) await after(tx, next);
          });
        } else {
          await insertEvent(this.db, id, next.seq, event);
        }
        const known = this.folded.get(id);
        if (!known || known.seq < next.seq) this.folded.set(id, next);
        return { next, event };
      } catch (error) {
        // Another writer took this seq first: read what it wrote and try again.
        if (pgErrorCode(error) === '23505') {
          fresh = true;
          continue;
        }
        throw error;
      }
    }
    throw conflict('The auction is busy. Please try again.');
  }

  /** The last messages of each auction, so streams resuming or catching up share one replay. */
  private readonly recent = new Map<string, { upTo: number; messages: LiveEvent[] }>();
  private readonly replaying = new Map<string, Promise<{ upTo: number; messages: LiveEvent[] }>>();

  /** Keeps a message this instance published, for streams that resume just behind it. */
  remember(id: string, message: LiveEvent) {
    const memo = this.recent.get(id);
    if (!memo || memo.upTo !== message.seq - 1) return;
    memo.messages.push(message);
    if (memo.messages.length > RECENT_MESSAGES) memo.messages.splice(0, memo.messages.length - RECENT_MESSAGES);
    memo.upTo = message.seq;
  }

  /**
   * The SSE messages after `afterSeq` (each with the state after it), for resume and other
   * instances. Served from the recent messages when they reach back far enough; otherwise
   * the log is replayed once, however many streams ask at the same time.
   */
  async messagesAfter(id: string, afterSeq: number): Promise<LiveEvent[]> {
    const latest = await this.at(this.db, id);
    if (latest.seq <= afterSeq) return [];
    const covers = (m: { upTo: number; messages: LiveEvent[] } | undefined) => !!m && m.upTo >= latest.seq && (m.messages[0]?.seq ?? Infinity) <= afterSeq + 1;
    let memo = this.recent.get(id);
    if (!covers(memo)) {
      const key = `${id}|${latest.seq}`;
      let pending = this.replaying.get(key);
      if (!pending) {
        pending = this.replay(id, latest).finally(() => this.replaying.delete(key));
        this.replaying.set(key, pending);
      }
      memo = await pending;
      const kept = this.recent.get(id);
      if (!kept || kept.upTo <= memo.upTo) this.recent.set(id, { upTo: memo.upTo, messages: memo.messages.slice(-RECENT_MESSAGES) });
    }
    return memo!.messages.filter((m) => m.seq > afterSeq && m.seq <= latest.seq);
  }

  private async replay(id: string, latest: Folded) {
    let state = initialState(latest.record.setup);
    const messages: LiveEvent[] = [];
    for (const e of await eventsAfter(this.db, id, 0)) {
      if (e.seq > latest.seq) break;
      state = apply(state, e.event);
      messages.push(liveMessage(latest.record, e.seq, e.event, state));
    }
    return { upTo: latest.seq, messages };
  }
}

export function liveMessage(record: AuctionRecord, seq: number, event: AuctionEvent, state: AuctionState): LiveEvent {
  const { pool: _pool, ...full } = view(record, seq, state);
  const data: AuctionLiveMessage = event.type === 'bid' ? { seq, type: event.type, current: full.current } : { seq, type: event.type, state: full };
  return { seq, event: 'state', data };
}

export const newLotId = () => randomUUID();

/** What the projector, console and paddles show, derived from one state. */
export function view(record: AuctionRecord, seq: number, state: AuctionState): AuctionView {
  const { setup } = record;
  const teamName = (teamId: string) => setup.teams.find((t) => t.teamId === teamId)?.name ?? 'Team removed';
  const player = (poolId: string) =>
    record.pool.get(poolId) ?? { name: 'Unknown', category: '', role: null, stats: null, playerId: null, teamId: null, registrationId: null, personId: null };
  const signing = (s: { lotId: string | null; poolId: string; teamId: string; price: number }) => {
    const p = player(s.poolId);
    return {
      lotId: s.lotId,
      poolId: s.poolId,
      name: p.name,
      category: p.category,
      role: p.role,
      teamId: s.teamId,
      teamName: teamName(s.teamId),
      price: s.price,
    };
  };
  const bid = (b: { teamId: string; amount: number }) => ({ teamId: b.teamId, teamName: teamName(b.teamId), amount: b.amount });
  const lot = state.current;
  const top = leader(lot);
  const lastHammer = state.beforeHammer ? hammerOf(state) : null;
  return {
    _id: record.id,
    name: record.name,
    tournamentId: record.tournamentId,
    playerFeePaise: record.playerFeePaise,
    purse: record.purse,
    squadMin: setup.squadMin,
    squadMax: setup.squadMax,
    categories: setup.categories,
    increments: setup.increments,
    status: state.status,
    seq,
    teams: setup.teams.map((t) => ({
      teamId: t.teamId,
      name: t.name,
      purse: t.purse,
      purseLeft: purseLeft(setup, state, t.teamId),
      squadCount: state.teams[t.teamId]?.squad.length ?? 0,
      maxBid: maxBid(setup, state, t.teamId),
      squad: (state.teams[t.teamId]?.squad ?? []).map(signing),
    })),
    pool: setup.pool.map((p) => {
      const info = player(p.poolId);
      const s = state.pool[p.poolId] ?? { status: 'waiting' as const, calls: 0 };
      return {
        poolId: p.poolId,
        name: p.name,
        category: p.category,
        role: p.role,
        stats: info.stats,
        playerId: info.playerId,
        teamId: p.teamId,
        registrationId: info.registrationId,
        personId: info.personId,
        status: s.status,
        calls: s.calls,
      };
    }),
    current: lot
      ? {
          lotId: lot.lotId,
          poolId: lot.poolId,
          name: player(lot.poolId).name,
          category: lot.category,
          role: player(lot.poolId).role,
          stats: player(lot.poolId).stats,
          basePrice: lot.basePrice,
          round: lot.round,
          bids: lot.bids.map(bid),
          leader: top ? bid(top) : null,
          nextBid: minimumBid(setup, lot),
        }
      : null,
    sold: state.sold.map(signing),
    unsold: state.unsold.map((u) => ({ lotId: u.lotId, poolId: u.poolId, name: player(u.poolId).name, category: player(u.poolId).category })),
    hammer:
      lot || !lastHammer
        ? null
        : {
            kind: lastHammer.kind,
            lotId: lastHammer.lotId,
            name: player(lastHammer.poolId).name,
            teamName: lastHammer.teamId ? teamName(lastHammer.teamId) : null,
            price: lastHammer.price,
          },
    canUndo: state.status === 'live' && !lot && state.beforeHammer !== null,
  };

  function hammerOf(s: AuctionState) {
    const before = s.beforeHammer!.current!;
    const sold = s.sold.at(-1);
    if (sold && sold.lotId === before.lotId)
      return { kind: 'sold' as const, lotId: before.lotId, poolId: before.poolId, teamId: sold.teamId, price: sold.price };
    return { kind: 'unsold' as const, lotId: before.lotId, poolId: before.poolId, teamId: null, price: null };
  }
}

/** A CSV cell: core's one rule for every export (quoted separators, no formulas). */
export { csvCell };

/** Core's writer: a byte-order mark, so Excel reads the names (Hindi ones too) as UTF-8. */
export function squadsCsv(v: AuctionView): string {
  return toCsv(
    ['Team', 'Player', 'Category', 'Role', 'Price'],
    v.teams.flatMap((t) => t.squad.map((s) => [t.name, s.name, s.category, s.role ?? '', s.price])),
  );
}
