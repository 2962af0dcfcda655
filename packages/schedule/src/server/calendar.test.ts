import { describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import * as schema from './schema';
import { scheduleTestApp } from './test-harness';
import { seedScheduleDemo } from './demo';
import { MATCH_DURATION_MS } from './calendar';

const h = scheduleTestApp();

const events = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c.type === 'VEVENT');

describe('GET /api/matches.ics', () => {
  it('is a calendar a parser reads: every fixture with its teams, start and a duration', async () => {
    const add = (team1: string, team2: string, matchDate: string) =>
      h.app.inject({ method: 'POST', url: '/api/matches', headers: h.admin, payload: { team1, team2, matchDate } });
    const first = (await add('Royal Strikers', 'Thunder Kings', '2026-12-01T15:30')).json().data;
    await add('Blue Panthers', 'Heritage Lions', '2026-12-02T07:30:00+05:30');
    await h.app.inject({
      method: 'POST',
      url: '/api/add-press-conference',
      headers: h.admin,
      payload: { matchId: first.id, pressLink: 'https://meet.example.org/p' },
    });

    const res = await h.app.inject({ method: 'GET', url: '/api/matches.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const parsed = events(res.body).sort((a, b) => +a.start - +b.start);
    expect(parsed.map((e) => String(e.summary))).toEqual(['Royal Strikers vs Thunder Kings', 'Blue Panthers vs Heritage Lions']);
    expect(parsed[0]!.start.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(parsed[1]!.start.toISOString()).toBe('2026-12-02T02:00:00.000Z');
    expect(+parsed[0]!.end - +parsed[0]!.start).toBe(MATCH_DURATION_MS);
    expect(String(parsed[0]!.description)).toContain('https://meet.example.org/p');
    expect(parsed[0]!.uid).toContain(first.id);
  });

  it('follows writes and answers 304 to a calendar that already has it', async () => {
    const empty = await h.app.inject({ method: 'GET', url: '/api/matches.ics' });
    expect(events(empty.body)).toHaveLength(0);
    const etag = empty.headers.etag as string;
    expect((await h.app.inject({ method: 'GET', url: '/api/matches.ics', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await h.app.inject({ method: 'POST', url: '/api/matches', headers: h.admin, payload: { team1: 'A', team2: 'B', matchDate: '2026-12-01T15:30' } });
    const fresh = await h.app.inject({ method: 'GET', url: '/api/matches.ics', headers: { 'if-none-match': etag } });
    expect(fresh.statusCode).toBe(200);
    expect(events(fresh.body).map((e) => String(e.summary))).toEqual(['A vs B']);
  });

  it('is built once and kept until a fixture is written (a calendar app polls it; a flood of them reads no database)', async () => {
    await h.app.inject({ method: 'POST', url: '/api/matches', headers: h.admin, payload: { team1: 'A', team2: 'B', matchDate: '2026-12-01T15:30' } });
    const first = await h.app.inject({ method: 'GET', url: '/api/matches.ics' });
    // A row written behind the app's back is not read again: the feed is the kept one.
    await h.testDb.db.insert(schema.matches).values({ team1: 'C', team2: 'D', matchDate: new Date('2026-12-02T10:00:00Z') });
    const again = await h.app.inject({ method: 'GET', url: '/api/matches.ics' });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-disposition']).toBe('inline; filename="league-fixtures.ics"');
    // A write through the API drops it.
    await h.app.inject({ method: 'POST', url: '/api/matches', headers: h.admin, payload: { team1: 'E', team2: 'F', matchDate: '2026-12-03T15:30' } });
    const after = await h.app.inject({ method: 'GET', url: '/api/matches.ics' });
    expect(
      events(after.body)
        .map((e) => String(e.summary))
        .sort(),
    ).toEqual(['A vs B', 'C vs D', 'E vs F']);
  });

  it('carries the demo season: past and future fixtures in both sections, and both links', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    await seedScheduleDemo({ db: h.testDb.db, log: console, now });
    const list = (await h.app.inject({ method: 'GET', url: '/api/matches' })).json().data as Array<{ team1: string; team2: string; matchDate: string }>;
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.some((m) => new Date(m.matchDate) < now)).toBe(true);
    expect(list.some((m) => new Date(m.matchDate) > now)).toBe(true);
    expect(list.every((m) => m.team1 !== m.team2)).toBe(true);
    const teams = new Set(list.flatMap((m) => [m.team1, m.team2]));
    expect([...teams].some((t) => t === 'Royal Strikers')).toBe(true);
    expect([...teams].some((t) => t === 'Heritage Lions')).toBe(true);
    const links = (await h.app.inject({ method: 'GET', url: '/api/global-links' })).json();
    expect(links.pressConferenceLink).toMatch(/^https:\/\//);
    expect(links.auctionLink).toMatch(/^https:\/\//);
    expect(events((await h.app.inject({ method: 'GET', url: '/api/matches.ics' })).body)).toHaveLength(list.length);
  });

  it('uses the teams it is given, fixtures only within a section', async () => {
    const teams = [
      { section: 'GICPL-OG', name: 'Alpha' },
      { section: 'GICPL-OG', name: 'Bravo' },
      { section: 'GICPL-OG', name: 'Charlie' },
      { section: 'GICPL-H', name: 'Delta' },
      { section: 'GICPL-H', name: 'Echo' },
    ];
    await seedScheduleDemo({ db: h.testDb.db, log: console, now: new Date(), teams });
    const rows = await h.testDb.query<{ team1: string; team2: string }>('select team1, team2 from matches');
    const section = (name: string) => teams.find((t) => t.name === name)!.section;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.team1).not.toBe(row.team2);
      expect(section(row.team1)).toBe(section(row.team2));
    }
  });
});
