/** Test-only: schedule, teams, the match centre and live scoring wired as in apps/api, on a real database. */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLiveHub, ResponseCache, type LiveHub } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import { simulateMatch, type LoggedEvent } from '@league/cricket';
import * as playersSchema from '@league/players/schema';
import { schedulePlugin, scheduleSchema } from '@league/schedule/server';
import { linkFixtureTeams, teamsPlugin, teamsSchema } from '@league/teams/server';
import { tournamentsPlugin, tournamentsSchema, TOURNAMENTS_CACHE_TAG } from '@league/tournaments/server';
import { scoringHooks, scoringPlugin } from './plugin';
import * as schema from './schema';

export interface Harness {
  db: TestDb;
  app: Awaited<ReturnType<typeof createTestApp>>;
  live: LiveHub;
  base: string;
  admin: Record<string, string>;
  scorer(name: string): Promise<Record<string, string>>;
  /** An admin assigns these scorers (by name, as `scorer(name)` makes their emails) to a match. */
  assign(matchId: string, ...names: string[]): Promise<void>;
  fixture(): Promise<string>;
  /** Posts one event after `after`; answers the status and body. */
  post(
    matchId: string,
    event: Record<string, unknown>,
    after: string | null,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; id: string }>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The test scorer's email for a name ("Asha Rao" -> asha.rao@example.test). */
export const emailOf = (name: string) => `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`;

export async function createHarness(options: { heartbeatMs?: number } = {}): Promise<Harness> {
  const db = await createTestDb(scheduleSchema, teamsSchema, playersSchema, tournamentsSchema, schema);
  const cache = new ResponseCache();
  const feature = { db: db.db, cache };
  const live = await createLiveHub({ heartbeatMs: options.heartbeatMs });
  const app = await createTestApp({
    plugins: [
      [teamsPlugin, feature],
      [schedulePlugin, { ...feature, timeZone: 'Asia/Kolkata', linkTeams: linkFixtureTeams, alsoInvalidate: [TOURNAMENTS_CACHE_TAG] }],
      [tournamentsPlugin, { ...feature, ...scoringHooks(db.db, live) }],
      [scoringPlugin, { ...feature, live }],
    ],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = bearer(await mintToken({ sub: 'admin@example.test', email: 'admin@example.test', name: 'Test Admin' }));
  return {
    db,
    app,
    live,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    admin,
    async scorer(name) {
      const email = emailOf(name);
      return bearer(await mintToken({ sub: email, email, name, role: 'scorer' }));
    },
    async assign(matchId, ...names) {
      const res = await app.inject({ method: 'PUT', url: `/api/matches/${matchId}/scorers`, headers: admin, payload: { emails: names.map(emailOf) } });
      if (res.statusCode !== 200) throw new Error(res.body);
    },
    async fixture() {
      const res = await app.inject({
        method: 'POST',
        url: '/api/matches',
        headers: admin,
        payload: { team1: 'Banyan Blasters', team2: 'Royal Strikers', matchDate: '2026-05-01T15:30' },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().data.id as string;
    },
    async post(matchId, event, after, headers = admin) {
      const id = randomUUID();
      const res = await app.inject({ method: 'POST', url: `/api/matches/${matchId}/events`, headers, payload: { ...event, id, after } });
      return { status: res.statusCode, body: res.json(), id };
    },
    async reset() {
      await db.reset();
      cache.clear();
    },
    async close() {
      await live.close();
      await app.close();
      await db.close();
    },
  };
}

/** A simulated T5 match's events without their ids (each post gets a fresh uuid). */
export function matchEvents(seed = 7): Array<Record<string, unknown>> {
  const setup = { teams: ['Banyan Blasters', 'Royal Strikers'] as [string, string], format: { oversPerInnings: 5, ballsPerOver: 6, playersPerSide: 11 } };
  return simulateMatch(setup, seed).map(({ id: _id, seq: _seq, ...event }: LoggedEvent) => event);
}

export interface Frame {
  id: number;
  event: string;
  data: any;
}

/** An EventSource in miniature over real HTTP: frames, comments, and a way to hang up. */
export function watch(url: string, headers: Record<string, string> = {}) {
  const frames: Frame[] = [];
  const comments: string[] = [];
  let buffer = '';
  let status = 0;
  const req = http.get(url, { headers }, (res) => {
    status = res.statusCode ?? 0;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, at).split('\n');
        buffer = buffer.slice(at + 2);
        const field = (name: string) => block.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
        for (const line of block) if (line.startsWith(': ')) comments.push(line.slice(2));
        const data = field('data');
        if (data) frames.push({ id: Number(field('id')), event: field('event') ?? 'message', data: JSON.parse(data) });
      }
    });
  });
  req.on('error', () => {});
  return {
    frames,
    comments,
    status: () => status,
    close: () => req.destroy(),
  };
}

export async function until(check: () => boolean | Promise<boolean>, ms = 5000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
