/**
 * What the HTTP server does before Fastify sees a request (issue 35): the drain on shutdown,
 * the per-address connection cap, and the envelope for errors Node raises while parsing.
 * Each answer is written on the raw socket or response, so it costs no routing and holds no
 * file descriptor longer than it must.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The headers every answer given before helmet runs carries (the raw answers here, and the
 * router's own errors in createCoreApp): one list, so they cannot drift apart.
 */
export const SAFE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const SAFE_HEADER_LINES = Object.entries(SAFE_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/** A whole HTTP/1.1 answer with the `{success:false, message}` body, closing the connection. */
export function rawEnvelope(status: number, message: string, extraHeaders = ''): string {
  const body = JSON.stringify({ success: false, message });
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Cache-Control: no-store\r\n${SAFE_HEADER_LINES}${extraHeaders}Connection: close\r\n\r\n${body}`
  );
}

export const DRAINING_MESSAGE = 'The server is restarting. Please try again in a moment.';
export const TOO_MANY_CONNECTIONS_MESSAGE = 'Too many connections from your address. Please try again in a few seconds.';

/** A request that arrived after the drain began: 503, try again (another instance, or this one restarted). */
export function answerDraining(response: http.ServerResponse) {
  const body = JSON.stringify({ success: false, message: DRAINING_MESSAGE });
  response.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'retry-after': '5',
    ...SAFE_HEADERS,
    connection: 'close',
  });
  response.end(body);
}

/**
 * Errors Node raises on a connection before there is a request (an over-long header, a
 * malformed request line, a request that took too long to arrive): the envelope instead of
 * Fastify's or Node's own body.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'Malformed request'];
  if (socket.writable) socket.end(rawEnvelope(status, message));
  socket.destroySoon();
}

/**
 * The key a client's address is counted under by the per-address caps: an IPv4 address as it
 * is, an IPv6 address by its /64 (one household or phone is given a whole /64, so counting
 * each of its addresses apart would multiply every cap by 2^64). IPv4-mapped IPv6 addresses
 * ("::ffff:192.0.2.1") count as the IPv4 address.
 */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.split('%')[0]!;
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          // An embedded IPv4 tail ("64:ff9b::192.0.2.1"): two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const [head = '', tail] = bare.split('::');
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const groups = [...before, ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** Fastify's `trustProxy` setting, as the check Fastify itself makes of a hop's address. */
export type TrustProxy = boolean | string | string[] | number | ((address: string, hop: number) => boolean);

/**
 * Whether a socket's peer is a proxy Fastify trusts (so its requests carry the client's
 * address in X-Forwarded-For): compiled the way Fastify compiles `trustProxy`.
 */
export function trustedProxyCheck(trustProxy: TrustProxy | undefined): (address: string) => boolean {
  if (trustProxy === undefined || trustProxy === false) return () => false;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  if (typeof trustProxy === 'function') return (address) => trustProxy(address, 0);
  const check = proxyAddr.compile(typeof trustProxy === 'string' ? trustProxy.split(',').map((value) => value.trim()) : trustProxy);
  return (address) => check(address, 0);
}

/**
 * Caps the connections one address holds open at once. Extra ones are answered 429 at once
 * and closed (the client learns to wait rather than retry flat out); connections already
 * open, and every other address, are untouched. Installed ahead of Node's own HTTP handling.
 * IPv6 clients are counted by their /64 (`addressKey`).
 * A trusted proxy's connections are not counted (they carry many clients; the proxy caps
 * each of them, and live streams are capped by the forwarded address): anyone else reaching
 * the port directly is capped as usual.
 */
export function capConnectionsPerAddress(server: http.Server, max: number, isTrustedProxy: (address: string) => boolean = () => false) {
  const open = new Map<string, number>();
  const refused = new WeakSet<Socket>();
  server.prependListener('connection', (socket: Socket) => {
    const remote = socket.remoteAddress ?? '';
    if (isTrustedProxy(remote)) return;
    const address = addressKey(remote);
    const count = open.get(address) ?? 0;
    if (count >= max) {
      refused.add(socket);
      socket.end(rawEnvelope(429, TOO_MANY_CONNECTIONS_MESSAGE, 'Retry-After: 5\r\n'));
      // A client that never reads its answer does not keep the descriptor.
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return {
    /** True for a connection that was refused: whatever it sent is not answered again. */
    isRefused: (socket: Socket) => refused.has(socket),
  };
}

/**
 * The responses under way, so a drain can tell each of them to close its connection once it
 * is answered (a kept-alive connection would otherwise carry the client's next request into
 * a server that is going away).
 */
export function trackResponses() {
  const live = new Set<http.ServerResponse>();
  return {
    add(response: http.ServerResponse) {
      live.add(response);
      response.once('close', () => live.delete(response));
    },
    closeAfterAnswer() {
      for (const response of live) if (!response.headersSent) response.setHeader('connection', 'close');
    },
  };
}
