/**
 * PostgreSQL going away (quality R4): requests fail fast with 503, /api/ready says 503,
 * the process stays up, and it recovers by itself when the database returns.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer, stopServer, tempDataDir, type ServerProcess } from './testing/server-process';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy';
import { openAppTestDatabase, type AppTestDatabase } from './testing/database';

const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)('PostgreSQL down, then back (R4)', () => {
  let database: AppTestDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;

  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 within 2 s while the database is away and recovers when it returns', async () => {
    database = await openAppTestDatabase();
    await database.handle.close();
    const target = new URL(database.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(database.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServer({ DATA_DIR: tempDataDir(), DATABASE_URL: viaProxy.toString() });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ success: false, message: 'Database unavailable' });
    expect(Date.now() - started).toBeLessThan(2500);
    // The process itself is up.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    await proxy.restore();
    await vi.waitFor(async () => expect((await fetch(`${server.url}/api/ready`)).status).toBe(200), { timeout: 20_000, interval: 50 });
  });
});
