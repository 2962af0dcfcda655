/**
 * Issue 18: DATA_DIR and everything under it (database, uploads, secret, backups) is the
 * server user's alone; a fresh start used to leave most database files 0666.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopServer, tempDataDir, type ServerProcess } from './testing/server-process';
import { secureDataDir } from './data-dir';

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => stopServer(s, 'SIGTERM')));
});

/** Every path under `dir` whose mode lets the group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path.relative(dir, p) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return found;
}

describe('files on disk (issue 18)', () => {
  it('tightens a tree an older version left readable', () => {
    const dir = tempDataDir();
    fs.mkdirSync(path.join(dir, 'uploads', 'gallery'), { recursive: true, mode: 0o777 });
    fs.chmodSync(path.join(dir, 'uploads'), 0o755);
    fs.writeFileSync(path.join(dir, 'uploads', 'gallery', 'photo.jpg'), 'x', { mode: 0o666 });
    fs.chmodSync(path.join(dir, 'uploads', 'gallery', 'photo.jpg'), 0o666);
    secureDataDir(dir);
    expect(openToOthers(dir)).toEqual([]);
    expect(fs.statSync(path.join(dir, 'uploads', 'gallery', 'photo.jpg')).mode & 0o777).toBe(0o600);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a fresh DATA_DIR after a start: every file 0600, every directory 0700',
    async () => {
      const dir = tempDataDir();
      fs.chmodSync(dir, 0o755);
      fs.writeFileSync(path.join(dir, 'left-by-an-old-version'), 'x');
      fs.chmodSync(path.join(dir, 'left-by-an-old-version'), 0o644);
      // No JWT_SECRET: the generated one is written into DATA_DIR too.
      const server = await startServer({ DATA_DIR: dir, JWT_SECRET: '' });
      running.push(server);
      expect(fs.readdirSync(path.join(dir, 'db')).length).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
      expect(openToOthers(dir)).toEqual([]);
      await stopServer(server, 'SIGTERM');
      expect(openToOthers(dir)).toEqual([]);
    },
    120_000,
  );
});
