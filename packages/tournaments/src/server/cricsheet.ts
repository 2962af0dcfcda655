/**
 * Cricsheet in and out (decisions.md 6). An import creates the fixture (linked to teams
 * of the same names when they exist), writes the file's events as the match's log and
 * summarises it; the same match again (same teams, dates and deliveries) answers the
 * fixture it made and adds nothing.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { badRequest, pgErrorCode, type Db, type Executor } from '@league/core/server';
import { createMatch } from '@league/schedule/server';
import { bindRegistry, leagueToday } from '@league/people/server';
import { linkFixtureTeams } from '@league/teams/server';
import { toCricsheet, type CricsheetInfo } from '@league/cricket';
import { MESSAGES } from '../contract';
import { checkHere, isCricsheetFile, type CricsheetFile } from './cricsheet-pool';
import { eventsOf, matchContext, recompute, setupOf, storeSummary, toLogged } from './log';
import { getTournament } from './repo';
import { matchEvents, matchImports } from './schema';

/** Register entries bound per statement group: a few statements each, then the loop's turn. */
const REGISTER_SLICE = 2;

/**
 * bindRegistry over the register a few entries at a time (the same records and names, in the same order).
 * Kept: one call for a real 29-name register held the loop 150-300 ms on the embedded database (no turn between its ~4 statements a name).
 */
async function bindInSlices(executor: Executor, registry: Record<string, string>, options: { adults: boolean; by: string }) {
  const entries = Object.entries(registry);
  let changed = false;
  for (let i = 0; i < entries.length; i += REGISTER_SLICE) {
    await nextTurn();
    if ((await bindRegistry(executor, Object.fromEntries(entries.slice(i, i + REGISTER_SLICE)), options)).changed) changed = true;
  }
  return { changed };
}

/**
 * The columns a batch of rows fills, in the order of its SELECT. Bare names: `${column}`
 * renders table-qualified ("match_events"."seq"), which an INSERT's column list refuses.
 */
const eventColumns = sql.join(
  [matchEvents.matchId, matchEvents.seq, matchEvents.id, matchEvents.type, matchEvents.body].map((column) => sql.identifier(column.name)),
  sql`, `,
);

async function existing(db: Db, fingerprint: string): Promise<string | null> {
  const [row] = await db.select({ matchId: matchImports.matchId }).from(matchImports).where(eq(matchImports.fingerprint, fingerprint));
  return row?.matchId ?? null;
}

/** Playoffs carry an event stage ("Final", "Qualifier 1"); league matches a match number. */
function stageOf(info: CricsheetInfo): 'league' | 'playoff' {
  return info.stage && !/league/i.test(info.stage) ? 'playoff' : 'league';
}

/**
 * POST /api/tournaments/{id}/cricsheet: one match file. The file's register binds its names
 * to people (one record per identifier, across files); `adults` is the admin's word that
 * everyone in it is an adult, without which they are of unknown age, so hidden, as any
 * other name is. `peopleChanged`: records were made or confirmed (the visibility rule reloads).
 *
 * `body`: the route's, already read in the worker (cricsheet-pool.ts), or any JSON value,
 * checked here. Either way the file's checks, log, rows and scorecard are the worker's
 * pure functions (cricsheet-prepare.ts); this thread writes their text in batches.
 */
export async function importCricsheet(
  db: Db,
  tournamentId: string,
  body: unknown,
  options: { adults?: boolean; by?: string } = {},
): Promise<{ matchId: string; created: boolean; peopleChanged: boolean }> {
  const file: CricsheetFile = isCricsheetFile(body) ? body : checkHere(body);
  try {
    return await importFile(db, tournamentId, file, options);
  } finally {
    file.release();
  }
}

async function importFile(
  db: Db,
  tournamentId: string,
  file: CricsheetFile,
  options: { adults?: boolean; by?: string },
): Promise<{ matchId: string; created: boolean; peopleChanged: boolean }> {
  // The file first: a body that is no Cricsheet match is a 400 whatever the address says.
  if ('error' in file.checked) throw badRequest(`${MESSAGES.cricsheet}: ${file.checked.error}`);
  const { fingerprint, info } = file.checked;
  const tournament = await getTournament(db, tournamentId);
  const register = (executor: Executor) =>
    bindInSlices(executor, info.registry ?? {}, { adults: options.adults ?? false, by: options.by ?? 'cricsheet import' });
  const known = await existing(db, fingerprint);
  // The same file again binds nothing new, unless the admin now vouches for its adults.
  if (known) return { matchId: known, created: false, peopleChanged: (await db.transaction((tx) => register(tx))).changed };
  // The rows and the summary are made before the transaction, so the database is not held meanwhile.
  const setup = setupOf({ team1: info.teams[0], team2: info.teams[1] }, tournament);
  const { batches, card, seq } = await file.prepare(setup);
  let peopleChanged = false;
  try {
    const matchId = await db.transaction(async (tx) => {
      const linked = await linkFixtureTeams(tx, { team1: info.teams[0], team2: info.teams[1], team1Id: null, team2Id: null });
      const match = await createMatch(tx, {
        team1: info.teams[0],
        team2: info.teams[1],
        team1Id: linked.team1Id,
        team2Id: linked.team2Id,
        tournamentId: tournament.id,
        venue: [info.venue, info.city].filter(Boolean).join(', ') || null,
        stage: stageOf(info),
        // Cricsheet gives the day only: the afternoon in UTC keeps it on that day in India.
        matchDate: new Date(`${info.dates[0] ?? new Date().toISOString().slice(0, 10)}T10:00:00Z`),
      });
      // Each batch is one JSON text the database unpacks: this thread builds no row objects.
      // The embedded database answers in this thread and its promises resolve without a turn
      // of the event loop (issue 35), so each statement waits for the loop's next turn first.
      for (const batch of batches) {
        await nextTurn();
        await tx.execute(sql`insert into ${matchEvents} (${eventColumns})
          select ${match.id}::uuid, r.seq, r.id, r.type, r.body from jsonb_to_recordset(${batch}::jsonb) as r(seq integer, id text, type text, body jsonb)`);
      }
      await tx.insert(matchImports).values({ fingerprint, matchId: match.id, info: info as unknown as Record<string, unknown> });
      peopleChanged = (await register(tx)).changed;
      await nextTurn();
      const ctx = await matchContext(tx, match.id);
      // The fixture as stored is the match the summary was made for (else it is made again here).
      if (JSON.stringify(ctx.setup) === JSON.stringify(setup)) await storeSummary(tx, ctx, card, seq, { fresh: true });
      else await recompute(tx, ctx);
      return match.id;
    });
    return { matchId, created: true, peopleChanged };
  } catch (error) {
    // The same file imported twice at once: the first one's fixture is the answer.
    if (pgErrorCode(error) === '23505') {
      const first = await existing(db, fingerprint);
      if (first) return { matchId: first, created: false, peopleChanged: false };
    }
    throw error;
  }
}

/** GET /api/matches/{id}/cricsheet: data version 1.1.0, deliveries equal to the log's. */
export async function exportCricsheet(db: Db, matchId: string, timeZone: string, now = new Date()): Promise<Record<string, unknown>> {
  // Days are the league's (a 7 pm IST final is that day's match, not the UTC day before or after).
  const day = (at: Date) => leagueToday(timeZone, at).toISOString().slice(0, 10);
  const ctx = await matchContext(db, matchId);
  const [imported] = await db.select({ info: matchImports.info }).from(matchImports).where(eq(matchImports.matchId, matchId));
  const events = (await eventsOf(db, matchId)).map(toLogged);
  const { fixture, tournament } = ctx;
  const info: Partial<CricsheetInfo> = imported
    ? { ...(imported.info as unknown as CricsheetInfo), teams: ctx.setup.teams }
    : {
        teams: ctx.setup.teams,
        dates: [day(fixture.matchDate)],
        ...(fixture.venue ? { venue: fixture.venue } : {}),
        ...(tournament ? { eventName: tournament.name, season: tournament.season } : {}),
        ...(fixture.stage === 'playoff' ? { stage: 'Playoff' } : {}),
      };
  // `info.gender`: an imported file's own; no tournament records one, so a match scored here
  // says 'male', the export's documented default (spec: the export carries info.gender).
  return toCricsheet({ setup: ctx.setup, info, created: day(now) }, events);
}
