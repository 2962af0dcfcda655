#!/usr/bin/env node
/**
 * Writes brotli (.br) and gzip (.gz) copies of the built assets and prerendered pages next to them, so the server
 * sends each file compressed without compressing it per request (@fastify/static's
 * preCompressed picks the copy the browser accepts). Hashed files never change, so this is
 * done once per build, at the strongest levels.
 *
 *   node scripts/precompress.mjs [DIST]   (default: dist/client, or WEB_DIST)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|webmanifest)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

/** Every file under `dir` (the assets and the prerendered pages' folders). */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

export function precompress(dist) {
  let written = 0;
  for (const file of filesUnder(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
    const gz = gzipSync(bytes, { level: 9 });
    // A copy no smaller than the file would only cost the browser a decode.
    if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
    written++;
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = path.resolve(process.argv[2] ?? process.env.WEB_DIST ?? path.join(webDir, 'dist', 'client'));
  console.log(`precompressed ${precompress(dist)} assets in ${dist}`);
}
