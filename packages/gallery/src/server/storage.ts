/**
 * Where image files live, behind one small interface: a directory under DATA_DIR by
 * default, an S3-compatible bucket when its settings are given (decisions.md 1 and 4), so
 * several API instances can share uploads.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertKey, STORAGE_KEY_PATTERN } from './keys';
import { createS3Storage, type S3Settings } from './s3-storage';
import type { Storage } from './storage-port';

export type { Storage, StoredFile } from './storage-port';

export interface StorageSettings {
  dataDir: string;
  s3: null | S3Settings;
}

export function createStorage(settings: StorageSettings): Storage {
  return settings.s3 ? createS3Storage(settings.s3) : createLocalStorage(path.join(settings.dataDir, 'uploads'));
}

/** Files in one flat directory, written through a temporary name so a reader never sees half a file. */
export function createLocalStorage(dir: string): Storage {
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => (ready ??= fsp.mkdir(dir, { recursive: true }));
  const fileOf = (key: string) => path.join(dir, assertKey(key));

  return {
    kind: 'local',
    async put(key, body) {
      const target = fileOf(key);
      await ensureDir();
      const temp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      try {
        await fsp.writeFile(temp, body, { flag: 'wx' });
        await fsp.rename(temp, target);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!STORAGE_KEY_PATTERN.test(key)) return null;
      const file = fileOf(key);
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(file), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    publicUrl() {
      return null;
    },
  };
}
