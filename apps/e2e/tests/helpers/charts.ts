import { expect, type Page } from '@playwright/test';

/**
 * Charts are drawn as they near the screen (@league/ui charts): scrolls to each, as a reader
 * would, waits for its canvas, and goes back to the top (before a full-page screenshot, say).
 * `count`: how many charts the screen shows (their code may still be on its way).
 */
export async function bringChartsIntoView(page: Page, count?: number) {
  if (count !== undefined) await expect(page.locator('.ui-chart')).toHaveCount(count);
  else await page.locator('.ui-chart').first().waitFor();
  for (const chart of await page.locator('.ui-chart').all()) {
    await chart.scrollIntoViewIfNeeded();
    await chart.locator('canvas').waitFor();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
