/** One gallery test server per test file: a real database, real storage, the real plugin. */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken } from '@league/core/testing';
import { galleryPlugin } from './plugin';
import * as gallerySchema from './schema';
import { createLocalStorage, type Storage } from './storage';
import { multipartBody } from './test-images';

export async function galleryTestApp(makeStorage?: (dir: string) => Storage) {
  const testDb = await createTestDb(gallerySchema);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'gallery-test-'));
  const storage = makeStorage ? makeStorage(dir) : createLocalStorage(dir);
  const app = await createTestApp({ plugins: [[galleryPlugin, { db: testDb.db, cache: new ResponseCache(), storage }]] });
  const admin = bearer(await mintToken({ role: 'admin' }));

  return {
    testDb,
    app,
    storage,
    dir,
    admin,
    /** POSTs `data` as the `image` field (plus an optional caption), as an admin unless told otherwise. */
    upload(data: Buffer, options: { caption?: string; filename?: string; type?: string; headers?: Record<string, string> } = {}) {
      const form = multipartBody([
        ...(options.caption !== undefined ? [{ name: 'caption', value: options.caption }] : []),
        { name: 'image', filename: options.filename ?? 'photo.jpg', type: options.type ?? 'image/jpeg', data },
      ]);
      return app.inject({ method: 'POST', url: '/api/gallery', payload: form.payload, headers: { ...form.headers, ...(options.headers ?? admin) } });
    },
    /** Files currently in the local uploads folder (temporary files included). */
    files: async () => (await fsp.readdir(dir)).sort(),
    /** Empties the table and the uploads folder (call in beforeEach). */
    async reset() {
      await testDb.reset();
      for (const name of await fsp.readdir(dir)) await fsp.rm(path.join(dir, name), { force: true });
    },
    rowCount: async () => Number((await testDb.query<{ n: string }>('select count(*) as n from gallery_images'))[0]!.n),
    async close() {
      await app.close();
      await testDb.close();
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}

export type GalleryTestApp = Awaited<ReturnType<typeof galleryTestApp>>;
