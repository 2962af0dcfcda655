import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { adminHeaders, adminSession } from './helpers/admin';

const shots = 'test-results/screens';

// A viewer far from the league (Asia/Kolkata), on summer time, at a fixed instant:
// Wednesday 12 March 2031, 11:00 in New York.
test.use({ timezoneId: 'America/New_York' });
const NOW = new Date('2031-03-12T15:00:00Z');

// Fixtures with explicit offsets; the second is 10 March in New York though 11 March in UTC.
const FIXTURES = [
  { team1: 'E2E Falcons', team2: 'E2E Hawks', matchDate: '2031-03-10T23:30:00Z' },
  { team1: 'E2E Kites', team2: 'E2E Owls', matchDate: '2031-03-11T02:00:00Z' },
  { team1: 'E2E Herons', team2: 'E2E Cranes', matchDate: '2031-03-12T15:00:00Z' },
  { team1: 'E2E Eagles', team2: 'E2E Ravens', matchDate: '2031-03-14T13:30:00Z' },
];

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
let api: APIRequestContext;
let created: string[] = [];
let demoLinks: { pressConferenceLink: string | null; auctionLink: string | null };

test.beforeAll(async () => {
  // The demo admin's real session (global-setup signs in once per run).
  api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: adminHeaders() });
  // Kept on disk so a worker restarted after a failure restores the original links, not ours.
  const saved = path.join(process.env.E2E_DATA_DIR!, 'schedule-e2e-demo-links.json');
  if (!fs.existsSync(saved)) fs.writeFileSync(saved, JSON.stringify((await (await api.get('/api/global-links')).json()).data));
  demoLinks = JSON.parse(fs.readFileSync(saved, 'utf8'));
  created = [];
  for (const fixture of FIXTURES) {
    const res = await api.post('/api/matches', { data: fixture });
    expect(res.status()).toBe(201);
    created.push((await res.json()).data.id);
  }
});

test.afterAll(async () => {
  // Leave the shared demo league as it was for the other specs.
  for (const id of created) await api?.delete(`/api/matches/${id}`);
  if (demoLinks?.pressConferenceLink) await api.patch('/api/global-links/press', { data: { pressConferenceLink: demoLinks.pressConferenceLink } });
  if (demoLinks?.auctionLink) await api.patch('/api/global-links/auction', { data: { auctionLink: demoLinks.auctionLink } });
  await api?.dispose();
});

async function openSchedule(page: Page) {
  await page.clock.setFixedTime(NOW);
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Match Schedule' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /E2E Falcons/ }).first()).toBeVisible();
}

/** Quality F3: no serious or critical axe finding. */
async function expectNoSeriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const day = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, team: string) => page.getByRole('listitem').filter({ hasText: team });

test.describe('the schedule for a visitor', () => {
  test('groups by local day oldest first, local times, relative times and badges', async ({ page }) => {
    await openSchedule(page);
    await expect(page.getByText('All times are shown in your local time zone')).toContainText('America/New_York');

    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.filter((h) => h.endsWith('March 2031'))).toEqual(['Monday, 10 March 2031', 'Wednesday, 12 March 2031', 'Friday, 14 March 2031']);

    const monday = day(page, 'Monday, 10 March 2031');
    await expect(monday.getByText('2 matches')).toBeVisible();
    await expect(monday.getByRole('heading', { level: 3 })).toHaveText(['E2E Falcons vs E2E Hawks', 'E2E Kites vs E2E Owls']);
    await expect(card(page, 'E2E Falcons')).toContainText('Mon, 10 Mar 2031, 7:30 pm');
    await expect(card(page, 'E2E Falcons')).toContainText('1d 15h ago');
    await expect(card(page, 'E2E Falcons').getByText('Finished')).toBeVisible();
    await expect(card(page, 'E2E Kites')).toContainText('10:00 pm');
    await expect(card(page, 'E2E Kites')).toContainText('1d 13h ago');

    // A match starting right now is still Upcoming (spec 4: now or later).
    await expect(day(page, 'Wednesday, 12 March 2031').getByText('1 match')).toBeVisible();
    await expect(card(page, 'E2E Herons').getByText('Upcoming')).toBeVisible();
    await expect(card(page, 'E2E Herons')).toContainText('in 0d 0h');

    await expect(card(page, 'E2E Eagles')).toContainText('Fri, 14 Mar 2031, 9:30 am');
    await expect(card(page, 'E2E Eagles')).toContainText('in 1d 22h');
    await expect(card(page, 'E2E Eagles').getByText('Upcoming')).toBeVisible();

    await expect(page.getByRole('button', { name: 'Delete Match' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Press Conference' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'View Auction' })).toHaveAttribute('rel', /noopener/);
    await expectNoSeriousAxeFindings(page);
    await page.screenshot({ path: `${shots}/schedule-desktop.png`, fullPage: true });
    await page.screenshot({ path: `${shots}/schedule-desktop-top.png` });
    await day(page, 'Monday, 10 March 2031').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/schedule-desktop-fixtures.png` });
  });

  test('six placeholders while loading; a calendar feed a phone can subscribe to', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    // The list is held until the placeholders have been seen, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/matches', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/schedule');
    await expect(page.getByTestId('skeleton-cards').locator('.ui-card')).toHaveCount(6);
    release();
    await expect(page.getByRole('heading', { level: 3, name: /E2E Falcons/ }).first()).toBeVisible();

    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/matches.ics');
    const feed = await page.request.get('/api/matches.ics');
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text).toContain('SUMMARY:E2E Falcons vs E2E Hawks');
    expect(text).toContain('DTSTART:20310310T233000Z');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('one column of cards, nothing wider than the screen', async ({ page }) => {
      await openSchedule(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await day(page, 'Monday, 10 March 2031').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/schedule-phone.png` });
      await page.screenshot({ path: `${shots}/schedule-phone-full.png`, fullPage: true });
    });
  });
});

test.describe('the schedule for an admin', () => {
  test.beforeEach(async ({ page }) => {
    await adminSession(page);
  });

  test('adds a match in league time and deletes it', async ({ page }) => {
    await openSchedule(page);
    const form = page.getByRole('region', { name: 'Add New Match' });
    await form.getByRole('button', { name: 'Add Match' }).click();
    await expect(form.getByRole('alert')).toHaveText('Team names and date are required.');

    await form.getByLabel('Team 1').fill('E2E Added Lions');
    await form.getByLabel('Team 2').fill('E2E Added Tigers');
    // 19:00 in the league's zone (Asia/Kolkata) is 09:30 in New York.
    await form.getByLabel('Date and time').fill('2031-03-13T19:00');
    await form.getByRole('button', { name: 'Add Match' }).click();
    const added = day(page, 'Thursday, 13 March 2031');
    await expect(added.getByRole('heading', { name: 'E2E Added Lions vs E2E Added Tigers' })).toBeVisible();
    await expect(added).toContainText('Thu, 13 Mar 2031, 9:30 am');
    await expect(added).toContainText('in 0d 22h');
    await expect(form.getByLabel('Team 1')).toHaveValue('');
    await expectNoSeriousAxeFindings(page);
    await page.screenshot({ path: `${shots}/schedule-admin-desktop.png`, fullPage: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/schedule-admin-desktop-top.png` });

    page.once('dialog', async (dialog) => {
      expect(dialog.message()).toBe('Delete this match?');
      await dialog.accept();
    });
    await card(page, 'E2E Added Lions').getByRole('button', { name: 'Delete Match' }).click();
    await expect(page.getByRole('heading', { level: 3, name: /E2E Added Lions/ })).toHaveCount(0);
    const list = (await (await page.request.get('/api/matches')).json()).data as Array<{ team1: string }>;
    expect(list.some((m) => m.team1 === 'E2E Added Lions')).toBe(false);
  });

  test('edits and deletes both links', async ({ page }) => {
    await openSchedule(page);
    for (const link of [
      {
        section: 'Press Conference Link',
        label: 'Press conference link',
        view: 'View Press Conference',
        url: 'https://meet.example.org/e2e-press',
        noun: 'Press link',
        confirm: 'Delete press conference link?',
      },
      {
        section: 'Auction Link',
        label: 'Auction link',
        view: 'View Auction',
        url: 'https://auction.example.org/e2e-auction',
        noun: 'Auction link',
        confirm: 'Delete auction link?',
      },
    ]) {
      const section = page.getByRole('region', { name: link.section });
      await section.getByLabel(link.label).fill(link.url);
      await section.getByRole('button', { name: /^Update/ }).click();
      await expect(page.getByText(`${link.noun} updated`)).toBeVisible();
      await expect(section.getByRole('link', { name: link.view })).toHaveAttribute('href', link.url);

      page.once('dialog', async (dialog) => {
        expect(dialog.message()).toBe(link.confirm);
        await dialog.accept();
      });
      await section.getByRole('button', { name: /^Delete/ }).click();
      await expect(page.getByText(`${link.noun} deleted`)).toBeVisible();
      await expect(section.getByRole('link', { name: link.view })).toHaveCount(0);
      await expect(section.getByLabel(link.label)).toHaveValue('');
    }
    const links = await (await page.request.get('/api/global-links')).json();
    expect(links).toMatchObject({ pressConferenceLink: null, auctionLink: null });

    // A javascript: link never reaches the server.
    const press = page.getByRole('region', { name: 'Press Conference Link' });
    await press.getByLabel('Press conference link').fill('javascript:alert(1)');
    await press.getByRole('button', { name: /^Update/ }).click();
    await expect(page.getByRole('alert').first()).toContainText('Link must be an absolute http(s) URL');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test('the admin tools fit the screen', async ({ page }) => {
      await openSchedule(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `${shots}/schedule-admin-phone.png`, fullPage: true });
      await page.screenshot({ path: `${shots}/schedule-admin-phone-top.png` });
      await page.getByRole('region', { name: 'Press Conference Link' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/schedule-admin-phone-links.png` });
    });
  });

  test('the older form at /admin-view gives a match its own links', async ({ page }) => {
    await page.goto('/admin-view');
    await expect(page.getByRole('heading', { name: 'Add Match Schedule' })).toBeVisible();
    const row = page.getByRole('region', { name: 'Match Schedules' }).getByRole('listitem').filter({ hasText: 'E2E Eagles vs E2E Ravens' });
    await row.getByLabel('Press Conference link').fill('https://meet.example.org/eagles');
    await row.getByRole('button', { name: 'Save Press Link' }).click();
    await expect(page.getByText('Press conference link saved')).toBeVisible();
    await row.getByLabel('Auction link').fill('https://auction.example.org/eagles');
    await row.getByRole('button', { name: 'Save Auction Link' }).click();
    await expect(page.getByText('Auction link saved')).toBeVisible();
    const list = (await (await page.request.get('/api/matches')).json()).matches as Array<{ team1: string; pressLink: string; auctionLink: string }>;
    expect(list.find((m) => m.team1 === 'E2E Eagles')).toMatchObject({
      pressLink: 'https://meet.example.org/eagles',
      auctionLink: 'https://auction.example.org/eagles',
    });
    await expectNoSeriousAxeFindings(page);
    await page.screenshot({ path: `${shots}/schedule-admin-view-desktop.png`, fullPage: true });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/schedule-admin-view-desktop-row.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/schedule-admin-view-phone.png` });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/schedule-admin-view-phone-row.png` });
  });
});
