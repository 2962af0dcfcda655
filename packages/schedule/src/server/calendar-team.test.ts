import { describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { scheduleTestApp } from './test-harness';

const h = scheduleTestApp();

const summaries = (text: string) =>
  Object.values(ical.sync.parseICS(text))
    .filter((c): c is VEvent => c.type === 'VEVENT')
    .map((e) => String(e.summary))
    .sort();

describe("GET /api/matches.ics?team= (operations spec 5: one team's feed)", () => {
  it("keeps only that team's fixtures, by name in any case; without it, every fixture", async () => {
    const add = (team1: string, team2: string, matchDate: string) =>
      h.app.inject({ method: 'POST', url: '/api/matches', headers: h.admin, payload: { team1, team2, matchDate } });
    await add('Royal Strikers', 'Thunder Kings', '2026-12-01T15:30');
    await add('Blue Panthers', 'Heritage Lions', '2026-12-02T15:30');
    await add('Thunder Kings', 'Blue Panthers', '2026-12-03T15:30');

    const one = await h.app.inject({ method: 'GET', url: '/api/matches.ics?team=thunder%20kings' });
    expect(one.statusCode).toBe(200);
    expect(summaries(one.body)).toEqual(['Royal Strikers vs Thunder Kings', 'Thunder Kings vs Blue Panthers']);

    const none = await h.app.inject({ method: 'GET', url: '/api/matches.ics?team=Nobody' });
    expect(summaries(none.body)).toEqual([]);

    const all = await h.app.inject({ method: 'GET', url: '/api/matches.ics' });
    expect(summaries(all.body)).toHaveLength(3);
    expect(one.headers.etag).not.toBe(all.headers.etag);
  });
});
