/**
 * ResponseCache on its own (quality P1): what it keeps, what a write drops, and the guard
 * against a load racing a write. The race: a read's load queries the database, a write lands
 * and invalidates, then the load's (now stale) answer comes back. It may answer the read that
 * started before the write, but it must never be kept for the reads after it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './cache';

/** The "database": the list the loads read, and how many loads ran. */
let rows: string[];
let loads: number;
/** While set, a load has read `rows` and waits here before answering (a slow query). */
let gate: Promise<void> | null;
let cache: ResponseCache;
let app: FastifyInstance;

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

beforeEach(async () => {
  rows = ['old'];
  loads = 0;
  gate = null;
  cache = new ResponseCache();
  app = Fastify();
  app.get('/list', (request, reply) =>
    cache.serve(request, reply, 'list', 'all', async () => {
      loads++;
      const snapshot = [...rows]; // the query has read the table...
      if (gate) await gate; // ...and its answer is still on its way
      return snapshot;
    }),
  );
  await app.ready();
});
afterEach(async () => {
  await app.close();
});

const read = async () => (await app.inject({ url: '/list' })).json() as string[];
/** Waits until `n` loads have read `rows` (generous deadline: a busy machine is slow, not wrong). */
const loadsStarted = (n: number) => vi.waitFor(() => expect(loads, 'loads started').toBe(n), { timeout: 5000, interval: 2 });
/** A write that commits, then invalidates, as every feature's write route does. */
const write = (value: string, invalidate = () => cache.invalidate('list')) => {
  rows = [value];
  invalidate();
};

describe('ResponseCache', () => {
  it('answers from the cache until a write of its tag, with an ETag and 304', async () => {
    expect(await read()).toEqual(['old']);
    expect(await read()).toEqual(['old']);
    expect(loads).toBe(1);
    const first = await app.inject({ url: '/list' });
    expect((await app.inject({ url: '/list', headers: { 'if-none-match': first.headers.etag as string } })).statusCode).toBe(304);
    cache.invalidate('other');
    expect(loads).toBe(1);
    write('new');
    expect(await read()).toEqual(['new']);
    expect(loads).toBe(2);
  });

  for (const [how, invalidate] of [
    ['invalidate (a write here)', () => cache.invalidate('list')],
    ['invalidateLocal (a write on another instance)', () => cache.invalidateLocal('list')],
    ['clear (the bus reconnected)', () => cache.clear()],
  ] as const) {
    it(`does not keep a load that started before ${how}`, async () => {
      const slow = deferred();
      gate = slow.promise;
      const before = read(); // starts before the write, reads 'old'
      await loadsStarted(1);
      write('new', invalidate);
      gate = null;
      slow.resolve();
      expect(await before).toEqual(['old']); // it started before the write: it may say so
      expect(await read(), 'the stale load was kept after the write').toEqual(['new']);
    });

    it(`does not let a read after ${how} share a load that started before it`, async () => {
      const slow = deferred();
      gate = slow.promise;
      const before = read();
      await loadsStarted(1);
      write('new', invalidate);
      gate = null;
      const after = read(); // arrives after the write, while the old load is still out
      // A load of its own (times out if it joined the old one, which is still held).
      await loadsStarted(2);
      slow.resolve();
      expect(await before).toEqual(['old']);
      expect(await after, 'a read after the write was given the load from before it').toEqual(['new']);
    });
  }

  it('awaits the read barrier before answering when one is needed', async () => {
    let needed = true;
    let passes = 0;
    cache.setReadBarrier({ needed: () => needed, pass: async () => (passes++, true) });
    await read();
    await read();
    expect([passes, loads]).toEqual([2, 1]);
    needed = false;
    await read();
    expect([passes, loads]).toEqual([2, 1]);
  });

  it('answers from the database and keeps nothing while the barrier cannot be passed', async () => {
    let trusted = false;
    cache.setReadBarrier({ needed: () => true, pass: async () => trusted });
    await read();
    await read();
    expect(loads).toBe(2);
    trusted = true;
    await read();
    await read();
    expect(loads).toBe(3);
  });
});

describe('ResponseCache.serveText (one path with serve)', () => {
  const CALENDAR = 'text/calendar; charset=utf-8';
  const feed = () => `BEGIN:VCALENDAR\r\nSUMMARY:${rows.join(', ')}\r\nEND:VCALENDAR\r\n`;
  let text: FastifyInstance;

  beforeEach(async () => {
    rows = ['Ria Form bats'];
    cache.setVisibility({ current: async () => hideRia, peek: () => hideRia, stale: () => {} });
    text = Fastify();
    // An admin is whoever says so here: the cache only asks `viewer()`.
    text.decorateRequest('viewer', function (this: { headers: Record<string, unknown> }) {
      return Promise.resolve(this.headers.authorization === 'Bearer admin' ? { isAdmin: true } : null);
    } as never);
    text.get('/feed.ics', (request, reply) =>
      cache.serveText(request, reply, 'list', 'ics', CALENDAR, async () => {
        loads++;
        return feed();
      }),
    );
    text.get('/list', (request, reply) =>
      cache.serve(request, reply, 'list', 'all', async () => {
        loads++;
        return [...rows];
      }),
    );
    await text.ready();
  });
  afterEach(async () => {
    await text.close();
  });
  const hideRia = { empty: false, text: (input: string) => input.replaceAll('Ria Form', 'Player 4') };

  it('keeps the visitors’ text through the visibility rule, as its own type, with an ETag and 304', async () => {
    const first = await text.inject({ url: '/feed.ics' });
    expect(first.headers['content-type']).toBe(CALENDAR);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toBe('BEGIN:VCALENDAR\r\nSUMMARY:Player 4 bats\r\nEND:VCALENDAR\r\n');
    expect((await text.inject({ url: '/feed.ics' })).body).toBe(first.body);
    expect(loads).toBe(1);
    const again = await text.inject({ url: '/feed.ics', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('makes an admin’s text for them: real names, its own type, private, never kept', async () => {
    const admin = { authorization: 'Bearer admin' };
    const mine = await text.inject({ url: '/feed.ics', headers: admin });
    expect(mine.headers['content-type']).toBe(CALENDAR);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.body).toBe(feed());
    expect((await text.inject({ url: '/feed.ics', headers: { ...admin, 'if-none-match': mine.headers.etag as string } })).statusCode).toBe(304);
    expect(loads).toBe(2);
    expect((await text.inject({ url: '/feed.ics' })).body).toContain('Player 4');
  });

  it('gives an admin a list as JSON, with real names', async () => {
    const mine = await text.inject({ url: '/list', headers: { authorization: 'Bearer admin' } });
    expect(mine.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.json()).toEqual(['Ria Form bats']);
    expect((await text.inject({ url: '/list' })).json()).toEqual(['Player 4 bats']);
  });
});
