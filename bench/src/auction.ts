/**
 * P6, the auction room under load (issue 21): 12 paddles bid as fast as they can (each sends
 * the next amount as soon as it has an answer) while 500 watchers hold the live stream and
 * an auctioneer sells every 20 bids and calls the next lot. Measured: the latency of every
 * bid answer (p50, p99; target p99 <= 50 ms). Then the invariants: no purse below zero, no
 * squad above its maximum, one leader per amount, and every watcher received every event
 * once, in order, ending in the state the server answers.
 */
import http from 'node:http';
import type { AuctionLiveMessage, AuctionView } from '@league/auction/contract';
import type { Row } from './row';
import type { Subject } from './subject';
import { watchers as spawnWatchers } from './watchers';

const PADDLES = 12;
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 500);

async function api<T = { data: AuctionView }>(subject: Subject, method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${subject.url}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T & { message?: string } };
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

export async function runAuctionBench(subject: Subject, token: string, options: { seconds: number }): Promise<Row[]> {
  const admin = { authorization: `Bearer ${token}` };
  const stamp = Date.now().toString(36);
  const teamIds: string[] = [];
  for (let i = 0; i < PADDLES; i++) {
    const res = await api<{ data: { _id: string } }>(subject, 'POST', '/api/teams', admin, {
      section: 'GICPL-H',
      name: `Bench ${stamp} ${i}`,
      captain: `Captain ${i}`,
    });
    teamIds.push(res.json.data._id);
  }
  const created = await api(subject, 'POST', '/api/auctions', admin, {
    name: `Bench auction ${stamp}`,
    purse: 5_000_000,
    squadMin: 1,
    squadMax: 60,
    categories: [{ name: 'Open', basePrice: 10 }],
    increments: [{ from: 0, step: 5 }],
    teams: teamIds.map((teamId) => ({ teamId })),
    pool: Array.from({ length: 600 }, (_, i) => ({ name: `Bench player ${i}`, category: 'Open' })),
  });
  if (created.status !== 201) throw new Error(`auction: ${created.json.message}`);
  const id = created.json.data._id;
  const url = `/api/auctions/${id}`;
  const started = await api(subject, 'PUT', url, admin, { status: 'live' });
  let state = (await api(subject, 'POST', `${url}/lots`, admin, {})).json.data;
  const tokens: string[] = [];
  for (const teamId of teamIds) tokens.push((await api<{ data: { token: string } }>(subject, 'POST', `${url}/paddles`, admin, { teamId })).json.data.token);

  const agent = new http.Agent({ keepAlive: true });
  const from = started.json.data.seq;
  // In a process of their own, so the paddles' answers are not timed through 500 streams' parsing.
  const watchers = spawnWatchers(`${subject.url}${url}/live?after=${from}`, WATCHERS, { seqs: true });
  const connecting = Date.now();
  while (!watchers.connected()) {
    if (Date.now() - connecting > 60_000) throw new Error(`the ${WATCHERS} watchers did not all connect in 60 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 500));

  const latencies: number[] = [];
  let refused = 0;
  let errors = 0;
  let sold = 0;
  const stopAt = Date.now() + options.seconds * 1000 * 3;
  const newer = (next: AuctionView) => {
    if (next.seq > state.seq) state = next;
  };
  // The paddles see the room as a phone does: through the live stream (one parsed feed).
  const feed = http.get(`${subject.url}${url}/live?after=${state.seq}`, { agent }, (res) => {
    let buffer = '';
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
        if (!data) continue;
        const m = JSON.parse(data.slice(6)) as AuctionLiveMessage;
        if (m.seq <= state.seq) continue;
        if (m.state) state = { ...m.state, pool: [] };
        else if (m.seq === state.seq + 1) state = { ...state, seq: m.seq, current: m.current ?? null };
      }
    });
  });
  feed.on('error', () => {});

  const paddle = async (i: number) => {
    const teamId = teamIds[i]!;
    const headers = { 'x-paddle-token': tokens[i]! };
    while (Date.now() < stopAt) {
      const lot = state.current;
      if (!lot || lot.leader?.teamId === teamId) {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      const t0 = performance.now();
      const res = await api(subject, 'POST', `${url}/bids`, headers, { lotId: lot.lotId, teamId, amount: lot.nextBid });
      latencies.push(performance.now() - t0);
      if (res.status === 200) newer(res.json.data);
      else if (res.status === 409 || res.status === 400) refused++;
      else errors++;
      if (res.status !== 200) {
        // Raced: wait for the stream to bring the state that beat this bid.
        const seen = state.seq;
        const until = Date.now() + 200;
        while (state.seq === seen && Date.now() < until) await new Promise((r) => setTimeout(r, 1));
      }
    }
  };
  const auctioneer = async () => {
    while (Date.now() < stopAt) {
      const lot = state.current;
      if (lot && lot.bids.length >= 20) {
        const res = await api(subject, 'POST', `${url}/lots/${lot.lotId}/sold`, admin);
        if (res.status === 200) sold++;
        const next = await api(subject, 'POST', `${url}/lots`, admin, {});
        if (next.status === 200) newer(next.json.data);
        else newer((await api(subject, 'GET', url, {})).json.data);
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const began = performance.now();
  await Promise.all([...teamIds.map((_, i) => paddle(i)), auctioneer()]);
  const elapsed = (performance.now() - began) / 1000;

  const final = (await api(subject, 'GET', url, {})).json.data;
  const deadline = Date.now() + 10_000;
  while (!watchers.lastAt.has(final.seq) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const report = await watchers.finish();
  const expected = Array.from({ length: final.seq - from }, (_, i) => from + 1 + i);
  const broken: string[] = [];
  const complete = report.seqs!.filter((seqs) => seqs.length === expected.length && seqs.every((s, i) => s === expected[i])).length;
  if (complete !== WATCHERS) broken.push(`${WATCHERS - complete} watchers missed or repeated an event`);
  const lastSeen = report.lastData ? (JSON.parse(report.lastData) as AuctionLiveMessage) : null;
  if (lastSeen && lastSeen.seq !== final.seq) broken.push('a watcher ended in another state');
  if (lastSeen?.current && JSON.stringify(lastSeen.current) !== JSON.stringify(final.current))
    broken.push('the last bid a watcher saw is not the state served');
  for (const t of final.teams) {
    if (t.purseLeft < 0) broken.push(`${t.name} purse below zero`);
    if (t.squadCount > final.squadMax) broken.push(`${t.name} squad above its maximum`);
  }
  for (const s of final.sold) if (s.price <= 0) broken.push('a sale without a price');
  feed.destroy();
  agent.destroy();
  if (broken.length) console.error(`P6 invariants broken: ${broken.join('; ')}`);

  latencies.sort((a, b) => a - b);
  const bids = latencies.length;
  return [
    {
      id: 'P6',
      db: subject.kind,
      subject: `${PADDLES} paddles bidding + ${WATCHERS} SSE watchers: ${bids} bids (${(bids / elapsed).toFixed(0)}/s, ${refused} refused as raced), ${sold} sales, ${final.seq - from} events to every watcher`,
      baseline: 'invariants (1 = none broken)',
      ratio: broken.length ? 0 : 1,
      target: 1,
      p50: Math.round(percentile(latencies, 50) * 10) / 10,
      p99: Math.round(percentile(latencies, 99) * 10) / 10,
      p99Target: 50,
      errors,
    },
  ];
}
