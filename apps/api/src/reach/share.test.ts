/**
 * Issue 30: each public page's served HTML carries its own title and share tags, the image
 * they name is a 1200x630 PNG whose URL changes with its content, and a hidden person's name
 * reaches none of them (part 3 spec sections 1 and 3). Discovery: robots.txt, sitemap.xml,
 * and a 404 for files the build does not have.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicFilter, VisibilitySource } from '@league/core/server';
import { createStorage } from '@league/gallery/server';
import { PUBLIC_PAGES } from '@league/reach/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from '../demo';
import { migrationsFolder } from '../server';
import { openAppTestDatabase, type AppTestDatabase } from '../testing/database';

const PUBLIC_URL = 'https://league.example';
const HEAD = '<head><meta charSet="UTF-8"/><meta name="description" content="Community cricket league."/><title>Cricket League</title></head>';

let database: AppTestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
/**
 * The names the test hides, each with its placeholder. As in the people package, a change
 * of who is hidden is a new filter (cards drawn under the old one are never reused).
 */
let filter: PublicFilter = filterHiding(new Map());
function filterHiding(hidden: Map<string, string>): PublicFilter {
  return {
    empty: hidden.size === 0,
    text(input) {
      let out = input;
      for (const [name, placeholder] of hidden) out = out.split(name).join(placeholder);
      return out;
    },
  };
}
const hide = (names: Array<[string, string]>) => {
  filter = filterHiding(new Map(names));
};
const visibility: VisibilitySource = { current: async () => filter, peek: () => filter, stale: () => {} };

beforeAll(async () => {
  database = await openAppTestDatabase();
  await database.handle.migrate(migrationsFolder);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-reach-'));
  const storage = createStorage({ dataDir, s3: null });
  await seedDemo({ db: database.handle.db, log: { info: () => {}, warn: () => {} }, now: new Date(), storage, publicUrl: PUBLIC_URL });
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'league-reach-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.mkdirSync(path.join(web, 'teams'));
  fs.writeFileSync(path.join(web, 'index.html'), `<!doctype html><html>${HEAD}<body><main>home drawn</main></body></html>`);
  fs.writeFileSync(path.join(web, 'teams', 'index.html'), `<!doctype html><html>${HEAD}<body><main>teams drawn</main></body></html>`);
  fs.writeFileSync(path.join(web, '__spa-fallback.html'), `<!doctype html><html>${HEAD}<body></body></html>`);
  fs.writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: web, PUBLIC_URL, NODE_ENV: 'test', SEED_DEMO: 'false', DEMO_LIVE: 'false' });
  app = await buildApp({ config, database: database.handle, storage, visibility });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** The content of each `<meta property|name="key">` and the title of a served page. */
function tagsOf(html: string) {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)) tags[m[1]!] = m[2]!.replace(/&amp;/g, '&').replace(/&#39;/g, "'");
  tags.title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return tags;
}

async function page(url: string) {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/text\/html/);
  return { html: res.body, tags: tagsOf(res.body) };
}

const completedMatch = async () => {
  const matches = (await app.inject('/api/matches')).json().data as Array<{ id: string; team1: string; team2: string; status: string }>;
  return matches.find((m) => m.status === 'completed')!;
};

describe('share previews', () => {
  it('give every public page its own title, description, absolute URL and image', async () => {
    const match = await completedMatch();
    const team = ((await app.inject('/api/teams')).json().data as Array<{ _id: string; name: string }>)[0]!;
    const player = ((await app.inject('/api/players')).json().data as Array<{ id: string }>)[0]!;
    const ids: Record<string, string> = { matches: match.id, teams: team._id, players: player.id };
    const urls = PUBLIC_PAGES.map((p) => p.replace(/^\/(\w+)\/:id$/, (_, kind: string) => `/${kind}/${ids[kind]}`));
    expect(urls.filter((u) => u.includes(':'))).toEqual([]);
    const seen = new Set<string>();
    for (const url of urls) {
      const { tags } = await page(url);
      expect(tags.title, url).toBe(tags['og:title']);
      const title = tags.title ?? '';
      expect(seen.has(title), `${url}: ${title}`).toBe(false);
      seen.add(title);
      expect(tags['og:description'], url).toBeTruthy();
      expect(tags['og:url'], url).toBe(`${PUBLIC_URL}${url}`);
      expect(tags['og:image'], url).toMatch(new RegExp(`^${PUBLIC_URL}/api/share/[a-z]+/[^/]+/[0-9a-f]{16}\\.png$`));
      expect(tags['twitter:card'], url).toBe('summary_large_image');
    }
  });

  it("gives a Hindi page its twin's card under its own address, language and canonical link (issue 32)", async () => {
    const match = await completedMatch();
    for (const [english, hindi] of [
      ['/', '/hi'],
      ['/standings', '/hi/standings'],
      [`/matches/${match.id}`, `/hi/matches/${match.id}`],
    ] as const) {
      const [en, hi] = [await page(english), await page(hindi)];
      expect(hi.tags.title, hindi).toBe(en.tags.title);
      expect(hi.tags['og:image'], hindi).toBe(en.tags['og:image']);
      expect(hi.tags['og:url'], hindi).toBe(`${PUBLIC_URL}${hindi}`);
      expect(hi.tags['og:locale'], hindi).toBe('hi_IN');
      expect(en.tags['og:locale'], english).toBe('en_IN');
      expect(hi.html, hindi).toContain(`<link rel="canonical" href="${PUBLIC_URL}${hindi}"/>`);
    }
  });

  it("names both teams and the result on a finished match's page", async () => {
    const match = await completedMatch();
    const card = (await app.inject(`/api/matches/${match.id}/scorecard`)).json().data as { result: { text: string } };
    const { tags } = await page(`/matches/${match.id}`);
    expect(tags.title).toContain(match.team1);
    expect(tags.title).toContain(match.team2);
    expect(tags.title).toContain(card.result.text);
  });

  it('serves the image as a 1200x630 PNG under 300 KB, cached (for a day) under its current version only', async () => {
    for (const url of ['/standings', `/matches/${(await completedMatch()).id}`]) {
      const image = new URL(tagsOf((await page(url)).html)['og:image']!).pathname;
      const res = await app.inject(image);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.rawPayload.length).toBeLessThanOrEqual(300 * 1024);
      // A PNG: the signature, then the IHDR chunk's width and height.
      const png = res.rawPayload;
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      if (process.env.REACH_WRITE_CARDS) fs.writeFileSync(path.join(process.env.REACH_WRITE_CARDS, `${url.split('/')[1]}.png`), res.rawPayload);
      const old = await app.inject(image.replace(/[0-9a-f]{16}\.png$/, '0000000000000000.png'));
      expect(old.statusCode).toBe(200);
      expect(old.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject('/api/share/match/00000000-0000-4000-8000-000000000000/0000000000000000.png')).json()).toEqual({
      success: false,
      message: 'Not found',
    });
    expect((await app.inject('/api/share/team/nope/0000000000000000.gif')).statusCode).toBe(404);
  });

  it("changes the image URL when the page's content changes", async () => {
    const before = tagsOf((await page('/standings')).html)['og:image'];
    const matches = (await app.inject('/api/matches')).json().data as Array<{ team1: string }>;
    hide([[matches[0]!.team1, 'Renamed XI']]);
    try {
      const after = tagsOf((await page('/standings')).html)['og:image'];
      expect(after).not.toBe(before);
    } finally {
      hide([]);
    }
  });

  it("never puts a hidden person's name in a page's tags or its image", async () => {
    const match = await completedMatch();
    const card = (await app.inject(`/api/matches/${match.id}/scorecard`)).json().data as { innings: Array<{ batting: Array<{ name: string; runs: number }> }> };
    const topBatter = [...card.innings[0]!.batting].sort((a, b) => b.runs - a.runs)[0]!.name;
    const team = ((await app.inject('/api/teams')).json().data as Array<{ _id: string; captain: string; players: Array<{ name: string }> }>).find(
      (t) => t.players.length > 0,
    )!;
    const squadMember = team.players[0]!.name;
    const players = (await app.inject('/api/players')).json().data as Array<{ id: string; name: string }>;
    const player = players[0]!;
    const pages = [
      { url: `/matches/${match.id}`, name: topBatter },
      { url: `/teams/${team._id}`, name: squadMember },
      { url: `/players/${player.id}`, name: player.name },
    ];
    // The names are really there before they are hidden: the check below is not vacuous.
    for (const { url, name } of pages) {
      const svg = await app.inject(new URL(tagsOf((await page(url)).html)['og:image']!).pathname.replace(/\.png$/, '.svg'));
      expect(svg.body, url).toContain(name.replace(/&/g, '&amp;').replace(/'/g, '&apos;'));
    }
    hide(pages.map(({ name }, i) => [name, `Hidden player ${i + 1}`]));
    try {
      for (const { url, name } of pages) expect((await page(url)).html, url).not.toContain(name);
      for (const { url, name } of pages) {
        const image = new URL(tagsOf((await page(url)).html)['og:image']!).pathname;
        // The SVG the PNG was drawn from is the one served as .svg: its hash is the version
        // in the PNG's URL, so the picture holds exactly what the .svg shows.
        const svg = await app.inject(image.replace(/\.png$/, '.svg'));
        expect(svg.statusCode).toBe(200);
        expect(svg.body, url).not.toContain(name);
        expect(svg.body, url).toMatch(/Hidden player \d/);
        const version = crypto.createHash('sha256').update(svg.body).digest('hex').slice(0, 16);
        expect(image, `${url}: the PNG's SVG is not the filtered one`).toContain(`/${version}.png`);
      }
    } finally {
      hide([]);
    }
  });
});

describe('discovery', () => {
  it('serves robots.txt as text/plain pointing at the sitemap', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/hi\/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists every public page in sitemap.xml, each match, team and player included, as absolute URLs', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const url of PUBLIC_PAGES.filter((p) => !p.includes(':'))) expect(locs).toContain(`${PUBLIC_URL}${url}`);
    const matches = (await app.inject('/api/matches')).json().data as Array<{ id: string }>;
    expect(matches.length).toBeGreaterThan(5);
    for (const match of matches) expect(locs).toContain(`${PUBLIC_URL}/matches/${match.id}`);
    const teams = (await app.inject('/api/teams')).json().data as Array<{ _id: string }>;
    for (const team of teams) expect(locs).toContain(`${PUBLIC_URL}/teams/${team._id}`);
    expect(locs.filter((l) => l.startsWith(`${PUBLIC_URL}/players/`)).length).toBeGreaterThan(0);
    expect(locs.every((l) => l.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(locs.some((l) => /admin|finance|login|score/.test(l))).toBe(false);
    // Every page in Hindi too, each naming its twin both ways (issue 32).
    expect(locs).toContain(`${PUBLIC_URL}/hi`);
    expect(locs).toContain(`${PUBLIC_URL}/hi/matches/${matches[0]!.id}`);
    expect(locs.length).toBe(2 * locs.filter((l) => !/^[^/]+\/\/[^/]+\/hi(\/|$)/.test(l)).length);
    expect(res.body).toContain(
      `<url><loc>${PUBLIC_URL}/hi/standings</loc><xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/standings"/><xhtml:link rel="alternate" hreflang="hi" href="${PUBLIC_URL}/hi/standings"/></url>`,
    );
  });

  it("answers 404, not the app's HTML, for files the build does not have", async () => {
    for (const url of ['/favicon.ico', '/x.png', '/teams/logo.webp', '/assets/missing-123.js', '/wp-login.php']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
      expect(res.json(), url).toEqual({ success: false, message: 'Not found' });
    }
    expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
    expect((await app.inject('/schedule')).statusCode).toBe(200);
  });
});
