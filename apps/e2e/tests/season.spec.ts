/**
 * Issue 31: a season generated for six teams over two grounds, one fixture moved before the
 * plan is applied, and the moved fixture on the public schedule at its new time and ground.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, adminSession } from './helpers/admin';
import { appReady } from './helpers/app';

// The league's zone (LEAGUE_TIMEZONE's default): the schedule shows the viewer's local time.
test.use({ timezoneId: 'Asia/Kolkata' });

const run = Date.now().toString(36).slice(-4).toUpperCase();
const made = { grounds: [] as string[], teams: [] as string[], tournament: '' };

async function create(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<{ id?: string; _id?: string }> {
  const res = await request.post(path, { headers: adminHeaders(), data });
  expect(res.status(), `${path} ${await res.text()}`).toBe(201);
  return ((await res.json()) as { data: { id?: string; _id?: string } }).data;
}

/** A calendar day "YYYY-MM-DD" `days` after `from`. */
const dayAfter = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

test.afterAll(async ({ request }) => {
  const headers = adminHeaders();
  const matches = ((await (await request.get('/api/matches')).json()) as { data: { id: string; tournamentId?: string | null }[] }).data;
  for (const m of matches.filter((m) => made.tournament && m.tournamentId === made.tournament)) await request.delete(`/api/matches/${m.id}`, { headers });
  if (made.tournament) await request.delete(`/api/tournaments/${made.tournament}`, { headers });
  for (const id of made.teams) await request.delete(`/api/teams/${id}`, { headers });
  for (const id of made.grounds) await request.delete(`/api/grounds/${id}`, { headers });
});

test('an organiser generates a season, moves one fixture, applies it and finds it on the schedule', async ({ page, request }) => {
  const grounds = [`North Oval ${run}`, `River Maidan ${run}`];
  for (const name of grounds) made.grounds.push((await create(request, '/api/grounds', { name, address: 'Bengaluru', mapUrl: null })).id!);
  for (const name of ['Ravens', 'Kites', 'Herons', 'Mynas', 'Egrets', 'Falcons']) {
    made.teams.push((await create(request, '/api/teams', { section: 'GICPL-OG', name: `${name} ${run}`, captain: `${name} Captain` }))._id!);
  }
  // The next Monday on, so every date is ahead of today; the season is the tournament's year.
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const monday = new Date(today.getTime() + (((8 - today.getUTCDay()) % 7) + 7) * 86_400_000);
  const name = `Season Cup ${run}`;
  made.tournament = (await create(request, '/api/tournaments', { name, season: dayAfter(monday, 0).slice(0, 4), teamIds: made.teams })).id!;

  await adminSession(page);
  await page.goto('/admin/tournaments');
  await appReady(page);
  await page.getByRole('link', { name: `Generate fixtures for ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Generate fixtures: ${name}` })).toBeVisible();

  await page.getByLabel('Start date').fill(dayAfter(monday, 0));
  await page.getByLabel('End date').fill(dayAfter(monday, 120));
  await page.getByRole('button', { name: 'Add Slot' }).click();
  for (const [i, weekday] of ['Saturday', 'Sunday'].entries()) {
    const slot = page.getByRole('group', { name: `Slot ${i + 1}` });
    await slot.getByLabel('Weekday').selectOption(weekday);
    await slot.getByLabel('Time').fill('07:00');
    await slot.getByLabel('Ground').selectOption(grounds[i]!);
  }
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Plan: 15 fixtures' })).toBeFocused();
  await expect(page.getByRole('table', { name: 'Fairness per team' }).getByRole('row')).toHaveCount(7);

  // The first fixture moves to the Wednesday evening of the first week, at its own ground.
  const first = page
    .getByRole('table', { name: /^Fixtures/ })
    .getByRole('row')
    .nth(1);
  const match = (await first.getByRole('rowheader').textContent())!;
  const ground = await first.getByRole('combobox').inputValue();
  const moved = `${dayAfter(monday, 2)}T18:30`;
  await first.getByLabel(`Date and time of ${match}`).fill(moved);
  await page.getByRole('button', { name: 'Apply 15 fixtures' }).click();
  await expect(page.getByRole('heading', { name: '15 fixtures written' })).toBeFocused();

  await page.getByRole('status').getByRole('link', { name: 'schedule' }).click();
  const [team1, team2] = match.split(' v ');
  const card = page.getByRole('listitem').filter({ hasText: team1! }).filter({ hasText: team2! });
  const [year, month, day] = moved.slice(0, 10).split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  await expect(card).toContainText(`${day} ${months[month! - 1]} ${year}, 6:30 pm · ${ground}`);
});
