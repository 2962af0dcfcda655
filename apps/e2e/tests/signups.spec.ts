/**
 * From sign-up to the ledger (issue 22): upload a sheet with the usual form headings, fix
 * the one column the preview could not guess, import, approve the sign-up, mark the
 * season's fee paid, and find the PLAYER contribution on the Finance page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminSession, adminToken } from './helpers/admin';

const shots = 'test-results/screens';
const stamp = Date.now().toString().slice(-6);
const NAME = `Zara Qureshi ${stamp}`;
const PHONE = `70${stamp}11`;
const SHEET = [
  "Timestamp,Player's Full Name,Contact Number (WhatsApp preferred),Email Address,What do you do best?,Date of Birth",
  `24/11/2026 09:00:00,"${NAME}",+91 ${PHONE.slice(0, 5)} ${PHONE.slice(5)},zara${stamp}@example.org,Bowler,12/03/1998`,
  `24/11/2026 09:05:00,"Ishaan Verma ${stamp}",0${PHONE.slice(0, 9)}2,,Batter,1999`,
  '',
  `24/11/2026 09:10:00,"${NAME}",${PHONE},zara${stamp}@example.org,All-rounder,12/03/1998`,
  '24/11/2026 09:15:00,No Contact,,,Batter,',
].join('\r\n');

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test('upload, map, import, approve, mark paid, see it in Finance', async ({ page }) => {
  await adminSession(page);
  const auth = { authorization: `Bearer ${adminToken()}`, 'content-type': 'application/json' };
  const original = (await (await page.request.get('/api/settings', { headers: auth })).json()).data;
  await page.request.put('/api/settings', { headers: auth, data: { ...original, registrationFeePaise: 50_000 } });
  try {
    await page.goto('/dashboard/sheets');
    const panel = page.getByRole('region', { name: 'Import sign-ups' });
    await panel.getByLabel('Sign-up sheet (CSV)').setInputFiles({ name: 'signups.csv', mimeType: 'text/csv', buffer: Buffer.from(SHEET) });
    const counts = panel.getByTestId('import-counts');
    await expect(counts).toContainText('2 new, 0 to update, 0 unchanged, 2 skipped, 1 blank rows ignored');
    // The form's headings were recognised; the role column was not: map it by hand.
    await expect(panel.getByLabel('Name', { exact: true })).toHaveValue("Player's Full Name");
    await expect(panel.getByLabel('Phone', { exact: true })).toHaveValue('Contact Number (WhatsApp preferred)');
    await expect(panel.getByLabel('Role', { exact: true })).toHaveValue('');
    await panel.getByLabel('Role', { exact: true }).selectOption('What do you do best?');
    await expect(panel.getByLabel('Role', { exact: true })).toHaveValue('What do you do best?');
    const rows = panel.getByRole('region', { name: 'Rows to import' });
    await expect(rows).toContainText('Replaced by row 5 (same person)');
    await expect(rows).toContainText('No phone or email');
    await axeClean(page);
    await page.screenshot({ path: `${shots}/signups-preview-1280.png`, fullPage: true });

    await panel.getByRole('button', { name: 'Import 2 new and 0 updated' }).click();
    await expect(page.getByText('Imported: 2 new, 0 updated, 2 skipped')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Past imports' })).toContainText('2 new, 0 updated, 2 skipped');

    // The same sheet again adds nothing.
    await panel.getByLabel('Sign-up sheet (CSV)').setInputFiles({ name: 'signups.csv', mimeType: 'text/csv', buffer: Buffer.from(SHEET) });
    await expect(counts).toContainText('0 new, 0 to update, 2 unchanged');
    await expect(panel.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();

    const review = page.getByRole('region', { name: 'Review sign-ups' });
    const item = review.getByRole('listitem').filter({ hasText: NAME });
    await expect(item).toContainText('All-rounder');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${NAME}: approved`)).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/signups-sheets-375.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/dashboard/dues');
    await expect(page.getByRole('heading', { level: 1, name: 'Registration dues' })).toBeVisible();
    const table = page.getByRole('table', { name: /Approved players/ });
    await expect(table.getByRole('row').filter({ hasText: NAME })).toContainText('Not paid');
    await axeClean(page);
    await page.screenshot({ path: `${shots}/dues-1280.png`, fullPage: true });
    await page.getByRole('button', { name: `Mark paid for ${NAME}` }).click();
    await expect(page.getByText(`${NAME}: ₹500 recorded in Finance`)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: NAME })).toContainText('Paid ₹500');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${shots}/dues-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/finance');
    const contributions = page.getByRole('table', { name: 'Contributions, newest first' });
    await expect(contributions.getByRole('row').filter({ hasText: NAME })).toContainText('500');
  } finally {
    await page.request.put('/api/settings', { headers: auth, data: original });
  }
});
