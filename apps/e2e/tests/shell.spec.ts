import { expect, test } from '@playwright/test';
import { mintE2eToken, storeSession } from './helpers/session';
import { appReady } from './helpers/app';

const shots = 'test-results/screens';

test.describe('navigation on a desktop', () => {
  test('links in order, current highlighted, Login for visitors, footer with this year', async ({ page }) => {
    await page.goto('/teams');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('list').first().getByRole('link');
    // Spec 2's six, then the table and the stats (issue 30).
    await expect(links).toHaveText(['Home', 'About', 'Teams', 'Schedule', 'Gallery', 'Players', 'Standings', 'Stats']);
    await expect(nav.getByRole('link', { name: 'Teams' })).toHaveClass(/is-active/);
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveClass(/is-active/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await page.screenshot({ path: `${shots}/shell-desktop.png`, fullPage: true });
  });

  test('an admin sees Admin and Logout with the name; Logout clears and goes to /login', async ({ page }) => {
    const token = await mintE2eToken({ role: 'admin', name: 'Asha' });
    await storeSession(page, { name: 'Asha', role: 'admin' }, token);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
    await nav.getByRole('button', { name: 'Logout (Asha)' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([null, null]);
  });

  test('an unreadable stored user means signed out', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('user', '{not json'));
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the menu button, locks scroll, closes on backdrop, Escape and navigation', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    await appReady(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeHidden();

    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('#Cricket');
    await expect(dialog).toContainText('#Tournament');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.screenshot({ path: `${shots}/shell-phone-menu.png` });

    await page.getByTestId('menu-backdrop').click({ position: { x: 20, y: 300 } });
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await menuButton.click();
    await dialog.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(dialog).toBeHidden();
    await page.screenshot({ path: `${shots}/shell-phone.png`, fullPage: true });
  });

  test('admins see Admin Dashboard in the menu', async ({ page }) => {
    await storeSession(page, { name: 'Asha', role: 'admin' }, await mintE2eToken({ role: 'admin' }));
    await page.goto('/about');
    await appReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  });
});

test.describe('route guards', () => {
  for (const path of ['/admin-dashboard', '/admin-view', '/dashboard/sheets', '/finance', '/admin/dashboard']) {
    test(`a visitor opening ${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('a signed-in non-admin goes to /', async ({ page }) => {
    await storeSession(page, { name: 'Ravi', role: 'player' }, await mintE2eToken({ role: 'player' }));
    await page.goto('/finance');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Logout (Ravi)' })).toBeVisible();
  });

  test('an admin reaches the admin routes', async ({ page }) => {
    await storeSession(page, { name: 'Asha', role: 'admin' }, await mintE2eToken({ role: 'admin' }));
    await page.goto('/admin-view');
    await expect(page).toHaveURL(/\/admin-view$/);
  });

  test('any other path redirects to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('unknown API paths answer a JSON 404', async ({ request }) => {
    const res = await request.get('/api/nope');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found' });
  });
});
