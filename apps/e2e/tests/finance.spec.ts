/**
 * The Finance page in a real browser against the real server (demo league seeded):
 * add, edit, delete and restore, paging, filters, and optimistic changes rolled back
 * exactly when the server fails.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mintE2eToken, storeSession } from './helpers/session';
import { adminId } from './helpers/admin';
import { bringChartsIntoView } from './helpers/charts';

const shots = 'test-results/screens';
let token = '';

/** A living admin's id: the server refuses admin tokens for made-up subjects. */
async function livingAdminId(): Promise<string> {
  return adminId(); // signed in once per run by global-setup.ts
}

test.beforeAll(async () => {
  token = await mintE2eToken({ sub: await livingAdminId(), role: 'admin', name: 'Treasurer Tara', email: 'tara@example.org' });
});

async function openFinance(page: Page) {
  await storeSession(page, { name: 'Treasurer Tara', role: 'admin' }, token);
  await page.goto('/finance');
  await expect(page.getByRole('heading', { level: 1, name: 'Finance & Expense Tracker' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Financial summary' })).toBeVisible();
}

async function apiSummary(page: Page) {
  const res = await page.request.get('/api/finance/summary', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Record<string, number>;
}

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(paise / 100 + 0);

function card(page: Page, label: string) {
  return page.getByRole('group', { name: 'Financial summary' }).locator('.ui-stat').filter({ hasText: label });
}

/** Collects alert/confirm texts and answers every confirm with OK. */
function dialogs(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

const contributionsTable = (page: Page) => page.getByRole('table', { name: 'Contributions, newest first' });
const expensesTable = (page: Page) => page.getByRole('table', { name: 'Expenses, newest first' });

test('summary cards match the server, with tables and charts; desktop and phone screenshots', async ({ page }) => {
  // Charts skip their animation, so the pictures show them drawn.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openFinance(page);
  const summary = await apiSummary(page);
  await expect(card(page, 'Players Fund')).toContainText(rupees(summary.playerContributions!));
  await expect(card(page, 'Sponsors Fund')).toContainText(rupees(summary.sponsorContributions!));
  await expect(card(page, 'Total Funds')).toContainText(rupees(summary.totalContributions!));
  await expect(card(page, 'Total Expenses')).toContainText(rupees(summary.totalExpenses!));
  await expect(card(page, 'Balance')).toContainText(rupees(summary.balance!));
  await expect(card(page, 'Balance')).toHaveClass(summary.balance! >= 0 ? /ui-stat--ok/ : /ui-stat--error/);
  await expect(contributionsTable(page).getByRole('row')).toHaveCount(21);
  await expect(page.getByText('Showing 20 contributions (more available)')).toBeVisible();
  await expect(expensesTable(page).locator('tbody tr').first()).toContainText('-₹');
  await expect(page.getByRole('img', { name: /Player funds, sponsor funds and expenses per day/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Fund sources: Players ₹/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Net, income and expense per day/ })).toBeVisible();
  await bringChartsIntoView(page);
  await page.screenshot({ path: `${shots}/finance-desktop.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('img', { name: /^Fund sources: Players ₹/ })).toBeVisible();
  await expect(contributionsTable(page).getByRole('row')).toHaveCount(21);
  // chart.js draws on the next frame after its canvas is sized: the width is asked until it settles.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await bringChartsIntoView(page);
  await page.screenshot({ path: `${shots}/finance-phone.png`, fullPage: true });
});

test('adds a contribution and an expense with the spec messages and resets', async ({ page }) => {
  await openFinance(page);
  const before = await apiSummary(page);
  const form = page.getByRole('region', { name: 'Add Contribution' });
  await form.getByRole('button', { name: 'Save Contribution' }).click();
  await expect(form.getByRole('alert')).toHaveText('Name and amount are required');

  await form.getByLabel('Type').selectOption('SPONSOR');
  await expect(form.getByLabel('Player Name')).toHaveCount(0);
  await form.getByLabel('Sponsor Name').fill('  Nandi Cycles ');
  await form.getByLabel('Amount (₹)').fill('Rs. 12,500.50');
  await form.getByLabel('Note (optional)').fill('Boundary banner');
  await form.getByRole('button', { name: 'Save Contribution' }).click();
  await expect(form.getByRole('status')).toHaveText('Contribution added successfully! ✅');
  await expect(form.getByLabel('Sponsor Name')).toHaveValue('');
  await expect(form.getByLabel('Amount (₹)')).toHaveValue('');
  const first = contributionsTable(page).locator('tbody tr').first();
  await expect(first).toContainText('Nandi Cycles');
  await expect(first).toContainText('₹12,500.5');
  await expect(card(page, 'Sponsors Fund')).toContainText(rupees(before.sponsorContributions! + 1_250_050));

  const expenseForm = page.getByRole('region', { name: 'Add Expense' });
  await expenseForm.getByLabel('Amount (₹)').fill('abc');
  await expenseForm.getByRole('button', { name: 'Save Expense' }).click();
  await expect(expenseForm.getByRole('alert')).toHaveText('Item and amount are required');
  await expenseForm.getByLabel('Item name').fill('Umpire fees');
  await expenseForm.getByLabel('Amount (₹)').fill('₹ 1,800');
  await expenseForm.getByLabel('Category').selectOption('TRAVEL');
  await expenseForm.getByRole('button', { name: 'Save Expense' }).click();
  await expect(expenseForm.getByRole('status')).toHaveText('Expense added successfully! ✅');
  await expect(expenseForm.getByLabel('Category')).toHaveValue('EQUIPMENT');
  await expect(expensesTable(page).locator('tbody tr').first()).toContainText('Umpire fees');
  await expect(expensesTable(page).locator('tbody tr').first()).toContainText('-₹1,800');
  const after = await apiSummary(page);
  expect(after.totalExpenses).toBe(before.totalExpenses! + 180_000);
  await expect(card(page, 'Balance')).toContainText(rupees(after.balance!));
});

test('edits and deletes rows, then restores a deleted one', async ({ page }) => {
  const seen = dialogs(page);
  await openFinance(page);
  const row = contributionsTable(page).locator('tbody tr').first();
  const name = (await row.locator('td').nth(1).innerText()).trim();
  await row.getByRole('button', { name: /^Edit/ }).click();
  await page.getByLabel(`Amount for ${name}`).fill('2,222');
  await page.getByLabel(`Note for ${name}`).fill('Corrected by treasurer');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row).toContainText('₹2,222');
  await expect(row).toContainText('Corrected by treasurer');
  await expect(row.getByRole('button', { name: /^Edit/ })).toBeFocused();

  await page.reload();
  const reloaded = contributionsTable(page).locator('tbody tr').first();
  await expect(reloaded).toContainText('₹2,222');

  const expenseRow = expensesTable(page).locator('tbody tr').first();
  const item = (await expenseRow.locator('td').first().innerText()).trim();
  await expenseRow.getByRole('button', { name: /^Edit/ }).click();
  await page.getByLabel(`Item for ${item}`).fill('  Renamed item  ');
  await page.getByLabel(`Category for ${item}`).selectOption('FOOD');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(expenseRow.locator('td').first()).toHaveText('Renamed item');
  await expect(expenseRow).toContainText('Food');

  // Other specs may have deleted records of their own (the cross-origin one does): count from here.
  const deleted = page.getByRole('list', { name: 'Deleted records' });
  const deletedBefore = await deleted.getByRole('listitem').count();
  await reloaded.getByRole('button', { name: /^Delete/ }).click();
  expect(seen).toContain('Delete latest contribution for this contributor?');
  await expect(contributionsTable(page).locator('tbody tr').first()).not.toContainText('Corrected by treasurer');
  await expenseRow.getByRole('button', { name: /^Delete/ }).click();
  expect(seen).toContain('Delete this expense?');
  await expect(expensesTable(page).getByText('Renamed item')).toHaveCount(0);

  await expect(deleted.getByRole('listitem')).toHaveCount(deletedBefore + 2);
  await deleted.getByRole('button', { name: new RegExp(`^Restore ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page.getByText(`Restored ${name}`)).toBeVisible();
  await expect(contributionsTable(page).locator('tbody tr').first()).toContainText('Corrected by treasurer');
  await expect(deleted.getByRole('listitem')).toHaveCount(deletedBefore + 1);
});

test('pages with Load More until All Loaded, and filters with Apply and Clear', async ({ page }) => {
  await openFinance(page);
  const rows = contributionsTable(page).locator('tbody tr');
  await expect(rows).toHaveCount(20);
  const loadMore = page.getByRole('region', { name: 'Contributions' }).getByRole('button', { name: 'Load More' });
  await loadMore.click();
  await expect(page.getByRole('region', { name: 'Contributions' }).getByRole('button', { name: 'All Loaded' })).toBeDisabled();
  const total = await rows.count();
  expect(total).toBeGreaterThan(20);
  const ids = await rows.locator('code').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
  expect(new Set(ids).size).toBe(total);
  await expect(page.getByText(`Showing ${total} contributions`, { exact: true })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filter contributions' });
  await filters.getByLabel('Type').selectOption('SPONSOR');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(rows.first()).toContainText('SPONSOR');
  expect(await rows.filter({ hasText: 'PLAYER' }).count()).toBe(0);
  await filters.getByLabel('Search by name').fill('kaveri');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Kaveri Motors');
  await filters.getByLabel('Search by name').fill('nobody at all');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No contributions yet. Add your first contribution above!')).toBeVisible();
  await filters.getByRole('button', { name: 'Clear' }).click();
  await expect(rows).toHaveCount(20);
  await expect(filters.getByLabel('Type')).toHaveValue('ALL');

  const expenseFilters = page.getByRole('form', { name: 'Filter expenses' });
  await expenseFilters.getByLabel('From Date').fill('2099-01-01T00:00');
  await expenseFilters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No expenses yet. Add your first expense above!')).toBeVisible();
  await expenseFilters.getByRole('button', { name: 'Clear' }).click();
  await expect(expensesTable(page).locator('tbody tr')).toHaveCount(20);
});

test('a failing save or delete puts back exactly the rows and summary it had', async ({ page }) => {
  const seen = dialogs(page);
  // Each PUT/DELETE is held until the test has seen the optimistic change, then fails.
  const held: Array<() => void> = [];
  await page.route(/\/api\/finance\/(contributions\/pk|expenses)\/[^/?]+$/, async (route) => {
    const method = route.request().method();
    if (method !== 'PUT' && method !== 'DELETE') return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    await route.fulfill({ status: 500, json: { success: false, message: 'Database unavailable' } });
  });
  const release = async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    held.splice(0).forEach((resolve) => resolve());
  };
  await openFinance(page);
  const table = contributionsTable(page);
  const snapshot = async (t = table) => t.locator('tbody').innerText();
  const summaryText = await page.getByRole('group', { name: 'Financial summary' }).innerText();
  const before = await snapshot();
  const row = table.locator('tbody tr').nth(1);
  const name = (await row.locator('td').nth(1).innerText()).trim();

  await row.getByRole('button', { name: /^Edit/ }).click();
  await page.getByLabel(`Amount for ${name}`).fill('7,777');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row).toContainText('₹7,777'); // optimistic, while the server is still answering
  await release();
  await expect.poll(() => seen.at(-1)).toBe('Update error: Database unavailable');
  await expect.poll(() => snapshot()).toBe(before);

  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(table.locator('tbody tr')).toHaveCount(19);
  await release();
  await expect.poll(() => seen.at(-1)).toBe('Delete error: Database unavailable');
  await expect.poll(() => snapshot()).toBe(before);

  const expenses = expensesTable(page);
  const expensesBefore = await snapshot(expenses);
  await expenses
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(expenses.locator('tbody tr')).toHaveCount(19);
  await release();
  await expect.poll(() => seen.at(-1)).toBe('Error: Database unavailable');
  await expect.poll(() => snapshot(expenses)).toBe(expensesBefore);
  expect(await page.getByRole('group', { name: 'Financial summary' }).innerText()).toBe(summaryText);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
