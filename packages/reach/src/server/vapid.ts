/**
 * Web Push's VAPID key pair when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not given: made
 * once into DATA_DIR and kept there, so every browser's subscription outlives a restart.
 * Instances sharing DATA_DIR may start at the same moment and must end with one pair: each
 * writes its pair whole to a file of its own, then links that file to the shared name. A
 * link never replaces a file, so exactly one instance's link succeeds; the others get EEXIST
 * and read the winner's pair (complete, since it was written before it was linked).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The file under DATA_DIR that holds the generated pair (JSON, readable by its owner only). */
export const VAPID_KEY_FILE = 'vapid-keys.json';

export interface VapidPair {
  publicKey: string;
  privateKey: string;
}

/** The pair kept in `file`; null when there is no such file. */
function readPair(file: string): VapidPair | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let kept: Partial<Record<keyof VapidPair, unknown>> | null = null;
  try {
    kept = JSON.parse(text) as Partial<Record<keyof VapidPair, unknown>> | null;
  } catch {
    // Reported below, with what to do.
  }
  if (typeof kept?.publicKey !== 'string' || typeof kept.privateKey !== 'string') {
    // Replacing it would silently cut off every subscribed browser (and race other instances).
    throw new Error(`${file} does not hold a VAPID key pair: remove it to have a new pair made, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`);
  }
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/**
 * The pair kept in `dataDir`, made and kept there first when there is none. Safe when
 * several processes call it at once on one folder: all of them return the same pair.
 * `generate` makes a new pair (tests pass their own).
 */
export function vapidKeysIn(dataDir: string, generate: () => VapidPair = webpush.generateVAPIDKeys): VapidPair {
  const file = path.join(dataDir, VAPID_KEY_FILE);
  const kept = readPair(file);
  if (kept) return kept;
  fs.mkdirSync(dataDir, { recursive: true });
  const made = generate();
  const pair = { publicKey: made.publicKey, privateKey: made.privateKey };
  const own = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(own, JSON.stringify(pair), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(own, file);
    return pair;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(own, { force: true });
  }
  // Another instance made its pair first: that one is everyone's.
  const theirs = readPair(file);
  if (!theirs) throw new Error(`${file} went away while it was being read`);
  return theirs;
}
