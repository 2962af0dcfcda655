/**
 * The assembled app the cross-cutting suites run against: every feature on one migrated
 * database with the demo league, the admin package's real subject check, and a real admin
 * session obtained the way a person gets one (a one-time sign-in link, exchanged over HTTP).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { createAdminSignInLink, createAdminSubjectCheck, DEMO_ADMIN, ensureAdmin } from '@league/admin/server';
import { createStorage } from '@league/gallery/server';
import { ResponseCache } from '@league/core/server';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from '../demo';
import { migrationsFolder } from '../server';
import { openAppTestDatabase, type AppTestDatabase } from '../testing/database';

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface Hardened {
  app: App;
  /** The first app's response cache. */
  cache: ResponseCache;
  database: AppTestDatabase;
  dataDir: string;
  /** Builds another app on the same database (e.g. with other settings or a logger). */
  another(options?: AppOptions): Promise<App>;
  /** A fresh admin session token (through POST /api/admin/link-login). */
  adminToken(app?: App): Promise<string>;
  close(): Promise<void>;
}

export interface AppOptions {
  env?: Record<string, string>;
  redis?: Redis;
  logger?: object;
}

/** A minimal built SPA so the page routes answer as in production. */
function fakeWebDist(): string {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'league-hard-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  const page = '<!doctype html><html><head><title>League</title><meta name="description" content="A league"></head><body><div id="root"></div></body></html>';
  fs.writeFileSync(path.join(web, 'index.html'), page);
  // React Router's document for every path it did not prerender: without it no page is served.
  fs.writeFileSync(path.join(web, '__spa-fallback.html'), page);
  fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  return web;
}

export async function openHardened(options: AppOptions & { seed?: boolean } = {}): Promise<Hardened> {
  const database = await openAppTestDatabase();
  await database.handle.migrate(migrationsFolder);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-hard-'));
  const web = fakeWebDist();
  const storage = createStorage({ dataDir, s3: null });
  if (options.seed !== false) {
    const log = { info: () => {}, warn: () => {} };
    await seedDemo({ db: database.handle.db, log, now: new Date(), storage, publicUrl: 'http://league.test' });
  }
  const apps: App[] = [];
  const caches: ResponseCache[] = [];

  const build = async (opts: AppOptions = {}) => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST: web,
      NODE_ENV: 'test',
      JWT_SECRET: 'hardening-suite-secret-hardening-suite-0123456789',
      ...opts.env,
    });
    const cache = new ResponseCache();
    caches.push(cache);
    const app = await buildApp({
      config,
      database: database.handle,
      cache,
      storage,
      redis: opts.redis,
      logger: opts.logger,
      verifySubject: createAdminSubjectCheck(database.handle.db, config.ADMIN_EMAILS, { maxAgeHours: config.SESSION_MAX_AGE_HOURS }),
    });
    await app.ready();
    apps.push(app);
    return app;
  };

  const app = await build(options);
  return {
    app,
    cache: caches[0]!,
    database,
    dataDir,
    another: build,
    adminToken: (target = app) => signInAsAdmin(target, database),
    async close() {
      for (const a of apps) await a.close();
      await database.drop();
    },
  };
}

let addressCounter = 0;
/** A distinct client address per call, so per-IP limits don't blur what a test looks at. */
export function uniqueAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Makes a one-time sign-in link for the demo admin (created if missing) and exchanges it over HTTP. */
export async function signInAsAdmin(app: App, database: AppTestDatabase): Promise<string> {
  await ensureAdmin(database.handle.db, DEMO_ADMIN);
  const link = await createAdminSignInLink(database.handle.db, { email: DEMO_ADMIN.email, publicUrl: 'http://league.test' });
  const res = await app.inject({ method: 'POST', url: '/api/admin/link-login', payload: { code: link.code }, remoteAddress: uniqueAddress() });
  if (res.statusCode !== 200) throw new Error(`link sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** Grants the scorer role to `email` as an admin and signs in with its one-time link: the scorer's token. */
export async function signInAsScorer(app: App, admin: Record<string, string>, email: string): Promise<string> {
  const granted = await app.inject({
    method: 'POST',
    url: '/api/scorers',
    payload: { email, name: 'Sam Scorer' },
    headers: admin,
    remoteAddress: uniqueAddress(),
  });
  if (granted.statusCode !== 201) throw new Error(`scorer grant failed: ${granted.statusCode} ${granted.body}`);
  const code = new URL(granted.json().data.url, 'http://league.test').searchParams.get('code');
  const login = await app.inject({ method: 'POST', url: '/api/admin/link-login', payload: { code }, remoteAddress: uniqueAddress() });
  if (login.statusCode !== 200) throw new Error(`scorer sign-in failed: ${login.statusCode} ${login.body}`);
  return login.json().token as string;
}

/** What an error body must look like, and what it must never say. */
export const LEAK =
  /(\bat\s+\S+:\d+:\d+)|node_modules|\/work\/|\/tmp\/|\/home\/|\.[cm]?[jt]s:\d|Failed query|\bselect\s+"|\bfrom\s+"\w+"|insert into "|delete from "|\bupdate\s+"|relation "|violates|duplicate key|syntax error at|SQLSTATE|ECONNREFUSED|TypeError|ReferenceError|Cannot read propert|undefined is not/i;

export function errorShapeProblem(status: number, body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `status ${status}: error body is not JSON: ${body.slice(0, 120)}`;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return `status ${status}: error body is not an object`;
  const keys = Object.keys(parsed).sort().join(',');
  const { success, message } = parsed as { success: unknown; message: unknown };
  if (keys !== 'message,success' || success !== false || typeof message !== 'string' || !message) {
    return `status ${status}: error body is not {success:false, message}: ${body.slice(0, 200)}`;
  }
  if (LEAK.test(message)) return `status ${status}: error message leaks internals: ${message.slice(0, 200)}`;
  return null;
}

/**
 * The body of a small test auction (POST /api/auctions): purse 100, squads of 1 to 3, one
 * Gold category at 10, steps of 5, these teams, and pool lines in Gold unless they say.
 */
export function smallAuction(name: string, teamIds: string[], pool: Array<Record<string, unknown>>, tournamentId?: string) {
  return {
    name,
    ...(tournamentId ? { tournamentId } : {}),
    purse: 100,
    squadMin: 1,
    squadMax: 3,
    categories: [{ name: 'Gold', basePrice: 10 }],
    increments: [{ from: 0, step: 5 }],
    teams: teamIds.map((teamId) => ({ teamId })),
    pool: pool.map((line) => ({ category: 'Gold', ...line })),
  };
}
