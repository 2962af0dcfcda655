/**
 * The VAPID pair made into DATA_DIR: made once, then read by every later start and by every
 * instance that started at the same moment on the same folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { VAPID_KEY_FILE, vapidKeysIn, type VapidPair } from './vapid';

const folders: string[] = [];
/** A new empty DATA_DIR (not yet created: the loader makes it). */
const emptyFolder = () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
  folders.push(parent);
  return path.join(parent, 'data');
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const neverCalled = (): VapidPair => {
  throw new Error('a new pair was made although one was kept');
};
const onFile = (dataDir: string) => JSON.parse(fs.readFileSync(path.join(dataDir, VAPID_KEY_FILE), 'utf8')) as VapidPair;

describe('vapidKeysIn', () => {
  it('makes a pair once, readable by its owner only, and a second load reads the first’s', () => {
    const dataDir = emptyFolder();
    const first = vapidKeysIn(dataDir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(onFile(dataDir)).toEqual(first);
    expect(fs.statSync(path.join(dataDir, VAPID_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(vapidKeysIn(dataDir, neverCalled)).toEqual(first);
    expect(fs.readdirSync(dataDir)).toEqual([VAPID_KEY_FILE]);
  });

  it('gives two loads that start at once on one empty folder the same pair', () => {
    const dataDir = emptyFolder();
    const pairs = [webpush.generateVAPIDKeys(), webpush.generateVAPIDKeys()];
    let second: VapidPair | undefined;
    // The first load has found no file and is making its pair when the second (another
    // instance) starts, finds no file either, and writes its pair first.
    const first = vapidKeysIn(dataDir, () => {
      second = vapidKeysIn(dataDir, () => pairs[1]!);
      return pairs[0]!;
    });
    expect(second).toEqual(pairs[1]);
    expect(first, 'the two instances sign with different keys').toEqual(second);
    expect(onFile(dataDir)).toEqual(second);
    expect(fs.readdirSync(dataDir), 'a load left its own file behind').toEqual([VAPID_KEY_FILE]);
    expect(vapidKeysIn(dataDir, neverCalled)).toEqual(second);
  });

  it('refuses a file that holds no pair rather than replacing the keys browsers subscribed with', () => {
    const dataDir = emptyFolder();
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, VAPID_KEY_FILE), '{"publicKey":');
    expect(() => vapidKeysIn(dataDir, neverCalled)).toThrow(/does not hold a VAPID key pair: remove it/);
    expect(fs.readFileSync(path.join(dataDir, VAPID_KEY_FILE), 'utf8')).toBe('{"publicKey":');
  });
});
