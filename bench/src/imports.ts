/**
 * I1 and I2 (issue 35, "heavy work off the request path"): the two big imports posted to the
 * real server, with the server's longest event-loop block while each runs and its peak
 * resident memory, read inside the server by loop-probe.ts (preloaded by this bench only).
 * Targets: longest block <= 100 ms; peak RSS <= 300 MB on the embedded database.
 *
 * - I1: a valid Cricsheet match file just under the 5 MB cap (big-cricsheet.ts, real overs),
 *   POST /api/tournaments/{id}/cricsheet.
 * - I2: the 5,000-row sign-up sheet of bench S (messySheet), POST /api/registrations/import.
 *
 * Each import runs on a server of its own (a fresh process: its peak memory is its own), and
 * a request to /api/teams is timed while it runs (a route that should not wait for it).
 */
import { bigCricsheet } from './big-cricsheet';
import type { Row } from './row';
import { messySheet } from './signups';
import { adminToken, startSubject, type ProbeReport, type Subject } from './subject';

async function post(subject: Subject, url: string, token: string, body: string) {
  const res = await fetch(`${subject.url}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  const json = (await res.json()) as { data?: Record<string, unknown>; message?: string } & Record<string, unknown>;
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${json.message}`);
  return json;
}

/** Runs `work` on the server while pinging a public route; the probe's window covers exactly it. */
async function measured(subject: Subject, work: () => Promise<unknown>) {
  await subject.probe!('reset');
  const started = performance.now();
  let pings = 0;
  let slowest = 0;
  let done = false;
  const pinger = (async () => {
    while (!done) {
      const t = performance.now();
      await (await fetch(`${subject.url}/api/teams`, { headers: { 'cache-control': 'no-cache' } })).arrayBuffer();
      slowest = Math.max(slowest, performance.now() - t);
      pings++;
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  await work();
  const ms = performance.now() - started;
  done = true;
  await pinger;
  const report: ProbeReport = await subject.probe!('report');
  return { ms, pings, slowest, report };
}

function row(id: string, kind: string, subject: string, m: Awaited<ReturnType<typeof measured>>, before: ProbeReport): Row {
  const line = `${id} ${kind}: ${subject}: ${m.ms.toFixed(0)} ms, longest block ${m.report.longestMs!.toFixed(0)} ms, RSS ${before.rssMb.toFixed(0)} MB before, peak ${m.report.maxRssMb!.toFixed(0)} MB; /api/teams answered ${m.pings} times meanwhile, slowest ${m.slowest.toFixed(0)} ms`;
  console.error(line);
  return {
    id,
    db: kind,
    subject: `${subject} (${m.ms.toFixed(0)} ms; peak RSS ${m.report.maxRssMb!.toFixed(0)} MB, from ${before.rssMb.toFixed(0)} MB; /api/teams slowest ${m.slowest.toFixed(0)} ms)`,
    baseline: '(absolute) longest event-loop block, ms',
    ratio: 1,
    target: 0,
    p50: Math.round(m.report.longestMs!),
    p99: Math.round(m.report.longestMs!),
    p99Target: 100,
    errors: kind === 'pglite' && m.report.maxRssMb! > 300 ? 1 : 0,
  };
}

export async function runImportsBench(kinds: readonly ('pglite' | 'postgres')[], postgresUrl: string, which: 'I1' | 'I2' | 'both' = 'both'): Promise<Row[]> {
  const rows: Row[] = [];
  const file = bigCricsheet();
  const sheet = JSON.stringify({ csv: messySheet() });
  for (const kind of kinds) {
    if (which !== 'I2') {
      const subject = await startSubject(kind, postgresUrl, { probe: true, restart: true, compiled: true });
      try {
        const token = await adminToken(subject);
        const t = await post(subject, '/api/tournaments', token, JSON.stringify({ name: 'Bench timeless', season: '2099', status: 'completed' }));
        const before = await subject.probe!('reset');
        const m = await measured(subject, () => post(subject, `/api/tournaments/${t.data!.id}/cricsheet?adults=true`, token, file));
        rows.push(row('I1', kind, `POST /api/tournaments/{id}/cricsheet, ${(Buffer.byteLength(file) / 2 ** 20).toFixed(2)} MB file`, m, before));
      } finally {
        await subject.stop();
      }
    }
    if (which !== 'I1') {
      const subject = await startSubject(kind, postgresUrl, { probe: true, restart: true, compiled: true });
      try {
        const token = await adminToken(subject);
        const before = await subject.probe!('reset');
        let counts: unknown;
        const m = await measured(subject, async () => (counts = (await post(subject, '/api/registrations/import', token, sheet)).counts));
        if ((counts as { add?: number } | undefined)?.add !== 5000) throw new Error(`I2: counts ${JSON.stringify(counts)}`);
        rows.push(row('I2', kind, `POST /api/registrations/import, 5,000-row sheet (${(Buffer.byteLength(sheet) / 2 ** 20).toFixed(2)} MB body)`, m, before));
      } finally {
        await subject.stop();
      }
    }
  }
  return rows;
}
