/**
 * SIGTERM as an operator and a load balancer meet it (issue 35, quality R1): requests already
 * received are answered, live streams end cleanly with a reconnection hint, a request that
 * arrives once the drain has begun (a readiness check) is answered 503 in the envelope, the
 * process exits 0 within the grace period, and the next start needs no repair. The server
 * runs as production runs it: the compiled bundle under plain node.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, tempDataDir, type ServerProcess } from './testing/server-process';
import { startLeagueServer, type LeagueServer } from './testing/league-server';
import { until } from './testing/scoring';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';

const IN_FLIGHT = 20;
const STREAMS = 50;

interface Stream {
  status: number;
  text: string;
  ended: boolean;
  failed: string | null;
}

/** A watcher of the live feed on its own connection: what it read, and how it ended. */
function watch(url: string): Stream {
  const stream: Stream = { status: 0, text: '', ended: false, failed: null };
  const req = http.get(url, { agent: false }, (res) => {
    stream.status = res.statusCode ?? 0;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (stream.text += chunk));
    res.on('end', () => (stream.ended = true));
    res.on('aborted', () => (stream.failed ??= 'aborted'));
    res.on('error', (error: NodeJS.ErrnoException) => (stream.failed ??= error.code ?? error.message));
  });
  req.on('error', (error: NodeJS.ErrnoException) => (stream.failed ??= error.code ?? error.message));
  return stream;
}

type Answer = { status: number; body: string; connection: string | undefined } | { error: string };

interface Pending {
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<Answer>;
}

/**
 * A POST the server has received (its 100 Continue proves it) whose body is still on its
 * way: in flight across the signal, and answered only once the rest arrives.
 */
async function postInTwoParts(base: string, path: string, token: string | null, body: unknown, agent: http.Agent): Promise<Pending> {
  const bytes = Buffer.from(JSON.stringify(body));
  const half = Math.floor(bytes.length / 2);
  const req = http.request(`${base}${path}`, {
    method: 'POST',
    agent,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      'content-length': bytes.length,
      expect: '100-continue',
    },
  });
  const answer = new Promise<Answer>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  await new Promise<void>((resolve, reject) => {
    req.on('continue', () => resolve());
    req.on('error', reject);
    req.flushHeaders();
  });
  req.write(bytes.subarray(0, half));
  return { finish: () => req.end(bytes.subarray(half)), answer };
}

/** A connection the server has accepted, holding a request whose last header line is not yet sent. */
async function partialRequest(port: number, head: string) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(head);
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(text));
    socket.on('error', () => {});
  });
  return { finish: () => socket.write('\r\n'), closed };
}

/**
 * The drain as users meet it: 50 live streams open and 20 requests received (their bodies
 * half sent), SIGTERM to `server.child`, then every request answered, every stream ended
 * with a retry hint, exit 0 well within the grace period, and the next start works.
 */
async function drainScenario({ server, token, matchId }: LeagueServer, restart: () => Promise<ServerProcess>) {
  const streams = Array.from({ length: STREAMS }, () => watch(`${server.url}/api/matches/${matchId}/live`));
  await until(() => streams.every((s) => s.text.includes(': connected')), 20_000, 'every stream to open');

  // One keep-alive agent, as a browser or a load balancer holds its connections: the drain
  // must tell each of them to close, or the client's next request would go to this server.
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const posts = await Promise.all(
    Array.from({ length: IN_FLIGHT }, (_, i) =>
      postInTwoParts(server.url, '/api/teams', token, { section: 'Open', name: `Drain ${i}`, captain: 'A Captain', players: ['A Captain', 'B Player'] }, agent),
    ),
  );
  const ready = await partialRequest(server.port, 'GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');

  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  await until(() => server.output().includes('shutting down'), 5000, 'the drain to begin');

  // Arriving now, the readiness check says "not ready" at once, in the envelope.
  ready.finish();
  const readyAnswer = await ready.closed;
  expect(readyAnswer).toMatch(/^HTTP\/1\.1 503 /);
  expect(readyAnswer).toMatch(/\r\nretry-after: \d+\r\n/i);
  const readyBody = JSON.parse(readyAnswer.slice(readyAnswer.indexOf('\r\n\r\n') + 4));
  expect(readyBody).toEqual({ success: false, message: expect.any(String) });

  // The requests it had received are answered as if nothing happened.
  for (const post of posts) post.finish();
  const answers = await Promise.all(posts.map((p) => p.answer));
  expect(answers.map((a) => ('status' in a ? a.status : a.error))).toEqual(Array(IN_FLIGHT).fill(201));
  expect(answers.map((a) => ('status' in a ? a.connection : a.error))).toEqual(Array(IN_FLIGHT).fill('close'));
  // The agent kept none of those connections: its next request cannot reach the closing server.
  expect(Object.values(agent.freeSockets).flat()).toHaveLength(0);
  const next = await new Promise<string>((resolve) => {
    const req = http.get(`${server.url}/api/teams`, { agent }, (res) => {
      res.resume();
      resolve(String(res.statusCode));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  expect(next).toBe('ECONNREFUSED');
  agent.destroy();

  const code = await server.exited;
  const tookMs = Date.now() - signalledAt;
  expect(code).toBe(0);
  // A short drain, far inside the 30 s grace period (the answers and the streams' endings).
  expect(tookMs).toBeLessThan(5000);

  // Every stream ended by the server, cleanly (a whole chunked answer, no reset), its last
  // frame a reconnection delay for EventSource.
  await until(() => streams.every((s) => s.ended || s.failed), 5000, 'every stream to end');
  expect(streams.map((s) => s.failed)).toEqual(Array(STREAMS).fill(null));
  for (const s of streams) {
    expect(s.status).toBe(200);
    expect(s.text.slice(s.text.lastIndexOf(': connected'))).toMatch(/\n\nretry: \d+\n(: [^\n]*\n)*\n$/);
  }

  const again = await restart();
  others.push(again);
  expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
  const teams = (await (await fetch(`${again.url}/api/teams`)).json()) as { data: Array<{ name: string }> };
  expect(teams.data.filter((t) => t.name.startsWith('Drain ')).length).toBe(IN_FLIGHT);
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: AppTestDatabase | null = null;
let league: LeagueServer;
let env: Record<string, string>;
const others: ServerProcess[] = [];

describe(`SIGTERM with requests in flight and live streams open (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  beforeAll(async () => {
    if (onPostgres) {
      database = await openAppTestDatabase();
      await database.handle.close();
    }
    const dataDir = tempDataDir('league-shutdown-');
    env = {
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'info',
      WEB_DIST: `${dataDir}/no-web`,
      ...(database ? { DATABASE_URL: database.url! } : {}),
    };
    // A grace period far longer than the drain needs, so the drain's own length is measured.
    league = await startLeagueServer({ ...env, SHUTDOWN_GRACE_SECONDS: '30' }, (e) => startServer(e, { bundle: true }));
  }, 180_000);

  afterAll(async () => {
    await stopServer(league.server, 'SIGKILL');
    await Promise.all(others.map((s) => stopServer(s, 'SIGKILL')));
    await database?.drop();
  });

  it('answers every request it received, closes every stream cleanly, and exits 0 within the grace period', async () => {
    await drainScenario(league, async () => {
      const again = await startServer(env, { bundle: true });
      others.push(again);
      return again;
    });
  }, 60_000);

  it('cuts a request whose body never finishes once the grace period is over, exits 0, and starts again cleanly', async () => {
    const dataDir = tempDataDir('league-shutdown-grace-');
    const graceEnv = { ...env, DATA_DIR: dataDir, WEB_DIST: `${dataDir}/no-web`, SHUTDOWN_GRACE_SECONDS: '2' };
    const server = await startServer(graceEnv, { bundle: true });
    others.push(server);
    const agent = new http.Agent({ keepAlive: false });
    // Received (100 Continue), half its body sent, and the rest never comes.
    const stuck = await postInTwoParts(server.url, '/api/admin/link-login', null, { code: 'a-code-whose-body-never-finishes' }, agent);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const tookMs = Date.now() - signalledAt;
    expect(code).toBe(0);
    expect(tookMs).toBeGreaterThanOrEqual(2000);
    expect(tookMs).toBeLessThan(3500);
    expect(await stuck.answer).toEqual({ error: expect.any(String) });
    expect(server.output()).toMatch(/requests still running after the grace period/);
    agent.destroy();

    const again = await startServer(graceEnv, { bundle: true });
    others.push(again);
    expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
  }, 60_000);
});

describe.skipIf(onPostgres || process.platform !== 'linux')('SIGTERM through `npm start` (issue 35: the same drain as users start it)', () => {
  let viaNpm: LeagueServer;
  let npmEnv: Record<string, string>;
  beforeAll(async () => {
    const dataDir = tempDataDir('league-shutdown-npm-');
    npmEnv = { DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'info', WEB_DIST: `${dataDir}/no-web`, SHUTDOWN_GRACE_SECONDS: '30' };
    viaNpm = await startLeagueServer(npmEnv, (e) => startServer(e, { npmStart: true }));
  }, 240_000);

  afterAll(async () => {
    await stopServer(viaNpm.server, 'SIGKILL');
  });

  it('npm passes the signal on: every request answered, every stream closed, npm exits 0', async () => {
    await drainScenario(viaNpm, async () => {
      const again = await startServer(npmEnv, { bundle: true });
      others.push(again);
      return again;
    });
  }, 60_000);
});
