/**
 * Issue 18: a request whose headers or body do not arrive in time is closed (1,000 such
 * POSTs used to make the site unreachable), while a long answer that keeps streaming, such
 * as a server-sent-event feed, is not cut.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreApp, type CoreApp } from './app';

let app: CoreApp;
let port: number;

beforeAll(async () => {
  // Short clocks so the test runs in seconds; production uses 30 s and 20 s, checked every 5 s.
  app = createCoreApp({ jwtSecret: 'x'.repeat(40), requestTimeoutMs: 1_000, headersTimeoutMs: 800, timeoutCheckMs: 100, rateLimitMax: 2 });
  // Inside a plugin, as features are, so the root's rate limit covers the routes.
  await app.register(async (api) => {
    api.post('/api/echo', async (request) => ({ got: request.body }));
    // The shape of an SSE route: the reply is taken over and written for longer than the clocks.
    api.get('/api/things/live', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      let n = 0;
      const timer = setInterval(() => {
        reply.raw.write(`: heartbeat ${++n}\n\n`);
        if (n === 25) {
          clearInterval(timer);
          reply.raw.end();
        }
      }, 100);
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

/** Opens a raw connection, sends `head`, never sends more; resolves with the ms until the server closed it. */
function holdOpen(head: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
    socket.on('error', () => undefined);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the slow request open'));
    }, 10_000).unref();
  });
}

describe('slow requests (issue 18)', () => {
  it('closes a POST whose body never comes', async () => {
    const { ms } = await holdOpen('POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
    expect(ms).toBeLessThan(5_000);
  });

  it('closes a request whose headers never finish', async () => {
    const { ms } = await holdOpen('GET /api/things HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(ms).toBeLessThan(5_000);
  });

  it('closes a slow body even after the rate limit answered 429', async () => {
    const body = 'POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';
    for (let i = 0; i < 3; i++) await holdOpen(body.replace('Host: x', 'Host: x\r\nConnection: close')).catch(() => undefined);
    const { ms, answer } = await holdOpen('POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    expect(answer).toMatch(/429/);
    expect(ms).toBeLessThan(5_000);
  });

  it('keeps a long event stream open past the clocks', async () => {
    const started = Date.now();
    const chunks = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/things/live' }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c.toString()));
          res.on('end', () => resolve(text));
          res.on('error', reject);
        })
        .on('error', reject);
    });
    expect(Date.now() - started).toBeGreaterThan(2_000);
    expect(chunks.match(/heartbeat/g)).toHaveLength(25);
  });

  it('still answers a request that arrives in time', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 }, remoteAddress: '10.9.9.9' });
    expect(res.json()).toEqual({ got: { a: 1 } });
  });
});
