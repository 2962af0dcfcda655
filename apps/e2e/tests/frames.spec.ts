/**
 * The build-time frames (apps/web build/first-paint.ts): a visitor's public screen paints
 * from its frame, and the app adopts that markup as it is. A frame that stopped matching what
 * the components render would make React throw the markup away (a hydration error in the
 * console and a visible redraw), which no screenshot would catch.
 */
import { expect, test } from '@playwright/test';

for (const path of ['/', '/teams', '/schedule', '/gallery', '/players', '/about']) {
  test(`${path} paints from its frame and the app adopts it without a mismatch`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Remembers the first element put into #root (the frame's, if the frame painted first).
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const first = document.getElementById('root')?.firstElementChild;
        if (!first) return;
        (window as unknown as { __firstPaint: Element }).__firstPaint = first;
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.locator('#root[data-frame]')).toHaveCount(1);
    // The app has been asked for.
    await expect(page.locator('html[data-app]')).toHaveCount(1);
    await expect(page.locator('main')).toBeVisible();
    // React has taken the container over (hydrateRoot marks it).
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    // The element the frame painted is still the one on screen: adopted, not rebuilt.
    const adopted = await page.evaluate(() => (window as unknown as { __firstPaint?: Element }).__firstPaint === document.getElementById('root')?.firstElementChild);
    expect(adopted).toBe(true);
    expect(problems).toEqual([]);
  });
}

test('a signed-in browser gets the app straight away, without a frame', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('token', 'not-a-real-token'));
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#root[data-frame]')).toHaveCount(0);
});
