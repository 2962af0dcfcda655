/**
 * Issue 28: a season built as a new league builds one (a messy sign-up sheet with every
 * written form of a birth date, consented and unconsented children, unknown ages, a child
 * added through the player form, squads, lineups, balls with a child as batter, bowler and
 * catcher, a Cricsheet export), then every public answer the OpenAPI document lists, the
 * live feed and the calendar, read as a visitor: no unconsented child's name, phone or
 * birth date anywhere; adults and consented children by name. On PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchLive, until } from '../testing/scoring';
import { openHardened, uniqueAddress, type Hardened } from './harness';

let h: Hardened;
let admin: Record<string, string>;
let base = '';

const SIGNUPS = [
  // name, phone, date of birth as written
  ['Arjun Adult', '9845000001', '01/03/1990'],
  ['Pranav Das', '9845000002', '5/14/2013'],
  ['Meera Kid', '9845000003', '25th Dec 2014'],
  ['Tara Young', '9845000004', '2012'],
  ['Kabir Blank', '9845000005', ''],
  ['Ishaan Nodate', '9845000006', 'N/A'],
  ['Dev Elder', '9845000007', 'May 14, 1985'],
] as const;
/** Never public: a minor without consent, or a person of unknown age. */
const HIDDEN = ['Pranav Das', 'Tara Young', 'Kabir Blank', 'Ishaan Nodate', 'Ria Form', 'Typed Kid'];
const HIDDEN_PRIVATE = [
  '9845000002',
  '9845000004',
  '9845000005',
  '9845000006',
  '9845000008',
  '5/14/2013',
  '2013-05-14',
  '2015-01-09',
  '25th Dec 2014',
  '2014-12-25',
];
const PUBLIC = ['Arjun Adult', 'Meera Kid', 'Dev Elder'];

const call = async (method: string, url: string, body?: unknown, headers = admin) => {
  const res = await h.app.inject({ method: method as 'GET', url: `/api${url}`, payload: body as object, headers, remoteAddress: uniqueAddress() });
  return { status: res.statusCode, json: res.body ? res.json() : null, body: res.body };
};
const ok = async (method: string, url: string, body?: unknown) => {
  const res = await call(method, url, body);
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.body}`);
  return res.json;
};

let matchId = '';
let tournamentId = '';
const teamIds: string[] = [];
let meeraPerson = '';

beforeAll(async () => {
  h = await openHardened({ seed: false, env: { RATE_LIMIT_MAX: '1000000' } });
  admin = { authorization: `Bearer ${await h.adminToken()}` };
  await ok('PUT', '/settings', { leagueName: 'Riverside League', leagueShortName: 'RL', sections: [{ id: 'open', name: 'Open', retired: false }] });

  // The sign-up sheet, approved as a whole; one guardian's consent recorded.
  const csv = ['Full Name,Phone,Date of Birth', ...SIGNUPS.map((s) => s.map((c) => `"${c}"`).join(','))].join('\n');
  await ok('POST', '/registrations/import', { csv });
  const rows = (await ok('GET', '/registrations')).data as Array<{ id: string; fullName: string }>;
  await ok('POST', '/registrations/bulk-approve', { ids: rows.map((r) => r.id) });
  const meera = rows.find((r) => r.fullName === 'Meera Kid')!;
  await ok('POST', `/registrations/${meera.id}/consent`, { guardianName: 'Sita Kid', guardianPhone: '9845099999', consent: true });
  // A child added through the player form is hidden at once.
  await ok('POST', '/players', { name: 'Ria Form', phone: '9845000008', dob: '2015-01-09' });

  // Squads: the children typed in by name (one, "Typed Kid", exists nowhere else: age unknown).
  const cubs = ['Arjun Adult', 'Pranav Das', 'Meera Kid', 'Tara Young', 'Kabir Blank', 'Ria Form'];
  const hawks = ['Dev Elder', 'Ishaan Nodate', 'Typed Kid'];
  for (const [name, players] of [
    ['Riverside Cubs', cubs],
    ['Hilltop Hawks', hawks],
  ] as const) {
    teamIds.push((await ok('POST', '/teams', { section: 'Open', name, captain: players[0], players })).data._id);
  }
  const format = { oversPerInnings: 2, ballsPerOver: 6, playersPerSide: 6 };
  tournamentId = (await ok('POST', '/tournaments', { name: 'Riverside Cup', season: '2026', format, status: 'active' })).data.id;
  matchId = (
    await ok('POST', '/matches', {
      team1: 'Riverside Cubs',
      team2: 'Hilltop Hawks',
      team1Id: teamIds[0],
      team2Id: teamIds[1],
      tournamentId,
      matchDate: '2026-05-01T15:30',
    })
  ).data.id;

  // The scorer's taps: a child bats, a child bowls, a child takes a catch.
  let after: string | null = null;
  const post = async (event: Record<string, unknown>) => {
    const id = randomUUID();
    await ok('POST', `/matches/${matchId}/events`, { ...event, id, after });
    after = id;
  };
  await post({ type: 'toss', winner: 'Riverside Cubs', decision: 'bat' });
  await post({ type: 'lineups', team: 'Riverside Cubs', players: cubs });
  await post({ type: 'lineups', team: 'Hilltop Hawks', players: hawks });
  const ball = (batter: string, nonStriker: string, bowler: string, extra: Record<string, unknown> = {}) =>
    post({
      type: 'delivery',
      innings: 0,
      team: 'Riverside Cubs',
      over: 0,
      batter,
      non_striker: nonStriker,
      bowler,
      runs: { batter: 1, extras: 0, total: 1 },
      ...extra,
    });
  await ball('Pranav Das', 'Arjun Adult', 'Typed Kid');
  await ball('Arjun Adult', 'Pranav Das', 'Typed Kid');
  await ball('Pranav Das', 'Arjun Adult', 'Typed Kid', {
    runs: { batter: 0, extras: 0, total: 0 },
    wickets: [{ player_out: 'Pranav Das', kind: 'caught', fielders: [{ name: 'Ishaan Nodate' }] }],
  });
  await ball('Tara Young', 'Arjun Adult', 'Dev Elder', { runs: { batter: 4, extras: 0, total: 4 } });
  meeraPerson = ((await ok('GET', '/people?q=Meera')).data as Array<{ id: string }>)[0]!.id;

  const address = await h.app.listen({ host: '127.0.0.1', port: 0 });
  base = typeof address === 'string' ? address : `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await h?.close();
});

/** Every GET of the OpenAPI document, with each id the season made put in its path. */
function publicUrls(): string[] {
  const doc = (h.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  const ids = [matchId, tournamentId, ...teamIds, '9845000002', '9845000001'];
  const urls = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!('get' in methods) || !path.startsWith('/api/') || path.startsWith('/api/docs') || path.endsWith('/live')) continue;
    if (!path.includes('{')) urls.add(path);
    else for (const id of ids) urls.add(path.replace(/\{[^}]+\}/g, id));
  }
  for (const extra of ['/api/players?q=Pranav', '/api/players?q=Das', '/api/players?limit=100', '/api/stats', `/api/tournaments/${tournamentId}/stats`])
    urls.add(extra);
  return [...urls];
}

function leaks(body: string, words: readonly string[]): string[] {
  const lower = body.toLowerCase();
  return words.filter((w) => lower.includes(w.toLowerCase()));
}

async function visitorReadsEverything(): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const url of publicUrls()) {
    const res = await h.app.inject({ method: 'GET', url, remoteAddress: uniqueAddress() });
    bodies.set(url, res.body);
  }
  // The assistant: an answer, and its "did you mean".
  for (const message of ['Who is Pranav Das?', 'How many runs has Pranav scored?', 'Tell me about Tara Young', 'who is the top run scorer']) {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { messages: [{ role: 'user', content: message }] },
      remoteAddress: uniqueAddress(),
    });
    expect(res.statusCode, res.body).toBe(200);
    bodies.set(`chat: ${message}`, res.body);
  }
  return bodies;
}

describe('one visibility rule for every public output (issue 28)', () => {
  it('no unconsented child or person of unknown age is named, nor their phone or birth date, in any public answer', async () => {
    const bodies = await visitorReadsEverything();
    expect(bodies.size).toBeGreaterThan(40);
    const found: string[] = [];
    for (const [url, body] of bodies) {
      const leaked = leaks(body, [...HIDDEN, ...HIDDEN_PRIVATE]);
      if (leaked.length) found.push(`${url}: ${leaked.join(', ')}`);
    }
    expect(found).toEqual([]);
    // Adults and the consented child are there by name: the rule hides only whom it must.
    const all = [...bodies.values()].join('\n');
    for (const name of PUBLIC) expect(all, name).toContain(name);
    // The scorecard stays readable: the hidden batter is a stable placeholder of their team.
    const scorecard = bodies.get(`/api/matches/${matchId}/scorecard`)!;
    expect(scorecard).toContain('Riverside Cubs player');
    expect(scorecard).toContain('Arjun Adult');
  });

  it('the Cricsheet export, the calendar and the live feed follow the same rule', async () => {
    const exported = await h.app.inject({ method: 'GET', url: `/api/matches/${matchId}/cricsheet`, remoteAddress: uniqueAddress() });
    expect(exported.statusCode).toBe(200);
    expect(leaks(exported.body, HIDDEN)).toEqual([]);
    expect(exported.body).toContain('Arjun Adult');

    const feed = watchLive(`${base}/api/matches/${matchId}/live?after=0`);
    try {
      await until(() => feed.frames.length >= 7, 10_000, 'the live feed to replay the log');
      const text = JSON.stringify(feed.frames.map((f) => f.data));
      expect(leaks(text, HIDDEN)).toEqual([]);
      expect(text).toContain('Arjun Adult');
      expect(text).toContain('Riverside Cubs player');
    } finally {
      feed.close();
    }
  });

  it('an admin sees the real names; withdrawing consent hides again at once, caches included', async () => {
    const asAdmin = await call('GET', `/matches/${matchId}/scorecard`);
    expect(asAdmin.body).toContain('Pranav Das');

    const before = await h.app.inject({ method: 'GET', url: '/api/players', remoteAddress: uniqueAddress() });
    expect(before.body).toContain('Meera Kid');
    const scorecardBefore = await h.app.inject({ method: 'GET', url: `/api/teams`, remoteAddress: uniqueAddress() });
    expect(scorecardBefore.body).toContain('Meera Kid');

    await ok('POST', `/people/${meeraPerson}/consent`, { action: 'withdraw' });
    for (const url of ['/api/players', '/api/teams', `/api/matches/${matchId}/scorecard`, `/api/tournaments/${tournamentId}/stats`]) {
      const res = await h.app.inject({ method: 'GET', url, remoteAddress: uniqueAddress() });
      expect(leaks(res.body, ['Meera Kid']), url).toEqual([]);
    }
    await ok('POST', `/people/${meeraPerson}/consent`, { action: 'record', guardianName: 'Sita Kid' });
    expect((await h.app.inject({ method: 'GET', url: '/api/teams', remoteAddress: uniqueAddress() })).body).toContain('Meera Kid');
  });

  it('a language model is sent no hidden name, even when the visitor types one', async () => {
    // A local OpenAI-compatible stand-in that keeps what it was sent.
    const sent: string[] = [];
    const model = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        sent.push(raw);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'A reply.' } }] }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    try {
      const port = (model.address() as AddressInfo).port;
      const app = await h.another({ env: { RATE_LIMIT_MAX: '1000000', LLM_BASE_URL: `http://127.0.0.1:${port}/v1` } });
      for (const message of ['How did Pranav Das bat?', 'Who are the Riverside Cubs players?', 'top run scorer']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/ai/chat',
          payload: { messages: [{ role: 'user', content: message }] },
          remoteAddress: uniqueAddress(),
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(sent.length).toBe(3);
      expect(leaks(sent.join('\n'), [...HIDDEN, ...HIDDEN_PRIVATE])).toEqual([]);
      expect(sent.join('\n')).toContain('Arjun Adult');
    } finally {
      model.close();
    }
  });

  it('an admin confirming an adult of unknown age makes the name public', async () => {
    const kabir = ((await ok('GET', '/people?q=Kabir')).data as Array<{ id: string; ageStatus: string; isPublic: boolean }>)[0]!;
    expect(kabir).toMatchObject({ ageStatus: 'unknown', isPublic: false });
    const confirmed = await ok('PATCH', `/people/${kabir.id}`, { adultConfirmed: true });
    expect(confirmed.data).toMatchObject({ ageStatus: 'adult', isPublic: true });
    expect((await h.app.inject({ method: 'GET', url: '/api/teams', remoteAddress: uniqueAddress() })).body).toContain('Kabir Blank');
    await ok('PATCH', `/people/${kabir.id}`, { adultConfirmed: false });
    expect((await h.app.inject({ method: 'GET', url: '/api/teams', remoteAddress: uniqueAddress() })).body).not.toContain('Kabir Blank');
  });
});
