/**
 * Live scoring survives kill -9 (operations spec 4-5, decisions.md 6): a scorer streams balls,
 * each posted after the last acknowledged one, and the real server is killed at a random
 * moment with a post in flight, several times. After each restart on the same DATA_DIR (or
 * PostgreSQL database) every acknowledged event is in the log once, in order; the ball the
 * kill cut off, posted again with its client id, is taken exactly once; the scorecard is what
 * counting the log gives; and the live feed replays the same log.
 */
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';
import { freePort, startServer, stopServer, tempDataDir, type ServerProcess } from './testing/server-process';
import { apiCaller, ballByBall, type Call, countLog, setUpMatch, until, watchLive, type ScorableMatch } from './testing/scoring';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = 3;

const dataDir = tempDataDir('league-scoring-crash-');
let database: AppTestDatabase | null = null;
let env: Record<string, string> = {};
let server: ServerProcess | null = null;
let token = '';
/** The admin's calls, to whichever server process is up now. */
const api: Call = (method, url, body) => apiCaller(server!.url, () => token)(method, url, body);

interface Post {
  id: string;
  after: string | null;
  body: Record<string, unknown>;
}
type Answer = { seq: number; state: { status: string; innings: Array<{ team: string; runs: number; wickets: number; overs: string }> } };

/** What the scorer's phone knows for sure: events answered 2xx, with their answers. */
const acked: Array<{ post: Post; answer: Answer }> = [];
/** The post whose answer never came (the kill was first), if any. */
let cutOff: Post | null = null;
let lastAnswer: Answer | null = null;

const send = (post: Post) => api('POST', `/matches/${match.matchId}/events`, { ...post.body, id: post.id, after: post.after });

let match: ScorableMatch;
let nextBall: () => Record<string, unknown>;

/** One scorer, one ball at a time, until the server goes away. */
async function scorer(stop: { now: boolean }) {
  while (!stop.now) {
    const post: Post = { id: randomUUID(), after: acked.at(-1)?.post.id ?? null, body: nextBall() };
    cutOff = post;
    let res;
    try {
      res = await send(post);
    } catch {
      return; // no answer: it stays cut off and is sent again after the restart
    }
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    acked.push({ post, answer: res.json.data });
    lastAnswer = res.json.data;
    cutOff = null;
  }
}

async function readLog(): Promise<Array<Record<string, unknown> & { id: string; seq: number }>> {
  const res = await api('GET', `/matches/${match.matchId}/events`);
  expect(res.status).toBe(200);
  return res.json.data;
}

async function expectScorecardIsTheLogCounted(log: Array<Record<string, unknown> & { seq: number }>) {
  const card = (await api('GET', `/matches/${match.matchId}/scorecard`)).json.data;
  expect(card.seq).toBe(log.at(-1)!.seq);
  expect(card.toss).toMatchObject({ winner: match.teams[0], decision: 'bat' });
  const counted = countLog(log);
  expect(card.innings).toHaveLength(counted.length);
  counted.forEach((want, i) => {
    const got = card.innings[i];
    expect(got, `innings ${i}`).toMatchObject({ team: want.team, runs: want.runs, wickets: want.wickets, overs: want.overs, extras: want.extras });
    expect(new Set(got.batting.map((b: { name: string }) => b.name))).toEqual(new Set(want.batting.keys()));
    for (const b of got.batting) expect(b, `batter ${b.name}`).toMatchObject(want.batting.get(b.name)!);
    expect(new Set(got.bowling.map((b: { name: string }) => b.name))).toEqual(new Set(want.bowling.keys()));
    for (const b of got.bowling) expect(b, `bowler ${b.name}`).toMatchObject(want.bowling.get(b.name)!);
  });
  // The last answer the phone was given agrees with the scorecard served after the restart.
  expect(lastAnswer!.state.innings).toEqual(
    card.innings.map((i: Record<string, unknown>) => ({
      team: i.team,
      superOver: i.superOver,
      runs: i.runs,
      wickets: i.wickets,
      overs: i.overs,
      balls: i.balls,
    })),
  );
}

let retriedUnseen = 0;
let retriedSeen = 0;

describe(`live scoring survives kill -9 (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  beforeAll(async () => {
    if (onPostgres) {
      database = await openAppTestDatabase();
      await database.handle.close();
    }
    env = {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url! } : {}),
      JWT_SECRET: 'scoring-crash-secret-scoring-crash-secret-01',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      WEB_DIST: path.join(dataDir, 'no-web'),
    };
    // The embedded database is one process's at a time: the sign-in link comes before the server.
    const link = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin-link.ts', 'scorer@crash.test', '--create', '--name', 'Crash Scorer'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
      encoding: 'utf8',
    });
    const code = /code=([\w-]+)/.exec(link.stdout)?.[1];
    if (!code) throw new Error(`admin link failed: ${link.stdout}${link.stderr}`);
    server = await startServer(env);
    const login = await fetch(`${server.url}/api/admin/link-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    token = ((await login.json()) as { token: string }).token;
    expect(token).toBeTruthy();
    // A real league (no demo) names its sections before it adds teams.
    const settings = await api('PUT', '/settings', {
      leagueName: 'Crash League',
      leagueShortName: 'CL',
      sections: [{ id: 'open', name: 'Open', retired: false }],
    });
    expect(settings.status).toBe(200);
    match = await setUpMatch(api, 'Open', 'Crash');
    nextBall = ballByBall(match);
  }, 180_000);

  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged ball, takes a cut-off one once, over ${ROUNDS} crashes`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const stop = { now: false };
      const goal = acked.length + 10 + Math.floor(Math.random() * 20);
      const scoring = scorer(stop);
      let failed: unknown = null;
      scoring.catch((error) => (failed = error));
      await until(() => acked.length >= goal || failed !== null, 30_000, `${goal} acknowledged balls`);
      if (failed) throw failed;
      // A random moment within a post's round trip (about 100 ms here): a ball is always on its
      // way, before the server read it, before its commit, or committed with its answer unsent.
      await new Promise((r) => setTimeout(r, Math.random() * 120));
      await stopServer(server!, 'SIGKILL');
      stop.now = true;
      await scoring;
      server = await startServer(env);

      const log = await readLog();
      const ids = acked.map((a) => a.post.id);
      // Numbered 1, 2, 3… without a gap; every acknowledged event once, in order, with its seq.
      expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
      expect(log.slice(0, ids.length).map((e) => e.id)).toEqual(ids);
      acked.forEach(({ post, answer }, i) => {
        expect(answer.seq).toBe(i + 1);
        expect(log[i]).toMatchObject(post.body);
      });
      // At most the cut-off ball besides, and only if it committed before the kill.
      const extra = log.slice(ids.length);
      expect(extra.length).toBeLessThanOrEqual(1);
      if (extra.length) expect(extra[0]!.id).toBe(cutOff?.id);

      if (cutOff) {
        // The phone sends it again with its id and its `after`: taken once, whether it had
        // committed (200, its first answer) or not (201).
        const committed = extra.length === 1;
        const again = await send(cutOff);
        expect(again.status, JSON.stringify(again.json)).toBe(committed ? 200 : 201);
        expect(again.json.data.seq).toBe(ids.length + 1);
        const thrice = await send(cutOff);
        expect(thrice.status).toBe(200);
        expect(thrice.json.data).toEqual(again.json.data);
        if (committed) retriedSeen++;
        else retriedUnseen++;
        acked.push({ post: cutOff, answer: again.json.data });
        lastAnswer = again.json.data;
        cutOff = null;
        const after = await readLog();
        expect(after.map((e) => e.id)).toEqual(acked.map((a) => a.post.id));
      }

      const final = await readLog();
      await expectScorecardIsTheLogCounted(final);
      // The live feed, read from the start, is the same log.
      const feed = watchLive(`${server.url}/api/matches/${match.matchId}/live`);
      await until(() => feed.frames.length >= final.length, 10_000, 'the live feed to replay the log');
      feed.close();
      expect(feed.frames.map((f) => f.data.event.id)).toEqual(final.map((e) => e.id));
      expect(feed.frames.map((f) => f.id)).toEqual(final.map((e) => e.seq));
    }
    // And scoring carries on after the last restart.
    const more = await send({ id: randomUUID(), after: acked.at(-1)!.post.id, body: nextBall() });
    expect(more.status).toBe(201);
    expect(more.json.data.seq).toBe(acked.length + 1);
    expect(retriedSeen + retriedUnseen, 'a ball was cut off by at least one kill').toBeGreaterThan(0);
    console.info(`scoring crash: ${acked.length} balls acknowledged, cut-off balls retried: ${retriedUnseen} not yet committed, ${retriedSeen} committed`);
  }, 120_000);
});
