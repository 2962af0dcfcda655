/**
 * Test-only: a match scored over real HTTP the way the scorer's phone does it (a fixture
 * with squads, then toss, lineups and one believable ball after another), a watcher of its
 * live feed, and a count of a log written apart from the engine on purpose, so a scorecard
 * can be checked against something other than the code that built it.
 */
import http from 'node:http';

export type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; json: any }>;

/** Calls `${base}/api…` with the admin's bearer token. */
export function apiCaller(base: string, token: () => string): Call {
  return async (method, path, body) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  };
}

async function expectStatus(call: Call, status: number, method: string, path: string, body?: unknown) {
  const res = await call(method, path, body);
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
}

export interface ScorableMatch {
  matchId: string;
  teams: [string, string];
  /** The squads as the scorer's match pack lists them (by team name). */
  squads: Record<string, string[]>;
}

/** Two teams with eleven players each, a 20-over tournament and a fixture between them. */
export async function setUpMatch(call: Call, section: string, tag: string): Promise<ScorableMatch> {
  const teams: [string, string] = [`${tag} Blasters`, `${tag} Strikers`];
  const ids: string[] = [];
  for (const name of teams) {
    const players = Array.from({ length: 11 }, (_, i) => `${name.split(' ')[1]} Player ${i + 1}`);
    const team = await expectStatus(call, 201, 'POST', '/teams', { section, name, captain: players[0], players });
    ids.push(team._id);
  }
  const format = { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11 };
  const tournament = await expectStatus(call, 201, 'POST', '/tournaments', { name: `${tag} Cup`, season: '2026', format, status: 'active' });
  const fixture = await expectStatus(call, 201, 'POST', '/matches', {
    team1: teams[0],
    team2: teams[1],
    team1Id: ids[0],
    team2Id: ids[1],
    tournamentId: tournament.id,
    matchDate: '2026-05-01T15:30',
  });
  const pack = await expectStatus(call, 200, 'GET', `/scorer/matches/${fixture.id}`);
  return { matchId: fixture.id, teams, squads: pack.squads };
}

type Event = Record<string, unknown>;

/**
 * The scorer's taps as events: toss, both lineups, then deliveries with the strike, the
 * overs, the bowlers and the next batter kept right, innings after innings.
 */
export function ballByBall({ teams, squads }: ScorableMatch, random = Math.random): () => Event {
  const queue: Event[] = [{ type: 'toss', winner: teams[0], decision: 'bat' }, ...teams.map((team) => ({ type: 'lineups', team, players: squads[team] }))];
  let innings = -1;
  let batting = '';
  let order: string[] = [];
  let bowlers: string[] = [];
  let striker = '';
  let partner = '';
  let nextIn = 0;
  let over = 0;
  let legal = 0;
  let wickets = 0;
  const startInnings = () => {
    innings++;
    batting = teams[innings % 2]!;
    order = squads[batting]!;
    bowlers = squads[teams[(innings + 1) % 2]!]!.slice(-5);
    [striker, partner, nextIn, over, legal, wickets] = [order[0]!, order[1]!, 2, 0, 0, 0];
  };
  const swap = () => ([striker, partner] = [partner, striker]);

  return () => {
    if (queue.length) return queue.shift()!;
    if (innings < 0 || over === 20 || wickets === 10) startInnings();
    const ball: Event = { type: 'delivery', innings, team: batting, over, batter: striker, non_striker: partner, bowler: bowlers[over % bowlers.length] };
    const roll = random();
    let runs = 0;
    if (roll < 0.05) {
      Object.assign(ball, { runs: { batter: 0, extras: 1, total: 1 }, extras: { wides: 1 } });
    } else if (roll < 0.08) {
      Object.assign(ball, { runs: { batter: 0, extras: 1, total: 1 }, extras: { legbyes: 1 } });
      runs = 1;
    } else if (roll < 0.11) {
      const wicket =
        roll < 0.095
          ? { player_out: striker, kind: 'bowled' }
          : { player_out: striker, kind: 'caught', fielders: [{ name: bowlers[(over + 2) % bowlers.length] }] };
      Object.assign(ball, { runs: { batter: 0, extras: 0, total: 0 }, wickets: [wicket] });
      wickets++;
      striker = order[nextIn++] ?? striker;
    } else {
      runs = [0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 4, 4, 6][Math.floor(random() * 13)]!;
      Object.assign(ball, { runs: { batter: runs, extras: 0, total: runs } });
    }
    if (runs % 2 === 1) swap();
    if (ball.extras && (ball.extras as Event).wides) return ball;
    if (++legal === 6) {
      over++;
      legal = 0;
      swap();
    }
    return ball;
  };
}

export interface InningsCount {
  team: string;
  runs: number;
  wickets: number;
  overs: string;
  extras: { wides: number; noballs: number; byes: number; legbyes: number; penalty: number; total: number };
  batting: Map<string, { runs: number; balls: number; fours: number; sixes: number; out: boolean }>;
  bowling: Map<string, { balls: number; runs: number; wickets: number; wides: number }>;
}

const BOWLERS_WICKETS = new Set(['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket']);

/** Counts a log's deliveries by the Laws (spec 2), by hand: what its scorecard must say. */
export function countLog(events: Event[]): InningsCount[] {
  const all = new Map<number, InningsCount & { legal: number }>();
  for (const event of events) {
    if (event.type !== 'delivery') continue;
    const d = event as {
      innings: number;
      team: string;
      batter: string;
      non_striker: string;
      bowler: string;
      runs: { batter: number; extras: number; total: number };
      extras?: Partial<Record<'wides' | 'noballs' | 'byes' | 'legbyes' | 'penalty', number>>;
      wickets?: Array<{ player_out: string; kind: string }>;
    };
    let inn = all.get(d.innings);
    if (!inn) {
      inn = {
        team: d.team,
        runs: 0,
        wickets: 0,
        legal: 0,
        overs: '',
        extras: { wides: 0, noballs: 0, byes: 0, legbyes: 0, penalty: 0, total: 0 },
        batting: new Map(),
        bowling: new Map(),
      };
      all.set(d.innings, inn);
    }
    const batter = (name: string) => inn.batting.get(name) ?? inn.batting.set(name, { runs: 0, balls: 0, fours: 0, sixes: 0, out: false }).get(name)!;
    const striker = batter(d.batter);
    batter(d.non_striker);
    const bowler = inn.bowling.get(d.bowler) ?? inn.bowling.set(d.bowler, { balls: 0, runs: 0, wickets: 0, wides: 0 }).get(d.bowler)!;
    const wides = d.extras?.wides ?? 0;
    const noballs = d.extras?.noballs ?? 0;
    inn.runs += d.runs.total;
    striker.runs += d.runs.batter;
    if (!wides) striker.balls++;
    if (d.runs.batter === 4) striker.fours++;
    if (d.runs.batter === 6) striker.sixes++;
    if (!wides && !noballs) {
      inn.legal++;
      bowler.balls++;
    }
    bowler.runs += d.runs.batter + wides + noballs;
    bowler.wides += wides;
    for (const key of ['wides', 'noballs', 'byes', 'legbyes', 'penalty'] as const) inn.extras[key] += d.extras?.[key] ?? 0;
    for (const w of d.wickets ?? []) {
      inn.wickets++;
      batter(w.player_out).out = true;
      if (BOWLERS_WICKETS.has(w.kind)) bowler.wickets++;
    }
  }
  return [...all.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { legal, ...inn }]) => {
      const e = inn.extras;
      return { ...inn, overs: `${Math.floor(legal / 6)}.${legal % 6}`, extras: { ...e, total: e.wides + e.noballs + e.byes + e.legbyes + e.penalty } };
    });
}

export interface Frame {
  id: number;
  event: string;
  data: any;
  /** Date.now() when the frame was read. */
  at: number;
}

/** An EventSource in miniature: the frames of `GET …/live` as they arrive, and a way to hang up. */
export function watchLive(url: string, headers: Record<string, string> = {}) {
  const frames: Frame[] = [];
  const comments: string[] = [];
  let status = 0;
  let buffer = '';
  const req = http.get(url, { headers }, (res) => {
    status = res.statusCode ?? 0;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
        for (const line of lines) if (line.startsWith(': ')) comments.push(line.slice(2));
        const data = field('data');
        if (data !== undefined) frames.push({ id: Number(field('id')), event: field('event') ?? 'message', data: JSON.parse(data), at: Date.now() });
      }
    });
  });
  req.on('error', () => {});
  return { frames, comments, status: () => status, close: () => req.destroy() };
}

export async function until(check: () => boolean, ms = 5000, what = 'a condition') {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
