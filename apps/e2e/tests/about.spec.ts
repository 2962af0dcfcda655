import { expect, test, type Page } from '@playwright/test';

const shots = 'test-results/screens';

async function checkAbout(page: Page) {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the league');

  const history = page.getByRole('region', { name: 'How it all began' });
  await expect(history.getByRole('listitem')).toHaveCount(7);
  await expect(history.getByRole('listitem').first()).toContainText('Mid-2020');
  await expect(history).toContainText('NKT won 4-3');
  await expect(history).toContainText('GICPL-H 2025');

  const quotes = page.getByRole('region', { name: 'Iconic quotes' }).getByRole('figure');
  await expect(quotes).toHaveCount(3);
  const people = page.getByRole('region', { name: 'The people behind it' });
  await expect(people.getByRole('region', { name: 'Forefathers' }).getByRole('listitem')).toHaveCount(5);
  await expect(people.getByRole('region', { name: 'Managing Team' }).getByRole('listitem')).toHaveCount(2);
  await expect(people.getByRole('region', { name: 'Treasurer' }).getByRole('listitem')).toHaveCount(2);

  const vision = page.getByRole('region', { name: 'Our vision' });
  await expect(vision.getByRole('link', { name: /Register Now/ })).toHaveAttribute('href', 'https://forms.example.org/register');

  // Every picture loads (local files), and none is left without its size.
  // The pictures are lazy: bring each into view so it loads.
  const images = page.locator('main img');
  for (let i = 0; i < (await images.count()); i += 1) {
    await images.nth(i).scrollIntoViewIfNeeded();
    await expect.poll(() => images.nth(i).evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
  }
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll('main img')]
      .filter((img) => !(img as HTMLImageElement).naturalWidth || !img.getAttribute('width') || !img.getAttribute('height'))
      .map((img) => (img as HTMLImageElement).src),
  );
  expect(broken).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the About page tells the story on a desktop', async ({ page }) => {
  await checkAbout(page);
  await page.screenshot({ path: `${shots}/about-desktop.png`, fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('the About page fits a 375 px screen', async ({ page }) => {
    await checkAbout(page);
    await page.screenshot({ path: `${shots}/about-phone.png`, fullPage: true });
  });
});
