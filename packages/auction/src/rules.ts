/**
 * The auction's rules as a pure fold over its append-only event log (spec 6). No I/O: the
 * server, the tests and any screen run the same code, so a state is always a replay.
 */

export interface Category {
  name: string;
  basePrice: number;
}
/** The step applies from `from` upward (e.g. +5 from 0, +10 from 100, +25 from 500). */
export interface Band {
  from: number;
  step: number;
}
export interface SetupTeam {
  teamId: string;
  name: string;
  purse: number;
}
export interface SetupPlayer {
  poolId: string;
  name: string;
  category: string;
  role: string | null;
  /** Pre-assigned (a captain): joins this team at a price of 0 before the first lot. */
  teamId: string | null;
}
export interface AuctionSetup {
  squadMin: number;
  squadMax: number;
  categories: Category[];
  increments: Band[];
  teams: SetupTeam[];
  pool: SetupPlayer[];
}

export type AuctionStatus = 'setup' | 'live' | 'paused' | 'closed';

export type AuctionEvent =
  | { type: 'status'; status: AuctionStatus }
  | { type: 'lot'; lotId: string; poolId: string; category: string; basePrice: number }
  | { type: 'bid'; lotId: string; teamId: string; amount: number }
  | { type: 'sold'; lotId: string }
  | { type: 'unsold'; lotId: string }
  | { type: 'undo' };

export interface Bid {
  teamId: string;
  amount: number;
}
export interface Lot {
  lotId: string;
  poolId: string;
  category: string;
  basePrice: number;
  /** 1 for a first call, 2 and up for a re-call of an unsold player. */
  round: number;
  bids: Bid[];
}
export interface Signing {
  lotId: string | null;
  poolId: string;
  teamId: string;
  price: number;
}
export interface TeamState {
  teamId: string;
  spent: number;
  squad: Signing[];
}
export type PoolStatus = 'waiting' | 'sold' | 'unsold';

export interface AuctionState {
  status: AuctionStatus;
  teams: Record<string, TeamState>;
  pool: Record<string, { status: PoolStatus; calls: number }>;
  current: Lot | null;
  sold: Signing[];
  unsold: { lotId: string; poolId: string }[];
  /** The state just before the last sold/unsold mark, which an undo returns to exactly. */
  beforeHammer: AuctionState | null;
}

/** A refusal in the spec's words; `stale` marks one caused by another write that won the race. */
export class RuleError extends Error {
  constructor(
    message: string,
    readonly stale = false,
  ) {
    super(message);
  }
}

/** "Banyan Blasters' maximum": a name ending in s takes a bare apostrophe, others 's. */
const endsInS = (name: string) => /s$/i.test(name);

export const RULES = {
  notLive: 'The auction is not live',
  paused: 'The auction is paused',
  closed: 'The auction is closed',
  noLot: 'No lot is open',
  lotOpen: 'Sell or mark the current lot unsold first',
  lotClosed: 'This lot is no longer open',
  unknownTeam: 'That team is not in this auction',
  unknownPlayer: 'That player is not in the pool',
  notAvailable: 'That player has already been sold',
  alreadyCalled: 'That player has already been called; re-call them once marked unsold',
  noBids: 'No bids: mark the lot unsold',
  nothingToUndo: 'Nothing to undo',
  squadFull: 'Squad is full',
  leads: (team: string) => `${team} already leads`,
  atLeast: (amount: number) => `Bid must be at least ${amount}`,
  // The spec's words, each form written whole: a catalog holds the sentence and the team's name
  // is its one varying part (an English possessive glued to the name would stay English).
  aboveMax: (team: string, max: number) => (endsInS(team) ? `Above ${team}' maximum bid of ${max}` : `Above ${team}'s maximum bid of ${max}`),
  badMove: (from: AuctionStatus, to: AuctionStatus) => `The auction cannot go from ${from} to ${to}`,
} as const;

export function initialState(setup: AuctionSetup): AuctionState {
  const teams: Record<string, TeamState> = {};
  for (const t of setup.teams) teams[t.teamId] = { teamId: t.teamId, spent: 0, squad: [] };
  const pool: AuctionState['pool'] = {};
  for (const p of setup.pool) {
    pool[p.poolId] = { status: 'waiting', calls: 0 };
    if (p.teamId && teams[p.teamId]) {
      teams[p.teamId]!.squad.push({ lotId: null, poolId: p.poolId, teamId: p.teamId, price: 0 });
      pool[p.poolId] = { status: 'sold', calls: 0 };
    }
  }
  return { status: 'setup', teams, pool, current: null, sold: [], unsold: [], beforeHammer: null };
}

/** The step of the band a bid of `amount` falls in. */
export function stepAt(increments: Band[], amount: number): number {
  let step = increments[0]?.step ?? 1;
  for (const band of [...increments].sort((a, b) => a.from - b.from)) if (amount >= band.from) step = band.step;
  return Math.max(1, step);
}

export function cheapestBase(setup: AuctionSetup): number {
  return setup.categories.length ? Math.min(...setup.categories.map((c) => c.basePrice)) : 0;
}

export function purseOf(setup: AuctionSetup, teamId: string): number {
  return setup.teams.find((t) => t.teamId === teamId)?.purse ?? 0;
}

export function purseLeft(setup: AuctionSetup, state: AuctionState, teamId: string): number {
  return purseOf(setup, teamId) - (state.teams[teamId]?.spent ?? 0);
}

/**
 * Purse left minus the cheapest base price for every further player the team still needs
 * to reach squadMin after this one; 0 when the squad is full.
 */
export function maxBid(setup: AuctionSetup, state: AuctionState, teamId: string): number {
  const team = state.teams[teamId];
  if (!team || team.squad.length >= setup.squadMax) return 0;
  const furtherNeeded = Math.max(0, setup.squadMin - team.squad.length - 1);
  return Math.max(0, purseLeft(setup, state, teamId) - cheapestBase(setup) * furtherNeeded);
}

/** The least a team may bid now on the open lot. */
export function minimumBid(setup: AuctionSetup, lot: Lot): number {
  const top = lot.bids.at(-1);
  return top ? top.amount + stepAt(setup.increments, top.amount) : lot.basePrice;
}

export function leader(lot: Lot | null): Bid | null {
  return lot?.bids.at(-1) ?? null;
}

function teamName(setup: AuctionSetup, teamId: string): string {
  return setup.teams.find((t) => t.teamId === teamId)?.name ?? 'That team';
}

function requireOpen(state: AuctionState) {
  if (state.status === 'closed') throw new RuleError(RULES.closed);
  if (state.status === 'paused') throw new RuleError(RULES.paused);
  if (state.status !== 'live') throw new RuleError(RULES.notLive);
}

const MOVES: Record<AuctionStatus, AuctionStatus[]> = {
  setup: ['live'],
  live: ['paused', 'closed'],
  paused: ['live', 'closed'],
  closed: [],
};

/** Checks `event` against `state`; throws a RuleError that explains the refusal. */
export function check(setup: AuctionSetup, state: AuctionState, event: AuctionEvent): void {
  switch (event.type) {
    case 'status':
      if (!MOVES[state.status].includes(event.status)) throw new RuleError(RULES.badMove(state.status, event.status));
      if (event.status === 'closed' && state.current) throw new RuleError(RULES.lotOpen);
      return;
    case 'lot': {
      requireOpen(state);
      if (state.current) throw new RuleError(RULES.lotOpen);
      const entry = state.pool[event.poolId];
      if (!entry) throw new RuleError(RULES.unknownPlayer);
      if (entry.status === 'sold') throw new RuleError(RULES.notAvailable);
      if (entry.status === 'waiting' && entry.calls > 0) throw new RuleError(RULES.alreadyCalled);
      return;
    }
    case 'bid': {
      requireOpen(state);
      const lot = state.current;
      if (!lot || lot.lotId !== event.lotId) throw new RuleError(lot ? RULES.lotClosed : RULES.noLot, true);
      const team = state.teams[event.teamId];
      if (!team) throw new RuleError(RULES.unknownTeam);
      if (team.squad.length >= setup.squadMax) throw new RuleError(RULES.squadFull);
      const top = leader(lot);
      if (top?.teamId === event.teamId) throw new RuleError(RULES.leads(teamName(setup, event.teamId)), true);
      const min = minimumBid(setup, lot);
      if (!Number.isInteger(event.amount) || event.amount < min) throw new RuleError(RULES.atLeast(min), top !== null);
      const max = maxBid(setup, state, event.teamId);
      if (event.amount > max) throw new RuleError(RULES.aboveMax(teamName(setup, event.teamId), max));
      return;
    }
    case 'sold':
    case 'unsold': {
      requireOpen(state);
      const lot = state.current;
      if (!lot || lot.lotId !== event.lotId) throw new RuleError(lot ? RULES.lotClosed : RULES.noLot, true);
      if (event.type === 'sold' && !leader(lot)) throw new RuleError(RULES.noBids);
      return;
    }
    case 'undo':
      requireOpen(state);
      if (state.current) throw new RuleError(RULES.lotOpen);
      if (!state.beforeHammer) throw new RuleError(RULES.nothingToUndo);
      return;
  }
}

/** Applies an event already checked (or read back from the log, where it was checked). */
export function apply(state: AuctionState, event: AuctionEvent): AuctionState {
  switch (event.type) {
    case 'status':
      return { ...state, status: event.status };
    case 'lot': {
      const entry = state.pool[event.poolId]!;
      const round = entry.calls + 1;
      return {
        ...state,
        pool: { ...state.pool, [event.poolId]: { status: entry.status, calls: round } },
        current: { lotId: event.lotId, poolId: event.poolId, category: event.category, basePrice: event.basePrice, round, bids: [] },
      };
    }
    case 'bid': {
      const lot = state.current!;
      return { ...state, current: { ...lot, bids: [...lot.bids, { teamId: event.teamId, amount: event.amount }] } };
    }
    case 'sold': {
      const lot = state.current!;
      const top = leader(lot)!;
      const signing: Signing = { lotId: lot.lotId, poolId: lot.poolId, teamId: top.teamId, price: top.amount };
      const team = state.teams[top.teamId]!;
      return {
        ...state,
        teams: { ...state.teams, [top.teamId]: { ...team, spent: team.spent + top.amount, squad: [...team.squad, signing] } },
        pool: { ...state.pool, [lot.poolId]: { ...state.pool[lot.poolId]!, status: 'sold' } },
        current: null,
        sold: [...state.sold, signing],
        unsold: state.unsold.filter((u) => u.poolId !== lot.poolId),
        beforeHammer: state,
      };
    }
    case 'unsold': {
      const lot = state.current!;
      return {
        ...state,
        pool: { ...state.pool, [lot.poolId]: { ...state.pool[lot.poolId]!, status: 'unsold' } },
        current: null,
        unsold: [...state.unsold.filter((u) => u.poolId !== lot.poolId), { lotId: lot.lotId, poolId: lot.poolId }],
        beforeHammer: state,
      };
    }
    case 'undo': {
      // The exact state before the hammer, with any pause/resume since kept as it is now.
      const before = state.beforeHammer!;
      return { ...before, status: state.status };
    }
  }
}

/** Checks then applies: the one step every write takes. */
export function step(setup: AuctionSetup, state: AuctionState, event: AuctionEvent): AuctionState {
  check(setup, state, event);
  return apply(state, event);
}

/** The state of a log: what the server and every replay compute. */
export function replay(setup: AuctionSetup, events: readonly AuctionEvent[], from = initialState(setup)): AuctionState {
  return events.reduce(apply, from);
}

/** The category one below `name` (by base price), or the same one when it is the lowest. */
export function lowerCategory(setup: AuctionSetup, name: string): Category | undefined {
  const sorted = [...setup.categories].sort((a, b) => b.basePrice - a.basePrice);
  const at = sorted.findIndex((c) => c.name === name);
  if (at < 0) return undefined;
  return sorted[Math.min(at + 1, sorted.length - 1)];
}
