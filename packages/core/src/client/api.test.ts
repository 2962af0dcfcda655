import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError, holdRequests, listOf, setApiBase } from './api';

let server: http.Server;
let served = 0;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    served++;
    const routes: Record<string, () => void> = {
      '/message': () => res.writeHead(409, { 'content-type': 'application/json' }).end('{"success":false,"message":"Already there"}'),
      '/bare': () => res.writeHead(500).end(),
      '/html': () => res.writeHead(502, { 'content-type': 'text/html' }).end(`<html>\n  <body>${'Bad gateway '.repeat(40)}</body></html>`),
      '/broken': () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":'),
      '/empty': () => res.writeHead(204).end(),
      '/ok': () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [1, 2], auth: req.headers.authorization ?? null })),
    };
    (routes[req.url ?? ''] ?? routes['/bare']!)();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setApiBase(base);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the browser API client', () => {
  it('shows the server message first', async () => {
    await expect(api.post('/message', {}, { fallback: 'Save failed' })).rejects.toMatchObject({ message: 'Already there', status: 409 });
  });
  it('falls back to the caller message, then to HTTP {status}', async () => {
    await expect(api.get('/bare', { fallback: 'Failed to load teams' })).rejects.toMatchObject({ message: 'Failed to load teams' });
    await expect(api.get('/bare')).rejects.toMatchObject({ message: 'HTTP 500' });
  });
  it('collapses a non-JSON error body and cuts it to 180 characters', async () => {
    const error = (await api.get('/html').catch((e) => e)) as ApiError;
    expect(error.message.length).toBeLessThanOrEqual(180);
    expect(error.message).not.toMatch(/\n|\s{2}/);
  });
  it('reports unparseable JSON', async () => {
    await expect(api.get('/broken')).rejects.toMatchObject({ message: 'Invalid JSON from server' });
  });
  it('treats 204 as empty and reads lists in any envelope', async () => {
    expect(await api.delete('/empty')).toBeNull();
    expect(listOf(await api.get('/ok'))).toEqual([1, 2]);
    expect(listOf({ items: [3] })).toEqual([3]);
    expect(listOf([4])).toEqual([4]);
    expect(listOf(null)).toEqual([]);
  });
  it('holds calls until told, then makes them (a page being adopted)', async () => {
    let letGo = () => {};
    holdRequests(new Promise<void>((resolve) => (letGo = resolve)));
    const before = served;
    const fetches = vi.spyOn(globalThis, 'fetch');
    try {
      const answer = api.get('/ok');
      // A whole round trip made meanwhile (not through the client): a call that was not held
      // would have gone out before it ended.
      expect((await fetch(`${base}/empty`)).status).toBe(204);
      expect(fetches.mock.calls.map(([url]) => String(url))).toEqual([`${base}/empty`]);
      letGo();
      expect(listOf(await answer)).toEqual([1, 2]);
      expect(fetches.mock.calls.map(([url]) => String(url))).toEqual([`${base}/empty`, `${base}/ok`]);
      expect(served).toBe(before + 2);
    } finally {
      fetches.mockRestore();
    }
    // Once let go, calls go straight out.
    expect(listOf(await api.get('/ok'))).toEqual([1, 2]);
  });
});
