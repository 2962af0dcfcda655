/**
 * The league's grounds (part 3 spec 4) through HTTP on a real database: kept by admins, read
 * by everyone, carried by fixtures, and in the calendar as LOCATION with a SEQUENCE that rises.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { ResponseCache, type CoreApp } from '@league/core/server';
import { bearer, createTestApp, createTestDb, expectAccessMatrix, mintToken, type TestDb } from '@league/core/testing';
import * as schema from './schema';
import { schedulePlugin } from './plugin';

let testDb: TestDb;
let app: CoreApp;
let admin: Record<string, string>;
const cache = new ResponseCache();

beforeAll(async () => {
  testDb = await createTestDb(schema);
  app = await createTestApp({ plugins: [[schedulePlugin, { db: testDb.db, cache, timeZone: 'Asia/Kolkata' }]] });
  admin = bearer(await mintToken());
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  await testDb.reset();
  cache.clear();
});

const GREEN_PARK = { name: 'Green Park', address: 'Sector 4, Kanpur', mapUrl: 'https://maps.example.org/green-park' };

async function postGround(payload: Record<string, unknown> = GREEN_PARK) {
  const res = await app.inject({ method: 'POST', url: '/api/grounds', headers: admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string };
}

const calendarEvents = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/matches.ics' });
  return Object.values(ical.sync.parseICS(res.body)).filter((c): c is VEvent => c.type === 'VEVENT');
};
const sequenceOf = (event: VEvent) => Number((event as unknown as { sequence: string }).sequence);

describe('grounds', () => {
  it('an admin adds, edits and deletes grounds; visitors read name, address and map link', async () => {
    const ground = await postGround({ ...GREEN_PARK, id: 'forged' });
    expect(ground).toEqual({ id: expect.not.stringMatching('forged'), ...GREEN_PARK });
    await postGround({ name: 'Ashoka School Ground' });

    const list = await app.inject({ method: 'GET', url: '/api/grounds' });
    expect(list.json().data).toEqual([
      { id: expect.any(String), name: 'Ashoka School Ground', address: null, mapUrl: null },
      { id: ground.id, ...GREEN_PARK },
    ]);

    const put = await app.inject({ method: 'PUT', url: `/api/grounds/${ground.id}`, headers: admin, payload: { ...GREEN_PARK, name: 'Green Park Stadium' } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/grounds' })).json().data.map((g: { name: string }) => g.name)).toEqual([
      'Ashoka School Ground',
      'Green Park Stadium',
    ]);

    expect((await app.inject({ method: 'DELETE', url: `/api/grounds/${ground.id}`, headers: admin })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/grounds/${ground.id}`, headers: admin })).json()).toEqual({
      success: false,
      message: 'Ground not found',
    });
  });

  it('refuses a second ground of the same name (any case), a blank name and a link that is not http(s)', async () => {
    await postGround();
    const again = await app.inject({ method: 'POST', url: '/api/grounds', headers: admin, payload: { name: 'GREEN PARK' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'A ground with this name already exists' });
    const blank = await app.inject({ method: 'POST', url: '/api/grounds', headers: admin, payload: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Ground name is required');
    const link = await app.inject({ method: 'POST', url: '/api/grounds', headers: admin, payload: { name: 'Nehru Maidan', mapUrl: 'javascript:alert(1)' } });
    expect(link.statusCode).toBe(400);
    expect(link.json()).toEqual({ success: false, message: 'Link must be an absolute http(s) URL' });
  });

  it('every write is admin-only and a refused one changes nothing', async () => {
    const ground = await postGround();
    const count = async () => testDb.query('select name, address, map_url from grounds order by name');
    await expectAccessMatrix(
      app,
      [
        { method: 'POST', url: '/api/grounds', payload: { name: 'Nehru Maidan' } },
        { method: 'PUT', url: `/api/grounds/${ground.id}`, payload: { name: 'Green Park Two' } },
        { method: 'DELETE', url: `/api/grounds/${ground.id}` },
      ],
      count,
    );
  });
});

describe('a fixture at a ground', () => {
  it('carries groundId and the ground, takes its name as the venue, and an unknown ground is 400', async () => {
    const ground = await postGround();
    const res = await app.inject({
      method: 'POST',
      url: '/api/matches',
      headers: admin,
      payload: { team1: 'Royal Strikers', team2: 'Thunder Kings', matchDate: '2030-12-01T07:00', groundId: ground.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      groundId: ground.id,
      venue: 'Green Park',
      ground: { name: 'Green Park', address: 'Sector 4, Kanpur', mapUrl: GREEN_PARK.mapUrl },
      sequence: 0,
    });
    const listed = (await app.inject({ method: 'GET', url: '/api/matches' })).json().data[0];
    expect(listed).toMatchObject({ groundId: ground.id, ground: { name: 'Green Park' } });

    const unknown = await app.inject({
      method: 'POST',
      url: '/api/matches',
      headers: admin,
      payload: { team1: 'Royal Strikers', team2: 'Thunder Kings', matchDate: '2030-12-01T07:00', groundId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, message: 'Unknown ground' });
  });

  it("the calendar's LOCATION is the ground's name and address, and its SEQUENCE rises with each change", async () => {
    const ground = await postGround();
    const other = await postGround({ name: 'Ashoka School Ground' });
    const fixture = { team1: 'Royal Strikers', team2: 'Thunder Kings', matchDate: '2030-12-01T07:00', groundId: ground.id };
    const match = (await app.inject({ method: 'POST', url: '/api/matches', headers: admin, payload: fixture })).json().data;

    let [event] = await calendarEvents();
    expect(String(event!.location)).toBe('Green Park, Sector 4, Kanpur');
    expect(sequenceOf(event!)).toBe(0);

    const put = (payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: `/api/matches/${match.id}`, headers: admin, payload });
    // The same fixture sent back unchanged: nothing for a calendar to update.
    expect((await put(fixture)).json().data.sequence).toBe(0);
    expect((await put({ ...fixture, matchDate: '2030-12-02T07:00' })).statusCode).toBe(200);
    [event] = await calendarEvents();
    expect(sequenceOf(event!)).toBe(1);
    expect(event!.start.toISOString()).toBe('2030-12-02T01:30:00.000Z');

    // A different ground (the venue follows the ground when none is typed).
    await put({ ...fixture, matchDate: '2030-12-02T07:00', groundId: other.id });
    [event] = await calendarEvents();
    expect(sequenceOf(event!)).toBe(2);
    expect(String(event!.location)).toBe('Ashoka School Ground');

    // Renaming the ground changes what the event says: its fixtures' SEQUENCE rises too.
    await app.inject({ method: 'PUT', url: `/api/grounds/${other.id}`, headers: admin, payload: { name: 'Ashoka Ground', address: 'MG Road' } });
    [event] = await calendarEvents();
    expect(sequenceOf(event!)).toBe(3);
    expect(String(event!.location)).toBe('Ashoka Ground, MG Road');
  });
});
