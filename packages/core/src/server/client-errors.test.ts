/**
 * Issue 35: what Node refuses before there is a request (an over-long header, a request line
 * it cannot read) is answered in the API's envelope, `{success:false, message}`, with the
 * right status, not Fastify's or Node's own body.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreApp, type CoreApp } from './app';
import { SAFE_HEADERS } from './connections';

let app: CoreApp;
let port: number;

beforeAll(async () => {
  app = createCoreApp({ jwtSecret: 'x'.repeat(40) });
  await app.register(async (api) => {
    api.get('/api/things', async () => ({ success: true }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function exchange(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const at = text.indexOf('\r\n\r\n');
      resolve({ status: Number(text.slice(9, 12)), headers: text.slice(0, at), body: text.slice(at + 4) });
    });
  });
}

describe('errors raised before routing (issue 35)', () => {
  it('answers an over-long header 431 in the envelope', async () => {
    const answer = await exchange(`GET /api/things HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/\r\ncontent-type: application\/json/i);
    expect(answer.headers).toMatch(/\r\nx-content-type-options: nosniff/i);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Request headers are too large' });
  });

  it('answers a request it cannot read 400 in the envelope', async () => {
    const answer = await exchange('GET /api/things HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Malformed request' });
  });

  it('carries the same safe headers on a raw answer and on the router’s own errors', async () => {
    const raw = await exchange(`GET /api/things HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const badUrl = await exchange('GET /api/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(badUrl.status).toBe(400);
    expect(JSON.parse(badUrl.body)).toEqual({ success: false, message: 'Malformed address' });
    for (const answer of [raw, badUrl]) {
      for (const [name, value] of Object.entries(SAFE_HEADERS)) expect(answer.headers.toLowerCase()).toContain(`\r\n${name}: ${value}`.toLowerCase());
    }
  });

  it('still answers ordinary requests', async () => {
    const answer = await exchange('GET /api/things HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});
