/**
 * Children on a parent's phone (issue 34), through HTTP on a real database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): each child signed up on the form and approved is a
 * person with a profile of her own (name, photo, figures), never her brother's; the same child
 * signing up again next season is linked to the profile she has, figures and all.
 */
import { peopleSchema } from '@league/people/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from '@league/core/server';
import { bearer, createTestApp, createTestDb, mintToken, type TestDb } from '@league/core/testing';
import * as playersTables from '@league/players/schema';
import { playersPlugin } from '@league/players/server';
import { IMPORT_MESSAGES } from '../contract';
import * as schema from './schema';
import { registrationsPlugin } from './plugin';
import { signupFormRoutes } from './signup-routes';

let tdb: TestDb;
let admin: Record<string, string>;
beforeAll(async () => {
  tdb = await createTestDb({ ...schema, ...peopleSchema, ...playersTables });
  admin = bearer(await mintToken());
}, 60_000);
afterAll(() => tdb.close());
beforeEach(() => tdb.reset());

let photos = 0;
async function build() {
  const cache = new ResponseCache();
  return createTestApp({
    plugins: [
      [
        signupFormRoutes,
        {
          prefix: '',
          db: tdb.db,
          settings: async () => ({ leagueName: 'Green Isle League', feePaise: 0, signup: { fields: ['photo'], closesOn: null, open: true } }),
          savePhoto: async () => `/api/gallery/files/photo-${++photos}.webp`,
        },
      ],
      [registrationsPlugin, { db: tdb.db, cache, source: { url: null, file: null, allowPrivate: false } }],
      [playersPlugin, { db: tdb.db, cache }],
    ],
  });
}
type App = Awaited<ReturnType<typeof build>>;

/** Lakshmi's phone: both her children sign up on it. */
const PARENT_PHONE = '98450 11111';
const child = (fullName: string, dateOfBirth: string) => ({
  fullName,
  phone: PARENT_PHONE,
  dateOfBirth,
  guardianName: 'Lakshmi Iyer',
  guardianPhone: '9845022222',
  consentPublish: 'on',
  consentPhotos: 'on',
});
const ARJUN = child('Arjun Iyer', '14/05/2013');
const MEERA = child('Meera Iyer', '09/01/2015');

/** The form as a parent's browser sends it, with a photo. */
async function signUp(app: App, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('photo', new Blob([new Uint8Array(Buffer.from(`a photo of ${fields.fullName}`))], { type: 'image/jpeg' }), 'me.jpg');
  const request = new Request('http://league.test/register', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/register',
    remoteAddress: '198.51.100.9',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function approveAll(app: App): Promise<string[]> {
  const ids = (await tdb.query<{ id: string }>("select id from registrations where status = 'pending' order by submitted_at")).map((r) => r.id);
  const res = await app.inject({ method: 'POST', url: '/api/registrations/bulk-approve', headers: admin, payload: { ids } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().warnings;
}

interface Profile {
  id: string;
  name: string;
  phone: string;
  photoUrl: string | null;
  batting: { runs: number };
  bowling: { wickets: number };
}
const profiles = async (app: App, headers: Record<string, string> = admin) =>
  ((await app.inject({ method: 'GET', url: '/api/players', headers })).json().data as Profile[]).sort((a, b) => a.name.localeCompare(b.name));

describe('two children on one parent’s phone', () => {
  it('each gets a profile of her own on approval: her name, her photo, her figures; the next season she keeps it', async () => {
    const app = await build();
    await signUp(app, ARJUN);
    await signUp(app, MEERA);
    const warnings = await approveAll(app);
    expect(warnings).toEqual([`Meera Iyer: ${IMPORT_MESSAGES.ownProfile('Arjun Iyer')}`]);

    const [arjun, meera] = await profiles(app);
    expect([arjun!.name, meera!.name]).toEqual(['Arjun Iyer', 'Meera Iyer']);
    expect(arjun!.phone).toBe('9845011111');
    expect(meera!.phone).toBe('9845011111');
    expect(meera!.id).not.toBe(arjun!.id);
    // Each photo is the one sent with that child's sign-up.
    const sent = await tdb.query<{ full_name: string; photo_url: string }>('select full_name, photo_url from registrations order by full_name');
    expect([arjun!.photoUrl, meera!.photoUrl]).toEqual(sent.map((s) => s.photo_url));
    expect(arjun!.photoUrl).not.toBe(meera!.photoUrl);

    // Arjun's season goes on his profile, not his sister's.
    const figures = await app.inject({
      method: 'PATCH',
      url: `/api/players/${arjun!.id}`,
      headers: admin,
      payload: { batting: { matches: 6, runs: 212 }, bowling: { wickets: 9 } },
    });
    expect(figures.statusCode, figures.body).toBe(200);
    // The phone names neither child: the roster's old key is refused rather than guessed.
    const byPhone = await app.inject({ method: 'PATCH', url: '/api/players/9845011111', headers: admin, payload: { batting: { runs: 1 } } });
    expect(byPhone.statusCode).toBe(409);
    const after = await profiles(app);
    expect(after.map((p) => [p.name, p.batting.runs, p.bowling.wickets])).toEqual([
      ['Arjun Iyer', 212, 9],
      ['Meera Iyer', 0, 0],
    ]);
    // A visitor sees both children (their guardian consented), each as herself.
    const shown = await profiles(app, {});
    expect(shown.map((p) => [p.name, p.batting.runs])).toEqual([
      ['Arjun Iyer', 212],
      ['Meera Iyer', 0],
    ]);
    // The auction's pool points each sign-up at its own child's profile.
    const pool = (await app.inject({ method: 'GET', url: '/api/registrations/pool-candidates', headers: admin })).json().data as Array<{
      name: string;
      playerId: string;
    }>;
    expect(pool.map((c) => [c.name, c.playerId])).toEqual([
      ['Arjun Iyer', arjun!.id],
      ['Meera Iyer', meera!.id],
    ]);

    // Next season: the sheet starts afresh (no route archives a season's sign-ups yet, so the
    // test clears them), and Meera signs up first this time, then her brother.
    await tdb.query('delete from registrations');
    await signUp(app, MEERA);
    await signUp(app, ARJUN);
    expect((await approveAll(app)).sort()).toEqual([
      `Arjun Iyer: ${IMPORT_MESSAGES.linked('Arjun Iyer')}`,
      `Meera Iyer: ${IMPORT_MESSAGES.linked('Meera Iyer')}`,
    ]);
    const nextSeason = await profiles(app);
    expect(nextSeason.map((p) => [p.id, p.name, p.photoUrl, p.batting.runs])).toEqual([
      [arjun!.id, 'Arjun Iyer', arjun!.photoUrl, 212],
      [meera!.id, 'Meera Iyer', meera!.photoUrl, 0],
    ]);
    const linked = await tdb.query<{ full_name: string; player_id: string }>('select full_name, player_id from registrations order by full_name');
    expect(linked.map((r) => r.player_id)).toEqual([arjun!.id, meera!.id]);
    await app.close();
  });
});
