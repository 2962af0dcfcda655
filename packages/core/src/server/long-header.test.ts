/**
 * Issue 35 "Inputs": a request whose headers are too long (past Node's 16 KB) or that is not
 * HTTP at all is answered in the API's envelope, `{success:false, message}`, not Fastify's
 * default body.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../testing';

let app: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  app = await createTestApp({ plugins: [] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Sends raw bytes and reads whatever comes back until the server closes the socket. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (out += chunk));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

const parse = (answer: string) => {
  const [head, body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head!.split(' ')[1]), head: head!, body };
};

it('an over-long header: 431 in the envelope', async () => {
  const answer = parse(await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`));
  expect(answer.status).toBe(431);
  expect(answer.head).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Request headers are too large' });
});

it('bytes that are not HTTP: 400 in the envelope', async () => {
  const answer = parse(await raw('this is not http\r\n\r\n'));
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Bad request' });
});
