/**
 * quality S4: a sheet URL that points inside (directly, in a numeric disguise, through
 * DNS or through a redirect) is refused and NO connection is made. A listener on every
 * local address counts TCP connections: it must stay at zero.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import * as schema from './schema';
import { registrationCounts } from './repo';
import type { RegistrationSource } from './source';
import { buildApp, listen, SMALL_CSV, type Listener } from './testkit';

let tdb: TestDb;
let admin: Record<string, string>;
/** Stands for everything internal: it must never be reached. */
let inside: Listener;
/** A stand-in for a public sheet host (127.0.0.2, treated as public through the seam). */
let outside: Listener;
let redirectTo = '';

beforeAll(async () => {
  tdb = await createTestDb(schema);
  admin = bearer(await mintToken());
  inside = await listen((_req, res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(SMALL_CSV));
  outside = await listen((req, res) => {
    if (req.url === '/redirect') res.writeHead(302, { location: redirectTo }).end();
    else if (req.url === '/loop') res.writeHead(301, { location: '/loop' }).end();
    else res.writeHead(200, { 'content-type': 'text/csv' }).end(SMALL_CSV);
  }, '127.0.0.2');
});
afterAll(async () => {
  await inside.close();
  await outside.close();
  await tdb.close();
});
beforeEach(() => tdb.reset());

const publicHost = 'sheets.example.test';
const seams: Partial<RegistrationSource> = {
  publicAddresses: ['127.0.0.2'],
  lookup: async (host) => (host === publicHost ? [{ address: '127.0.0.2', family: 4 }] : []),
};

async function sync(url: string, extra: Partial<RegistrationSource> = {}) {
  const app = await buildApp(tdb, { url, ...extra });
  const res = await app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin });
  await app.close();
  return { status: res.statusCode, message: res.json().message as string };
}

describe('refused destinations', () => {
  const p = () => inside.port;
  const cases: Array<[string, () => string]> = [
    ['loopback', () => `http://127.0.0.1:${p()}/sheet.csv`],
    ['localhost', () => `http://localhost:${p()}/sheet.csv`],
    ['localhost with a trailing dot', () => `http://LOCALHOST.:${p()}/`],
    ['10.x', () => `http://10.0.0.5:${p()}/`],
    ['172.16.x', () => `http://172.16.4.2:${p()}/`],
    ['192.168.x', () => `http://192.168.1.10:${p()}/`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['GCP metadata name', () => 'http://metadata.google.internal/computeMetadata/v1/'],
    ['AWS IPv6 metadata', () => 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['CGNAT', () => 'http://100.100.100.200/latest/meta-data/'],
    ['unspecified', () => `http://0.0.0.0:${p()}/`],
    ['IPv6 loopback', () => `http://[::1]:${p()}/`],
    ['IPv6-mapped IPv4', () => `http://[::ffff:127.0.0.1]:${p()}/`],
    // Issue 35: the other IPv6 spellings of an IPv4 address.
    ['IPv6-mapped IPv4, in hex', () => `http://[::ffff:7f00:1]:${p()}/`],
    ['IPv4-compatible IPv6 (::/96)', () => `http://[::7f00:1]:${p()}/`],
    ['IPv4-compatible IPv6, private', () => `http://[::a00:5]:${p()}/`],
    ['IPv4-compatible IPv6, metadata', () => 'http://[::a9fe:a9fe]/latest/meta-data/'],
    ['IPv4-translated IPv6', () => `http://[::ffff:0:7f00:1]:${p()}/`],
    ['NAT64 IPv6', () => `http://[64:ff9b::7f00:1]:${p()}/`],
    ['6to4 IPv6', () => `http://[2002:7f00:1::]:${p()}/`],
    ['IPv6 link-local', () => `http://[fe80::1]:${p()}/`],
    ['decimal', () => `http://2130706433:${p()}/`],
    ['hex', () => `http://0x7f000001:${p()}/`],
    ['octal', () => `http://0177.0.0.1:${p()}/`],
    ['short form', () => `http://127.1:${p()}/`],
    ['https loopback', () => `https://127.0.0.1:${p()}/`],
  ];

  it.each(cases)('%s', async (_name, url) => {
    const result = await sync(url());
    expect(result.status).toBe(502);
    expect(result.message).toMatch(/^Sheet fetch refused: /);
    expect(inside.connections).toBe(0);
  });

  it.each([
    ['file:', 'file:///etc/passwd', 'file: addresses are not allowed'],
    ['ftp:', 'ftp://example.com/sheet.csv', 'ftp: addresses are not allowed'],
    ['gopher:', 'gopher://127.0.0.1:70/', 'gopher: addresses are not allowed'],
  ])('%s scheme', async (_name, url, reason) => {
    const result = await sync(url);
    expect(result).toMatchObject({ status: 502 });
    expect(result.message).toContain(reason);
  });

  it('refuses a name that resolves inside, or partly inside', async () => {
    const lookup: RegistrationSource['lookup'] = async (host) =>
      host === 'inside.example.test'
        ? [{ address: '127.0.0.1', family: 4 }]
        : [
            { address: '93.184.216.34', family: 4 },
            { address: '10.1.1.1', family: 4 },
          ];
    expect((await sync(`http://inside.example.test:${inside.port}/`, { lookup })).message).toBe('Sheet fetch refused: 127.0.0.1 is a loopback address');
    expect((await sync(`http://mixed.example.test:${inside.port}/`, { lookup })).message).toBe('Sheet fetch refused: 10.1.1.1 is a private address');
    expect(inside.connections).toBe(0);
  });

  it('leaves the database untouched', async () => {
    await sync(`http://127.0.0.1:${inside.port}/`);
    expect(await registrationCounts(tdb.db)).toEqual({ rows: 0, syncs: 0 });
  });
});

describe('redirects', () => {
  it('follows a redirect between public addresses (the seam works)', async () => {
    redirectTo = `http://${publicHost}:${outside.port}/sheet.csv`;
    const result = await sync(`http://${publicHost}:${outside.port}/redirect`, seams);
    expect(result.status).toBe(200);
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${inside.port}/sheet.csv`],
    ['localhost', () => `http://localhost:${inside.port}/sheet.csv`],
    ['decimal loopback', () => `http://2130706433:${inside.port}/`],
    ['IPv6 loopback', () => `http://[::1]:${inside.port}/`],
    ['metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a file', () => 'file:///etc/passwd'],
  ])('refuses a public host redirecting to %s, with no connection inside', async (_name, target) => {
    redirectTo = target();
    const before = outside.connections;
    const result = await sync(`http://${publicHost}:${outside.port}/redirect`, seams);
    expect(result.status).toBe(502);
    expect(result.message).toMatch(/^Sheet fetch refused: /);
    expect(outside.connections).toBe(before + 1);
    expect(inside.connections).toBe(0);
  });

  it('stops after 3 redirects', async () => {
    const before = outside.requests.filter((r) => r === '/loop').length;
    const result = await sync(`http://${publicHost}:${outside.port}/loop`, seams);
    expect(result).toEqual({ status: 502, message: 'Sheet fetch failed: too many redirects' });
    expect(outside.requests.filter((r) => r === '/loop').length - before).toBe(4);
  });
});

describe('DNS rebinding', () => {
  it('connects to the address it checked, whatever DNS says afterwards', async () => {
    let calls = 0;
    // First answer public, every later one internal: a rebinding resolver.
    const lookup: RegistrationSource['lookup'] = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '127.0.0.2' : '127.0.0.1', family: 4 }];
    };
    const app = await buildApp(tdb, { url: `http://rebind.example.test:${outside.port}/sheet.csv`, publicAddresses: ['127.0.0.2'], lookup });
    const before = outside.connections;
    const res = await app.inject({ method: 'POST', url: '/api/registrations/sync', headers: admin });
    await app.close();
    expect(res.json()).toMatchObject({ success: true, added: 1 });
    expect(calls).toBe(1);
    expect(outside.connections).toBe(before + 1);
    expect(inside.connections).toBe(0);
  });
});
