/**
 * The request thread's side of the Cricsheet worker (issue 35): one worker thread, started
 * on the first import and kept (it holds the event loop open only while a job is out),
 * answering jobs in the order they were posted. A worker that dies fails the jobs it held,
 * and the next import starts another.
 *
 * The worker's module: the compiled server's own file beside it (apps/api's build emits
 * `tournaments-cricsheet.worker.mjs` and rewrites the URL below to it), else this folder's
 * TypeScript source, run under tsx (`pnpm dev`, the benches, tests).
 */
import { Worker } from 'node:worker_threads';
import type { ImportedMatch, MatchSetup } from '@league/cricket';
import { check, prepare, type Checked, type Prepared } from './cricsheet-prepare';

export type WorkerRequest =
  { job: number; op: 'read'; text: string; checked: boolean } | { job: number; op: 'prepare'; setup: MatchSetup } | { job: number; op: 'release' };

export type WorkerReply =
  | { job: number; op: 'read'; json: false }
  | { job: number; op: 'read'; json: true; checked: Checked }
  | { job: number; op: 'prepare'; prepared: Prepared }
  | { job: number; op: 'release' }
  | { job: number; op: 'failed'; message: string };

const entry = new URL('./cricsheet.worker.ts', import.meta.url);

/**
 * The compiled file is a worker's module as it is. The source is loaded by tsx (a
 * devDependency of this package) inside the worker: Node 20 applies no `--import` loader to
 * a worker's own entry, inherited or given.
 */
function startWorker(): Worker {
  const options = { name: 'cricsheet-import' };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  // Resolved from here as an import (createRequire would give its CommonJS build, which fails to register its loader).
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}))`;
  return new Worker(boot, { ...options, eval: true });
}

/** The running worker and the jobs out to it. */
interface Running {
  thread: Worker;
  jobs: Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>;
}

let current: Running | null = null;
let nextJob = 1;

/**
 * The worker, started if there is none. One that fails or stops fails the jobs it held (its
 * own: a worker's 'exit' can come after the next one has started) and is forgotten.
 */
function running(): Running {
  if (current) return current;
  const run: Running = { thread: startWorker(), jobs: new Map() };
  const { thread, jobs } = run;
  const fail = (error: Error) => {
    if (current === run) current = null;
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  thread.on('message', (reply: WorkerReply) => {
    const job = jobs.get(reply.job);
    if (!job) return;
    jobs.delete(reply.job);
    if (jobs.size === 0) thread.unref();
    if (reply.op === 'failed') job.reject(new Error(`Cricsheet import: ${reply.message}`));
    else job.resolve(reply);
  });
  // A module that is missing or throws, or a crash: 'error', then 'exit'. A plain stop: 'exit'.
  thread.on('error', (error) => fail(new Error(`Cricsheet import: the worker failed: ${error.message}`, { cause: error })));
  thread.on('exit', (code) => fail(new Error(`Cricsheet import: the worker stopped (exit code ${code}) before answering`)));
  thread.unref();
  current = run;
  return run;
}

function ask<R extends WorkerReply['op']>(request: WorkerRequest): Promise<Extract<WorkerReply, { op: R }>> {
  const { thread, jobs } = running();
  return new Promise((resolve, reject) => {
    jobs.set(request.job, { resolve: resolve as (reply: WorkerReply) => void, reject });
    thread.ref();
    thread.postMessage(request);
  });
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
