/**
 * The demo's simulated scorer (decisions.md 6, DEMO_LIVE): while the server runs, it plays a
 * seeded, law-abiding match ball by ball into one fixture's log through the same append as
 * a real scorer, so a new visitor sees a live match at once. Never on in a real league.
 * After a restart it carries on from the log; a finished match hands over to the next fixture.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, notExists, notInArray } from 'drizzle-orm';
import { PEOPLE_CACHE_TAG, type Db, type ResponseCache } from '@league/core/server';
import { simulateMatch, type LoggedEvent } from '@league/cricket';
import { matches } from '@league/schedule/schema';
import { teamPlayers } from '@league/teams/schema';
import { appendEvent, matchContext, tournamentsSchema, TOURNAMENTS_CACHE_TAG } from '@league/tournaments/server';
import { SCHEDULE_CACHE_TAG } from '@league/schedule/server';

const { matchEvents } = tournamentsSchema;
export const DEMO_SCORER = 'demo-live';

export interface DemoLiveOptions {
  db: Db;
  cache: ResponseCache;
  onAccepted: (matchId: string, seq: number) => void;
  log: { info(msg: string): void; warn(obj: unknown, msg?: string): void };
  /** Time between balls (default 20 s: a real over takes about four minutes). */
  intervalMs?: number;
}

/** The fixture being played: one the demo scorer already started, else the next untouched one. */
async function pickMatch(db: Db, skipped: Set<string>): Promise<string | null> {
  const [mine] = await db
    .selectDistinct({ id: matchEvents.matchId })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(
      and(
        eq(matchEvents.createdBy, DEMO_SCORER),
        inArray(matches.status, ['scheduled', 'live']),
        skipped.size ? notInArray(matches.id, [...skipped]) : undefined,
      ),
    )
    .limit(1);
  if (mine) return mine.id;
  const [next] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.status, 'scheduled'), notExists(db.select({ one: matchEvents.seq }).from(matchEvents).where(eq(matchEvents.matchId, matches.id)))))
    .orderBy(asc(matches.matchDate))
    .limit(1);
  return next?.id ?? null;
}

/** The match as the simulator plays it, with each side's squad names where there are enough. */
async function script(db: Db, matchId: string): Promise<LoggedEvent[]> {
  const { fixture, setup } = await matchContext(db, matchId);
  const n = setup.format.playersPerSide;
  const players: Record<string, string[]> = {};
  for (const [team, teamId] of [
    [fixture.team1, fixture.team1Id],
    [fixture.team2, fixture.team2Id],
  ] as const) {
    const rows = teamId
      ? await db.select({ name: teamPlayers.name }).from(teamPlayers).where(eq(teamPlayers.teamId, teamId)).orderBy(asc(teamPlayers.seq))
      : [];
    const names = [...new Set(rows.map((r) => r.name))].slice(0, n);
    for (let i = names.length; i < n; i++) names.push(`${team} ${i + 1}`);
    players[team] = names;
  }
  const seed = [...matchId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return simulateMatch(setup, seed, { players });
}

/** Starts the scorer; the function it returns stops it and resolves once a ball on its way has landed. */
export function startDemoLiveScorer(options: DemoLiveOptions): () => Promise<void> {
  const { db, cache, onAccepted, log } = options;
  const intervalMs = options.intervalMs ?? 20_000;
  let current: { matchId: string; events: LoggedEvent[] } | null = null;
  let stopped = false;
  // Matches a real scorer took over: the simulation leaves them alone.
  const skipped = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const tick = async () => {
    if (!current) {
      const matchId = await pickMatch(db, skipped);
      if (!matchId) return;
      current = { matchId, events: await script(db, matchId) };
      log.info(`demo live scorer: playing match ${matchId}`);
    }
    const { matchId, events } = current;
    const rows = await db
      .select({ id: matchEvents.id, seq: matchEvents.seq, by: matchEvents.createdBy })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId))
      .orderBy(asc(matchEvents.seq));
    if (rows.some((r) => r.by !== DEMO_SCORER)) {
      skipped.add(matchId);
      log.info(`demo live scorer: a real scorer took match ${matchId} over; leaving it`);
      current = null;
      return;
    }
    const next = events[rows.length];
    if (!next) {
      current = null; // finished: the next tick picks another fixture
      return;
    }
    const { id: _id, seq: _seq, ...event } = next;
    const { created, answer, namesBound } = await appendEvent(db, matchId, { ...event, id: randomUUID(), after: rows.at(-1)?.id ?? null } as never, {
      sub: DEMO_SCORER,
      admin: false,
    });
    if (created) {
      cache.invalidate(TOURNAMENTS_CACHE_TAG);
      if (namesBound) cache.invalidate(PEOPLE_CACHE_TAG);
      cache.invalidate(SCHEDULE_CACHE_TAG);
      onAccepted(matchId, answer.seq);
    }
  };

  const loop = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = tick()
        .catch((error: unknown) => {
          // A real scorer took the match over (a stale `after`), or the fixture went: start afresh.
          current = null;
          log.warn({ err: error }, 'demo live scorer: could not add a ball');
        })
        .finally(loop);
    }, intervalMs);
    timer.unref?.();
  };
  loop();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await inFlight;
  };
}
