import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminSession, adminToken } from './helpers/admin';

const shots = 'test-results/screens';
const LIVE_MS = 1000; // every watcher sees every bid within a second

async function expectNoSeriousAxeIssues(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const admin = () => ({ authorization: `Bearer ${adminToken()}` });

// The teams a test made are removed after it: later specs count the demo league's teams.
const madeTeams: string[] = [];
test.afterEach(async ({ request }) => {
  for (const id of madeTeams.splice(0)) await request.delete(`/api/teams/${id}`, { headers: admin() });
});

/** Three fresh teams and an auction over a small pool, with two paddle links. */
async function setUp(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const names = [`Banyan Blasters ${stamp}`, `Royal Strikers ${stamp}`, `Lake Lions ${stamp}`];
  const teamIds: string[] = [];
  for (const name of names) {
    const res = await request.post('/api/teams', { headers: admin(), data: { section: 'GICPL-H', name, captain: `${name} Captain` } });
    expect(res.status()).toBe(201);
    teamIds.push((await res.json()).data._id);
    madeTeams.push(teamIds.at(-1)!);
  }
  const created = await request.post('/api/auctions', {
    headers: admin(),
    data: {
      name: `Auction ${stamp}`,
      purse: 500,
      squadMin: 2,
      squadMax: 4,
      categories: [
        { name: 'Gold', basePrice: 75 },
        { name: 'Silver', basePrice: 50 },
      ],
      increments: [
        { from: 0, step: 5 },
        { from: 100, step: 10 },
      ],
      teams: teamIds.map((teamId) => ({ teamId })),
      pool: [
        { name: `Ishaan Rao ${stamp}`, category: 'Gold', role: 'Batter', stats: '412 runs, 3 wickets' },
        { name: `Dev Menon ${stamp}`, category: 'Silver', role: 'Bowler' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const auction = (await created.json()).data;
  const links: string[] = [];
  for (const teamId of teamIds.slice(0, 2)) {
    const res = await request.post(`/api/auctions/${auction._id}/paddles`, { headers: admin(), data: { teamId } });
    links.push((await res.json()).data.path);
  }
  return { auction, names, stamp, links };
}

async function openAt(browser: Browser, width: number, height: number, path: string) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('a three-team auction run from the console while a projector and two paddles watch', async ({ page, browser, request }) => {
  const { auction, names, stamp, links } = await setUp(request);
  const [banyan, royal] = names as [string, string, string];
  const player = `Ishaan Rao ${stamp}`;

  const projector = await openAt(browser, 1920, 1080, `/auction/${auction._id}`);
  await expect(projector.getByRole('heading', { level: 1, name: auction.name })).toBeVisible();
  await expect(projector.getByText('The auction has not started yet.').first()).toBeVisible();
  const paddleA = await openAt(browser, 390, 844, links[0]!);
  const paddleB = await openAt(browser, 390, 844, links[1]!);
  await expect(paddleA.getByRole('heading', { level: 1, name: banyan })).toBeVisible();
  await expect(paddleB.getByRole('heading', { level: 1, name: royal })).toBeVisible();
  // The token leaves the address bar once read.
  expect(new URL(paddleA.url()).search).toBe('');

  await adminSession(page);
  await page.goto(`/auction/${auction._id}/console`);
  await expect(page.getByRole('heading', { level: 1, name: `${auction.name}: console` })).toBeVisible();
  await page.getByRole('button', { name: 'Start the auction' }).click();
  await page.getByLabel('Player').selectOption({ label: `${player} · Gold` });
  await page.getByRole('button', { name: 'Call next lot' }).click();

  // The lot reaches every watcher.
  for (const watcher of [projector, paddleA, paddleB]) await expect(watcher.getByText(player).first()).toBeVisible({ timeout: LIVE_MS });
  await expect(paddleA.getByRole('button', { name: 'Bid 75' })).toBeEnabled({ timeout: LIVE_MS });

  // A raise from the console for Banyan: each watcher sees it within a second.
  await page.getByRole('button', { name: `${banyan}, Bid 75` }).click();
  await expect(projector.getByLabel('Current bid')).toContainText('75', { timeout: LIVE_MS });
  await expect(projector.getByLabel('Current bid')).toContainText(banyan, { timeout: LIVE_MS });
  await expect(paddleA.getByRole('button', { name: 'You lead' })).toBeVisible({ timeout: LIVE_MS });
  await expect(paddleB.getByRole('button', { name: 'Bid 80' })).toBeVisible({ timeout: LIVE_MS });

  // Royal raises from its own paddle.
  await paddleB.getByRole('button', { name: 'Bid 80' }).click();
  await expect(projector.getByLabel('Current bid')).toContainText(royal, { timeout: LIVE_MS });
  await expect(page.getByText(`80 ${royal}`).first()).toBeVisible({ timeout: LIVE_MS });
  await expect(paddleA.getByRole('button', { name: 'Bid 85' })).toBeVisible({ timeout: LIVE_MS });
  await projector.screenshot({ path: `${shots}/auction-projector-1920.png` });
  await paddleA.screenshot({ path: `${shots}/auction-paddle-390.png`, fullPage: true });
  await page.screenshot({ path: `${shots}/auction-console-1280.png`, fullPage: true });
  await expectNoSeriousAxeIssues(projector);
  await expectNoSeriousAxeIssues(paddleA);
  await expectNoSeriousAxeIssues(page);

  // Sold: the projector's moment, then an undo brings the lot back exactly as it was.
  await page.getByRole('button', { name: `Sell to ${royal} for 80` }).click();
  await expect(projector.getByText('SOLD', { exact: true }).and(projector.locator('.auction-hammer__word'))).toBeVisible({ timeout: LIVE_MS });
  await expect(projector.locator('.auction-hammer__to')).toHaveText(`to ${royal} for 80`);
  await projector.screenshot({ path: `${shots}/auction-projector-sold-1920.png` });
  await page.getByRole('button', { name: 'Undo last sale' }).click();
  await expect(projector.getByLabel('Current bid')).toContainText(royal, { timeout: LIVE_MS });
  await expect(paddleB.getByRole('button', { name: 'You lead' })).toBeVisible({ timeout: LIVE_MS });
  await page.getByRole('button', { name: `Sell to ${royal} for 80` }).click();
  await expect(projector.getByText('SOLD', { exact: true }).and(projector.locator('.auction-hammer__word'))).toBeVisible({ timeout: LIVE_MS });
  await expect(projector.getByRole('row', { name: new RegExp(royal) })).toContainText('420');

  // The second player goes unsold; then the auction closes.
  await page.getByRole('button', { name: 'Call next lot' }).click();
  await expect(paddleA.getByText(`Dev Menon ${stamp}`).first()).toBeVisible({ timeout: LIVE_MS });
  await page.getByRole('button', { name: 'Unsold' }).click();
  await expect(projector.getByText('UNSOLD', { exact: true })).toBeVisible({ timeout: LIVE_MS });
  await page.getByRole('button', { name: 'Close the auction' }).click();
  await expect(projector.getByText('The auction is closed.').first()).toBeVisible({ timeout: LIVE_MS });

  // The squad is on the Teams screen.
  await page.goto('/teams');
  await page.getByRole('tab', { name: 'GICPL-H' }).click();
  await page.getByRole('button', { name: royal }).click();
  await expect(page.getByRole('dialog', { name: royal }).getByText(player)).toBeVisible();

  // The console at phone width.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/auction/${auction._id}/console`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: `${shots}/auction-console-375.png`, fullPage: true });
});

test('the setup screen lists auctions and makes paddle links; a revoked link stops working', async ({ page, request }) => {
  const { auction } = await setUp(request);
  await adminSession(page);
  await page.goto('/admin/auctions');
  await expect(page.getByRole('heading', { level: 1, name: 'Auctions' })).toBeVisible();
  const section = page.getByRole('region', { name: auction.name });
  await section.getByRole('button', { name: 'Paddle links' }).click();
  await section.getByRole('button', { name: 'New link' }).first().click();
  const link = section.getByRole('textbox').first();
  await expect(link).toHaveValue(/\/paddle\?token=/);
  await page.screenshot({ path: `${shots}/auction-setup-1280.png`, fullPage: true });
  await expectNoSeriousAxeIssues(page);
  await page.getByRole('button', { name: 'New auction' }).click();
  await page.getByRole('button', { name: 'Create auction' }).click();
  await expect(page.getByText('Auction name is required')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/auction-setup-390.png`, fullPage: true });
  await expectNoSeriousAxeIssues(page);

  // A stranger's link: a clear message, not a broken screen.
  await page.goto(`/auction/${auction._id}/paddle?token=not-a-real-token-000000000000`);
  await expect(page.getByText('This paddle link is not valid any more. Ask the auctioneer for a new one.')).toBeVisible();
});

test('the setup form takes its tournament from a list, the sign-ups ticked and a captain per team, by keyboard, at 1280 and 390 px', async ({
  page,
  request,
}) => {
  const { names, stamp } = await setUp(request);
  const [banyan, royal] = names as [string, string, string];
  await adminSession(page);
  // The demo league has no approved adult sign-ups: three are served to this page only (the
  // auction is created in setup and never sells them).
  const signups = [
    { registrationId: '5e000000-0000-4000-8000-000000000001', name: 'Asha Rao', role: 'Batter', status: 'approved', category: null, playerId: null },
    { registrationId: '5e000000-0000-4000-8000-000000000002', name: 'Iyer, Kavya', role: '', status: 'pooled', category: 'Gold', playerId: null },
    { registrationId: '5e000000-0000-4000-8000-000000000003', name: 'Kavya Iyer', role: 'Bowler', status: 'approved', category: null, playerId: null },
  ];
  await page.route('**/api/registrations/pool-candidates', (route) => route.fulfill({ json: { success: true, data: signups } }));
  await page.goto('/admin/auctions');
  await page.getByRole('button', { name: 'New auction' }).click();
  const form = page.getByRole('form', { name: 'New auction' });
  await form.getByLabel(/^Name/).fill(`Setup ${stamp}`);

  // The tournament is one of the league's, chosen from the list.
  const tournament = form.getByRole('combobox', { name: /^Tournament/ });
  await expect(tournament).toBeEnabled();
  const choices = await tournament
    .locator('option')
    .evaluateAll((options) => options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent })));
  expect(choices.length).toBeGreaterThan(1);
  await tournament.selectOption(choices[1]!.value);

  // Sign-ups: all ticked from the keyboard, then one unticked.
  const all = form.getByRole('checkbox', { name: 'Select all (3)' });
  await all.focus();
  await page.keyboard.press('Space');
  await expect(all).toBeChecked();
  await expect(form.getByText('3 of 3 chosen')).toBeVisible();
  await form.getByRole('checkbox', { name: /^Kavya Iyer/ }).uncheck();
  await expect(form.getByText('2 of 3 chosen')).toBeVisible();

  await form.getByLabel(/^Pool/).fill(`Das, Pranav ${stamp}, Gold, Bowler`);
  await form.getByRole('checkbox', { name: banyan }).check();
  await form.getByRole('checkbox', { name: royal }).check();
  const captain = form.getByRole('combobox', { name: `Captain of ${banyan}` });
  await captain.focus();
  await captain.selectOption({ label: `${banyan} Captain (the team's captain)` });
  await page.screenshot({ path: `${shots}/auction-setup-form-1280.png`, fullPage: true });
  await expectNoSeriousAxeIssues(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/auction-setup-form-390.png`, fullPage: true });
  await form.locator('.auction-signups').screenshot({ path: `${shots}/auction-setup-signups-390.png` });
  await form.locator('.auction-teams--captains').screenshot({ path: `${shots}/auction-setup-captains-390.png` });
  await expectNoSeriousAxeIssues(page);

  await form.getByRole('button', { name: 'Create auction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Setup ${stamp}: console` })).toBeVisible();
  const id = /\/auction\/([^/]+)\/console/.exec(page.url())![1]!;
  const state = (await (await request.get(`/api/auctions/${id}`)).json()).data;
  expect(state.tournamentId).toBe(choices[1]!.value);
  expect(state.pool).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: `${banyan} Captain`, teamId: state.teams[0].teamId, status: 'sold' }),
      expect.objectContaining({ name: `Das, Pranav ${stamp}`, category: 'Gold', role: 'Bowler' }),
      expect.objectContaining({ name: 'Iyer, Kavya', category: 'Gold', registrationId: signups[1]!.registrationId }),
    ]),
  );
  expect(state.pool.filter((p: { registrationId: string | null }) => p.registrationId)).toHaveLength(2);
});
