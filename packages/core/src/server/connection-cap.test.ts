/**
 * The per-address connection cap behind a trusted proxy (issue 35): only the proxy's own
 * connections go uncounted; a client reaching the port directly is capped as if there were
 * no proxy, and live streams through the proxy are counted by the forwarded address.
 * Loopback gives each client its own address (127.0.0.2, 127.0.0.9, …).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreApp, type CoreApp } from './app';
import { capStreamsPerAddress } from './stream-cap';
import { addressKey } from './connections';
import type { LiveHub } from './live';

const PROXY = '127.0.0.9';
const MAX_CONNECTIONS = 3;
const MAX_STREAMS = 2;

let app: CoreApp;
let port: number;

/** A hub whose streams open and stay open (the cap in front of it is what is tested). */
const holdingHub: LiveHub = {
  publish() {},
  signal() {},
  subscribe: () => () => {},
  memo: (_topic, _key, read) => read(),
  connections: 0,
  close: async () => {},
  async stream(_request, reply) {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write(': connected\n\n');
  },
};

beforeAll(async () => {
  app = createCoreApp({ jwtSecret: 'x'.repeat(40), trustProxy: [PROXY], maxConnectionsPerAddress: MAX_CONNECTIONS, rateLimitMax: 100_000 });
  const live = capStreamsPerAddress(holdingHub, MAX_STREAMS);
  await app.register(async (api) => {
    api.get('/api/ping', async () => ({ success: true }));
    api.get('/api/live', async (request, reply) => live.stream(request, reply, { topic: 't', load: async () => [] }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

interface Conn {
  socket: net.Socket;
  /** Resolves with the status line of the first answer. */
  status: Promise<string>;
}

/** A kept-alive connection from `from` that sends one request and stays open. */
function open(from: string, path = '/api/ping', headers = ''): Conn {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
  socket.setEncoding('utf8');
  let answer = '';
  const status = new Promise<string>((resolve) => {
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('\r\n')) resolve(answer.slice(0, answer.indexOf('\r\n')));
    });
    socket.on('close', () => resolve(answer || 'closed'));
    socket.on('error', () => {});
  });
  socket.on('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n${headers}\r\n`));
  return { socket, status };
}

async function untilNoConnections(ms = 5000) {
  const deadline = Date.now() + ms;
  const count = () => new Promise<number>((resolve) => app.server.getConnections((_error, n) => resolve(n)));
  while ((await count()) > 0) {
    if (Date.now() > deadline) throw new Error('the server still holds connections');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const closeAll = (conns: Conn[]) =>
  Promise.all(conns.map((c) => new Promise<void>((resolve) => (c.socket.destroyed ? resolve() : c.socket.once('close', () => resolve()).destroy()))));

describe('connection cap with TRUST_PROXY set (issue 35)', () => {
  it('caps a client that connects to the port directly, and admits it again once its connections close', async () => {
    const held = Array.from({ length: MAX_CONNECTIONS }, () => open('127.0.0.2'));
    expect(await Promise.all(held.map((c) => c.status))).toEqual(Array(MAX_CONNECTIONS).fill('HTTP/1.1 200 OK'));
    const extra = open('127.0.0.2');
    expect(await extra.status).toBe('HTTP/1.1 429 Too Many Requests');
    await closeAll([...held, extra]);
    // Once the server has seen them close, the address is admitted again (a counter that
    // never went down would lock out a school's shared address for good).
    await untilNoConnections();
    const next = open('127.0.0.2');
    expect(await next.status).toBe('HTTP/1.1 200 OK');
    await closeAll([next]);
  });

  it('does not count the trusted proxy’s own connections', async () => {
    const viaProxy = Array.from({ length: MAX_CONNECTIONS * 3 }, (_, i) => open(PROXY, '/api/ping', `X-Forwarded-For: 203.0.113.${i + 1}\r\n`));
    expect(await Promise.all(viaProxy.map((c) => c.status))).toEqual(Array(MAX_CONNECTIONS * 3).fill('HTTP/1.1 200 OK'));
    await closeAll(viaProxy);
  });

  it('counts live streams through the proxy by the forwarded address', async () => {
    const from = (client: string) => open(PROXY, '/api/live', `Accept: text/event-stream\r\nX-Forwarded-For: ${client}\r\n`);
    const first = Array.from({ length: MAX_STREAMS }, () => from('198.51.100.7'));
    expect(await Promise.all(first.map((c) => c.status))).toEqual(Array(MAX_STREAMS).fill('HTTP/1.1 200 OK'));
    const extra = from('198.51.100.7');
    expect(await extra.status).toBe('HTTP/1.1 429 Too Many Requests');
    const other = from('198.51.100.8');
    expect(await other.status).toBe('HTTP/1.1 200 OK');
    await closeAll([...first, extra, other]);
  });
});

describe('addresses are counted by client, IPv6 by its /64', () => {
  it('keys IPv4 as it is, IPv4-mapped IPv6 as the IPv4 address, and IPv6 by its first 64 bits', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8::1:2:3:4:5')).toBe('2001:db8:0:1::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('counts the live streams of one IPv6 /64 together, whichever of its addresses they come from', async () => {
    const from = (client: string) => open(PROXY, '/api/live', `Accept: text/event-stream\r\nX-Forwarded-For: ${client}\r\n`);
    const first = Array.from({ length: MAX_STREAMS }, (_, i) => from(`2001:db8:5:6::${i + 1}`));
    expect(await Promise.all(first.map((c) => c.status))).toEqual(Array(MAX_STREAMS).fill('HTTP/1.1 200 OK'));
    const sameNetwork = from('2001:db8:5:6:ffff:1:2:3');
    expect(await sameNetwork.status).toBe('HTTP/1.1 429 Too Many Requests');
    const nextNetwork = from('2001:db8:5:7::1');
    expect(await nextNetwork.status).toBe('HTTP/1.1 200 OK');
    await closeAll([...first, sameNetwork, nextNetwork]);
  });
});
