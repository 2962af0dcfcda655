/**
 * A value made once into a file and kept there (a generated secret, a key pair), safe when
 * several instances sharing one data folder start at the same moment: each writes what it
 * made, whole, to a file of its own and links that file to the shared name. A link never
 * replaces a file, so exactly one instance's value is kept; the others get EEXIST and read
 * it (complete, since it was written before it was linked). A file that is there but does
 * not hold a value is never replaced (that would change the value under the other
 * instances): `read` throws for it, with what to do.
 *
 * Some filesystems have no hard links (FAT, some network and container mounts: the link
 * fails with EPERM or ENOTSUP). There the value is written straight to the shared name,
 * opened only if no file is there (O_EXCL): still exactly one instance's value is kept and
 * the others get EEXIST, but one that reads in the instant the winner is writing could see
 * it incomplete (and stop with `read`'s message). A write that fails removes what it wrote,
 * its own file or the shared one it had just made, so no half value is left behind.
 *
 * Imported alone as `@league/core/keep-once`: config loading needs nothing else of the server.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What linkSync fails with where the filesystem cannot link. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Writes `text` to a new `file` (owner-only), or returns false when a file is there already.
 * A failed write removes the file it made.
 */
function writeNew(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', 0o600);
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeFileSync(fd, text);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  return true;
}

/** Keeps `text` in `file` unless another instance kept its value there first (then false). */
function keepFirst(file: string, text: string): boolean {
  const own = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  if (!writeNew(own, text)) throw new Error(`${own} is already there`);
  try {
    fs.linkSync(own, file);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    if (!NO_HARD_LINKS.has(codeOf(error) ?? '')) throw error;
  } finally {
    fs.rmSync(own, { force: true });
  }
  return writeNew(file, text);
}

/** The value kept in `file`, made by `make` and kept there first when there is none. */
export function keepOnce<T>(file: string, make: () => string, read: (text: string) => T): T {
  const kept = readText(file);
  if (kept !== null) return read(kept);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const text = make();
  if (keepFirst(file, text)) return read(text);
  // Another instance kept its value first: that one is everyone's.
  const theirs = readText(file);
  if (theirs === null) throw new Error(`${file} went away while it was being read`);
  return read(theirs);
}
