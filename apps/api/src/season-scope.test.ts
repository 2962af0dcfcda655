/**
 * Seasons are a scope (part 3 spec 4, issue 31): with last season's archive imported from
 * Cricsheet (IPL 2008 files, apps/e2e/fixtures/cricsheet) beside this season's fixtures, the
 * schedule's list, its team filter and the calendar feed answer the current season unless
 * another is asked for. The whole app, so the tournaments' seasons reach the schedule as wired.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHardened, uniqueAddress, type Hardened } from './hardening/harness';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e/fixtures/cricsheet');
const ARCHIVE_FILES = ['335982', '335983', '335984'];
const ARCHIVE_TEAMS = [
  'Royal Challengers Bangalore',
  'Kolkata Knight Riders',
  'Kings XI Punjab',
  'Chennai Super Kings',
  'Delhi Daredevils',
  'Rajasthan Royals',
];

let h: Hardened;
let admin: Record<string, string>;

interface Listed {
  team1: string;
  team2: string;
  matchDate: string;
}
interface ListBody {
  data: Listed[];
  season: string | null;
  seasons: string[];
}

const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
  const res = await h.app.inject({ method, url, payload: body as object, headers: admin, remoteAddress: uniqueAddress() });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
/** As a visitor sees it (the shared, cached answer). */
const visit = (url: string) => h.app.inject({ url, remoteAddress: uniqueAddress() });
const list = async (query = '') => (await visit(`/api/matches${query}`)).json() as ListBody;
const teamsOf = (body: ListBody) => [...new Set(body.data.flatMap((m) => [m.team1, m.team2]))].sort();
const summaries = (ics: string) => [...ics.matchAll(/^SUMMARY:(.*)\r?$/gm)].map((m) => m[1]!.replace(/\\/g, '')).sort();
const tournament = async (name: string, season: string, status: string) => (await call('POST', '/api/tournaments', { name, season, status })).data.id as string;
const fixture = (team1: string, team2: string, matchDate: string, tournamentId?: string) =>
  call('POST', '/api/matches', { team1, team2, matchDate, ...(tournamentId ? { tournamentId } : {}) });

beforeAll(async () => {
  h = await openHardened({ seed: false });
  admin = { authorization: `Bearer ${await h.adminToken()}` };
  // Last season's archive, imported the way an organiser does it.
  const archive = await tournament('IPL 2008', '2008', 'completed');
  for (const id of ARCHIVE_FILES) {
    const file = JSON.parse(fs.readFileSync(path.join(fixtures, `${id}.json`), 'utf8')) as object;
    await call('POST', `/api/tournaments/${archive}/cricsheet`, file);
  }
  // This season: two fixtures of its tournament and a friendly during it.
  const current = await tournament('Summer League', '2026', 'active');
  await fixture('Banyan Blasters', 'Kaveri Kings', '2026-05-02T15:30', current);
  await fixture('Maidan Mavericks', 'Banyan Blasters', '2026-05-09T15:30', current);
  await fixture('Friendly Falcons', 'Kaveri Kings', '2026-06-01T10:00');
  // A friendly while the archive season ran (its season), and one older than every season (the current's).
  await fixture('Old Friends', 'Kolkata Knight Riders', '2008-05-01T10:00');
  await fixture('Founders', 'Pioneers', '2001-01-01T10:00');
}, 180_000);
afterAll(async () => h?.close());

describe('the schedule with an archive imported', () => {
  it('answers the current season by default, naming the seasons there are (the current first)', async () => {
    const body = await list();
    expect(body.season).toBe('2026');
    expect(body.seasons).toEqual(['2026', '2008']);
    expect(body.data.map((m) => `${m.team1} v ${m.team2}`)).toEqual([
      'Founders v Pioneers',
      'Banyan Blasters v Kaveri Kings',
      'Maidan Mavericks v Banyan Blasters',
      'Friendly Falcons v Kaveri Kings',
    ]);
  });

  it('answers the archive season on request, its friendly included', async () => {
    const body = await list('?season=2008');
    expect(body.season).toBe('2008');
    expect(body.data).toHaveLength(ARCHIVE_FILES.length + 1);
    expect(body.data.every((m) => m.matchDate.startsWith('2008-'))).toBe(true);
    expect((await list('?season=all')).data).toHaveLength(ARCHIVE_FILES.length + 5);
  });

  it("offers in the team filter only the chosen season's teams", async () => {
    expect(teamsOf(await list())).toEqual(['Banyan Blasters', 'Founders', 'Friendly Falcons', 'Kaveri Kings', 'Maidan Mavericks', 'Pioneers']);
    expect(teamsOf(await list('?season=2008'))).toEqual(['Old Friends', ...ARCHIVE_TEAMS].sort());
  });

  it('scopes the calendar feed the same way, a team of the archive included', async () => {
    const current = await visit('/api/matches.ics');
    expect(current.statusCode).toBe(200);
    expect(summaries(current.body)).toEqual(
      ['Banyan Blasters vs Kaveri Kings', 'Maidan Mavericks vs Banyan Blasters', 'Friendly Falcons vs Kaveri Kings', 'Founders vs Pioneers'].sort(),
    );
    expect(summaries((await visit('/api/matches.ics?season=2008')).body)).toHaveLength(ARCHIVE_FILES.length + 1);
    const kolkata = encodeURIComponent('Kolkata Knight Riders');
    expect(summaries((await visit(`/api/matches.ics?team=${kolkata}`)).body)).toEqual([]);
    expect(summaries((await visit(`/api/matches.ics?team=${kolkata}&season=2008`)).body)).toEqual([
      'Old Friends vs Kolkata Knight Riders',
      'Royal Challengers Bangalore vs Kolkata Knight Riders',
    ]);
  });

  it('answers an unknown season with the error envelope', async () => {
    for (const url of ['/api/matches?season=1999', '/api/matches.ics?season=1999']) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Season not found' });
    }
  });

  it('follows a new current season at once (a tournament write drops the cached answers)', async () => {
    expect((await list()).season).toBe('2026');
    await tournament('Next League', '2027', 'active');
    const body = await list();
    expect(body.season).toBe('2027');
    expect(body.seasons).toEqual(['2027', '2026', '2008']);
    // No fixture of its own yet: the friendlies after the last season's fixtures (and the one before every season).
    expect(body.data.map((m) => m.team1)).toEqual(['Founders', 'Friendly Falcons']);
    expect((await visit('/api/matches.ics')).body).not.toContain('Maidan Mavericks');
  });
});
