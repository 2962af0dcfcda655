/**
 * Starts the real server as a child process, for tests of process behaviour (locks,
 * signals, crashes, a database that goes away): from its TypeScript sources under tsx, or
 * (`bundle: true`) the compiled `server.mjs` under plain node, the way production runs it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function tempDataDir(prefix = 'league-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface StartOptions {
  waitReady?: boolean;
  /** A command the server runs under, e.g. `['prlimit', '--nofile=1024:1024', '--']`. */
  wrap?: string[];
  /** Runs the production bundle with plain node (built once per test file) instead of tsx. */
  bundle?: boolean;
  /**
   * Starts the server as its users do, with `npm start` in apps/api (which builds the server
   * and runs it with plain node): `child` is npm, so a signal goes where a process manager's
   * would.
   */
  npmStart?: boolean;
}

let bundled: string | null = null;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds `server.mjs` with the production build script, once, into a folder of this test
 * process's own under apps/api/node_modules (so its imports resolve from this package), laid
 * out as apps/api is: `dist/server.mjs` next to `drizzle/`. Removed when the process exits.
 */
export function builtServer(): string {
  if (bundled) return bundled;
  const builds = path.join(apiDir, 'node_modules', '.cache', 'league-test-build');
  // Builds of test processes that are gone (a worker ended without its exit handler running).
  for (const pid of fs.existsSync(builds) ? fs.readdirSync(builds) : [])
    if (!isAlive(Number(pid))) fs.rmSync(path.join(builds, pid), { recursive: true, force: true });
  const root = path.join(builds, String(process.pid));
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  fs.symlinkSync(path.join(apiDir, 'drizzle'), path.join(root, 'drizzle'));
  const build = spawnSync(process.execPath, ['scripts/build.mjs', `--out=${path.join(root, 'dist')}`], { cwd: apiDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
  process.once('exit', () => fs.rmSync(root, { recursive: true, force: true }));
  bundled = path.join(root, 'dist', 'server.mjs');
  return bundled;
}

export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let out = '';
  const entry = options.bundle ? [builtServer()] : ['--import', 'tsx', 'src/server.ts'];
  const [command, ...args] = options.npmStart ? ['npm', 'start'] : [...(options.wrap ?? []), process.execPath, ...entry];
  const child = spawn(command!, args, {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      JWT_SECRET: 'process-test-secret-process-test-secret-0123',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: ServerProcess = { child, port, url: `http://127.0.0.1:${port}`, output: () => out, exited };
  if (options.waitReady !== false) await waitFor(server, 90_000);
  return server;
}

async function waitFor(server: ServerProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) before it was ready:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not yet listening: refused at once, so a short poll step costs nothing */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`);
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill(signal);
  return server.exited;
}
