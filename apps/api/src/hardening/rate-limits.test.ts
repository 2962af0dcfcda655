/**
 * S7 on the assembled app: sign-in, reset, chat, registrations sync and the global limit
 * answer 429 with Retry-After in the error envelope, per client address; and with Redis the
 * counters are shared, so two instances behind a load balancer hold one limit together.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorShapeProblem, openHardened, uniqueAddress, type App, type Hardened } from './harness';

let h: Hardened;
let token: string;

beforeAll(async () => {
  h = await openHardened({ seed: false, env: { RATE_LIMIT_MAX: '1000000' } });
  token = await h.adminToken();
});

afterAll(async () => {
  await h?.close();
});

interface Shot {
  method?: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  admin?: boolean;
}

/** Fires `count` requests from `address`; returns the statuses and the first 429. */
async function fire(app: App, shot: Shot | ((i: number) => Shot), count: number, address: string) {
  const statuses: number[] = [];
  let limited: Awaited<ReturnType<App['inject']>> | undefined;
  for (let i = 0; i < count; i++) {
    const s = typeof shot === 'function' ? shot(i) : shot;
    const res = await app.inject({
      method: s.method ?? 'POST',
      url: s.url,
      payload: s.payload as object,
      headers: s.admin ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: address,
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429 && !limited) limited = res;
  }
  return { statuses, limited };
}

function expectLimited(result: Awaited<ReturnType<typeof fire>>, allowed: number) {
  expect(
    result.statuses.slice(0, allowed).every((s) => s !== 429),
    `first ${allowed}: ${result.statuses}`,
  ).toBe(true);
  expect(
    result.statuses.slice(allowed).every((s) => s === 429),
    `after ${allowed}: ${result.statuses}`,
  ).toBe(true);
  const res = result.limited!;
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60 * 15);
  expect(errorShapeProblem(429, res.body)).toBeNull();
  expect(res.json().message).toMatch(/try again/i);
}

describe('per-route limits (S7)', () => {
  it('Google sign-in: 10 attempts a minute per address, then 429 with Retry-After', async () => {
    const address = uniqueAddress();
    expectLimited(await fire(h.app, { url: '/api/admin/google-login', payload: { tokenId: 'not-a-google-token' } }, 12, address), 10);
    // Another client is not affected.
    const other = await fire(h.app, { url: '/api/admin/google-login', payload: { tokenId: 'x' } }, 1, uniqueAddress());
    expect(other.statuses[0]).not.toBe(429);
  });

  it('sign-in links: 10 exchanges a minute per address, counted apart from Google sign-in', async () => {
    const address = uniqueAddress();
    await fire(h.app, { url: '/api/admin/google-login', payload: { tokenId: 'x' } }, 10, address);
    expectLimited(await fire(h.app, { url: '/api/admin/link-login', payload: { code: 'guessed-code' } }, 12, address), 10);
  });

  it('password reset: 5 requests a minute per address, and 3 per email and address in 15 minutes', async () => {
    const address = uniqueAddress();
    expectLimited(
      await fire(
        h.app,
        (i) => ({ url: '/api/admin/reset-password', payload: { email: `someone${i}@example.org`, phone: '9876543210', newPassword: 'a-new-password-1' } }),
        7,
        address,
      ),
      5,
    );
    // Per email and address: three tries per account from one address, and one address's
    // requests never stop the admin asking from another (issue 18).
    const perEmail: number[] = [];
    const asker = uniqueAddress();
    let last;
    for (let i = 0; i < 4; i++) {
      last = await h.app.inject({
        method: 'POST',
        url: '/api/admin/reset-password',
        payload: { email: 'target@example.org', phone: '9876543210', newPassword: 'a-new-password-1' },
        remoteAddress: asker,
      });
      perEmail.push(last.statusCode);
    }
    expect(perEmail).toEqual([200, 200, 200, 429]);
    const elsewhere = await h.app.inject({
      method: 'POST',
      url: '/api/admin/reset-password',
      payload: { email: 'target@example.org', phone: '9876543210', newPassword: 'a-new-password-1' },
      remoteAddress: uniqueAddress(),
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(60);
    expect(errorShapeProblem(429, last!.body)).toBeNull();
  });

  it('reset confirmation: limited like sign-in', async () => {
    expectLimited(await fire(h.app, { url: '/api/admin/reset-password/confirm', payload: { token: 'guessed-token' } }, 12, uniqueAddress()), 10);
  });

  it('chat: 20 questions a minute per address', async () => {
    const result = await fire(
      h.app,
      { url: '/api/ai/chat', payload: { messages: [{ role: 'user', content: 'When is the next match?' }] } },
      22,
      uniqueAddress(),
    );
    expect(result.statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expectLimited(result, 20);
  });

  it('registrations sync: 10 a minute, even for an admin', async () => {
    const result = await fire(h.app, { url: '/api/registrations/sync', admin: true }, 12, uniqueAddress());
    expect(result.statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expectLimited(result, 10);
  });
});

describe('the global limit (S7, RATE_LIMIT_MAX)', () => {
  it('answers 429 once a client has made RATE_LIMIT_MAX writes in a minute; cached reads are not counted', async () => {
    const app = await h.another({ env: { RATE_LIMIT_MAX: '5' } });
    const address = uniqueAddress();
    const writes = await fire(app, (i) => ({ url: '/api/sponsors', admin: true, payload: { companyName: `Limit Co ${i}` } }), 7, address);
    expect(writes.statuses.slice(0, 5)).toEqual(Array(5).fill(201));
    expectLimited(writes, 5);
    // A refused write wrote nothing.
    const names = (await app.inject({ url: '/api/sponsors', remoteAddress: uniqueAddress() })).json().data.map((s: { companyName: string }) => s.companyName);
    expect(names.filter((n: string) => n.startsWith('Limit Co'))).toHaveLength(5);
    // Reads come from the response cache and are not counted (quality P1): still served.
    const read = await app.inject({ url: '/api/teams', remoteAddress: address });
    expect(read.statusCode).toBe(200);
    // Visitors' failed writes count too: nobody can hammer a write route for free.
    expectLimited(await fire(app, { url: '/api/teams', payload: {} }, 7, uniqueAddress()), 5);
  });
});

async function redisOrNull(): Promise<Redis | null> {
  const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true, connectTimeout: 1000 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

describe('limits shared through Redis (REDIS_URL, scale-out)', () => {
  it('two instances with one Redis hold one counter; without Redis each counts alone', async (context) => {
    const redis = await redisOrNull();
    if (!redis) return context.skip();
    // A client address of our own keeps these keys apart from anything else using this Redis.
    const address = `10.254.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    try {
      const a = await h.another({ redis });
      const b = await h.another({ redis });
      const shot = { url: '/api/admin/link-login', payload: { code: 'guessed-code' } };
      const first = await fire(a, shot, 6, address);
      const second = await fire(b, shot, 6, address);
      expect(first.statuses.every((s) => s === 401)).toBe(true);
      expect(second.statuses).toEqual([401, 401, 401, 401, 429, 429]);
      expectLimited({ statuses: [...first.statuses, ...second.statuses], limited: second.limited }, 10);

      // The control: instances without Redis count separately (so the sharing above is Redis's doing).
      const c = await h.another();
      const d = await h.another();
      const alone = uniqueAddress();
      await fire(c, shot, 10, alone);
      expect((await fire(d, shot, 10, alone)).statuses.includes(429)).toBe(false);
    } finally {
      const keys = await redis.keys(`league-rl-*${address}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
