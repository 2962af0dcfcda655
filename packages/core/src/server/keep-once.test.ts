import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepOnce } from './keep-once';

const dirs: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-once-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const asIs = (text: string) => text;

/** Two instances on one file: the first has read nothing yet when the second makes and keeps its value. */
function startingTogether(file: string): { mine: string; other: string } {
  let other = '';
  const mine = keepOnce(
    file,
    () => {
      other = keepOnce(file, () => 'theirs', asIs);
      return 'mine';
    },
    asIs,
  );
  return { mine, other };
}

// The filesystem's failures are simulated where keepOnce meets node:fs (its own module object).
const failure = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });
/** A filesystem that cannot link: linkSync fails as FAT or some network mounts make it fail. */
const withoutHardLinks = (code: string) =>
  vi.spyOn(fs, 'linkSync').mockImplementation(() => {
    throw failure(code);
  });
/** The disk fills during the write number `nth` (1 = the first): a few bytes land, then ENOSPC. */
const diskFullOnWrite = (nth: number) => {
  const write = fs.writeFileSync;
  let writes = 0;
  return vi.spyOn(fs, 'writeFileSync').mockImplementation((target, data, options) => {
    writes += 1;
    if (writes !== nth) return write(target, data, options);
    write(target, String(data).slice(0, 3), options);
    throw failure('ENOSPC');
  });
};

describe('keepOnce', () => {
  it('makes the value once and reads it back after', () => {
    const file = path.join(folder(), 'nested', 'secret');
    expect(keepOnce(file, () => 'first', asIs)).toBe('first');
    expect(keepOnce(file, () => 'second', asIs)).toBe('first');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('two instances starting at once end with one value, and no temporary file is left', () => {
    const dir = folder();
    const file = path.join(dir, 'secret');
    const { mine, other } = startingTogether(file);
    expect(other).toBe('theirs');
    expect(mine).toBe('theirs');
    expect(fs.readdirSync(dir)).toEqual(['secret']);
  });

  it('never replaces a file that holds no value', () => {
    const file = path.join(folder(), 'secret');
    fs.writeFileSync(file, 'x');
    const read = (text: string) => {
      if (text.length < 8) throw new Error('too short');
      return text;
    };
    expect(() => keepOnce(file, () => 'a long enough value', read)).toThrow('too short');
    expect(fs.readFileSync(file, 'utf8')).toBe('x');
  });

  it('leaves no temporary file behind when its write fails', () => {
    const dir = folder();
    const file = path.join(dir, 'secret');
    diskFullOnWrite(1);
    expect(() => keepOnce(file, () => 'first', asIs)).toThrow('ENOSPC');
    expect(fs.readdirSync(dir)).toEqual([]);
    vi.restoreAllMocks();
    expect(keepOnce(file, () => 'second', asIs)).toBe('second');
  });

  it('stops on a link failure that is not a missing feature, leaving no temporary file', () => {
    const dir = folder();
    withoutHardLinks('EIO');
    expect(() => keepOnce(path.join(dir, 'secret'), () => 'first', asIs)).toThrow('EIO');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  describe.each(['EPERM', 'ENOTSUP'])('on a filesystem without hard links (link fails with %s)', (code) => {
    it('still makes the value once, readable by its owner only', () => {
      const dir = folder();
      const file = path.join(dir, 'secret');
      const link = withoutHardLinks(code);
      expect(keepOnce(file, () => 'first', asIs)).toBe('first');
      expect(link).toHaveBeenCalled();
      expect(keepOnce(file, () => 'second', asIs)).toBe('first');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(dir)).toEqual(['secret']);
    });

    it('two instances starting at once end with one value', () => {
      const dir = folder();
      const file = path.join(dir, 'secret');
      withoutHardLinks(code);
      const { mine, other } = startingTogether(file);
      expect(other).toBe('theirs');
      expect(mine).toBe('theirs');
      expect(fs.readFileSync(file, 'utf8')).toBe('theirs');
      expect(fs.readdirSync(dir)).toEqual(['secret']);
    });

    it('removes the value it was writing when the write fails, so no half value is kept', () => {
      const dir = folder();
      const file = path.join(dir, 'secret');
      withoutHardLinks(code);
      // The first write is the instance's own file; the second, the shared one.
      diskFullOnWrite(2);
      expect(() => keepOnce(file, () => 'first', asIs)).toThrow('ENOSPC');
      expect(fs.readdirSync(dir)).toEqual([]);
    });
  });
});
