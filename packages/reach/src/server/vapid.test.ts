/**
 * The VAPID pair made into DATA_DIR: what vapid.ts adds to core's keepOnce (whose own tests
 * cover the race between instances, the file's mode and the temporary files), namely the
 * pair's shape on file and the message for a file that holds none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
const onFile = (dataDir: string): unknown => JSON.parse(fs.readFileSync(path.join(dataDir, VAPID_KEY_FILE), 'utf8'));

describe('vapidKeysIn', () => {
  it('keeps a generated pair as JSON holding its two keys only, and a later load reads it', () => {
    const dataDir = emptyFolder();
    const first = vapidKeysIn(dataDir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(onFile(dataDir)).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });

    const other = emptyFolder();
    vapidKeysIn(other, () => ({ publicKey: 'public', privateKey: 'private', extra: 'not kept' }) as VapidPair);
    expect(onFile(other)).toEqual({ publicKey: 'public', privateKey: 'private' });
    expect(vapidKeysIn(other, neverCalled)).toEqual({ publicKey: 'public', privateKey: 'private' });
  });

  it('refuses a file that holds no pair rather than replacing the keys browsers subscribed with', () => {
    for (const text of ['{"publicKey":', 'null', '{"publicKey":"public"}', '{"publicKey":"public","privateKey":7}']) {
      const dataDir = emptyFolder();
      fs.mkdirSync(dataDir);
      fs.writeFileSync(path.join(dataDir, VAPID_KEY_FILE), text);
      expect(() => vapidKeysIn(dataDir, neverCalled), text).toThrow(
        `${path.join(dataDir, VAPID_KEY_FILE)} does not hold a VAPID key pair: remove it to have a new pair made, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
      );
      expect(fs.readFileSync(path.join(dataDir, VAPID_KEY_FILE), 'utf8'), text).toBe(text);
    }
  });
});
