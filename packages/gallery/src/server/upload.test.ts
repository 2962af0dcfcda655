import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { GALLERY_MAX_BYTES, galleryErrors } from '../contract';
import { galleryTestApp, type GalleryTestApp } from './test-app';
import { HTML_PAYLOAD, animatedGif, jpeg, jpegHtmlPolyglot, jpegWithGps, pixelFloodPng, pngOfSize, sidewaysJpeg, svgImage } from './test-images';

let t: GalleryTestApp;

beforeAll(async () => {
  t = await galleryTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** The stored full-size bytes of an upload, read back through the public route. */
async function storedBytes(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('the size limit (8 MB, counted while streaming)', () => {
  it('accepts an image of exactly 8 MB', async () => {
    const exact = await pngOfSize(GALLERY_MAX_BYTES);
    expect(exact.length).toBe(8 * 1024 * 1024);
    const res = await t.upload(exact, { filename: 'big.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ width: 32, height: 32 });
  });

  it('refuses one byte more with 413 and stores nothing', async () => {
    const over = await pngOfSize(GALLERY_MAX_BYTES + 1);
    const res = await t.upload(over, { filename: 'big.png', type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: galleryErrors.tooLarge });
    expect(res.headers.connection).toBe('close');
    expect(await t.rowCount()).toBe(0);
    expect(await t.files()).toEqual([]);
  });
});

describe('the bytes decide the type', () => {
  it.each([
    ['a text file named .jpg', Buffer.from('just some notes, not a photo\n'.repeat(20)), 'notes.jpg', 'image/jpeg'],
    ['an SVG (it can carry script)', svgImage(), 'logo.svg', 'image/svg+xml'],
    ['an SVG named .png', svgImage(), 'logo.png', 'image/png'],
    ['an HTML page named .gif', Buffer.from(HTML_PAYLOAD), 'x.gif', 'image/gif'],
  ])('refuses %s with 415', async (_name, data, filename, type) => {
    const res = await t.upload(data, { filename, type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: 'Only JPEG/PNG/WebP/GIF allowed.' });
    expect(await t.rowCount()).toBe(0);
  });

  it('refuses a truncated JPEG with 415 (its header alone looks fine)', async () => {
    const whole = await jpeg(400, 300);
    const res = await t.upload(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(galleryErrors.unreadable);
    expect(await t.files()).toEqual([]);
  });

  it('accepts a PNG sent as "application/octet-stream" with a made-up name', async () => {
    const res = await t.upload(
      await sharp({ create: { width: 20, height: 10, channels: 4, background: '#0000' } })
        .png()
        .toBuffer(),
      {
        filename: 'whatever.bin',
        type: 'application/octet-stream',
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.url).toMatch(/^\/api\/gallery\/files\/[0-9a-f-]{36}\.png$/);
  });
});

describe('re-encoding', () => {
  it('turns a JPEG/HTML polyglot into a plain JPEG served as image/jpeg with nosniff', async () => {
    const polyglot = await jpegHtmlPolyglot();
    expect(polyglot.includes(HTML_PAYLOAD)).toBe(true);
    const res = await t.upload(polyglot, { filename: 'page.html.jpg' });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json().data;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(polyglot)).toBe(false);
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.rawPayload.includes('<html')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('drops EXIF and GPS data', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await t.upload(original, { caption: 'Nets' });
    expect(res.statusCode).toBe(201);
    const stored = await storedBytes(res.json().data.url);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('PhoneCo')).toBe(false);
  });

  it('turns a sideways phone photo upright and records the upright size', async () => {
    const res = await t.upload(await sidewaysJpeg());
    expect(res.json().data).toMatchObject({ width: 100, height: 300 });
    const meta = await sharp(await storedBytes(res.json().data.url)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([100, 300, undefined]);
  });

  it('stores a ~480 px wide WebP thumbnail beside a bounded full image', async () => {
    const res = await t.upload(await jpeg(3000, 2000), { caption: '  Final over  ' });
    expect(res.statusCode).toBe(201);
    const image = res.json().data;
    expect(image).toMatchObject({ caption: 'Final over', width: 2560, height: 1707 });
    const thumb = await t.app.inject({ method: 'GET', url: image.thumbUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 320]);
  });

  it('keeps an animated GIF animated', async () => {
    const res = await t.upload(await animatedGif(), { filename: 'wave.gif', type: 'image/gif' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ width: 40, height: 30 });
    const meta = await sharp(await storedBytes(res.json().data.url), { animated: true }).metadata();
    expect([meta.format, meta.pages]).toEqual(['gif', 2]);
  });
});

describe('decompression bombs', () => {
  it('refuses a pixel-flood PNG from its header, fast', async () => {
    const bomb = pixelFloodPng();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    const res = await t.upload(bomb, { filename: 'tiny.png', type: 'image/png' });
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(galleryErrors.tooManyPixels);
    // Decoding 900 megapixels would take many seconds and ~1 GB; reading the header takes milliseconds.
    expect(elapsed).toBeLessThan(1500);
    expect(await t.files()).toEqual([]);
  });
});

describe('the form itself', () => {
  it('asks for an image when the form has none', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gallery',
      headers: { ...t.admin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhello\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Pick at least one image.');
  });

  it('refuses JSON with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/gallery', headers: t.admin, payload: { image: 'data:image/png;base64,AAAA' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(galleryErrors.notMultipart);
  });

  it('refuses a caption past 200 characters', async () => {
    const res = await t.upload(await jpeg(), { caption: 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(await t.rowCount()).toBe(0);
  });
});
