/**
 * Issue 35: on a 512 MB server two photos decoded side by side add their peaks (some 75 MB
 * each), so uploads that arrive together are decoded one after the other. Seen through HTTP
 * with real sharp, whose decoding pipeline (the one reading the upload's pixels) is wrapped
 * here: each start and end is written down, and the first decode waits at a gate until the
 * test opens it. No clock: each wait is for the thing itself.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryErrors } from '../contract';
import { galleryTestApp, type GalleryTestApp } from './test-app';
import { jpeg } from './test-images';

const seen = vi.hoisted(() => {
  const state = {
    /** 'start n' and 'end n' for the nth decode, in the order they happened. */
    log: [] as string[],
    /** Headers read (a `metadata()` answered): an upload past this point is at the decode slot. */
    headers: 0,
    /** The gate the first decode waits at, and what opens it. */
    gate: Promise.resolve(),
    open: () => undefined as void,
    reset() {
      state.log = [];
      state.headers = 0;
      state.gate = new Promise((resolve) => (state.open = resolve));
    },
  };
  return state;
});

vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<typeof import('sharp')>()).default;
  const wrapped = (...args: Parameters<typeof real>) => {
    const [, options] = args;
    const instance = real(...args);
    // The header read that comes before the slot.
    if (options?.limitInputPixels === false) {
      const metadata = instance.metadata.bind(instance);
      instance.metadata = (async () => {
        const answer = await metadata();
        seen.headers++;
        return answer;
      }) as typeof instance.metadata;
    }
    // The upload's decode: the pipeline that fails on a truncated file.
    if (options?.failOn) {
      const toBuffer = instance.toBuffer.bind(instance) as (...args: unknown[]) => Promise<unknown>;
      instance.toBuffer = (async (...args: unknown[]) => {
        const n = seen.log.filter((line) => line.startsWith('start')).length;
        seen.log.push(`start ${n}`);
        if (n === 0) await seen.gate;
        try {
          return await toBuffer(...args);
        } finally {
          seen.log.push(`end ${n}`);
        }
      }) as typeof instance.toBuffer;
    }
    return instance;
  };
  return { default: Object.assign(wrapped, real) };
});

let t: GalleryTestApp;
beforeAll(async () => {
  t = await galleryTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  seen.reset();
});
// A test that failed with the gate shut leaves no upload hanging.
afterEach(() => seen.open());

/** Starts the first upload, waits until its decode has begun (held at the gate), then starts the second and waits until it is at the slot. */
async function twoUploads(first: Buffer, second: Buffer) {
  const a = t.upload(first);
  await vi.waitFor(() => expect(seen.log).toContain('start 0'));
  const b = t.upload(second);
  await vi.waitFor(() => expect(seen.headers).toBe(2));
  return { a, b };
}

describe('POST /api/gallery: one decode at a time', () => {
  it('decodes an upload that arrives during another one only after that one ends, and answers both', async () => {
    const { a, b } = await twoUploads(await jpeg(1600, 1200), await jpeg(1200, 900));
    // The second upload's header is read: it waits for the first decode to end.
    expect(seen.log).toEqual(['start 0']);
    seen.open();
    const [first, second] = await Promise.all([a, b]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(first.json().data).toMatchObject({ width: 1600, height: 1200 });
    expect(second.json().data).toMatchObject({ width: 1200, height: 900 });
    expect(seen.log).toEqual(['start 0', 'end 0', 'start 1', 'end 1']);
    expect(await t.rowCount()).toBe(2);
  });

  it('a decode that fails frees its turn: the one waiting behind it is stored', async () => {
    const whole = await jpeg(400, 300);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const { a, b } = await twoUploads(truncated, await jpeg(640, 480));
    expect(seen.log).toEqual(['start 0']);
    seen.open();
    const [failed, stored] = await Promise.all([a, b]);
    expect(failed.statusCode).toBe(415);
    expect(failed.json()).toEqual({ success: false, message: galleryErrors.unreadable });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json().data).toMatchObject({ width: 640, height: 480 });
    expect(seen.log).toEqual(['start 0', 'end 0', 'start 1', 'end 1']);
    expect(await t.rowCount()).toBe(1);
  });
});
