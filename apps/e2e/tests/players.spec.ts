import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminHeaders, adminSession } from './helpers/admin';
import { appRunning } from './helpers/app';

const shots = 'test-results/screens';

const cards = (page: Page) => page.getByRole('list', { name: 'Players' }).getByRole('listitem');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
async function expectNoSeriousAxeIssues(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** The value of one stat ("Runs") in one block ("Batting") of a card. */
const stat = (c: Locator, block: string, label: string) =>
  c
    .locator('.pl-block')
    .filter({ has: c.page().getByRole('heading', { name: block }) })
    .locator('.pl-stat')
    .filter({ has: c.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test.describe('Player Profiles for a visitor', () => {
  test.beforeAll(async ({ request }) => {
    // A known player next to the demo roster, added the way an admin would.
    const res = await request.post('/api/players', {
      headers: adminHeaders(),
      data: {
        name: 'Zubin Quadros',
        phone: '9811122233',
        jerseyNumber: 77,
        batStyle: 'LHB',
        bowlStyle: 'Left-arm',
        batting: { runs: 321, strikeRate: 141.5 },
        dob: '1999-03-04',
      },
    });
    expect([201, 409]).toContain(res.status());
  });

  test('reads the roster with masked phones and searches by name, jersey and visible phone digits', async ({ page }) => {
    await page.goto('/players');
    await expect(page.getByRole('heading', { level: 1, name: 'Player Profiles' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    // About a hundred players, drawn 24 at a time.
    const total = Number((await page.getByText(/^\d+ players$/).textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(50);
    await expect(cards(page)).toHaveCount(24);
    // The page is prerendered: a tap before the app has taken it over reaches no handler.
    await appRunning(page);
    await page.getByRole('button', { name: `Show more players (${total - 24} more)` }).click();
    await expect(cards(page)).toHaveCount(48);
    await expect(page.getByRole('region', { name: 'Add Player' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await page.screenshot({ path: `${shots}/players-desktop.png` });

    const search = page.getByRole('searchbox', { name: 'Search players' });
    await expect(search).toHaveAttribute('placeholder', 'Search by name, jersey or phone');
    await search.fill('zubin q');
    await expect(cards(page)).toHaveCount(1);
    const zubin = card(page, 'Zubin Quadros');
    await expect(zubin).toContainText('******2233');
    await expect(zubin).not.toContainText('9811122233');
    await expect(zubin).toContainText('LHB · Left-arm');
    await expect(zubin).toContainText('#77');
    await expect(zubin.getByRole('heading', { level: 3 })).toHaveText(['Batting', 'Bowling', 'Fielding']);
    await expect(zubin.locator('.ui-avatar')).toHaveText('ZQ');

    await search.fill('77');
    await expect(card(page, 'Zubin Quadros')).toBeVisible();
    expect(await cards(page).count()).toBeLessThan(10);
    await search.fill('2233');
    await expect(card(page, 'Zubin Quadros')).toBeVisible();
    await search.fill('98111');
    await expect(page.getByText('No players found.')).toBeVisible();
    await search.fill('zubin');
    await expect(cards(page)).toHaveCount(1);
    await page.screenshot({ path: `${shots}/players-desktop-search.png`, fullPage: true });
    // On a short list: axe over a hundred cards takes minutes on a busy machine.
    await expectNoSeriousAxeIssues(page);
  });

  test('the visitor answer itself carries no whole phone and no date of birth', async ({ request }) => {
    const body = await (await request.get('/api/players')).json();
    const zubin = body.data.find((p: { name: string }) => p.name === 'Zubin Quadros');
    expect(zubin.phone).toBe('******2233');
    expect(zubin).not.toHaveProperty('dob');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('cards stack in one column and fit the screen', async ({ page }) => {
      await page.goto('/players');
      await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
      const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
      expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
      expect(first!.x + first!.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `${shots}/players-phone.png` });
    });
  });
});

test.describe('Player Profiles for an admin', () => {
  test.beforeEach(async ({ page }) => {
    // The demo admin's real session (global-setup signs in once): the server checks the subject.
    await adminSession(page);
  });

  test('adds, edits (phone locked) and deletes a player', async ({ page }) => {
    test.setTimeout(120_000); // many steps on a busy 2-core machine
    await page.goto('/players');
    const form = page.getByRole('region', { name: 'Add Player' });
    await expect(form).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    // Admins see whole phones.
    await expect(cards(page).first()).not.toContainText('******');

    // Add.
    await form.getByRole('button', { name: 'Add Player' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Phone is required')).toBeVisible();
    await form.getByLabel('Name').fill('Kavya Menon');
    await form.getByLabel('Phone').pressSequentially('98-700 11223x');
    await expect(form.getByLabel('Phone')).toHaveValue('9870011223');
    await form.getByLabel('Jersey number').fill('23');
    await form.getByLabel('Bat style').selectOption('RHB');
    await form.getByLabel('Bowl style').selectOption('Left-arm');
    const batting = form.getByRole('group', { name: 'Batting' });
    await batting.getByLabel('Runs', { exact: true }).fill('145');
    await batting.getByLabel('Strike rate').pressSequentially('12a8.5.7');
    await expect(batting.getByLabel('Strike rate')).toHaveValue('128.57');
    await form.getByRole('group', { name: 'Bowling' }).getByLabel('Wickets').fill('6');
    await page.screenshot({ path: `${shots}/players-admin-form-desktop.png` });
    await form.getByRole('button', { name: 'Add Player' }).click();

    const search = page.getByRole('searchbox', { name: 'Search players' });
    await search.fill('kavya');
    const kavya = card(page, 'Kavya Menon');
    await expect(kavya).toBeVisible();
    await expect(kavya).toContainText('9870011223');
    await expect(kavya).toContainText('#23');
    await expect(stat(kavya, 'Batting', 'Runs')).toHaveText('145');
    await expect(stat(kavya, 'Batting', 'SRStrike rate')).toHaveText('128.57');
    await expect(stat(kavya, 'Bowling', 'WktsWickets')).toHaveText('6');
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expectNoSeriousAxeIssues(page);

    // Edit: the form fills, the phone is locked, the badge shows, the page goes to the top.
    await kavya.getByRole('button', { name: 'Edit Kavya Menon' }).click();
    const update = page.getByRole('region', { name: 'Update Player' });
    await expect(update).toBeVisible();
    await expect(update.getByText('Editing 9870011223')).toBeVisible();
    await expect(update.getByLabel('Phone')).not.toBeEditable();
    await expect(update.getByLabel('Name')).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(update.getByRole('group', { name: 'Batting' }).getByLabel('Runs', { exact: true })).toHaveValue('145');
    await update.getByRole('group', { name: 'Batting' }).getByLabel('Runs', { exact: true }).fill('201');
    await update.getByLabel('Name').fill('Kavya S Menon');
    await update.screenshot({ path: `${shots}/players-admin-edit-desktop.png` });
    await update.getByRole('button', { name: 'Update Player' }).click();
    await expect(page.getByRole('region', { name: 'Add Player' })).toBeVisible();
    const edited = card(page, 'Kavya S Menon');
    await expect(stat(edited, 'Batting', 'Runs')).toHaveText('201');
    await expect(edited).toContainText('9870011223');

    // Delete, after the confirmation.
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await edited.getByRole('button', { name: 'Delete Kavya S Menon' }).click();
    await expect(page.getByText('No players found.')).toBeVisible();
    expect(question).toBe('Delete this player?');
    const after = await page.request.get('/api/players', { headers: adminHeaders() });
    expect((await after.json()).data.some((p: { phone: string }) => p.phone === '9870011223')).toBe(false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('the form and the cards fit, in edit mode too', async ({ page }) => {
      await page.goto('/players');
      await expect(page.getByRole('region', { name: 'Add Player' })).toBeVisible();
      await page.screenshot({ path: `${shots}/players-admin-form-phone.png`, fullPage: false });
      await cards(page)
        .first()
        .getByRole('button', { name: /^Edit / })
        .click();
      await expect(page.getByRole('region', { name: 'Update Player' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: `${shots}/players-admin-edit-phone.png` });
    });
  });
});
