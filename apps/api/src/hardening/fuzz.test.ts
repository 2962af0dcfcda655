/**
 * R10: requests generated from the OpenAPI document, plus hostile variations, against every
 * operation of the assembled app, as a visitor and as a signed-in admin. No answer may be a
 * 5xx; every error is `{success:false, message}` with nothing internal in it; every 2xx JSON
 * body matches the schema the document promises. FUZZ_SEED / FUZZ_CASES reproduce or widen
 * a run (a failure message names the seed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '@league/core/server';
import { int } from './generate';
import { openHardened, uniqueAddress, type Hardened } from './harness';
import { harvest, operationsOf, problemsWith, type OpenApiDoc, type Operation } from './operations';
import { build, sweep } from './requests';

const SEED = Number(process.env.FUZZ_SEED ?? 1_337);
/** Requests per operation (half as a visitor, half as an admin). */
const CASES = Number(process.env.FUZZ_CASES ?? 40);

let h: Hardened;
let token: string;
let ops: Operation[];
const stats = new Map<string, { sent: number; ok: number; statuses: Map<number, number> }>();
let swept = 0;

beforeAll(async () => {
  // The global per-IP limit is not under test here (rate-limits.test.ts covers it), and every
  // request comes from its own address so the sign-in and chat limits don't mask handlers.
  h = await openHardened({ env: { RATE_LIMIT_MAX: '1000000' } });
  token = await h.adminToken();
  const doc = (await h.app.inject('/api/docs/json')).json() as OpenApiDoc;
  ops = operationsOf(doc);
});

afterAll(async () => {
  if (stats.size) {
    const lines = [...stats].map(
      ([op, s]) =>
        `${op.padEnd(52)} ${String(s.sent).padStart(4)} sent ${String(s.ok).padStart(4)} 2xx  ${[...s.statuses]
          .sort(([a], [b]) => a - b)
          .map(([k, v]) => `${k}x${v}`)
          .join(' ')}`,
    );
    const fuzzed = [...stats.values()].reduce((n, s) => n + s.sent, 0);
    console.info(`fuzz (seed ${SEED}): ${fuzzed} generated requests over ${stats.size} operations, ${swept} sweep requests\n${lines.join('\n')}`);
  }
  await h?.close();
});

/** Logout and ending sessions may end the run's own session (issue 18): sign in again after them. */
async function renewedAfter(path: string, current: string): Promise<string> {
  return /^\/api\/admin\/(logout|sessions)/.test(path) ? h.adminToken() : current;
}

describe('fuzzing every operation of the OpenAPI document (R10)', () => {
  it('covers the whole API', () => {
    expect(ops.length).toBeGreaterThanOrEqual(60);
    for (const prefix of [
      '/api/admin',
      '/api/teams',
      '/api/players',
      '/api/matches',
      '/api/gallery',
      '/api/finance',
      '/api/registrations',
      '/api/announcements',
      '/api/sponsors',
      '/api/ai/chat',
      '/api/global-links',
    ]) {
      expect(
        ops.some((op) => op.path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('never answers 5xx, keeps errors in the envelope, and matches the documented schemas', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const rng = seededRandom(SEED);
    let pools = await harvest(h.app, token);
    for (const op of ops) {
      const key = `${op.method} ${op.path}`;
      const s = { sent: 0, ok: 0, statuses: new Map<number, number>() };
      stats.set(key, s);
      // Deletes and creates change what exists: look again before each operation that names records.
      if (op.method !== 'GET' || op.path.includes('{')) pools = await harvest(h.app, token);
      for (let i = 0; i < CASES; i++) {
        // The first case of each role is well-formed, so every handler is reached at least once.
        const request = build(rng, op, pools, i % 2 === 1 ? token : null, i < 2);
        const res = await h.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
          remoteAddress: uniqueAddress(),
        });
        s.sent++;
        s.statuses.set(res.statusCode, (s.statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode < 300) s.ok++;
        for (const problem of problemsWith(op, res)) {
          failures.push(`${key} [${request.label}] ${request.url.slice(0, 120)} body=${(request.payload ?? '').slice(0, 160)} -> ${problem}`);
        }
      }
      token = await renewedAfter(op.path, token);
    }
    const sent = [...stats.values()].reduce((n, s) => n + s.sent, 0);
    expect(sent).toBeGreaterThanOrEqual(ops.length * CASES);
    expect(failures, `seed ${SEED}: ${failures.length} bad answers`).toEqual([]);
  });

  it('keeps NUL bytes, lone surrogates, RTL overrides and markup in every text field, path and query in check', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const op of ops) {
      const pools = await harvest(h.app, token);
      for (const request of sweep(op, pools, token)) {
        const res = await h.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
          remoteAddress: uniqueAddress(),
        });
        swept++;
        for (const problem of problemsWith(op, res))
          failures.push(
            `${op.method} ${op.path} [${JSON.stringify(request.label)}] ${request.url.slice(0, 100)} body=${(request.payload ?? '').slice(0, 200)} -> ${problem}`,
          );
      }
      token = await renewedAfter(op.path, token);
    }
    expect(swept).toBeGreaterThan(300);
    expect(failures, `${failures.length} bad answers`).toEqual([]);
  });

  it('reaches the handlers: valid requests succeed on every read and every create', () => {
    // Sign-in and reset routes need secrets the fuzzer cannot guess; gallery uploads are multipart.
    expect(stats.size, 'the fuzz run above must have run').toBe(ops.length);
    const unreachable = /admin\/(google-login|link-login|login|reset-password\/confirm)|POST \/api\/gallery$|\/files\//;
    // SSE streams never end under inject, so they never get a real id (operations.ts).
    const streams = /^GET \/api\/(matches|auctions)\/\{id\}\/live$/;
    // Part 2's routes that still need state or bodies the generator cannot make yet. They are
    // fuzzed above for 5xx and envelopes, but not yet shown to reach their handlers:
    const notReachedYet = new RegExp(
      [
        // The run must not end its own session or remove the demo admin: needs a second admin/session made in beforeAll.
        '^DELETE /api/admin/(sessions|admins)/\\{id\\}$',
        // Needs a real Cricsheet document in the body (packages/cricket/test-data has some).
        '^POST /api/tournaments/\\{id\\}/cricsheet$',
        // With a real id it answers a JSON download the document declares without content (harvest leaves it out).
        '^GET /api/matches/\\{id\\}/cricsheet$',
        // Need an event consistent with the match's log (`after` = its last id) and a finished match's result.
        '^POST /api/matches/\\{id\\}/(events|result)$',
        // A merge needs two distinct live people (merging the demo's would change what later
        // operations read); its undo needs a merge made first (people-merge.test.ts covers both).
        '^POST /api/people/(merge|merges/\\{id\\}/undo)$',
        // Scorer grants need a signed-up user's email; no scorer exists to remove until one is
        // granted, nor to assign to a match (a generated list reached it only when it came out
        // empty: scoring's assignments.test.ts assigns real ones).
        '^(POST /api/scorers|DELETE /api/scorers/\\{id\\}|PUT /api/matches/\\{id\\}/scorers)$',
        // A bought player's charge exists only after an auction sale with a fee (packages/auction squads.test.ts).
        '^POST /api/dues/charges/\\{id\\}/paid$',
        // Imports and reviews need a sign-up sheet, an import id, pending registrations and dues phones.
        '^POST /api/(registrations/(imports/\\{id\\}/undo|\\{id\\}/review|bulk-approve)|dues/\\{phone\\}/paid|players-import(/preview)?)$',
        // A consistent auction (teams + pool, every pool category among the auction's, PUT only
        // while in setup), its lots, a running lot to bid on, paddles to revoke; GET .../paddle
        // takes a paddle link's own token, not an admin's.
        '^(POST /api/auctions|PUT /api/auctions/\\{id\\}|POST /api/auctions/\\{id\\}/(lots|bids|undo|paddles)(/.*)?|DELETE /api/auctions/\\{id\\}/paddles/\\{teamId\\}|GET /api/auctions/\\{id\\}/paddle)$',
        // A push subscription needs an https endpoint on a public address (the generator's URLs
        // are not) and a browser's P-256 key (src/reach/push.test.ts reaches it with real ones).
        '^POST /api/push/subscriptions$',
        // A person joins a side of the match: the body names one of its two teams, which the
        // generator cannot guess (people-pickers.test.ts reaches it).
        '^POST /api/matches/\\{id\\}/people$',
        // Player of the match names a person who played in the match: the generator cannot know
        // one (packages/tournaments awards.test.ts picks and clears one on a real scorecard).
        '^PUT /api/matches/\\{id\\}/player-of-match$',
        // A share image's file name is its card's content hash (src/reach/share.test.ts reaches it with a real one).
        '^GET /api/share/\\{kind\\}/\\{id\\}/\\{file\\}$',
        // A bank statement needs a CSV with a bank's headings, and a payer's page a dues line's
        // reference with a UPI ID in Settings (packages/registrations upi-dues.test.ts reaches them).
        '^POST /api/dues/statement(/preview)?$',
        '^(GET|POST) /api/pay/\\{reference\\}(/qr\\.svg)?$',
        // A sign-up needs a real mobile number and a readable birth date, and a child a guardian
        // (packages/registrations signup-form.test.ts reaches it, as a form and as JSON; its
        // Hindi twin, signup-form-hindi.test.ts).
        '^POST (/hi)?/register$',
        // A plan needs a tournament with two teams chosen and slots naming the league's grounds;
        // a reschedule too (packages/tournaments fixture-plan.test.ts reaches all three).
        '^POST /api/tournaments/\\{id\\}/fixture-plan(/apply)?$',
        '^POST /api/matches/\\{id\\}/reschedule$',
        // A bracket needs one date per match of its template, in playing order, and enough teams
        // in the tournament (packages/tournaments knockouts.test.ts reaches it).
        '^POST /api/tournaments/\\{id\\}/knockouts$',
      ].join('|'),
    );
    const never = [...stats].filter(([key, s]) => s.ok === 0 && !unreachable.test(key) && !streams.test(key) && !notReachedYet.test(key)).map(([key]) => key);
    expect(never).toEqual([]);
  });

  it('answers malformed uploads with 4xx in the envelope', async () => {
    const boundary = '----fuzz' + int(seededRandom(SEED), 1000, 9999);
    const cases: Array<{ type: string; body: string }> = [
      {
        type: `multipart/form-data; boundary=${boundary}`,
        body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image\r\n--${boundary}--\r\n`,
      },
      {
        type: `multipart/form-data; boundary=${boundary}`,
        body: `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\n${'🏏'.repeat(3000)}\r\n--${boundary}--\r\n`,
      },
      { type: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\ngarbage` },
      { type: 'multipart/form-data', body: 'no boundary' },
      { type: 'application/json', body: '{"file":"data:image/png;base64,AAAA"}' },
    ];
    for (const admin of [false, true]) {
      for (const c of cases) {
        const res = await h.app.inject({
          method: 'POST',
          url: '/api/gallery',
          headers: { 'content-type': c.type, ...(admin ? { authorization: `Bearer ${token}` } : {}) },
          payload: c.body,
          remoteAddress: uniqueAddress(),
        });
        expect(res.statusCode, `${c.type} ${c.body.slice(0, 40)} -> ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(problemsWith({ method: 'POST', path: '/api/gallery', parameters: [], body: null, responses: {} }, res)).toEqual([]);
      }
    }
  });
});
