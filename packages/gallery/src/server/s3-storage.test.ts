import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { createStorage } from './storage';
import { galleryTestApp, type GalleryTestApp } from './test-app';
import { jpeg } from './test-images';

interface StoredObject {
  body: Buffer;
  contentType?: string;
  cacheControl?: string;
}

/**
 * A small S3-compatible stand-in: path-style PutObject, GetObject and DeleteObject over
 * real HTTP, refusing requests that are not SigV4-signed with the expected access key.
 */
async function startS3StandIn(bucket: string, accessKeyId: string) {
  const objects = new Map<string, StoredObject>();
  const log: string[] = [];
  const xmlError = (res: http.ServerResponse, status: number, code: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url!, 'http://stand-in');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    log.push(`${req.method} /${bucketName}/${key}`);
    if (!String(req.headers.authorization).startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) return xmlError(res, 403, 'AccessDenied');
    if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket');
    if (req.method === 'PUT') {
      objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'] as string | undefined,
      });
      res.writeHead(200, { etag: '"stand-in"' });
      return res.end();
    }
    const object = objects.get(key);
    if (req.method === 'GET') {
      if (!object) return xmlError(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream', 'content-length': object.body.length });
      return res.end(object.body);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return xmlError(res, 405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const bucket = 'league-gallery';
const credentials = { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' };
let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let t: GalleryTestApp;

beforeAll(async () => {
  s3 = await startS3StandIn(bucket, credentials.accessKeyId);
  t = await galleryTestApp((dir) => createStorage({ dataDir: dir, s3: { endpoint: s3.endpoint, bucket, region: 'us-east-1', ...credentials } }));
});
afterAll(async () => {
  await t.close();
  await s3.close();
});
beforeEach(async () => {
  await t.reset();
  s3.objects.clear();
  s3.log.length = 0;
});

describe('the S3-compatible storage', () => {
  it('stores, streams back and deletes an upload through the bucket', async () => {
    expect(t.storage.kind).toBe('s3');
    const res = await t.upload(await jpeg(), { caption: 'In the bucket' });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().data;

    // Two objects, path-style, with their types and long caching; nothing on local disk.
    const keys = [...s3.objects.keys()].sort();
    expect(keys).toHaveLength(2);
    expect(s3.log.every((line) => line.startsWith(`PUT /${bucket}/`))).toBe(true);
    const full = s3.objects.get(keys.find((k) => k.endsWith('.jpg'))!)!;
    expect(full.contentType).toBe('image/jpeg');
    expect(full.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(s3.objects.get(keys.find((k) => k.endsWith('-thumb.webp'))!)!.contentType).toBe('image/webp');
    expect(await t.files()).toEqual([]);

    // Without a public URL the API streams the object with the same headers as local files.
    expect(image.url).toMatch(/^\/api\/gallery\/files\//);
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(full.body)).toBe(true);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${image._id}`, headers: t.admin });
    expect(del.statusCode).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('points urls at the public bucket address when one is set', () => {
    const storage = createS3Storage({ endpoint: s3.endpoint, bucket, region: 'us-east-1', ...credentials, publicUrl: 'https://cdn.example.org/gallery/' });
    const key = '0b0e7d4e-9f6a-4c47-9a4f-2f1f1f1f1f1f.jpg';
    expect(storage.publicUrl(key)).toBe(`https://cdn.example.org/gallery/${key}`);
  });

  it('treats a missing object as absent and refuses keys it did not generate', async () => {
    expect(await t.storage.get('0b0e7d4e-9f6a-4c47-9a4f-2f1f1f1f1f1f.jpg')).toBeNull();
    await expect(t.storage.put('../other-bucket/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Invalid storage key');
    expect(s3.log).toEqual([`GET /${bucket}/0b0e7d4e-9f6a-4c47-9a4f-2f1f1f1f1f1f.jpg`]);
  });

  it('fails loudly when the bucket refuses the credentials', async () => {
    const wrong = createS3Storage({ endpoint: s3.endpoint, bucket, region: 'us-east-1', accessKeyId: 'someone-else', secretAccessKey: 'x' });
    await expect(wrong.put('0b0e7d4e-9f6a-4c47-9a4f-2f1f1f1f1f1f.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    expect(s3.objects.size).toBe(0);
  });
});
