/**
 * Issue 30: an overlay or a page on another origin (CORS_ORIGINS) follows a match or an
 * auction live. Those feeds are hijacked SSE replies, so the CORS headers reach the browser
 * only because the live hub sends the reply's headers with its head: a listed origin is
 * allowed to read both feeds, any other is not.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHardened, type App, type Hardened } from './harness';

const FRIEND = 'https://overlay.example';
const STRANGER = 'https://stranger.example';

let h: Hardened;
let app: App;
let base: string;
let feeds: string[];

beforeAll(async () => {
  h = await openHardened({ env: { RATE_LIMIT_MAX: '1000000' } });
  app = await h.another({ env: { RATE_LIMIT_MAX: '1000000', CORS_ORIGINS: FRIEND } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const match = ((await app.inject('/api/matches')).json().data as Array<{ id: string }>)[0]!;
  const auction = ((await app.inject('/api/auctions')).json().data as Array<{ _id: string }>)[0]!;
  feeds = [`/api/matches/${match.id}/live`, `/api/auctions/${auction._id}/live`];
}, 120_000);
afterAll(() => h.close());

/** The head of a live feed as a browser on `origin` gets it; the stream is hung up at once. */
function headOf(url: string, origin: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${url}`, { headers: { origin, accept: 'text/event-stream' } }, (response) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      request.destroy();
    });
    request.on('error', (error) => {
      if (!('code' in error && error.code === 'ECONNRESET')) reject(error);
    });
  });
}

describe('live feeds across origins', () => {
  it('let a listed origin read the match and the auction feed', async () => {
    for (const url of feeds) {
      const { status, headers } = await headOf(url, FRIEND);
      expect(status, url).toBe(200);
      expect(headers['content-type'], url).toMatch(/^text\/event-stream/);
      expect(headers['access-control-allow-origin'], url).toBe(FRIEND);
      expect(String(headers.vary).toLowerCase(), url).toContain('origin');
    }
  });

  it('do not let an unlisted origin read them', async () => {
    for (const url of feeds) {
      const { status, headers } = await headOf(url, STRANGER);
      expect(status, url).toBe(200);
      expect(headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
