/**
 * A value made once into a file and kept there (a generated secret, a key pair), safe when
 * several instances sharing one data folder start at the same moment: each writes what it
 * made, whole, to a file of its own and links that file to the shared name. A link never
 * replaces a file, so exactly one instance's value is kept; the others get EEXIST and read
 * it (complete, since it was written before it was linked). A file that is there but does
 * not hold a value is never replaced (that would change the value under the other
 * instances): `read` throws for it, with what to do.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The value kept in `file`, made by `make` and kept there first when there is none. */
export function keepOnce<T>(file: string, make: () => string, read: (text: string) => T): T {
  const kept = readText(file);
  if (kept !== null) return read(kept);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const text = make();
  const own = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(own, text, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(own, file);
    return read(text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(own, { force: true });
  }
  // Another instance kept its value first: that one is everyone's.
  const theirs = readText(file);
  if (theirs === null) throw new Error(`${file} went away while it was being read`);
  return read(theirs);
}
