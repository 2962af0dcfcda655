/**
 * The admin dashboard in Chromium against the real server and the demo league: every card
 * and chart, the live countdown, auto-refresh pause/resume, Degraded + Retry, an expired
 * token, copy-link feedback, and 304s for unchanged lists on refresh.
 */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { adminHeaders, adminSession, readAdminSession } from './helpers/admin';
import { mintE2eToken, storeSession } from './helpers/session';
import { bringChartsIntoView } from './helpers/charts';

const shots = 'test-results/screens';
const CHARTS = [
  'Top Batting (Runs)',
  'Top Bowling (Wickets)',
  'Top Fielding (Dismissals)',
  'Matches Participation Share',
  'Dismissals Mix',
  'Top Strike Rates',
  'Logins per hour, last 12 hours',
];
const LISTS = ['/api/teams', '/api/players', '/api/matches', '/api/global-links', '/api/players/leaderboards'];
// The admin's roster carries whole phones: `private, no-store` (issue 18), so the browser keeps
// no copy to revalidate. The others are the public lists, the same for every viewer.
const SHARED_LISTS = LISTS.filter((path) => path !== '/api/players');

const escape = (s: string) => s.replace(/[()]/g, '\\$&');
const status = (page: Page) => page.getByTestId('dashboard-status');
const stat = (page: Page, label: string) => page.locator('.ui-stat').filter({ has: page.getByText(label, { exact: true }) });
const upcoming = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'Upcoming Match' }) });

async function openDashboard(page: Page, path = '/admin-dashboard') {
  await adminSession(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Players (Top 10 by Runs)' })).toBeVisible();
  await expect(status(page)).toHaveText('Live');
}

async function apiList(page: Page, path: string): Promise<unknown[]> {
  const res = await page.request.get(path, { headers: adminHeaders() });
  expect(res.ok(), path).toBe(true);
  return (await res.json()).data as unknown[];
}

test('every card and chart is there, with the server’s numbers; phone and desktop screenshots', async ({ page }) => {
  await openDashboard(page);
  const [players, teams, matches] = await Promise.all([apiList(page, '/api/players'), apiList(page, '/api/teams'), apiList(page, '/api/matches')]);
  const stats = (await (await page.request.get('/api/admin/logins/stats', { headers: adminHeaders() })).json()).data;
  await expect(stat(page, 'Total Players').locator('.ui-stat__value')).toHaveText(String(players.length));
  await expect(stat(page, 'Total Teams').locator('.ui-stat__value')).toHaveText(String(teams.length));
  await expect(stat(page, 'Total Matches').locator('.ui-stat__value')).toHaveText(String(matches.length));
  await expect(stat(page, 'Admins Active')).toContainText(`of ${stats.totalAdmins} admins`);
  expect(players.length).toBeGreaterThan(0);

  // chart.js really drew: one canvas inside each named chart wrapper.
  for (const name of CHARTS) {
    const chart = page.getByRole('img', { name: new RegExp(`^${escape(name)}`) });
    await expect(chart, name).toBeVisible();
    // Drawn once it nears the screen.
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas'), name).toHaveCount(1);
  }
  const rows = page.getByRole('table', { name: 'Players (Top 10 by Runs)' }).locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(10, players.length));

  // The nearest future fixture, as the server lists them.
  const next = (matches as Array<{ team1: string; team2: string; matchDate: string }>)
    .filter((m) => new Date(m.matchDate).getTime() > Date.now())
    .sort((a, b) => a.matchDate.localeCompare(b.matchDate))[0]!;
  const card = upcoming(page);
  await expect(card.locator('.dash-fixture')).toHaveText(new RegExp(`^${next.team1}\\s*vs\\s*${next.team2}$`));
  await expect(card.getByRole('link', { name: /Press Meet/ })).toHaveAttribute('href', /^https?:\/\//);
  await expect(card.getByRole('link', { name: /Auction/ })).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByRole('region', { name: 'Login list' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Expense Tracker/ })).toHaveAttribute('href', '/finance');
  await expect(page.getByRole('link', { name: /Registration Dashboard/ })).toHaveAttribute('href', '/dashboard/sheets');

  // The countdown ticks.
  const timer = card.getByRole('timer');
  const first = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 2500 }).not.toBe(first);

  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await bringChartsIntoView(page);
  await page.screenshot({ path: `${shots}/dashboard-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('img', { name: /^Top Batting/ }).locator('canvas')).toBeVisible();
  // Cards stack; only the table scrolls sideways, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await bringChartsIntoView(page);
  await page.screenshot({ path: `${shots}/dashboard-phone.png`, fullPage: true });
});

test('/admin/dashboard is the same screen; Refresh now confirms with a toast that can be closed', async ({ page }) => {
  await openDashboard(page, '/admin/dashboard');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Dashboard refreshed')).toBeVisible();
  await toasts.getByRole('button', { name: 'Close' }).click();
  await expect(toasts.getByText('Dashboard refreshed')).toHaveCount(0);
});

test('auto-refresh runs every 30 s, pauses and resumes', async ({ page }) => {
  await page.clock.install();
  const teamCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/teams') teamCalls.push(r.url());
  });
  await openDashboard(page);
  const before = teamCalls.length;
  await page.clock.runFor(30_500);
  await expect.poll(() => teamCalls.length).toBe(before + 1);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Dashboard refreshed')).toHaveCount(0);

  await page.getByRole('button', { name: 'Pause auto-refresh' }).click();
  await expect(page.getByText(/Auto-refresh paused/)).toBeVisible();
  await page.clock.runFor(95_000);
  // A request the page makes now is seen after any the paused timer would have made.
  const marker = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/ready');
  await page.evaluate(() => void fetch('/api/ready'));
  await marker;
  expect(teamCalls.length).toBe(before + 1);

  await page.getByRole('button', { name: 'Resume auto-refresh' }).click();
  // A shorter interval on the slider (15-60 s in steps of 5) takes effect at once.
  const slider = page.getByRole('slider', { name: 'Refresh interval' });
  await slider.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('15');
  await expect(page.getByText('15 s', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('15');
  await page.clock.runFor(15_500);
  await expect.poll(() => teamCalls.length).toBe(before + 2);
});

test('a failing call shows Degraded with its message; Retry recovers', async ({ page }) => {
  await page.route('**/api/teams', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Teams store is unavailable' } }));
  await adminSession(page);
  await page.goto('/admin-dashboard');
  const banner = page.getByRole('alert').filter({ hasText: 'Teams store is unavailable' });
  await expect(banner).toBeVisible();
  await expect(status(page)).toHaveText('Degraded');
  await expect(stat(page, 'Total Teams').locator('.ui-stat__value')).toHaveText('0');
  await page.screenshot({ path: `${shots}/dashboard-degraded-desktop.png` });

  await page.unroute('**/api/teams');
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(banner).toHaveCount(0);
  await expect(status(page)).toHaveText('Live');
  await expect(stat(page, 'Total Teams').locator('.ui-stat__value')).not.toHaveText('0');
});

test('an expired token sends the admin to /login and clears the session', async ({ page }) => {
  const { user, token } = readAdminSession();
  const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const expired = await mintE2eToken({ sub, role: 'admin', name: user.name, email: user.email }, Math.floor(Date.now() / 1000) - 60);
  await storeSession(page, user, expired);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
});

test('copy link: the icon turns into a tick for a moment and a Link copied toast shows', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openDashboard(page);
  const card = upcoming(page);
  const href = await card.getByRole('link', { name: /Press Meet/ }).getAttribute('href');
  const copy = card.getByRole('button', { name: 'Copy Press Meet link' });
  await copy.click();
  await expect(copy.locator('[data-icon="copied"]')).toBeVisible();
  await card.screenshot({ path: `${shots}/dashboard-copied-card.png` });
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
  await expect(copy.locator('[data-icon="copy"]')).toBeVisible({ timeout: 2000 });
});

test('refreshing unchanged data is answered 304 for the list endpoints', async ({ page }) => {
  await openDashboard(page);
  // The first refresh fills the browser's cache for everything; the second only revalidates.
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByRole('button', { name: 'Refresh now' })).toBeEnabled();

  // Playwright reports a revalidated answer with the cached 200; the wire status (and the
  // bytes moved) come from the DevTools protocol.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Events of one request may come in any order: gather by request id, join at the end.
  const byId = new Map<string, { path?: string; ifNoneMatch?: string; status?: number; bytes?: number }>();
  const note = (id: string, part: object) => byId.set(id, { ...byId.get(id), ...part });
  cdp.on('Network.requestWillBeSent', (e) => note(e.requestId, { path: new URL(e.request.url).pathname }));
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => note(e.requestId, { ifNoneMatch: e.headers['if-none-match'] ?? e.headers['If-None-Match'] }));
  cdp.on('Network.responseReceivedExtraInfo', (e) => note(e.requestId, { status: e.statusCode }));
  cdp.on('Network.loadingFinished', (e) => note(e.requestId, { bytes: e.encodedDataLength }));
  const lists = () => [...byId.values()].filter((r) => r.path && SHARED_LISTS.includes(r.path) && r.bytes !== undefined && r.status);

  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect.poll(() => lists().length).toBe(SHARED_LISTS.length);
  for (const seen of lists()) {
    expect(seen.ifNoneMatch, `${seen.path} revalidated`).toBeTruthy();
    expect(seen.status, seen.path).toBe(304);
    // Headers only (the security headers alone are ~1 KB); the lists themselves are many KB.
    expect(seen.bytes, `${seen.path}: bytes on the wire`).toBeLessThan(2048);
  }
  await expect(status(page)).toHaveText('Live');

  // The same, asked directly: the ETag of an answer makes the next one a bodiless 304.
  for (const path of LISTS) {
    const first = await page.request.get(path, { headers: adminHeaders() });
    const etag = first.headers()['etag'];
    expect(etag, path).toBeTruthy();
    const again = await page.request.get(path, { headers: { ...adminHeaders(), 'if-none-match': etag! } });
    expect(again.status(), path).toBe(304);
    expect((await again.body()).length).toBe(0);
  }
});
