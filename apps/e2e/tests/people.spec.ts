/**
 * Issue 28 in the browser: an organiser approves a child's sign-up without a guardian's
 * consent, the child bats in a scored match, and a visitor reading the match page and the
 * stats sees a placeholder of the child's team, never the name. The organiser records the
 * guardian's consent on the People screen; the visitor now sees the name.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, adminSession } from './helpers/admin';

const shots = 'test-results/screens';
const stamp = Date.now().toString().slice(-6);
const CHILD = `Pranav Kid${stamp}`;
const ADULT = `Arjun Grown${stamp}`;
const TEAMS = [`Riverside Cubs ${stamp}`, `Hilltop Hawks ${stamp}`];

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function call(request: APIRequestContext, method: 'post' | 'get', url: string, data?: unknown) {
  const res = await request[method](url, { headers: { ...adminHeaders(), 'content-type': 'application/json' }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

// What the test made goes again, so the specs after it see the demo league as it was.
const made: string[] = [];
test.afterEach(async ({ request }) => {
  for (const url of made.splice(0).reverse()) await request.delete(url, { headers: adminHeaders() });
});

test('a child without consent is a placeholder to visitors until the guardian consents', async ({ page, browser, request }) => {
  await adminSession(page);
  // The sign-up sheet: a child (month-first date, as some forms write it) and an adult.
  const csv = ['Full Name,Phone,Date of Birth', `"${CHILD}",70${stamp}21,5/14/2013`, `"${ADULT}",70${stamp}22,14 May 1990`].join('\n');
  await call(request, 'post', '/api/registrations/import', { csv });

  // Approve the child on the review screen, which shows the age and says the name stays hidden.
  await page.goto('/dashboard/sheets');
  const review = page.getByRole('region', { name: 'Review sign-ups' });
  const childItem = review.getByRole('listitem').filter({ hasText: CHILD });
  await expect(childItem).toContainText('Age 13');
  await childItem.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${CHILD}: Under 18: the profile stays hidden until a guardian consents`)).toBeVisible();
  const adultItem = review.getByRole('listitem').filter({ hasText: ADULT });
  await adultItem.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${ADULT}: approved`)).toBeVisible();

  // Squads, a fixture, and the scorer's first balls: the child bats.
  const section = ((await call(request, 'get', '/api/config')) as { sections: string[] }).sections[0]!;
  const ids: string[] = [];
  for (const [name, players] of [
    [TEAMS[0]!, [ADULT, CHILD]],
    [TEAMS[1]!, [`Bowler One${stamp}`, `Bowler Two${stamp}`]],
  ] as const) {
    ids.push((await call(request, 'post', '/api/teams', { section, name, captain: players[0], players })).data._id);
    made.push(`/api/teams/${ids.at(-1)}`);
  }
  const format = { oversPerInnings: 2, ballsPerOver: 6, playersPerSide: 2 };
  const tournament = (await call(request, 'post', '/api/tournaments', { name: `People Cup ${stamp}`, season: '2026', format, status: 'active' })).data;
  made.push(`/api/tournaments/${tournament.id}`);
  const match = (
    await call(request, 'post', '/api/matches', {
      team1: TEAMS[0],
      team2: TEAMS[1],
      team1Id: ids[0],
      team2Id: ids[1],
      tournamentId: tournament.id,
      matchDate: '2026-05-01T15:30',
    })
  ).data;
  made.push(`/api/matches/${match.id}`);
  let after: string | null = null;
  const post = async (event: Record<string, unknown>) => {
    const id = randomUUID();
    await call(request, 'post', `/api/matches/${match.id}/events`, { ...event, id, after });
    after = id;
  };
  await post({ type: 'toss', winner: TEAMS[0], decision: 'bat' });
  await post({ type: 'lineups', team: TEAMS[0], players: [ADULT, CHILD] });
  await post({ type: 'lineups', team: TEAMS[1], players: [`Bowler One${stamp}`, `Bowler Two${stamp}`] });
  for (const runs of [4, 1]) {
    await post({
      type: 'delivery',
      innings: 0,
      team: TEAMS[0],
      over: 0,
      batter: runs === 4 ? CHILD : ADULT,
      non_striker: runs === 4 ? ADULT : CHILD,
      bowler: `Bowler One${stamp}`,
      runs: { batter: runs, extras: 0, total: runs },
    });
  }

  // A visitor: the match page and the stats show the child's team placeholder, never the name.
  const visitor = await browser.newPage();
  await visitor.goto(`/matches/${match.id}`);
  await expect(visitor.getByText(ADULT).first()).toBeVisible();
  await expect(visitor.getByText(`${TEAMS[0]} player 2`).first()).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText(CHILD);
  await visitor.goto('/stats');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  // The match's tournament, drawn (the adult's row and the child's placeholder are there)
  // before the child's absence means anything.
  await visitor.getByRole('tab', { name: `People Cup ${stamp}` }).click();
  await expect(visitor.getByRole('row').filter({ hasText: ADULT }).first()).toBeVisible();
  await expect(
    visitor
      .getByRole('row')
      .filter({ hasText: `${TEAMS[0]} player 2` })
      .first(),
  ).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText(CHILD);

  // The organiser records the guardian's consent on the People screen.
  await page.goto('/dashboard/people');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const person = page.getByRole('list', { name: 'People' }).getByRole('listitem').filter({ hasText: CHILD });
  await expect(person).toContainText('Age 13');
  await expect(person).toContainText(`Hidden: shown as “${TEAMS[0]} player 2”`);
  await axeClean(page);
  await page.screenshot({ path: `${shots}/people-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/people-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await person.getByRole('button', { name: 'Record consent' }).click();
  const dialog = page.getByRole('dialog', { name: `Guardian's consent for ${CHILD}` });
  await dialog.getByLabel("Guardian's name").fill('Sita Kid');
  await dialog.getByLabel("Guardian's phone").fill('98450 99999');
  await dialog.getByLabel('The guardian agrees').check();
  await dialog.getByRole('button', { name: 'Record consent' }).click();
  await expect(page.getByText(`Consent recorded: ${CHILD} is public now`)).toBeVisible();

  // The visitor now sees the name.
  await visitor.goto(`/matches/${match.id}`);
  await expect(visitor.getByText(CHILD).first()).toBeVisible();
  await visitor.close();
});
