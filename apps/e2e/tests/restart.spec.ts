/**
 * Issue 29: a watcher's live view stays on screen through a real server restart. The shared
 * server serves every other spec, so this one starts a server of its own on its own embedded
 * database, stops it (SIGTERM, as a deploy does) while a visitor has a live match open, and
 * starts it again on the same port and data. Every wait is for a condition, not a time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInWithStartLink } from './helpers/admin';

const apiDir = path.resolve(import.meta.dirname, '../../api');

/** A port free on this machine now. */
async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function start(port: number, dataDir: string, logFile: string): ChildProcess {
  const out = fs.openSync(logFile, 'a');
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'restart-secret-restart-secret-restart-secret',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      DEMO_LIVE: 'false',
      RATE_LIMIT_MAX: '100000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
}

async function ready(base: string) {
  await expect.poll(async () => (await fetch(`${base}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [250, 500, 1000] }).toBe(200);
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('a watcher’s live view stays on screen through a server restart, with a reconnecting note, and follows again after it', async ({ browser }) => {
  test.setTimeout(300_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-restart-'));
  const logFile = path.join(dataDir, 'server.log');
  let server = start(port, dataDir, logFile);
  try {
    await ready(base);
    const session = await signInWithStartLink(base, fs.readFileSync(logFile, 'utf8'));
    expect(session).not.toBeNull();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${session!.token}` };
    const created = await fetch(`${base}/api/matches`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ team1: 'Restart Larks', team2: 'Restart Terns', matchDate: '2026-05-09T15:30' }),
    });
    expect(created.status).toBe(201);
    const matchId = ((await created.json()) as { data: { id: string } }).data.id;
    let after: string | null = null;
    const post = async (event: Record<string, unknown>) => {
      const id = randomUUID();
      const res = await fetch(`${base}/api/matches/${matchId}/events`, { method: 'POST', headers, body: JSON.stringify({ id, after, ...event }) });
      expect(res.status, await res.clone().text()).toBe(201);
      after = id;
    };
    const ball = (runs: number) => ({
      type: 'delivery',
      innings: 0,
      team: 'Restart Larks',
      over: 0,
      batter: 'Lark Opener',
      non_striker: 'Lark Partner',
      bowler: 'Tern Quick',
      runs: { batter: runs, extras: 0, total: runs },
    });
    await post({ type: 'toss', winner: 'Restart Larks', decision: 'bat' });
    for (const runs of [4, 2]) await post(ball(runs));

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const watcher = await context.newPage();
    await watcher.goto(`${base}/matches/${matchId}`);
    const panel = watcher.getByRole('region', { name: 'Live' });
    await expect(panel.getByText('Restart Larks 6/0')).toBeVisible();

    // The server goes down: the page keeps the match, and says it is reconnecting.
    await stop(server);
    await expect(panel.getByRole('status')).toHaveText('Reconnecting… showing the last score received.');
    await expect(panel.getByText('Restart Larks 6/0')).toBeVisible();
    await expect(watcher.getByRole('heading', { level: 1, name: 'Restart Larks vs Restart Terns' })).toBeVisible();
    await expect(watcher.getByRole('heading', { name: /Restart Larks/, level: 2 })).toBeVisible();
    await watcher.screenshot({ path: 'test-results/screens/match-live-restart-390.png', fullPage: true, animations: 'disabled' });

    // It is back: the feed resumes where it stopped and the next ball arrives.
    server = start(port, dataDir, logFile);
    await ready(base);
    await post(ball(6));
    await expect(panel.getByText('Restart Larks 12/0')).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('status')).toHaveCount(0);
    await context.close();
  } finally {
    if (server.exitCode === null) await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
