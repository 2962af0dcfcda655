/**
 * Cricsheet in and out (decisions.md 6). An import creates the fixture (linked to teams
 * of the same names when they exist), writes the file's events as the match's log and
 * summarises it; the same match again (same teams, dates and deliveries) answers the
 * fixture it made and adds nothing.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { badRequest, pgErrorCode, type Db, type Executor } from '@league/core/server';
import { createMatch } from '@league/schedule/server';
import { bindRegistry, leagueToday } from '@league/people/server';
import { linkFixtureTeams } from '@league/teams/server';
import { fromCricsheet, toCricsheet, type CricsheetInfo, type ImportedMatch } from '@league/cricket';
import { MESSAGES } from '../contract';
import { eventsOf, matchContext, recompute, toLogged } from './log';
import { getTournament } from './repo';
import { matchEvents, matchImports } from './schema';

/** Rows per INSERT: a T20 innings is ~130 deliveries, a whole match fits in two. */
const CHUNK = 200;

function fingerprintOf(imported: ImportedMatch): string {
  const { info, events } = imported;
  const deliveries = events.filter((e) => e.type === 'delivery');
  return createHash('sha256')
    .update(JSON.stringify({ teams: info.teams, dates: info.dates, deliveries }))
    .digest('hex');
}

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
 */
export async function importCricsheet(
  db: Db,
  tournamentId: string,
  json: unknown,
  options: { adults?: boolean; by?: string } = {},
): Promise<{ matchId: string; created: boolean; peopleChanged: boolean }> {
  // The file first: a body that is no Cricsheet match is a 400 whatever the address says.
  let imported: ImportedMatch;
  try {
    imported = fromCricsheet(json);
  } catch (error) {
    throw badRequest(`${MESSAGES.cricsheet}: ${error instanceof Error ? error.message : 'unreadable'}`);
  }
  const tournament = await getTournament(db, tournamentId);
  const fingerprint = fingerprintOf(imported);
  const register = (executor: Executor) =>
    bindRegistry(executor, imported.info.registry ?? {}, { adults: options.adults ?? false, by: options.by ?? 'cricsheet import' });
  const known = await existing(db, fingerprint);
  // The same file again binds nothing new, unless the admin now vouches for its adults.
  if (known) return { matchId: known, created: false, peopleChanged: (await db.transaction((tx) => register(tx))).changed };
  const { info, events } = imported;
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
      const rows = events.map((event, i) => {
        const { id, seq: _seq, ...body } = event;
        return { matchId: match.id, seq: i + 1, id, type: event.type, body: body as Record<string, unknown> };
      });
      for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(matchEvents).values(rows.slice(i, i + CHUNK));
      await tx.insert(matchImports).values({ fingerprint, matchId: match.id, info: info as unknown as Record<string, unknown> });
      peopleChanged = (await register(tx)).changed;
      await recompute(
        tx,
        await matchContext(tx, match.id),
        rows.map((r) => ({ ...r, answer: null, createdAt: new Date(), createdBy: null })),
      );
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
