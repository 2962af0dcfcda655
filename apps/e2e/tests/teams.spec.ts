import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mintE2eToken, storeSession } from './helpers/session';
import { adminId } from './helpers/admin';

const shots = 'test-results/screens';

/** A living admin's id: the server refuses admin tokens for made-up subjects. */
async function livingAdminId(): Promise<string> {
  return adminId(); // signed in once per run by global-setup.ts
}

async function expectNoSeriousAxeIssues(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const grid = (page: Page) => page.getByRole('list', { name: /teams$/ });

test.describe('a visitor', () => {
  test('browses both sections, searches, and opens a team', async ({ page }) => {
    await page.goto('/teams');
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'GICPL-OG' })).toHaveAttribute('aria-selected', 'true');
    const cards = grid(page).getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(page.getByText('6 teams')).toBeVisible();
    // Sorted by name within the section.
    const names = await grid(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await expect(page.getByRole('region', { name: 'Admin tools' })).toHaveCount(0);
    await page.screenshot({ path: `${shots}/teams-desktop.png`, fullPage: true });
    await expectNoSeriousAxeIssues(page);

    await page.getByRole('tab', { name: 'GICPL-H' }).click();
    await expect(grid(page).getByRole('article', { name: 'Kaveri Kings' })).toBeVisible();

    // A player's name, typed in another case, finds the team in the other section.
    const search = page.getByRole('searchbox', { name: 'Search teams, captains or players' });
    await search.fill('PARTHA sen');
    await expect(page.getByText('No teams match “PARTHA sen”')).toBeVisible();
    await page.getByRole('button', { name: 'Show 1 in GICPL-OG' }).click();
    await expect(grid(page).getByRole('article')).toHaveCount(1);
    await expect(page.getByText('1 team', { exact: true })).toBeVisible();

    await grid(page).getByRole('button', { name: 'Maidan Mavericks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Maidan Mavericks' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Sourav Banerjee (C)')).toBeVisible();
    await expect(dialog.getByText('Partha Sen')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete Team' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await page.screenshot({ path: `${shots}/teams-desktop-popup.png` });
    await expectNoSeriousAxeIssues(page);
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(dialog.getByText('Sourav Banerjee (C)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 780 } });

    test('reads the grid and the popup', async ({ page }) => {
      await page.goto('/teams');
      await expect(grid(page).getByRole('article')).toHaveCount(6);
      await page.screenshot({ path: `${shots}/teams-phone.png`, fullPage: true });
      await grid(page).getByRole('button', { name: 'Deccan Dhurandhars' }).click();
      await expect(page.getByRole('dialog', { name: 'Deccan Dhurandhars' })).toBeVisible();
      await page.screenshot({ path: `${shots}/teams-phone-popup.png` });
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});

test.describe('an admin', () => {
  test.beforeEach(async ({ page }) => {
    const token = await mintE2eToken({ sub: await livingAdminId(), role: 'admin', name: 'Asha' });
    await storeSession(page, { name: 'Asha', role: 'admin' }, token);
  });

  test('creates a team, adds and removes a player, and deletes the team', async ({ page }) => {
    const name = `Test Ground XI ${Date.now() % 100000}`;
    await page.goto('/teams');
    const tools = page.getByRole('region', { name: 'Admin tools' });
    await expect(tools).toBeVisible();
    await expect(grid(page).getByRole('article')).toHaveCount(6);
    await page.screenshot({ path: `${shots}/teams-admin-desktop.png`, fullPage: true });
    await expectNoSeriousAxeIssues(page);

    await tools.getByLabel('Section').selectOption('GICPL-H');
    await tools.getByLabel('Team name').fill(name);
    await tools.getByLabel('Captain').fill('Ishaan Kulkarni');
    await tools.getByLabel('Players').fill('Ishaan Kulkarni\n\n  Neel Bhatt  \nOmkar Pai');
    await tools.getByRole('button', { name: 'Create Team' }).click();
    await expect(page.getByText('Team created')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'GICPL-H' })).toHaveAttribute('aria-selected', 'true');
    const card = grid(page).getByRole('article', { name });
    await expect(card).toContainText('Ishaan Kulkarni');
    await expect(card).toContainText('3');

    await card.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByText('Squad (3 players)')).toBeVisible();
    await dialog.getByLabel('Player name').fill('Zubin Mistry');
    await dialog.getByLabel('Role').selectOption('WK');
    await dialog.getByRole('button', { name: 'Add player' }).click();
    await expect(dialog.getByText('Zubin Mistry (WK)')).toBeVisible();
    await expect(dialog.getByText('Squad (4 players)')).toBeVisible();
    await page.screenshot({ path: `${shots}/teams-admin-popup.png` });

    const confirms: string[] = [];
    page.on('dialog', (d) => {
      confirms.push(d.message());
      void d.accept();
    });
    await dialog.getByRole('button', { name: 'Remove Neel Bhatt' }).click();
    await expect(dialog.getByText('Neel Bhatt')).toHaveCount(0);
    await expect(dialog.getByText('Squad (3 players)')).toBeVisible();

    await dialog.getByRole('button', { name: 'Delete Team' }).click();
    await expect(dialog).toBeHidden();
    await expect(grid(page).getByRole('article', { name })).toHaveCount(0);
    expect(confirms).toEqual(['Remove this player?', 'Delete this team?']);

    // The server agrees, after a reload too.
    const list = await (await page.request.get('/api/teams')).json();
    expect(list.data.map((t: { name: string }) => t.name)).not.toContain(name);
    await page.reload();
    await page.getByRole('tab', { name: 'GICPL-H' }).click();
    await expect(grid(page).getByRole('article')).toHaveCount(6);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 780 } });

    test('finds the admin tools folded away, and opens them', async ({ page }) => {
      await page.goto('/teams');
      const tools = page.getByRole('region', { name: 'Admin tools' });
      await expect(tools).toBeVisible();
      await expect(tools.getByRole('button', { name: 'Create Team' })).toBeHidden();
      await expect(grid(page).getByRole('article')).toHaveCount(6);
      await page.screenshot({ path: `${shots}/teams-admin-phone.png`, fullPage: true });
      await tools.getByText('Admin tools').click();
      await expect(tools.getByRole('button', { name: 'Create Team' })).toBeVisible();
      await expect(tools.getByLabel('Token')).toBeVisible();
      await page.screenshot({ path: `${shots}/teams-admin-phone-open.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});
