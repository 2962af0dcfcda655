/**
 * A picture kept outside the gallery (a sign-up's photo) is removed by the address storePicture
 * answered, on real files on disk; any other address removes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removePicture, storePicture } from './repo';
import { createLocalStorage } from './storage';
import { pngImage as picture } from './test-images';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-remove-picture-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const storage = createLocalStorage(dir);
const files = () => fs.readdirSync(dir).sort();

describe('removePicture', () => {
  it('removes the file behind an address storePicture answered, with or without the site’s address', async () => {
    const relative = await storePicture(storage, await picture());
    const absolute = await storePicture(storage, await picture(), 'https://league.example/');
    expect(files()).toHaveLength(2);
    expect(await removePicture(storage, relative)).toBe(true);
    expect(await removePicture(storage, absolute, 'https://league.example')).toBe(true);
    expect(files()).toEqual([]);
  });

  it('removes nothing for an address it did not answer', async () => {
    const url = await storePicture(storage, await picture(), 'https://league.example');
    const key = url.slice(url.lastIndexOf('/') + 1);
    for (const other of [
      `https://elsewhere.example/api/gallery/files/${key}`,
      `https://league.example/api/players/${key}`,
      `https://league.example/api/gallery/files/../${key}`,
      'https://league.example/api/gallery/files/not-a-key.png',
    ])
      expect(await removePicture(storage, other, 'https://league.example')).toBe(false);
    expect(files()).toEqual([key]);
  });
});
