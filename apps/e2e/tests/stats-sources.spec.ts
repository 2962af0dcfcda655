/**
 * Issues 28 and 32 in the browser: on the demo league's scored season, the home highlights,
 * the dashboard's top-10 table, the stats page and the assistant name the same top scorer
 * with the same runs, each screen says its figures are this site's scorecards, and typed
 * figures show as "Before this site". Phone (390 px) and desktop (1280 px) screenshots.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminSession } from './helpers/admin';

const shots = 'test-results/screens';
const SOURCE = "Runs, strike rates and wickets from this site's scorecards.";

interface Top {
  name: string;
  batting: { runs: number };
  beforeSite?: { batting: { runs: number } };
}

async function leader(page: Page) {
  const top = (await (await page.request.get('/api/players/top?limit=3')).json()).data as Top[];
  const boards = (await (await page.request.get('/api/players/leaderboards')).json()).data;
  const stats = (await (await page.request.get('/api/stats')).json()).data;
  expect(top.length).toBe(3);
  expect(boards.topRuns[0]).toEqual({ name: top[0]!.name, value: top[0]!.batting.runs });
  const first = stats.batting.find((b: { name: string }) => b.name === top[0]!.name);
  expect(first.runs).toBe(top[0]!.batting.runs);
  return top;
}

for (const width of [390, 1280]) {
  test(`one top scorer on home, dashboard, stats and the assistant at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const top = await leader(page);
    const best = top[0]!;

    await page.goto('/');
    await expect(page.getByTestId('greeting-splash')).toHaveCount(0, { timeout: 5000 });
    const highlights = page.getByRole('region', { name: 'Player Highlights' });
    await expect(highlights.getByText(SOURCE)).toBeVisible();
    const cards = highlights.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole('heading')).toHaveText(best.name);
    await expect(cards.first()).toContainText(`Runs${best.batting.runs}`);
    // The demo's profiles carry typed figures: labelled, apart from the scorecards' runs.
    expect(best.beforeSite, 'the top player carries the typed figures from before this site').toBeDefined();
    expect(best.beforeSite!.batting.runs).toBeGreaterThan(0);
    await expect(cards.first()).toContainText('Before this site:');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await highlights.scrollIntoViewIfNeeded();
    await highlights.screenshot({ path: `${shots}/stats-sources-home-${width}.png` });

    // The assistant, asked as a visitor would.
    const chat = await page.request.post('/api/ai/chat', { data: { messages: [{ role: 'user', content: 'who is the top run scorer' }] } });
    expect((await chat.json()).reply.split('\n')[1]).toBe(`1. ${best.name}: ${best.batting.runs} runs`);

    await page.goto('/stats');
    await page.getByRole('tab', { name: 'Career' }).click();
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow).toContainText(best.name);
    await expect(firstRow).toContainText(String(best.batting.runs));
    await page.screenshot({ path: `${shots}/stats-sources-stats-${width}.png` });

    await adminSession(page);
    await page.goto('/admin-dashboard');
    const table = page.getByRole('table', { name: 'Players (Top 10 by Runs)' });
    await expect(table.getByRole('row').nth(1)).toContainText(best.name);
    await expect(table.getByRole('row').nth(1)).toContainText(String(best.batting.runs));
    const players = page.getByRole('region', { name: 'Players (Top 10 by Runs)', exact: true });
    await expect(players.getByText(/Figures from before this site are on each player's profile/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await players.scrollIntoViewIfNeeded();
    await players.screenshot({ path: `${shots}/stats-sources-dashboard-${width}.png` });
  });
}
