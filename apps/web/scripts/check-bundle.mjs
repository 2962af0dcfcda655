#!/usr/bin/env node
/**
 * Bundle budget (quality F1), read from the built site (React Router's client build: its
 * Vite manifest, the prerendered documents and the assets):
 * - JS that `/` runs before first paint (the document's inline scripts: Home's greeting and
 *   React Router's hydration data; the modules are deferred) <= B5 (a React-only page, built
 *   here) + 80 KiB gzip; the app that then hydrates it (its module scripts and preloads) is
 *   reported;
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
const dist = path.resolve(process.env.WEB_DIST ?? path.join(webDir, 'dist', 'client'));
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
const assetJs = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const chartChunks = assetJs.filter(hasChart);

/** What a prerendered document runs: inline script text, and the modules it loads and preloads. */
function documentScripts(file) {
  const html = fs.readFileSync(path.join(dist, file), 'utf8');
  // A page's words (root.tsx, type="application/json") are data the browser never runs.
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/.test(m[1]) && !/type="application\/json"/.test(m[1]))
    .map((m) => m[2]);
  const modules = new Set([...html.matchAll(/(?:href|src)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const text of inline) for (const m of text.matchAll(/["'(]\/(assets\/[^"']+\.js)["')]/g)) modules.add(m[1]);
  return { inline, modules: [...modules] };
}
const home = documentScripts('index.html');
const firstPaint = home.inline.reduce((n, text) => n + gzipSync(text).length, 0);
const appForHome = home.modules.reduce((n, f) => n + gz(f), 0);

// B5, built now with the same plugins and target.
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-b5-'));
await build({ root: path.join(webDir, 'baseline'), logLevel: 'silent', plugins: [react()], build: { outDir, target: 'es2022', emptyOutDir: true } });
const b5 = fs
  .readdirSync(path.join(outDir, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((n, f) => n + gzipSync(fs.readFileSync(path.join(outDir, 'assets', f))).length, 0);

// Every script the build wrote.
const total = assetJs.reduce((n, f) => n + gz(f), 0);

// Public pages: every prerendered document's modules, and every route module that is not an
// admin screen, with what it imports statically.
const adminOnly = /admin|dashboard|finance|sheets|settings|dues|scorers|auction-(setup|console)/i;
const publicRoutes = Object.keys(manifest).filter((k) => manifest[k].isEntry && k.startsWith('src/routes/') && !adminOnly.test(k));
const prerendered = fs
  .readdirSync(dist, { recursive: true })
  .filter((f) => String(f).endsWith('index.html'))
  .map(String);
const chartLeaks = [];
for (const doc of prerendered) for (const file of documentScripts(doc).modules) if (hasChart(file)) chartLeaks.push(`${doc} -> ${file}`);
for (const key of publicRoutes) for (const file of jsOf(staticClosure(key))) if (hasChart(file)) chartLeaks.push(`${key} -> ${file}`);

const rows = [
  ['JS run by / before first paint', firstPaint, b5 + 80 * KiB, `B5 (${(b5 / KiB).toFixed(1)} KiB) + 80 KiB`],
  ['all JS', total, 350 * KiB, '350 KiB'],
];
let failed = false;
console.log('\nBundle budget (gzip)');
for (const [name, value, limit, label] of rows) {
  const ok = value <= limit;
  failed ||= !ok;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(36)} ${(value / KiB).toFixed(1).padStart(7)} KiB   budget ${label} = ${(limit / KiB).toFixed(1)} KiB`);
}
// Reported, not gated: the page is drawn before any of it runs (F1 holds the row above).
console.log(
  `  info ${'JS that hydrates / (after the paint)'.padEnd(36)} ${(appForHome / KiB).toFixed(1).padStart(7)} KiB   (B5 + ${((appForHome - b5) / KiB).toFixed(1)} KiB; reported, the page is drawn without it)`,
);
if (!chartChunks.length) {
  failed = true;
  console.log('  ???? chart.js not found in any chunk: the marker is stale, fix this check');
} else if (chartLeaks.length) {
  failed = true;
  console.log(`  OVER chart.js reaches public pages:\n    ${chartLeaks.join('\n    ')}`);
} else console.log(`  ok   chart.js only in ${chartChunks.join(', ')} (absent from public pages)`);
process.exit(failed ? 1 : 0);
