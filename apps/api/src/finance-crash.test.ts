/**
 * Quality R2: kill -9 the real server process during a stream of finance writes, several
 * times. After each restart every acknowledged write is there, every money row agrees with
 * its audit trail (create/update/delete/restore replayed), and the summary equals the sums.
 * Writes cut off by the kill are retried after the restart: creates with the same
 * Idempotency-Key, which must not make a second row (R5 across a crash).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-crash-'));
const logFile = path.join(dataDir, 'server.log');
const ROUNDS = 3;
const WORKERS = 4;

let port = 0;
let server: ChildProcess | null = null;
let token = '';

const env = () => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL')),
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
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

async function kill(signal: NodeJS.Signals) {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
  server = null;
}

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}/api/finance${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { data?: Record<string, unknown>; message?: string } };
}

type Kind = 'contribution' | 'expense';
interface Known {
  kind: Kind;
  amount: number;
}
interface Op {
  name: string;
  run: () => Promise<void>;
}

/** What the client knows for sure: records whose last write was acknowledged. */
const model = new Map<string, Known>();
const busy = new Set<string>();
const cutOff: Op[] = [];
let acknowledged = 0;

const amount = () => 100 + Math.floor(Math.random() * 5_000_000);
const urlOf = (id: string, kind: Kind) => (kind === 'contribution' ? `/contributions/pk/${id}` : `/expenses/${id}`);

function nextOp(): Op {
  const idle = [...model.keys()].filter((id) => !busy.has(id));
  const roll = Math.random();
  if (roll < 0.55 || idle.length < 3) {
    const kind: Kind = Math.random() < 0.6 ? 'contribution' : 'expense';
    const value = amount();
    const key = randomUUID();
    const body =
      kind === 'contribution'
        ? { contributorType: Math.random() < 0.7 ? 'PLAYER' : 'SPONSOR', contributorName: `Crash ${key.slice(0, 6)}`, amountPaise: value, note: null }
        : { item: `Crash ${key.slice(0, 6)}`, amountPaise: value, category: 'FOOD', note: null };
    return {
      name: `create ${kind}`,
      run: async () => {
        const res = await call('POST', kind === 'contribution' ? '/contributions' : '/expenses', body, { 'idempotency-key': key });
        expect(res.status).toBe(201);
        const id = String(res.json.data![kind === 'contribution' ? 'pk' : 'sk']);
        model.set(id, { kind, amount: value });
      },
    };
  }
  const id = idle[Math.floor(Math.random() * idle.length)]!;
  const known = model.get(id)!;
  busy.add(id);
  if (roll < 0.85) {
    const value = amount();
    const body =
      known.kind === 'contribution' ? { amountPaise: value, note: 'edited' } : { item: 'Edited', amountPaise: value, category: 'TRAVEL', note: 'edited' };
    return {
      name: `update ${id}`,
      run: async () => {
        const res = await call('PUT', urlOf(id, known.kind), body);
        expect(res.status).toBe(200);
        model.set(id, { ...known, amount: value });
        busy.delete(id);
      },
    };
  }
  return {
    name: `delete ${id}`,
    run: async () => {
      const res = await call('DELETE', urlOf(id, known.kind));
      // A retried delete that had landed before the kill answers 404: deleted either way.
      expect([200, 404]).toContain(res.status);
      model.delete(id);
      busy.delete(id);
    },
  };
}

async function worker(stop: { now: boolean }) {
  while (!stop.now) {
    const op = nextOp();
    try {
      await op.run();
      acknowledged++;
    } catch (error) {
      if (error instanceof Error && error.name === 'AssertionError') throw error;
      cutOff.push(op); // no answer: the kill came first; retried after the restart
      return;
    }
  }
}

async function readAll(pathName: string) {
  const rows: Array<Record<string, unknown>> = [];
  let next: string | null = null;
  do {
    const res = await call('GET', `${pathName}?limit=200${next ? `&nextToken=${encodeURIComponent(next)}` : ''}`);
    expect(res.status).toBe(200);
    rows.push(...((res.json.data as unknown as Array<Record<string, unknown>>) ?? []));
    next = (res.json as { nextToken?: string | null }).nextToken ?? null;
  } while (next);
  return rows;
}

async function verify() {
  const contributions = await readAll('/contributions');
  const expenses = await readAll('/expenses');
  const audit = (await readAll('/audit')).reverse(); // oldest first
  const rows = new Map<string, number>();
  for (const c of contributions) rows.set(String(c.pk), Number(c.amountPaise));
  for (const e of expenses) rows.set(String(e.sk), Number(e.amountPaise));

  // Every acknowledged write is there, with the acknowledged amount.
  for (const [id, known] of model) expect(rows.get(id), `${known.kind} ${id}`).toBe(known.amount);
  expect(rows.size).toBe(model.size);

  // Replaying the trail gives exactly the rows: no change without its audit row, and back.
  const replay = new Map<string, number>();
  for (const entry of audit) {
    const after = entry.after as { amountPaise?: number } | null;
    if (entry.action === 'delete') replay.delete(String(entry.entityId));
    else replay.set(String(entry.entityId), Number(after?.amountPaise));
  }
  expect(replay).toEqual(rows);

  const summary = (await call('GET', '/summary')).json.data!;
  const funds = contributions.reduce((a, c) => a + Number(c.amountPaise), 0);
  const spent = expenses.reduce((a, e) => a + Number(e.amountPaise), 0);
  expect(summary.totalContributions).toBe(funds);
  expect(summary.totalExpenses).toBe(spent);
  expect(summary.balance).toBe(funds - spent);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('finance writes survive kill -9 (embedded database)', () => {
  beforeAll(async () => {
    port = await freePort();
    const link = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin-link.ts', 'treasurer@crash.test', '--create', '--name', 'Crash Treasurer'], {
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
    await kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write over ${ROUNDS} crashes`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const stop = { now: false };
      const before = acknowledged;
      const workers = Array.from({ length: WORKERS }, () => worker(stop));
      while (acknowledged - before < 25) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.random() * 400));
      await kill('SIGKILL');
      stop.now = true;
      await Promise.all(workers);

      await start();
      // Finish what the kill cut off, the way a client retries: same keys, same bodies.
      for (const op of cutOff.splice(0)) {
        await op.run();
        acknowledged++;
      }
      await verify();
    }
    expect(acknowledged).toBeGreaterThan(ROUNDS * 25);
  }, 600_000);
});
