import { expect, type Page } from '@playwright/test';

/**
 * The app has taken the prerendered page over (hydrateRoot marks its container). A
 * prerendered page is drawn before the app is fetched (apps/web/src/boot): until this, a tap
 * on one of its buttons reaches no handler, as on any prerendered site.
 */
export async function appReady(page: Page) {
  await expect.poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))).toBe(true);
}

/**
 * The app has hydrated and rendered past its first frame: the chat bubble is a lazy chunk the
 * layout loads after hydration, so whatever the app draws on its own (a splash, a handler on a
 * prerendered button) is in place by then.
 */
export async function appRunning(page: Page) {
  await expect(page.getByRole('button', { name: 'Chat with the league assistant' })).toBeVisible();
}
