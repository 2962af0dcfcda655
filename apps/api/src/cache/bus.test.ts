/**
 * The cache bus between instances, without PostgreSQL: two small apps, each with its own
 * ResponseCache, on one shared list (the "database") and one FakeWire (the LISTEN/NOTIFY).
 * The wire delivers notifications late on purpose: only the bus's protocol (the NOTIFY, the
 * receiver dropping its entries, the round trip before a read) makes a read after a write
 * right at once. hardening/scale-out.test.ts runs the same promise on real PostgreSQL.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { startCacheBus } from './bus';
import { FakeWire, type FakeSession } from './fake-wire';
import { START_GRACE_MS } from './peer-state';

interface Instance {
  app: FastifyInstance;
  cache: ResponseCache;
  session: FakeSession;
  readonly loads: number;
  stop(): Promise<void>;
}

let wire: FakeWire;
let rows: string[];
let clock: number;
let running: Instance[];

beforeEach(() => {
  wire = new FakeWire();
  rows = ['Acme'];
  clock = 1_000_000;
  running = [];
});
afterEach(async () => {
  for (const instance of running) {
    await instance.stop();
    await instance.app.close();
  }
});

async function startInstance(id: string): Promise<Instance> {
  const cache = new ResponseCache();
  const app = Fastify();
  let session: FakeSession | undefined;
  const counter = { loads: 0 };
  app.get('/sponsors', (request, reply) =>
    cache.serve(request, reply, 'sponsors', 'all', async () => {
      counter.loads++;
      return [...rows];
    }),
  );
  app.post('/sponsors', async (request) => {
    rows = [...rows, (request.body as { name: string }).name];
    cache.invalidate('sponsors');
    return { ok: true };
  });
  const stop = await startCacheBus({
    cache,
    log: app.log,
    app,
    id,
    now: () => clock,
    transport: (events) => (session = wire.transport(events)),
  });
  await app.ready();
  const instance: Instance = {
    app,
    cache,
    session: session!,
    stop,
    get loads() {
      return counter.loads;
    },
  };
  running.push(instance);
  return instance;
}

const read = async (instance: Instance, headers: Record<string, string> = {}) => {
  const res = await instance.app.inject({ url: '/sponsors', headers });
  return { status: res.statusCode, etag: res.headers.etag as string, names: res.statusCode === 200 ? (res.json() as string[]) : [] };
};
const write = async (instance: Instance, name: string) => {
  const res = await instance.app.inject({ method: 'POST', url: '/sponsors', payload: { name } });
  expect(res.statusCode).toBe(200);
};
/** Lets the wire deliver everything sent so far (no wait on the clock: a busy machine fires timers late). */
const settle = () => wire.settle();
const hellos = (id: string) => wire.committed.filter((payload) => payload === `hello|${id}|`).length;
/** Waits for a condition, polling; fails after `ms`. */
async function until(ok: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the cache bus (fake wire)', () => {
  it('reads a write through one instance at once through the other, with warm caches, both ways', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    await settle();
    clock += START_GRACE_MS; // past the grace: each knows the other from its hello and alive
    for (let round = 0; round < 4; round++) {
      const [writer, reader] = round % 2 === 0 ? [a, b] : [b, a];
      await read(writer);
      await read(reader);
      const warm = await read(reader);
      const loadsBefore = reader.loads;
      const name = `Round ${round} Co`;
      await write(writer, name);
      // No wait: the very next request, on the other instance.
      const after = await read(reader, { 'if-none-match': warm.etag });
      expect(after.status, `round ${round}: answered 304 from a stale cache`).toBe(200);
      expect(after.names, `round ${round}`).toContain(name);
      expect(reader.loads).toBe(loadsBefore + 1);
    }
  });

  it("answers a write's request only once its invalidation has been committed", async () => {
    const a = await startInstance('a');
    await write(a, 'Committed Co');
    expect(wire.committed).toContain('inv|a|sponsors');
  });

  it('alone after the grace, answers from its cache with no round trip; a newcomer makes it check again', async () => {
    const a = await startInstance('a');
    clock += START_GRACE_MS;
    await read(a);
    await read(a);
    expect(a.session.roundTrips).toBe(0);
    expect(a.loads).toBe(1);

    const b = await startInstance('b');
    await settle(); // b's hello has reached a: a started afresh
    await write(b, 'Newcomer Co');
    expect((await read(a)).names).toContain('Newcomer Co');
    expect(a.session.roundTrips).toBeGreaterThan(0);
  });

  it('forgets a peer that said bye, and trusts its cache again', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    await settle();
    clock += START_GRACE_MS;
    await b.stop();
    running.splice(running.indexOf(b), 1);
    await b.app.close();
    await settle();
    const trips = a.session.roundTrips;
    await read(a);
    await read(a);
    expect(a.session.roundTrips).toBe(trips);
  });

  it('turns the cache off while its LISTEN session is down, and says hello when it is back', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    await settle();
    await read(a);
    await read(a);
    expect(a.loads).toBe(1);
    a.session.lose(100);
    // Down: b's writes would go unheard, so every read goes to the database.
    await write(b, 'Unheard Co');
    expect((await read(a)).names).toContain('Unheard Co');
    expect((await read(a)).names).toContain('Unheard Co');
    expect(a.loads).toBe(3);
    // Back: it says hello again.
    await until(() => hellos('a') === 2);
    await settle();
    await read(a);
    const loads = a.loads;
    await read(a);
    expect(a.loads).toBe(loads);
  });

  it('when an invalidation cannot be sent, reconnects so the other instances start afresh', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    await settle();
    await read(b);
    wire.failSends = true;
    await write(a, 'Lost Co');
    wire.failSends = false;
    await until(() => hellos('a') === 2); // a's session comes back and says hello
    await settle();
    expect((await read(b)).names).toContain('Lost Co');
  });
});
