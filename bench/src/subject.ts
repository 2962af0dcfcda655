/** The real server, started as `pnpm start` starts it, with the demo league loaded. */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const apiDir = path.resolve(here, '../../apps/api');
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface Subject {
  url: string;
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  output(): string;
  stop(): Promise<void>;
  /** With `probe`: the server's longest event-loop block and memory since the last `reset` (loop-probe.ts). */
  probe?: (message: 'reset' | 'report') => Promise<ProbeReport>;
  /** The server's resident memory (KiB) after a full garbage collection (memory-probe.ts). */
  settledMemoryKiB(): Promise<number>;
}

export interface ProbeReport {
  longestMs?: number;
  rssMb: number;
  maxRssMb?: number;
}

/** A fresh PostgreSQL database for one bench run (dropped by `stop`). */
async function freshDatabase(base: string) {
  const name = `league_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The server on a fresh database. `probe`: loop-probe.ts is preloaded and answers over IPC.
 * `restart`: the first start (which makes the embedded database, initdb and the demo seed
 * inside the process) is stopped and the server started again on the same data, as it runs
 * every day after its first start.
 */
export async function startSubject(kind: 'pglite' | 'postgres', postgresUrl: string, options: { probe?: boolean; restart?: boolean } = {}): Promise<Subject> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-bench-'));
  const database = kind === 'postgres' ? await freshDatabase(postgresUrl) : null;
  let out = '';
  const url = `http://127.0.0.1:${port}`;
  const probe = ['--import', path.join(here, 'memory-probe.ts'), ...(options.probe ? ['--import', path.join(here, 'loop-probe.ts')] : [])];
  async function launch(): Promise<ChildProcess> {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...probe, 'src/server.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET,
        LOG_LEVEL: 'info',
        SEED_DEMO: 'true',
        // The demo's simulated scorer would post a ball every 20 s in a match of its own:
        // a second writer the benches do not count and whose balls land at random in theirs.
        DEMO_LIVE: 'false',
        RATE_LIMIT_MAX: '100000000',
        // Every load generator and watcher is one address here (a real crowd is many).
        MAX_CONNECTIONS_PER_IP: '100000',
        MAX_STREAMS_PER_IP: '100000',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // The push bench's local push service, and its 5,000 phones each at its own address.
        PUSH_ALLOW_PRIVATE: 'true',
        TRUST_PROXY: 'loopback',
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout!.on('data', (c) => (out += c));
    child.stderr!.on('data', (c) => (out += c));
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
      try {
        if ((await fetch(`${url}/api/ready`)).ok) break;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    return child;
  }
  const halt = async (child: ChildProcess) => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  };
  let child = await launch();
  /** One question at a time over the IPC channel: the answer is the next message. */
  const ask = <T>(message: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (m) => resolve(m as T));
      child.send(message);
    });
  if (options.restart) {
    await halt(child);
    child = await launch();
  }
  return {
    url,
    kind,
    databaseUrl: database?.url,
    output: () => out,
    ...(options.probe ? { probe: (message: 'reset' | 'report') => ask<ProbeReport>(message) } : {}),
    settledMemoryKiB: async () => (await ask<{ memoryKiB: number }>('memory')).memoryKiB,
    async stop() {
      await halt(child);
      await database?.drop();
      // A bench run leaves nothing behind.
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const tokens = new WeakMap<Subject, Promise<string>>();

/** Signs in as the demo admin with the one-time link the server printed at first start (once per server: the link works once). */
export function adminToken(subject: Subject): Promise<string> {
  const kept = tokens.get(subject);
  if (kept) return kept;
  const token = signIn(subject);
  tokens.set(subject, token);
  return token;
}

async function signIn(subject: Subject): Promise<string> {
  const code = /login\?code=([A-Za-z0-9_-]+)/.exec(subject.output())?.[1];
  if (!code) throw new Error('no demo sign-in link in the server log');
  const res = await fetch(`${subject.url}/api/admin/link-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`link sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

/** B0 for one answer: a bare node:http process serving exactly these bytes. */
/** B0 answering `body` with `headers` (the route's own answer, as a client receives it). */
export async function startB0(body: string, headers: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'league-b0-')), 'answer.json');
  fs.writeFileSync(file, JSON.stringify({ body, headers }));
  const port = await freePort();
  const child = fork(path.join(here, 'b0-server.ts'), [String(port), file], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
