/**
 * One client cannot take the site down (issue 35): with the server's file-descriptor limit at
 * 1,024, one address opening 1,000 slow requests, then 1,000 live streams, is refused past
 * its caps at once (429, the envelope) while another address's reads keep answering.
 * Loopback gives each "client" its own address (127.0.0.2, 127.0.0.3, …).
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, tempDataDir } from './testing/server-process';
import { startLeagueServer, type LeagueServer } from './testing/league-server';
import { until } from './testing/scoring';

const FD_LIMIT = 1024;
const ATTACK = 1000;
const MAX_CONNECTIONS = 256;
const MAX_STREAMS = 128;

let league: LeagueServer;

interface Held {
  socket: net.Socket;
  answer: string;
  answeredInMs: number | null;
}

/** Opens `count` connections from `from`, each sending `head` and then nothing more. */
async function hold(port: number, from: string, count: number, head: (i: number) => string): Promise<Held[]> {
  const held: Held[] = [];
  for (let start = 0; start < count; start += 100) {
    await Promise.all(
      Array.from(
        { length: Math.min(100, count - start) },
        (_, k) =>
          new Promise<void>((resolve) => {
            const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
            const one: Held = { socket, answer: '', answeredInMs: null };
            held.push(one);
            const at = Date.now();
            socket.setEncoding('utf8');
            socket.on('data', (chunk: string) => {
              if (!one.answer) one.answeredInMs = Date.now() - at;
              one.answer += chunk;
            });
            socket.on('error', () => resolve());
            socket.on('connect', () => {
              socket.write(head(start + k));
              resolve();
            });
          }),
      ),
    );
  }
  return held;
}

/** A read from an ordinary visitor at another address: its status, or what went wrong. */
function read(url: string, from = '127.0.0.1'): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, localAddress: from, timeout: 3000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** Polls an asynchronous check (each try is a real request) until it holds. */
async function untilAnswered(check: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
  }
}

async function othersStillServed(base: string) {
  const results: string[] = [];
  for (let i = 0; i < 10; i++) results.push(...(await Promise.all([read(`${base}/api/ready`), read(`${base}/api/teams`), read(`${base}/api/matches`)])));
  return results;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(`per-address caps under a ${FD_LIMIT}-descriptor limit`, () => {
  beforeAll(async () => {
    const dataDir = tempDataDir('league-caps-');
    league = await startLeagueServer(
      {
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: '1000000',
        LOG_LEVEL: 'warn',
        WEB_DIST: `${dataDir}/no-web`,
        MAX_CONNECTIONS_PER_IP: String(MAX_CONNECTIONS),
        MAX_STREAMS_PER_IP: String(MAX_STREAMS),
      },
      (env) => startServer(env, { wrap: ['prlimit', `--nofile=${FD_LIMIT}:${FD_LIMIT}`, '--'] }),
    );
  }, 180_000);

  afterAll(async () => {
    await stopServer(league.server, 'SIGKILL');
  });

  it('keeps answering another address while one holds 1,000 slow requests', async () => {
    const { server } = league;
    const slow = await hold(server.port, '127.0.0.2', ATTACK, () => 'POST /api/teams HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n');
    expect(await othersStillServed(server.url)).toEqual(Array(30).fill('200'));
    // Past the cap, each is told at once to come back later, and closed.
    await until(() => slow.filter((h) => h.answer).length >= ATTACK - MAX_CONNECTIONS, 10_000, 'the refusals');
    const refused = slow.filter((h) => h.answer);
    expect(refused.length).toBe(ATTACK - MAX_CONNECTIONS);
    for (const h of refused) {
      expect(h.answer).toMatch(/^HTTP\/1\.1 429 /);
      expect(JSON.parse(h.answer.slice(h.answer.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, message: expect.stringMatching(/Too many connections/) });
    }
    expect(Math.max(...refused.map((h) => h.answeredInMs!))).toBeLessThan(2000);
    // The client reconnects flat out: still refused, and still nobody else is kept waiting.
    const again = await hold(server.port, '127.0.0.2', 300, () => 'GET /api/teams HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await othersStillServed(server.url)).toEqual(Array(30).fill('200'));
    await until(() => again.every((h) => h.answer), 5000, 'the reconnections to be refused');
    expect(again.every((h) => h.answer.startsWith('HTTP/1.1 429 '))).toBe(true);
    for (const h of [...slow, ...again]) h.socket.destroy();
    // Once its connections are gone the address is admitted again (a school's shared address
    // must not stay locked out by a count that never goes down).
    await untilAnswered(async () => (await read(`${server.url}/api/teams`, '127.0.0.2')) === '200', 10_000, '127.0.0.2 to be admitted again');
  }, 120_000);

  it('refuses live streams past the cap with 429 and the envelope, and keeps the rest of the site answering', async () => {
    const { server, matchId } = league;
    const streams = await hold(
      server.port,
      '127.0.0.3',
      ATTACK,
      () => `GET /api/matches/${matchId}/live HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`,
    );
    expect(await othersStillServed(server.url)).toEqual(Array(30).fill('200'));
    await until(() => streams.every((h) => h.answer.includes('\r\n\r\n')), 20_000, 'every stream to be answered');
    const opened = streams.filter((h) => h.answer.startsWith('HTTP/1.1 200 '));
    const refused = streams.filter((h) => h.answer.startsWith('HTTP/1.1 429 '));
    expect(opened.length).toBe(MAX_STREAMS);
    expect(refused.length).toBe(ATTACK - MAX_STREAMS);
    for (const h of refused) {
      const body = h.answer.slice(h.answer.indexOf('\r\n\r\n') + 4);
      expect(h.answer).toMatch(/\r\nretry-after: \d+\r\n/i);
      expect(JSON.parse(body)).toEqual({ success: false, message: expect.stringMatching(/^Too many /) });
    }
    // Another address watches the same match as usual.
    const watcher = await hold(server.port, '127.0.0.4', 1, () => `GET /api/matches/${matchId}/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await until(() => watcher[0]!.answer.includes(': connected'), 5000, 'a watcher from elsewhere to connect');
    for (const h of [...streams, ...watcher]) h.socket.destroy();
    // Once its streams are closed the address may watch again.
    let back: Held[] = [];
    await untilAnswered(
      async () => {
        for (const h of back) h.socket.destroy();
        back = await hold(server.port, '127.0.0.3', 1, () => `GET /api/matches/${matchId}/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
        await until(() => back[0]!.answer.includes('\r\n\r\n'), 5000, 'an answer');
        return back[0]!.answer.startsWith('HTTP/1.1 200 ');
      },
      10_000,
      '127.0.0.3 to be allowed a stream again',
    );
    for (const h of back) h.socket.destroy();
  }, 120_000);
});
