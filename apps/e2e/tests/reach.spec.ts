import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './helpers/admin';
import { appReady } from './helpers/app';
import { mintE2eToken, storeSession } from './helpers/session';

const shots = 'test-results/screens';

/** The served HTML as a link preview's fetcher reads it (no script runs), and one of its tags. */
async function served(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  const html = await res.text();
  return (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
}

test.describe('reaching the league (issue 30)', () => {
  test("a finished match's served page names both teams, with a 1200x630 PNG to show", async ({ request }) => {
    const matches = (await (await request.get('/api/matches')).json()).data as Array<{ id: string; team1: string; team2: string; status: string }>;
    const match = matches.find((m) => m.status === 'completed')!;
    const tag = await served(request, `/matches/${match.id}`);
    expect(tag('og:title')).toContain(match.team1);
    expect(tag('og:title')).toContain(match.team2);
    expect(tag('twitter:card')).toBe('summary_large_image');
    const image = await request.get(new URL(tag('og:image')!).pathname);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThanOrEqual(300 * 1024);
  });

  test('the pages link the icon and the manifest, which are served; a missing file is a 404', async ({ page, request }) => {
    await page.goto('/standings');
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifest).toBe('/manifest.webmanifest');
    const body = (await (await request.get(manifest!)).json()) as { start_url: string; icons: Array<{ src: string }> };
    expect(body.start_url).toBe('/');
    for (const icon of body.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    expect((await request.get(`${await page.locator('link[rel="icon"]').getAttribute('href')}`)).status()).toBe(200);
    expect((await request.get('/favicon.ico')).status()).toBe(404);
    expect((await request.get('/robots.txt')).headers()['content-type']).toMatch(/^text\/plain/);
  });

  test('the scorer screen points the page at the scorer manifest, whose start is in its scope', async ({ page, request }) => {
    const scorer = (await (await request.get('/score.webmanifest')).json()) as { start_url: string; scope: string; icons: unknown[] };
    expect(scorer.start_url.startsWith(scorer.scope)).toBe(true);
    expect(scorer.icons.length).toBeGreaterThan(1);
    const token = await mintE2eToken({ role: 'scorer', name: 'Sam' });
    await storeSession(page, { name: 'Sam', role: 'scorer' }, token);
    await page.goto('/score');
    await expect(page.getByRole('heading', { level: 1, name: 'Matches to score' })).toBeVisible();
    await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/score.webmanifest');
  });

  test('the overlay is a transparent 1920x1080 stage that draws the match at once', async ({ page, request }) => {
    // The specs' server runs no simulated live match: a finished one shows its result.
    const matches = (await (await request.get('/api/matches')).json()).data as Array<{ id: string; status: string; result: string | null }>;
    const match = matches.find((m) => m.status === 'completed' && m.result)!;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/overlay/${match.id}?scale=0.75`);
    await expect(page.getByText(match.result!)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await expect(page.getByTestId('overlay-stage')).toHaveCSS('transform', /matrix\(0\.75, 0, 0, 0\.75/);
    await page.screenshot({ path: `${shots}/overlay.png`, omitBackground: true });
  });

  test('the overlay shows a ball in This over within a second of the scorer posting it', async ({ page, request }) => {
    const call = async (method: 'post' | 'get' | 'delete', url: string, data?: unknown) => {
      const res = await request[method](url, { headers: { ...adminHeaders(), 'content-type': 'application/json' }, data });
      expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    const stamp = Date.now().toString().slice(-6);
    const teams = [`Overlay Owls ${stamp}`, `Overlay Otters ${stamp}`];
    const squads = [
      [`Owl One${stamp}`, `Owl Two${stamp}`],
      [`Otter One${stamp}`, `Otter Two${stamp}`],
    ];
    const made: string[] = [];
    try {
      const section = ((await call('get', '/api/config')) as { sections: string[] }).sections[0]!;
      const ids: string[] = [];
      for (const [i, name] of teams.entries()) {
        ids.push((await call('post', '/api/teams', { section, name, captain: squads[i]![0], players: squads[i] })).data._id);
        made.push(`/api/teams/${ids.at(-1)}`);
      }
      const format = { oversPerInnings: 2, ballsPerOver: 6, playersPerSide: 2 };
      const tournament = (await call('post', '/api/tournaments', { name: `Overlay Cup ${stamp}`, season: '2026', format, status: 'active' })).data;
      made.push(`/api/tournaments/${tournament.id}`);
      const match = (
        await call('post', '/api/matches', {
          team1: teams[0],
          team2: teams[1],
          team1Id: ids[0],
          team2Id: ids[1],
          tournamentId: tournament.id,
          matchDate: '2026-05-01T15:30',
        })
      ).data;
      made.push(`/api/matches/${match.id}`);
      let after: string | null = null;
      const post = async (event: Record<string, unknown>) => {
        const id = randomUUID();
        await call('post', `/api/matches/${match.id}/events`, { ...event, id, after });
        after = id;
      };
      const ball = (runs: number) =>
        post({
          type: 'delivery',
          innings: 0,
          team: teams[0],
          over: 0,
          batter: squads[0]![0],
          non_striker: squads[0]![1],
          bowler: squads[1]![0],
          runs: { batter: runs, extras: 0, total: runs },
        });
      await post({ type: 'toss', winner: teams[0], decision: 'bat' });
      await post({ type: 'lineups', team: teams[0], players: squads[0] });
      await post({ type: 'lineups', team: teams[1], players: squads[1] });
      await ball(2);

      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.goto(`/overlay/${match.id}`);
      const over = page.getByRole('list', { name: 'This over' });
      await expect(over.getByRole('listitem')).toHaveText(['2']);
      await ball(6);
      await expect(over.getByRole('listitem')).toHaveText(['2', '6'], { timeout: 1000 });
      await expect(page.getByTestId('overlay-stage')).toContainText('8/0');
      await page.screenshot({ path: `${shots}/overlay-live.png`, omitBackground: true });
    } finally {
      for (const url of made.reverse()) await request.delete(url, { headers: adminHeaders() });
    }
  });

  test("the tab shows the page's own title from the server once the app has taken over", async ({ page, request }) => {
    const tag = await served(request, '/standings');
    const title = tag('og:title')!.replace(/&amp;/g, '&').replace(/&#39;/g, "'");
    expect(title).toContain('Points table');
    await page.goto('/standings');
    await appReady(page);
    // The league's settings have arrived (the footer names the league) and changed nothing.
    const { leagueName } = (await (await request.get('/api/config')).json()) as { leagueName: string };
    await expect(page.getByRole('contentinfo')).toContainText(leagueName);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.title()).toBe(title);
    expect(await page.locator('head meta[name="description"]').count()).toBe(1);
  });

  test('the brand link has a name at a tablet width before the settings arrive', async ({ page }) => {
    // Settings that never come: the short name is unknown, and the long words are hidden at this width.
    await page.route('**/api/config', (route) => route.abort());
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/standings');
    await appReady(page);
    const brand = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cricket League', exact: true });
    await expect(brand).toBeVisible();
    await expect(brand).toHaveAttribute('href', '/');
    await page.screenshot({ path: `${shots}/brand-1000.png` });
  });

  for (const width of [390, 1280]) {
    test(`Standings is one tap from the menu, and shares, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await appReady(page);
      if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      const where = width < 768 ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('navigation', { name: 'Main' });
      await where.getByRole('link', { name: 'Standings' }).click();
      await expect(page).toHaveURL(/\/standings$/);
      const share = page.getByRole('link', { name: 'Share' });
      await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*standings/);
      await page.screenshot({ path: `${shots}/reach-standings-${width}.png` });
    });
  }
});
