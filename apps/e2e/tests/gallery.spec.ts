import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mintE2eToken, storeSession } from './helpers/session';
import { adminId } from './helpers/admin';

const shots = 'test-results/screens';

/** A real PNG (RGB, no dependencies): `paint` gives each pixel's colour. */
function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
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
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(paint(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Two pictures an admin might upload: a green field with a pitch, an evening sky with a ball.
const fieldPng = png(640, 420, (x, y) => (Math.abs(x - 320) < 40 + y / 12 && y > 140 ? [200, 164, 107] : y < 140 ? [125, 196, 240] : [47, 125, 58 + (y % 24)]));
const skyPng = png(420, 560, (x, y) => ((x - 210) ** 2 + (y - 300) ** 2 < 2200 ? [185, 28, 28] : [250 - y / 4, 120 + y / 6, 60 + y / 5]));

/** axe: no serious or critical violation on what is on screen now (quality F3). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const thumbnails = (page: Page) => page.getByRole('list', { name: 'Gallery images' }).getByRole('button', { name: /^Open image/ });

/** A living admin's id: the server refuses admin tokens for made-up subjects. */
async function livingAdminId(): Promise<string> {
  return adminId(); // signed in once per run by global-setup.ts
}

async function signInAsAdmin(page: Page) {
  const token = await mintE2eToken({ sub: await livingAdminId(), role: 'admin', name: 'Asha' });
  await storeSession(page, { name: 'Asha', role: 'admin' }, token);
}

test.describe('the gallery for visitors', () => {
  test('demo images load with their sizes; the viewer wraps, counts and answers the keys', async ({ page, request }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Welcome to the gallery/ })).toBeVisible();
    const thumbs = thumbnails(page);
    await expect(thumbs.first()).toBeVisible();
    const total = await thumbs.count();
    expect(total).toBeGreaterThanOrEqual(6);
    await expect(page.getByRole('heading', { name: 'Upload images' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete image/ })).toHaveCount(0);

    // Thumbnails really load, and carry their size so nothing shifts while they do.
    const first = thumbs.first().locator('img');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(Number(await first.getAttribute('width'))).toBeGreaterThan(0);
    const file = await request.get((await first.getAttribute('src'))!);
    expect(file.headers()['content-type']).toBe('image/webp');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    await page.screenshot({ path: `${shots}/gallery-desktop.png`, fullPage: true });
    await expectAccessible(page);

    await thumbs.nth(1).click();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect.poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: `${shots}/gallery-viewer-desktop.png` });
    await expectAccessible(page);

    await viewer.getByRole('button', { name: 'Prev' }).click();
    await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Prev' }).click();
    await expect(viewer.getByText(`${total} / ${total}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`${total} / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumbs.nth(1)).toBeFocused();

    await thumbs.first().click();
    await page.getByRole('dialog', { name: 'Image viewer' }).getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('one column of thumbnails and a viewer that fits', async ({ page }) => {
      await page.goto('/gallery');
      const thumbs = thumbnails(page);
      await expect(thumbs.first()).toBeVisible();
      const [a, b] = await Promise.all([thumbs.nth(0).boundingBox(), thumbs.nth(1).boundingBox()]);
      expect(a!.x).toBe(b!.x);
      expect(a!.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `${shots}/gallery-phone.png`, fullPage: true });

      await thumbs.first().click();
      const viewer = page.getByRole('dialog', { name: 'Image viewer' });
      await expect(viewer.getByRole('button', { name: 'Next' })).toBeInViewport();
      await expect(viewer.getByRole('button', { name: 'Close' })).toBeInViewport();
      await page.screenshot({ path: `${shots}/gallery-viewer-phone.png` });
    });
  });
});

test.describe('the gallery for admins', () => {
  test('an admin uploads two images with the picker, sees them, and deletes one', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/gallery');
    const thumbs = thumbnails(page);
    await expect(thumbs.first()).toBeVisible();
    const before = await thumbs.count();

    const panel = page.getByRole('region', { name: 'Upload images' });
    await panel.getByLabel('Choose images').setInputFiles([
      { name: 'pitch-view.png', mimeType: 'image/png', buffer: fieldPng },
      { name: 'evening-ball.png', mimeType: 'image/png', buffer: skyPng },
    ]);
    const selected = panel.getByRole('list', { name: 'Selected images' }).getByRole('listitem');
    await expect(selected).toHaveCount(2);
    await expect(selected.nth(0)).toContainText('pitch-view.png');
    await expect(selected.nth(0)).toContainText(`${(fieldPng.length / 1024).toFixed(1)} KB`);
    await expect(selected.nth(1)).toContainText('evening-ball.png');
    await panel.getByLabel('Caption for pitch-view.png').fill('Pitch view from the pavilion');
    await panel.getByLabel('Caption for evening-ball.png').fill('New ball, evening light');
    await page.screenshot({ path: `${shots}/gallery-admin-desktop.png`, fullPage: true });
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Upload' }).click();
    await expect(panel.getByText('✅ Uploaded successfully.')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Selected images' })).toHaveCount(0);
    await expect(thumbs).toHaveCount(before + 2);
    // Newest first: the second file went up last.
    await expect(thumbs.nth(0)).toHaveAccessibleName(/New ball, evening light/);
    await expect(thumbs.nth(1)).toHaveAccessibleName(/Pitch view from the pavilion/);
    await expect
      .poll(() =>
        thumbs
          .nth(0)
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(420);
    expect(await thumbs.nth(0).locator('img').getAttribute('height')).toBe('560');
    // The message goes away after 2 s.
    await expect(panel.getByText('✅ Uploaded successfully.')).toBeHidden({ timeout: 4000 });

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Delete this image?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete image 1: New ball, evening light' }).click();
    await expect(thumbs).toHaveCount(before + 1);
    await expect(page.getByRole('list', { name: 'Gallery images' })).not.toContainText('New ball, evening light');
    await expect(page.getByRole('list', { name: 'Gallery images' })).toContainText('Pitch view from the pavilion');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the upload panel fits and refuses what the spec refuses', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/gallery');
      const panel = page.getByRole('region', { name: 'Upload images' });
      await panel.getByLabel('Choose images').setInputFiles([
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
        { name: 'pitch-view.png', mimeType: 'image/png', buffer: fieldPng },
      ]);
      await expect(panel.getByRole('alert')).toHaveText('Only JPEG/PNG/WebP/GIF allowed.');
      await expect(panel.getByRole('list', { name: 'Selected images' }).getByRole('listitem')).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `${shots}/gallery-admin-phone.png`, fullPage: true });
    });
  });
});
