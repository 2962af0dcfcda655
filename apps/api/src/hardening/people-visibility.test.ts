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
import { HIDDEN_PERSON_REPLY } from '@league/assistant/server';
import { watchLive, until } from '../testing/scoring';
import { openHardened, signInAsScorer, smallAuction, uniqueAddress, type Hardened } from './harness';

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
let auctionId = '';
/** Profile ids by name (the share player card and page take them). */
const profileIds = new Map<string, string>();

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
  for (const p of (await ok('GET', '/players?limit=100')).data as Array<{ id: string; name: string }>) profileIds.set(p.name, p.id);

  // An auction whose pool names a hidden child: the projector, the paddles and its state.
  auctionId = (await ok('POST', '/auctions', smallAuction('Riverside auction', teamIds, [{ name: 'Pranav Das' }, { name: 'Dev Elder' }], tournamentId))).data
    ._id;
  // It runs, and the child is sold: the sale, the squad it writes and the projector's state.
  await ok('PUT', `/auctions/${auctionId}`, { status: 'live' });
  const lot = (await ok('POST', `/auctions/${auctionId}/lots`, { name: 'Pranav Das' })).data.current;
  await ok('POST', `/auctions/${auctionId}/bids`, { lotId: lot.lotId, teamId: teamIds[1], amount: lot.nextBid });
  await ok('POST', `/auctions/${auctionId}/lots/${lot.lotId}/sold`);

  const address = await h.app.listen({ host: '127.0.0.1', port: 0 });
  base = typeof address === 'string' ? address : `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await h?.close();
});

/** The ids the season made, for the path parameters of each kind of record. */
function idsFor(path: string): string[] {
  if (path.startsWith('/api/matches/')) return [matchId];
  if (path.startsWith('/api/tournaments/')) return [tournamentId];
  if (path.startsWith('/api/teams/')) return teamIds;
  if (path.startsWith('/api/auctions/')) return [auctionId];
  if (path.startsWith('/api/share/players/')) return [...profileIds.values()];
  // Anything else (a file name, an admin's record): a made-up id, which must not answer 5xx.
  return ['00000000-0000-4000-8000-000000000000'];
}

/** Every GET of the OpenAPI document, with the ids of its kind put in its path. */
function publicUrls(): string[] {
  const doc = (h.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  const urls = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    // Live feeds are read as streams below; share images by the address a page gives them.
    if (!('get' in methods) || !path.startsWith('/api/') || path.startsWith('/api/docs') || path.endsWith('/live') || path.startsWith('/api/share/{kind}'))
      continue;
    if (!path.includes('{')) urls.add(path);
    else for (const id of idsFor(path)) urls.add(path.replace(/\{[^}]+\}/g, id));
  }
  for (const extra of ['/api/players?q=Pranav', '/api/players?q=Das', '/api/players?limit=100', '/api/stats', `/api/tournaments/${tournamentId}/stats`])
    urls.add(extra);
  return [...urls];
}

function leaks(body: string, words: readonly string[]): string[] {
  const lower = body.toLowerCase();
  return words.filter((w) => lower.includes(w.toLowerCase()));
}

/** The answers that must be readable (200) for the sweep to mean anything. */
const MUST_ANSWER = () => [
  '/api/teams',
  '/api/players',
  '/api/matches',
  '/api/stats',
  `/api/teams/${teamIds[0]}`,
  `/api/matches/${matchId}/scorecard`,
  `/api/matches/${matchId}/events`,
  `/api/matches/${matchId}/cricsheet`,
  `/api/tournaments/${tournamentId}/standings`,
  `/api/tournaments/${tournamentId}/stats`,
  `/api/auctions/${auctionId}`,
  `/api/share/players/${profileIds.get('Arjun Adult')}`,
];

async function visitorReadsEverything(): Promise<Map<string, { status: number; body: string }>> {
  const answers = new Map<string, { status: number; body: string }>();
  for (const url of publicUrls()) {
    const res = await h.app.inject({ method: 'GET', url, remoteAddress: uniqueAddress() });
    answers.set(url, { status: res.statusCode, body: res.body });
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
    answers.set(`chat: ${message}`, { status: res.statusCode, body: res.body });
  }
  // Over a real socket, compressed, twice (the second from the cache's fast path), and the
  // pages: their share tags, the sitemap and a hidden child's own page.
  const pages = ['/', '/teams', `/matches/${matchId}`, '/standings', '/stats', '/sitemap.xml', `/players/${profileIds.get('Pranav Das')}`];
  for (const url of [...pages, '/api/teams', '/api/teams', `/api/matches/${matchId}/scorecard`, `/api/matches/${matchId}/scorecard`]) {
    const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
    const body = await res.text();
    answers.set(`socket ${url} ${answers.has(`socket ${url}`) ? 'again' : ''}`, { status: res.status, body });
    // The share image of each page, as the SVG it is drawn from.
    for (const [, image] of body.matchAll(/og:image" content="([^"]+)"/g)) {
      const svg = await fetch(`${base}${new URL(image!).pathname.replace(/\.png$/, '.svg')}`);
      answers.set(`image ${image}`, { status: svg.status, body: await svg.text() });
    }
  }
  return answers;
}

describe('one visibility rule for every public output (issue 28)', () => {
  it('no unconsented child or person of unknown age is named, nor their phone or birth date, in any public answer', async () => {
    const answers = await visitorReadsEverything();
    const failed = [...answers].filter(([, a]) => a.status >= 500).map(([url, a]) => `${url} ${a.status}`);
    expect(failed).toEqual([]);
    for (const url of MUST_ANSWER()) expect(answers.get(url)?.status, url).toBe(200);
    const images = [...answers].filter(([url, a]) => url.startsWith('image ') && a.status === 200);
    expect(images.length, `share images read: ${[...answers.keys()].filter((k) => k.startsWith('image')).join(', ')}`).toBeGreaterThan(2);
    const read = [...answers].filter(([, a]) => a.status === 200);
    expect(read.length).toBeGreaterThan(35);
    const found: string[] = [];
    for (const [url, { body }] of answers) {
      const leaked = leaks(body, [...HIDDEN, ...HIDDEN_PRIVATE]);
      if (leaked.length) found.push(`${url}: ${leaked.join(', ')}`);
    }
    expect(found).toEqual([]);
    // A hidden child has no card of their own and is not in the sitemap.
    expect(answers.get(`/api/share/players/${profileIds.get('Pranav Das')}`)?.status).toBe(404);
    expect(answers.get('socket /sitemap.xml ')?.body).not.toContain(profileIds.get('Pranav Das'));
    // Adults and the consented child are there by name: the rule hides only whom it must.
    const all = read.map(([, a]) => a.body).join('\n');
    for (const name of PUBLIC) expect(all, name).toContain(name);
    // The scorecard stays readable: the hidden batter is a stable placeholder of their team.
    const scorecard = answers.get(`/api/matches/${matchId}/scorecard`)!.body;
    expect(scorecard).toContain('Riverside Cubs player');
    expect(scorecard).toContain('Arjun Adult');
  });

  it("a scorer sees the names of the match they score, and only that match's", async () => {
    const scorer = { authorization: `Bearer ${await signInAsScorer(h.app, admin, 'scorer@league.test')}` };
    const read = async (url: string) => (await h.app.inject({ method: 'GET', url, headers: scorer, remoteAddress: uniqueAddress() })).body;
    // Not assigned: a visitor's view.
    expect(leaks(await read(`/api/matches/${matchId}/scorecard`), HIDDEN)).toEqual([]);
    expect(leaks(await read(`/api/matches/${matchId}/events`), HIDDEN)).toEqual([]);
    await ok('PUT', `/matches/${matchId}/scorers`, { emails: ['scorer@league.test'] });
    // Assigned: the real names, in the pack the pad builds its lineups from and on the match's calls.
    expect(await read(`/api/scorer/matches/${matchId}`)).toContain('Pranav Das');
    expect(await read(`/api/matches/${matchId}/scorecard`)).toContain('Pranav Das');
    // Other answers stay the visitor's.
    expect(leaks(await read('/api/teams'), HIDDEN)).toEqual([]);
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
    const scorecardBefore = await h.app.inject({ method: 'GET', url: `/api/teams/${teamIds[0]}/squads`, remoteAddress: uniqueAddress() });
    expect(scorecardBefore.body).toContain('Meera Kid');

    // A watcher already following the match when consent is withdrawn.
    const log = (await ok('GET', `/matches/${matchId}/events`)).data as Array<{ id: string; seq: number }>;
    const feed = watchLive(`${base}/api/matches/${matchId}/live?after=${log.at(-1)!.seq}`);
    try {
      await until(() => feed.status() === 200, 5_000, 'the live feed to open');
      await ok('POST', `/people/${meeraPerson}/consent`, { action: 'withdraw' });
      // The next ball, posted at once, reaches the watcher with her name already hidden.
      await ok('POST', `/matches/${matchId}/events`, {
        id: randomUUID(),
        after: log.at(-1)!.id,
        type: 'lineups',
        team: 'Riverside Cubs',
        players: ['Arjun Adult', 'Pranav Das', 'Meera Kid', 'Tara Young', 'Kabir Blank', 'Ria Form'],
      });
      await until(() => feed.frames.length > 0, 10_000, 'the next frame');
      expect(leaks(JSON.stringify(feed.frames.map((f) => f.data)), ['Meera Kid'])).toEqual([]);
      for (const url of ['/api/players', `/api/teams/${teamIds[0]}/squads`, `/api/matches/${matchId}/scorecard`, `/api/tournaments/${tournamentId}/stats`]) {
        const res = await h.app.inject({ method: 'GET', url, remoteAddress: uniqueAddress() });
        expect(leaks(res.body, ['Meera Kid']), url).toEqual([]);
      }
    } finally {
      feed.close();
    }
    await ok('POST', `/people/${meeraPerson}/consent`, { action: 'record', guardianName: 'Sita Kid', guardianPhone: '9845099999' });
    expect((await h.app.inject({ method: 'GET', url: `/api/teams/${teamIds[0]}/squads`, remoteAddress: uniqueAddress() })).body).toContain('Meera Kid');
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
      const asked = async (content: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/ai/chat',
          payload: { messages: [{ role: 'user', content }] },
          remoteAddress: uniqueAddress(),
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().reply as string;
      };
      // Asked about a hidden child by name: no answer about them, and no model call.
      expect(await asked('How did Pranav Das bat?')).toBe(HIDDEN_PERSON_REPLY);
      expect(sent.length).toBe(0);
      for (const message of ['Who are the Riverside Cubs players?', 'top run scorer']) await asked(message);
      expect(sent.length).toBe(2);
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
    expect((await h.app.inject({ method: 'GET', url: `/api/teams/${teamIds[0]}/squads`, remoteAddress: uniqueAddress() })).body).toContain('Kabir Blank');
    await ok('PATCH', `/people/${kabir.id}`, { adultConfirmed: false });
    expect((await h.app.inject({ method: 'GET', url: `/api/teams/${teamIds[0]}/squads`, remoteAddress: uniqueAddress() })).body).not.toContain('Kabir Blank');
  });

  it('a hidden child named as captain is the placeholder on the team card too, as in the squad', async () => {
    // The captain is a copy of a name (picked from the squad, or typed): the rule replaces it wherever it is.
    await ok('PUT', `/teams/${teamIds[0]}`, { name: 'Riverside Cubs', captain: 'Pranav Das' });
    for (const url of ['/api/teams', `/api/teams/${teamIds[0]}`]) {
      const body = (await h.app.inject({ method: 'GET', url, remoteAddress: uniqueAddress() })).body;
      expect(body, url).not.toContain('Pranav Das');
      // The person's one placeholder, as wherever else the rule names them.
      expect(body, url).toMatch(/"captain":"[^"]+ player \d+"/);
    }
    await ok('PUT', `/teams/${teamIds[0]}`, { name: 'Riverside Cubs', captain: 'Arjun Adult' });
  });
});
