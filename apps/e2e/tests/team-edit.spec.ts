/**
 * Issue 31: an admin renames a demo team and picks another squad member as its captain; the
 * public Teams screen then shows the new name and the C on the new captain only.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminSession, adminToken } from './helpers/admin';
import { appReady } from './helpers/app';

const shots = process.env.SHOTS_DIR ?? 'test-results/screens';
const TEAM = 'Peepal Tree Titans';
const RENAMED = 'Peepal Tree Tuskers';
const OLD_CAPTAIN = 'Harpreet Singh';
const NEW_CAPTAIN = 'Jaspal Dhillon';

interface ApiTeam {
  _id: string;
  name: string;
  captain: string;
  players: Array<{ _id: string; name: string; role: string }>;
}

const grid = (page: Page) => page.getByRole('list', { name: /teams$/ });
/** One squad line of the popup, by the member's name. */
const line = (dialog: Locator, name: string) => dialog.getByRole('listitem').filter({ hasText: name });

async function openTeam(page: Page, name: string) {
  await page.goto('/teams');
  await appReady(page);
  await grid(page).getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The demo team as the seed made it, whatever an earlier attempt of this spec left. */
async function restoreDemoTeam(page: Page) {
  const list = (await (await page.request.get('/api/teams')).json()) as { data: ApiTeam[] };
  const team = list.data.find((t) => t.name === RENAMED || t.name === TEAM);
  const captain = team?.players.find((p) => p.name === OLD_CAPTAIN);
  if (!team || !captain || (team.name === TEAM && captain.role === 'C')) return;
  const res = await page.request.put(`/api/teams/${team._id}`, {
    headers: { authorization: `Bearer ${adminToken()}` },
    data: { name: TEAM, captain: OLD_CAPTAIN, captainPlayerId: captain._id },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('an admin edits a team', () => {
  test.beforeEach(async ({ page }) => {
    await restoreDemoTeam(page);
    await adminSession(page);
  });
  test.afterEach(async ({ page }) => {
    await restoreDemoTeam(page);
  });

  test('renames a team and changes its captain; the public Teams screen follows', async ({ page, browser }) => {
    const dialog = await openTeam(page, TEAM);
    await expect(line(dialog, OLD_CAPTAIN)).toContainText(`${OLD_CAPTAIN} (C)`);
    await expect(line(dialog, NEW_CAPTAIN)).not.toContainText('(C)');

    await dialog.getByRole('button', { name: 'Edit team' }).click();
    const form = dialog.getByRole('form', { name: 'Edit team' });
    const name = form.getByRole('textbox', { name: 'Team name' });
    const captain = form.getByRole('combobox', { name: 'Captain' });
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(TEAM);
    await expect(captain.locator('option:checked')).toHaveText(OLD_CAPTAIN);
    await name.fill(RENAMED);
    await captain.selectOption({ label: NEW_CAPTAIN });
    await page.screenshot({ path: `${shots}/team-edit-form-1280.png` });
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Team saved')).toBeVisible();
    const renamed = page.getByRole('dialog', { name: RENAMED });
    await expect(renamed.getByRole('form', { name: 'Edit team' })).toHaveCount(0);
    await expect(renamed.getByRole('button', { name: 'Edit team' })).toBeFocused();
    await expect(line(renamed, NEW_CAPTAIN)).toContainText(`${NEW_CAPTAIN} (C)`);
    await expect(line(renamed, OLD_CAPTAIN)).not.toContainText('(C)');
    await page.screenshot({ path: `${shots}/team-edit-saved-1280.png` });
    await renamed.getByRole('button', { name: 'Close' }).click();
    const card = grid(page).getByRole('article', { name: RENAMED });
    await expect(card).toContainText(NEW_CAPTAIN);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/team-card-1280.png` });

    // A visitor, in a browser with no session: the new name, and the C on the new captain only.
    const visitor = await browser.newPage();
    try {
      const publicDialog = await openTeam(visitor, RENAMED);
      await expect(grid(visitor).getByRole('article', { name: TEAM })).toHaveCount(0);
      await expect(publicDialog.getByRole('button', { name: 'Edit team' })).toHaveCount(0);
      await expect(publicDialog.getByText(`Captain: ${NEW_CAPTAIN}`)).toBeVisible();
      const newC = line(publicDialog, NEW_CAPTAIN);
      await expect(newC).toContainText(`${NEW_CAPTAIN} (C)`);
      // What a screen reader hears: "captain", not the letter C.
      await expect(newC.getByText('(captain)')).toBeAttached();
      await expect(line(publicDialog, OLD_CAPTAIN)).not.toContainText('(C)');
      await expect(publicDialog.getByRole('listitem').filter({ hasText: '(C)' })).toHaveCount(1);
    } finally {
      await visitor.close();
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('opens the form from the keyboard, fits the screen, and saves', async ({ page }) => {
      const dialog = await openTeam(page, TEAM);
      await dialog.getByRole('button', { name: 'Edit team' }).focus();
      await page.keyboard.press('Enter');
      const form = dialog.getByRole('form', { name: 'Edit team' });
      await expect(form.getByRole('textbox', { name: 'Team name' })).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(RENAMED);
      await page.keyboard.press('Tab');
      await expect(form.getByRole('combobox', { name: 'Captain' })).toBeFocused();
      await form.getByRole('combobox', { name: 'Captain' }).selectOption({ label: NEW_CAPTAIN });
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/team-edit-form-390.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: 'Save' })).toBeFocused();
      await page.keyboard.press('Enter');
      const renamed = page.getByRole('dialog', { name: RENAMED });
      await expect(line(renamed, NEW_CAPTAIN)).toContainText(`${NEW_CAPTAIN} (C)`);
      await page.screenshot({ path: `${shots}/team-edit-saved-390.png` });
      await page.keyboard.press('Escape');
      await expect(renamed).toBeHidden();
      const card = grid(page).getByRole('article', { name: RENAMED });
      await expect(card).toContainText(NEW_CAPTAIN);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/team-card-390.png` });
    });
  });
});
