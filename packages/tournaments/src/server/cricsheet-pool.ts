/**
 * The request thread's side of the Cricsheet worker (issue 35): one worker thread, started
 * on the first import, answering jobs in the order they were posted, and kept (it holds the
 * event loop open only while a job is out) unless it has read a large file: that one is
 * ended as soon as no job is out and it holds no file (after the prepare, before the rows
 * are written), so on a 512 MB server its isolate and heap (some 40 MB over the server's
 * own at a 5 MB file's peak) are back before the database's share is taken. A match file
 * is some 80 KB; starting a worker costs more than keeping one that read only such files.
 * A worker that dies fails the jobs it held, and the next import starts another.
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
 * The worker's young generation, MB. V8 grows it to 32 MB and more while a 5 MB file is read;
 * at 4 the worker's peak is some 25 MB lower, no slower (what survives is promoted sooner).
 */
const YOUNG_GENERATION_MB = 4;
/** A file of this many characters or more makes its worker one that is ended once idle. */
const LARGE_FILE = 1024 * 1024;

/**
 * The compiled file is a worker's module as it is. The source is loaded by tsx (a
 * devDependency of this package) inside the worker: Node 20 applies no `--import` loader to
 * a worker's own entry, inherited or given.
 */
function startWorker(): Worker {
  const options = { name: 'cricsheet-import', resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  // Resolved from here as an import (createRequire would give its CommonJS build, which fails to register its loader).
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}))`;
  return new Worker(boot, { ...options, eval: true });
}

/** The running worker, the jobs out to it, how many files it holds (read, not yet prepared or released) and whether one was large. */
interface Running {
  thread: Worker;
  jobs: Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>;
  files: number;
  large: boolean;
}

let current: Running | null = null;
let nextJob = 1;

/** Ends a worker with nothing to do; its 'exit' fails nothing (no job is out), and the next import starts another. */
function end(run: Running) {
  if (current === run) current = null;
  void run.thread.terminate();
}

/**
 * The worker, started if there is none. One that fails or stops fails the jobs it held (its
 * own: a worker's 'exit' can come after the next one has started) and is forgotten.
 */
function running(): Running {
  if (current) return current;
  const run: Running = { thread: startWorker(), jobs: new Map(), files: 0, large: false };
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
    if (reply.op === 'read' && reply.json && !('error' in reply.checked)) run.files++;
    if (reply.op === 'failed') job.reject(new Error(`Cricsheet import: ${reply.message}`));
    else job.resolve(reply);
    if (jobs.size > 0) return;
    if (run.large && run.files === 0) end(run);
    else thread.unref();
  });
  // A module that is missing or throws, or a crash: 'error', then 'exit'. A plain stop: 'exit'.
  thread.on('error', (error) => fail(new Error(`Cricsheet import: the worker failed: ${error.message}`, { cause: error })));
  thread.on('exit', (code) => fail(new Error(`Cricsheet import: the worker stopped (exit code ${code}) before answering`)));
  thread.unref();
  current = run;
  return run;
}

function ask<R extends WorkerReply['op']>(request: WorkerRequest, run = running()): Promise<Extract<WorkerReply, { op: R }>> {
  const { thread, jobs } = run;
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
    /** The worker that read it (a prepare asked after it died goes to the next, which holds no such file). */
    private readonly run: Running,
  ) {}
  async prepare(setup: MatchSetup) {
    this.letGo();
    return (await ask<'prepare'>({ job: this.job, op: 'prepare', setup })).prepared;
  }
  release() {
    if (this.done || 'error' in this.checked) return;
    this.letGo();
    ask({ job: this.job, op: 'release' }).catch(() => undefined);
  }
  /** The worker lets the file go with the job about to be asked (its reply may end the worker). */
  private letGo() {
    if (!this.done && !('error' in this.checked)) this.run.files--;
    this.done = true;
  }
}

/**
 * The body of POST /api/tournaments/{id}/cricsheet, read in the worker. `fastifyParse` is
 * Fastify's own JSON parser: a body it would refuse (malformed, or a prototype key) goes to
 * it, so the answer is its answer, word for word.
 */
export async function readCricsheet(text: string, fastifyParse: (text: string) => Promise<unknown>): Promise<CricsheetFile> {
  const job = nextJob++;
  const read = async (checked: boolean) => {
    const run = running();
    run.large ||= text.length >= LARGE_FILE;
    return { run, reply: await ask<'read'>({ job, op: 'read', text, checked }, run) };
  };
  let { run, reply } = await read(false);
  if (!reply.json) {
    await fastifyParse(text);
    ({ run, reply } = await read(true));
    if (!reply.json) throw new Error('Cricsheet import: the worker and Fastify read the body differently');
  }
  return new HeldFile(job, reply.checked, run);
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
