/**
 * The league's grounds (part 3 spec 4) through HTTP on a real database: kept by admins, read
 * by everyone, carried by fixtures, and in the calendar as LOCATION with a SEQUENCE that rises.
 */
import { describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { expectAccessMatrix } from '@league/core/testing';
import { scheduleTestApp } from './test-harness';

const h = scheduleTestApp();

const GREEN_PARK = { name: 'Green Park', address: 'Sector 4, Kanpur', mapUrl: 'https://maps.example.org/green-park' };

async function postGround(payload: Record<string, unknown> = GREEN_PARK) {
  const res = await h.app.inject({ method: 'POST', url: '/api/grounds', headers: h.admin, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string };
}

const calendarEvents = async () => {
  const res = await h.app.inject({ method: 'GET', url: '/api/matches.ics' });
  return Object.values(ical.sync.parseICS(res.body)).filter((c): c is VEvent => c.type === 'VEVENT');
};
const sequenceOf = (event: VEvent) => Number((event as unknown as { sequence: string }).sequence);

describe('grounds', () => {
  it('an h.admin adds, edits and deletes grounds; visitors read name, address and map link', async () => {
    const ground = await postGround({ ...GREEN_PARK, id: 'forged' });
    expect(ground).toEqual({ id: expect.not.stringMatching('forged'), ...GREEN_PARK });
    await postGround({ name: 'Ashoka School Ground' });

    const list = await h.app.inject({ method: 'GET', url: '/api/grounds' });
    expect(list.json().data).toEqual([
      { id: expect.any(String), name: 'Ashoka School Ground', address: null, mapUrl: null },
      { id: ground.id, ...GREEN_PARK },
    ]);

    const put = await h.app.inject({
      method: 'PUT',
      url: `/api/grounds/${ground.id}`,
      headers: h.admin,
      payload: { ...GREEN_PARK, name: 'Green Park Stadium' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/grounds' })).json().data.map((g: { name: string }) => g.name)).toEqual([
      'Ashoka School Ground',
      'Green Park Stadium',
    ]);

    expect((await h.app.inject({ method: 'DELETE', url: `/api/grounds/${ground.id}`, headers: h.admin })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/grounds/${ground.id}`, headers: h.admin })).json()).toEqual({
      success: false,
      message: 'Ground not found',
    });
  });

  it('refuses a second ground of the same name (any case), a blank name and a link that is not http(s)', async () => {
    await postGround();
    const again = await h.app.inject({ method: 'POST', url: '/api/grounds', headers: h.admin, payload: { name: 'GREEN PARK' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'A ground with this name already exists' });
    const blank = await h.app.inject({ method: 'POST', url: '/api/grounds', headers: h.admin, payload: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Ground name is required');
    const link = await h.app.inject({
      method: 'POST',
      url: '/api/grounds',
      headers: h.admin,
      payload: { name: 'Nehru Maidan', mapUrl: 'javascript:alert(1)' },
    });
    expect(link.statusCode).toBe(400);
    expect(link.json()).toEqual({ success: false, message: 'Link must be an absolute http(s) URL' });
  });

  it('every write is h.admin-only and a refused one changes nothing', async () => {
    const ground = await postGround();
    const count = async () => h.testDb.query('select name, address, map_url from grounds order by name');
    await expectAccessMatrix(
      h.app,
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
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/matches',
      headers: h.admin,
      payload: { team1: 'Royal Strikers', team2: 'Thunder Kings', matchDate: '2030-12-01T07:00', groundId: ground.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      groundId: ground.id,
      venue: 'Green Park',
      ground: { name: 'Green Park', address: 'Sector 4, Kanpur', mapUrl: GREEN_PARK.mapUrl },
      sequence: 0,
    });
    const listed = (await h.app.inject({ method: 'GET', url: '/api/matches' })).json().data[0];
    expect(listed).toMatchObject({ groundId: ground.id, ground: { name: 'Green Park' } });

    const unknown = await h.app.inject({
      method: 'POST',
      url: '/api/matches',
      headers: h.admin,
      payload: { team1: 'Royal Strikers', team2: 'Thunder Kings', matchDate: '2030-12-01T07:00', groundId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, message: 'Unknown ground' });
  });

  it("the calendar's LOCATION is the ground's name and address, and its SEQUENCE rises with each change", async () => {
    const ground = await postGround();
    const other = await postGround({ name: 'Ashoka School Ground' });
    const fixture = { team1: 'Royal Strikers', team2: 'Thunder Kings', matchDate: '2030-12-01T07:00', groundId: ground.id };
    const match = (await h.app.inject({ method: 'POST', url: '/api/matches', headers: h.admin, payload: fixture })).json().data;

    let [event] = await calendarEvents();
    expect(String(event!.location)).toBe('Green Park, Sector 4, Kanpur');
    expect(sequenceOf(event!)).toBe(0);

    const put = (payload: Record<string, unknown>) => h.app.inject({ method: 'PUT', url: `/api/matches/${match.id}`, headers: h.admin, payload });
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
    await h.app.inject({ method: 'PUT', url: `/api/grounds/${other.id}`, headers: h.admin, payload: { name: 'Ashoka Ground', address: 'MG Road' } });
    [event] = await calendarEvents();
    expect(sequenceOf(event!)).toBe(3);
    expect(String(event!.location)).toBe('Ashoka Ground, MG Road');
  });

  it("a link written into an event's DESCRIPTION raises its SEQUENCE: its own, or the league's when it has none", async () => {
    const post = (team1: string) =>
      h.app.inject({ method: 'POST', url: '/api/matches', headers: h.admin, payload: { team1, team2: 'Thunder Kings', matchDate: '2030-12-01T07:00' } });
    const own = (await post('Royal Strikers')).json().data;
    const plain = (await post('Blue Panthers')).json().data;
    const sequences = async () => Object.fromEntries((await calendarEvents()).map((e) => [String(e.summary).split(' vs ')[0], sequenceOf(e)]));
    const pressLink = 'https://meet.example.org/own';
    await h.app.inject({ method: 'POST', url: '/api/add-press-conference', headers: h.admin, payload: { matchId: own.id, pressLink } });
    expect(await sequences()).toEqual({ 'Royal Strikers': 1, 'Blue Panthers': 0 });
    // The same link again changes nothing a calendar shows.
    await h.app.inject({ method: 'POST', url: '/api/add-press-conference', headers: h.admin, payload: { matchId: own.id, pressLink } });
    expect(await sequences()).toEqual({ 'Royal Strikers': 1, 'Blue Panthers': 0 });
    // The league's press link shows only where a fixture has none of its own.
    const global = { pressConferenceLink: 'https://meet.example.org/league' };
    await h.app.inject({ method: 'PATCH', url: '/api/global-links/press', headers: h.admin, payload: global });
    expect(await sequences()).toEqual({ 'Royal Strikers': 1, 'Blue Panthers': 1 });
    await h.app.inject({ method: 'PATCH', url: '/api/global-links/press', headers: h.admin, payload: global });
    await h.app.inject({ method: 'DELETE', url: '/api/global-links/press', headers: h.admin });
    expect(await sequences()).toEqual({ 'Royal Strikers': 1, 'Blue Panthers': 2 });
    expect(plain.id).toBeTruthy();
  });
});
