/** The build's compressed copies of the assets (scripts/precompress.mjs). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain build script without types
import { precompress } from '../scripts/precompress.mjs';

describe('precompress', () => {
  it('writes .br and .gz copies of the text assets that decode to the same bytes', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'league-precompress-'));
    const assets = path.join(dist, 'assets');
    fs.mkdirSync(assets);
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ row: i, text: 'padding' })))};`;
    fs.writeFileSync(path.join(assets, 'index-abc.js'), script);
    fs.writeFileSync(path.join(assets, 'tiny-abc.css'), 'a{b:c}');
    fs.writeFileSync(path.join(assets, 'photo-abc.webp'), Buffer.alloc(4096, 7));

    expect(precompress(dist)).toBe(1);
    expect(brotliDecompressSync(fs.readFileSync(path.join(assets, 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(fs.readFileSync(path.join(assets, 'index-abc.js.gz'))).toString()).toBe(script);
    // Too small to gain, or already compressed: left alone.
    expect(fs.existsSync(path.join(assets, 'tiny-abc.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(assets, 'photo-abc.webp.br'))).toBe(false);
  });
});
