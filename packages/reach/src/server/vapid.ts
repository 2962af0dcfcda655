/**
 * Web Push's VAPID key pair when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not given: made
 * once into DATA_DIR and kept there, so every browser's subscription outlives a restart.
 * Instances sharing DATA_DIR may start at the same moment and must end with one pair.
 */
import path from 'node:path';
import webpush from 'web-push';
import { keepOnce } from '@league/core/keep-once';

/** The file under DATA_DIR that holds the generated pair (JSON, readable by its owner only). */
export const VAPID_KEY_FILE = 'vapid-keys.json';

export interface VapidPair {
  publicKey: string;
  privateKey: string;
}

/** The pair a kept file holds; a file that holds none is reported with what to do. */
function readPair(file: string, text: string): VapidPair {
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
 * The pair kept in `dataDir`, made and kept there first when there is none (core's
 * `keepOnce`). Safe when several processes call it at once on one folder: all of them return
 * the same pair. `generate` makes a new pair (tests pass their own).
 */
export function vapidKeysIn(dataDir: string, generate: () => VapidPair = webpush.generateVAPIDKeys): VapidPair {
  const file = path.join(dataDir, VAPID_KEY_FILE);
  return keepOnce(
    file,
    () => {
      const made = generate();
      return JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey });
    },
    (text) => readPair(file, text),
  );
}
