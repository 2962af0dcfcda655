/**
 * Server-test helpers: the app as apps/api builds it, CSV files on disk, and local HTTP
 * listeners that count every TCP connection (the proof that a refused fetch made none).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ResponseCache } from '@league/core/server';
import { createTestApp, type TestDb } from '@league/core/testing';
import { financePlugin } from '@league/finance/server';
import { registrationsPlugin, type RegistrationsPluginOptions } from './plugin';
import type { RegistrationSource } from './source';

export async function buildApp(db: TestDb, source: Partial<RegistrationSource>, extra: Omit<RegistrationsPluginOptions, 'source'> = {}) {
  const full: RegistrationSource = { url: null, file: null, allowPrivate: false, ...source };
  return createTestApp({
    plugins: [[registrationsPlugin, { db: db.db, cache: new ResponseCache(), source: full, syncPerMinute: 1000, ...extra }]],
  });
}

/** A parent sends the league's sign-up form (POST /register) from one address, as a browser posts it. */
export function postSignupForm(app: { inject: Awaited<ReturnType<typeof createTestApp>>['inject'] }, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/register',
    remoteAddress: '198.51.100.9',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The app with the finance ledger beside (dues write PLAYER contributions through it), no sheet configured. */
export async function buildDuesApp(db: TestDb, options: Omit<RegistrationsPluginOptions, 'source' | 'db' | 'cache'> = {}) {
  const cache = new ResponseCache();
  const source: RegistrationSource = { url: null, file: null, allowPrivate: false };
  return createTestApp({
    plugins: [
      [registrationsPlugin, { db: db.db, cache, source, ...options }],
      [financePlugin, { db: db.db, cache }],
    ],
  });
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'registrations-test-'));
let fileCounter = 0;

/** Writes `text` to a fresh temp file and returns its path. */
export function csvFile(text: string | Buffer): string {
  fileCounter += 1;
  const file = path.join(tmp, `sheet-${fileCounter}.csv`);
  fs.writeFileSync(file, text);
  return file;
}

export interface Listener {
  port: number;
  /** TCP connections accepted so far. */
  connections: number;
  requests: string[];
  url(pathname?: string, host?: string): string;
  close(): Promise<void>;
}

/** An HTTP server on `host` (default: every local address, IPv4 and IPv6). */
export async function listen(handler: http.RequestListener, host = '::'): Promise<Listener> {
  const server = http.createServer((req, res) => {
    state.requests.push(req.url ?? '');
    handler(req, res);
  });
  const state: Listener = {
    port: 0,
    connections: 0,
    requests: [],
    url: (pathname = '/', h = host === '::' ? '127.0.0.1' : host) => `http://${h.includes(':') ? `[${h}]` : h}:${state.port}${pathname}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host, ipv6Only: false }, resolve));
  state.port = (server.address() as AddressInfo).port;
  return state;
}

export const SMALL_CSV =
  'Timestamp,Email Address,Full Name,Role,Ph No,Gmail ID\n28/10/2026 14:32:10,asha@gmail.com,Asha Rao,Bowler,98450 12345,asha@gmail.com\n';
