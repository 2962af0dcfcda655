/**
 * Issue 17: what a new organiser tripped on, each as they met it in the browser.
 */
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, adminSession } from './helpers/admin';
import { appRunning } from './helpers/app';

const shots = 'test-results/screens';

/** A small real PNG (one colour). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Records in the page whether the greeting splash was ever put up. */
async function watchForSplash(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sawSplash: boolean };
    w.__sawSplash = false;
    const look = () => {
      if (document.querySelector('[data-testid="greeting-splash"]')) w.__sawSplash = true;
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true });
  });
}
const sawSplash = (page: Page) => page.evaluate(() => (window as unknown as { __sawSplash: boolean }).__sawSplash);

test('clearing the token on the Teams screen signs the organiser out everywhere at once', async ({ page }) => {
  await adminSession(page);
  await page.goto('/teams');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /^Logout/ })).toBeVisible();
  const tools = page.getByRole('region', { name: 'Admin tools' });
  await tools.getByRole('button', { name: 'Clear Token' }).click();
  await expect(page.getByText('Token cleared')).toBeVisible();
  // The header, the forms and every other screen agree at once: signed out.
  await expect(header.getByRole('link', { name: 'Login' }).or(header.getByRole('button', { name: 'Login' }))).toBeVisible();
  await expect(header.getByRole('button', { name: /^Logout/ })).toHaveCount(0);
  await expect(tools).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Create team' })).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  await header.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('region', { name: 'Live Updates' }).getByRole('button', { name: 'Add announcement' })).toHaveCount(0);
});

test('the finance forms say what an amount is read as while it is typed, with paise as two digits', async ({ page }) => {
  await adminSession(page);
  await page.goto('/finance');
  const form = page.getByRole('region', { name: 'Add Contribution' });
  const amount = form.getByLabel('Amount (₹)');
  await amount.fill('₹1.5k');
  await expect(amount).toHaveAccessibleDescription('Reads as ₹1.50');
  await amount.fill('2,000.5');
  await expect(amount).toHaveAccessibleDescription('Reads as ₹2,000.50');
  await form.getByLabel('Player Name').fill('Paise Test');
  await form.getByRole('button', { name: 'Save Contribution' }).click();
  await expect(form.getByText('Contribution added successfully! ✅')).toBeVisible();
  const row = page
    .getByRole('table', { name: /Contributions/ })
    .getByRole('row')
    .filter({ hasText: 'Paise Test' });
  await expect(row).toContainText('₹2,000.50');
  await form.getByLabel('Amount (₹)').fill('1.5k');
  await page.screenshot({ path: `${shots}/finance-amount-reading.png` });
});

test('a gallery batch with one bad file names it, and the files before it stay uploaded', async ({ page }) => {
  await adminSession(page);
  await page.goto('/gallery');
  const thumbs = page.getByRole('list', { name: 'Gallery images' }).getByRole('button', { name: /^Open image/ });
  await expect(thumbs.first()).toBeVisible();
  const before = await thumbs.count();
  const panel = page.getByRole('region', { name: 'Upload images' });
  await panel.getByLabel('Choose images').setInputFiles([
    { name: 'first-good.png', mimeType: 'image/png', buffer: png(64, 48, [40, 120, 60]) },
    { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a jpeg at all, just text') },
    { name: 'after-bad.png', mimeType: 'image/png', buffer: png(64, 48, [200, 60, 60]) },
  ]);
  await panel.getByLabel('Caption for first-good.png').fill('Batch first good');
  await panel.getByRole('button', { name: 'Upload' }).click();
  await expect(panel.getByRole('alert')).toContainText('Failed to upload broken.jpg');
  await expect(thumbs).toHaveCount(before + 1);
  await expect(page.getByRole('list', { name: 'Gallery images' })).toContainText('Batch first good');
  const left = panel.getByRole('list', { name: 'Selected images' }).getByRole('listitem');
  await expect(left).toHaveCount(2);
  await expect(left.nth(0)).toContainText('broken.jpg');
  await expect(left.nth(1)).toContainText('after-bad.png');
  // Still there after a reload: it really went up.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Gallery images' })).toContainText('Batch first good');
});

test.describe('an organiser abroad', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("types announcement times in the league's time zone, whatever the browser's", async ({ page, request }) => {
    await adminSession(page);
    await page.goto('/');
    await expect(page.getByTestId('greeting-splash')).toHaveCount(0, { timeout: 5000 });
    const live = page.getByRole('region', { name: 'Live Updates' });
    await live.getByRole('button', { name: 'Add announcement' }).click();
    const dialog = page.getByRole('dialog', { name: 'New announcement' });
    await dialog.getByLabel('Title').fill('Final at the ground, 10 AM');
    await dialog.getByLabel('Message').fill('Gates open at 9.');
    await expect(dialog.getByLabel('Starts at')).toHaveAccessibleDescription(/Asia\/Kolkata/);
    await dialog.getByLabel('Starts at').fill('2030-01-05T10:00');
    await dialog.getByLabel('Expires at').fill('2030-01-05T18:30');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();

    const all = (await (await request.get('/api/announcements/active', { headers: adminHeaders() })).json()).data as Array<{
      _id: string;
      title: string;
      startsAt: string;
      expiresAt: string;
    }>;
    const saved = all.find((a) => a.title === 'Final at the ground, 10 AM')!;
    // 10:00 and 18:30 in India, not in New York.
    expect(saved).toMatchObject({ startsAt: '2030-01-05T04:30:00.000Z', expiresAt: '2030-01-05T13:00:00.000Z' });

    await live.getByRole('button', { name: 'Edit Final at the ground, 10 AM' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit announcement' });
    await expect(edit.getByLabel('Starts at')).toHaveValue('2030-01-05T10:00');
    await expect(edit.getByLabel('Expires at')).toHaveValue('2030-01-05T18:30');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await request.delete(`/api/announcements/${saved._id}`, { headers: adminHeaders() });
  });
});

test('the greeting splash plays once per browser session, not on every visit to Home', async ({ page, browser }) => {
  await watchForSplash(page);
  await page.goto('/');
  await expect(page.getByTestId('greeting-splash')).toBeVisible();
  await expect(page.getByTestId('greeting-splash')).toHaveCount(0, { timeout: 5000 });
  // A reload, and a visit to Home from another page, in the same tab: no splash.
  await page.reload();
  await expect(page.locator('#hero-title')).toBeVisible();
  await appRunning(page);
  expect(await sawSplash(page)).toBe(false);
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
  await expect(page.locator('#hero-title')).toBeVisible();
  await appRunning(page);
  expect(await sawSplash(page)).toBe(false);
  // A new browser session greets again.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto('/');
  await expect(fresh.getByTestId('greeting-splash')).toBeVisible();
  await other.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the chat bubble never covers the open menu or the last line of the page', async ({ page }) => {
    await page.goto('/about');
    const bubble = page.getByRole('button', { name: 'Chat with the league assistant' });
    await expect(bubble).toBeVisible({ timeout: 10_000 });
    const box = (await bubble.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const topmost = await page.evaluate(({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      return el?.closest('.chat') ? 'chat' : el?.closest('#mobile-menu') ? 'menu' : (el?.className ?? 'nothing');
    }, centre);
    expect(topmost).toBe('menu');
    await page.screenshot({ path: `${shots}/phone-menu-over-chat.png` });
    await page.getByRole('button', { name: 'Close menu' }).click();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const overlap = await page.evaluate(() => {
      const chat = document.querySelector('.chat-toggle')!.getBoundingClientRect();
      const last = [...document.querySelectorAll('p')].filter((p) => p.textContent?.includes('All rights reserved')).at(-1)!;
      const range = document.createRange();
      range.selectNodeContents(last);
      const text = range.getBoundingClientRect();
      const apart = text.bottom <= chat.top || text.top >= chat.bottom || text.right <= chat.left || text.left >= chat.right;
      return { apart, text: [text.top, text.bottom, text.left, text.right], chat: [chat.top, chat.bottom, chat.left, chat.right] };
    });
    expect(overlap.apart, JSON.stringify(overlap)).toBe(true);
    await page.screenshot({ path: `${shots}/phone-page-end-with-chat.png` });
  });
});
