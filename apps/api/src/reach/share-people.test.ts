/**
 * Share previews under the real people rule (part 3 spec sections 1 and 3, issue 30): the app
 * as built for production (`buildApp` with its default visibility) over a season with a
 * hidden child in a typed squad, on the scorecard, and with a profile. The child's name
 * reaches no share tag, image, sitemap entry or player card; the adult's player card shows
 * the scorecards' record, the typed figures apart, and the team of the typed squad.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openHardened, uniqueAddress, type Hardened } from '../hardening/harness';

const PUBLIC_URL = 'https://league.example';
const HEAD = '<head><meta charSet="UTF-8"/><meta name="description" content="Community cricket league."/><title>Cricket League</title></head>';
const CHILD = 'Ria Form';
const ADULT = 'Arjun Adult';

let h: Hardened;
let admin: Record<string, string>;
let matchId = '';
let cubsId = '';
let adultId = '';
let childId = '';
let lastEvent: string | null = null;

const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = admin) => {
  const res = await h.app.inject({ method: method as 'GET', url, payload: body as object, headers, remoteAddress: uniqueAddress() });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const visitor = (url: string) => h.app.inject({ url, remoteAddress: uniqueAddress() });

/** The content of each `<meta property|name="key">` and the title of a served page. */
function tagsOf(html: string) {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)) tags[m[1]!] = m[2]!.replace(/&amp;/g, '&').replace(/&#39;/g, "'");
  tags.title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return tags;
}

async function page(url: string) {
  const res = await visitor(url);
  expect(res.statusCode, url).toBe(200);
  return { html: res.body, tags: tagsOf(res.body) };
}

const svgOf = async (url: string) => {
  const image = (await page(url)).tags['og:image'];
  expect(image, url).toBeTruthy();
  const res = await visitor(new URL(image!).pathname.replace(/\.png$/, '.svg'));
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

async function ball(batter: string, nonStriker: string, runs: number) {
  const id = randomUUID();
  await call('POST', `/api/matches/${matchId}/events`, {
    id,
    after: lastEvent,
    type: 'delivery',
    innings: 0,
    team: 'Riverside Cubs',
    over: 0,
    batter,
    non_striker: nonStriker,
    bowler: 'Dev Elder',
    runs: { batter: runs, extras: 0, total: runs },
  });
  lastEvent = id;
}

beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'league-reach-people-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), `<!doctype html><html>${HEAD}<body><main>${'The league at home. '.repeat(100)}</main></body></html>`);
  // As the build now writes it: no title or description of its own.
  fs.writeFileSync(path.join(web, '__spa-fallback.html'), '<!doctype html><html><head><meta charSet="UTF-8"/></head><body></body></html>');
  h = await openHardened({ seed: false, env: { WEB_DIST: web, PUBLIC_URL, RATE_LIMIT_MAX: '1000000' } });
  admin = { authorization: `Bearer ${await h.adminToken()}` };
  await call('PUT', '/api/settings', { leagueName: 'Riverside League', leagueShortName: 'RL', sections: [{ id: 'open', name: 'Open', retired: false }] });

  // Profiles: an adult with figures typed from before this site, a child (hidden at once), and a bowler.
  adultId = (
    await call('POST', '/api/players', { name: ADULT, phone: '9845000001', dob: '1990-03-01', batting: { matches: 40, runs: 5000 }, bowling: { wickets: 1 } })
  ).data.id;
  childId = (await call('POST', '/api/players', { name: CHILD, phone: '9845000008', dob: '2015-01-09' })).data.id;
  await call('POST', '/api/players', { name: 'Dev Elder', phone: '9845000007', dob: '1985-05-14' });

  // Squads typed by name (no auction): bound to people only.
  cubsId = (await call('POST', '/api/teams', { section: 'Open', name: 'Riverside Cubs', captain: ADULT, players: [ADULT, CHILD] })).data._id;
  const hawksId = (await call('POST', '/api/teams', { section: 'Open', name: 'Hilltop Hawks', captain: 'Dev Elder', players: ['Dev Elder', 'Old Hand'] })).data
    ._id;
  const format = { oversPerInnings: 2, ballsPerOver: 6, playersPerSide: 2 };
  const tournamentId = (await call('POST', '/api/tournaments', { name: 'Riverside Cup', season: '2026', format, status: 'active' })).data.id;
  matchId = (
    await call('POST', '/api/matches', {
      team1: 'Riverside Cubs',
      team2: 'Hilltop Hawks',
      team1Id: cubsId,
      team2Id: hawksId,
      tournamentId,
      matchDate: '2026-05-01T15:30',
    })
  ).data.id;
  for (const event of [
    { type: 'toss', winner: 'Riverside Cubs', decision: 'bat' },
    { type: 'lineups', team: 'Riverside Cubs', players: [ADULT, CHILD] },
    { type: 'lineups', team: 'Hilltop Hawks', players: ['Dev Elder', 'Old Hand'] },
  ]) {
    const id = randomUUID();
    await call('POST', `/api/matches/${matchId}/events`, { ...event, id, after: lastEvent });
    lastEvent = id;
  }
  await ball(ADULT, CHILD, 1);
  await ball(CHILD, ADULT, 4);
}, 180_000);

afterAll(async () => {
  await h?.close();
});

describe('the player card', () => {
  it("gives the scorecards' record, the typed figures as before this site, and the typed squad's team", async () => {
    const card = (await call('GET', `/api/share/players/${adultId}`, undefined, {})).data;
    expect(card).toMatchObject({
      name: ADULT,
      team: 'Riverside Cubs',
      batting: { matches: 1, runs: 1 },
      bowling: { wickets: 0 },
      beforeSite: { batting: { matches: 40, runs: 5000 }, bowling: { wickets: 1 } },
    });
    const { tags } = await page(`/players/${adultId}`);
    expect(tags.title).toBe(`${ADULT}: 1 run, 0 wickets | Riverside League`);
    expect(tags.description).toContain('1 run in 1 match');
    expect(tags.description).toContain('Before this site: 5000 runs, 1 wicket.');
    const svg = await svgOf(`/players/${adultId}`);
    expect(svg).toContain('RIVERSIDE CUBS');
    expect(svg).toContain('Before this site: 5000 runs · 1 wicket');
    // Every figure fits under that line (none cut off at the picture's foot).
    for (const label of ['Runs', 'Highest', 'Strike rate', 'Wickets', 'Best bowling', 'Catches']) expect(svg).toContain(`>${label}<`);
  });
});

describe("a hidden child's name", () => {
  it('gives no player card, no share tags and no sitemap entry', async () => {
    const res = await visitor(`/api/share/players/${childId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Player not found' });
    const { html, tags } = await page(`/players/${childId}`);
    expect(html).not.toContain(CHILD);
    expect(tags['og:image']).toBeUndefined();
    const sitemap = (await visitor('/sitemap.xml')).body;
    expect(sitemap).toContain(`/players/${adultId}`);
    expect(sitemap).not.toContain(childId);
    expect(sitemap).not.toContain(CHILD);
  });

  it("puts the child's placeholder, never the name, in the match and team pages and their images", async () => {
    const scorecard = (await call('GET', `/api/matches/${matchId}/scorecard`, undefined, {})).data as { innings: Array<{ batting: Array<{ name: string }> }> };
    const placeholder = scorecard.innings[0]!.batting.map((b) => b.name).find((n) => n !== ADULT)!;
    expect(placeholder).toMatch(/^Riverside Cubs player \d+$/);
    for (const url of [`/matches/${matchId}`, `/teams/${cubsId}`]) {
      expect((await page(url)).html, url).not.toContain(CHILD);
      const svg = await svgOf(url);
      expect(svg, url).not.toContain(CHILD);
      // A narrow cell may cut the placeholder short ("Riverside Cubs pl…"): never into the name.
      expect(svg, url).toContain(placeholder.slice(0, 'Riverside Cubs pl'.length));
    }
  });
});

describe('the served document', () => {
  it('carries exactly one title and one description, whether or not the build wrote its own', async () => {
    for (const url of ['/', `/players/${adultId}`]) {
      const { html, tags } = await page(url);
      expect(html.match(/<title>/g), url).toHaveLength(1);
      expect(html.match(/<meta name="description"/g), url).toHaveLength(1);
      expect(tags.title, url).toBe(tags['og:title']);
      expect(tags.description, url).toBe(tags['og:description']);
    }
  });

  it('names a screen with no share card of its own after the league (a tab without a title is nameless to a screen reader)', async () => {
    for (const url of ['/score', '/dashboard/people', '/auction/console']) {
      const { html, tags } = await page(url);
      expect(html.match(/<title>/g), url).toHaveLength(1);
      expect(tags.title, url).toBe('Riverside League');
    }
  });

  it('is compressed by the encodings the browser accepts, q-values included', async () => {
    const encodingFor = async (accept: string) => {
      const res = await h.app.inject({ url: '/', headers: { 'accept-encoding': accept }, remoteAddress: uniqueAddress() });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      return res.headers['content-encoding'] ?? null;
    };
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=0')).toBe(null);
    expect(await encodingFor('identity')).toBe(null);
  });
});

describe('the image URL', () => {
  it('changes when a ball changes the score', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const before = (await page(`/matches/${matchId}`)).tags['og:image'];
      await ball(ADULT, CHILD, 6);
      // A page's card is reused for a few seconds (a live score's preview may lag that much).
      vi.setSystemTime(Date.now() + 60_000);
      const after = (await page(`/matches/${matchId}`)).tags['og:image'];
      expect(after).not.toBe(before);
      expect((await page(`/matches/${matchId}`)).tags.title).toContain('11/0');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a share image', () => {
  it('is cached for a day, not for good: a withdrawn consent must not outlive it', async () => {
    const image = new URL((await page(`/matches/${matchId}`)).tags['og:image']!).pathname;
    const res = await visitor(image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('is never drawn from a failed scorecard read as a match still to start', async () => {
    const db = h.database.handle.db;
    // Past any card reused from before (the reuse window runs on the clock).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 600_000 });
    await db.execute(sql`alter table match_summaries rename to match_summaries_away`);
    try {
      const res = await visitor(`/api/share/match/${matchId}/0000000000000000.svg`);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Starts');
      const { tags } = await page(`/matches/${matchId}`);
      expect(tags['og:image']).toBeUndefined();
    } finally {
      await db.execute(sql`alter table match_summaries_away rename to match_summaries`);
      vi.useRealTimers();
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_200_000 });
    try {
      expect((await page(`/matches/${matchId}`)).tags.title).toContain('Live');
    } finally {
      vi.useRealTimers();
    }
  });
});
