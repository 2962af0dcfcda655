/**
 * Push notifications end to end (issue 30, part 3 spec section 3). Headless Chromium cannot
 * reach a real push service, so the test is one: the page's PushManager hands out a
 * subscription whose endpoint is this test's HTTP server and whose keys this test made; the
 * server (PUSH_ALLOW_PRIVATE) posts the push there, where the VAPID header is checked (jose) and the
 * aes128gcm body decrypted (RFC 8291, http_ece), and the plaintext is handed to the
 * real /push-sw.js through the DevTools protocol, which shows the notification.
 */
import crypto, { randomUUID } from 'node:crypto';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders } from './helpers/admin';
import { appReady } from './helpers/app';

const shots = 'test-results/screens';

interface Delivery {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: it keeps what is posted to it and answers 201. */
async function pushService() {
  const waiting: Array<(delivery: Delivery) => void> = [];
  const received: Delivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const delivery = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      res.writeHead(201).end();
      const next = waiting.shift();
      if (next) next(delivery);
      else received.push(delivery);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** The next push posted to it (the test's timeout bounds the wait). */
    next: () => new Promise<Delivery>((done) => (received.length ? done(received.shift()!) : waiting.push(done))),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The VAPID header (RFC 8292): `vapid t=<ES256 JWT>, k=<the server's public key>`; answers the JWT's claims once its signature holds. */
async function checkVapid(header: string | undefined, publicKey: string, audience: string): Promise<{ aud: string; exp: number; sub: string }> {
  const match = /^vapid t=([\w.-]+), k=([\w-]+)$/.exec(header ?? '');
  expect(match, `Authorization: ${header}`).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const point = Buffer.from(k!, 'base64url');
  expect(point.length).toBe(65);
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    'ES256',
  );
  const { payload } = await jwtVerify(jwt!, key, { audience, algorithms: ['ES256'] });
  return payload as { aud: string; exp: number; sub: string };
}

/** An aes128gcm body (RFC 8188) encrypted for this browser's keys (RFC 8291), decrypted. */
function decryptPush(body: Buffer, browserKey: crypto.ECDH, authSecret: Buffer): string {
  return decrypt(body, { version: 'aes128gcm', privateKey: browserKey, authSecret: authSecret.toString('base64url') }).toString('utf8');
}

/**
 * Before the page's scripts run: PushManager hands out a subscription to `endpoint` with the
 * test's keys (the browser's own push service is out of reach), and notes what it was asked.
 */
async function standInPushManager(page: Page, subscription: { endpoint: string; p256dh: string; auth: string }) {
  await page.addInitScript((sub) => {
    type Made = { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> };
    let current: Made | null = null;
    const log: unknown[] = [];
    Object.assign(window, { pushLog: log });
    PushManager.prototype.getSubscription = async () => current as unknown as PushSubscription;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      log.push({ subscribe: { userVisibleOnly: options?.userVisibleOnly, applicationServerKey: options?.applicationServerKey } });
      current = {
        endpoint: sub.endpoint,
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
        unsubscribe: async () => {
          log.push('unsubscribe');
          current = null;
          return true;
        },
      };
      return current as unknown as PushSubscription;
    };
  }, subscription);
}

/** Two teams of its own, a tournament and a fixture between them; `cleanUp` deletes them. */
async function fixture(request: APIRequestContext) {
  const made: string[] = [];
  const call = async (method: 'post' | 'get', url: string, data?: unknown) => {
    const res = await request[method](url, { headers: { ...adminHeaders(), 'content-type': 'application/json' }, data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  const stamp = Date.now().toString().slice(-6);
  const names = [`Push Peacocks ${stamp}`, `Push Pelicans ${stamp}`];
  const section = ((await call('get', '/api/config')) as { sections: string[] }).sections[0]!;
  const ids: string[] = [];
  for (const name of names) {
    ids.push((await call('post', '/api/teams', { section, name, captain: `${name} Captain`, players: [`${name} Captain`, `${name} Keeper`] })).data._id);
    made.push(`/api/teams/${ids.at(-1)}`);
  }
  const format = { oversPerInnings: 2, ballsPerOver: 6, playersPerSide: 2 };
  const tournament = (await call('post', '/api/tournaments', { name: `Push Cup ${stamp}`, season: '2026', format, status: 'active' })).data;
  made.push(`/api/tournaments/${tournament.id}`);
  const match = (
    await call('post', '/api/matches', {
      team1: names[0],
      team2: names[1],
      team1Id: ids[0],
      team2Id: ids[1],
      tournamentId: tournament.id,
      matchDate: '2026-05-02T15:30',
    })
  ).data as { id: string };
  made.push(`/api/matches/${match.id}`);
  return {
    section,
    names: names as [string, string],
    matchId: match.id,
    call,
    cleanUp: async () => {
      for (const url of made.reverse()) await request.delete(url, { headers: adminHeaders() });
    },
  };
}

test('a visitor follows a team, and its result arrives as a notification from the real service worker', async ({ page, context, request, baseURL }) => {
  const service = await pushService();
  const league = await fixture(request);
  try {
    const { publicKey } = ((await (await request.get('/api/push/key')).json()) as { data: { publicKey: string } }).data;
    expect(Buffer.from(publicKey, 'base64url').length).toBe(65);

    // The browser's subscription keys (what Chromium would make): a P-256 pair and 16 bytes.
    const browserKey = crypto.createECDH('prime256v1');
    browserKey.generateKeys();
    const authSecret = crypto.randomBytes(16);
    const endpoint = `${service.origin}/push/${randomUUID()}`;
    await standInPushManager(page, { endpoint, p256dh: browserKey.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') });
    await context.grantPermissions(['notifications'], { origin: baseURL });

    // The DevTools protocol reports the service workers' registrations (ids for delivering).
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');

    const [team] = league.names;
    await page.goto('/teams');
    await appReady(page);
    await page.getByRole('tab', { name: league.section }).click();
    await page
      .getByRole('list', { name: /teams$/ })
      .getByRole('button', { name: team })
      .click();
    const dialog = page.getByRole('dialog', { name: team });
    const follow = dialog.getByRole('button', { name: 'Follow' });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(dialog.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('status')).toHaveText(`Following ${team}.`);
    expect(await page.evaluate(() => (window as unknown as { pushLog: unknown[] }).pushLog)).toEqual([
      { subscribe: { userVisibleOnly: true, applicationServerKey: publicKey } },
    ]);
    // The public worker has scope "/", and keeps no caches.
    const scope = `${new URL(baseURL!).origin}/`;
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL)).toMatch(/\/push-sw\.js$/);
    await expect.poll(() => registrations.get(scope)).toBeTruthy();
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    await page.screenshot({ path: `${shots}/push-following.png` });

    // An admin enters the fixture's result; the server posts the push to our push service.
    await league.call('post', `/api/matches/${league.matchId}/result`, { type: 'win', winner: team, by: { runs: 12 } });
    const push = await service.next();
    expect(push.path).toBe(new URL(endpoint).pathname);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const claims = await checkVapid(push.headers.authorization, publicKey, service.origin);
    expect(claims.aud).toBe(service.origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
    const text = decryptPush(push.body, browserKey, authSecret);
    const payload = JSON.parse(text) as { title: string; body: string; url: string; tag: string };
    expect(payload).toEqual({
      title: `Result: ${league.names[0]} v ${league.names[1]}`,
      body: `${team} won by 12 runs`,
      url: `/matches/${league.matchId}`,
      tag: `match-${league.matchId}`,
    });

    // The push service hands it to the browser: the real worker shows it.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId: registrations.get(scope)!, data: text });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return (await registration!.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
        }),
      )
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: `${new URL(baseURL!).origin}${payload.url}` } }]);

    // A push that is not the league's JSON still shows something (browsers revoke silent ones).
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId: registrations.get(scope)!, data: 'not json' });
    await expect
      .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.getRegistration('/'))!.getNotifications()).map((n) => n.title)))
      .toContain('League update');

    // One tap stops everything: the server forgets the endpoint, the browser unsubscribes.
    await dialog.getByRole('button', { name: 'Notification settings' }).click();
    await page.screenshot({ path: `${shots}/push-settings.png` });
    await dialog.getByRole('button', { name: 'Stop all notifications' }).click();
    await expect(dialog.getByRole('status')).toHaveText('All notifications stopped.');
    await expect(dialog.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => [(window as unknown as { pushLog: unknown[] }).pushLog.at(-1), localStorage.getItem('league.push')])).toEqual([
      'unsubscribe',
      null,
    ]);
  } finally {
    await league.cleanUp();
    await service.close();
  }
});
