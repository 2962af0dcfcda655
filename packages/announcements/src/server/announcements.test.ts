import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, expectAccessMatrix, mintToken, type TestDb } from '@league/core/testing';
import type { Announcement } from '../contract';
import * as schema from './schema';
import { announcementsPlugin, listActiveAnnouncements } from './index';
import { seedAnnouncementsDemo } from './demo';

let testDb: TestDb;
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;

const HOUR = 3600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  testDb = await createTestDb(schema);
  app = await createTestApp({ plugins: [[announcementsPlugin, { db: testDb.db, cache: new ResponseCache() }]] });
  admin = bearer(await mintToken());
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  await testDb.reset();
  // The cache lives across tests; a write through the API is what drops it, so start from one.
  await create({ title: 'warm-up', message: 'x' }).then((a) => remove(a._id));
});

async function create(body: Record<string, unknown>): Promise<Announcement> {
  const res = await app.inject({ method: 'POST', url: '/api/announcements', payload: body, headers: admin });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function remove(id: string) {
  const res = await app.inject({ method: 'DELETE', url: `/api/announcements/${id}`, headers: admin });
  expect(res.statusCode).toBe(200);
}
async function active(headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/api/announcements/active', headers });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { success: boolean; data: Announcement[]; items: Announcement[] };
  expect(body.success).toBe(true);
  expect(body.items).toEqual(body.data);
  return body.data.map((a) => a.title);
}
const post = (payload: unknown, headers = admin) => app.inject({ method: 'POST', url: '/api/announcements', payload: payload as object, headers });

describe('GET /api/announcements/active', () => {
  beforeEach(async () => {
    await create({ title: 'open', message: 'no bounds' });
    await create({ title: 'started', message: 'm', startsAt: iso(-HOUR), expiresAt: iso(HOUR) });
    await create({ title: 'future', message: 'm', startsAt: iso(HOUR) });
    await create({ title: 'expired', message: 'm', startsAt: iso(-2 * HOUR), expiresAt: iso(-HOUR) });
    await create({ title: 'off', message: 'm', isActive: false });
    await create({ title: 'until later', message: 'm', expiresAt: iso(HOUR) });
  });

  it('gives visitors only the live ones, newest first', async () => {
    expect(await active()).toEqual(['until later', 'started', 'open']);
  });

  it('gives an admin every announcement, so the Inactive badge can show', async () => {
    expect(await active(admin)).toEqual(['until later', 'off', 'expired', 'future', 'started', 'open']);
  });

  it('treats a non-admin or a broken token as a visitor', async () => {
    expect(await active(bearer(await mintToken({ role: 'user' })))).toEqual(['until later', 'started', 'open']);
    expect(await active({ authorization: 'Bearer nonsense' })).toEqual(['until later', 'started', 'open']);
  });

  it('puts an edited announcement first (updatedAt, then createdAt)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/announcements/active', headers: admin });
    const open = (res.json().data as Announcement[]).find((a) => a.title === 'open')!;
    const put = await app.inject({ method: 'PUT', url: `/api/announcements/${open._id}`, payload: { ...open, title: 'open (edited)' }, headers: admin });
    expect(put.statusCode).toBe(200);
    expect(await active()).toEqual(['open (edited)', 'until later', 'started']);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/announcements/active' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/api/announcements/active', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('the repo function reads the window at the instant it is given', async () => {
    const later = await listActiveAnnouncements(testDb.db, new Date(Date.now() + 2 * HOUR));
    expect(later.map((a) => a.title)).toEqual(['future', 'open']);
  });
});

describe('the cached public list follows the clock', () => {
  it('shows an announcement once its start passes and drops it after expiry, with no write', async () => {
    await create({ title: 'soon', message: 'm', startsAt: iso(HOUR) });
    await create({ title: 'ending', message: 'm', expiresAt: iso(HOUR) });
    expect(await active()).toEqual(['ending']);
    // The server's clock (the window and the cache's expiry read Date) moves past both ends.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HOUR + 1000 });
    try {
      expect(await active()).toEqual(['soon']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a read after a write sees the write', async () => {
    expect(await active()).toEqual([]);
    const a = await create({ title: 'fresh', message: 'm' });
    expect(await active()).toEqual(['fresh']);
    await remove(a._id);
    expect(await active()).toEqual([]);
  });
});

describe('POST /api/announcements (spec 5)', () => {
  it('applies the defaults and answers {success, message}', async () => {
    const res = await post({ title: '  Nets at 6  ', message: '  Bring your kit  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Announcement created' });
    expect(body.data).toMatchObject({
      title: 'Nets at 6',
      message: 'Bring your kit',
      type: 'INFO',
      priority: 'LOW',
      isActive: true,
      startsAt: null,
      expiresAt: null,
    });
    const rows = await testDb.query<{ title: string; is_active: boolean }>('select title, is_active from announcements');
    expect(rows).toEqual([{ title: 'Nets at 6', is_active: true }]);
  });

  it('accepts body in place of message', async () => {
    const res = await post({ title: 'Alias', body: 'Sent as body' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe('Sent as body');
  });

  it('turns blank dates into null and keeps real ones as ISO instants', async () => {
    const blank = await post({ title: 'Blank', message: 'm', startsAt: '', expiresAt: '   ' });
    expect(blank.json().data).toMatchObject({ startsAt: null, expiresAt: null });
    const dated = await post({ title: 'Dated', message: 'm', startsAt: '2030-01-05T10:00:00+05:30', expiresAt: null, type: 'EVENT', priority: 'HIGH' });
    expect(dated.json().data).toMatchObject({ startsAt: '2030-01-05T04:30:00.000Z', expiresAt: null, type: 'EVENT', priority: 'HIGH' });
  });

  it("reads start and end times typed without an offset in the league's time zone, like match times", async () => {
    // The test app runs with the default league zone, Asia/Kolkata (+05:30).
    const local = await post({ title: 'Local', message: 'm', startsAt: '2030-01-05T10:00', expiresAt: '2030-01-05 18:30:00' });
    expect(local.statusCode, local.body).toBe(201);
    expect(local.json().data).toMatchObject({ startsAt: '2030-01-05T04:30:00.000Z', expiresAt: '2030-01-05T13:00:00.000Z' });
    // One end with an offset, the other without: compared once both are instants.
    const mixedOk = await post({ title: 'Mixed', message: 'm', startsAt: '2030-01-05T10:00', expiresAt: '2030-01-05T05:00:00Z' });
    expect(mixedOk.statusCode, mixedOk.body).toBe(201);
    const mixedBad = await post({ title: 'Mixed bad', message: 'm', startsAt: '2030-01-05T10:00', expiresAt: '2030-01-05T04:00:00Z' });
    expect(mixedBad.json()).toEqual({ success: false, message: 'Expiry must be after the start' });
    const wallBad = await post({ title: 'Wall bad', message: 'm', startsAt: '2030-01-05T10:00', expiresAt: '2030-01-05T09:59' });
    expect(wallBad.json()).toEqual({ success: false, message: 'Expiry must be after the start' });

    const elsewhere = await createTestApp({ plugins: [[announcementsPlugin, { db: testDb.db, cache: new ResponseCache(), timeZone: 'America/New_York' }]] });
    try {
      const res = await elsewhere.inject({
        method: 'POST',
        url: '/api/announcements',
        payload: { title: 'NY', message: 'm', startsAt: '2030-07-04T09:00' },
        headers: admin,
      });
      expect(res.json().data.startsAt).toBe('2030-07-04T13:00:00.000Z');
    } finally {
      await elsewhere.close();
    }
  });

  it.each([
    [{ message: 'm' }, 'Title is required'],
    [{ title: '   ', message: 'm' }, 'Title is required'],
    [{ title: 't' }, 'Message is required'],
    [{ title: 't', message: '  ', body: '' }, 'Message is required'],
    [{ title: 't', message: 'm', type: 'NEWS' }, 'Type must be INFO, ALERT or EVENT'],
    [{ title: 't', message: 'm', priority: 'URGENT' }, 'Priority must be LOW, MEDIUM or HIGH'],
    [{ title: 't', message: 'm', startsAt: 'tomorrow' }, 'Start must be a date and time'],
    [{ title: 't', message: 'm', startsAt: '2030-01-02T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' }, 'Expiry must be after the start'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await testDb.query('select id from announcements')).toHaveLength(0);
  });
});

describe('PUT and DELETE /api/announcements/{id}', () => {
  it('replaces the fields and ignores ids and timestamps sent back', async () => {
    const a = await create({ title: 'Old', message: 'm', priority: 'HIGH' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/announcements/${a._id}`,
      payload: { ...a, _id: 'other', createdAt: '2000-01-01T00:00:00Z', title: 'New', body: 'ignored', isActive: false },
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Announcement updated' });
    expect(res.json().data).toMatchObject({ _id: a._id, title: 'New', message: 'm', priority: 'HIGH', isActive: false, createdAt: a.createdAt });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['3f1c0d1e-5b7a-4c1e-9d2a-0b8e6f4a1c22', 'not-a-uuid']) {
      const put = await app.inject({ method: 'PUT', url: `/api/announcements/${id}`, payload: { title: 't', message: 'm' }, headers: admin });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ success: false, message: 'Announcement not found' });
      const del = await app.inject({ method: 'DELETE', url: `/api/announcements/${id}`, headers: admin });
      expect(del.statusCode).toBe(404);
    }
  });

  it('deletes', async () => {
    const a = await create({ title: 'Gone', message: 'm' });
    const res = await app.inject({ method: 'DELETE', url: `/api/announcements/${a._id}`, headers: admin });
    expect(res.json()).toEqual({ success: true, message: 'Announcement deleted' });
    expect(await active(admin)).toEqual([]);
  });
});

describe('access', () => {
  it('every write needs an admin, and rejected requests change nothing', async () => {
    const a = await create({ title: 'Keep', message: 'm' });
    const snapshot = () => testDb.query('select id, title, message, is_active, updated_at from announcements order by id');
    await expectAccessMatrix(
      app,
      [
        { method: 'POST', url: '/api/announcements', payload: { title: 'x', message: 'y' }, adminStatus: 201 },
        { method: 'PUT', url: `/api/announcements/${a._id}`, payload: { title: 'x', message: 'y' }, adminStatus: 200 },
        { method: 'DELETE', url: `/api/announcements/${a._id}`, adminStatus: 200 },
      ],
      snapshot,
    );
  });
});

describe('demo seed', () => {
  it('has every type and priority, and visitors see fewer than admins', async () => {
    await seedAnnouncementsDemo({ db: testDb.db, log: { info() {}, warn() {} }, now: new Date() });
    const all = await testDb.query<{ type: string; priority: string }>('select type, priority from announcements');
    expect(new Set(all.map((r) => r.type))).toEqual(new Set(['INFO', 'ALERT', 'EVENT']));
    expect(new Set(all.map((r) => r.priority))).toEqual(new Set(['LOW', 'MEDIUM', 'HIGH']));
    const visible = await listActiveAnnouncements(testDb.db);
    expect(visible.length).toBeGreaterThanOrEqual(3);
    expect(visible.length).toBe(all.length - 3); // expired, inactive and scheduled are hidden
  });
});
