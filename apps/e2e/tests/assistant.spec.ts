/**
 * The assistant chat in Chromium against the real server and the demo league: opening,
 * the chips, Enter versus Shift+Enter, the built-in answers, error texts, and a reply
 * carrying markup shown as text (quality S5, S9).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const shots = 'test-results/screens';
const GREETING = 'How may I help you? I can assist with teams, players, fixtures & registration.';

/** Opens a public page and the chat (the shell loads the widget ~1.2 s after first paint). */
async function openChat(page: Page) {
  await page.goto('/teams');
  const toggle = page.getByRole('button', { name: 'Chat with the league assistant' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const chat = page.getByRole('region', { name: 'League Assistant' });
  await expect(chat).toBeVisible();
  return { toggle, chat, log: chat.getByRole('log'), input: chat.getByLabel('Your message') };
}

/** Bubbles in the conversation, as a visitor reads them. */
const bubbles = (page: Page) => page.locator('.chat-msg');

test('the chat opens with the greeting and chips, answers a chip from the league, then closes', async ({ page }) => {
  await page.goto('/teams');
  await expect(page.getByText('How may I help you?', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/assistant-hint-desktop.png` });
  const { toggle, chat, log, input } = await openChat(page);
  await expect(page.getByText('How may I help you?', { exact: true })).toBeHidden();
  await expect(log).toContainText(GREETING);
  await expect(input).toBeFocused();
  const chips = chat.getByRole('group', { name: 'Suggestions' }).getByRole('button');
  await expect(chips).toHaveText(['Upcoming fixtures?', 'Top run-getters', 'How to register']);

  // The real server's built-in assistant answers from the demo league's fixtures.
  await chat.getByRole('button', { name: 'Upcoming fixtures?' }).click();
  await expect(chat.getByRole('group', { name: 'Suggestions' })).toHaveCount(0);
  await expect(bubbles(page).nth(1)).toHaveText(/You:\s*Upcoming fixtures\?/);
  await expect(bubbles(page).nth(2)).toContainText('Upcoming fixtures (times in IST):');
  await expect(bubbles(page).nth(2)).toContainText(' vs ');

  await input.fill('How to register');
  await input.press('Enter');
  const link = bubbles(page).nth(4).getByRole('link', { name: 'https://forms.example.org/register' });
  await expect(link).toHaveAttribute('href', 'https://forms.example.org/register');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  // Quality F3: no serious or critical accessibility finding in the open chat.
  const { violations } = await new AxeBuilder({ page }).include('.chat').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('Enter sends, Shift+Enter adds a line, and Send waits for text', async ({ page }) => {
  const sent: Array<{ sys?: string; messages: Array<{ role: string; content: string }> }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ai/chat')) sent.push(request.postDataJSON());
  });
  const { chat, input } = await openChat(page);
  const send = chat.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();

  await input.pressSequentially('who captains');
  await input.press('Shift+Enter');
  await input.pressSequentially('kaveri kings?');
  await expect(input).toHaveValue('who captains\nkaveri kings?');
  await expect(send).toBeEnabled();
  expect(sent).toHaveLength(0);

  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(bubbles(page).nth(2)).toContainText('Captain: Karthik Subramanian');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.messages).toEqual([{ role: 'user', content: 'who captains\nkaveri kings?' }]);
  // The question keeps its line break on screen.
  const lines = await bubbles(page)
    .nth(1)
    .evaluate((el) => (el as HTMLElement).innerText);
  expect(lines).toContain('who captains\nkaveri kings?');
});

test('a reply carrying markup is shown as text and never becomes an element', async ({ page }) => {
  const reply = 'Here you go: <img src=x onerror="window.__chatXss = 1"> <b>bold?</b>';
  await page.route('**/api/ai/chat', (route) => route.fulfill({ json: { success: true, ok: true, reply } }));
  const { input } = await openChat(page);
  await input.fill('show me something');
  await input.press('Enter');
  const answer = bubbles(page).nth(2);
  await expect(answer).toContainText(reply);
  await expect(page.locator('.chat img, .chat b')).toHaveCount(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __chatXss?: number }).__chatXss)).toBeUndefined();
});

test('the two error texts', async ({ page }) => {
  let mode: 'error' | 'offline' = 'error';
  await page.route('**/api/ai/chat', (route) =>
    mode === 'error' ? route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } }) : route.abort('internetdisconnected'),
  );
  const { input } = await openChat(page);
  await input.fill('hello');
  await input.press('Enter');
  await expect(bubbles(page).nth(2)).toHaveText(/Sorry, something went wrong\./);
  mode = 'offline';
  await input.fill('hello again');
  await input.press('Enter');
  await expect(bubbles(page).nth(4)).toHaveText(/Network error\./);
});

async function screenshotOpenChat(page: Page, name: string) {
  const { chat, input } = await openChat(page);
  await expect(chat.getByRole('group', { name: 'Suggestions' })).toBeVisible();
  await page.screenshot({ path: `${shots}/assistant-${name}-chips.png` });
  await input.fill('Top run-getters');
  await input.press('Enter');
  await expect(bubbles(page).nth(2)).toContainText('Top run-getters:');
  const box = (await chat.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.height).toBeCloseTo(380, 0);
  expect(box.width).toBeLessThanOrEqual(380);
  expect(box.x).toBeGreaterThanOrEqual(8);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - 8);
  await page.screenshot({ path: `${shots}/assistant-${name}.png` });
}

test('the open chat at 1280 px', async ({ page }) => {
  await screenshotOpenChat(page, 'desktop');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the open chat fits a 375 px screen with margins', async ({ page }) => {
    await screenshotOpenChat(page, 'phone');
    const chat = page.getByRole('region', { name: 'League Assistant' });
    expect((await chat.boundingBox())!.width).toBeCloseTo(375 - 32, 0);
  });
});
