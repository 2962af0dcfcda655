/**
 * Names a scorer types are private until known: a lineup's names and a substitute fielder
 * are bound to people when the event is written, so a name that exists nowhere becomes a
 * person of unknown age, hidden from visitors by the real rule on the whole app.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHardened, uniqueAddress, type Hardened } from './harness';

let h: Hardened;
let admin: Record<string, string>;
let matchId = '';

const ok = async (method: string, url: string, body?: unknown) => {
  const res = await h.app.inject({ method: method as 'GET', url: `/api${url}`, payload: body as object, headers: admin, remoteAddress: uniqueAddress() });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const visitor = async (url: string) => {
  const res = await h.app.inject({ method: 'GET', url: `/api${url}`, remoteAddress: uniqueAddress() });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

beforeAll(async () => {
  h = await openHardened({ seed: false, env: { RATE_LIMIT_MAX: '1000000' } });
  admin = { authorization: `Bearer ${await h.adminToken()}` };
  matchId = (await ok('POST', '/matches', { team1: 'Alpha XI', team2: 'Beta XI', matchDate: '2026-05-01T15:30' })).data.id;
  let after: string | null = null;
  const post = async (event: Record<string, unknown>) => {
    const id = randomUUID();
    await ok('POST', `/matches/${matchId}/events`, { ...event, id, after });
    after = id;
  };
  // The scorecard is read once before the lineups, so a stale cached answer would show.
  await visitor(`/matches/${matchId}/scorecard`);
  await post({ type: 'toss', winner: 'Alpha XI', decision: 'bat' });
  await post({ type: 'lineups', team: 'Alpha XI', players: ['Typed Sub', 'Typed Opener'] });
  await post({ type: 'lineups', team: 'Beta XI', players: ['Typed Bowler'] });
  await post({
    type: 'delivery',
    innings: 0,
    team: 'Alpha XI',
    over: 0,
    batter: 'Typed Sub',
    non_striker: 'Typed Opener',
    bowler: 'Typed Bowler',
    runs: { batter: 0, extras: 0, total: 0 },
    wickets: [{ player_out: 'Typed Sub', kind: 'caught', fielders: [{ name: 'Typed Twelfth', substitute: true }] }],
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('names a scorer types (lineups, substitute fielders)', () => {
  const typed = ['Typed Sub', 'Typed Opener', 'Typed Bowler', 'Typed Twelfth'];

  it('are placeholders in the visitor’s scorecard and events', async () => {
    for (const url of [`/matches/${matchId}/scorecard`, `/matches/${matchId}/events`]) {
      const body = await visitor(url);
      for (const name of typed) expect(body, `${url}: ${name}`).not.toContain(name);
      expect(body, url).toMatch(/Player \d+/);
    }
  });

  it('are people of unknown age, and the admin sees them by name', async () => {
    const events = JSON.stringify(await ok('GET', `/matches/${matchId}/events`));
    for (const name of typed) expect(events).toContain(name);
    const people = (await ok('GET', '/people?q=Typed')).data as Array<{ name: string }>;
    expect(people.map((p) => p.name).sort()).toEqual([...typed].sort());
  });
});
