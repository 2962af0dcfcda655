#!/usr/bin/env node
/**
 * Bundle budget (quality F1), read from the built site (its Vite manifest, index.html and assets):
 * - JS that `/` loads before first paint (the boot script and the home frame) <= B5 (a
 *   React-only page, built here) + 80 KiB gzip, and the app `/` then loads within the same;
 * - chart.js absent from every public page's module graph;
 * - all JS the build wrote <= 350 KiB gzip.
 * Prints a table; exits 1 when a budget is broken.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env.WEB_DIST ?? path.join(webDir, 'dist'));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const KiB = 1024;
const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file))).length;

/** Files a chunk pulls in statically (what loads with it before anything lazy). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}
const jsOf = (keys) => [...keys].map((k) => manifest[k]?.file).filter((f) => f?.endsWith('.js'));
// chart.js's own error text survives minification: a reliable marker of its code.
const hasChart = (file) => fs.readFileSync(path.join(dist, file), 'utf8').includes('Canvas is already in use');
const chartChunks = [...new Set(Object.values(manifest).map((m) => m.file))].filter((f) => f.endsWith('.js') && hasChart(f));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const assetJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
// A visitor's `/` paints from index.html's boot script and the home frame (build/first-paint.ts);
// without them (a build that has no frames) it paints once the app's entry and home chunk are in.
const bootFile = /<script src="\/(assets\/boot-[^"]+\.js)"/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];
const homeFrame = assetJs.find((f) => /^assets\/frame-home-/.test(f));
// The app `/` then starts: the entry and the home screen's chunk, with their static imports.
const homeKey = Object.keys(manifest).find((k) => k.endsWith('src/pages/home-page.tsx'));
const appKeys = staticClosure(entryKey);
if (homeKey) staticClosure(homeKey, appKeys);
const appForHome = [...new Set(jsOf(appKeys))].reduce((n, f) => n + gz(f), 0);
const firstPaint = bootFile && homeFrame ? gz(bootFile) + gz(homeFrame) : appForHome;

// B5, built now with the same plugins and target.
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-b5-'));
await build({ root: path.join(webDir, 'baseline'), logLevel: 'silent', plugins: [react()], build: { outDir, target: 'es2022', emptyOutDir: true } });
const b5 = fs.readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipSync(fs.readFileSync(path.join(outDir, 'assets', f))).length, 0);

// Every script the build wrote, the frames and the boot script included (they are not in the manifest).
const total = assetJs.reduce((n, f) => n + gz(f), 0);

// Public pages: every lazily loaded screen except the admin-only ones.
const adminOnly = /finance|registrations|admin-dashboard|AdminDashboard|admin\/src\/client\/dashboard/i;
const publicKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && !adminOnly.test(k) && !/charts/.test(k));
const chartLeaks = [];
for (const key of [entryKey, ...publicKeys]) {
  for (const file of jsOf(staticClosure(key))) if (hasChart(file)) chartLeaks.push(`${key} -> ${file}`);
}

const rows = [
  ['JS loaded by / before first paint', firstPaint, b5 + 80 * KiB, `B5 (${(b5 / KiB).toFixed(1)} KiB) + 80 KiB`],
  ['JS of the app for / (after the paint)', appForHome, b5 + 80 * KiB, `B5 (${(b5 / KiB).toFixed(1)} KiB) + 80 KiB`],
  ['all JS', total, 350 * KiB, '350 KiB'],
];
let failed = false;
console.log('\nBundle budget (gzip)');
for (const [name, value, limit, label] of rows) {
  const ok = value <= limit;
  failed ||= !ok;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(36)} ${(value / KiB).toFixed(1).padStart(7)} KiB   budget ${label} = ${(limit / KiB).toFixed(1)} KiB`);
}
if (!chartChunks.length) {
  failed = true;
  console.log('  ???? chart.js not found in any chunk: the marker is stale, fix this check');
} else if (chartLeaks.length) {
  failed = true;
  console.log(`  OVER chart.js reaches public pages:\n    ${chartLeaks.join('\n    ')}`);
} else console.log(`  ok   chart.js only in ${chartChunks.join(', ')} (absent from public pages)`);
process.exit(failed ? 1 : 0);
