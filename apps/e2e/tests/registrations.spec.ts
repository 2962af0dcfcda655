/**
 * The registrations dashboard in Chromium against the real server and its demo sheet:
 * sync, every filter, copy to clipboard, the error banner, screenshots at 1280 and 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { adminSession } from './helpers/admin';
import { bringChartsIntoView } from './helpers/charts';

const shots = 'test-results/screens';

/** The demo admin's real session (signed in once per run by global-setup.ts). */
async function signInAsAdmin(page: Page) {
  await adminSession(page);
}

/** The number on a stat tile, as a plain integer. */
async function stat(page: Page, label: string): Promise<number> {
  const text = await page
    .locator('.ui-stat', { has: page.getByText(label, { exact: true }) })
    .locator('.ui-stat__value')
    .innerText();
  return Number(text.replace(/,/g, ''));
}

const recent = (page: Page) => page.getByRole('region', { name: 'Recent Activity' });

test.describe('registrations dashboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('shows the demo sheet, syncs without duplicating, and filters', async ({ page }) => {
    // Charts draw at once (no animation), so the screenshot shows them finished.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/dashboard/sheets');
    await expect(page.getByRole('heading', { level: 1, name: 'New Registrations Dashboard' })).toBeVisible();
    await expect(page.getByText('Real-time dashboard with filters')).toBeVisible();
    await expect(page.getByTestId('record-count')).toHaveText(/^\d+$/);
    const records = Number(await page.getByTestId('record-count').innerText());
    expect(records).toBeGreaterThan(100);
    await expect(page.getByTestId('last-sync').locator('time')).toBeVisible();
    await expect(page.getByRole('radio', { name: '30d' })).toBeChecked();
    await expect(recent(page).getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('img', { name: /Registration timeline, area chart/ })).toBeVisible();
    await bringChartsIntoView(page);
    await expect(page.locator('canvas').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/registrations-desktop.png`, fullPage: true });

    // Sync: visible busy state, then a toast; the demo sheet is already in, so nothing new.
    const before = await page.getByTestId('last-sync').locator('time').getAttribute('datetime');
    // The sync is held until its busy state has been seen, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/registrations/sync', async (route) => {
      await held;
      await route.continue();
    });
    const sync = page.getByRole('button', { name: 'Sync Data' });
    await expect(sync).toHaveAttribute('title', /reloads/i);
    await sync.click();
    await expect(page.getByRole('button', { name: 'Syncing…' })).toBeDisabled();
    release();
    await expect(page.getByText(`Sync complete: 0 new, ${records} in total`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sync Data' })).toBeEnabled();
    await expect(page.getByTestId('record-count')).toHaveText(String(records));
    await expect(page.getByTestId('last-sync').locator('time')).not.toHaveAttribute('datetime', before ?? '');

    // Range.
    const thirty = await stat(page, 'Total Users');
    await page.getByRole('radio', { name: '7d' }).check();
    await expect.poll(() => stat(page, 'Total Users')).toBeLessThan(thirty);
    const seven = await stat(page, 'Total Users');
    expect(seven).toBeGreaterThan(0);
    await page.getByRole('radio', { name: 'All' }).check();
    await expect.poll(() => stat(page, 'Total Users')).toBe(records);
    await page.getByRole('radio', { name: '90d' }).check();
    await expect.poll(() => stat(page, 'Total Users')).toBeGreaterThanOrEqual(thirty);

    // Role: dropdown, Clear, and the chip in Recent Activity.
    const role = page.getByRole('combobox', { name: 'Role' });
    await expect(page.getByRole('button', { name: 'Clear role filter' })).toHaveCount(0);
    await role.selectOption('Wicket-keeper');
    await expect(page.getByRole('button', { name: 'Clear role filter' })).toBeVisible();
    const chips = recent(page).locator('.reg-chip');
    await expect(chips.first()).toHaveText('Wicket-keeper');
    expect(new Set(await chips.allInnerTexts())).toEqual(new Set(['Wicket-keeper']));
    await page.getByRole('button', { name: 'Clear role filter' }).click();
    await expect(role).toHaveValue('all');
    const firstChip = recent(page).locator('.reg-chip').first();
    const chipRole = await firstChip.innerText();
    await firstChip.click();
    await expect(role).toHaveValue(chipRole);
    await page.getByRole('button', { name: 'Clear role filter' }).click();

    // Search by name, then by phone digits, then clear.
    const newest = await recent(page).locator('.reg-recent__name').first().innerText();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'name/email/phone');
    await search.fill(newest);
    await expect(recent(page).locator('.reg-recent__name').first()).toHaveText(newest);
    expect(new Set(await recent(page).locator('.reg-recent__name').allInnerTexts())).toEqual(new Set([newest]));
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect.poll(() => stat(page, 'Total Users')).toBeGreaterThanOrEqual(thirty);
    await search.fill('zz-nobody-signed-up');
    await expect(recent(page).getByText('No records')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Role Distribution' }).getByText('No records')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();

    // Timeline style.
    await page.getByRole('radio', { name: 'Line' }).check();
    await expect(page.getByRole('img', { name: /Registration timeline, line chart/ })).toBeVisible();
    await page.getByRole('radio', { name: 'Area' }).check();
    await expect(page.getByRole('img', { name: /Registration timeline, area chart/ })).toBeVisible();
  });

  test('copies an email and a phone number to the clipboard', async ({ page }) => {
    await page.goto('/dashboard/sheets');
    const email = recent(page)
      .getByRole('button', { name: /, copy email$/ })
      .first();
    const address = await email.innerText();
    await email.click();
    await expect(page.getByText('Email copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    const phone = recent(page)
      .getByRole('button', { name: /, copy phone number$/ })
      .first();
    const number = await phone.innerText();
    await phone.click();
    await expect(page.getByText('Phone number copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
  });

  test('a failed load shows the banner with no rows', async ({ page }) => {
    await page.route('**/api/registrations', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/dashboard/sheets');
    await expect(page.getByRole('alert')).toContainText('Failed to load sheet');
    await expect(page.getByTestId('record-count')).toHaveText('0');
    await expect(recent(page).getByText('No records')).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/dashboard/sheets');
    await expect(recent(page).getByRole('listitem')).toHaveCount(12);
    await bringChartsIntoView(page, 4);
    await expect(page.locator('canvas')).toHaveCount(4);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('registrations dashboard on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('fits the screen', async ({ page }) => {
    await signInAsAdmin(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/dashboard/sheets');
    await expect(recent(page).getByRole('listitem')).toHaveCount(12);
    await bringChartsIntoView(page, 4);
    await expect(page.locator('canvas')).toHaveCount(4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/registrations-phone.png`, fullPage: true });
    // The full page is too tall to read shrunk: also keep it in readable slices.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let part = 0; part * 1400 < height; part += 1) {
      const y = part * 1400;
      await page.screenshot({
        path: `${shots}/registrations-phone-${part + 1}.png`,
        fullPage: true,
        clip: { x: 0, y, width: 375, height: Math.min(1400, height - y) },
      });
    }
  });

  test('sends a visitor to /login', async ({ page }) => {
    await page.goto('/dashboard/sheets');
    await expect(page).toHaveURL(/\/login$/);
  });
});
