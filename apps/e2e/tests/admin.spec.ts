/**
 * Admin identity in Chromium: sign-in links, the admin routes, logout, the confirmed
 * password reset (link read from the server log) and the login screen offline.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { serverLog } from './helpers/session';
import { adminHeaders, adminSessionFile, DEMO_ADMIN, readAdminSession } from './helpers/admin';

const shots = 'test-results/screens';

// No network here: Google's script is answered locally. An empty body is what a blocked
// or offline script amounts to; the stand-in below plays the real widget's callbacks.
const emptyGoogle = (page: Page) => page.route('https://accounts.google.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
const fakeGoogle = (page: Page) =>
  page.route('https://accounts.google.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(config) { window.__gsi = config; },
        renderButton(el) { const b = document.createElement('button'); b.type = 'button'; b.textContent = 'Sign in with Google';
          b.onclick = () => window.__gsi.callback({ credential: 'not-a-google-token', select_by: 'btn' }); el.appendChild(b); },
        prompt() {}, cancel() {}, disableAutoSelect() {} } } };`,
    }),
  );

async function expectNoSeriousAxeIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function freshLink(request: import('@playwright/test').APIRequestContext, email = DEMO_ADMIN.email): Promise<string> {
  const res = await request.post('/api/admin/sign-in-links', { headers: adminHeaders(), data: { email } });
  expect(res.status(), await res.text()).toBe(201);
  const { url } = (await res.json()).data as { url: string };
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}

test.describe('signing in', () => {
  test.beforeEach(({ page }) => emptyGoogle(page));

  test('through a one-time link: Logout with the name, the Admin link, the admin routes, then logout', async ({ page, request }) => {
    await page.goto(await freshLink(request));
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: `Logout (${DEMO_ADMIN.name})` })).toBeVisible();
    await nav.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto('/finance');
    await expect(page).toHaveURL(/\/finance$/);
    // The saved token is a real one: the server accepts it on an admin-only read.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const stats = await request.get('/api/admin/logins/stats', { headers: { authorization: `Bearer ${token}` } });
    expect(stats.status()).toBe(200);
    expect((await stats.json()).data.activeNow).toBeGreaterThanOrEqual(1);

    await nav.getByRole('button', { name: `Logout (${DEMO_ADMIN.name})` }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([null, null]);
    // Logout ended the session on the server: the same token is refused from now on.
    await expect(async () => {
      expect((await request.get('/api/admin/logins/stats', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    }).toPass({ timeout: 5000 });
    await page.goto('/finance');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a used link is refused with its message, and the code leaves the address bar', async ({ page, request }) => {
    const link = await freshLink(request);
    expect((await request.post('/api/admin/link-login', { data: { code: new URL(link, 'http://x').searchParams.get('code') } })).status()).toBe(200);
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('This sign-in link is invalid or has expired.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the login screen works offline: note, disabled explanation, a pasted code signs in', async ({ page, request }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('Ensure OAuth is configured for this domain')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Only Admins and Forefathers are authorized to login' })).toBeDisabled();
    await expect(page.getByText('Google sign-in could not load here. Use a one-time sign-in link instead.')).toBeVisible();
    await expectNoSeriousAxeIssues(page);
    await page.screenshot({ path: `${shots}/admin-login-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: `${shots}/admin-login-phone.png`, fullPage: true });

    await page.getByLabel('Sign-in code or link').fill(`http://127.0.0.1${await freshLink(request)}`);
    await page.getByRole('button', { name: 'Sign in with code' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test('Google sign-in hands the credential to the server and shows spec 8 messages', async ({ page }) => {
  await fakeGoogle(page);
  await page.goto('/admin-auth');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-login-google-desktop.png` });
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  // Not a Google-signed token: the server answers 401, which the screen reads as spec 8 says.
  await expect(page.getByRole('alert')).toHaveText('OAuth configuration error. Please contact the administrator.');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the password reset changes nothing when the link is opened; it needs the password asked for and a button, once', async ({ page, request }) => {
  await emptyGoogle(page);
  // The change ends every session of the demo admin, the suite's saved one too: a sign-in
  // link made now (links are not sessions) gives the later specs a new one.
  const savedToken = readAdminSession().token;
  const renewal = new URL(await freshLink(request), 'http://x').searchParams.get('code')!;
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page.getByText('Use 8+ chars with a mix of letters & numbers.')).toBeVisible();
  await expect(page.getByText('Trouble resetting? Contact admin or try again after a few minutes.')).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${shots}/admin-reset-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Registered email is required')).toBeVisible();
  await page.getByLabel('Registered Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Phone Number').fill(`+91 ${DEMO_ADMIN.phone}`);
  await page.getByLabel('New Password').fill('weakpass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Use 8+ chars with a mix of letters & numbers.');

  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByLabel('New Password').fill('Cover-Drive-2026');
  const before = (await serverLog()).length;
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Password reset successfully' });
  await expect(status).toContainText('✅ Password reset successfully. Redirecting to login...');
  await expect(status).toContainText('If the details match an admin account, a confirmation link has been sent.');
  await page.screenshot({ path: `${shots}/admin-reset-phone.png`, fullPage: true });
  await expect(page).toHaveURL(/\/admin-auth$/, { timeout: 5000 });

  // No SMTP in this run: the server wrote the confirmation link to its log.
  let link = '';
  await expect(async () => {
    const match = /To confirm it, open \S+?(\/login\?reset=[A-Za-z0-9_-]+)/.exec((await serverLog()).slice(before));
    expect(match).not.toBeNull();
    link = match![1]!;
  }).toPass({ timeout: 5000 });
  // Opening the link changes nothing: the page asks for the password that was asked for.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your new password' })).toBeVisible();
  await expectNoSeriousAxeIssues(page);
  await page.screenshot({ path: `${shots}/admin-reset-confirm-phone.png`, fullPage: true });
  await page.getByLabel('New password you asked for').fill('Not-What-I-Asked-1');
  await page.getByRole('button', { name: 'Confirm new password' }).click();
  await expect(page.getByRole('alert')).toContainText('That is not the password that was asked for.');
  await page.getByLabel('New password you asked for').fill('Cover-Drive-2026');
  await page.getByRole('button', { name: 'Confirm new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your new password is now active.' })).toBeVisible();
  expect((await request.get('/api/admin/logins/stats', { headers: { authorization: `Bearer ${savedToken}` } })).status()).toBe(401);
  const renewed = await request.post('/api/admin/link-login', { data: { code: renewal } });
  expect(renewed.status()).toBe(200);
  const { token, user } = await renewed.json();
  fs.writeFileSync(adminSessionFile(), JSON.stringify({ token, user }), { mode: 0o600 });
  await page.goto(link);
  await page.getByLabel('New password you asked for').fill('Cover-Drive-2026');
  await page.getByRole('button', { name: 'Confirm new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
});
