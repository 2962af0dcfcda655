/**
 * Two languages (issue 32): a parent switches the site to Hindi on a phone and walks the
 * screens they use (home, schedule, a match, the table) and the treasurer the finance
 * screen; every page is in Hindi at its own address, clean for axe in both languages, and a
 * prerendered Hindi page arrives with lang="hi" and its English twin named both ways.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminSession } from './helpers/admin';
import { appReady } from './helpers/app';

const DEVANAGARI = /[\u0900-\u097F]/;
const shots = 'test-results/screens';

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

/** The page's main heading, in Hindi (no screen keeps its English heading on a /hi address). */
async function hindiHeading(page: Page) {
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? '';
}

test('a prerendered Hindi page arrives in Hindi, with lang="hi" and its English twin linked both ways', async ({ request }) => {
  const res = await request.get('/hi/schedule');
  expect(res.ok()).toBe(true);
  const html = await res.text();
  expect(html).toMatch(/<html lang="hi"/);
  expect(html).toContain('<link rel="alternate" hrefLang="en" href="/schedule"/>');
  expect(html).toContain('<link rel="alternate" hrefLang="hi" href="/hi/schedule"/>');
  // The heading is drawn in Hindi in the document itself, before any script runs.
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  expect(h1).toMatch(DEVANAGARI);
  const english = await (await request.get('/schedule')).text();
  expect(english).toMatch(/<html lang="en"/);
  expect(english).toContain('<link rel="alternate" hrefLang="hi" href="/hi/schedule"/>');
});

/** A compiled catalog message (Lingui's JSON: text and `["0"]` placeholders) with its parts filled in. */
function filled(message: unknown, values: string[] = []): string {
  const parts = Array.isArray(message) ? message : [message];
  return parts.map((part) => (Array.isArray(part) ? values[Number(part[0])] : String(part))).join('');
}

test("the server's words are in Hindi too: a result line, a form's check and the API's refusal", async ({ page }) => {
  test.setTimeout(90_000);
  // The expected Hindi is read from the catalogs the site serves, not written here.
  const words = async (catalog: string) => (await (await page.request.get(`/locales/hi/${catalog}.json`)).json()) as Record<string, unknown>;
  const [cricket, scoring] = [await words('cricket'), await words('scoring')];

  // A result line the engine wrote ("Kaveri Kings won by 14 runs"), on the match page.
  const matches = (await (await page.request.get('/api/matches')).json()).data as Array<{ id: string; result?: string | null }>;
  const won = matches.map((m) => ({ m, parts: /^(.+) won by (\d+) (runs|wickets)$/.exec(m.result ?? '') })).find((x) => x.parts);
  expect(won, 'a demo match won by runs or wickets').toBeDefined();
  const [, winner, margin, unit] = won!.parts!;
  const line = filled(cricket[`{0} won by {1} ${unit}`], [winner!, margin!]);
  expect(line).toMatch(DEVANAGARI);
  await page.goto(`/hi/matches/${won!.m.id}`);
  await appReady(page);
  await expect(page.locator('main')).toContainText(line);
  await expect(page.locator('main')).not.toContainText(won!.m.result!);

  // A check of the shared contract, in the browser, and a refusal the API answers.
  await adminSession(page);
  await page.goto('/hi/admin/scorers');
  await appReady(page);
  const form = page.locator('form').filter({ has: page.locator('input[type="email"]') });
  await form.locator('button[type="submit"]').click();
  await expect(form).toContainText(filled(scoring['Email is required']));
  await form.locator('input[type="email"]').fill('admin@league.local');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('alert').or(form.locator('.ui-notice'))).toContainText(filled(scoring['That email belongs to an admin, who can already score']));
  await expect(form).not.toContainText('That email belongs to an admin');
  await axeClean(page);
});

test('the sign-up form has a Hindi twin in the built catalogs, axe clean', async ({ page }) => {
  // (Register Now leads there on a Hindi page when no external form is set: home-page.test.tsx;
  // this run's league names an external form.)
  const registrations = (await (await page.request.get('/locales/hi/registrations.json')).json()) as Record<string, unknown>;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: filled(registrations['Send sign-up']) })).toBeVisible();
  await expect(page.getByLabel(filled(registrations['Full name']))).toBeVisible();
  await axeClean(page);
  await page.screenshot({ path: `${shots}/hi-register-390.png`, fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('switch to Hindi and walk home, schedule, a match and the table; the choice is remembered', async ({ page }) => {
    const matches = (await (await page.request.get('/api/matches')).json()).data as Array<{ id: string; status: string }>;
    const completed = matches.find((m) => m.status === 'completed');
    expect(completed).toBeDefined();

    await page.goto('/');
    await appReady(page);
    await axeClean(page);
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await axeClean(page);
    await page.screenshot({ path: `${shots}/hi-home-390.png`, fullPage: true });

    // The menu is in Hindi, and leads to Hindi screens.
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'होम' })).toBeVisible();
    await menu.getByRole('link', { name: 'कार्यक्रम' }).click();
    await expect(page).toHaveURL(/\/hi\/schedule$/);
    expect(await hindiHeading(page)).toMatch(DEVANAGARI);
    await expect(page.locator('main')).not.toContainText('Match Schedule');
    await axeClean(page);
    await page.screenshot({ path: `${shots}/hi-schedule-390.png`, fullPage: true });

    await page.goto(`/hi/matches/${completed!.id}`);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('main')).toContainText(DEVANAGARI);
    await axeClean(page);
    await page.screenshot({ path: `${shots}/hi-match-390.png`, fullPage: true });

    await page.goto('/hi/standings');
    await appReady(page);
    expect(await hindiHeading(page)).toMatch(DEVANAGARI);
    await expect(page.getByRole('table').first()).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: `${shots}/hi-standings-390.png`, fullPage: true });

    // Remembered: the site's address opens in Hindi again; English is one tap back.
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi$/);
    await appReady(page);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the treasurer reads the finance screen in Hindi, axe clean in both languages', async ({ page }) => {
    await adminSession(page);
    await page.goto('/finance');
    await expect(page.getByRole('heading', { level: 1, name: 'Finance & Expense Tracker' })).toBeVisible();
    await axeClean(page);
    await page.goto('/hi/finance');
    expect(await hindiHeading(page)).toMatch(DEVANAGARI);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('main')).not.toContainText('Finance & Expense Tracker');
    await axeClean(page);
    await page.screenshot({ path: `${shots}/hi-finance-390.png`, fullPage: true });
  });
});
