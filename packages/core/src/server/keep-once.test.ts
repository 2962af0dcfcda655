import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepOnce } from './keep-once';

const dirs: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-once-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const asIs = (text: string) => text;

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
    let other = '';
    // The first instance has read nothing yet when the second makes and keeps its value.
    const mine = keepOnce(
      file,
      () => {
        other = keepOnce(file, () => 'theirs', asIs);
        return 'mine';
      },
      asIs,
    );
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
});
