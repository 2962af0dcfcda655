/**
 * Issue 18: a client that disconnects mid-request is not logged as "database unavailable"
 * (its socket's ECONNRESET used to be taken for the database's).
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCoreApp, type CoreApp } from './app';

let app: CoreApp;
let port: number;
const lines: string[] = [];
let arrived = () => {};

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = createCoreApp({ jwtSecret: 'x'.repeat(40), logger: { level: 'debug', stream } });
  await app.register(async (api) => {
    // Before the body is read: the request has reached the server and its body is awaited.
    api.addHook('preParsing', async () => arrived());
    api.post('/api/things', async (request) => ({ got: request.body }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

describe('a client that hangs up (issue 18)', () => {
  it('is logged as such, never as the database being unavailable', async () => {
    const reading = new Promise<void>((resolve) => (arrived = resolve));
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('POST /api/things HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"');
    });
    await reading;
    socket.destroy();
    // The error handler logs the hang-up one way or the other: wait for either line.
    const log = () => lines.join('');
    await vi.waitFor(() => expect(log()).toMatch(/client closed the connection|database unavailable/), { timeout: 5000 });
    expect(log()).not.toMatch(/database unavailable/);
    expect(log()).toMatch(/client closed the connection/);
  });
});
