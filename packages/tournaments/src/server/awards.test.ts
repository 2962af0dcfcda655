/**
 * Awards through HTTP on a real database (part 3 spec 5, issue 31): a real IPL season imported
 * from Cricsheet, its MVP points checked against figures this test works out by itself from
 * the raw files' deliveries; the visibility rule (a hidden child is the stats page's
 * placeholder); the player of the match override and who may make it.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreApp, PEOPLE_CACHE_TAG, ResponseCache } from '@league/core/server';
import { bearer, createTestDb, mintToken, TEST_JWT_SECRET, type TestDb } from '@league/core/testing';
import { createPeopleVisibility, peopleSchema } from '@league/people/server';
import { IPL_MVP_FORMULA, type MvpBreakdown } from '@league/cricket';
import { schedulePlugin, scheduleSchema } from '@league/schedule/server';
import { linkFixtureTeams, teamsPlugin, teamsSchema } from '@league/teams/server';
import * as playersSchema from '@league/players/schema';
import { DEFAULT_MVP_FORMULA, type Awards } from '../contract';
import { tournamentsPlugin, TOURNAMENTS_CACHE_TAG } from './plugin';
import * as schema from './schema';

const DATA = new URL('../../../cricket/test-data/ipl2008/', import.meta.url);
const files = readdirSync(DATA)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ id: f.replace('.json', ''), raw: JSON.parse(readFileSync(new URL(f, DATA), 'utf8')) as RawMatch }));

interface RawDelivery {
  batter: string;
  non_striker: string;
  bowler: string;
  runs: { batter: number; total: number; non_boundary?: boolean };
  extras?: { wides?: number; noballs?: number };
  wickets?: { kind: string; player_out: string; fielders?: { name?: string }[] }[];
}
interface RawMatch {
  info: { teams: string[]; outcome: { winner?: string }; player_of_match?: string[] };
  innings: { team: string; super_over?: boolean; overs: { deliveries: RawDelivery[] }[] }[];
}
/** The breakdown's fields (the engine's type; the figures in it are this test's own). */
type Line = MvpBreakdown;

// The test's own reading of Cricsheet, written from the file format, not from the engine.
const BOWLERS_WICKET = ['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket'];
const zero = (): Line => ({ fours: 0, sixes: 0, wickets: 0, dots: 0, catches: 0, stumpings: 0, runOuts: 0 });
const ipl = (l: Line) => 2.5 * l.fours + 3.5 * l.sixes + 3.5 * l.wickets + l.dots + 2.5 * (l.catches + l.stumpings + l.runOuts);

/** Per player name, one file: their line and the team they played for. */
function walk(match: RawMatch): Map<string, Line & { team: string }> {
  const out = new Map<string, Line & { team: string }>();
  const of = (name: string, team: string) => out.get(name) ?? out.set(name, { ...zero(), team }).get(name)!;
  for (const inn of match.innings) {
    if (inn.super_over) continue;
    const fielding = match.info.teams.find((t) => t !== inn.team)!;
    for (const over of inn.overs)
      for (const d of over.deliveries) {
        const striker = of(d.batter, inn.team);
        of(d.non_striker, inn.team);
        const bowler = of(d.bowler, fielding);
        if (d.runs.batter === 4 && !d.runs.non_boundary) striker.fours += 1;
        if (d.runs.batter === 6 && !d.runs.non_boundary) striker.sixes += 1;
        // A dot: nothing scored off a legal ball.
        if (d.runs.total === 0 && !d.extras?.wides && !d.extras?.noballs) bowler.dots += 1;
        for (const w of d.wickets ?? []) {
          of(w.player_out, inn.team);
          const named = (w.fielders ?? []).flatMap((f) => (f.name ? [f.name] : []));
          if (BOWLERS_WICKET.includes(w.kind)) bowler.wickets += 1;
          if (w.kind === 'caught') of(named[0] ?? d.bowler, fielding).catches += 1;
          if (w.kind === 'caught and bowled') bowler.catches += 1;
          if (w.kind === 'stumped' && named[0]) of(named[0], fielding).stumpings += 1;
          if (w.kind === 'run out') for (const f of named) of(f, fielding).runOuts += 1;
        }
      }
  }
  return out;
}

let db: TestDb;
let app: ReturnType<typeof createCoreApp>;
let admin: Record<string, string>;
let cache: ResponseCache;

beforeAll(async () => {
  db = await createTestDb(scheduleSchema, teamsSchema, playersSchema, peopleSchema, schema);
  cache = new ResponseCache();
  const feature = { db: db.db, cache };
  // As apps/api: every answer a visitor gets passes the people package's rule.
  app = createCoreApp({
    jwtSecret: TEST_JWT_SECRET,
    cache,
    visibility: createPeopleVisibility(db.db, { timeZone: 'Asia/Kolkata' }),
    verifySubject: async () => true,
  });
  await app.register(teamsPlugin, { prefix: '/api', ...feature, alsoInvalidate: [TOURNAMENTS_CACHE_TAG] });
  await app.register(schedulePlugin, {
    prefix: '/api',
    ...feature,
    timeZone: 'Asia/Kolkata',
    linkTeams: linkFixtureTeams,
    alsoInvalidate: [TOURNAMENTS_CACHE_TAG],
  });
  await app.register(tournamentsPlugin, { prefix: '/api', ...feature, timeZone: 'Asia/Kolkata' });
  await app.ready();
  admin = bearer(await mintToken());
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function tournament(name: string, fields: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/tournaments', headers: admin, payload: { name, season: '2008', ...fields } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

async function importFile(tournamentId: string, raw: unknown, query = '') {
  const res = await app.inject({ method: 'POST', url: `/api/tournaments/${tournamentId}/cricsheet${query}`, headers: admin, payload: raw as object });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.matchId as string;
}

const awardsOf = async (id: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: `/api/tournaments/${id}/awards`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, data: res.json().data as Awards };
};

describe('IPL 2008 imported from Cricsheet', () => {
  let id = '';
  const matchIdOf = new Map<string, string>();
  let awards: Awards;

  beforeAll(async () => {
    id = await tournament('IPL 2008');
    const started = performance.now();
    for (const f of files) matchIdOf.set(f.id, await importFile(id, f.raw, '?adults=true'));
    console.info(`imported ${files.length} matches in ${Math.round(performance.now() - started)} ms`);
    const t = performance.now();
    awards = (await awardsOf(id)).data;
    console.info(`awards computed in ${Math.round(performance.now() - t)} ms`);
    const s = performance.now();
    await app.inject({ method: 'GET', url: `/api/tournaments/${id}/stats` });
    console.info(`stats (for comparison) in ${Math.round(performance.now() - s)} ms`);
  }, 240_000);

  it('gives every player the MVP points and breakdown worked out from the raw deliveries', () => {
    const season = new Map<string, Line>();
    for (const { raw } of files)
      for (const [name, line] of walk(raw)) {
        const sum = season.get(name) ?? zero();
        for (const k of Object.keys(sum) as (keyof Line)[]) sum[k] += line[k];
        season.set(name, sum);
      }
    const expected = [...season].map(([name, breakdown]) => ({ name, points: ipl(breakdown), breakdown }));
    expected.sort((a, b) => b.points - a.points || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

    const got = awards.mvp.map(({ name, points, breakdown }) => ({ name, points, breakdown }));
    expect(got.slice(0, 10)).toEqual(expected.slice(0, 10));
    expect(got).toEqual(expected);
    console.info(
      'top 10:',
      got
        .slice(0, 10)
        .map((r) => `${r.name} ${r.points}`)
        .join(', '),
    );
    // A few by hand: the season's best MVP line and a keeper's.
    expect(awards.mvp.find((r) => r.name === 'SR Watson')?.breakdown).toEqual(season.get('SR Watson'));
    expect(awards.mvp.find((r) => r.name === 'MS Dhoni')?.breakdown).toEqual(season.get('MS Dhoni'));
    expect(awards.mvp.every((r) => r.personId)).toBe(true);
  });

  it('suggests for each match its best MVP line, from the winning side on a tie of points', () => {
    let agrees = 0;
    for (const { id: file, raw } of files) {
      const lines = [...walk(raw)].map(([name, l]) => ({ name, points: ipl(l), winning: l.team === raw.info.outcome.winner }));
      lines.sort((a, b) => b.points - a.points || Number(b.winning) - Number(a.winning) || (a.name < b.name ? -1 : 1));
      const got = awards.playerOfTheMatch.find((p) => p.matchId === matchIdOf.get(file));
      expect(got?.suggested, file).toMatchObject({ name: lines[0]!.name, points: lines[0]!.points });
      expect(got?.chosen).toBeNull();
      if (raw.info.player_of_match?.includes(lines[0]!.name)) agrees += 1;
    }
    console.info(`suggestion = the real player of the match in ${agrees} of ${files.length} matches`);
  });

  it('names the season awards from eligible players and picks eleven different players', () => {
    expect(awards.formula).toEqual(DEFAULT_MVP_FORMULA);
    expect(DEFAULT_MVP_FORMULA).toEqual(IPL_MVP_FORMULA);
    expect(awards.season.minMatches).toBe(3);
    // The 2008 season's leading run scorer and wicket taker.
    expect(awards.season.bestBatter).toMatchObject({ name: 'SE Marsh', runs: 616 });
    expect(awards.season.bestBowler).toMatchObject({ name: 'Sohail Tanvir', breakdown: { wickets: 22 } });
    expect(awards.season.mostValuable?.name).toBe(awards.mvp[0]!.name);
    expect(awards.season.emergingPlayer).toBeNull();
    const team = awards.teamOfTheTournament;
    expect(team).toHaveLength(11);
    expect(new Set(team.map((p) => p.personId)).size).toBe(11);
    expect(team.every((p) => p.matches >= 3)).toBe(true);
    console.info('team:', team.map((p) => `${p.name} (${p.role})`).join(', '));
  });

  it('answers a formula the league changed on the tournament', async () => {
    const current = (await app.inject({ method: 'GET', url: `/api/tournaments/${id}` })).json().data;
    const mvp = { ...DEFAULT_MVP_FORMULA, dot: 0, six: 6 };
    const put = await app.inject({
      method: 'PUT',
      url: `/api/tournaments/${id}`,
      headers: admin,
      payload: { name: current.name, season: current.season, format: current.format, points: { ...current.points, mvp } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const changed = (await awardsOf(id)).data;
    expect(changed.formula).toEqual(mvp);
    for (const row of changed.mvp.slice(0, 20)) {
      const b = row.breakdown;
      expect(row.points).toBeCloseTo(2.5 * b.fours + 6 * b.sixes + 3.5 * b.wickets + 2.5 * (b.catches + b.stumpings + b.runOuts), 6);
    }
    // A screen that does not edit the formula (points without mvp) leaves it as the league set it.
    const { mvp: _kept, ...points } = current.points;
    const plain = await app.inject({
      method: 'PUT',
      url: `/api/tournaments/${id}`,
      headers: admin,
      payload: { name: current.name, season: current.season, format: current.format, points: { ...points, win: 4 } },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data.points).toEqual({ ...points, win: 4, mvp });
    expect((await awardsOf(id)).data.formula).toEqual(mvp);
  });
});

describe('people in the awards', () => {
  // A file imported once is the same match everywhere, and vouched-for people stay adults: start empty.
  beforeAll(async () => {
    await db.reset();
    cache.clear();
    cache.invalidate(PEOPLE_CACHE_TAG);
  });

  it('shows a hidden player as the placeholder the stats page shows, never by name, in every award', async () => {
    const id = await tournament('Hidden Cup');
    const file = files[0]!;
    // Imported without the admin vouching for adults: everyone is of unknown age, hidden.
    const matchId = await importFile(id, file.raw);
    const stats = (await app.inject({ method: 'GET', url: `/api/tournaments/${id}/stats` })).json().data as { batting: { name: string; personId: string }[] };
    const { body, data } = await awardsOf(id);
    const top = data.mvp[0]!;
    const shown = stats.batting.find((b) => b.personId === top.personId) ?? (await statsName(id, top.personId!));
    expect(top.name).toBe(shown.name);
    for (const name of walk(file.raw).keys()) expect(body).not.toContain(name);
    // An admin sees the names.
    const real = (await awardsOf(id, admin)).data.mvp[0]!;
    expect(walk(file.raw).has(real.name)).toBe(true);

    // The organiser chooses a hidden player of the match (not the suggested one): a visitor gets the
    // placeholder there too, as in every other award, each the one the MVP table shows for that person.
    const pick = data.mvp.find((r) => r.personId !== data.playerOfTheMatch[0]!.suggested.personId)!;
    const put = await app.inject({ method: 'PUT', url: `/api/matches/${matchId}/player-of-match`, headers: admin, payload: { personId: pick.personId } });
    expect(put.statusCode, put.body).toBe(200);
    const after = await awardsOf(id);
    const placeholderOf = new Map(after.data.mvp.map((r) => [r.personId, r.name]));
    const { season, playerOfTheMatch, teamOfTheTournament } = after.data;
    const { minMatches: _m, emergingPlayer: _e, ...awards } = season;
    const named = [playerOfTheMatch[0]!.suggested, playerOfTheMatch[0]!.chosen!, ...Object.values(awards), ...teamOfTheTournament];
    expect(Object.values(awards).every(Boolean)).toBe(true);
    expect(teamOfTheTournament).toHaveLength(11);
    expect(playerOfTheMatch[0]!.chosen).toEqual({ name: placeholderOf.get(pick.personId), personId: pick.personId });
    for (const p of named) expect(p!.name, p!.personId!).toBe(placeholderOf.get(p!.personId));
    for (const name of walk(file.raw).keys()) expect(after.body).not.toContain(name);
  });

  it('lets only an admin choose the player of the match, one of its players, and clear it', async () => {
    const id = await tournament('Choice Cup');
    const matchId = await importFile(id, files[1]!.raw, '?adults=true');
    const { data } = await awardsOf(id);
    const other = data.mvp.find((r) => r.name !== data.playerOfTheMatch[0]!.suggested.name)!;
    const url = `/api/matches/${matchId}/player-of-match`;
    const payload = { personId: other.personId };
    expect((await app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    const user = bearer(await mintToken({ role: 'user' }));
    expect((await app.inject({ method: 'PUT', url, payload, headers: user })).statusCode).toBe(403);
    const scorer = bearer(await mintToken({ role: 'scorer' }));
    expect((await app.inject({ method: 'PUT', url, payload, headers: scorer })).statusCode).toBe(403);

    const chosen = await app.inject({ method: 'PUT', url, payload, headers: admin });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toEqual({ matchId, chosen: { name: other.name, personId: other.personId } });
    // The cached answer is dropped.
    expect((await awardsOf(id)).data.playerOfTheMatch[0]!.chosen).toEqual({ name: other.name, personId: other.personId });

    const stranger = await app.inject({ method: 'PUT', url, payload: { personId: '00000000-0000-4000-8000-000000000000' }, headers: admin });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({ success: false, message: 'Pick a player of this match' });
    // A real person who did not play in this match (nor is in either squad): refused too.
    const elsewhere = await tournament('Elsewhere Cup');
    await importFile(elsewhere, files[4]!.raw, '?adults=true');
    const outsider = (await awardsOf(elsewhere)).data.mvp.find((r) => !data.mvp.some((m) => m.personId === r.personId))!;
    const notHere = await app.inject({ method: 'PUT', url, payload: { personId: outsider.personId }, headers: admin });
    expect(notHere.json()).toEqual({ success: false, message: 'Pick a player of this match' });
    const bad = await app.inject({ method: 'PUT', url, payload: { personId: 'nobody' }, headers: admin });
    expect(bad.json()).toEqual({ success: false, message: 'Player must be a person id or null' });
    const missing = await app.inject({ method: 'PUT', url: '/api/matches/00000000-0000-4000-8000-000000000000/player-of-match', payload, headers: admin });
    expect(missing.statusCode).toBe(404);

    expect((await app.inject({ method: 'PUT', url, payload: { personId: null }, headers: admin })).json().data).toEqual({ matchId, chosen: null });
    expect((await awardsOf(id)).data.playerOfTheMatch[0]!.chosen).toBeNull();
  });

  it('counts dots from the log as corrected: an amended dot ball is no longer one', async () => {
    const id = await tournament('Amended Cup');
    const matchId = await importFile(id, files[3]!.raw, '?adults=true');
    const events = (await app.inject({ url: `/api/matches/${matchId}/events`, headers: admin })).json().data as Array<Record<string, unknown>>;
    const dot = events.find((e) => e.type === 'delivery' && (e.runs as { total: number }).total === 0 && !e.extras && !e.wickets)!;
    const before = (await awardsOf(id, admin)).data.mvp.find((r) => r.name === dot.bowler)!;
    const { id: target, seq: _s, createdAt: _c, ...delivery } = dot;
    const amend = await app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/events`,
      headers: admin,
      payload: { id: randomUUID(), after: events.at(-1)!.id, type: 'amend', target, delivery: { ...delivery, runs: { batter: 1, extras: 0, total: 1 } } },
    });
    expect(amend.statusCode, amend.body).toBe(201);
    const after = (await awardsOf(id, admin)).data.mvp.find((r) => r.name === dot.bowler)!;
    expect(after.breakdown.dots).toBe(before.breakdown.dots - 1);
    expect(after.points).toBe(before.points - 1);
  });

  it('names an emerging player only among those under 19, and never sends a birth date', async () => {
    const id = await tournament('Young Cup');
    await importFile(id, files[2]!.raw, '?adults=true');
    expect((await awardsOf(id, admin)).data.season.emergingPlayer).toBeNull();
    const pick = (await awardsOf(id, admin)).data.mvp[3]!;
    // Born in 1990: 17 at the tournament's first match in 2008 (birth dates are the people package's; written here directly).
    await db.query('update people set birth_date = $1 where id = $2', ['1990-06-01', pick.personId]);
    cache.clear();
    const { body, data } = await awardsOf(id, admin);
    expect(data.season.emergingPlayer).toMatchObject({ name: pick.name, personId: pick.personId });
    expect(body).not.toContain('1990');
  });

  it('answers 404 for a tournament that does not exist', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tournaments/00000000-0000-4000-8000-000000000000/awards' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Tournament not found' });
  });
});

/** The stats page's name for a person who did not bat (bowling or fielding lines). */
async function statsName(id: string, personId: string) {
  const data = (await app.inject({ method: 'GET', url: `/api/tournaments/${id}/stats` })).json().data as Record<string, { name: string; personId: string }[]>;
  return [...data.bowling!, ...data.fielding!].find((r) => r.personId === personId)!;
}
