/**
 * Issue 35 "Inputs" and issue 29: a Cricsheet file that is malformed, deeply nested, badly
 * dated, names a team against itself or carries names with control or direction marks is
 * refused with a 4xx in the envelope, never a 500; scored events follow the same name rules.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, postFixture, postTournament, type Harness } from './harness';

const file = (name: string) => JSON.parse(readFileSync(new URL(`../../../cricket/test-data/${name}`, import.meta.url), 'utf8'));
const FINAL_2008 = 'ipl2008/336040.json';

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  url = `/api/tournaments/${(await postTournament(h)).id}/cricsheet`;
});

const count = async (table: string) => Number((await h.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

async function refused(payload: unknown, headers: Record<string, string> = {}) {
  const res = await h.app.inject({ method: 'POST', url, headers: { ...h.admin, ...headers }, payload: payload as never });
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.json()).toEqual({ success: false, message: expect.any(String) });
  expect(await count('match_events')).toBe(0);
  expect(await count('matches')).toBe(0);
  return res;
}

/** `[[[ ... ]]]` `depth` deep, written out as text (a JS value that deep is awkward to build and print). */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('POST /api/tournaments/{id}/cricsheet: bad files are 4xx, never 500', () => {
  it('a bad date', async () => {
    for (const date of ['2008-13-45', '2008-02-30', 'yesterday', '']) {
      const match = file(FINAL_2008);
      match.info.dates = [date];
      const res = await refused(match);
      expect(res.statusCode).toBe(400);
    }
  });

  it('a file nested 4,100 deep, wherever the nesting is', async () => {
    const text = JSON.stringify(file(FINAL_2008));
    const places = [
      (deep: string) => text.replace('"info":{', `"info":{"extra":${deep},`),
      (deep: string) => text.replace('"deliveries":[{', `"deliveries":[{"replacements":${deep},`),
      (deep: string) => text.replace('"innings":[{', `"innings":[{"miscounted_overs":{"3":${deep}},`),
      (deep: string) => `{"meta":${deep}}`,
    ];
    for (const place of places) {
      const res = await refused(place(nested(4100)), { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
    }
    // As deep as 5 MB allows: still a 400, not a stack overflow.
    expect((await refused(`{"meta":${nested(2_000_000)}}`, { 'content-type': 'application/json' })).statusCode).toBe(400);
  });

  it('malformed JSON, a non-object and an empty body', async () => {
    for (const body of ['{"meta":', '[1,2,3]', '"text"', 'null']) await refused(body, { 'content-type': 'application/json' });
  });

  it("a malformed or poisoned body: Fastify's own answer, word for word, as on any other JSON route", async () => {
    const bodies = [
      '{"meta":',
      '{"meta":{},"__proto__":{"isAdmin":true}}',
      '{"meta":{},"info":{"players":[{"__proto__":{"role":"admin"}}]}}',
      '{"meta":{},"constructor":{"prototype":{"isAdmin":true}}}',
      '{"meta":{},"\\u005f_proto__":{"isAdmin":true}}',
    ];
    for (const body of bodies) {
      const headers = { 'content-type': 'application/json' };
      const res = await refused(body, headers);
      const other = await h.app.inject({ method: 'POST', url: '/api/tournaments', headers: { ...h.admin, ...headers }, payload: body });
      expect({ status: res.statusCode, body: res.json() }, body).toEqual({ status: other.statusCode, body: other.json() });
    }
    // A key named "constructor" that holds no prototype is no poison: the file imports.
    const match = file(FINAL_2008);
    match.info.constructor = { name: 'Rajasthan Royals' };
    const res = await h.app.inject({ method: 'POST', url, headers: h.admin, payload: match });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a team playing itself (names compared case-insensitively)', async () => {
    const match = file(FINAL_2008);
    match.info.teams = ['Rajasthan Royals', 'rajasthan royals'];
    const res = await refused(match);
    expect(res.statusCode).toBe(400);
  });

  it('team and player names with control or direction characters, or too long', async () => {
    const bad = ['Royals\u202Egnp', 'Line\nbreak', 'Bell\u0007', 'x'.repeat(101)];
    for (const name of bad) {
      const teams = file(FINAL_2008);
      teams.info.teams[0] = name;
      await refused(teams);
      const players = file(FINAL_2008);
      players.innings[0].overs[0].deliveries[0].batter = name;
      await refused(players);
      const lineup = file(FINAL_2008);
      lineup.info.players[lineup.info.teams[0]][0] = name;
      await refused(lineup);
    }
  });

  it('the real file still imports', async () => {
    const res = await h.app.inject({ method: 'POST', url, headers: h.admin, payload: file(FINAL_2008) });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('POST /api/matches/{id}/events: names follow part 1 rules', () => {
  it('refuses player names with control or direction characters or past 100 characters, and deep nesting (400)', async () => {
    const t = await postTournament(h, { name: 'Sunday League', season: '2026' });
    const match = await postFixture(h, { team1: 'Banyan Blasters', team2: 'Gully Gladiators', tournamentId: t.id });
    const post = (event: unknown) =>
      h.app.inject({
        method: 'POST',
        url: `/api/matches/${match.id}/events`,
        headers: { ...h.scorer, 'content-type': 'application/json' },
        payload: typeof event === 'string' ? event : JSON.stringify(event),
      });
    const ball = (batter: string) => ({
      id: randomUUID(),
      after: null,
      type: 'delivery',
      innings: 0,
      team: 'Banyan Blasters',
      over: 0,
      batter,
      non_striker: 'Amol',
      bowler: 'Imran',
      runs: { batter: 0, extras: 0, total: 0 },
    });
    for (const name of ['Rohit\u202E', 'Ro\u2066hit', 'Tab\there', 'x'.repeat(101)]) {
      const res = await post(ball(name));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const lineup = await post({ id: randomUUID(), after: null, type: 'lineups', team: 'Banyan Blasters', players: ['Rohit', 'A\u200Fmol'] });
    expect(lineup.statusCode).toBe(400);
    const deep = JSON.stringify(ball('Rohit')).replace('"runs":', `"replacements":${nested(4100)},"runs":`);
    expect((await post(deep)).statusCode).toBe(400);
    expect(await count('match_events')).toBe(0);
  });
});
