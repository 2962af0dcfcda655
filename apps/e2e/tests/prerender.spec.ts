/**
 * Prerendered public screens (React Router framework mode, apps/web/react-router.config.ts):
 * a visitor's screen arrives drawn in the document, and the app hydrates that markup as it
 * is. A prerender that stopped matching what the components render in the browser would
 * make React throw the markup away (a hydration error in the console and a visible redraw),
 * and an inline script the CSP does not allow would stop the hydration altogether; no
 * screenshot would catch either.
 */
import { expect, test } from '@playwright/test';
import { adminSession } from './helpers/admin';
import { appReady } from './helpers/app';

// Each public screen in English and, at its own address, in Hindi (issue 32).
for (const path of ['/', '/teams', '/schedule', '/gallery', '/players', '/about', '/hi', '/hi/schedule', '/hi/players']) {
  test(`${path} arrives drawn and the app hydrates it without a mismatch`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat|content security policy/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    // Remembers the <main> the document drew, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __drawn: Element | null }).__drawn = document.querySelector('main');
      });
    });
    const response = await page.goto(path);
    const html = await response!.text();
    // The screen is in the document itself, heading and all, with its CSS inline, and the
    // app's modules held back until it has painted (nothing to fetch before the first paint).
    expect(html).toMatch(/<main[^>]*id="main"[\s\S]*<h1/);
    expect(html.indexOf('<style data-precedence')).toBeGreaterThan(0);
    const held = html.indexOf('<noscript id="app-boot">');
    expect(held).toBeGreaterThan(html.indexOf('</main>'));
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(held);
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(held);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    await expect(page.locator('main h1')).toBeVisible();
    // React has taken the document over.
    await appReady(page);
    await page.waitForLoadState('networkidle');
    // The <main> the document drew is still the one on screen: adopted, not rebuilt.
    const adopted = await page.evaluate(() => (window as unknown as { __drawn?: Element }).__drawn === document.querySelector('main'));
    expect(adopted).toBe(true);
    expect(problems).toEqual([]);
    // The stylesheets the page carries inline are not fetched again once the app runs.
    const inline = (/<style[^>]*data-href="([^"]+)"/.exec(html)?.[1] ?? '').split(' ');
    expect(inline[0]).toMatch(/^\/assets\/.+\.css$/);
    expect(stylesheets.filter((href) => inline.includes(href))).toEqual([]);
  });
}

test('a signed-in browser hydrates as a visitor, then shows its own session', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) problems.push(message.text());
  });
  const session = await adminSession(page);
  const response = await page.goto('/teams');
  // The document is the same for everyone: a visitor's header.
  // (The page's words, carried inline for hydration, list every label of the shell: left out.)
  const drawn = (await response!.text()).replace(/<script id="league-words"[\s\S]*?<\/script>/, '');
  expect(drawn).not.toContain('Logout');
  // Once hydrated, this browser's own session: the admin's name and the admin tools.
  await expect(page.getByRole('button', { name: `Logout (${session.user.name})` }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a path that is not prerendered gets the app from the SPA fallback', async ({ page }) => {
  await page.goto('/standings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
