/**
 * `npm start` as someone running the Quick start, or a process manager, meets it (issue 35):
 * the launcher's tree is the launcher and the server itself, SIGTERM to the launcher drains
 * the server, and nothing is left behind holding the data folder's lock, so the next start
 * works. Both the package's own `npm start` (compiles the server, runs it with plain node)
 * and the repository's (which builds the web app first) are run.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServer, freePort, startServer, stopServer, tempDataDir, type ServerProcess } from './testing/server-process';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(apiDir, '../..');

/** Every process below `pid`, with its command line. */
function descendants(pid: number): Array<{ pid: number; command: string }> {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => {
    let command = '';
    try {
      command = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').join(' ').trim();
    } catch {
      /* gone meanwhile */
    }
    return [{ pid: child, command }, ...descendants(child)];
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const leftovers: number[] = [];
const others: ServerProcess[] = [];
afterAll(async () => {
  for (const pid of leftovers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  await Promise.all(others.map((s) => stopServer(s, 'SIGKILL')));
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || process.platform !== 'linux')('npm start', () => {
  it.each([
    ['the server package', apiDir],
    ['the repository (Quick start)', repoDir],
  ])(
    'from %s: one server process under the launcher, stopped with it, the lock free for the next start',
    async (_name, cwd) => {
      const dataDir = tempDataDir('league-launcher-');
      const port = await freePort();
      const env = {
        PATH: process.env.PATH!,
        HOME: process.env.HOME!,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        JWT_SECRET: 'launcher-test-secret-launcher-test-secret-01',
      };
      let out = '';
      const launcher = spawn('npm', ['start'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      launcher.stdout!.on('data', (chunk) => (out += chunk));
      launcher.stderr!.on('data', (chunk) => (out += chunk));
      const exited = new Promise<number | null>((resolve) => launcher.on('exit', (code) => resolve(code)));
      leftovers.push(launcher.pid!);

      const deadline = Date.now() + 240_000;
      for (;;) {
        if (launcher.exitCode !== null) throw new Error(`npm start exited (${launcher.exitCode}):\n${out}`);
        if (Date.now() > deadline) throw new Error(`not ready:\n${out}`);
        const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
          (res) => res.ok,
          () => false,
        );
        if (ready) break;
        await new Promise((r) => setTimeout(r, 20));
      }

      const tree = descendants(launcher.pid!);
      leftovers.push(...tree.map((p) => p.pid));

      launcher.kill('SIGTERM');
      await exited;
      expect(out).toContain('shutting down');
      const running = tree.filter((p) => alive(p.pid)).map((p) => p.command);
      expect(running).toEqual([]);
      expect(launcher.exitCode).toBe(0);

      const next = await startServer({ DATA_DIR: dataDir, PORT: String(port) });
      others.push(next);
      expect((await fetch(`${next.url}/api/ready`)).status).toBe(200);

      // npm started the compiled server itself: no shell, tsx or pnpm in between that a signal
      // stops at, and no TypeScript compiled at start.
      const servers = tree.filter((p) => /\bnode\b.*\bdist\/server\.mjs\b/.test(p.command));
      expect(servers).toHaveLength(1);
      expect(tree.filter((p) => !/\bnpm\b/.test(p.command) && p !== servers[0])).toEqual([]);
    },
    300_000,
  );
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the compiled CLI tools (the Docker image has no tsx)', () => {
  it('admin-link runs from the build with plain node, and its link signs in on the compiled server', async () => {
    const dist = path.dirname(builtServer());
    const dataDir = tempDataDir('league-cli-');
    const env = { PATH: process.env.PATH!, HOME: process.env.HOME!, NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false' };
    // No tsx loader and not run from the sources: only what the image holds.
    const link = spawnSync(process.execPath, [path.join(dist, 'admin-link.mjs'), 'ops@cli.test', '--create', '--name', 'Cli Admin'], {
      cwd: dist,
      env,
      encoding: 'utf8',
    });
    expect(link.status, link.stderr).toBe(0);
    const code = /code=([\w-]+)/.exec(link.stdout)?.[1];
    expect(code).toBeTruthy();
    const server = await startServer({ DATA_DIR: dataDir, JWT_SECRET: 'cli-test-secret-cli-test-secret-cli-test-01' }, { bundle: true });
    others.push(server);
    const login = await fetch(`${server.url}/api/admin/link-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(login.status).toBe(200);
  }, 120_000);
});
