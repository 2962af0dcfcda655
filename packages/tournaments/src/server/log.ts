/**
 * Each fixture's event log and the summary cached from it (decisions.md 6): appends are
 * one transaction with optimistic concurrency on `after`, a client id answers a retry
 * with its first answer, and every accepted event replays the log through the engine.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gt } from 'drizzle-orm';
import { badRequest, conflict, forbidden, HttpError, notFound, type Db, type Executor } from '@league/core/server';
import { matches } from '@league/schedule/schema';
import { sequenceAfterStatus } from '@league/schedule/server';
import { bindSquadName } from '@league/teams/server';
import {
  buildScorecard,
  effectiveEvents,
  liveState,
  deliveryProblem,
  eventProblem,
  matchEventSchema,
  nestsDeeperThan,
  type LoggedEvent,
  type MatchEvent,
  type MatchSetup,
  type Scorecard as EngineScorecard,
} from '@league/cricket';
import { EVENT_MAX_BYTES, LOG_MAX_EVENTS, MESSAGES, type EventAnswer, type MatchState } from '../contract';
import { KNOCKOUT_MESSAGES } from '../knockouts-contract';
import { isId } from './repo';
import { awaitingTeams, fillKnockouts } from './knockouts';
import { setupOf } from './setup';
import { summaryCard, type TypedTotal } from './typed-totals';
import { matchEvents, matchSummaries, tournaments } from './schema';

export { setupOf } from './setup';

export type FixtureRow = typeof matches.$inferSelect;

export interface MatchContext {
  fixture: FixtureRow;
  setup: MatchSetup;
  tournament: typeof tournaments.$inferSelect | null;
}

/** A stale `after`: the route answers 409 with the log's current last id. */
export class StaleAfterError extends Error {
  constructor(
    readonly lastId: string | null,
    readonly lastSeq: number,
  ) {
    super(MESSAGES.staleAfter);
  }
}

export async function matchContext(db: Executor, matchId: string, lock = false): Promise<MatchContext> {
  if (!isId(matchId)) throw notFound(MESSAGES.matchNotFound);
  const query = db.select().from(matches).where(eq(matches.id, matchId));
  const [fixture] = lock ? await query.for('update') : await query;
  if (!fixture) throw notFound(MESSAGES.matchNotFound);
  const [tournament] = fixture.tournamentId ? await db.select().from(tournaments).where(eq(tournaments.id, fixture.tournamentId)) : [];
  return { fixture, tournament: tournament ?? null, setup: setupOf(fixture, tournament ?? null) };
}

/**
 * A row of the log as the replay reads it: everything but the stored answer, which only a
 * retry of the same id needs (a whole match's answers, each with its live state, would be read
 * and parsed on every ball for nothing).
 */
type EventRow = Omit<typeof matchEvents.$inferSelect, 'answer'>;
const logColumns = {
  matchId: matchEvents.matchId,
  seq: matchEvents.seq,
  id: matchEvents.id,
  type: matchEvents.type,
  body: matchEvents.body,
  createdAt: matchEvents.createdAt,
  createdBy: matchEvents.createdBy,
};

export function toLogged(row: Pick<EventRow, 'id' | 'seq' | 'body'>): LoggedEvent {
  return { ...(row.body as object), id: row.id, seq: row.seq } as LoggedEvent;
}

export async function eventsOf(db: Executor, matchId: string, since = 0): Promise<EventRow[]> {
  return db
    .select(logColumns)
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), gt(matchEvents.seq, since)))
    .orderBy(asc(matchEvents.seq));
}

/** GET /api/matches/{id}/events?since=: the log after `since`, as the scorer sent it. */
export async function listEvents(db: Executor, matchId: string, since: number) {
  await matchContext(db, matchId);
  const rows = await eventsOf(db, matchId, since);
  return rows.map((row) => ({ ...(row.body as object), id: row.id, seq: row.seq, type: row.type, createdAt: row.createdAt.toISOString() }));
}

export { withTypedTotals, type TypedTotal } from './typed-totals';

export function stateOf(setup: MatchSetup, card: EngineScorecard, events: LoggedEvent[]): MatchState {
  let live: Record<string, unknown> | null = null;
  if (card.status === 'live') live = { ...liveState(setup, events) };
  return {
    status: card.status,
    result: card.result ?? null,
    innings: card.innings.map((i) => ({ team: i.team, superOver: i.superOver, runs: i.runs, wickets: i.wickets, overs: i.overs, balls: i.balls })),
    live,
  };
}

/**
 * Replays the whole log and stores the summary; the fixture's status and result line
 * follow. Runs inside the caller's transaction when there is one.
 */
export async function recompute(db: Executor, ctx: MatchContext, rows?: EventRow[]) {
  const list = rows ?? (await eventsOf(db, ctx.fixture.id));
  const events = list.map(toLogged);
  const card = summaryCard(ctx.setup, events);
  const seq = list.at(-1)?.seq ?? 0;
  await storeSummary(db, ctx, card, seq);
  return { card, events, seq };
}

/** Stores a summary computed from the log up to `seq` (recompute, or an import's worker); the fixture's status and result line follow. */
export async function storeSummary(db: Executor, ctx: MatchContext, card: EngineScorecard, seq: number, options: { fresh?: boolean } = {}) {
  const now = new Date();
  const tableCard = {
    ...card,
    innings: card.innings.map(({ batting: _b, bowling: _w, fallOfWickets: _f, oversSummary: _o, ...totals }) => totals),
  };
  const values = {
    scorecard: card as unknown as Record<string, unknown>,
    tableCard: tableCard as unknown as Record<string, unknown>,
    status: card.status,
    result: card.result?.text ?? null,
    seq,
    updatedAt: now,
  };
  if (options.fresh) {
    // A match made in this transaction (an import) has no summary yet: one copy of the card
    // to send, and the event loop's turn before the next statement (see cricsheet.ts).
    await db.insert(matchSummaries).values({ matchId: ctx.fixture.id, ...values });
    await nextTurn();
  } else {
    await db
      .insert(matchSummaries)
      .values({ matchId: ctx.fixture.id, ...values })
      .onConflictDoUpdate({ target: matchSummaries.matchId, set: values });
  }
  await db
    .update(matches)
    .set({ status: card.status, result: card.result?.text ?? null, updatedAt: now, sequence: sequenceAfterStatus(card.status) })
    .where(eq(matches.id, ctx.fixture.id));
  // A result given or taken back (never a ball of a live match): the tournament's knockouts
  // take their teams from the final table and the knockout results, in this same transaction.
  const settled = (status: string) => status === 'completed' || status === 'abandoned';
  if (ctx.fixture.tournamentId && (settled(card.status) || settled(ctx.fixture.status))) await fillKnockouts(db, ctx.fixture.tournamentId);
}

export interface EventPostBody {
  id: string;
  after: string | null;
  type: string;
  [key: string]: unknown;
}

/** Who posts an event: the token's subject, and whether it is an admin's (scorers are held to more). */
export interface EventActor {
  sub: string | null;
  admin: boolean;
}

/** The team of the match a name means (case folded), or a 400: a result, toss or ball names a side of this match. */
function teamOfMatch(setup: MatchSetup, name: string): string {
  const team = setup.teams.find((t) => t.toLowerCase() === name.trim().toLowerCase());
  if (!team) throw badRequest(MESSAGES.teamNotInMatch);
  return team;
}

/** The event with every team it names checked against the match and spelt as the fixture spells it. */
function withMatchTeams(setup: MatchSetup, event: MatchEvent): MatchEvent {
  switch (event.type) {
    case 'result': {
      const out = { ...event };
      if (out.winner !== undefined) out.winner = teamOfMatch(setup, out.winner);
      if (out.superOverWinner !== undefined) out.superOverWinner = teamOfMatch(setup, out.superOverWinner);
      return out;
    }
    case 'toss':
      return { ...event, winner: teamOfMatch(setup, event.winner) };
    default:
      return event;
  }
}

/**
 * A completed or abandoned match is closed to scorers (issue 29): only an admin changes it.
 * A tie still waiting for its super over stays open when the tournament decides ties so.
 * Decided from what is already loaded: the locked fixture's status (each write keeps it), and
 * only for a closed one, the log replayed for its result.
 */
function closedToScorers(ctx: MatchContext, events: LoggedEvent[]): boolean {
  const { status } = ctx.fixture;
  if (status !== 'completed' && status !== 'abandoned') return false;
  const result = buildScorecard(ctx.setup, events).result;
  // Only a tie the balls made: a tie someone entered as the result is a ruling, not a wait.
  const ruled = effectiveEvents(events).some((e) => e.type === 'result');
  const awaitingSuperOver = result?.type === 'tie' && !result.superOverWinner && !ruled && (ctx.tournament?.superOverDecidesTie ?? true);
  return !awaitingSuperOver;
}

/** A fixture's free-text side has no squad: its names bind by the league-wide part of the rule. */
const NO_TEAM = '00000000-0000-0000-0000-000000000000';

/**
 * The names a scorer typed into this event that are not yet tied to anyone: a lineup's
 * players and a substitute fielder (who may be in no lineup), each with the team they play for.
 */
function typedNames(ctx: MatchContext, event: MatchEvent): Array<{ teamId: string; name: string }> {
  const { fixture } = ctx;
  const sides = [
    [fixture.team1, fixture.team1Id],
    [fixture.team2, fixture.team2Id],
  ] as const;
  const teamIdOf = (team: string) => sides.find(([name]) => name.toLowerCase() === team.trim().toLowerCase())?.[1] ?? NO_TEAM;
  if (event.type === 'lineups') return event.players.map((name) => ({ teamId: teamIdOf(event.team), name }));
  const ball = event.type === 'delivery' ? event : event.type === 'amend' ? event.delivery : undefined;
  if (!ball) return [];
  // The fielding side is the one not batting.
  const fielding = sides.find(([name]) => name.toLowerCase() !== ball.team.trim().toLowerCase())?.[0];
  const subs = (ball.wickets ?? []).flatMap((w) => w.fielders ?? []).filter((f) => f.substitute && f.name);
  return subs.map((f) => ({ teamId: fielding ? teamIdOf(fielding) : NO_TEAM, name: f.name! }));
}

/**
 * Appends one event (POST /api/matches/{id}/events). `created` false: a retry of an accepted id.
 * `namesBound`: the event's typed names were bound to people, so the caller drops every
 * cached answer (core's people tag) and the visibility rule learns them.
 */
export async function appendEvent(
  db: Db,
  matchId: string,
  post: EventPostBody,
  actor: EventActor,
  options: {
    afterLatest?: boolean;
    totals?: TypedTotal[];
    /** Inside the transaction, once the fixture is locked and known: live scoring's hold check. */
    beforeAppend?: (tx: Executor) => Promise<void>;
  } = {},
): Promise<{ created: boolean; answer: EventAnswer; namesBound: boolean }> {
  const { id, after, ...event } = post;
  // Depth first: measuring the size serialises the event, which recurses.
  if (nestsDeeperThan(event)) throw badRequest(MESSAGES.eventTooDeep);
  if (Buffer.byteLength(JSON.stringify(event)) > EVENT_MAX_BYTES) throw new HttpError(413, MESSAGES.eventTooLarge);
  const parsed = matchEventSchema.safeParse(event);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${MESSAGES.invalidEvent}: ${issue?.path.join('.') || 'event'}: ${issue?.message ?? 'invalid'}`);
  }
  // A scored ball must be one the Laws allow (imports are what happened and skip this).
  const ballOf = parsed.data.type === 'delivery' ? parsed.data : parsed.data.type === 'amend' ? parsed.data.delivery : undefined;
  const unlawful = ballOf ? deliveryProblem(ballOf) : null;
  if (unlawful) throw badRequest(`${MESSAGES.invalidEvent}: ${unlawful}`);
  return db.transaction(async (tx) => {
    // The fixture's row lock serialises writers of one match; other matches go on.
    let ctx = await matchContext(tx, matchId, true);
    await options.beforeAppend?.(tx);
    if (await awaitingTeams(tx, ctx.fixture)) {
      // The league may have ended without a result being written (its last fixture deleted):
      // the places are filled now, and the fixture read again, before it is refused.
      if (ctx.fixture.tournamentId) await fillKnockouts(tx, ctx.fixture.tournamentId);
      ctx = await matchContext(tx, matchId, true);
      if (await awaitingTeams(tx, ctx.fixture)) throw conflict(KNOCKOUT_MESSAGES.teamsUnknown);
    }
    const [seen] = await tx
      .select({ answer: matchEvents.answer })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.id, id)));
    if (seen) return { created: false, answer: seen.answer as unknown as EventAnswer, namesBound: false };
    const checked = withMatchTeams(ctx.setup, parsed.data);
    const body: Record<string, unknown> = options.totals?.length ? { ...checked, totals: options.totals } : checked;
    // The whole log, read once: the checks below and the replay after the insert share it.
    const rows = await eventsOf(tx, matchId);
    const last = rows.at(-1);
    // The one thing a scorer may still do to a completed match is take back what they just
    // posted (the ball that ended it, mis-tapped): an undo of the log's last event, their own.
    const undoOwnLast = checked.type === 'amend' && !checked.delivery && last?.id === checked.target && last.createdBy === actor.sub && actor.sub !== null;
    if (!actor.admin && !undoOwnLast && closedToScorers(ctx, rows.map(toLogged))) throw forbidden(MESSAGES.matchCompleted);
    if (!options.afterLatest && (last?.id ?? null) !== after) throw new StaleAfterError(last?.id ?? null, last?.seq ?? 0);
    if ((last?.seq ?? 0) >= LOG_MAX_EVENTS) throw conflict(MESSAGES.logFull);
    const seq = (last?.seq ?? 0) + 1;
    if (checked.type === 'amend') {
      const target = rows.find((r) => r.id === checked.target);
      if (!target) throw badRequest(`${MESSAGES.invalidEvent}: amend: no event ${checked.target}`);
      // Taking back an amendment (an undone edit or deletion) only takes it back: no new ball.
      if (target.type === 'amend' && checked.delivery) throw badRequest(`${MESSAGES.invalidEvent}: amend: an edit changes a ball, not an amendment`);
      // A scorer may take back their own result (undo), never an admin's or anyone else's:
      // neither directly nor down a chain of take-backs, and never by taking back what someone
      // else did to a result (bringing back a result an admin removed).
      if (!actor.admin) {
        const byId = new Map(rows.map((r) => [r.id, r]));
        const chain: EventRow[] = [];
        for (
          let touched: EventRow | undefined = target;
          touched;
          touched = touched.type === 'amend' ? byId.get((touched.body as { target?: string }).target ?? '') : undefined
        ) {
          chain.push(touched);
        }
        const mine = (row: EventRow) => row.createdBy !== null && row.createdBy === actor.sub;
        if (chain.at(-1)?.type === 'result' && !chain.every(mine)) throw forbidden(MESSAGES.adminResult);
      }
    }
    // Choices from the lineups and the bowler rule, before the ball (imports skip this).
    const problem = eventProblem(ctx.setup, rows.map(toLogged), checked);
    if (problem) throw problem.code === 'consecutive-overs' ? conflict(problem.message) : badRequest(problem.message);
    const [inserted] = await tx.insert(matchEvents).values({ matchId, seq, id, type: checked.type, body, createdBy: actor.sub }).returning();
    // Names typed by a scorer are free text: each becomes (or is found as) a person in the
    // same transaction, so an unknown name is a person of unknown age, hidden until known.
    const names = typedNames(ctx, checked);
    for (const { teamId, name } of names) await bindSquadName(tx, teamId, name);
    const { card, events } = await recompute(tx, ctx, [...rows, inserted!]);
    const answer: EventAnswer = { seq, state: stateOf(ctx.setup, card, events) };
    await tx
      .update(matchEvents)
      .set({ answer: answer as unknown as Record<string, unknown> })
      .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.seq, seq)));
    return { created: true, answer, namesBound: names.length > 0 };
  });
}

/**
 * POST /api/matches/{id}/result: an admin's result for a match not scored ball by ball,
 * appended to the log as a `result` event after whatever is there.
 */
export async function enterResult(db: Db, matchId: string, input: ManualResultInput, actor: EventActor) {
  const ctx = await matchContext(db, matchId);
  // The same rule and message as every event that names a team (withMatchTeams).
  const name = (value: string | undefined) => (value ? teamOfMatch(ctx.setup, value) : undefined);
  const winner = name(input.winner);
  const superOverWinner = name(input.superOverWinner);
  const totals = input.innings?.map((i) => ({ ...i, team: name(i.team)! }));
  let by = input.by;
  if (input.type === 'win' && winner && !by && totals?.length === 2) {
    const [first, second] = totals as [TypedTotal, TypedTotal];
    by =
      second.team === winner ? { wickets: Math.max(0, ctx.setup.format.playersPerSide - 1 - second.wickets) } : { runs: Math.max(0, first.runs - second.runs) };
  }
  const event: Record<string, unknown> = { type: 'result', result: input.type };
  if (winner) event.winner = winner;
  if (input.method) event.method = input.method;
  if (superOverWinner) event.superOverWinner = superOverWinner;
  if (by) event.by = by;
  return appendEvent(db, matchId, { id: randomUUID(), after: null, ...event, type: 'result' }, actor, { afterLatest: true, ...(totals ? { totals } : {}) });
}

export interface ManualResultInput {
  type: 'win' | 'tie' | 'no-result' | 'abandoned' | 'awarded';
  winner?: string;
  by?: { runs?: number; wickets?: number };
  method?: string;
  superOverWinner?: string;
  innings?: TypedTotal[];
}

/** `pnpm matches:rebuild`: every summary recomputed from its log (or the matches given). */
export async function rebuildSummaries(db: Db, matchIds?: string[]): Promise<number> {
  const ids = matchIds ?? (await db.selectDistinct({ id: matchEvents.matchId }).from(matchEvents)).map((r) => r.id);
  for (const id of ids) {
    await db.transaction(async (tx) => recompute(tx, await matchContext(tx, id, true)));
  }
  return ids.length;
}
