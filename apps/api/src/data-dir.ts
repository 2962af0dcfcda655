/**
 * DATA_DIR holds the embedded database, uploads, the generated JWT secret and backups:
 * children's phones and birth dates among them. Only the server's user may read or write
 * any of it (issue 18): new files are made private by the umask, and whatever an older
 * version or a restore left readable is tightened at every start.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Files the server creates from now on: 0600, directories 0700. */
export function privateUmask() {
  process.umask(0o077);
}

/** Creates DATA_DIR if needed and makes everything under it 0700 (directories) / 0600 (files). */
export function secureDataDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (current: string) => {
    const stat = fs.lstatSync(current);
    // A symlink is left alone: its target may not be ours to change.
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) fs.chmodSync(current, 0o700);
      for (const name of fs.readdirSync(current)) walk(path.join(current, name));
    } else if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(current, stat.mode & 0o700);
    }
  };
  walk(dir);
}
