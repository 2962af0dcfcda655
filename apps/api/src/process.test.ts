/**
 * The process as an operator meets it (quality R1, R3): one server per embedded data
 * directory, stale locks taken over, and a SIGTERM that drains instead of dropping.
 */
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopServer, tempDataDir, type ServerProcess } from './testing/server-process';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';

const running: ServerProcess[] = [];
const databases: AppTestDatabase[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => stopServer(s, 'SIGKILL')));
  await Promise.all(databases.splice(0).map((d) => d.drop()));
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database lock (R3)', () => {
  it('refuses a second process on the same data directory with a clear message', async () => {
    const dataDir = tempDataDir();
    running.push(await startServer({ DATA_DIR: dataDir }));
    const second = await startServer({ DATA_DIR: dataDir }, { waitReady: false });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another process \(pid \d+\)/);
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'db.lock'), '999999'); // no such process
    const server = await startServer({ DATA_DIR: dataDir });
    running.push(server);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  });
});

describe('SIGTERM under load (R1)', () => {
  it('finishes in-flight requests, refuses new ones, exits 0 within 10 s, and restarts cleanly', async () => {
    const dataDir = tempDataDir();
    // On PostgreSQL, a database of its own: the server migrates it, and a shared one would
    // carry whatever an earlier run's migrations left there.
    let databaseUrl: string | undefined;
    if (process.env.TEST_DATABASE_URL) {
      const database = await openAppTestDatabase();
      databases.push(database);
      await database.handle.close();
      databaseUrl = database.url;
    }
    // One client sends the whole load: lift the per-address limits (tested on their own) so
    // every answer is the drain's, not the read limiter's 429.
    const env = { DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const server = await startServer(env);
    running.push(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const outcomes: string[] = [];
    // Half the load reads a public list, which after its first answer comes from the cache's
    // fast path in front of Fastify: draining must hold for those too.
    let killedAt = Number.POSITIVE_INFINITY;
    /** Outcomes of requests started well after SIGTERM (the signal takes a moment to land). */
    const late: string[] = [];
    /** 200s per path so far, and a wake-up for whoever waits for the load to be under way. */
    const served = new Map<string, number>();
    let onServed = () => {};
    const hit = (path: string) =>
      new Promise<void>((resolve) => {
        const startedLate = Date.now() > killedAt + 500;
        const record = (outcome: string) => {
          outcomes.push(outcome);
          if (startedLate) late.push(`${path} ${outcome}`);
          if (outcome === '200') served.set(path, (served.get(path) ?? 0) + 1);
          onServed();
        };
        const req = http.get(`${server.url}${path}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            record(String(res.statusCode));
            resolve();
          });
          res.on('error', () => {
            record('reset-mid-response');
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          record(error.code === 'ECONNREFUSED' ? 'refused' : `error:${error.code}`);
          resolve();
        });
      });

    let stop = false;
    const load = Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        while (!stop) await hit(i % 2 ? '/api/ready' : '/api/teams');
      }),
    );
    // The load is under way: twenty answers on each path (so the teams list comes from the
    // fast path by now), and each worker sends its next request as soon as it is answered.
    await new Promise<void>((resolve, reject) => {
      onServed = () => {
        if ((served.get('/api/teams') ?? 0) >= 20 && (served.get('/api/ready') ?? 0) >= 20) resolve();
      };
      void server.exited.then((code) => reject(new Error(`the server exited (${code}) before the load was under way:\n${server.output()}`)));
    });
    const startedAt = Date.now();
    killedAt = startedAt;
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const tookMs = Date.now() - startedAt;
    stop = true;
    await load;
    agent.destroy();

    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    // Anything that was not served was refused cleanly (503 or no connection), never cut off.
    const unexpected = outcomes.filter((o) => !['200', '503', 'refused'].includes(o) && o !== 'error:ECONNRESET');
    expect(unexpected).toEqual([]);
    // New requests once the drain has begun are refused, the cached lists' fast path included.
    expect(late.filter((o) => o.endsWith(' 200'))).toEqual([]);
    expect(server.output()).toContain('shutting down');

    const again = await startServer(env);
    running.push(again);
    expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
  });
});
