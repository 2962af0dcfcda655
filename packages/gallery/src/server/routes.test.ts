import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, expectAccessMatrix, mintToken } from '@league/core/testing';
import { GALLERY_MAX_BYTES, galleryImageSchema } from '../contract';
import { seedGalleryDemo } from './demo';
import { galleryTestApp, type GalleryTestApp } from './test-app';
import { jpeg, multipartBody, pngImage } from './test-images';

let t: GalleryTestApp;

beforeAll(async () => {
  t = await galleryTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function uploaded(caption?: string) {
  const res = await t.upload(await jpeg(), { caption });
  expect(res.statusCode, res.body).toBe(201);
  return galleryImageSchema.parse(res.json().data);
}

describe('GET /api/gallery', () => {
  it('lists images newest first, public, with sizes for a layout that does not jump', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery' })).json()).toEqual({ success: true, data: [] });
    const first = await uploaded('Toss');
    const second = await uploaded();
    const res = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((i: { _id: string }) => i._id)).toEqual([second._id, first._id]);
    expect(data[1]).toMatchObject({ caption: 'Toss', width: 320, height: 200, url: first.url, thumbUrl: first.thumbUrl });
    expect(data[0].caption).toBeNull();
  });

  it('answers 304 to a matching ETag, and a write makes the next read fresh', async () => {
    await uploaded();
    const first = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/gallery', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await uploaded();
    const after = await t.app.inject({ method: 'GET', url: '/api/gallery', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toHaveLength(2);
  });
});

describe('the files', () => {
  it('are served with their image type, nosniff and a year of immutable caching', async () => {
    const image = await uploaded();
    const full = await t.app.inject({ method: 'GET', url: image.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(full.headers['content-length'])).toBe(full.rawPayload.length);
    const thumb = await t.app.inject({ method: 'GET', url: image.thumbUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it.each(['nope.jpg', '..%2F..%2Fetc%2Fpasswd', '00000000-0000-0000-0000-000000000000.jpg', '.tmp-abc'])('answers 404 for %s', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/gallery/files/${name}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

describe('DELETE /api/gallery/:id', () => {
  it('removes the row and both files', async () => {
    const keep = await uploaded();
    const gone = await uploaded();
    expect(await t.files()).toHaveLength(4);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${gone._id}`, headers: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await t.app.inject({ method: 'GET', url: gone.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: gone.thumbUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: keep.url })).statusCode).toBe(200);
    expect(await t.files()).toHaveLength(2);
    const list = (await t.app.inject({ method: 'GET', url: '/api/gallery' })).json().data;
    expect(list.map((i: { _id: string }) => i._id)).toEqual([keep._id]);
  });

  it.each(['0b0e7d4e-9f6a-4c47-9a4f-2f1f1f1f1f1f', 'not-a-uuid'])('answers 404 for an unknown id (%s)', async (id) => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${id}`, headers: t.admin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Image not found' });
  });
});

describe('access', () => {
  it('only admins upload and delete; refused requests change nothing', async () => {
    const existing = await uploaded();
    const form = multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', data: await pngImage() }]);
    await expectAccessMatrix(
      t.app,
      [
        { method: 'POST', url: '/api/gallery', payload: form.payload, headers: form.headers, adminStatus: 201 },
        { method: 'DELETE', url: `/api/gallery/${existing._id}`, adminStatus: 200 },
      ],
      async () => ({ rows: await t.rowCount(), files: await t.files() }),
    );
  });

  it('a signed-in non-admin gets 403 before a byte of the file is read', async () => {
    const user = bearer(await mintToken({ role: 'user' }));
    const res = await t.upload(await jpeg(), { headers: user });
    expect(res.statusCode).toBe(403);
    expect(await t.rowCount()).toBe(0);
  });
});

describe('the demo seed', () => {
  it('draws a handful of images and stores them through the upload path', async () => {
    await seedGalleryDemo({ db: t.testDb.db, storage: t.storage, log: { info() {}, warn() {} }, now: new Date('2026-03-01T10:00:00Z') });
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/gallery' })).json();
    expect(data).toHaveLength(6);
    expect(data[0].caption).toBe('Team huddle before the toss');
    expect(await t.files()).toHaveLength(12);
    const served = await t.app.inject({ method: 'GET', url: data[0].url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect([data[0].width, data[0].height]).toEqual([900, 1200]);
  });
});

describe('oversize uploads over a real connection', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  /** Streams an endless file until the server answers; returns what was sent by then. */
  function streamUntilAnswered(headers: Record<string, string>, offer: number) {
    const boundary = 'xxBOUNDARYxx';
    return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      const req = http.request(`${base}/api/gallery`, {
        method: 'POST',
        headers: { ...t.admin, 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
      });
      let sent = 0;
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString(), sent }));
      });
      // Once the server has answered and hung up, our remaining writes may fail: expected.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      const chunk = Buffer.alloc(64 * 1024, 0xab);
      const pump = () => {
        while (!answered && sent < offer) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
  }

  it('answers 413 while a 200 MB upload of unknown length is still streaming', async () => {
    const result = await streamUntilAnswered({ 'transfer-encoding': 'chunked' }, 200 * 1024 * 1024);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ success: false, message: 'Image is bigger than 8MB.' });
    // What the client managed to send: the 8 MB the server read plus what socket buffers held.
    expect(result.sent).toBeLessThan(GALLERY_MAX_BYTES * 3);
    expect(await t.rowCount()).toBe(0);
  });

  it('answers 413 at once when the declared length is too big', async () => {
    const result = await streamUntilAnswered({ 'content-length': String(100 * 1024 * 1024) }, 100 * 1024 * 1024);
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(GALLERY_MAX_BYTES);
  });
});
