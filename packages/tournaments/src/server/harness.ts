/** Test-only: the match centre on a real database, with schedule and teams beside it as in apps/api. */
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import { schedulePlugin, scheduleSchema } from '@league/schedule/server';
import { linkFixtureTeams, teamsPlugin, teamsSchema } from '@league/teams/server';
import * as playersSchema from '@league/players/schema';
import { tournamentsPlugin, TOURNAMENTS_CACHE_TAG } from './plugin';
import * as schema from './schema';

export interface Harness {
  db: TestDb;
  cache: ResponseCache;
  app: Awaited<ReturnType<typeof createTestApp>>;
  admin: Record<string, string>;
  scorer: Record<string, string>;
  otherScorer: Record<string, string>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function createHarness(): Promise<Harness> {
  const db = await createTestDb(scheduleSchema, teamsSchema, playersSchema, schema);
  const cache = new ResponseCache();
  const feature = { db: db.db, cache };
  const app = await createTestApp({
    plugins: [
      [teamsPlugin, { ...feature, alsoInvalidate: [TOURNAMENTS_CACHE_TAG] }],
      [schedulePlugin, { ...feature, timeZone: 'Asia/Kolkata', linkTeams: linkFixtureTeams, alsoInvalidate: [TOURNAMENTS_CACHE_TAG] }],
      [tournamentsPlugin, { ...feature, timeZone: 'Asia/Kolkata' }],
    ],
    bodyLimit: 1024 * 1024,
  });
  return {
    db,
    cache,
    app,
    admin: bearer(await mintToken()),
    scorer: bearer(await mintToken({ role: 'scorer', name: 'Test Scorer', email: 'scorer@example.test' })),
    otherScorer: bearer(await mintToken({ role: 'scorer', name: 'Other Scorer', email: 'other@example.test' })),
    async reset() {
      await db.reset();
      cache.clear();
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A tournament through the API (defaults: 20 overs, 11 a side, 2/1/1/0 points). */
export async function postTournament(h: Harness, fields: Record<string, unknown> = {}) {
  const res = await h.app.inject({ method: 'POST', url: '/api/tournaments', headers: h.admin, payload: { name: 'IPL 2008', season: '2008', ...fields } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { id: string };
}

/** A fixture through the schedule's call, the way the admin screen posts it. */
export async function postFixture(h: Harness, fields: Record<string, unknown>) {
  const res = await h.app.inject({ method: 'POST', url: '/api/matches', headers: h.admin, payload: { matchDate: '2026-05-01T15:30', ...fields } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { id: string; team1Id: string | null; team2Id: string | null; tournamentId: string | null };
}
