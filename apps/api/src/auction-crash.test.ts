/**
 * Issue 21: kill -9 the real server in the middle of an auction, several times. After each
 * restart every acknowledged bid and sale is in the log (read back over the live stream from
 * the start), the log is numbered without a gap, and the auction carries on.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionLiveMessage, AuctionView } from '@league/auction/contract';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-auction-crash-'));
const logFile = path.join(dataDir, 'server.log');
const ROUNDS = 3;

let port = 0;
let server: ChildProcess | null = null;
let token = '';

const env = () => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL')),
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JWT_SECRET: 'auction-crash-secret-auction-crash-secret-0123',
  SEED_DEMO: 'false',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  WEB_DIST: path.join(dataDir, 'no-web'),
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
}

async function start() {
  const log = fs.openSync(logFile, 'a');
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env: env(), stdio: ['ignore', log, log] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited: ${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      /* not up yet: refused at once, so a short poll step costs nothing */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('server did not become ready');
}

async function kill() {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  server = null;
}

async function call(method: string, url: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { data?: AuctionView & { _id: string }; message?: string } };
}

/** The whole log, as the live stream replays it from the first event. */
async function replayLog(id: string, upTo: number): Promise<AuctionLiveMessage[]> {
  const controller = new AbortController();
  // As the admin: the state it is compared with is the admin's (real names; a visitor's frames
  // carry placeholders for the people the visibility rule hides).
  const res = await fetch(`http://127.0.0.1:${port}/api/auctions/${id}/live?after=0`, {
    signal: controller.signal,
    headers: { authorization: `Bearer ${token}` },
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const messages: AuctionLiveMessage[] = [];
  let buffer = '';
  while (messages.at(-1)?.seq !== upTo) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let at: number;
    while ((at = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer
        .slice(0, at)
        .split('\n')
        .find((l) => l.startsWith('data: '));
      buffer = buffer.slice(at + 2);
      if (data) messages.push(JSON.parse(data.slice(6)));
    }
  }
  controller.abort();
  return messages;
}

/** What the client knows for sure: answers it received. */
const ackBids: string[] = [];
const ackSales: string[] = [];

async function bidder(id: string, stop: { now: boolean }) {
  while (!stop.now) {
    try {
      const state = (await call('GET', `/auctions/${id}`)).json.data!;
      const lot = state.current;
      if (!lot) {
        const called = await call('POST', `/auctions/${id}/lots`, {});
        if (called.status !== 200) return;
        continue;
      }
      if (lot.bids.length >= 6 && lot.leader) {
        const sold = await call('POST', `/auctions/${id}/lots/${lot.lotId}/sold`);
        if (sold.status === 200) ackSales.push(lot.lotId);
        continue;
      }
      const team = state.teams.find((t) => t.teamId !== lot.leader?.teamId && t.maxBid >= lot.nextBid);
      if (!team) continue;
      const bid = await call('POST', `/auctions/${id}/bids`, { lotId: lot.lotId, teamId: team.teamId, amount: lot.nextBid });
      if (bid.status === 200) ackBids.push(`${lot.lotId}|${team.teamId}|${lot.nextBid}`);
    } catch {
      return; // the server is gone
    }
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('auction writes survive kill -9 (embedded database)', () => {
  beforeAll(async () => {
    port = await freePort();
    const link = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin-link.ts', 'auctioneer@crash.test', '--create', '--name', 'Crash Auctioneer'], {
      cwd: apiDir,
      env: env(),
      encoding: 'utf8',
    });
    const code = /code=([\w-]+)/.exec(link.stdout)?.[1];
    if (!code) throw new Error(`admin link failed: ${link.stdout}${link.stderr}`);
    await start();
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/link-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    token = ((await res.json()) as { token: string }).token;
    expect(token).toBeTruthy();
  }, 180_000);

  afterAll(async () => {
    await kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged bid and sale over ${ROUNDS} crashes`, async () => {
    // A real league (no demo) names its own sections before it can add teams.
    const settings = await call('PUT', '/settings', {
      leagueName: 'Crash League',
      leagueShortName: 'CL',
      sections: [{ id: 'open', name: 'Open', retired: false }],
    });
    expect(settings.status).toBe(200);
    const teamIds: string[] = [];
    for (const name of ['Crash Blasters', 'Crash Strikers', 'Crash Lions']) {
      const res = await call('POST', '/teams', { section: 'Open', name, captain: `${name} captain` });
      expect(res.status).toBe(201);
      teamIds.push(String((res.json.data as unknown as { _id: string })._id));
    }
    const created = await call('POST', '/auctions', {
      name: 'Crash auction',
      purse: 1_000_000,
      squadMin: 1,
      squadMax: 60,
      categories: [{ name: 'Open', basePrice: 10 }],
      increments: [{ from: 0, step: 5 }],
      teams: teamIds.map((teamId) => ({ teamId })),
      pool: Array.from({ length: 300 }, (_, i) => ({ name: `Crash player ${i}`, category: 'Open' })),
    });
    expect(created.status).toBe(201);
    const id = created.json.data!._id;
    expect((await call('PUT', `/auctions/${id}`, { status: 'live' })).status).toBe(200);

    for (let round = 1; round <= ROUNDS; round++) {
      const stop = { now: false };
      const before = ackBids.length;
      const workers = Array.from({ length: 3 }, () => bidder(id, stop));
      while (ackBids.length - before < 30) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.random() * 300));
      await kill();
      stop.now = true;
      await Promise.all(workers);
      await start();

      const state = (await call('GET', `/auctions/${id}`)).json.data!;
      const log = await replayLog(id, state.seq);
      expect(log.map((m) => m.seq)).toEqual(log.map((_, i) => i + 1));
      const bids = new Set(log.filter((m) => m.type === 'bid').map((m) => `${m.current!.lotId}|${m.current!.leader!.teamId}|${m.current!.leader!.amount}`));
      const sales = new Set(log.filter((m) => m.type === 'sold').map((m) => m.state!.hammer!.lotId));
      for (const b of ackBids) expect(bids.has(b), `acknowledged bid ${b}`).toBe(true);
      for (const s of ackSales) expect(sales.has(s), `acknowledged sale ${s}`).toBe(true);
      // The state served after the restart is the one the log ends in.
      const lastMessage = log.at(-1)!;
      if (lastMessage.state) expect({ ...lastMessage.state, pool: null }).toEqual({ ...state, pool: null });
      else expect(lastMessage.current).toEqual(state.current);
    }
    expect(ackSales.length).toBeGreaterThan(0);
  }, 600_000);
});
