import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuctionLiveMessage, AuctionView } from '../contract';
import { initialState, replay, type AuctionEvent, type AuctionSetup } from '../rules';
import { createHarness, type Harness } from './harness';

let h: Harness;
let base: string;
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(() => h.close());

/** An EventSource in miniature: every message's seq and state, over real HTTP. */
function watch(path: string) {
  const messages: AuctionLiveMessage[] = [];
  let buffer = '';
  const req = http.get(`${base}${path}`, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, at)
          .split('\n')
          .find((l) => l.startsWith('data: '));
        buffer = buffer.slice(at + 2);
        if (data) messages.push(JSON.parse(data.slice(6)));
      }
    });
  });
  req.on('error', () => {});
  return { messages, close: () => req.destroy() };
}

const send = (path: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

it('many equal and rising bids from every team at once: one leader per amount, the state is the replay of the log', async () => {
  const v = await h.create({ purse: 100_000, squadMin: 1, squadMax: 10 });
  const url = `/api/auctions/${v._id}`;
  await h.app.inject({ method: 'PUT', url, headers: h.admin, payload: { status: 'live' } });
  const tokens: Record<string, string> = {};
  for (const t of v.teams) tokens[t.teamId] = ((await h.post(`${url}/paddles`, { teamId: t.teamId })).body.data as unknown as { token: string }).token;
  const watcher = watch(`${url}/live?after=1`);

  const accepted: Array<{ teamId: string; amount: number }> = [];
  for (let lotNo = 0; lotNo < 3; lotNo++) {
    const lot = (await h.post(`${url}/lots`, {})).body.data!.current!;
    // Each round every team sends the same amount (equal bids racing) through its paddle,
    // and the admin console sends one for a team too.
    for (let amount = lot.basePrice; amount < lot.basePrice + 60; amount += 5) {
      const attempts = v.teams.map((t) => send(`${url}/bids`, { lotId: lot.lotId, teamId: t.teamId, amount }, { 'x-paddle-token': tokens[t.teamId]! }));
      attempts.push(send(`${url}/bids`, { lotId: lot.lotId, teamId: v.teams[lotNo]!.teamId, amount: amount + 100 }, h.admin));
      const answers = await Promise.all(attempts);
      const statuses = answers.map((a) => a.status);
      for (const s of statuses) expect([200, 400, 409]).toContain(s);
      const equal = statuses.slice(0, v.teams.length);
      // Exactly one of the equal bids wins, unless the console's higher bid got there first.
      expect(equal.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
      for (const [i, a] of answers.entries()) {
        if (a.status === 200)
          accepted.push({ teamId: i < v.teams.length ? v.teams[i]!.teamId : v.teams[lotNo]!.teamId, amount: i < v.teams.length ? amount : amount + 100 });
      }
    }
    expect((await h.post(`${url}/lots/${lot.lotId}/sold`)).status).toBe(200);
  }

  const final = (await h.app.inject({ method: 'GET', url })).json().data as AuctionView;
  const log = await h.db.query<{ seq: number; data: AuctionEvent }>(`select seq, data from auction_events where auction_id = $1 order by seq`, [v._id]);
  expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
  const bids = log.filter((e) => e.data.type === 'bid').map((e) => e.data as Extract<AuctionEvent, { type: 'bid' }>);
  expect(bids.map((b) => ({ teamId: b.teamId, amount: b.amount })).sort((x, y) => x.amount - y.amount || x.teamId.localeCompare(y.teamId))).toEqual(
    [...accepted].sort((x, y) => x.amount - y.amount || x.teamId.localeCompare(y.teamId)),
  );
  // One leader per amount, and every accepted bid beat the one before it on its lot.
  const perLot = new Map<string, number[]>();
  for (const b of bids) perLot.set(b.lotId, [...(perLot.get(b.lotId) ?? []), b.amount]);
  for (const amounts of perLot.values()) {
    expect(new Set(amounts).size).toBe(amounts.length);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  }
  // The state served is the replay of the accepted log.
  const setup: AuctionSetup = {
    squadMin: 1,
    squadMax: 10,
    categories: v.categories,
    increments: v.increments,
    teams: v.teams.map((t) => ({ teamId: t.teamId, name: t.name, purse: t.purse })),
    pool: v.pool.map((p) => ({ poolId: p.poolId, name: p.name, category: p.category, role: p.role, teamId: p.teamId })),
  };
  const replayed = replay(
    setup,
    log.map((e) => e.data),
    initialState(setup),
  );
  for (const t of final.teams) expect(t.purseLeft).toBe(t.purse - replayed.teams[t.teamId]!.spent);
  expect(final.sold.map((s) => [s.teamId, s.price])).toEqual(replayed.sold.map((s) => [s.teamId, s.price]));

  // The watcher saw every event after the one it started from, once, in order.
  const end = Date.now() + 3000;
  while (watcher.messages.at(-1)?.seq !== final.seq && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  watcher.close();
  expect(watcher.messages.map((m) => m.seq)).toEqual(log.slice(1).map((e) => e.seq));
  const { pool: _pool, ...withoutPool } = final;
  expect(watcher.messages.at(-1)!.state).toEqual(withoutPool);
  // A bid's message carries the lot as it stands after that bid.
  const bidMessages = watcher.messages.filter((m) => m.type === 'bid');
  expect(bidMessages.map((m) => m.current!.leader!.amount)).toEqual(bids.map((b) => b.amount));

  // Streams resuming at different points (as after a dropped connection) get exactly the rest.
  const resumed = [final.seq - 7, final.seq - 3, 0].map((after) => ({ after, w: watch(`${url}/live?after=${after}`) }));
  const until = Date.now() + 3000;
  while (resumed.some(({ w }) => w.messages.at(-1)?.seq !== final.seq) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  for (const { after, w } of resumed) {
    w.close();
    expect(w.messages.map((m) => m.seq)).toEqual(log.filter((e) => e.seq > after).map((e) => e.seq));
  }
});
