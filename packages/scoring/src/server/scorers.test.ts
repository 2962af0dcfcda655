/**
 * The scorer role end to end on a real database: an admin grants it by email, the scorer
 * signs in with the link like an admin, may score and nothing else, and is refused at once
 * when revoked. (The admin package keeps the accounts; apps/api wires them the same way.)
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createLiveHub, ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, TEST_JWT_SECRET, type TestDb } from '@league/core/testing';
import {
  adminPlugin,
  adminSchema,
  AlreadyAdminError,
  createAdminSignInLink,
  createAdminSubjectCheck,
  grantScorer,
  listScorers,
  revokeScorer,
} from '@league/admin/server';
import * as playersSchema from '@league/players/schema';
import { schedulePlugin, scheduleSchema } from '@league/schedule/server';
import { teamsPlugin, teamsSchema } from '@league/teams/server';
import { tournamentsPlugin, tournamentsSchema } from '@league/tournaments/server';
import { matchEvents } from './harness';
import { scoringHooks, scoringPlugin } from './plugin';
import * as schema from './schema';

let db: TestDb;
let app: Awaited<ReturnType<typeof createTestApp>>;
let close: () => Promise<void>;
beforeAll(async () => {
  db = await createTestDb(adminSchema, scheduleSchema, teamsSchema, playersSchema, tournamentsSchema, schema);
  const cache = new ResponseCache();
  const feature = { db: db.db, cache };
  const live = await createLiveHub();
  const publicUrl = 'http://league.test';
  app = await createTestApp({
    verifySubject: createAdminSubjectCheck(db.db),
    plugins: [
      [
        adminPlugin,
        {
          ...feature,
          jwtSecret: TEST_JWT_SECRET,
          googleClientId: null,
          googleJwksUrl: 'http://127.0.0.1:9/x',
          googleIssuers: [],
          adminEmails: [],
          passwordLogin: false,
          smtpUrl: null,
          smtpFrom: null,
          publicUrl,
          signInPerMinute: 10_000,
          resetPerMinute: 10_000,
        },
      ],
      [teamsPlugin, feature],
      [schedulePlugin, { ...feature, timeZone: 'Asia/Kolkata' }],
      [tournamentsPlugin, { ...feature, ...scoringHooks(db.db, live) }],
      [
        scoringPlugin,
        {
          ...feature,
          live,
          scorers: {
            list: () => listScorers(db.db),
            grant: (input: { email: string; name?: string }) =>
              grantScorer(db.db, { ...input, publicUrl }).catch((e: unknown) => {
                if (e instanceof AlreadyAdminError) return null;
                throw e;
              }),
            revoke: (id: string) => revokeScorer(db.db, id),
          },
        },
      ],
    ],
  });
  close = async () => {
    await live.close();
    await app.close();
    await db.close();
  };
});
afterAll(() => close());
beforeEach(() => db.reset());

async function signIn(url: string) {
  const code = new URL(url).searchParams.get('code');
  const res = await app.inject({ method: 'POST', url: '/api/admin/link-login', payload: { code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; user: { role: string; email: string } };
}

it('an admin grants scorer by email; the scorer signs in with the link, scores, may do nothing else, and is refused once revoked', async () => {
  const adminLink = await createAdminSignInLink(db.db, { email: 'boss@example.test', name: 'Boss', create: true, publicUrl: 'http://league.test' });
  const admin = bearer((await signIn(adminLink.url)).token);

  const bad = await app.inject({ method: 'POST', url: '/api/scorers', headers: admin, payload: { email: 'not-an-email' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('Enter a valid email address');
  const same = await app.inject({ method: 'POST', url: '/api/scorers', headers: admin, payload: { email: 'Boss@Example.test' } });
  expect(same.json()).toEqual({ success: false, message: 'That email belongs to an admin, who can already score' });

  const granted = await app.inject({ method: 'POST', url: '/api/scorers', headers: admin, payload: { email: 'Asha@Example.test', name: 'Asha Rao' } });
  expect(granted.statusCode).toBe(201);
  const { scorer, url } = granted.json().data;
  expect(scorer).toMatchObject({ email: 'asha@example.test', name: 'Asha Rao' });
  expect((await app.inject({ method: 'GET', url: '/api/scorers', headers: admin })).json().data).toEqual([
    expect.objectContaining({ email: 'asha@example.test' }),
  ]);
  // The admins list is of admins only.
  expect((await app.inject({ method: 'GET', url: '/api/admin/admins', headers: admin })).json().data.map((a: { email: string }) => a.email)).toEqual([
    'boss@example.test',
  ]);

  const session = await signIn(url);
  expect(session.user).toMatchObject({ role: 'scorer', email: 'asha@example.test' });
  const asha = bearer(session.token);

  const fixture = await app.inject({
    method: 'POST',
    url: '/api/matches',
    headers: admin,
    payload: { team1: 'Banyan Blasters', team2: 'Royal Strikers', matchDate: '2026-05-01T15:30' },
  });
  const matchId = fixture.json().data.id as string;
  expect(
    (await app.inject({ method: 'PUT', url: `/api/matches/${matchId}/scorers`, headers: admin, payload: { emails: ['asha@example.test'] } })).statusCode,
  ).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/api/scorer/matches', headers: asha })).statusCode).toBe(200);
  const posted = await app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/events`,
    headers: asha,
    payload: { ...matchEvents()[0], id: crypto.randomUUID(), after: null },
  });
  expect(posted.statusCode).toBe(201);
  for (const [method, url, payload] of [
    ['POST', '/api/scorers', { email: 'x@example.test' }],
    ['GET', '/api/scorers', undefined],
    ['GET', '/api/admin/admins', undefined],
    ['POST', '/api/admin/sign-in-links', { email: 'y@example.test' }],
    ['DELETE', `/api/matches/${matchId}`, undefined],
    ['POST', '/api/teams', { name: 'X', section: 'GICPL-OG', captain: 'Y' }],
  ] as const) {
    expect((await app.inject({ method, url, headers: asha, payload: payload as never })).statusCode, `${method} ${url}`).toBe(403);
  }

  const revoked = await app.inject({ method: 'DELETE', url: `/api/scorers/${scorer.id}`, headers: admin });
  expect(revoked.statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/api/scorer/matches', headers: asha })).statusCode).toBe(401);
  expect((await app.inject({ method: 'DELETE', url: `/api/scorers/${scorer.id}`, headers: admin })).statusCode).toBe(404);
});
