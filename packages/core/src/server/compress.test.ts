/**
 * Issue 35: JSON answers go out compressed to clients that accept it (brotli, else gzip),
 * the cached lists' fast path included, while event streams, small answers, 304s and
 * clients that accept nothing get what they got before. Over real HTTP, bytes as sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreApp, type CoreApp } from './app';
import { ResponseCache } from './cache';
import { createLiveHub, type LiveHub } from './live';
import { pickEncoding } from './encoding';

const big = { success: true, data: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Player ${i}`, team: 'Riverside Cubs', runs: i * 3 })) };
let app: CoreApp;
let cache: ResponseCache;
let hub: LiveHub;
let port: number;
let version = 1;

beforeAll(async () => {
  cache = new ResponseCache();
  hub = await createLiveHub();
  app = createCoreApp({ jwtSecret: 'x'.repeat(40), cache });
  app.addHook('preClose', () => hub.close());
  await app.register(async (api) => {
    api.get('/api/big', async () => big);
    api.get('/api/small', async () => ({ success: true, data: [] }));
    api.get('/api/list', (request, reply) => cache.serve(request, reply, 'list', 'all', async () => big));
    api.get('/api/changing', (request, reply) => cache.serve(request, reply, 'changing', 'all', async () => ({ ...big, version })));
    api.get('/api/live', (request, reply) => hub.stream(request, reply, { topic: 't', load: async () => [] }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  /** The body decoded as its content-encoding says. */
  text: string;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.get({ port, host: '127.0.0.1', path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, raw, text: decoded.toString('utf8') });
      });
    });
    req.on('error', reject);
  });
}

describe('compressed JSON (issue 35)', () => {
  it('sends brotli to a client that accepts it, gzip to one that accepts only gzip, and plain JSON otherwise', async () => {
    const json = JSON.stringify(big);
    const br = await get('/api/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.raw.length).toBeLessThan(json.length / 4);
    expect(br.text).toBe(json);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await get('/api/big', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(json);
    const plain = await get('/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(json);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves small answers and 304s alone', async () => {
    const small = await get('/api/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const first = await get('/api/big', { 'accept-encoding': 'br' });
    const again = await get('/api/big', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it('compresses the cached list on the fast path too, and its plain bytes stay as they were', async () => {
    const json = JSON.stringify(big);
    const viaPipeline = await get('/api/list', { 'accept-encoding': 'br' });
    expect(viaPipeline.headers['content-encoding']).toBe('br');
    expect(viaPipeline.text).toBe(json);
    const hits = cache.fastHits;
    // The fast path sends the copy the pipeline made of this entry: compressed once, not per request.
    const fast = await get('/api/list', { 'accept-encoding': 'br' });
    expect(cache.fastHits).toBe(hits + 1);
    expect(fast.headers['content-encoding']).toBe('br');
    expect(Number(fast.headers['content-length'])).toBe(fast.raw.length);
    expect(fast.text).toBe(json);
    expect(fast.headers.etag).toBe(viaPipeline.headers.etag);
    expect(fast.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('/api/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(json);
    // An encoding the pipeline has not made yet: the pipeline answers (and makes it).
    const gz = await get('/api/list', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(json);
    const hitsBefore = cache.fastHits;
    expect((await get('/api/list', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect(cache.fastHits).toBe(hitsBefore + 1);
  });

  it('keeps the compressed copy with its cache entry: once the entry is dropped the old copy is never sent', async () => {
    const br = { 'accept-encoding': 'br' };
    expect(JSON.parse((await get('/api/changing', br)).text).version).toBe(1);
    const hits = cache.fastHits;
    expect(JSON.parse((await get('/api/changing', br)).text).version).toBe(1);
    expect(cache.fastHits).toBe(hits + 1);
    version = 2;
    cache.invalidate('changing');
    // The pipeline rebuilds the entry and its copy; the fast path then sends the new copy.
    const rebuilt = await get('/api/changing', br);
    expect(cache.fastHits).toBe(hits + 1);
    expect(JSON.parse(rebuilt.text).version).toBe(2);
    const fast = await get('/api/changing', br);
    expect(cache.fastHits).toBe(hits + 2);
    expect(fast.headers['content-encoding']).toBe('br');
    expect(JSON.parse(fast.text).version).toBe(2);
    expect(fast.headers.etag).toBe(rebuilt.headers.etag);
  });

  it('never compresses an event stream', async () => {
    const text = await new Promise<{ headers: http.IncomingHttpHeaders; first: string }>((resolve, reject) => {
      const req = http.get({ port, host: '127.0.0.1', path: '/api/live', headers: { 'accept-encoding': 'br, gzip' }, agent: false }, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve({ headers: res.headers, first: chunk.toString('utf8') });
          req.destroy();
        });
      });
      req.on('error', reject);
    });
    expect(text.headers['content-type']).toMatch(/text\/event-stream/);
    expect(text.headers['content-encoding'] ?? 'identity').toBe('identity');
    expect(text.first).toContain(': connected');
  });
});

describe('pickEncoding', () => {
  it('reads Accept-Encoding with its weights', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeNull();
  });
});
