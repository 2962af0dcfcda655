/**
 * F1: the bundle budget against B5 (a React-only page built with the same Vite config).
 * Builds the site into a scratch folder and runs apps/web's budget check on it, which builds
 * B5 in the same go; its table joins the bench report.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');

export function runF1(): { text: string; ok: boolean } {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-bench-web-'));
  try {
    const vite = path.join(webDir, 'node_modules/.bin/vite');
    const build = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: webDir, encoding: 'utf8' });
    if (build.status !== 0) return { text: `F1: the web build failed:\n${build.stderr}`, ok: false };
    const check = spawnSync(process.execPath, ['scripts/check-bundle.mjs'], { cwd: webDir, encoding: 'utf8', env: { ...process.env, WEB_DIST: outDir } });
    return { text: `F1 (B5 built in this run)${check.stdout.trimEnd()}`, ok: check.status === 0 };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
