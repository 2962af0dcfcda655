/**
 * Issues 28 and 32: every list of top players gives one answer, from the scorecards. A small
 * season is scored through the API (two tournaments, a player who changed teams, a name
 * the scorer typed that no squad holds, a profile whose typed figures dwarf everyone's), and
 * the home highlights, the dashboard's leaderboards, the stats page and the assistant must
 * name the same player with the same runs. The typed figures come back only as
 * `beforeSite`: if any of the four ranked by them again, "Typed Legend" would top it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import { linkFixtureTeams, teamsPlugin, teamsSchema } from '@league/teams/server';
import { playersPlugin, playersSchema } from '@league/players/server';
import { schedulePlugin, scheduleSchema } from '@league/schedule/server';
import { sponsorsSchema } from '@league/sponsors/server';
import { tournamentsPlugin, tournamentsSchema, TOURNAMENTS_CACHE_TAG } from '@league/tournaments/server';
import { assistantPlugin } from './plugin';

let db: TestDb;
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let scorer: Record<string, string>;
const cache = new ResponseCache();

beforeAll(async () => {
  db = await createTestDb(teamsSchema, playersSchema, scheduleSchema, sponsorsSchema, tournamentsSchema);
  const feature = { db: db.db, cache };
  app = await createTestApp({
    plugins: [
      [teamsPlugin, { ...feature, alsoInvalidate: [TOURNAMENTS_CACHE_TAG] }],
      [playersPlugin, { ...feature, alsoInvalidate: [TOURNAMENTS_CACHE_TAG] }],
      [schedulePlugin, { ...feature, timeZone: 'Asia/Kolkata', linkTeams: linkFixtureTeams, alsoInvalidate: [TOURNAMENTS_CACHE_TAG] }],
      [tournamentsPlugin, feature],
      [assistantPlugin, { ...feature, llm: null, registrationFormUrl: null, timeZone: 'Asia/Kolkata' }],
    ],
  });
  admin = bearer(await mintToken());
  scorer = bearer(await mintToken({ role: 'scorer', name: 'Scorer', email: 'scorer@example.test' }));
});
afterAll(async () => {
  await app.close();
  await db.close();
});
beforeEach(async () => {
  await db.reset();
  cache.clear();
});

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = admin) {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}
const visitor = async (url: string) => (await call('GET', url, undefined, {})).data;

const ADULT = '1990-04-01';
async function profile(name: string, phone: string, typed: { runs?: number; wickets?: number; catches?: number } = {}, dob = ADULT) {
  return (
    await call('POST', '/api/players', {
      name,
      phone,
      dob,
      batting: { matches: 40, runs: typed.runs ?? 0 },
      bowling: { wickets: typed.wickets ?? 0 },
      fielding: { catches: typed.catches ?? 0 },
    })
  ).data as { id: string };
}

/** A team whose squad belongs to `tournamentId` (the squad lines bind their names to people). */
async function team(name: string, players: string[], tournamentId: string) {
  const created = (await call('POST', '/api/teams', { section: 'GICPL-OG', name, captain: players[0], players: players.map((p) => ({ name: p })) })).data;
  await db.query('update team_players set tournament_id = $1 where team_id = $2 and tournament_id is null', [tournamentId, created._id]);
  return created._id as string;
}

const ball = (innings: number, team: string, batter: string, bowler: string, runs: number, extra: object = {}) => ({
  type: 'delivery',
  innings,
  team,
  over: 0,
  batter,
  non_striker: 'Partner',
  bowler,
  runs: { batter: runs, extras: 0, total: runs },
  ...extra,
});

async function score(tournamentId: string, team1: string, team2: string, matchDate: string, balls: object[]) {
  const match = (await call('POST', '/api/matches', { team1, team2, tournamentId, matchDate })).data as { id: string };
  let after: string | null = null;
  for (const event of balls) {
    const id = randomUUID();
    await call('POST', `/api/matches/${match.id}/events`, { id, after, ...event }, scorer);
    after = id;
  }
  return match.id;
}

async function ask(question: string): Promise<string> {
  return (await call('POST', '/api/ai/chat', { sys: 'You are a helpful assistant.', messages: [{ role: 'user', content: question }] }, {})).reply;
}

/** Two tournaments: Asha Rao scores 16 for Banyan in the first and 10 for Gully in the second. */
async function season() {
  const asha = await profile('Asha Rao', '9000000001', { runs: 12 });
  const legend = await profile('Typed Legend', '9000000002', { runs: 5000, wickets: 300, catches: 99 });
  const imran = await profile('Imran Khan', '9000000003');
  const spring = (await call('POST', '/api/tournaments', { name: 'Spring Cup', season: '2026' })).data.id as string;
  const autumn = (await call('POST', '/api/tournaments', { name: 'Autumn Cup', season: '2026' })).data.id as string;
  await team('Banyan Blasters', ['Asha Rao', 'Typed Legend'], spring);
  const gully = await team('Gully Gladiators', ['Imran Khan'], spring);
  await score(spring, 'Banyan Blasters', 'Gully Gladiators', '2026-04-05T15:30', [
    ball(0, 'Banyan Blasters', 'Asha Rao', 'Imran Khan', 6),
    ball(0, 'Banyan Blasters', 'Asha Rao', 'Imran Khan', 4),
    ball(0, 'Banyan Blasters', 'Asha Rao', 'Imran Khan', 6),
    ball(0, 'Banyan Blasters', 'Typed Legend', 'Imran Khan', 4),
    // Caught by a substitute the scorer typed: a name no squad or profile holds.
    ball(0, 'Banyan Blasters', 'Typed Legend', 'Imran Khan', 0, {
      wickets: [{ player_out: 'Typed Legend', kind: 'caught', fielders: [{ name: 'Gully Sub' }] }],
    }),
    ball(1, 'Gully Gladiators', 'Imran Khan', 'Typed Legend', 2),
  ]);
  // Asha moved to Gully for the autumn: one person, two teams, one career line.
  await call('POST', `/api/teams/${gully}/players`, { name: 'Asha Rao' });
  await db.query('update team_players set tournament_id = $1 where team_id = $2 and tournament_id is null', [autumn, gully]);
  await score(autumn, 'Gully Gladiators', 'Royal Strikers', '2026-10-04T15:30', [
    ball(0, 'Gully Gladiators', 'Asha Rao', 'Visiting Bowler', 4),
    ball(0, 'Gully Gladiators', 'Asha Rao', 'Visiting Bowler', 6),
  ]);
  return { asha, legend, imran, spring, autumn };
}

describe('one ranking from the scorecards (issues 28, 32)', () => {
  it('the highlights, the leaderboards, the stats page and the assistant name the same top scorer with the same runs', async () => {
    const { asha, legend } = await season();

    const stats = await visitor('/api/stats');
    const top = await visitor('/api/players/top?limit=3');
    const boards = await visitor('/api/players/leaderboards');
    const reply = await ask('who is the top run scorer');

    expect(stats.batting[0]).toMatchObject({ name: 'Asha Rao', runs: 26, playerId: asha.id, personId: expect.any(String), matches: 2 });
    expect(top[0]).toMatchObject({ id: asha.id, name: 'Asha Rao', batting: { runs: 26, matches: 2 } });
    expect(boards.topRuns[0]).toEqual({ name: 'Asha Rao', value: 26 });
    expect(boards.table[0]).toMatchObject({ name: 'Asha Rao', runs: 26 });
    expect(reply.split('\n').slice(0, 2)).toEqual(['Top run-getters:', '1. Asha Rao: 26 runs']);

    // The whole order agrees, not just the first place.
    const profiles = stats.batting.filter((b: { playerId?: string }) => b.playerId).map((b: { name: string; runs: number }) => [b.name, b.runs]);
    expect(boards.topRuns.map((l: { name: string; value: number }) => [l.name, l.value])).toEqual(profiles);
    expect(
      top.filter((p: { batting: { runs: number } }) => p.batting.runs > 0).map((p: { name: string; batting: { runs: number } }) => [p.name, p.batting.runs]),
    ).toEqual(profiles);
    expect(stats.bowling[0]).toMatchObject({ name: 'Imran Khan', wickets: 1 });
    expect(boards.topWickets[0]).toEqual({ name: 'Imran Khan', value: 1 });
    expect((await ask('who has taken the most wickets?')).split('\n')[1]).toBe('1. Imran Khan: 1 wickets');

    // Typed figures travel with the card, labelled, and rank nothing.
    const typed = top.find((p: { id: string }) => p.id === legend.id);
    expect(typed).toMatchObject({ batting: { runs: 4 }, bowling: { wickets: 0 }, beforeSite: { batting: { runs: 5000 }, bowling: { wickets: 300 } } });
    expect(boards.topDismissals).toEqual([]);
    expect(await ask('Typed Legend stats')).toContain('Before this site: 5,000 runs in 40 matches, 300 wickets, 99 catches');
  });

  it('counts one person once across teams and tournaments, and an unlinked name as a line of its own', async () => {
    const { asha, spring, autumn } = await season();
    const career = await visitor('/api/stats');
    expect(career.batting.filter((b: { name: string }) => b.name === 'Asha Rao')).toHaveLength(1);
    expect(career.batting[0]).toMatchObject({ team: 'Gully Gladiators', innings: 2, highest: '16*', fours: 2, sixes: 3 });
    const springStats = await visitor(`/api/tournaments/${spring}/stats`);
    const autumnStats = await visitor(`/api/tournaments/${autumn}/stats`);
    expect(springStats.batting[0]).toMatchObject({ name: 'Asha Rao', runs: 16, team: 'Banyan Blasters', playerId: asha.id });
    expect(autumnStats.batting[0]).toMatchObject({ name: 'Asha Rao', runs: 10, team: 'Gully Gladiators', playerId: asha.id });
    // The substitute is on the stats page under the typed name, bound to nobody, and on no list of top players.
    const sub = career.fielding.find((f: { name: string }) => f.name === 'Gully Sub');
    expect(sub).toMatchObject({ team: 'Gully Gladiators', catches: 1 });
    expect(sub).not.toHaveProperty('playerId');
    expect(sub).not.toHaveProperty('personId');
    const boards = await visitor('/api/players/leaderboards');
    expect(JSON.stringify(boards.topDismissals)).not.toContain('Gully Sub');
    expect(boards.dismissalsMix).toEqual({ catches: 1, stumpings: 0, runouts: 0 });
  });

  it('leaves a child without consent off every list of top players, and follows every write', async () => {
    await season();
    const kid = await profile('Kiran Kid', '9000000009', {}, '2015-06-01');
    const spring = (await call('GET', '/api/tournaments')).data.find((t: { name: string }) => t.name === 'Spring Cup').id;
    await team('Kids XI', ['Kiran Kid'], spring);
    expect((await visitor('/api/players/leaderboards')).topRuns[0]).toEqual({ name: 'Asha Rao', value: 26 });
    await score(spring, 'Kids XI', 'Banyan Blasters', '2026-04-12T15:30', [
      ball(0, 'Kids XI', 'Kiran Kid', 'Asha Rao', 6),
      ball(0, 'Kids XI', 'Kiran Kid', 'Asha Rao', 6),
      ball(0, 'Kids XI', 'Kiran Kid', 'Asha Rao', 6),
      ball(0, 'Kids XI', 'Kiran Kid', 'Asha Rao', 6),
      ball(0, 'Kids XI', 'Kiran Kid', 'Asha Rao', 6),
    ]);
    // The stats page has the line (core shows it to visitors as a placeholder); no list names the child.
    expect((await visitor('/api/stats')).batting[0]).toMatchObject({ runs: 30, playerId: kid.id });
    const lists = JSON.stringify([await visitor('/api/players/top?limit=10'), await visitor('/api/players/leaderboards'), await ask('top run scorer')]);
    expect(lists).not.toContain('Kiran Kid');
    expect((await visitor('/api/players/leaderboards')).topRuns[0]).toEqual({ name: 'Asha Rao', value: 26 });
    // A profile edit reaches the cached lists at once (the players package drops their tag).
    await call('PATCH', '/api/players/9000000002', { name: 'Typed Legend Jr', batting: { runs: 7000 } });
    const top = await visitor('/api/players/top?limit=10');
    expect(top.find((p: { name: string }) => p.name === 'Typed Legend Jr')).toMatchObject({ batting: { runs: 4 }, beforeSite: { batting: { runs: 7000 } } });
  });

  it('keeps the contract: visitors get masked phones and no date of birth, bounded limits, names and figures only', async () => {
    await season();
    const top = await visitor('/api/players/top');
    expect(top).toHaveLength(3);
    expect(top[0]).toMatchObject({ name: 'Asha Rao', phone: '******0001' });
    expect(top[0]).not.toHaveProperty('dob');
    // Fewer ranked than asked: the rest of the roster follows by name, with no figures of this site.
    await profile('Zoe Newcomer', '9000000010', { runs: 900 });
    const five = await visitor('/api/players/top?limit=5');
    expect(five.map((p: { name: string }) => p.name)).toEqual(['Asha Rao', 'Typed Legend', 'Imran Khan', 'Zoe Newcomer']);
    expect(five[3]).toMatchObject({ batting: { runs: 0 }, beforeSite: { batting: { runs: 900 } } });
    for (const limit of ['0', '500', 'abc']) {
      const res = await app.inject({ method: 'GET', url: `/api/players/top?limit=${limit}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const boards = await app.inject({ method: 'GET', url: '/api/players/leaderboards' });
    expect(boards.body).not.toMatch(/phone|900000|dob/);
  });
});
