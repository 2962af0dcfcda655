import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPgListener } from './pg-listener';
import { MEMO_MS, createLiveHub, resumePoint, sseFrame, type LiveEvent, type LiveHub } from './live';

/** A topic's log as the database would hold it. */
function fakeLog() {
  const events: LiveEvent[] = [];
  return {
    events,
    append(n = 1) {
      const added: LiveEvent[] = [];
      for (let i = 0; i < n; i++) {
        const e = { seq: events.length + 1, event: 'tick', data: { n: events.length + 1 } };
        events.push(e);
        added.push(e);
      }
      return added;
    },
    load: async (after: number) => events.filter((e) => e.seq > after),
  };
}

interface Received {
  ids: number[];
  /** Each frame's event name, in order ('' for a frame with none). */
  events: string[];
  lastId: () => number;
  comments: number;
  close(): void;
  headers: http.IncomingHttpHeaders;
}

/** A minimal SSE client over real HTTP: collects ids and comments. */
function connect(port: number, path: string, lastEventId?: number): Promise<Received> {
  return new Promise((resolve, reject) => {
    const req = http.get({ port, path, headers: lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) } }, (res) => {
      const got: Received = {
        ids: [],
        events: [],
        lastId: () => got.ids.at(-1) ?? 0,
        comments: 0,
        close: () => req.destroy(),
        headers: res.headers,
      };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const lines = frame.split('\n');
          if (lines.some((line) => line.startsWith('data: '))) got.events.push(lines.find((line) => line.startsWith('event: '))?.slice(7) ?? '');
          for (const line of lines) {
            if (line.startsWith('id: ')) got.ids.push(Number(line.slice(4)));
            if (line.startsWith(':')) got.comments++;
          }
        }
      });
      res.on('error', () => {});
      resolve(got);
    });
    req.on('error', reject);
  });
}

const until = async (ok: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

let hub: LiveHub | null = null;
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  // Streams first: a server waits for its open connections before it closes.
  await hub?.close();
  await close?.();
  hub = null;
  close = null;
});

async function server(log: ReturnType<typeof fakeLog>, heartbeatMs?: number) {
  hub = await createLiveHub({ heartbeatMs });
  const app = Fastify();
  const h = hub;
  app.get('/live', (request, reply) => h.stream(request, reply, { topic: 'match:1', load: log.load }));
  app.get('/other', (request, reply) => h.stream(request, reply, { topic: 'match:2', load: async () => [] }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  return (app.server.address() as AddressInfo).port;
}

describe('hub', () => {
  it('fans a topic out to its subscribers only, and forgets one that left', async () => {
    hub = await createLiveHub();
    const a: number[] = [];
    const b: number[] = [];
    // Stays subscribed to auction:1: what it hears, a subscriber that had not left hears too.
    const witness: number[] = [];
    const offA = hub.subscribe('auction:1', (seq) => a.push(seq));
    hub.subscribe('auction:1', (seq) => witness.push(seq));
    hub.subscribe('auction:2', (seq) => b.push(seq));
    hub.publish('auction:1', [{ seq: 1, event: 'x', data: 1 }]);
    hub.publish('auction:2', [{ seq: 7, event: 'x', data: 1 }]);
    await until(() => a.length === 1 && b.length === 1);
    offA();
    hub.publish('auction:1', [{ seq: 2, event: 'x', data: 1 }]);
    await until(() => witness.length === 2);
    expect(witness).toEqual([1, 2]);
    expect(a).toEqual([1]);
    expect(b).toEqual([7]);
  });

  it('gathers events published close together into one delivery, in order', async () => {
    hub = await createLiveHub({ flushMs: 20 });
    const got: Array<number[] | null> = [];
    hub.subscribe('match:1', (_seq, events) => got.push(events?.map((e) => e.seq) ?? null));
    hub.publish('match:1', [{ seq: 2, event: 'x', data: 1 }]);
    hub.publish('match:1', [{ seq: 1, event: 'x', data: 1 }]);
    hub.publish('match:1', [{ seq: 3, event: 'x', data: 1 }]);
    await until(() => got.length > 0);
    expect(got).toEqual([[1, 2, 3]]);
  });

  it('a signal reaches every stream of its topic as a frame with no id, so Last-Event-ID stays where the log is', async () => {
    const log = fakeLog();
    const port = await server(log);
    const watcher = await connect(port, '/live');
    const elsewhere = await connect(port, '/other');
    hub!.publish('match:1', log.append(2));
    await until(() => watcher.ids.length === 2);
    hub!.signal('match:1', 'hold');
    hub!.publish('match:1', log.append());
    await until(() => watcher.ids.length === 3);
    expect(watcher.events).toEqual(['tick', 'tick', 'hold', 'tick']);
    expect(watcher.ids).toEqual([1, 2, 3]);
    expect(elsewhere.events).toEqual([]);
    // A watcher that left is not written to; a name that could forge a field is refused.
    watcher.close();
    await until(() => hub!.connections === 1);
    hub!.signal('match:1', 'hold');
    expect(() => hub!.signal('match:1', 'hold\ndata: 1')).toThrow(/not a signal name/);
    elsewhere.close();
  });

  it('frames data as one JSON line, so a newline in a value cannot forge a field', () => {
    expect(sseFrame({ seq: 3, event: 'bid', data: { name: 'a\n\nid: 99' } })).toBe('id: 3\nevent: bid\ndata: {"name":"a\\n\\nid: 99"}\n\n');
  });

  it('memo: one read answers every caller of a topic until news of it, or until MEMO_MS has passed; a failed read is not kept', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      hub = await createLiveHub();
      let reads = 0;
      const read = async () => ++reads;
      const first = await Promise.all(Array.from({ length: 50 }, () => hub!.memo('match:1', 'last', read)));
      expect(new Set(first)).toEqual(new Set([1]));
      expect(await hub.memo('match:1', 'last', read)).toBe(1);
      // Each topic and each key is its own question.
      expect(await hub.memo('match:2', 'last', read)).toBe(2);
      expect(await hub.memo('match:1', 'after:0', read)).toBe(3);
      // News of the topic: the next caller reads again (the other topic keeps its answer).
      hub.publish('match:1', [{ seq: 1, event: 'x', data: 1 }]);
      expect(await hub.memo('match:1', 'last', read)).toBe(4);
      expect(await hub.memo('match:2', 'last', read)).toBe(2);
      // No news, but time: the answer is read again.
      vi.advanceTimersByTime(MEMO_MS);
      expect(await hub.memo('match:2', 'last', read)).toBe(5);
      await expect(hub.memo('match:3', 'x', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
      expect(await hub.memo('match:3', 'x', async () => 'back')).toBe('back');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the resume point from Last-Event-ID, then ?after=', () => {
    const req = (headers: Record<string, string>, query: Record<string, string>) => ({ headers, query }) as never;
    expect(resumePoint(req({ 'last-event-id': '12' }, { after: '3' }))).toBe(12);
    expect(resumePoint(req({}, { after: '3' }))).toBe(3);
    expect(resumePoint(req({ 'last-event-id': 'x' }, {}), 5)).toBe(5);
  });
});

describe('SSE over real HTTP', () => {
  it('sends the right headers, the backlog, then live events in order', async () => {
    const log = fakeLog();
    log.append(3);
    const port = await server(log);
    const c = await connect(port, '/live?after=1');
    expect(c.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(c.headers['cache-control']).toBe('no-store');
    expect(c.headers['x-accel-buffering']).toBe('no');
    await until(() => c.ids.length === 2);
    hub!.publish('match:1', log.append(2));
    await until(() => c.ids.length === 4);
    expect(c.ids).toEqual([2, 3, 4, 5]);
    c.close();
    await until(() => hub!.connections === 0);
  });

  it('resumes from Last-Event-ID without a gap or a repeat while events keep coming', async () => {
    const log = fakeLog();
    const port = await server(log);
    const seen: number[] = [];
    let c = await connect(port, '/live');
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 20; i++) hub!.publish('match:1', log.append(1 + (i % 3)));
      await until(() => c.lastId() > 0);
      // Drop the connection mid-stream; events written meanwhile must arrive after resume.
      c.close();
      seen.push(...c.ids);
      hub!.publish('match:1', log.append(4));
      c = await connect(port, '/live', seen.at(-1));
    }
    hub!.publish('match:1', log.append(1));
    await until(() => c.lastId() === log.events.length);
    seen.push(...c.ids);
    c.close();
    expect(seen).toEqual(log.events.map((e) => e.seq));
  });

  it('fills a gap from the loader when news arrives without the events (another instance)', async () => {
    const log = fakeLog();
    const port = await server(log);
    const c = await connect(port, '/live');
    log.append(3);
    // Only the newest event is handed over (as after a NOTIFY): 1 and 2 come from the loader.
    hub!.publish('match:1', [log.events[2]!]);
    await until(() => c.ids.length === 3);
    expect(c.ids).toEqual([1, 2, 3]);
    c.close();
  });

  it('streams joining at once share one read of the log through the memo, and one joining after news reads the news', async () => {
    const log = fakeLog();
    log.append(3);
    let reads = 0;
    hub = await createLiveHub();
    const h = hub;
    const app = Fastify();
    app.get('/live', (request, reply) =>
      h.stream(request, reply, {
        topic: 'match:1',
        load: (after) =>
          h.memo('match:1', `after:${after}`, () => {
            reads++;
            return log.load(after);
          }),
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    const port = (app.server.address() as AddressInfo).port;
    const crowd = await Promise.all(Array.from({ length: 40 }, () => connect(port, '/live')));
    await until(() => crowd.every((c) => c.ids.length === 3));
    expect(reads).toBeLessThanOrEqual(2);
    hub.publish('match:1', log.append(1));
    await until(() => crowd.every((c) => c.ids.length === 4));
    const late = await connect(port, '/live');
    await until(() => late.ids.length === 4);
    expect(late.ids).toEqual([1, 2, 3, 4]);
    for (const c of [...crowd, late]) c.close();
  });

  it('sends a comment heartbeat', async () => {
    const log = fakeLog();
    const port = await server(log, 50);
    const c = await connect(port, '/live');
    await until(() => c.comments >= 3);
    c.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('an instance hears of the other instance’s new seq for the topic', async () => {
    const pg = (await import('pg')).default;
    const poolA = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const poolB = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const [listenerA, listenerB] = [createPgListener(poolA), createPgListener(poolB)];
    const a = await createLiveHub({ listener: listenerA });
    const b = await createLiveHub({ listener: listenerB });
    const heard: Array<[number, unknown]> = [];
    b.subscribe('auction:42', (seq, events) => heard.push([seq, events]));
    let reads = 0;
    const read = async () => ++reads;
    expect(await b.memo('auction:42', 'last', read)).toBe(1);
    a.publish('auction:42', [{ seq: 9, event: 'bid', data: {} }]);
    await until(() => heard.length === 1);
    expect(heard).toEqual([[9, null]]);
    // b heard the news from a: what b kept of the topic is read again.
    expect(await b.memo('auction:42', 'last', read)).toBe(2);
    // A signal crosses too, and is no sequence number.
    const signals: string[] = [];
    const app = Fastify();
    app.get('/live', (request, reply) => b.stream(request, reply, { topic: 'match:7', load: async () => [] }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const watcher = await connect((app.server.address() as AddressInfo).port, '/live');
    await until(() => b.connections === 1);
    b.subscribe('match:7', (seq) => signals.push(`seq ${seq}`));
    a.signal('match:7', 'hold');
    await until(() => watcher.events.length === 1);
    expect(watcher.events).toEqual(['hold']);
    expect(watcher.ids).toEqual([]);
    expect(signals).toEqual([]);
    watcher.close();
    await a.close();
    await b.close();
    await app.close();
    await listenerA.stop();
    await listenerB.stop();
    await poolA.end();
    await poolB.end();
  });
});
