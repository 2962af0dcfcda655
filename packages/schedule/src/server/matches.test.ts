import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, expectAccessMatrix, mintToken, type TestDb } from '@league/core/testing';
import type { CoreApp } from '@league/core/server';
import * as schema from './schema';
import { schedulePlugin } from './plugin';
import { listMatches } from './repo';

let testDb: TestDb;
let kolkata: CoreApp;
let newYork: CoreApp;
let admin: Record<string, string>;

beforeAll(async () => {
  testDb = await createTestDb(schema);
  kolkata = await createTestApp({ plugins: [[schedulePlugin, { db: testDb.db, cache: new ResponseCache(), timeZone: 'Asia/Kolkata' }]] });
  newYork = await createTestApp({ plugins: [[schedulePlugin, { db: testDb.db, cache: new ResponseCache(), timeZone: 'America/New_York' }]] });
  admin = bearer(await mintToken());
});
afterAll(async () => {
  await kolkata?.close();
  await newYork?.close();
  await testDb?.close();
});
beforeEach(() => testDb.reset());

const post = (app: CoreApp, url: string, payload: unknown, headers = admin) => app.inject({ method: 'POST', url, payload: payload as object, headers });
const storedUtc = async () =>
  (await testDb.query<{ utc: string }>(`select to_char(match_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as utc from matches`)).map((r) => r.utc);

describe('GET/POST/DELETE /api/matches', () => {
  it('adds matches and lists them oldest first as data and as matches', async () => {
    const later = await post(kolkata, '/api/matches', { team1: ' Royal Strikers ', team2: 'Thunder Kings', matchDate: '2026-12-05T15:30' });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ success: true, data: { team1: 'Royal Strikers', team2: 'Thunder Kings', pressLink: null } });
    await post(kolkata, '/api/matches', { team1: 'Blue Panthers', team2: 'Heritage Lions', matchDate: '2026-12-01T07:30' });

    const res = await kolkata.inject({ method: 'GET', url: '/api/matches' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((m: { team1: string }) => m.team1)).toEqual(['Blue Panthers', 'Royal Strikers']);
    expect(body.matches).toEqual(body.data);
    expect(body.data[0]).toMatchObject({ _id: body.data[0].id, matchDate: '2026-12-01T02:00:00.000Z' });
  });

  it('refuses blank teams or date with the spec message and stores nothing', async () => {
    for (const payload of [
      { team1: '', team2: 'B', matchDate: '2026-12-01T10:00' },
      { team1: 'A', team2: '   ', matchDate: '2026-12-01T10:00' },
      { team1: 'A', team2: 'B', matchDate: '' },
      { team1: 'A', team2: 'B' },
      {},
    ]) {
      const res = await post(kolkata, '/api/matches', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Team names and date are required.' });
    }
    const bad = await post(kolkata, '/api/matches', { team1: 'A', team2: 'B', matchDate: '2026-02-30T10:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Match date must be/);
    expect(await testDb.query('select * from matches')).toHaveLength(0);
  });

  it('reads a date-time without offset in the league zone, and one with an offset as it is', async () => {
    await post(kolkata, '/api/matches', { team1: 'A', team2: 'B', matchDate: '2026-12-01T15:30' });
    expect(await storedUtc()).toEqual(['2026-12-01T10:00']);
    await testDb.reset();

    // Another league zone, in winter and in summer time.
    await post(newYork, '/api/matches', { team1: 'A', team2: 'B', matchDate: '2026-12-01T15:30' });
    await post(newYork, '/api/add-match', { team1: 'C', team2: 'D', matchDate: '2026-07-01T15:30:00' });
    expect((await storedUtc()).sort()).toEqual(['2026-07-01T19:30', '2026-12-01T20:30']);
    await testDb.reset();

    // An explicit offset wins over the league zone.
    await post(kolkata, '/api/matches', { team1: 'A', team2: 'B', matchDate: '2026-12-01T15:30:00+02:00' });
    await post(newYork, '/api/matches', { team1: 'C', team2: 'D', matchDate: '2026-12-01T15:30:00Z' });
    expect((await storedUtc()).sort()).toEqual(['2026-12-01T13:30', '2026-12-01T15:30']);
  });

  it('deletes a match; unknown and malformed ids are 404', async () => {
    const id = (await post(kolkata, '/api/matches', { team1: 'A', team2: 'B', matchDate: '2026-12-01T15:30' })).json().data.id;
    const res = await kolkata.inject({ method: 'DELETE', url: `/api/matches/${id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(await listMatches(testDb.db)).toEqual([]);
    for (const url of [`/api/matches/${id}`, '/api/matches/not-a-uuid']) {
      const missing = await kolkata.inject({ method: 'DELETE', url, headers: admin });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Match not found' });
    }
  });

  it('never serves a stale list after a write (cache + ETag)', async () => {
    const first = await kolkata.inject({ method: 'GET', url: '/api/matches' });
    expect(first.json().data).toEqual([]);
    const etag = first.headers.etag as string;
    expect((await kolkata.inject({ method: 'GET', url: '/api/matches', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const id = (await post(kolkata, '/api/matches', { team1: 'A', team2: 'B', matchDate: '2026-12-01T15:30' })).json().data.id;
    const after = await kolkata.inject({ method: 'GET', url: '/api/matches', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toHaveLength(1);

    await kolkata.inject({ method: 'DELETE', url: `/api/matches/${id}`, headers: admin });
    expect((await kolkata.inject({ method: 'GET', url: '/api/matches' })).json().data).toEqual([]);
  });

  it('ignores unknown fields and an id sent back', async () => {
    const res = await post(kolkata, '/api/matches', {
      team1: 'A',
      team2: 'B',
      matchDate: '2026-12-01T15:30',
      id: '00000000-0000-4000-8000-000000000000',
      status: 'Finished',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.id).not.toBe('00000000-0000-4000-8000-000000000000');
    // Status is the scoring state the match centre derives from the log, never posted.
    expect(res.json().data.status).toBe('scheduled');
  });
});

describe('the older form: /api/add-match, /api/add-press-conference, /api/add-auction', () => {
  it('adds a match and gives it its own press and auction links', async () => {
    const created = await post(kolkata, '/api/add-match', { team1: 'A', team2: 'B', matchDate: '2026-12-01T15:30' });
    expect(created.statusCode).toBe(201);
    const matchId = created.json().data.id;

    const press = await post(kolkata, '/api/add-press-conference', { matchId, pressLink: 'https://meet.example.org/p1' });
    expect(press.statusCode).toBe(200);
    const auction = await post(kolkata, '/api/add-auction', { matchId, auctionLink: 'http://auction.example.org/a1' });
    expect(auction.json().data).toMatchObject({ pressLink: 'https://meet.example.org/p1', auctionLink: 'http://auction.example.org/a1' });

    const list = (await kolkata.inject({ method: 'GET', url: '/api/matches' })).json();
    expect(list.matches[0]).toMatchObject({ pressLink: 'https://meet.example.org/p1', auctionLink: 'http://auction.example.org/a1' });
  });

  it('refuses links that are not absolute http(s) URLs, and unknown matches', async () => {
    const matchId = (await post(kolkata, '/api/add-match', { team1: 'A', team2: 'B', matchDate: '2026-12-01T15:30' })).json().data.id;
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/relative/path', 'example.org/no-scheme', '']) {
      const press = await post(kolkata, '/api/add-press-conference', { matchId, pressLink: link });
      expect(press.statusCode, link).toBe(400);
      const auction = await post(kolkata, '/api/add-auction', { matchId, auctionLink: link });
      expect(auction.statusCode, link).toBe(400);
    }
    const [row] = await testDb.query<{ press_link: string | null; auction_link: string | null }>('select press_link, auction_link from matches');
    expect(row).toEqual({ press_link: null, auction_link: null });

    const unknown = await post(kolkata, '/api/add-press-conference', { matchId: '00000000-0000-4000-8000-000000000000', pressLink: 'https://x.example.org' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('access', () => {
  it('every write needs an admin token, and rejected requests change nothing', async () => {
    const victim = (await post(kolkata, '/api/matches', { team1: 'A', team2: 'B', matchDate: '2026-12-01T15:30' })).json().data.id;
    const spare = (await post(kolkata, '/api/matches', { team1: 'C', team2: 'D', matchDate: '2026-12-02T15:30' })).json().data.id;
    const snapshot = async () => ({
      matches: await testDb.query('select id, team1, team2, match_date, press_link, auction_link from matches order by id'),
      links: await testDb.query('select press_conference_link, auction_link from global_links'),
    });
    const match = { team1: 'E', team2: 'F', matchDate: '2026-12-03T15:30' };
    await expectAccessMatrix(
      kolkata,
      [
        { method: 'POST', url: '/api/matches', payload: match, adminStatus: 201 },
        { method: 'POST', url: '/api/add-match', payload: match, adminStatus: 201 },
        { method: 'POST', url: '/api/add-press-conference', payload: { matchId: spare, pressLink: 'https://p.example.org' }, adminStatus: 200 },
        { method: 'POST', url: '/api/add-auction', payload: { matchId: spare, auctionLink: 'https://a.example.org' }, adminStatus: 200 },
        { method: 'PATCH', url: '/api/global-links/press', payload: { pressConferenceLink: 'https://p.example.org' }, adminStatus: 200 },
        { method: 'DELETE', url: '/api/global-links/press', adminStatus: 200 },
        { method: 'PATCH', url: '/api/global-links/auction', payload: { auctionLink: 'https://a.example.org' }, adminStatus: 200 },
        { method: 'DELETE', url: '/api/global-links/auction', adminStatus: 200 },
        { method: 'DELETE', url: `/api/matches/${victim}`, adminStatus: 200 },
      ],
      snapshot,
    );
    expect((await listMatches(testDb.db)).map((m) => m.id)).not.toContain(victim);
  });

  it('reads are public', async () => {
    for (const url of ['/api/matches', '/api/global-links', '/api/matches.ics']) {
      expect((await kolkata.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
