/**
 * Scale-out: two real server processes (INSTANCES=many) on different ports against ONE
 * PostgreSQL database, as behind a load balancer. A write through one instance is read at
 * once through the other, even though both serve public lists from their own in-memory cache
 * (LISTEN/NOTIFY keeps them coherent: cache-bus.ts, cache/). The bus's parts have unit tests
 * in cache/ that need no database; this is the same promise end to end, run by `pnpm test:pg`
 * (it skips without TEST_DATABASE_URL: the embedded database has one process). Live scoring
 * too: a match's live feed on one instance carries the balls scored through the other
 * (the LiveHub's NOTIFY), and a watcher sent to the other instance on reconnect resumes.
 * And the auction room, whose writes race: paddles bidding through both at once.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppTestDatabase, type AppTestDatabase } from '../testing/database';
import { startServer, stopServer, tempDataDir, type ServerProcess } from '../testing/server-process';
import { START_GRACE_MS } from '../cache-bus';
import { apiCaller, ballByBall, setUpMatch, until, watchLive, type ScorableMatch } from '../testing/scoring';

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const JWT_SECRET = 'scale-out-shared-secret-scale-out-shared-0123';

let database: AppTestDatabase;
let a: ServerProcess;
let b: ServerProcess;
let token: string;
/** When B was ready: both instances have been listening since before then. */
let readyAt = 0;
const dataDirs = enabled ? [tempDataDir('league-a-'), tempDataDir('league-b-')] : [];

const json = async (res: Response) => ({
  status: res.status,
  etag: res.headers.get('etag'),
  body: (await res.json()) as { success: boolean; data: Array<Record<string, unknown>> },
});
const get = (server: ServerProcess, path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const send = (server: ServerProcess, method: string, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe.skipIf(!enabled)('two instances against one PostgreSQL (scale-out)', () => {
  beforeAll(async () => {
    database = await openAppTestDatabase();
    await database.handle.close();
    const common = { DATABASE_URL: database.url!, INSTANCES: 'many', JWT_SECRET, RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'info' };
    // The first start migrates and seeds; the second finds both done.
    a = await startServer({ ...common, SEED_DEMO: 'true', DATA_DIR: dataDirs[0]! });
    b = await startServer({ ...common, SEED_DEMO: 'false', DATA_DIR: dataDirs[1]! });
    readyAt = Date.now();
    // The operator's way in: the demo admin's one-time link from A's start log, exchanged through B.
    const code = /login\?code=([\w-]+)/.exec(a.output())?.[1];
    expect(code, a.output()).toBeTruthy();
    const login = await fetch(`${b.url}/api/admin/link-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 240_000);

  afterAll(async () => {
    if (a) await stopServer(a);
    if (b) await stopServer(b);
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('both serve the same league', async () => {
    for (const server of [a, b]) expect(server.output()).toMatch(/INSTANCES=many/);
    for (const path of ['/api/teams', '/api/sponsors']) {
      const [fromA, fromB] = await Promise.all([get(a, path).then(json), get(b, path).then(json)]);
      expect(fromA.status).toBe(200);
      expect(fromA.body.data.length).toBeGreaterThan(0);
      expect(fromB.body).toEqual(fromA.body);
      expect(fromB.etag).toBe(fromA.etag);
    }
  });

  it('reads a write through A at once through B, and the other way round, with warm caches', async () => {
    for (let round = 0; round < 8; round++) {
      const [writer, reader] = round % 2 === 0 ? [a, b] : [b, a];
      // Warm both caches (the second read is a cache hit), and remember the reader's ETag.
      await get(writer, '/api/sponsors');
      await get(reader, '/api/sponsors');
      const before = await get(reader, '/api/sponsors').then(json);

      const name = `Scale Out Co ${round}`;
      const created = await send(writer, 'POST', '/api/sponsors', { companyName: name });
      expect(created.status).toBe(201);
      // No sleep: the very next request, to the other instance.
      const after = await get(reader, '/api/sponsors', { 'if-none-match': before.etag! });
      expect(after.status, `round ${round}: the reader answered 304 from its stale cache`).toBe(200);
      const names = ((await after.json()) as { data: Array<{ companyName: string }> }).data.map((s) => s.companyName);
      expect(names, `round ${round}`).toContain(name);
    }
  });

  it('sees teams created and deleted through the other instance at once', async () => {
    for (let round = 0; round < 4; round++) {
      await get(a, '/api/teams');
      await get(b, '/api/teams');
      const created = await send(a, 'POST', '/api/teams', { section: 'GICPL-OG', name: `Scale XI ${round}`, captain: 'Ravi Kumar' });
      expect(created.status).toBe(201);
      const id = ((await created.json()) as { data: { _id: string } }).data._id;
      const seen = await get(b, '/api/teams').then(json);
      expect(
        seen.body.data.map((t) => t._id),
        `round ${round}: created`,
      ).toContain(id);

      const removed = await send(b, 'DELETE', `/api/teams/${id}`);
      expect(removed.status).toBe(200);
      const gone = await get(a, '/api/teams').then(json);
      expect(
        gone.body.data.map((t) => t._id),
        `round ${round}: deleted`,
      ).not.toContain(id);
    }
  });

  it('stays coherent once the start-up grace is over (each instance knows the other from its announcements)', async () => {
    // A pause before the writes, never between a write and its read: until the start-up grace
    // is over on both (it runs on each server's own clock, from before it was ready, so this
    // waits only for what is left of it after the tests above).
    const graceOver = readyAt + START_GRACE_MS + 100;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, graceOver - Date.now())));
    for (let round = 0; round < 6; round++) {
      const [writer, reader] = round % 2 === 0 ? [a, b] : [b, a];
      await get(reader, '/api/sponsors');
      const name = `After Grace Co ${round}`;
      expect((await send(writer, 'POST', '/api/sponsors', { companyName: name })).status).toBe(201);
      const names = (await get(reader, '/api/sponsors').then(json)).body.data.map((s) => s.companyName);
      expect(names, `round ${round}`).toContain(name);
    }
  }, 60_000);

  it('sees every one of many concurrent writes to different lists through the other instance', async () => {
    // Invalidations are coalesced into shared NOTIFYs: each write's answer must still wait
    // for one that left after it committed.
    for (let round = 0; round < 3; round++) {
      await Promise.all([get(b, '/api/sponsors'), get(b, '/api/teams')]);
      const writes = Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? send(a, 'POST', '/api/sponsors', { companyName: `Burst Co ${round}-${i}` }).then(async (res) => {
              expect(res.status).toBe(201);
              const names = (await get(b, '/api/sponsors').then(json)).body.data.map((s) => s.companyName);
              expect(names, `round ${round}, write ${i}`).toContain(`Burst Co ${round}-${i}`);
            })
          : send(a, 'POST', '/api/teams', { section: 'GICPL-H', name: `Burst XI ${round}-${i}`, captain: 'Asha Rao' }).then(async (res) => {
              expect(res.status).toBe(201);
              const names = (await get(b, '/api/teams').then(json)).body.data.map((t) => t.name);
              expect(names, `round ${round}, write ${i}`).toContain(`Burst XI ${round}-${i}`);
            }),
      );
      await Promise.all(writes);
    }
  });

  describe('live scoring across instances', () => {
    let match: ScorableMatch;
    let nextBall: () => Record<string, unknown>;
    /** Client ids of the match's log, in order: ids[seq - 1]. */
    const ids: string[] = [];
    /** When A's answer for each seq arrived. */
    const ackedAt = new Map<number, number>();

    /** Scores `n` balls through A, one after another, each after the last acknowledged one. */
    async function scoreThroughA(n: number) {
      const call = apiCaller(a.url, () => token);
      for (let i = 0; i < n; i++) {
        const id = randomUUID();
        const res = await call('POST', `/matches/${match.matchId}/events`, { ...nextBall(), id, after: ids.at(-1) ?? null });
        expect(res.status, JSON.stringify(res.json)).toBe(201);
        expect(res.json.data.seq).toBe(ids.length + 1);
        ids.push(id);
        ackedAt.set(res.json.data.seq, Date.now());
      }
    }
    const live = (server: ServerProcess) => `${server.url}/api/matches/${match.matchId}/live`;
    const seqs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

    beforeAll(async () => {
      match = await setUpMatch(
        apiCaller(a.url, () => token),
        'GICPL-OG',
        'Scale Out',
      );
      nextBall = ballByBall(match);
    });

    it('a watcher on B sees every ball posted through A, once each, in order, within a second', async () => {
      const watcher = watchLive(live(b));
      await until(() => watcher.comments.includes('connected'), 5000, "B's stream to open");
      await scoreThroughA(40);
      // One more ball as a marker: anything late or repeated would reach B before it.
      await scoreThroughA(1);
      await until(() => watcher.frames.some((f) => f.id === 41), 5000, 'the 41st ball on B');
      watcher.close();
      expect(watcher.status()).toBe(200);
      expect(watcher.frames.map((f) => f.id)).toEqual(seqs(1, 41));
      expect(watcher.frames.map((f) => f.data.event.id)).toEqual(ids);
      expect(watcher.frames.every((f) => f.event === 'score' && f.data.seq === f.id)).toBe(true);
      const lags = watcher.frames.map((f) => f.at - ackedAt.get(f.id)!);
      expect(Math.max(...lags), `lags (ms) after A's answer: ${lags.join(' ')}`).toBeLessThan(1000);
      // The state on the feed is the one A answered and the scorecard B serves.
      const card = (await get(b, `/api/matches/${match.matchId}/scorecard`).then((r) => r.json())) as {
        data: { seq: number; innings: Array<{ runs: number; wickets: number; overs: string }> };
      };
      expect(card.data.seq).toBe(41);
      expect(watcher.frames.at(-1)!.data.state.innings.at(-1)).toMatchObject({
        runs: card.data.innings.at(-1)!.runs,
        wickets: card.data.innings.at(-1)!.wickets,
        overs: card.data.innings.at(-1)!.overs,
      });
    });

    it('a watcher that hangs up on A and reconnects to B with Last-Event-ID gets exactly what it missed', async () => {
      const first = watchLive(live(a));
      await until(() => first.frames.length === ids.length, 5000, "A's replay of the log");
      first.close();
      const seen = first.frames.at(-1)!.id;
      await scoreThroughA(12); // while it is away
      const resumed = watchLive(live(b), { 'last-event-id': String(seen) });
      await until(() => resumed.frames.length >= 12, 5000, 'the missed balls on B');
      await scoreThroughA(5); // and it follows on from there
      // One more ball as a marker: anything late or repeated would reach B before it.
      await scoreThroughA(1);
      await until(() => resumed.frames.some((f) => f.id === seen + 18), 5000, 'the new balls on B');
      resumed.close();
      expect(resumed.frames.map((f) => f.id)).toEqual(seqs(seen + 1, seen + 18));
      expect(resumed.frames.map((f) => f.data.event.id)).toEqual(ids.slice(seen));
    });

    it('watchers bounced between A and B while balls keep coming miss nothing and repeat nothing', async () => {
      const start = ids.length;
      const scoring = scoreThroughA(45);
      const heard: number[] = [];
      let lastId = start;
      for (let hop = 0; hop < 6; hop++) {
        const server = hop % 2 === 0 ? b : a;
        const w = watchLive(live(server), { 'last-event-id': String(lastId) });
        const all = () => lastId + w.frames.length >= start + 45;
        // Each hop hears a few balls and hangs up; the last one stays to the end.
        await until(() => (hop < 5 && w.frames.length >= 4) || all(), 10_000, `hop ${hop}`);
        w.close();
        heard.push(...w.frames.map((f) => f.id));
        lastId = heard.at(-1) ?? lastId;
      }
      await scoring;
      expect(heard).toEqual(seqs(start + 1, start + 45));
    }, 60_000);
  });

  it('an auction bid on through both instances at once: one leader per amount, both serve the replay of the log', async () => {
    const stamp = Date.now().toString(36);
    const teamIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await send(a, 'POST', '/api/teams', { section: 'GICPL-H', name: `Race ${stamp} ${i}`, captain: `Captain ${i}` });
      teamIds.push(((await res.json()) as { data: { _id: string } }).data._id);
    }
    const created = await send(a, 'POST', '/api/auctions', {
      name: `Race ${stamp}`,
      purse: 100_000,
      squadMin: 1,
      squadMax: 10,
      categories: [{ name: 'Open', basePrice: 100 }],
      increments: [{ from: 0, step: 10 }],
      teams: teamIds.map((teamId) => ({ teamId })),
      pool: Array.from({ length: 6 }, (_, i) => ({ name: `Race player ${i}`, category: 'Open' })),
    });
    expect(created.status).toBe(201);
    const url = `/api/auctions/${((await created.json()) as { data: { _id: string } }).data._id}`;
    expect((await send(b, 'PUT', url, { status: 'live' })).status).toBe(200);
    const tokens: string[] = [];
    for (const teamId of teamIds) tokens.push(((await (await send(a, 'POST', `${url}/paddles`, { teamId })).json()) as { data: { token: string } }).data.token);
    const watcher = watchLive(`${b.url}${url}/live?after=0`);
    await until(() => watcher.comments.includes('connected'), 5000, "B's auction stream to open");

    type Lot = { lotId: string; basePrice: number; bids: Array<{ teamId: string; amount: number }> };
    const accepted: Array<{ teamId: string; amount: number }> = [];
    for (let lotNo = 0; lotNo < 2; lotNo++) {
      // Each lot is called through one instance and bid on through both: each instance's
      // memory of the room is behind the other's writes, and the (auction, seq) key decides.
      const called = await send(lotNo % 2 ? b : a, 'POST', `${url}/lots`, {});
      const lot = ((await called.json()) as { data: { current: Lot } }).data.current;
      for (let amount = lot.basePrice; amount < lot.basePrice + 100; amount += 10) {
        // Every team bids the same amount, each through both instances.
        const attempts = teamIds.flatMap((teamId, i) =>
          [a, b].map((server) =>
            fetch(`${server.url}${url}/bids`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-paddle-token': tokens[i]! },
              body: JSON.stringify({ lotId: lot.lotId, teamId, amount }),
            }).then(async (res) => ({ teamId, status: res.status, body: (await res.json()) as { message?: string } })),
          ),
        );
        const answers = await Promise.all(attempts);
        for (const answer of answers) expect([200, 409], answer.body.message).toContain(answer.status);
        const won = answers.filter((answer) => answer.status === 200);
        expect(won).toHaveLength(1);
        accepted.push({ teamId: won[0]!.teamId, amount });
      }
      expect((await send(lotNo % 2 ? a : b, 'POST', `${url}/lots/${lot.lotId}/sold`)).status).toBe(200);
    }

    // Both instances serve the same room, and it is the one the accepted bids make.
    type Room = { seq: number; sold: Array<{ teamId: string; price: number }> };
    const [fromA, fromB] = (await Promise.all([a, b].map(async (server) => ((await (await get(server, url)).json()) as { data: Room }).data))) as [Room, Room];
    expect(fromB).toEqual(fromA);
    const lastOfLot = (lot: number) => accepted[lot * 10 + 9]!;
    expect(fromA.sold.map((s) => [s.teamId, s.price])).toEqual([0, 1].map((lot) => [lastOfLot(lot).teamId, lastOfLot(lot).amount]));
    // The stream through B carried every event once, in order: the bids made through A too. A
    // pause through A is the marker: anything late or repeated would reach B before it.
    expect((await send(a, 'PUT', url, { status: 'paused' })).status).toBe(200);
    await until(() => watcher.frames.some((f) => f.id === fromA.seq + 1), 5000, 'the pause on B');
    watcher.close();
    expect(watcher.frames.map((f) => f.id)).toEqual(Array.from({ length: fromA.seq + 1 }, (_, i) => i + 1));
    expect(watcher.frames.at(-1)!.data.type).toBe('status');
    const bidAmounts = watcher.frames.filter((f) => f.data.type === 'bid').map((f) => f.data.current.leader.amount);
    expect(bidAmounts).toEqual(accepted.map((x) => x.amount));
  }, 60_000);

  it('keeps both instances healthy and ready throughout', async () => {
    for (const server of [a, b]) expect((await get(server, '/api/ready')).status).toBe(200);
    expect(b.output()).not.toMatch(/cache notify failed/);
  });
});
