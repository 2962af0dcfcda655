/**
 * The Cricsheet import's worker thread (issue 35): a 5 MB file's JSON, checks, event log,
 * fingerprint, rows and scorecard are seconds of CPU that must not stop the server's event
 * loop. One request's file is held here between its two steps (read, then prepare once the
 * tournament is known), by job number, and let go after its prepare, on release or after
 * HOLD_MS (a request that never reached its handler).
 */
import { parentPort } from 'node:worker_threads';
import type { ImportedMatch, MatchSetup } from '@league/cricket';
import { check, prepare, readJson } from './cricsheet-prepare';
import type { WorkerReply, WorkerRequest } from './cricsheet-pool';

const HOLD_MS = 120_000;
const held = new Map<number, { imported: ImportedMatch; timer: NodeJS.Timeout }>();

function hold(job: number, imported: ImportedMatch) {
  const timer = setTimeout(() => held.delete(job), HOLD_MS);
  timer.unref();
  held.set(job, { imported, timer });
}

function take(job: number): ImportedMatch | undefined {
  const entry = held.get(job);
  if (!entry) return undefined;
  clearTimeout(entry.timer);
  held.delete(job);
  return entry.imported;
}

function handle(request: WorkerRequest): WorkerReply {
  switch (request.op) {
    case 'read': {
      const json = readJson(request.text, request.checked);
      if (!json) return { job: request.job, op: 'read', json: false };
      const { checked, imported } = check(json.value);
      if (imported) hold(request.job, imported);
      return { job: request.job, op: 'read', json: true, checked };
    }
    case 'prepare': {
      const imported = take(request.job);
      if (!imported) return { job: request.job, op: 'failed', message: 'the file is no longer held' };
      return { job: request.job, op: 'prepare', prepared: prepare(imported, request.setup as MatchSetup) };
    }
    case 'release':
      take(request.job);
      return { job: request.job, op: 'release' };
  }
}

parentPort!.on('message', (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = handle(request);
  } catch (error) {
    reply = { job: request.job, op: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
