/**
 * The request thread's side of the Cricsheet worker (issue 35): one worker thread, started
 * on the first import and kept (it holds the event loop open only while a job is out),
 * answering jobs in the order they were posted. A worker that dies fails the jobs it held,
 * and the next import starts another.
 *
 * The worker's module: the compiled server's own file beside it (apps/api's build emits
 * `tournaments-cricsheet.worker.mjs` and rewrites the URL below to it), else this folder's
 * TypeScript source, run under tsx: inherited when the server runs under it (`pnpm dev`,
 * the benches), else loaded into the worker alone (tests).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportedMatch, MatchSetup } from '@league/cricket';
import { check, prepare, type Checked, type Prepared } from './cricsheet-prepare';

export type WorkerRequest =
  | { job: number; op: 'read'; text: string; checked: boolean }
  | { job: number; op: 'prepare'; setup: MatchSetup }
  | { job: number; op: 'release' }
  | { job: number; op: 'hold'; gate: SharedArrayBuffer };

export type WorkerReply =
  | { job: number; op: 'read'; json: false }
  | { job: number; op: 'read'; json: true; checked: Checked }
  | { job: number; op: 'prepare'; prepared: Prepared }
  | { job: number; op: 'release' }
  | { job: number; op: 'hold' }
  | { job: number; op: 'failed'; message: string };

const entry = new URL('./cricsheet.worker.ts', import.meta.url);

/** tsx's module API (`tsx/esm/api`), found from here, from the working folder, or in pnpm's store of the workspace. */
function tsxApi(): string {
  const apiOf = (manifest: string) => {
    const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
    return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default)).href;
  };
  for (const from of [fileURLToPath(import.meta.url), path.join(process.cwd(), 'package.json')]) {
    try {
      return apiOf(createRequire(from).resolve('tsx/package.json'));
    } catch {
      /* not from there */
    }
  }
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', '.pnpm', 'node_modules', 'tsx', 'package.json');
    if (fs.existsSync(manifest)) return apiOf(manifest);
  }
  throw new Error('The Cricsheet worker runs from its TypeScript source here, and no tsx was found to load it');
}

/**
 * The compiled file is a worker's module as it is. The source is loaded by tsx inside the
 * worker (Node 20 applies no `--import` loader to a worker's own entry, inherited or given).
 */
function startWorker(): Worker {
  const options = { name: 'cricsheet-import' };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const boot = `import(${JSON.stringify(tsxApi())}).then((api) => api.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}))`;
  return new Worker(boot, { ...options, eval: true });
}

let worker: Worker | null = null;
let nextJob = 1;
const pending = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();
/** Workers started, jobs posted and answered: tests see by these that the work left the request thread. */
export const workerStats = { started: 0, jobs: 0, answered: 0 };

function running(): Worker {
  if (worker) return worker;
  const started = startWorker();
  workerStats.started++;
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on('message', (reply: WorkerReply) => {
    const job = pending.get(reply.job);
    if (!job) return;
    pending.delete(reply.job);
    workerStats.answered++;
    if (pending.size === 0) started.unref();
    if (reply.op === 'failed') job.reject(new Error(`Cricsheet import: ${reply.message}`));
    else job.resolve(reply);
  });
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`Cricsheet import: the worker stopped (${code})`)));
  started.unref();
  worker = started;
  return started;
}

function ask<R extends WorkerReply['op']>(request: WorkerRequest): Promise<Extract<WorkerReply, { op: R }>> {
  const thread = running();
  workerStats.jobs++;
  return new Promise((resolve, reject) => {
    pending.set(request.job, { resolve: resolve as (reply: WorkerReply) => void, reject });
    thread.ref();
    thread.postMessage(request);
  });
}

/**
 * For tests: the worker stops at this point in its queue until `release` is called (it waits
 * on a shared flag), so a test can see the request thread answer others while an import
 * waits for the worker, without timing anything.
 */
export function holdWorker(): { release: () => Promise<void> } {
  const gate = new SharedArrayBuffer(4);
  const held = ask<'hold'>({ job: nextJob++, op: 'hold', gate });
  return {
    release: async () => {
      const flag = new Int32Array(gate);
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      await held;
    },
  };
}

/** A request's file once read: what it is (or why it is none), and its rows and scorecard on demand. */
export interface CricsheetFile {
  readonly checked: Checked;
  /** The rows and summary for the match `setup` describes (once: the worker lets the file go). */
  prepare(setup: MatchSetup): Promise<Prepared>;
  /** Lets the file go without preparing it (a refused or repeated import). */
  release(): void;
}

class HeldFile implements CricsheetFile {
  private done = false;
  constructor(
    private readonly job: number,
    readonly checked: Checked,
  ) {}
  async prepare(setup: MatchSetup) {
    this.done = true;
    return (await ask<'prepare'>({ job: this.job, op: 'prepare', setup })).prepared;
  }
  release() {
    if (this.done || 'error' in this.checked) return;
    this.done = true;
    ask({ job: this.job, op: 'release' }).catch(() => undefined);
  }
}

/**
 * The body of POST /api/tournaments/{id}/cricsheet, read in the worker. `fastifyParse` is
 * Fastify's own JSON parser: a body it would refuse (malformed, or a prototype key) goes to
 * it, so the answer is its answer, word for word.
 */
export async function readCricsheet(text: string, fastifyParse: (text: string) => Promise<unknown>): Promise<CricsheetFile> {
  const job = nextJob++;
  let reply = await ask<'read'>({ job, op: 'read', text, checked: false });
  if (!reply.json) {
    await fastifyParse(text);
    reply = await ask<'read'>({ job, op: 'read', text, checked: true });
    if (!reply.json) throw new Error('Cricsheet import: the worker and Fastify read the body differently');
  }
  return new HeldFile(job, reply.checked);
}

/** A body that did not come through the worker (no body, or another parser's): checked here, as it is small. */
export function checkHere(json: unknown): CricsheetFile {
  const { checked, imported } = check(json);
  return {
    checked,
    prepare: async (setup: MatchSetup) => prepare(imported as ImportedMatch, setup),
    release: () => undefined,
  };
}

export function isCricsheetFile(value: unknown): value is CricsheetFile {
  return value instanceof HeldFile;
}
