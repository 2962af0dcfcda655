/**
 * Push notifications end to end (part 3 spec section 3, issue 30), through HTTP on the app as
 * built for production: a local push service (an HTTP server here, speaking RFC 8030) stands
 * in for Google's and Mozilla's. Each browser is a P-256 key pair and an auth secret made
 * here; a push that arrives has its VAPID JWT verified against the server's public key and
 * its aes128gcm body decrypted with the browser's keys, to the spec's JSON.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openHardened, uniqueAddress, type Hardened } from '../hardening/harness';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service: records each push, answers with the status the test sets per path. */
function pushService() {
  const received: Received[] = [];
  const waiters: Array<{ path: string; resolve: (r: Received) => void }> = [];
  const status = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const push = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(push);
      res.statusCode = status.get(push.path) ?? 201;
      res.end();
      for (const w of waiters.filter((w) => w.path === push.path)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(push);
      }
    });
  });
  return {
    received,
    status,
    /** The next push to this path (or one already received after `from`). */
    next(path: string, from = 0): Promise<Received> {
      const seen = received.slice(from).find((r) => r.path === path);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ path, resolve }));
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription: its keys stay here, as they stay in a browser. */
function browser(origin: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${randomUUID()}`;
  return {
    path,
    ecdh,
    auth,
    subscription: { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
    open(push: Received) {
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      return JSON.parse(decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8'));
    },
  };
}

/** Verifies `Authorization: vapid t=<jwt>, k=<key>` against the server's published key. */
async function verifyVapid(push: Received, publicKey: string, audience: string) {
  const header = String(push.headers.authorization);
  const match = /^vapid t=([^,]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  expect(match, header).toBeTruthy();
  expect(match![2]).toBe(publicKey);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    'ES256',
  );
  const { payload } = await jwtVerify(match![1]!, key, { audience, algorithms: ['ES256'] });
  expect(payload.sub).toMatch(/^(https:|mailto:)/);
  expect(payload.exp! * 1000).toBeGreaterThan(Date.now());
  expect(payload.exp! * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
}

const CHILD = 'Ria Form';
let h: Hardened;
let admin: Record<string, string>;
let service: ReturnType<typeof pushService>;
let origin = '';
let publicKey = '';
let hawksId = '';
let cubsId = '';

const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = admin) => {
  const res = await h.app.inject({ method: method as 'GET', url, payload: body as object, headers, remoteAddress: uniqueAddress() });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const rows = async (query: SQL) => ((await h.database.handle.db.execute(query)) as unknown as { rows: unknown[] }).rows;
const visitor = (method: 'POST' | 'DELETE', url: string, payload: unknown) =>
  h.app.inject({ method, url, payload: payload as object, remoteAddress: uniqueAddress() });
/** A browser subscribes (201, or the test stops here). */
async function follow(body: Record<string, unknown>) {
  const res = await visitor('POST', '/api/push/subscriptions', body);
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

async function fixture() {
  return (
    await call('POST', '/api/matches', { team1: 'Riverside Cubs', team2: 'Hilltop Hawks', team1Id: cubsId, team2Id: hawksId, matchDate: '2026-05-01T15:30' })
  ).data.id as string;
}
const result = (matchId: string) => call('POST', `/api/matches/${matchId}/result`, { type: 'win', winner: 'Riverside Cubs', by: { runs: 12 } });

/** A fixture of a tournament of this size, and a scorer's `post` that chains each event after the last. */
async function scoredMatch(name: string, playersPerSide: number, oversPerInnings: number) {
  const format = { oversPerInnings, ballsPerOver: 6, playersPerSide };
  const tournamentId = (await call('POST', '/api/tournaments', { name, season: '2026', format })).data.id;
  const matchId = (
    await call('POST', '/api/matches', {
      team1: 'Riverside Cubs',
      team2: 'Hilltop Hawks',
      team1Id: cubsId,
      team2Id: hawksId,
      tournamentId,
      matchDate: '2026-05-01T15:30',
    })
  ).data.id as string;
  let after: string | null = null;
  const post = async (event: Record<string, unknown>) => {
    const id = randomUUID();
    await call('POST', `/api/matches/${matchId}/events`, { ...event, id, after });
    after = id;
  };
  return { matchId, post };
}

beforeAll(async () => {
  service = pushService();
  origin = await service.listen();
  h = await openHardened({ seed: false, env: { PUSH_ALLOW_PRIVATE: 'true', RATE_LIMIT_MAX: '1000000' } });
  admin = { authorization: `Bearer ${await h.adminToken()}` };
  // Adults by their profiles' birth dates; a child (no consent) is hidden.
  await call('POST', '/api/players', { name: 'Arjun Adult', phone: '9845000001', dob: '1990-03-01' });
  await call('POST', '/api/players', { name: 'Dev Elder', phone: '9845000007', dob: '1985-05-14' });
  await call('POST', '/api/players', { name: CHILD, phone: '9845000008', dob: '2015-01-09' });
  cubsId = (await call('POST', '/api/teams', { section: 'GICPL-OG', name: 'Riverside Cubs', captain: 'Arjun Adult', players: ['Arjun Adult', CHILD] })).data
    ._id;
  hawksId = (await call('POST', '/api/teams', { section: 'GICPL-OG', name: 'Hilltop Hawks', captain: 'Dev Elder', players: ['Dev Elder'] })).data._id;
  publicKey = (await call('GET', '/api/push/key', undefined, {})).data.publicKey;
}, 120_000);

afterAll(async () => {
  await h?.close();
  await service?.close();
});

beforeEach(() => {
  service.status.clear();
});

describe('a follower of a team', () => {
  it('gets the result, signed with the published VAPID key and encrypted to their browser', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const phone = browser(origin);
    const res = await visitor('POST', '/api/push/subscriptions', { subscription: phone.subscription, follow: { teamIds: [cubsId] } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ follow: { teamIds: [cubsId], matchIds: [] }, wickets: false, quietHours: null });

    const matchId = await fixture();
    const from = service.received.length;
    await result(matchId);
    const push = await service.next(phone.path, from);
    await verifyVapid(push, publicKey, origin);
    expect(push.headers.ttl).toBeTruthy();
    expect(push.headers.urgency).toBe('high');
    expect(phone.open(push)).toEqual({
      title: 'Result: Riverside Cubs v Hilltop Hawks',
      body: 'Riverside Cubs won by 12 runs',
      url: `/matches/${matchId}`,
      tag: `match-${matchId}`,
    });
  });

  it('in Hindi when they asked for it; a follower of the match alone gets it too, and nobody twice', async () => {
    const hindi = browser(origin);
    const matchFan = browser(origin);
    const matchId = await fixture();
    await follow({ subscription: hindi.subscription, follow: { teamIds: [hawksId] }, lang: 'hi' });
    await follow({ subscription: matchFan.subscription, follow: { matchIds: [matchId] } });
    const from = service.received.length;
    await result(matchId);
    expect(hindi.open(await service.next(hindi.path, from)).title).toBe('नतीजा: Riverside Cubs बनाम Hilltop Hawks');
    expect(matchFan.open(await service.next(matchFan.path, from)).body).toBe('Riverside Cubs won by 12 runs');
    // The same result entered again announces nothing new.
    await result(matchId);
    await h.app.push.idle();
    expect(service.received.slice(from).filter((r) => r.path === hindi.path || r.path === matchFan.path)).toHaveLength(2);
  });
});

describe('stopping', () => {
  it('one tap stops it: nothing is sent after DELETE', async () => {
    const stopped = browser(origin);
    const still = browser(origin);
    for (const phone of [stopped, still]) await follow({ subscription: phone.subscription, follow: { teamIds: [cubsId] } });
    const res = await visitor('DELETE', '/api/push/subscriptions', { endpoint: stopped.subscription.endpoint });
    expect(res.statusCode, res.body).toBe(200);
    const matchId = await fixture();
    const from = service.received.length;
    await result(matchId);
    await service.next(still.path, from);
    await h.app.push.idle();
    expect(service.received.slice(from).some((r) => r.path === stopped.path)).toBe(false);
  });

  it('a push service that answers 410 (or 404) has its subscription dropped', async () => {
    const gone = browser(origin);
    await follow({ subscription: gone.subscription, follow: { teamIds: [cubsId] } });
    service.status.set(gone.path, 410);
    const first = await fixture();
    const from = service.received.length;
    await result(first);
    await service.next(gone.path, from);
    await h.app.push.idle();
    expect(await rows(sql`select count(*)::int as n from push_subscriptions where endpoint = ${gone.subscription.endpoint}`)).toEqual([{ n: 0 }]);
    // The next result goes nowhere near it.
    const second = await fixture();
    const before = service.received.length;
    await result(second);
    await h.app.push.idle();
    expect(service.received.slice(before).some((r) => r.path === gone.path)).toBe(false);
  });

  it('a push service that fails (503) is tried again later, not dropped', async () => {
    const flaky = browser(origin);
    await follow({ subscription: flaky.subscription, follow: { teamIds: [cubsId] } });
    service.status.set(flaky.path, 503);
    const matchId = await fixture();
    const from = service.received.length;
    await result(matchId);
    await service.next(flaky.path, from);
    await h.app.push.idle();
    const jobs = await rows(
      sql`select j.attempts, j.run_at > now() as later from push_jobs j join push_subscriptions s on s.id = j.subscription_id where s.endpoint = ${flaky.subscription.endpoint}`,
    );
    expect(jobs).toEqual([{ attempts: 1, later: true }]);
    // Its time comes (the clock moved on) and the service is back: sent, and the job gone.
    service.status.delete(flaky.path);
    await rows(
      sql`update push_jobs set run_at = now() where subscription_id = (select id from push_subscriptions where endpoint = ${flaky.subscription.endpoint})`,
    );
    const retried = service.received.length;
    await h.app.push.idle();
    expect(flaky.open(await service.next(flaky.path, retried)).body).toBe('Riverside Cubs won by 12 runs');
    expect(await rows(sql`select count(*)::int as n from push_jobs`)).toEqual([{ n: 0 }]);
  });
});

describe('a restart', () => {
  it('resumes a fan-out a dead sender left half done: the followers after its cursor get it, those before do not again', async () => {
    const phones = [browser(origin), browser(origin), browser(origin)];
    const matchId = await fixture();
    for (const phone of phones) await follow({ subscription: phone.subscription, follow: { matchIds: [matchId] } });
    const ids = (await rows(sql`select id, endpoint from push_subscriptions where ${matchId}::uuid = any(match_ids) order by id`)) as Array<{
      id: string;
      endpoint: string;
    }>;
    // As a sender that died after its first page would leave it: the first follower sent to, its lock lapsed.
    const payload = {
      title: 'Result: Riverside Cubs v Hilltop Hawks',
      body: 'Riverside Cubs won by 1 run',
      url: `/matches/${matchId}`,
      tag: `match-${matchId}`,
    };
    await rows(sql`insert into push_fanouts (match_id, team_ids, kind, payloads, urgency, cursor, locked_until)
      values (${matchId}::uuid, '{}'::uuid[], 'result', ${JSON.stringify({ en: payload, hi: payload })}::jsonb, 'high', ${ids[0]!.id}::uuid, now() - interval '1 second')`);
    const from = service.received.length;
    const restarted = await h.another({ env: { PUSH_ALLOW_PRIVATE: 'true', RATE_LIMIT_MAX: '1000000' } });
    try {
      await restarted.ready();
      await restarted.push.idle();
      const pathOf = (endpoint: string) => phones.find((p) => p.subscription.endpoint === endpoint)!.path;
      const got = service.received.slice(from).map((r) => r.path);
      expect(got.sort()).toEqual([pathOf(ids[1]!.endpoint), pathOf(ids[2]!.endpoint)].sort());
      const first = service.received[from]!;
      expect(phones.find((p) => p.path === first.path)!.open(first)).toEqual(payload);
      expect(await rows(sql`select count(*)::int as n from push_fanouts`)).toEqual([{ n: 0 }]);
    } finally {
      await restarted.close();
    }
  });
});

describe('several instances', () => {
  it('send each push once: two servers on one database, 130 followers (two pages), 130 pushes', async () => {
    const other = await h.another({ env: { PUSH_ALLOW_PRIVATE: 'true', RATE_LIMIT_MAX: '1000000' } });
    try {
      await other.ready();
      const matchId = await fixture();
      const phones = Array.from({ length: 130 }, () => browser(origin));
      for (const phone of phones) await follow({ subscription: phone.subscription, follow: { matchIds: [matchId] } });
      const from = service.received.length;
      await result(matchId);
      // Both senders are woken: this one by the write, the other as it would be by its poll.
      const both = Promise.all([h.app.push.idle(), other.push.idle()]);
      await Promise.all(phones.map((phone) => service.next(phone.path, from)));
      await both;
      await other.push.idle();
      // (Followers of the two teams from the tests above get theirs too.)
      const ours = new Set(phones.map((phone) => phone.path));
      const paths = service.received
        .slice(from)
        .map((r) => r.path)
        .filter((path) => ours.has(path));
      expect(paths).toHaveLength(130);
      expect(new Set(paths).size).toBe(130);
    } finally {
      await other.close();
    }
  });
});

describe('what a follower chose', () => {
  it('wickets only when opted in; quiet hours hold pushes back', async () => {
    const { matchId, post } = await scoredMatch('Push Cup', 4, 2);
    const wickets = browser(origin);
    const plain = browser(origin);
    const asleep = browser(origin);
    await follow({ subscription: wickets.subscription, follow: { matchIds: [matchId] }, wickets: true });
    await follow({ subscription: plain.subscription, follow: { matchIds: [matchId] } });
    // Quiet all day but the last minute before midnight: now is inside it (unless run at 23:59).
    await follow({
      subscription: asleep.subscription,
      follow: { matchIds: [matchId] },
      wickets: true,
      quietHours: { from: '00:00', to: '23:59' },
    });
    const from = service.received.length;
    await post({ type: 'toss', winner: 'Riverside Cubs', decision: 'bat' });
    await post({ type: 'lineups', team: 'Riverside Cubs', players: ['Arjun Adult', 'Second Bat', CHILD, 'Fourth Bat'] });
    await post({ type: 'lineups', team: 'Hilltop Hawks', players: ['Dev Elder', 'Old Hand'] });
    const delivery = { type: 'delivery', innings: 0, team: 'Riverside Cubs', over: 0, non_striker: 'Second Bat', bowler: 'Dev Elder' };
    await post({ ...delivery, batter: 'Arjun Adult', runs: { batter: 4, extras: 0, total: 4 } });
    await post({
      ...delivery,
      batter: 'Arjun Adult',
      runs: { batter: 0, extras: 0, total: 0 },
      wickets: [{ player_out: 'Arjun Adult', kind: 'bowled' }],
    });
    await post({ ...delivery, batter: CHILD, runs: { batter: 0, extras: 0, total: 0 }, wickets: [{ player_out: CHILD, kind: 'bowled' }] });
    const started = plain.open(await service.next(plain.path, from));
    expect(started.title).toBe('Match started: Riverside Cubs v Hilltop Hawks');
    const wicketPushes = async () => {
      await h.app.push.idle();
      return service.received
        .slice(from)
        .filter((r) => r.path === wickets.path)
        .map((r) => wickets.open(r).title as string);
    };
    const titles = await wicketPushes();
    expect(titles).toContain('Wicket: Arjun Adult b Dev Elder 4 (2)');
    // A child without consent is out: the push names where they play, never them.
    expect(titles).toContainEqual(expect.stringMatching(/^Wicket: Riverside Cubs player \d+ b Dev Elder 0 \(1\)$/));
    expect(JSON.stringify(service.received.slice(from).map((r) => [wickets, plain].find((b) => b.path === r.path)?.open(r)))).not.toContain(CHILD);
    // The one who did not opt in got the start only; the one asleep got nothing.
    expect(
      service.received
        .slice(from)
        .filter((r) => r.path === plain.path)
        .map((r) => plain.open(r).title),
    ).toEqual([started.title]);
    expect(service.received.slice(from).some((r) => r.path === asleep.path)).toBe(false);
  });
});

describe('the innings break', () => {
  it('is announced when an innings ends, with the target, to every follower (no opt-in needed)', async () => {
    const { matchId, post } = await scoredMatch('Break Cup', 2, 1);
    const fan = browser(origin);
    await follow({ subscription: fan.subscription, follow: { matchIds: [matchId] } });
    const from = service.received.length;
    await post({ type: 'toss', winner: 'Riverside Cubs', decision: 'bat' });
    await post({ type: 'lineups', team: 'Riverside Cubs', players: ['Arjun Adult', 'Second Bat'] });
    await post({ type: 'lineups', team: 'Hilltop Hawks', players: ['Dev Elder', 'Old Hand'] });
    const delivery = { type: 'delivery', innings: 0, team: 'Riverside Cubs', over: 0, non_striker: 'Second Bat', bowler: 'Dev Elder' };
    await post({ ...delivery, batter: 'Arjun Adult', runs: { batter: 4, extras: 0, total: 4 } });
    // Two a side: the first wicket ends the innings.
    await post({ ...delivery, batter: 'Arjun Adult', runs: { batter: 0, extras: 0, total: 0 }, wickets: [{ player_out: 'Arjun Adult', kind: 'bowled' }] });
    await h.app.push.idle();
    const titles = service.received
      .slice(from)
      .filter((r) => r.path === fan.path)
      .map((r) => fan.open(r) as { title: string; body: string });
    expect(titles).toContainEqual({
      title: 'Innings break: Riverside Cubs v Hilltop Hawks',
      body: 'Riverside Cubs 4/1 (0.2 ov). Hilltop Hawks need 5 to win.',
      url: `/matches/${matchId}`,
      tag: `match-${matchId}`,
    });
  });
});

describe('the calls', () => {
  it('refuse an endpoint that is not https or is on a private address (without PUSH_ALLOW_PRIVATE), and bad keys', async () => {
    const strict = await openHardened({ seed: false });
    try {
      const post = (subscription: unknown) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          payload: { subscription, follow: { teamIds: [] } },
          remoteAddress: uniqueAddress(),
        });
      const keys = browser(origin).subscription.keys;
      for (const [endpoint, message] of [
        ['http://push.example.com/x', 'Push endpoint must be an https address'],
        ['https://127.0.0.1/x', 'Push endpoint must be on a public address'],
        ['https://10.1.2.3/x', 'Push endpoint must be on a public address'],
        ['https://metadata.google.internal/x', 'Push endpoint must be on a public address'],
        ['https://localhost/x', 'Push endpoint must be on a public address'],
      ]) {
        const res = await post({ endpoint, keys });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json()).toEqual({ success: false, message });
      }
      const bad = await post({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'not base64!', auth: '' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, message: 'Subscription keys are missing' });
      const ok = await post({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys });
      expect(ok.statusCode, ok.body).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('a new endpoint of the same browser (pushsubscriptionchange) takes over what the old one followed', async () => {
    const old = browser(origin);
    const renewed = browser(origin);
    await follow({
      subscription: old.subscription,
      follow: { teamIds: [hawksId] },
      wickets: true,
      quietHours: { from: '22:00', to: '07:00' },
    });
    const res = await visitor('POST', '/api/push/subscriptions', { subscription: renewed.subscription, follow: {}, replaces: old.subscription.endpoint });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      endpoint: renewed.subscription.endpoint,
      follow: { teamIds: [hawksId], matchIds: [] },
      lang: 'en',
      wickets: true,
      quietHours: { from: '22:00', to: '07:00' },
    });
    expect(await rows(sql`select count(*)::int as n from push_subscriptions where endpoint = ${old.subscription.endpoint}`)).toEqual([{ n: 0 }]);
  });
});
