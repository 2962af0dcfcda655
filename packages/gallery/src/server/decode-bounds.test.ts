/** Issue 18: decoding is bounded, by pixels and by how many images are decoded at once. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@league/core/server';
import { DecodeSlots, imageDecodes } from './decode-slots';
import { MAX_PIXELS, processImage } from './image';
import { jpeg } from './test-images';

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims width × height (only a sliver of pixels follows). */
function pngClaiming(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + width))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image decoding bounds (issue 18)', () => {
  it('refuses an image just past the pixel limit before decoding it', async () => {
    expect(MAX_PIXELS).toBeLessThanOrEqual(60_000_000);
    const started = Date.now();
    const error = await processImage(pngClaiming(10_000, 6_001)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(413);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('decodes one image at a time, however many arrive together', async () => {
    const input = await jpeg(1600, 1200);
    imageDecodes.peak = 0;
    const results = await Promise.all(Array.from({ length: 8 }, () => processImage(input)));
    expect(results.every((r) => r.width === 1600)).toBe(true);
    expect(imageDecodes.peak).toBe(1);
  });

  it('tells a client past a short queue to try again instead of holding its bytes', async () => {
    const slots = new DecodeSlots(2, 1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = [slots.run(() => gate), slots.run(() => gate), slots.run(() => gate)];
    const refused = await slots.run(async () => 'never').catch((e: unknown) => e);
    expect((refused as HttpError).statusCode).toBe(503);
    release();
    await Promise.all(running);
    expect(slots.peak).toBe(2);
    expect(await slots.run(async () => 'after')).toBe('after');
  });
});
