/**
 * The push sender against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and a
 * local push service, on a clock the test sets: quiet hours on the league's clock, including
 * hours that wrap midnight, for fan-outs and for retries; and notices removed once past their
 * retention. apps/api's push test covers the rest end to end through HTTP.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_FILTER } from '@league/core/server';
import { createTestDb, type TestDb } from '@league/core/testing';
import { createPush, NOTICE_RETENTION_DAYS, type Push } from './push';
import * as schema from './schema';

/** The league's clock in these tests: India, UTC+5:30 (a UTC reading would be 5.5 hours off). */
const TIME_ZONE = 'Asia/Kolkata';
const DAY = 86_400_000;

let t: TestDb;
let push: Push;
/** What the sender reads as now. */
let clock: Date;
let origin = '';
const received: string[] = [];
const service = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received.push(req.url ?? '');
    res.statusCode = 201;
    res.end();
  });
});

const sender = () =>
  createPush({
    db: t.db,
    log: { warn: () => {}, info: () => {} },
    vapid: { ...webpush.generateVAPIDKeys(), subject: 'https://league.invalid' },
    allowPrivate: true,
    timeZone: TIME_ZONE,
    visibility: async () => NO_FILTER,
    now: () => clock,
  });

beforeAll(async () => {
  t = await createTestDb(schema);
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  push = sender();
}, 120_000);

afterAll(async () => {
  await push?.stop();
  await new Promise((resolve) => service.close(resolve));
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
  received.length = 0;
});

/** A browser following `teamId` (its keys are real: the push is encrypted to them). */
async function browser(teamId: string, quietHours: { from: number; to: number } | null) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const path = `/push/${randomUUID()}`;
  const [row] = await t.db
    .insert(schema.pushSubscriptions)
    .values({
      endpoint: `${origin}${path}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
      teamIds: [teamId],
      quietFrom: quietHours?.from ?? null,
      quietTo: quietHours?.to ?? null,
    })
    .returning();
  return { id: row!.id, path };
}

const payload = { title: 'Result: Cubs v Hawks', body: 'Cubs won by 12 runs', url: '/matches/x', tag: 'match-x' };
/** A notice on its way to the followers of `teamId`. */
const fanOut = (teamId: string) =>
  t.db.insert(schema.pushFanouts).values({ matchId: randomUUID(), teamIds: [teamId], kind: 'result', payloads: { en: payload, hi: payload }, urgency: 'high' });

/** Whether a browser at `path` got a push when the sender ran at `utc`, after `queue` put one on its way. */
async function sentAt(utc: string, queue: () => Promise<unknown>, path: string) {
  received.length = 0;
  clock = new Date(utc);
  await queue();
  await push.idle();
  return received.includes(path);
}

/** Minutes of the day for HH:MM. */
const at = (clockTime: string) => Number(clockTime.slice(0, 2)) * 60 + Number(clockTime.slice(3, 5));

describe('quiet hours that wrap midnight (22:00 to 07:00, league time)', () => {
  // Each instant in UTC, and what the league's clock (UTC+5:30) reads then.
  const cases = [
    { name: 'inside, before midnight', utc: '2026-11-27T18:00:00Z', league: '23:30', quiet: true },
    { name: 'inside, after midnight', utc: '2026-11-27T21:30:00Z', league: '03:00', quiet: true },
    { name: 'inside, at midnight', utc: '2026-11-27T18:30:00Z', league: '00:00', quiet: true },
    { name: 'inside, as they begin', utc: '2026-11-27T16:30:00Z', league: '22:00', quiet: true },
    { name: 'inside, the last minute', utc: '2026-11-28T01:29:00Z', league: '06:59', quiet: true },
    { name: 'outside, in the day', utc: '2026-11-28T06:30:00Z', league: '12:00', quiet: false },
    { name: 'outside, as they end', utc: '2026-11-28T01:30:00Z', league: '07:00', quiet: false },
    { name: 'outside, the minute before', utc: '2026-11-27T16:29:00Z', league: '21:59', quiet: false },
  ];

  for (const c of cases) {
    it(`${c.name} (${c.league}): ${c.quiet ? 'nothing is sent' : 'the push is sent'}`, async () => {
      const teamId = randomUUID();
      const sleeper = await browser(teamId, { from: at('22:00'), to: at('07:00') });
      const awake = await browser(teamId, null);
      expect(await sentAt(c.utc, () => fanOut(teamId), sleeper.path), `at ${c.league} league time`).toBe(!c.quiet);
      expect(received, 'a browser with no quiet hours gets every push').toContain(awake.path);
      // Passed by, not held for the morning: the fan-out is over either way.
      expect(await t.query('select id from push_fanouts')).toEqual([]);
    });
  }

  it('drops a retry that falls due inside them, and sends one that falls due outside', async () => {
    const teamId = randomUUID();
    const sleeper = await browser(teamId, { from: at('22:00'), to: at('07:00') });
    const retry = () =>
      t.query(`insert into push_jobs (subscription_id, payload, urgency, attempts, run_at) values ($1, $2, 'high', 1, now() - interval '1 minute')`, [
        sleeper.id,
        JSON.stringify(payload),
      ]);
    for (const [utc, sent] of [
      ['2026-11-27T18:00:00Z', false], // 23:30
      ['2026-11-27T21:30:00Z', false], // 03:00
      ['2026-11-28T06:30:00Z', true], // 12:00
    ] as const) {
      expect(await sentAt(utc, retry, sleeper.path), utc).toBe(sent);
      expect(await t.query('select id from push_jobs'), utc).toEqual([]);
    }
  });

  it('quiet hours within one day (13:00 to 15:00) do not wrap', async () => {
    const teamId = randomUUID();
    const napper = await browser(teamId, { from: at('13:00'), to: at('15:00') });
    for (const [utc, sent] of [
      ['2026-11-28T08:00:00Z', false], // 13:30
      ['2026-11-28T18:00:00Z', true], // 23:30
      ['2026-11-27T21:30:00Z', true], // 03:00
    ] as const) {
      expect(await sentAt(utc, () => fanOut(teamId), napper.path), utc).toBe(sent);
    }
  });
});

describe('notices past their retention', () => {
  it('are removed by the sender; recent ones and every result stay; at most once an hour', async () => {
    // A sender of its own: the hour between removals counts from its first pass.
    const pruner = sender();
    try {
      clock = new Date('2030-01-15T12:00:00Z');
      const match = randomUUID();
      const notice = (tag: string, ageDays: number) =>
        t.query('insert into push_notices (tag, created_at) values ($1, $2)', [`${match}:${tag}`, new Date(clock.getTime() - ageDays * DAY)]);
      await notice('start', NOTICE_RETENTION_DAYS + 1);
      await notice('wicket:0:1', NOTICE_RETENTION_DAYS + 0.5);
      await notice('wicket:0:2', NOTICE_RETENTION_DAYS - 1);
      await notice('innings:0', 0);
      await notice('result', NOTICE_RETENTION_DAYS + 200);
      const kept = async () => (await t.query<{ tag: string }>('select tag from push_notices order by tag')).map((r) => r.tag.slice(match.length + 1));

      await pruner.idle();
      expect(await kept()).toEqual(['innings:0', 'result', 'wicket:0:2']);

      // A notice already past its retention (another instance's, say) waits for the hour.
      await notice('wicket:1:1', NOTICE_RETENTION_DAYS + 10);
      clock = new Date(clock.getTime() + 10 * 60_000);
      await pruner.idle();
      expect(await kept()).toEqual(['innings:0', 'result', 'wicket:0:2', 'wicket:1:1']);
      clock = new Date(clock.getTime() + 3600_000);
      await pruner.idle();
      expect(await kept()).toEqual(['innings:0', 'result', 'wicket:0:2']);
    } finally {
      await pruner.stop();
    }
  });
});
