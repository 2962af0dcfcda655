/**
 * The push sender against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), on a
 * clock the test sets: notices removed once past their retention.
 * apps/api's push test covers the rest end to end through HTTP.
 */
import { randomUUID } from 'node:crypto';
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
  push = sender();
}, 120_000);

afterAll(async () => {
  await push?.stop();
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
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
