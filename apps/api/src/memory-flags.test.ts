/**
 * How the compiled server runs for memory (issue 35): `npm start` and the Docker image give
 * it the same malloc settings and node flags, and they reach node. The values come from bench
 * D (a match day in a 512 MB / 1 CPU cgroup, bench/src/match-day.ts): without the malloc
 * settings glibc kept each image upload's decode buffers (+150-200 MB that never came back)
 * and the server was killed for memory; the heap cap leaves V8 what a 512 MB machine has
 * beside the embedded database (the rest of the process peaked near 270 MB).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MALLOC = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '4194304' };
const NODE_FLAGS = ['--max-old-space-size=224'];

function startScript() {
  const manifest = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const match = /^node scripts\/build\.mjs && (.*?)exec node (.*?)dist\/server\.mjs$/.exec(manifest.scripts.start);
  expect(match, manifest.scripts.start).not.toBeNull();
  return { env: match![1]!, flags: match![2]!.trim().split(/\s+/).filter(Boolean) };
}

describe('the server is run with its memory settings', () => {
  it('by npm start: the malloc settings and the heap cap reach node', () => {
    const { env, flags } = startScript();
    expect(flags).toEqual(NODE_FLAGS);
    // The start script's own words, the server's file swapped for a line that reports.
    const report = `console.log(JSON.stringify({ arena: process.env.MALLOC_ARENA_MAX, trim: process.env.MALLOC_TRIM_THRESHOLD_, argv: process.execArgv.slice(0, process.execArgv.indexOf('-e')) }))`;
    const run = spawnSync('/bin/sh', ['-c', `${env}exec node ${flags.join(' ')} -e "$0"`, report], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ arena: MALLOC.MALLOC_ARENA_MAX, trim: MALLOC.MALLOC_TRIM_THRESHOLD_, argv: NODE_FLAGS });
  });

  it('by the Docker image, the same as npm start', () => {
    const dockerfile = fs.readFileSync(path.resolve(apiDir, '../../Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const env = Object.fromEntries(
      [...runtime.matchAll(/^ENV (.+)$/gm)].flatMap((line) => line[1]!.split(/\s+/).map((pair) => pair.split('=') as [string, string])),
    );
    expect(env).toMatchObject(MALLOC);
    const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1];
    expect(JSON.parse(cmd!)).toEqual(['node', ...NODE_FLAGS, 'dist/server.mjs']);
  });
});
