import { expect, test, type Page } from '@playwright/test';
import { adminSession } from './helpers/admin';
import { appRunning } from './helpers/app';

const shots = 'test-results/screens';

/** Records, in the page, when the splash appears and disappears and which greetings it showed. */
async function watchSplash(page: Page) {
  await page.addInitScript(() => {
    type Timing = { who: string; delay: unknown; duration: unknown; start: unknown };
    const log = { added: -1, removed: -1, greetings: [] as string[], timing: [] as Timing[] };
    (window as unknown as { __splash: typeof log }).__splash = log;
    const note = () => {
      const el = document.querySelector('[data-testid="greeting-splash"]');
      const now = performance.now();
      if (el && log.added < 0) {
        log.added = now;
        // Read the animation schedule once it has started (next frame).
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            log.timing = el.getAnimations({ subtree: true }).map((a) => {
              const t = a.effect!.getComputedTiming();
              const target = (a.effect as KeyframeEffect).target as HTMLElement;
              const who = target.classList.contains('splash') ? 'splash' : (target.textContent ?? '').trim();
              return { who, delay: t.delay, duration: t.duration, start: a.startTime };
            });
          }),
        );
      }
      if (!el && log.added >= 0 && log.removed < 0) log.removed = now;
      if (el && !log.greetings.length) log.greetings = [...el.querySelectorAll('.splash__greeting')].map((w) => w.textContent ?? '');
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
interface SplashLog {
  added: number;
  removed: number;
  greetings: string[];
  timing: Array<{ who: string; delay: unknown; duration: unknown; start: unknown }>;
}
const splashLog = (page: Page) => page.evaluate(() => (window as unknown as { __splash: SplashLog }).__splash);

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Waits for the splash to finish so screenshots and clicks see the page itself. */
async function afterSplash(page: Page) {
  await expect(page.getByTestId('greeting-splash')).toHaveCount(0, { timeout: 5000 });
}

test.describe('home for a visitor', () => {
  test('the splash greets in six languages over an already painted hero, and is gone by 2.3 s', async ({ page }) => {
    await watchSplash(page);
    await page.goto('/');
    const splash = page.getByTestId('greeting-splash');
    await expect(splash).toBeVisible();
    await expect(splash).toHaveAttribute('aria-hidden', 'true');
    // The hero is in the page under the overlay from the first paint.
    await expect(page.locator('#hero-title')).toBeAttached();
    await expect(page.getByText('Live Cricket Tournament')).toBeAttached();
    await expect(page.getByRole('group', { name: 'League at a glance' })).toBeAttached();
    await expect(splash).toHaveCount(0, { timeout: 4000 });
    const log = await splashLog(page);
    expect(log.greetings).toEqual(['Namaste', 'Hello', 'Hola', 'Bonjour', 'Ciao', 'Konnichiwa']);
    // The words take turns in 300 ms slots and the overlay fades over the last 500 ms,
    // all on one animation clock started at the first paint.
    const timing = log.timing;
    const words = timing.filter((t) => ['Namaste', 'Hello', 'Hola', 'Bonjour', 'Ciao', 'Konnichiwa'].includes(t.who));
    expect(words.map((w) => [w.who, Math.round(Number(w.delay)), Math.round(Number(w.duration))])).toEqual([
      ['Namaste', 0, 300],
      ['Hello', 300, 300],
      ['Hola', 600, 300],
      ['Bonjour', 900, 300],
      ['Ciao', 1200, 300],
      ['Konnichiwa', 1500, 300],
    ]);
    const fade = timing.find((t) => t.who === 'splash');
    expect([fade?.delay, fade?.duration].map((v) => Math.round(Number(v)))).toEqual([1800, 500]);
    expect(new Set(timing.map((t) => t.start)).size).toBe(1);
    const shown = log.removed - log.added;
    expect(shown).toBeGreaterThan(2200);
    // The animation's own times are exact (above); its end reaches the page through the main
    // thread, which a busy 2-core CI machine has held for 500 ms and more: the bound is for a
    // splash that outstays its fade, not for the machine's load.
    expect(shown).toBeLessThan(2300 + 700);
  });

  test('no splash at all under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await watchSplash(page);
    await page.goto('/');
    await expect(page.locator('#hero-title')).toBeVisible();
    await appRunning(page);
    expect((await splashLog(page)).added).toBe(-1);
  });

  test('every section is filled from the demo data', async ({ page }) => {
    await page.goto('/');
    await afterSplash(page);
    await expect(page.getByText('Live Cricket Tournament')).toBeVisible();
    const hero = page.getByRole('group', { name: 'League at a glance' });
    await expect(hero).toContainText(/Teams\s*12/);
    await expect(hero).toContainText(/Players\s*\d{2,}/);
    // The league's sections, from its settings: the demo league has two.
    await expect(hero).toContainText(/Sections\s*2\s*GICPL-OG \/ GICPL-H/);
    const register = page.getByRole('link', { name: /Register Now/ }).first();
    await expect(register).toHaveAttribute('href', 'https://forms.example.org/register');
    await expect(register).toHaveAttribute('target', '_blank');

    const headings = await page.locator('main h2').allTextContents();
    expect(headings.slice(0, 6)).toEqual(['Live Updates', 'Latest Results', 'Points Table', 'Competing Teams', 'Player Highlights', 'Our Sponsors']);

    const updates = section(page, 'Live Updates').getByTestId('announcement');
    await expect(updates).toHaveCount(4);
    await expect(updates.first()).toHaveClass(/ann--high/);
    await expect(section(page, 'Live Updates')).toContainText('Season opener this Sunday at 7 AM');
    for (const hidden of ['Jersey collection (draft)', 'Rain delay', 'Finals day fan zone']) {
      await expect(section(page, 'Live Updates')).not.toContainText(hidden);
    }
    await expect(section(page, 'Live Updates').getByText('Inactive')).toHaveCount(0);

    await expect(section(page, 'Competing Teams').getByRole('listitem')).toHaveCount(6);
    await expect(section(page, 'Competing Teams').getByRole('listitem').first()).toContainText('Captain');
    await expect(section(page, 'Player Highlights').getByRole('listitem')).toHaveCount(3);
    await expect(section(page, 'Player Highlights')).toContainText('Runs');

    const sponsors = section(page, 'Our Sponsors').getByTestId('sponsor');
    await expect(sponsors).toHaveCount(8);
    await expect(sponsors.filter({ hasText: 'Shree Ganesh Sports' })).toContainText('SG');
    await expect(page.getByRole('button', { name: /Add Sponsor|Add announcement/ })).toHaveCount(0);

    await page.screenshot({ path: `${shots}/home-desktop.png`, fullPage: true });

    await sponsors.filter({ hasText: 'Sai Krupa Medicals' }).click({ position: { x: 40, y: 120 } });
    const popup = page.getByRole('dialog', { name: 'Sai Krupa Medicals' });
    await expect(popup).toContainText('Anil Kulkarni');
    await expect(popup).toContainText('first-aid kit');
    await page.screenshot({ path: `${shots}/home-sponsor-popup.png` });
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the largest paint is the hero, not the splash, and nothing shifts (quality F2)', async ({ page }) => {
      await page.addInitScript(() => {
        const perf = { lcp: [] as string[], cls: 0 };
        (window as unknown as { __perf: typeof perf }).__perf = perf;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
            const el = entry.element;
            perf.lcp.push(el?.closest('.splash') ? 'splash' : el?.closest('.hero') ? 'hero' : (el?.tagName ?? '?'));
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) perf.cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await afterSplash(page);
      await expect(section(page, 'Our Sponsors').getByTestId('sponsor')).toHaveCount(8);
      // Two frames after the last section filled: its paint and any shift it caused are recorded.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const perf = await page.evaluate(() => (window as unknown as { __perf: { lcp: string[]; cls: number } }).__perf);
      expect(perf.lcp.at(-1)).toBe('hero');
      expect(perf.cls).toBeLessThan(0.1);
    });
    test('the hero and sections fit a 375 px screen', async ({ page }) => {
      await page.goto('/');
      await afterSplash(page);
      await expect(section(page, 'Our Sponsors').getByTestId('sponsor')).toHaveCount(8);
      await expect(section(page, 'Player Highlights').getByRole('listitem')).toHaveCount(3);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${shots}/home-phone-hero.png` });
      await page.screenshot({ path: `${shots}/home-phone.png`, fullPage: true });
    });
  });
});

test.describe('home for an admin', () => {
  test.beforeEach(async ({ page }) => {
    await adminSession(page);
  });

  test('adds, edits and deletes an announcement', async ({ page }) => {
    await page.goto('/');
    await afterSplash(page);
    const live = section(page, 'Live Updates');
    await expect(live.getByTestId('announcement')).toHaveCount(7);
    await expect(live.getByTestId('announcement').filter({ hasText: 'Jersey collection (draft)' })).toContainText('Inactive');

    await live.getByRole('button', { name: 'Add announcement' }).click();
    let dialog = page.getByRole('dialog', { name: 'New announcement' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toContainText('Title is required');
    await expect(dialog).toContainText('Message is required');
    await dialog.getByLabel('Title').fill('Nets moved to Friday');
    await dialog.getByLabel('Message').fill('Practice at 5 PM on the north pitch.');
    await dialog.getByLabel('Type').selectOption('EVENT');
    await dialog.getByLabel('Priority').selectOption('HIGH');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    const added = live.getByTestId('announcement').first();
    await expect(added).toContainText('Nets moved to Friday');
    await expect(added).toHaveClass(/ann--high/);
    await page.screenshot({ path: `${shots}/home-admin-updates.png` });

    await live.getByRole('button', { name: 'Edit Nets moved to Friday' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit announcement' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Nets moved to Friday');
    await dialog.getByLabel('Title').fill('Nets moved to Saturday');
    await dialog.getByLabel('Active (shown to visitors)').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const edited = live.getByTestId('announcement').filter({ hasText: 'Nets moved to Saturday' });
    await expect(edited).toContainText('Inactive');

    page.once('dialog', async (confirm) => {
      expect(confirm.message()).toBe('Delete this announcement?');
      await confirm.accept();
    });
    await live.getByRole('button', { name: 'Delete Nets moved to Saturday' }).click();
    await expect(edited).toHaveCount(0);
    await expect(live.getByTestId('announcement')).toHaveCount(7);
  });

  test('adds, edits and deletes a sponsor', async ({ page }) => {
    await page.goto('/');
    await afterSplash(page);
    const block = section(page, 'Our Sponsors');
    await expect(block.getByTestId('sponsor')).toHaveCount(8);

    await block.getByRole('button', { name: 'Add Sponsor' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Sponsor' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toContainText('Company name is required.');
    await dialog.getByLabel('Company name').fill('Lakshmi Tyres');
    await dialog.getByLabel('Owner name').fill('Venkat Rao');
    await dialog.getByLabel('Company overview').fill('Puncture repairs on the spot for every cycle that brings a player to the ground.');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    const card = block.getByTestId('sponsor').first();
    await expect(card).toContainText('Lakshmi Tyres');
    await expect(card).toContainText('LT');
    await expect(card).toContainText('Venkat Rao');

    await block.getByRole('button', { name: 'Edit Lakshmi Tyres' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit sponsor' });
    await dialog.getByLabel('Company name').fill('Lakshmi Tyres & Cycles');
    await dialog.getByLabel('Owner name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const edited = block.getByTestId('sponsor').filter({ hasText: 'Lakshmi Tyres & Cycles' });
    await expect(edited).not.toContainText('Venkat Rao');

    page.once('dialog', async (confirm) => {
      expect(confirm.message()).toBe('Delete this sponsor?');
      await confirm.accept();
    });
    await block.getByRole('button', { name: 'Delete Lakshmi Tyres & Cycles' }).click();
    await expect(edited).toHaveCount(0);
    await expect(block.getByTestId('sponsor')).toHaveCount(8);
  });
});
