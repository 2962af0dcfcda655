/**
 * The match centre (operations spec 5): an admin imports a season of Cricsheet files, then
 * anyone reads the points table with its NRR breakdown, a match page and the leaderboards.
 * Files: six IPL 2008 matches from Cricsheet (fixtures/cricsheet/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminSession } from './helpers/admin';

const shots = 'test-results/screens';
const fixtures = path.resolve(import.meta.dirname, '../fixtures/cricsheet');
const files = fs
  .readdirSync(fixtures)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => path.join(fixtures, f));
const SEASON = '2008';
const NAME = 'IPL 2008 (e2e)';

async function expectNoSeriousAxeIssues(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing sticks out sideways; on failure, the elements that do are named. */
async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  const wide = await page.evaluate((w) => {
    if (document.documentElement.scrollWidth <= w) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > w + 1 && !el.closest('.ui-table-wrap'))
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().right)}`);
  }, width);
  expect(wide).toEqual([]);
}

test.describe.configure({ mode: 'serial' });
// Charts draw without animating, so screenshots show the final bars and lines.
test.use({ reducedMotion: 'reduce' });

let firstMatch = '';

test('an admin creates a tournament and imports a season of Cricsheet files, a repeat adding nothing', async ({ page }) => {
  await adminSession(page);
  await page.goto('/admin/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();

  await page.getByRole('button', { name: 'New tournament' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New tournament' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill(NAME);
  await dialog.getByRole('textbox', { name: /Season/ }).fill(SEASON);
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption('completed');
  await page.screenshot({ path: `${shots}/tournaments-admin-new.png` });
  await expectNoSeriousAxeIssues(page);
  await dialog.getByRole('button', { name: 'Create tournament' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(NAME.replace(/[()]/g, '\\$&')) })).toBeVisible();

  await page.getByRole('combobox', { name: 'Import into' }).selectOption({ label: NAME });
  await page.getByLabel('Cricsheet JSON files').setInputFiles(files);
  // A professional season: the admin vouches that everyone in it is an adult (else hidden).
  await page.getByRole('checkbox', { name: /Everyone named in these files is an adult/ }).check();
  await page.getByRole('button', { name: 'Import files' }).click();
  await expect(page.getByText(`Done: ${files.length} imported, 0 already imported, 0 failed.`)).toBeVisible({ timeout: 60_000 });
  const list = page.getByRole('list', { name: 'Files' });
  await expect(list.getByText('Imported', { exact: true })).toHaveCount(files.length);
  firstMatch = (await list.getByRole('link', { name: `Open match from ${path.basename(files[0]!)}` }).getAttribute('href'))!;
  expect(firstMatch).toMatch(/^\/matches\/.+/);
  await page.screenshot({ path: `${shots}/tournaments-admin-desktop.png`, fullPage: true });
  await expectNoSeriousAxeIssues(page);

  // The same file again: nothing added, and the line says so.
  await page.getByLabel('Cricsheet JSON files').setInputFiles(files[0]!);
  await page.getByRole('button', { name: 'Import files' }).click();
  await expect(page.getByText('Done: 0 imported, 1 already imported, 0 failed.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${SEASON}.*${files.length} of ${files.length}`) })).toBeVisible();
});

test('the admin screen fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await adminSession(page);
  await page.goto('/admin/tournaments');
  await expect(page.getByRole('heading', { name: 'All tournaments' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import files' })).toBeVisible();
  await page.screenshot({ path: `${shots}/tournaments-admin-phone.png`, fullPage: true });
  await noSidewaysScroll(page);
});

test('anyone reads the season table and how an NRR was computed', async ({ page }) => {
  await page.goto('/standings');
  await expect(page.getByRole('heading', { level: 1, name: 'Points Table' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Season' }).selectOption(SEASON);
  const table = page.getByRole('table', { name: `Points table, ${NAME}` });
  await expect(table.getByRole('row')).toHaveCount(9);
  // Kolkata won both its matches here: 222/3 and 112/5 (19.0 overs) for, 82 all out
  // (counted as 20 overs) and 110 against.
  const kkr = table.getByRole('row', { name: /Kolkata Knight Riders/ });
  await expect(kkr).toContainText('334/39.0');
  await expect(kkr).toContainText('192/40.0');
  await expect(kkr).toContainText('+3.764');
  await page.screenshot({ path: `${shots}/standings-desktop.png`, fullPage: true });
  await expectNoSeriousAxeIssues(page);

  await table.getByRole('button', { name: /how Royal Challengers Bangalore's net run rate was computed/ }).click();
  const dialog = page.getByRole('dialog', { name: /Royal Challengers Bangalore: net run rate/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Kolkata Knight Riders/ })).toBeVisible();
  await expect(dialog).toContainText('all out');
  await page.screenshot({ path: `${shots}/standings-nrr-desktop.png` });
  await expectNoSeriousAxeIssues(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 780 } });

  test('the table and a match page fit the screen', async ({ page }) => {
    await page.goto('/standings');
    await page.getByRole('combobox', { name: 'Season' }).selectOption(SEASON);
    await expect(page.getByRole('table', { name: `Points table, ${NAME}` }).getByRole('row')).toHaveCount(9);
    await page.screenshot({ path: `${shots}/standings-phone.png`, fullPage: true });
    await noSidewaysScroll(page);

    await page.goto(firstMatch);
    await expect(page.getByText('Kolkata Knight Riders won by 140 runs')).toBeVisible();
    await expect(page.getByRole('img', { name: /Manhattan/ })).toBeVisible();
    await page.screenshot({ path: `${shots}/match-phone.png`, fullPage: true });
    await noSidewaysScroll(page);
  });
});

test('a match page: result, both scorecards, fall of wickets, charts loaded late, a Cricsheet download', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(firstMatch);
  await expect(
    page.getByRole('heading', { level: 1, name: /Royal Challengers Bangalore vs Kolkata Knight Riders|Kolkata Knight Riders vs Royal Challengers Bangalore/ }),
  ).toBeVisible();
  await expect(page.getByText('Kolkata Knight Riders won by 140 runs')).toBeVisible();
  const first = page.getByRole('region', { name: /Kolkata Knight Riders 1st innings/ });
  await expect(first.getByRole('row', { name: /BB McCullum/ })).toContainText('158');
  await expect(first.getByRole('row', { name: /^Total/ })).toContainText('222/3');
  await expect(page.getByRole('region', { name: /Royal Challengers Bangalore 2nd innings/ }).getByRole('heading', { name: 'Fall of wickets' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Manhattan/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Worm/ })).toBeVisible();
  const download = page.getByRole('link', { name: 'Download Cricsheet' });
  const answer = await page.request.get((await download.getAttribute('href'))!);
  expect(answer.ok()).toBe(true);
  expect((await answer.json()).meta.data_version).toBe('1.1.0');
  await page.screenshot({ path: `${shots}/match-desktop.png`, fullPage: true });
  await expectNoSeriousAxeIssues(page);
});

test('the schedule and home show results; stats sort from the keyboard', async ({ page }) => {
  await page.goto('/schedule');
  const card = page.getByRole('listitem').filter({ hasText: 'Kolkata Knight Riders won by 140 runs' });
  // Issue 31: the imported season is a choice away; the schedule opens on the current one.
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Season' }).selectOption(SEASON);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('href', firstMatch);

  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Season' }).selectOption(SEASON);
  const batting = page.getByRole('table', { name: new RegExp(`Batting, ${NAME.replace(/[()]/g, '\\$&')}`) });
  await expect(batting.getByRole('row', { name: /BB McCullum/ })).toBeVisible();
  await expect(batting.getByRole('columnheader', { name: /Runs/ })).toHaveAttribute('aria-sort', 'descending');
  await batting.getByRole('button', { name: /Sixes|6s/ }).focus();
  await page.keyboard.press('Enter');
  await expect(batting.getByRole('columnheader', { name: /6s/ })).toHaveAttribute('aria-sort', 'descending');
  await page.screenshot({ path: `${shots}/stats-desktop.png`, fullPage: true });
  await expectNoSeriousAxeIssues(page);
  await page.setViewportSize({ width: 375, height: 780 });
  await page.screenshot({ path: `${shots}/stats-phone.png`, fullPage: true });
});

test("a profile's career figures: before this site plus what the scorecards add", async ({ page, request }) => {
  // A demo player whose scorecard entries link to a roster profile.
  const stats = (await (await request.get('/api/stats')).json()).data as { batting: { name: string; playerId?: string; runs: number }[] };
  const linked = stats.batting.filter((b) => b.playerId).sort((a, b) => b.runs - a.runs)[0];
  expect(linked, 'the demo season links scorecard entries to profiles').toBeDefined();
  const roster = (await (await request.get(`/api/players?q=${encodeURIComponent(linked!.name)}&limit=5`)).json()).data as {
    id: string;
    batting: { runs: number };
  }[];
  const profile = roster.find((p) => p.id === linked!.playerId)!;

  await page.goto('/players');
  await expect(page.getByRole('list', { name: 'Players' }).getByRole('table').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search players' }).fill(linked!.name);
  await expect(page.getByRole('status').filter({ hasText: /of \d+ players/ })).toBeVisible();
  const card = page.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: linked!.name }).first();
  const sources = card.getByRole('table', { name: 'Career figures: before this site plus the scorecards' });
  await expect(sources).toBeVisible();
  await expect(
    sources
      .getByRole('row', { name: /Before this site/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(String(profile.batting.runs));
  await expect(
    sources
      .getByRole('row', { name: /From scorecards/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(String(linked!.runs));
  await expect(
    sources
      .getByRole('row', { name: /^Career/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(String(profile.batting.runs + linked!.runs));
  await card.screenshot({ path: `${shots}/player-career-card.png` });
  await expectNoSeriousAxeIssues(page);
});
